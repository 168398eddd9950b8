"""The rules in words (game.ui.rules_text): the summary and the rules screen are generated from
the Rules, so each option of PRODUCT §2 changes them, in both languages; the hand sizes of the
table, the worked scoring example (computed by round_delta) and Whist 22's points appear; and
random valid rules never raise nor leave a placeholder or a raw catalog key."""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st
from pydantic import ValidationError

import game.i18n as i18n
from game.core.presets import PRESETS
from game.core.rules import LivesScoring, PointsScoring, Rules
from game.core.scoring import round_delta
from game.i18n import LANGUAGES, set_language
from game.platform.app import App
from game.ui.rules_text import (
    choice_keys,
    hand_sizes,
    rules_blocks,
    rules_summary,
    scoring_examples,
    signed,
)

CLASSIC, TAROT, WHIST = PRESETS["classic"], PRESETS["tarot-africain"], PRESETS["whist22"]


@pytest.fixture(autouse=True)
def _keep_language() -> Iterator[None]:
    saved = i18n._current
    yield
    i18n._current = saved


def variant(base: Rules, **changes: Any) -> Rules:
    """``base`` with some fields changed, validated like any rules (the scoring fields by
    name: ``scoring={...}`` merges into the base's scoring)."""
    data = base.model_dump()
    if isinstance(changes.get("scoring"), dict) and "kind" not in changes["scoring"]:
        changes["scoring"] = {**data["scoring"], **changes["scoring"]}
    return Rules.model_validate({**data, "name": "custom", **changes})


def screen_text(rules: Rules, players: int | None = None) -> str:
    return "\n".join(text for _, text in rules_blocks(rules, players=players))


# One entry per option of PRODUCT §2 (and each value of the multi-valued ones): the base
# rules and the change.
OPTIONS: list[tuple[str, Rules, dict[str, Any]]] = [
    ("deck", CLASSIC, {"deck": "tarot", "trump": "none", "max_players": 5}),
    ("min_players", CLASSIC, {"min_players": 4}),
    ("max_players", CLASSIC, {"max_players": 5}),
    ("direction", CLASSIC, {"direction": "counterclockwise"}),
    ("first_bidder", CLASSIC, {"first_bidder": "dealer"}),
    ("sequence=up", CLASSIC, {"sequence": "up"}),
    ("sequence=down", CLASSIC, {"sequence": "down"}),
    ("sequence=down-up", CLASSIC, {"sequence": "down-up"}),
    ("sequence=quick5", CLASSIC, {"sequence": "quick5"}),
    ("sequence=custom", CLASSIC, {"sequence": "custom", "custom_sizes": [1, 2, 3, 2, 1]}),
    ("sequence=tarot-cycle", TAROT, {"sequence": "up-down"}),
    ("max_hand", CLASSIC, {"max_hand": 6}),
    (
        "custom_sizes",
        variant(CLASSIC, sequence="custom", custom_sizes=[1, 2, 3]),
        {"custom_sizes": [3, 2, 1]},
    ),
    ("remove_twos", CLASSIC, {"remove_twos": True}),
    ("trump=rotation", CLASSIC, {"trump": "rotation"}),
    ("trump=none", CLASSIC, {"trump": "none"}),
    ("empty_stock", CLASSIC, {"empty_stock": "cap"}),
    ("hook", CLASSIC, {"hook": False}),
    ("must_trump", CLASSIC, {"must_trump": True}),
    ("blind_round", CLASSIC, {"blind_round": True}),
    ("zero_limit", CLASSIC, {"zero_limit": 2}),
    ("scoring=lives", CLASSIC, {"scoring": {"kind": "lives"}}),
    ("scoring=points", TAROT, {"scoring": {"kind": "points"}, "sequence": "up-down"}),
    ("exact_bonus", CLASSIC, {"scoring": {"exact_bonus": 5}}),
    ("exact_per_trick", CLASSIC, {"scoring": {"exact_per_trick": 3}}),
    ("miss_per_trick", CLASSIC, {"scoring": {"miss_per_trick": 0}}),
    ("miss_fixed", CLASSIC, {"scoring": {"miss_fixed": 4}}),
    ("miss_per_diff", CLASSIC, {"scoring": {"miss_per_diff": 3}}),
    ("lives start", TAROT, {"scoring": {"start": 7}}),
    ("loss_per_diff", TAROT, {"scoring": {"loss_per_diff": 2}}),
    ("lives end", TAROT, {"scoring": {"end": "first-to-zero"}}),
    ("lives unit", TAROT, {"scoring": {"unit": "points"}}),
    ("excuse=22", TAROT, {"excuse": "twenty-two"}),
    ("excuse=chosen", TAROT, {"excuse": "chosen"}),
    ("short_cycle", TAROT, {"short_cycle": True}),
    ("after_one", TAROT, {"after_one": "climb"}),
    ("bga_table", TAROT, {"bga_table": True}),
]


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize(("option", "base", "changes"), OPTIONS, ids=[o[0] for o in OPTIONS])
def test_each_option_changes_the_summary_and_the_rules_screen(
    lang: str, option: str, base: Rules, changes: dict[str, Any]
) -> None:
    set_language(lang)
    changed = variant(base, **changes)
    assert changed != base
    assert rules_summary(changed) != rules_summary(base), option
    assert screen_text(changed) != screen_text(base), option


