"""Every visible string of the game, in French and English.

    set_language("fr")
    t("handoff.pass_to", name="Léa")        # 'Passez à Léa'
    tn("count.tricks", 1)                    # '1 pli'
    card_name(parse_card("QH"))              # 'Dame de cœur'
    label = lazy("menu.quit")                # a label drawn later: label() speaks the
                                             # language of the moment it is drawn
    refusal(error, names)                    # an IllegalActionError in words

This module is the only place the game translates: scenes, views and the table's flow all call
these functions, and no caller repeats an English default (a key missing from the catalogs is
caught by ``tests/ui/test_i18n.py``).

Catalogs live in :mod:`game.i18n.fr` and :mod:`game.i18n.en` (plain dicts keyed by screen:
``menu.*``, ``setup.*``, ``table.*``, ``handoff.*``, ``score.*``, ``settings.*``, ``error.<rule>``
…). A key missing from the current language falls back to English, then to the key itself,
with a warning logged once: a missing string never stops the game. Until :func:`set_language`
is called, the language is :func:`default_language` (French on a French system).
"""

from __future__ import annotations

import locale
import logging
import os
import string
from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Any

from . import en, fr

if TYPE_CHECKING:
    from ..core.errors import IllegalActionError

#: A text to draw: a string, or a function giving it in the language of the moment
#: (:func:`lazy`), so that a label built once follows a change of language.
Text = str | Callable[[], str]

__all__ = [
    "LANGUAGES",
    "Text",
    "card_label",
    "card_name",
    "catalog",
    "current_language",
    "default_language",
    "has_key",
    "lazy",
    "placeholders",
    "preset_name",
    "preset_summary",
    "rank_letter",
    "refusal",
    "resolve",
    "rule_error",
    "set_language",
    "suit_name",
    "t",
    "tn",
]

log = logging.getLogger(__name__)

#: The languages of the game, in the order of the settings screen. English is the reference
#: catalog: a key missing in French falls back to it.
LANGUAGES: tuple[str, ...] = ("fr", "en")
_CATALOGS: dict[str, dict[str, str]] = {"fr": fr.MESSAGES, "en": en.MESSAGES}
_FALLBACK = "en"

_current: str | None = None
_warned: set[str] = set()

_SUIT_KEYS = ("suit.clubs", "suit.diamonds", "suit.hearts", "suit.spades")
_RANK_KEYS = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")


# -- language ---------------------------------------------------------------------------------


def default_language() -> str:
    """``'fr'`` when the system speaks French, else ``'en'``.

    Looks at ``LANGUAGE``, ``LC_ALL``, ``LC_MESSAGES`` and ``LANG`` (as gettext does), then at
    :func:`locale.getlocale` (``'fr_FR'``, or ``'French_France'`` on Windows).
    """
    for var in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = os.environ.get(var, "").strip()
        if value and value not in ("C", "POSIX") and not value.startswith("C."):
            return _language_of(value.split(":")[0])
    try:
        code = locale.getlocale()[0]
    except (ValueError, TypeError):
        code = None
    return _language_of(code or "")


def _language_of(code: str) -> str:
    return "fr" if code.lower().startswith(("fr", "french")) else "en"


def set_language(code: str) -> None:
    """Speak ``code`` (``'fr'`` or ``'en'``) from now on; a region is accepted (``'fr_CA'``).
    Raises :class:`ValueError` for a language the game does not have."""
    global _current
    lang = code.strip().lower().replace("-", "_").split("_")[0]
    if lang not in _CATALOGS:
        raise ValueError(f"no translation for {code!r}: the languages are {', '.join(LANGUAGES)}")
    _current = lang


def current_language() -> str:
    """The language strings are translated into."""
    global _current
    if _current is None:
        _current = default_language()
    return _current


def catalog(lang: str) -> Mapping[str, str]:
    """The whole catalog of a language (read only)."""
    return _CATALOGS[lang]


def has_key(key: str) -> bool:
    """Whether the reference (English) catalog has ``key``."""
    return key in _CATALOGS[_FALLBACK]


# -- translating ------------------------------------------------------------------------------


class _Params(dict[str, Any]):
    """Format parameters that leave a missing ``{name}`` visible instead of raising."""

    def __missing__(self, key: str) -> str:
        return "{" + key + "}"


def t(key: str, **params: Any) -> str:
    """The text of ``key`` in the current language, with ``{name}`` replaced by ``params``."""
    lang = current_language()
    text = _CATALOGS[lang].get(key)
    if text is None:
        text = _CATALOGS[_FALLBACK].get(key)
        _warn_once(f"{lang}:{key}", f"no {lang} text for {key!r}")
        if text is None:
            return key
    if not params and "{" not in text:
        return text
    try:
        return text.format_map(_Params(params))
    except (ValueError, IndexError, AttributeError, KeyError) as exc:
        _warn_once(f"format:{key}", f"cannot format {key!r} with {sorted(params)}: {exc}")
        return text


