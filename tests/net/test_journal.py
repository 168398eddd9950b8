"""The rooms' journals on disk: lines appended come back in order, room by room; a finished
room's journal moves aside, and a room written again after that starts a new file."""

from __future__ import annotations

from pathlib import Path

from game.net.journal import Journals


def test_lines_come_back_in_order_room_by_room_and_finished_rooms_move_aside(
    tmp_path: Path,
) -> None:
    journals = Journals(tmp_path)
    try:
        journals.append("AAAA1111", ['{"v":1}', '{"act":"QH"}'])
        journals.append("BBBB2222", ['{"v":1}'])
        journals.append("AAAA1111", ['{"act":"bid 2"}'])
        journals.append("AAAA1111", [])
        journals.flush()
        assert journals.load() == {
            "AAAA1111": ['{"v":1}', '{"act":"QH"}', '{"act":"bid 2"}'],
            "BBBB2222": ['{"v":1}'],
        }
        journals.finish("AAAA1111")
        assert (tmp_path / "finished" / "AAAA1111.jsonl").read_text().count("\n") == 3
        assert set(journals.load()) == {"BBBB2222"}
        journals.append("AAAA1111", ['{"v":1}'])
        assert journals.load()["AAAA1111"] == ['{"v":1}']
    finally:
        journals.close()
    again = Journals(tmp_path)
    try:
        assert again.load()["BBBB2222"] == ['{"v":1}']
    finally:
        again.close()