def test_every_field_of_the_rules_is_covered_by_an_option_test() -> None:
    covered = {key for _, _, changes in OPTIONS for key in changes}
    covered |= {key for _, _, changes in OPTIONS for key in changes.get("scoring", {})}
    fields = set(Rules.model_fields) | set(PointsScoring.model_fields)
    fields |= set(LivesScoring.model_fields)
    assert fields - covered - {"name"} == set()


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_options_say_what_they_do(lang: str) -> None:
    """A few options checked word for word, so a change is not just any change."""
    set_language(lang)
    fr = lang == "fr"
    summary = rules_summary(variant(CLASSIC, must_trump=True))
    assert ("il faut couper" if fr else "you must trump") in summary
    summary = rules_summary(variant(CLASSIC, hook=False))
    assert ("Pas de règle du donneur" if fr else "There is no hook") in summary
    summary = rules_summary(variant(CLASSIC, zero_limit=2))
    assert ("zéro plus de 2 fois" if fr else "zero more than 2 times") in summary
    summary = rules_summary(variant(CLASSIC, first_bidder="dealer"))
    assert ("le donneur annonce le premier" if fr else "the dealer bids first") in summary
    summary = rules_summary(variant(CLASSIC, sequence="custom", custom_sizes=[1, 3, 5, 3]))
    assert "1 3 5 3" in summary
    summary = rules_summary(variant(TAROT, excuse="twenty-two"))
    assert ("L'Excuse vaut 22" if fr else "The Excuse is worth 22") in summary
    summary = rules_summary(variant(CLASSIC, max_hand=6))
    assert ("plus de 6 cartes" if fr else "more than 6 cards") in summary


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_hand_sizes_of_the_table_appear(lang: str) -> None:
    set_language(lang)
    text = screen_text(CLASSIC, players=4)
    assert "1 2 3 4 5 6 7 8 9 10 11 12 13 12 11 10 9 8 7 6 5 4 3 2 1" in text
    assert hand_sizes(CLASSIC, 4) == [*range(1, 14), *range(12, 0, -1)]
    assert ("13 cartes" if lang == "fr" else "13 cards") in rules_summary(CLASSIC, 4)
    assert "1 2 3 4 5 6 7 8 9 10 11 12 13 12" not in screen_text(CLASSIC, players=5)
    assert "1 2 3 4 5 6 7 8 9 10 9 8" in screen_text(CLASSIC, players=5)
    assert "5 4 3 2 1" in screen_text(TAROT, players=4)
    assert "7 6 5 4 3 2 1" in screen_text(TAROT, players=3)
    short = variant(TAROT, short_cycle=True)
    assert "5 4 3 2 1" in screen_text(short, players=3)
    assert "7 6 5" not in screen_text(short, players=3)
    climb = variant(TAROT, after_one="climb")
    assert hand_sizes(climb, 4) == [5, 4, 3, 2, 1, 2, 3, 4]
    # The 2s removed at this table (PRODUCT §1, *choice*: 2♣, 2♦, 2♥, 2♠ in that order).
    ascenseur = PRESETS["ascenseur"]
    assert "2♣" in rules_summary(ascenseur, 5) and "2♦" in rules_summary(ascenseur, 5)
    assert "2♥" not in rules_summary(ascenseur, 5)
    # Without a table, every number of players.
    general = screen_text(CLASSIC)
    assert all(f"1 → {52 // n} → 1" in general for n in range(3, 8))


