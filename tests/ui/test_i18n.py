"""Translations: both catalogs complete and consistent, the system language detected, every key
the code uses present, and the strings the product brief quotes."""

from __future__ import annotations

import ast
import enum
import locale
import re
from collections.abc import Iterator
from pathlib import Path

import pytest

import game.i18n as i18n
from game.core.presets import PRESETS
from game.core.rules import LivesScoring, PointsScoring, Rules
from game.i18n import (
    LANGUAGES,
    card_name,
    catalog,
    current_language,
    default_language,
    placeholders,
    preset_name,
    preset_summary,
    rank_letter,
    rule_error,
    set_language,
    suit_name,
    t,
    tn,
)

GAME = Path(__file__).resolve().parents[2] / "game"
LOCALE_VARS = ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")


@pytest.fixture(autouse=True)
def _keep_language() -> Iterator[None]:
    saved = i18n._current
    yield
    i18n._current = saved


# -- the catalogs ----------------------------------------------------------------------------


def test_both_languages_have_exactly_the_same_keys() -> None:
    fr, en = set(catalog("fr")), set(catalog("en"))
    assert sorted(en - fr) == [], "keys missing in French"
    assert sorted(fr - en) == [], "keys missing in English"


def test_every_key_has_the_same_placeholders_in_both_languages() -> None:
    fr, en = catalog("fr"), catalog("en")
    mismatched = {
        key: (placeholders(fr[key]), placeholders(en[key]))
        for key in en
        if key in fr and placeholders(fr[key]) != placeholders(en[key])
    }
    assert mismatched == {}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_text_is_empty_or_padded(lang: str) -> None:
    for key, text in catalog(lang).items():
        assert text and text == text.strip(), key
        assert re.fullmatch(r"[a-z0-9_]+(\.[a-zA-Z0-9_\-]+)+", key), key


def test_plural_keys_come_in_pairs() -> None:
    keys = set(catalog("en"))
    for key in keys:
        if key.endswith(".one"):
            assert key[: -len(".one")] + ".other" in keys
        if key.endswith(".other"):
            assert key[: -len(".other")] + ".one" in keys


def _engine_rule_ids() -> set[str]:
    """Every ``IllegalActionError.rule`` id of the engine, read from its source."""
    ids: set[str] = set()
    for path in (GAME / "core").glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (
                isinstance(node, ast.Call)
                and getattr(node.func, "id", None) == "IllegalActionError"
                and len(node.args) == 2
                and isinstance(node.args[1], ast.Constant)
            ):
                ids.add(str(node.args[1].value))
            if (
                isinstance(node, ast.Return)
                and isinstance(node.value, ast.Tuple)
                and len(node.value.elts) == 2
                and isinstance(node.value.elts[0], ast.Constant | ast.JoinedStr)
                and isinstance(node.value.elts[1], ast.Constant)
                and isinstance(node.value.elts[1].value, str)
            ):
                ids.add(node.value.elts[1].value)
    return ids


def test_every_engine_rule_error_has_a_message() -> None:
    ids = _engine_rule_ids()
    expected = {"follow-suit", "must-trump", "hook", "zero-limit", "bid-range", "not-in-hand"}
    expected |= {"excuse-choice", "turn", "phase", "blind", "game-over"}
    assert expected <= ids
    for rule in ids:
        assert f"error.{rule}" in catalog("en"), rule
        assert f"table.rule.{rule}" in catalog("en"), rule  # the table's wording


# Rules fields shown under another name in the editor.
_OPTION_KEYS = {"min_players": "players", "max_players": "players", "start": "lives_start"}
_OPTION_KEYS |= {"end": "lives_end", "kind": "scoring"}


def test_every_rule_option_and_choice_has_a_label_and_an_explanation() -> None:
    """The custom-rules editor and the rules screen build keys as option.<field>[.<value>]."""
    en = catalog("en")
    fields = {**Rules.model_fields, **PointsScoring.model_fields, **LivesScoring.model_fields}
    for field, info in fields.items():
        if field == "name":
            continue
        key = f"option.{_OPTION_KEYS.get(field, field)}"
        assert key in en and f"{key}.help" in en, key
        kind = info.annotation
        if isinstance(kind, type) and issubclass(kind, enum.Enum):
            for member in kind:
                assert f"{key}.{member.value}" in en, f"{key}.{member.value}"
    assert "option.scoring.points" in en and "option.scoring.lives" in en


