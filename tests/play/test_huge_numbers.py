"""A number too long to read (more than 4,300 digits: Python refuses to convert it) is damage
in every JSON reader and in ``python -m game replay``, never a crash; a score too large for the
statistics screen's averages is damage too (issue 34, item 2)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from game.cli.replay import main as replay_main
from game.core.jsontext import JsonTextError, load_bytes, loads
from game.core.records import RecordError, parse_record
from game.platform import notices

GOLDEN = Path(__file__).resolve().parents[1] / "golden" / "classic-4p.record.json"
HUGE = "9" * 5000


@pytest.fixture(autouse=True)
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    path = tmp_path / "home"
    monkeypatch.setenv("ASCENSEUR_HOME", str(path))
    return path


def test_a_number_of_more_than_4300_digits_is_damage_not_a_crash() -> None:
    with pytest.raises(JsonTextError) as info:
        loads('{"a": 1,\n "b": ' + HUGE + "}")
    message = str(info.value)
    assert "5000 digits" in message and "line 2, column 7" in message
    with pytest.raises(JsonTextError):
        load_bytes(b"[-" + HUGE.encode() + b"]")
    # Long numbers below the limit and long floats still read.
    assert loads("[" + "9" * 4000 + ", 1." + "5" * 5000 + "]")[0] == int("9" * 4000)


def test_a_record_with_a_huge_number_is_a_record_error() -> None:
    text = GOLDEN.read_text(encoding="utf-8")
    seed = json.loads(text)["seed"]
    with pytest.raises(RecordError, match="digits"):
        parse_record(text.replace(f'"seed": {seed}', f'"seed": {HUGE}', 1))


def test_replay_names_a_huge_number_and_exits_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    text = GOLDEN.read_text(encoding="utf-8")
    seed = json.loads(text)["seed"]
    record = tmp_path / "huge.json"
    record.write_text(text.replace(f'"seed": {seed}', f'"seed": {HUGE}', 1), encoding="utf-8")
    assert replay_main([str(record)]) == 2
    out, err = capsys.readouterr()
    assert out == ""
    assert err.startswith(f"replay: {record}: ") and "5000 digits" in err
    assert "Traceback" not in err and len(err.splitlines()) == 1


def test_a_score_too_large_for_the_averages_is_damage_not_a_crash(home: Path) -> None:
    from game.play import statistics as stats

    entry = {
        "game": "0123456789abcdef",
        "ended": "2025-01-31T20:15:02Z",
        "rules": "classic",
        "name": "classic",
        "scoring": "points",
        "player": "Léa",
        "seat": 0,
        "players": 3,
        "opponents": "easy",
        "won": True,
        "rank": 1,
        "total": 12,
        "rounds": [{"size": 1, "bid": 1, "tricks": 1, "delta": "@BIG@"}],
    }
    body = json.dumps({"format": stats.FORMAT, "games": [entry]})
    path = stats.stats_path()
    # 400 digits: read fine as JSON, but an average of it does not fit a float.
    path.write_text(body.replace('"@BIG@"', "9" * 400), encoding="utf-8")
    loaded = stats.load_stats()
    assert loaded.damaged and loaded.aside is not None and not loaded.stats.games
    stats.summarize(loaded.stats.games)
    assert [n.key for n in notices.board.pending] == ["stats.damaged"]