def _entry(rules: Rules, bid: int, tricks: int, delta: int) -> str:
    """The worked example line as the rules screen must print it (English)."""
    if isinstance(rules.scoring, LivesScoring):
        unit = "lives" if rules.counts_lives else "points"
        one = "life" if rules.counts_lives else "point"
        said = "nothing lost" if delta == 0 else f"−{-delta} {one if delta == -1 else unit}"
    else:
        said = signed(delta)
    return f"Bid {bid}, took {tricks}: {said}"


@pytest.mark.parametrize(
    "rules",
    [
        *PRESETS.values(),
        variant(CLASSIC, scoring={"exact_bonus": 10, "exact_per_trick": 2, "miss_per_diff": 2}),
        variant(CLASSIC, scoring={"miss_per_trick": 1, "miss_fixed": 3, "miss_per_diff": 2}),
        variant(TAROT, scoring={"loss_per_diff": 3}),
    ],
    ids=lambda r: r.name,
)
def test_the_worked_example_is_computed_by_the_scoring(rules: Rules) -> None:
    set_language("en")
    text = screen_text(rules)
    examples = scoring_examples(rules)
    assert len(examples) >= 3
    for bid, tricks, delta in examples:
        assert delta == round_delta(rules.scoring, bid, tricks)
        assert _entry(rules, bid, tricks, delta) in text
        assert f"bid {bid}, took {tricks}: " in rules_summary(rules)
    # An exact bid, a miss, and the miss by two tricks.
    assert any(b == k for b, k, _ in examples) and any(b != k for b, k, _ in examples)


def test_the_brief_s_example() -> None:
    set_language("en")
    rules = variant(CLASSIC, scoring={"exact_bonus": 10, "exact_per_trick": 2, "miss_per_trick": 0})
    rules = variant(rules, scoring={"miss_per_diff": 2})
    summary = rules_summary(rules)
    assert "bid 2, took 2: +14" in summary and "bid 2, took 3: −2" in summary


def test_examples_fit_the_hands_of_the_game() -> None:
    tiny = variant(CLASSIC, sequence="custom", custom_sizes=[1, 1, 1])
    assert all(b <= 1 and k <= 1 for b, k, _ in scoring_examples(tiny))
    two = variant(CLASSIC, sequence="custom", custom_sizes=[2, 1])
    assert all(b <= 2 and k <= 2 for b, k, _ in scoring_examples(two))


@pytest.mark.parametrize("lang", LANGUAGES)
def test_whist22_counts_points_not_lives(lang: str) -> None:
    set_language(lang)
    fr = lang == "fr"
    life = re.compile(r"\bvies?\b" if fr else r"\b(lives|life)\b", re.IGNORECASE)
    whist = rules_summary(WHIST) + screen_text(WHIST, players=4)
    assert "14 points" in whist
    assert not life.search(whist), life.search(whist)
    tarot = rules_summary(TAROT)
    assert ("5 vies" if fr else "5 lives") in tarot


def test_the_choices_follow_the_rules() -> None:
    assert "rules.choice.twos" in choice_keys(PRESETS["ascenseur"])
    assert "rules.choice.counterclockwise" in choice_keys(PRESETS["ascenseur-table"])
    assert "rules.choice.elimination" in choice_keys(TAROT)
    assert "rules.choice.all_out" in choice_keys(WHIST)
    assert choice_keys(CLASSIC) == []
    assert "rules.choice.twos" in choice_keys(variant(CLASSIC, remove_twos=True))
    assert "rules.choice.rotation" in choice_keys(variant(CLASSIC, trump="rotation"))
    assert "rules.choice.all_out" in choice_keys(variant(CLASSIC, scoring={"kind": "lives"}))


