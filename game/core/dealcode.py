"""Deal codes: a game's seed written in base 36 (digits and letters), short enough to read
out or type. The same code gives the same deals (``docs/RECORDS.md``, ``seed``)."""

from __future__ import annotations

_DIGITS = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"


def deal_code(seed: int) -> str:
    """The deal code of a seed: the seed in base 36 (``deal_code(1234567) == 'QGLJ'``)."""
    if seed < 0:
        raise ValueError("seeds are not negative")
    digits = []
    while True:
        seed, r = divmod(seed, 36)
        digits.append(_DIGITS[r])
        if seed == 0:
            break
    return "".join(reversed(digits))


def parse_deal_code(text: str) -> int | None:
    """The seed a typed deal code stands for; None when nothing (or nothing valid) was typed.
    Case, spaces and dashes are ignored."""
    code = "".join(ch for ch in text.upper() if ch not in " -_")
    if not code or any(ch not in _DIGITS for ch in code):
        return None
    return int(code, 36)


__all__ = ["deal_code", "parse_deal_code"]