def test_every_preset_has_a_name_and_a_summary() -> None:
    assert set(PRESETS) == {
        "classic",
        "rikiki",
        "ascenseur",
        "ascenseur-table",
        "tarot-africain",
        "whist22",
    }
    for lang in LANGUAGES:
        set_language(lang)
        for pid in PRESETS:
            assert preset_name(pid) != pid
            assert len(preset_summary(pid)) > 200


def test_the_screens_keys_the_brief_names_exist() -> None:
    needed = [
        "menu.new_game",
        "menu.continue",
        "menu.score_keeper",
        "menu.rules",
        "menu.statistics",
        "menu.settings",
        "menu.quit",
        "setup.players",
        "setup.deal_code",
        "table.your_turn",
        "table.must_follow",
        "table.hook_forbids",
        "table.zero_limit",
        "table.last_trick",
        "handoff.pass_to",
        "score.title",
        "score.export",
        "card.no_trump",
        "card.excuse",
        "pause.resume",
        "pause.rules",
        "pause.quit",
        "settings.language",
        "settings.animation_speed",
        "settings.volume",
        "settings.mute",
        "settings.fullscreen",
        "settings.card_size",
        "settings.four_colour",
        *(f"suit.{s}" for s in ("clubs", "diamonds", "hearts", "spades")),
        *(f"bot.level.{lv}" for lv in ("easy", "normal", "hard")),
    ]
    missing = [key for key in needed if key not in catalog("en")]
    assert missing == []


_CALL = re.compile(r"\b(tn|lazy|t)\(\s*[\"']([a-z0-9_]+(?:\.[a-zA-Z0-9_\-]+)+)[\"']")


def test_every_key_the_code_uses_is_in_the_catalogs() -> None:
    """Literal keys passed to t(), lazy() or tn() anywhere in game/ exist in the catalogs."""
    keys = set(catalog("en"))
    missing: list[str] = []
    for path in sorted(GAME.rglob("*.py")):
        if path.parent.name == "i18n":
            continue
        for func, key in _CALL.findall(path.read_text(encoding="utf-8")):
            wanted = [f"{key}.one", f"{key}.other"] if func == "tn" else [key]
            missing += [f"{path.relative_to(GAME)}: {k}" for k in wanted if k not in keys]
    assert missing == []


def test_only_the_i18n_package_translates() -> None:
    """One vocabulary: no module outside game/i18n defines its own translation function, and
    none repeats an English default beside a key (the catalogs hold every text)."""
    own = re.compile(r"^\s*def (t|tn|tr|trn|lazy|translate|suit_name|card_label)\(", re.M)
    default = re.compile(r"\b(t|tn|lazy)\(\s*[\"'][a-z0-9_.\-]+[\"']\s*,\s*[\"']")
    found: list[str] = []
    for path in sorted(GAME.rglob("*.py")):
        if path.parent.name == "i18n":
            continue
        text = path.read_text(encoding="utf-8")
        found += [f"{path.relative_to(GAME)}: def {m}" for m in own.findall(text)]
        found += [f"{path.relative_to(GAME)}: default {m}" for m in default.findall(text)]
    assert found == []


# -- translating -----------------------------------------------------------------------------


def test_the_brief_s_examples_in_both_languages() -> None:
    set_language("fr")
    assert t("handoff.pass_to", name="Léa") == "Passez à Léa"
    assert t("table.must_follow", suit="♥") == "Vous devez fournir ♥"
    assert t("card.no_trump") == "Sans atout"
    assert t("card.excuse") == "Excuse"
    assert [rank_letter(r) for r in (9, 10, 11, 12)] == ["V", "D", "R", "A"]
    set_language("en")
    assert t("handoff.pass_to", name="Léa") == "Pass to Léa"
    assert t("table.must_follow", suit="♥") == "You must follow ♥"
    assert t("card.no_trump") == "No trump"
    assert t("card.excuse") == "Excuse"
    assert [rank_letter(r) for r in (9, 10, 11, 12)] == ["J", "Q", "K", "A"]
    assert rank_letter(8) == "10"


def test_card_and_suit_names() -> None:
    set_language("fr")
    assert card_name(36) == "Dame de cœur"
    assert card_name(72) == "Atout 21"
    assert card_name(73) == "l'Excuse"
    assert suit_name(3) == "pique"
    set_language("en")
    assert card_name(51) == "Ace of spades"
    assert card_name(8) == "Ten of clubs"
    assert card_name(-1) == "Hidden card"