@pytest.mark.parametrize("lang", LANGUAGES)
def test_presets_keep_their_origin_and_customs_name_their_base(lang: str) -> None:
    set_language(lang)
    for pid, rules in PRESETS.items():
        text = screen_text(rules)
        assert i18n.t(f"rules.origin.{pid}") in text
    custom = variant(CLASSIC, must_trump=True).model_copy(update={"name": "classic"})
    assert i18n.t("rules.origin.classic") not in screen_text(custom)
    assert i18n.t("preset.classic.name") in screen_text(custom)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_generated_summaries_say_at_least_what_the_hand_written_ones_said(lang: str) -> None:
    """Numbers of the hand-written summaries (player counts, sizes, scores) all reappear."""
    set_language(lang)
    for pid, rules in PRESETS.items():
        written = set(re.findall(r"\d+", i18n.preset_summary(pid)))
        generated = set(re.findall(r"\d+", rules_summary(rules)))
        assert written <= generated, (pid, written - generated)


# -- any rules ----------------------------------------------------------------------------------

_RAW = re.compile(r"\{[A-Za-z_]*\}|\b(summary|rules|option|preset|count|common)\.[a-z]")


@st.composite
def any_rules(draw: st.DrawFn) -> Rules:
    tarot = draw(st.booleans())
    seqs = ["up", "down", "up-down", "down-up", "quick5", "custom"]
    lives = draw(st.booleans())
    if tarot:
        seqs.append("tarot-cycle")
    sequence = draw(st.sampled_from(seqs))
    if sequence == "tarot-cycle":
        lives = True
    if lives:
        scoring: dict[str, Any] = {
            "kind": "lives",
            "start": draw(st.integers(1, 30)),
            "loss_per_diff": draw(st.integers(1, 5)),
            "end": draw(st.sampled_from(["last-alive", "first-to-zero"])),
            "unit": draw(st.sampled_from(["lives", "points"])),
        }
    else:
        scoring = {
            "kind": "points",
            **{
                f: draw(st.integers(0, 12))
                for f in (
                    "exact_bonus",
                    "exact_per_trick",
                    "miss_per_trick",
                    "miss_fixed",
                    "miss_per_diff",
                )
            },
        }
    bga = tarot and draw(st.booleans())
    top = (7 if bga else 5) if tarot else 8
    low = draw(st.integers(2 if bga else 3, top))
    high = draw(st.integers(low, top))
    data: dict[str, Any] = {
        "deck": "tarot" if tarot else "standard",
        "min_players": low,
        "max_players": high,
        "direction": draw(st.sampled_from(["clockwise", "counterclockwise"])),
        "first_bidder": draw(st.sampled_from(["after-dealer", "dealer"])),
        "sequence": sequence,
        "max_hand": draw(st.none() | st.integers(1, 8)),
        "custom_sizes": draw(st.lists(st.integers(1, 7), min_size=1, max_size=12))
        if sequence == "custom"
        else [],
        "remove_twos": (not tarot) and draw(st.booleans()),
        "trump": "none" if tarot else draw(st.sampled_from(["turned-up", "rotation", "none"])),
        "empty_stock": draw(st.sampled_from(["no-trump", "cap"])),
        "hook": True if (tarot or lives) else draw(st.booleans()),
        "must_trump": draw(st.booleans()),
        "blind_round": draw(st.booleans()),
        "zero_limit": draw(st.integers(0, 4)),
        "scoring": scoring,
        "excuse": draw(st.sampled_from(["zero", "twenty-two", "chosen"])) if tarot else "zero",
        "short_cycle": draw(st.booleans()),
        "after_one": draw(st.sampled_from(["restart", "climb"])),
        "bga_table": bga,
    }
    try:
        return Rules.model_validate(data)
    except ValidationError:
        assume(False)
        raise  # pragma: no cover - assume() stops the example


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(rules=any_rules(), players=st.none() | st.integers(2, 8), lang=st.sampled_from(LANGUAGES))
def test_any_rules_read_without_error_placeholder_or_raw_key(
    rules: Rules, players: int | None, lang: str
) -> None:
    set_language(lang)
    try:
        summary = rules_summary(rules, players)
        blocks = rules_blocks(rules, players=players)
    finally:
        set_language("en")
    assert summary and blocks
    for text in [summary, *(text for _, text in blocks)]:
        assert text and not _RAW.search(text), text