def tn(key: str, count: int, **params: Any) -> str:
    """The plural form of ``key`` for ``count`` (``key.one`` or ``key.other``), with ``{n}``
    set to ``count``. French uses the singular for 0 and 1, English for 1 only."""
    one = abs(count) <= 1 if current_language() == "fr" else abs(count) == 1
    return t(f"{key}.{'one' if one else 'other'}", n=count, **params)


def lazy(key: str, **params: Any) -> Callable[[], str]:
    """``t(key, **params)`` later: for a label built once and drawn in whatever language is
    current when it is drawn (widgets take a :data:`Text`)."""
    return lambda: t(key, **params)


def resolve(text: Text) -> str:
    """The string of a :data:`Text` now."""
    return text() if callable(text) else text


def placeholders(text: str) -> set[str]:
    """The parameter names a text expects: ``{'name'}`` for ``"Pass to {name}"``."""
    return {field for _, field, _, _ in string.Formatter().parse(text) if field is not None}


def _warn_once(key: str, message: str) -> None:
    if key not in _warned:
        _warned.add(key)
        log.warning(message)


# -- helpers for cards, presets and rule errors -----------------------------------------------


def suit_name(suit: int | None) -> str:
    """The name of a suit (0 ♣ … 3 ♠): 'hearts' / 'cœur'; None (no trump): 'No trump'."""
    if suit is None:
        return t("table.no_trump")
    return t(_SUIT_KEYS[suit])


def rank_letter(rank: int) -> str:
    """The corner index of a rank (0 = 2 … 12 = ace): 'K' in English, 'R' in French."""
    code = _RANK_KEYS[rank]
    return t(f"card.letter.{code}") if code in ("J", "Q", "K", "A") else code


def card_name(card: int) -> str:
    """A card in words: 'Queen of hearts' / 'Dame de cœur', 'Trump 12' / 'Atout 12',
    'the Excuse' / "l'Excuse" (card ids of :mod:`game.core.cards`; -1 is a hidden card)."""
    if 0 <= card < 52:
        suit, rank = divmod(card, 13)
        return t("card.name", rank=t(f"card.rank.{_RANK_KEYS[rank]}"), suit=suit_name(suit))
    if 52 <= card <= 72:
        return t("card.trump_name", n=card - 51)
    if card == 73:
        return t("card.excuse_name")
    return t("card.hidden")


def card_label(card: int) -> str:
    """A short text for a card in messages and on buttons: 'A♠', '10♥', '21', 'Excuse', '?'
    for a hidden card (card ids of :mod:`game.core.cards`)."""
    from ..core.actions import HIDDEN
    from ..core.cards import EXCUSE, Suit, card_text

    if card == HIDDEN:
        return "?"
    if card == EXCUSE:
        return t("table.excuse")
    if card >= 52:
        return str(card - 51)
    text = card_text(card)
    rank = "10" if text[0] == "T" else text[0]
    return rank + Suit(card // 13).symbol


def preset_name(preset_id: str) -> str:
    """The display name of a preset (``'classic'`` → 'Rikiki / Oh Hell!')."""
    return t(f"preset.{preset_id}.name") if has_key(f"preset.{preset_id}.name") else preset_id


def preset_summary(preset_id: str) -> str:
    """The one-paragraph plain-language summary of a preset's rules."""
    key = f"preset.{preset_id}.summary"
    return t(key) if has_key(key) else t("preset.custom.summary")


def rule_error(rule: str, **params: Any) -> str:
    """The message for an :class:`~game.core.errors.IllegalActionError` ``rule`` id
    (``'follow-suit'``, ``'hook'`` …). Parameters by rule: follow-suit and must-trump
    ``suit`` (a symbol such as ♥); hook ``bid``, ``total``; zero-limit ``limit``; bid-range
    ``max``."""
    key = f"error.{rule}"
    return t(key if has_key(key) else "error.unknown", **params)


def refusal(error: IllegalActionError, names: Sequence[str] = ()) -> str:
    """Why the engine refused an action, in the player's language, built from the rule the
    error names and its parameters (never from its English message): suits become their
    symbols, a seat becomes the player's name."""
    from ..core.cards import Suit

    params: dict[str, Any] = {}
    for key, value in error.params.items():
        if key in ("suit", "trump") and isinstance(value, int):
            params[key] = Suit(value).symbol
        elif key == "seat" and isinstance(value, int):
            params["name"] = names[value] if 0 <= value < len(names) else str(value)
        else:
            params[key] = value
    return rule_error(error.rule, **params)
