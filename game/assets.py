"""Every asset path of the game, resolved in one place, from source and from a frozen build.

The ``assets/`` folder sits beside the ``game`` package in the source tree. A PyInstaller build
must carry it as ``assets`` at the root of the bundle (``datas=[("assets", "assets")]`` in
``build.spec``): one-file builds unpack it under ``sys._MEIPASS``, one-folder builds keep it in
the folder ``sys._MEIPASS`` names (``_internal`` since PyInstaller 6). A frozen build without
``_MEIPASS`` (other freezers) looks beside the executable. Nothing here depends on the working
directory.

Card files (made by ``tools/make_cards.py``) avoid duplicates: a face only has a French file
when its corner index differs (the court cards: R, D, V instead of K, Q, J) and a four-colour
file when its colour changes (clubs and diamonds). :func:`card_path` picks the right one.
"""

from __future__ import annotations

import sys
from pathlib import Path

__all__ = [
    "BACKS",
    "LANGUAGES",
    "SOUNDS",
    "AssetNotFoundError",
    "asset_path",
    "assets_root",
    "back_path",
    "card_file_name",
    "card_path",
    "font_path",
    "sound_path",
]

#: The card back styles, the first one being the default.
BACKS: tuple[str, ...] = ("blue", "red", "green")
#: The languages card faces exist in.
LANGUAGES: tuple[str, ...] = ("fr", "en")
#: The sound effects, by name (``assets/sounds/<name>.wav``).
SOUNDS: tuple[str, ...] = (
    "shuffle",
    "deal",
    "card_played",
    "trick_won",
    "contract_made",
    "contract_missed",
    "click",
)

_RANK_CODES = "23456789TJQKA"
_SUIT_CODES = "CDHS"
_EXCUSE = 73


class AssetNotFoundError(FileNotFoundError):
    """An asset file that is not where it should be; the message names the file."""


def assets_root() -> Path:
    """The ``assets`` folder: in the bundle when frozen, beside the ``game`` package otherwise."""
    if getattr(sys, "frozen", False) or hasattr(sys, "_MEIPASS"):
        base = getattr(sys, "_MEIPASS", None)
        root = Path(base) if base else Path(sys.executable).resolve().parent
        return root / "assets"
    return Path(__file__).resolve().parents[1] / "assets"


def asset_path(*parts: str) -> Path:
    """The absolute path of an asset, e.g. ``asset_path("sounds", "deal.wav")``.

    Raises :class:`AssetNotFoundError` naming the file when it does not exist.
    """
    if not parts:
        raise ValueError("asset_path needs at least one path part")
    path = assets_root().joinpath(*parts)
    if not path.is_file():
        raise AssetNotFoundError(
            f"missing asset file {'/'.join(parts)!r}: expected at {path} "
            "(run tools/make_cards.py or tools/make_sounds.py to regenerate cards and sounds)"
        )
    return path


def font_path(bold: bool = False) -> Path:
    """The bundled DejaVu Sans font (regular or bold); it carries ♣ ♦ ♥ ♠ and accents."""
    return asset_path("fonts", "DejaVuSans-Bold.ttf" if bold else "DejaVuSans.ttf")


def card_file_name(card: int, lang: str = "en", four_colour: bool = False) -> str:
    """The file name of a card face under ``assets/cards/faces`` (no existence check).

    >>> card_file_name(51), card_file_name(50, "fr"), card_file_name(10, "fr", True)
    ('AS.png', 'KS-fr.png', 'QC-fr-4c.png')
    >>> card_file_name(38, "fr", True), card_file_name(52), card_file_name(73)
    ('AH.png', 'trump-01.png', 'excuse.png')
    """
    if lang not in LANGUAGES:
        raise ValueError(f"no card faces in language {lang!r}: choose one of {LANGUAGES}")
    if 0 <= card < 52:
        suit, rank = divmod(card, 13)
        name = _RANK_CODES[rank] + _SUIT_CODES[suit]
        # Only J, Q, K change letter in French (V, D, R); only clubs and diamonds change colour.
        if lang == "fr" and rank in (9, 10, 11):
            name += "-fr"
        if four_colour and suit in (0, 1):
            name += "-4c"
        return name + ".png"
    if 52 <= card <= 72:
        return f"trump-{card - 51:02d}.png"
    if card == _EXCUSE:
        return "excuse.png"
    raise ValueError(f"{card!r} is not a card id (0–73)")


def card_path(card: int, lang: str = "en", four_colour: bool = False) -> Path:
    """The image of a card face (card ids of ``game.core.cards``) for a language and colour
    mode; raises :class:`AssetNotFoundError` when the file is missing."""
    return asset_path("cards", "faces", card_file_name(card, lang, four_colour))


def back_path(style: str = "blue") -> Path:
    """The image of a card back; ``style`` is one of :data:`BACKS`."""
    if style not in BACKS:
        raise ValueError(f"no card back {style!r}: choose one of {BACKS}")
    return asset_path("cards", "backs", f"{style}.png")


def sound_path(name: str) -> Path:
    """The file of a sound effect; ``name`` is one of :data:`SOUNDS`."""
    if name not in SOUNDS:
        raise ValueError(f"no sound {name!r}: the sounds are {', '.join(SOUNDS)}")
    return asset_path("sounds", f"{name}.wav")
