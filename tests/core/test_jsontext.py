"""The JSON every file goes through: plain-words errors, a duplicated key refused by name,
undecodable bytes named as such, a byte-order mark accepted."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.core.jsontext import JsonTextError, decode_text, load_bytes, loads
from game.core.records import RecordError, load_record, parse_record

GOLDEN = Path(__file__).resolve().parents[1] / "golden" / "classic-4p.record.json"


def test_syntax_errors_name_the_problem_and_its_place_once() -> None:
    with pytest.raises(JsonTextError) as info:
        loads('{"a": "unterminated')
    message = str(info.value)
    assert message == "not valid JSON: Unterminated string starting at: line 1, column 7"
    assert "at at" not in message


def test_a_record_with_a_syntax_error_reads_well() -> None:
    with pytest.raises(RecordError) as info:
        parse_record('{"format": "ascenseur-record/1", "players": ["A]}')
    assert "Unterminated string starting at: line 1" in str(info.value)
    assert "at at" not in str(info.value)


def test_a_duplicated_key_is_refused_by_name() -> None:
    with pytest.raises(JsonTextError, match="'seed' appears twice"):
        loads('{"seed": 1, "x": {"seed": 3}, "seed": 2}')
    # The same key in two different objects is fine.
    assert loads('{"a": {"seed": 1}, "b": {"seed": 2}}') == {"a": {"seed": 1}, "b": {"seed": 2}}


def test_a_record_with_a_duplicated_key_is_refused_naming_it() -> None:
    text = GOLDEN.read_text(encoding="utf-8")
    assert parse_record(text).seed is not None  # the golden record itself is fine
    doubled = text.replace('"seed":', '"seed": 1, "seed":', 1)
    with pytest.raises(RecordError, match="'seed' appears twice"):
        parse_record(doubled)


def test_undecodable_bytes_are_named_and_a_bom_is_accepted(tmp_path: Path) -> None:
    with pytest.raises(JsonTextError, match="not a text file: the byte at offset 1"):
        decode_text(b"{\xff}")
    assert load_bytes(b'\xef\xbb\xbf{"a": 1}') == {"a": 1}
    path = tmp_path / "rec.json"
    path.write_bytes(b"\xef\xbb\xbf" + GOLDEN.read_bytes())
    assert load_record(path) == parse_record(GOLDEN.read_text(encoding="utf-8"))
    path.write_bytes(b"\x89PNG\r\n\x1a\n\x00\x00")
    with pytest.raises(RecordError, match="not a text file"):
        load_record(path)


def test_nesting_too_deep_is_an_error_not_a_crash() -> None:
    with pytest.raises(JsonTextError, match="nested too deeply"):
        loads("[" * 100_000 + "]" * 100_000)
