"""Reading the game's JSON files strictly and with plain-words errors.

Every file the game reads (records, the save, the settings, statistics, the score keeper) goes
through :func:`decode_text` and :func:`loads`, so damage looks the same everywhere: bytes that
are not UTF-8, text that is not JSON, a key given twice, a number too long to read. A UTF-8
byte-order mark is accepted (editors on Windows write one); a duplicated key is refused because
JSON parsers disagree on which value wins, and a file that means two things is a damaged file.
An integer of more than :data:`MAX_DIGITS` digits is refused by name: Python itself refuses to
convert one (with a plain :class:`ValueError`, which would otherwise escape every reader).
"""

from __future__ import annotations

import json
import re
from typing import Any

#: The longest integer read, in digits: Python's limit for converting text (the game never
#: changes it: ``sys.set_int_max_str_digits``).
MAX_DIGITS = 4300


class JsonTextError(ValueError):
    """Bytes or text that are not a JSON document the game can read; the message says why."""


def decode_text(raw: bytes) -> str:
    """The text of a file's bytes: UTF-8, with or without a byte-order mark."""
    try:
        return raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise JsonTextError(
            f"not a text file: the byte at offset {exc.start} is not UTF-8 (the file is JSON "
            "in UTF-8)"
        ) from None


def _no_duplicates(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for key, value in pairs:
        if key in out:
            raise JsonTextError(f"the key {key!r} appears twice in the same object")
        out[key] = value
    return out


def _huge_number(text: str) -> str:
    """Where the first integer too long to read is (for the message)."""
    found = re.search(rf"-?\d{{{MAX_DIGITS + 1},}}", text)
    if found is None:  # pragma: no cover - only when the process limit was lowered
        return "a number too long to read"
    index = found.start()
    line = text.count("\n", 0, index) + 1
    column = index - (text.rfind("\n", 0, index) + 1) + 1
    digits = len(found.group().lstrip("-"))
    return (
        f"a number of {digits} digits, too long to read (at most {MAX_DIGITS}): "
        f"line {line}, column {column}"
    )


def loads(text: str) -> Any:
    """Parse JSON text; :class:`JsonTextError` naming the problem and where it is.

    ``"Unterminated string starting at: line 1, column 9"`` — the parser's own words, then
    the place.
    """
    try:
        return json.loads(text, object_pairs_hook=_no_duplicates)
    except json.JSONDecodeError as exc:
        raise JsonTextError(
            f"not valid JSON: {exc.msg}: line {exc.lineno}, column {exc.colno}"
        ) from None
    except RecursionError:
        raise JsonTextError("not valid JSON: nested too deeply") from None
    except JsonTextError:
        raise
    except ValueError:
        # Python refuses to convert an integer this long (its cost grows with the square of
        # the length): a plain ValueError, which every reader must see as damage.
        raise JsonTextError(_huge_number(text)) from None


def load_object(text: str, fmt: str, what: str) -> dict[str, Any]:
    """A versioned document: JSON text holding an object whose ``format`` field is ``fmt``
    (the save, statistics, keeper games); :class:`JsonTextError` naming the problem, with
    ``what`` ("a save") saying which file it is."""
    data = loads(text)
    if not isinstance(data, dict):
        raise JsonTextError(f"{what} is a JSON object {{...}}")
    if data.get("format") != fmt:
        raise JsonTextError(f"unknown format {data.get('format')!r}, expected {fmt!r}")
    return data


def load_bytes(raw: bytes) -> Any:
    """:func:`decode_text` then :func:`loads`."""
    return loads(decode_text(raw))


__all__ = ["MAX_DIGITS", "JsonTextError", "decode_text", "load_bytes", "load_object", "loads"]