def test_rule_errors_by_engine_id() -> None:
    set_language("en")
    assert rule_error("hook", bid=2, total=5) == "The hook forbids 2: the bids would total 5"
    assert rule_error("no-such-rule") == t("error.unknown")
    set_language("fr")
    assert rule_error("follow-suit", suit="♠") == "Vous devez fournir ♠"


def test_plurals_follow_each_language() -> None:
    set_language("fr")
    assert [tn("count.tricks", n) for n in (0, 1, 2)] == ["0 pli", "1 pli", "2 plis"]
    set_language("en")
    assert [tn("count.tricks", n) for n in (0, 1, 2)] == ["0 tricks", "1 trick", "2 tricks"]


def test_missing_keys_and_parameters_never_raise(caplog: pytest.LogCaptureFixture) -> None:
    set_language("fr")
    assert t("no.such.key") == "no.such.key"
    assert t("handoff.pass_to") == "Passez à {name}"
    assert t("card.no_trump", unused=1) == "Sans atout"
    i18n._CATALOGS["en"]["test.only_english"] = "only in English"
    try:
        assert t("test.only_english") == "only in English"
    finally:
        del i18n._CATALOGS["en"]["test.only_english"]


def test_set_language_accepts_regions_and_refuses_unknown_languages() -> None:
    set_language("fr_CA")
    assert current_language() == "fr"
    set_language("en-GB")
    assert current_language() == "en"
    with pytest.raises(ValueError, match="fr, en"):
        set_language("de")
    assert current_language() == "en"


# -- the system language ---------------------------------------------------------------------


def _clear_locale_env(monkeypatch: pytest.MonkeyPatch) -> None:
    for var in LOCALE_VARS:
        monkeypatch.delenv(var, raising=False)


@pytest.mark.parametrize(
    ("env", "expected"),
    [
        ({"LANG": "fr_FR.UTF-8"}, "fr"),
        ({"LANG": "fr_BE"}, "fr"),
        ({"LANG": "en_US.UTF-8"}, "en"),
        ({"LANG": "de_DE.UTF-8"}, "en"),
        ({"LANG": "en_US.UTF-8", "LC_ALL": "fr_CA.UTF-8"}, "fr"),
        ({"LANG": "fr_FR.UTF-8", "LANGUAGE": "en_GB:en"}, "en"),
        ({"LANGUAGE": "fr:en"}, "fr"),
    ],
)
def test_default_language_from_the_environment(
    monkeypatch: pytest.MonkeyPatch, env: dict[str, str], expected: str
) -> None:
    _clear_locale_env(monkeypatch)
    for var, value in env.items():
        monkeypatch.setenv(var, value)
    assert default_language() == expected


@pytest.mark.parametrize(
    ("system", "expected"),
    [
        (("fr_FR", "UTF-8"), "fr"),
        (("French_France", "1252"), "fr"),  # Windows
        (("English_United States", "1252"), "en"),
        ((None, None), "en"),
    ],
)
def test_default_language_from_the_locale(
    monkeypatch: pytest.MonkeyPatch, system: tuple[str | None, str | None], expected: str
) -> None:
    _clear_locale_env(monkeypatch)
    monkeypatch.setenv("LANG", "C.UTF-8")  # a neutral locale defers to the system's
    monkeypatch.setattr(locale, "getlocale", lambda *args: system)
    assert default_language() == expected


def test_the_language_defaults_to_the_system_s_until_set(monkeypatch: pytest.MonkeyPatch) -> None:
    _clear_locale_env(monkeypatch)
    monkeypatch.setenv("LANG", "fr_FR.UTF-8")
    i18n._current = None
    assert current_language() == "fr"
    assert t("menu.quit") == "Quitter"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_key_is_written_twice_in_a_catalog(lang: str) -> None:
    """A key given twice in a catalog's source silently keeps the last text: never."""
    source = (GAME / "i18n" / f"{lang}.py").read_text(encoding="utf-8")
    keys = [
        k.value
        for node in ast.walk(ast.parse(source))
        if isinstance(node, ast.Dict)
        for k in node.keys
        if isinstance(k, ast.Constant)
    ]
    assert len(keys) == len(set(keys)) == len(catalog(lang))