def test_the_rules_screen_of_a_game_speaks_of_its_table(app: App) -> None:
    """Opened over a game (the pause menu's Rules), the game's tab gives its hand sizes."""
    from game.scenes.rules_screen import RulesScene
    from tests.ui.test_table import start

    set_language("en")
    table = start(app, CLASSIC, ["human", "easy", "easy", "easy", "easy"])
    screen = RulesScene(app, rules=table.rules)
    assert screen.tab == "classic" and screen.players == 5
    text = "\n".join(text for _, text in screen.blocks())
    assert "Hand sizes with 5 players: 1 2 3 4 5 6 7 8 9 10 9 8" in text
    screen.select("rikiki")
    assert "this game" not in "\n".join(text for _, text in screen.blocks())


@pytest.mark.parametrize("lang", LANGUAGES)
def test_origins_name_their_sources_not_file_numbers(lang: str) -> None:
    """The words "(rule text 000, after …)" meant nothing to a player: each preset says what its
    source is (an article, a site's rules page, a rule sheet, a community description)."""
    set_language(lang)
    for pid in PRESETS:
        origin = i18n.t(f"rules.origin.{pid}")
        assert not re.search(r"\b00\d\b", origin), origin
        assert "rule text" not in origin and "texte de règles" not in origin, origin
    assert "Règles du Rikiki, de l'Ascenseur et d'Oh Hell" in i18n.t("rules.origin.classic")
    assert "Board Game Arena" in i18n.t("rules.origin.whist22")


def formula(rules: Rules) -> str:
    blocks = rules_blocks(rules)
    heading = blocks.index(("heading", i18n.t("option.scoring")))
    return next(text for style, text in blocks[heading:] if style == "p")


@pytest.mark.parametrize(
    ("scoring", "expected"),
    [
        (
            {"exact_bonus": 10, "exact_per_trick": 1, "miss_per_trick": 1},
            "Exact bid: 10 + 1 × tricks. Missed bid: 1 × tricks.",
        ),
        (
            {"exact_bonus": 4, "exact_per_trick": 4, "miss_fixed": 0, "miss_per_diff": 2},
            "Exact bid: 4 + 4 × tricks. Missed bid: −2 × |bid − tricks|.",
        ),
        (
            {"exact_bonus": 5, "exact_per_trick": 2, "miss_fixed": 5, "miss_per_diff": 5},
            "Exact bid: 5 + 2 × tricks. Missed bid: −5 − 5 × |bid − tricks|.",
        ),
        (
            {"exact_bonus": 0, "exact_per_trick": 1, "miss_per_trick": 0, "miss_per_diff": 1},
            "Exact bid: 1 × tricks. Missed bid: −1 × |bid − tricks|.",
        ),
        ({}, "Exact bid: 0. Missed bid: 0."),
    ],
)
def test_the_scoring_formula_leaves_out_its_zero_terms(
    scoring: dict[str, int], expected: str
) -> None:
    set_language("en")
    zero = {f: 0 for f in ("exact_bonus", "exact_per_trick", "miss_per_trick")}
    zero |= {"miss_fixed": 0, "miss_per_diff": 0}
    rules = variant(CLASSIC, scoring={"kind": "points", **zero, **scoring})
    assert formula(rules) == expected


def test_the_french_formula_too() -> None:
    set_language("fr")
    assert formula(CLASSIC) == "Contrat exact : 10 + 1 × plis. Contrat raté : 1 × plis."
