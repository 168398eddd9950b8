"""The custom-rules editor's model (issue 15): the rules it builds are exactly the rules the
core plays, for every control; controls that do not apply say why; every refusal is the core's
own message next to a control; typed lists of hand sizes; and random editor sessions whose
every playable result is played to the end (hypothesis)."""

from __future__ import annotations

import ast
import random
import re
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.core.errors import RulesError
from game.core.presets import CLASSIC, PRESETS, TAROT_AFRICAIN, WHIST22
from game.core.rules import (
    AfterOne,
    Deck,
    Direction,
    EmptyStock,
    ExcuseValue,
    FirstBidder,
    LivesEnd,
    LivesScoring,
    PointsScoring,
    Rules,
    Sequence,
    Trump,
)
from game.core.state import GameState
from game.i18n import LANGUAGES, catalog
from game.play.rules_editor import (
    CONTROL_IDS,
    GROUPS,
    EditorError,
    RulesEditor,
    SizesError,
    format_sizes,
    locate,
    parse_sizes,
)

RULES_SOURCE = Path(__file__).resolve().parents[2] / "game" / "core" / "rules.py"


def expected(base: Rules, **update: Any) -> Rules:
    """What the core plays after a change: the base rules with ``update``, validated again,
    under the name unsaved custom rules carry."""
    return Rules.model_validate({**base.model_copy(update=update).model_dump(), "name": "custom"})


def points(base: Rules, **update: Any) -> PointsScoring:
    assert isinstance(base.scoring, PointsScoring)
    return base.scoring.model_copy(update=update)


def lives(base: Rules, **update: Any) -> LivesScoring:
    assert isinstance(base.scoring, LivesScoring)
    return base.scoring.model_copy(update=update)


# -- presets unchanged -----------------------------------------------------------------------


@pytest.mark.parametrize("preset_id", list(PRESETS))
def test_an_untouched_preset_is_that_preset(preset_id: str) -> None:
    rules = PRESETS[preset_id]
    editor = RulesEditor.start(rules)
    assert editor.rules() == rules and editor.name == preset_id and not editor.changed
    assert editor.playable() and editor.problems() == []
    for n in range(rules.min_players, rules.max_players + 1):
        assert editor.playable(n)
    assert editor.reset().rules() == rules


# -- every control builds the rules the core plays ---------------------------------------------

CHANGES: list[tuple[Rules, str, Any, dict[str, Any]]] = [
    # deck and players
    (CLASSIC, "deck", Deck.TAROT, {"deck": Deck.TAROT, "trump": Trump.NONE, "max_players": 5}),
    # Leaving the tarot deck: the tarot cycle (tarot only) becomes the default up-down, the
    # trump rule stays "none"; lives scoring stays, and stays playable (the hook is still on).
    (
        TAROT_AFRICAIN,
        "deck",
        Deck.STANDARD,
        {"deck": Deck.STANDARD, "sequence": Sequence.UP_DOWN},
    ),
    (CLASSIC, "min_players", 4, {"min_players": 4}),
    (CLASSIC, "max_players", 8, {"max_players": 8}),
    (TAROT_AFRICAIN, "bga_table", True, {"bga_table": True}),
    (WHIST22, "bga_table", False, {"bga_table": False, "min_players": 3, "max_players": 5}),
    (CLASSIC, "remove_twos", True, {"remove_twos": True}),
    # hand sizes
    (CLASSIC, "sequence", Sequence.DOWN_UP, {"sequence": Sequence.DOWN_UP}),
    (CLASSIC, "sequence", Sequence.QUICK5, {"sequence": Sequence.QUICK5}),
    (
        CLASSIC,
        "sequence",
        Sequence.CUSTOM,
        # A new list starts as what the old sequence dealt at the largest table (7 players).
        {"sequence": Sequence.CUSTOM, "custom_sizes": (1, 2, 3, 4, 5, 6, 7, 6, 5, 4, 3, 2, 1)},
    ),
    (CLASSIC, "max_hand", 10, {"max_hand": 10}),
    (TAROT_AFRICAIN, "max_hand", 4, {"max_hand": 4}),
    (TAROT_AFRICAIN, "short_cycle", True, {"short_cycle": True}),
    (TAROT_AFRICAIN, "after_one", AfterOne.CLIMB, {"after_one": AfterOne.CLIMB}),
    (TAROT_AFRICAIN, "sequence", Sequence.UP, {"sequence": Sequence.UP}),
    # trump
    (CLASSIC, "trump", Trump.ROTATION, {"trump": Trump.ROTATION}),
    (CLASSIC, "trump", Trump.NONE, {"trump": Trump.NONE}),
    (CLASSIC, "empty_stock", EmptyStock.CAP, {"empty_stock": EmptyStock.CAP}),
    # bidding
    (CLASSIC, "first_bidder", FirstBidder.DEALER, {"first_bidder": FirstBidder.DEALER}),
    (CLASSIC, "hook", False, {"hook": False}),
    (CLASSIC, "zero_limit", 3, {"zero_limit": 3}),
    (CLASSIC, "blind_round", True, {"blind_round": True}),
    # play
    (CLASSIC, "direction", Direction.COUNTERCLOCKWISE, {"direction": Direction.COUNTERCLOCKWISE}),
    (CLASSIC, "must_trump", True, {"must_trump": True}),
    # scoring
    (CLASSIC, "scoring", "lives", {"scoring": LivesScoring()}),
    (CLASSIC, "exact_bonus", 5, {"scoring": points(CLASSIC, exact_bonus=5)}),
    (CLASSIC, "exact_per_trick", 3, {"scoring": points(CLASSIC, exact_per_trick=3)}),
    (CLASSIC, "miss_per_trick", 0, {"scoring": points(CLASSIC, miss_per_trick=0)}),
    (CLASSIC, "miss_fixed", 2, {"scoring": points(CLASSIC, miss_fixed=2)}),
    (CLASSIC, "miss_per_diff", 4, {"scoring": points(CLASSIC, miss_per_diff=4)}),
    (TAROT_AFRICAIN, "lives_start", 3, {"scoring": lives(TAROT_AFRICAIN, start=3)}),
    (TAROT_AFRICAIN, "loss_per_diff", 2, {"scoring": lives(TAROT_AFRICAIN, loss_per_diff=2)}),
    (
        TAROT_AFRICAIN,
        "lives_end",
        LivesEnd.FIRST_TO_ZERO,
        {"scoring": lives(TAROT_AFRICAIN, end=LivesEnd.FIRST_TO_ZERO)},
    ),
    (TAROT_AFRICAIN, "unit", "points", {"scoring": lives(TAROT_AFRICAIN, unit="points")}),
    # the Excuse
    (WHIST22, "excuse", ExcuseValue.TWENTY_TWO, {"excuse": ExcuseValue.TWENTY_TWO}),
    (TAROT_AFRICAIN, "excuse", ExcuseValue.CHOSEN, {"excuse": ExcuseValue.CHOSEN}),
]


def test_the_changes_cover_every_control() -> None:
    # The list of hand sizes needs the custom sequence first: test_the_custom_list_typed_or_given.
    assert {control for _, control, _, _ in CHANGES} | {"custom_sizes"} == set(CONTROL_IDS)


@pytest.mark.parametrize(("base", "control", "value", "update"), CHANGES)
def test_each_control_builds_exactly_the_rules_the_core_plays(
    base: Rules, control: str, value: Any, update: dict[str, Any]
) -> None:
    editor = RulesEditor.start(base).set(control, value)
    rules = editor.rules()
    assert rules == expected(base, **update)
    assert editor.value(control) == value and editor.changed and rules.name == "custom"
    assert editor.playable(rules.min_players)
    state = GameState.new(rules, rules.min_players, seed=3)
    assert state.legal_actions()
    # Setting the value back gives the starting rules again (the preset, by name too), unless
    # the change had to neutralise other options.
    back = editor.set(control, RulesEditor.start(base).value(control))
    if set(update) <= {control, "scoring"}:
        assert back.rules() == base and back.name == base.name


def test_the_custom_list_typed_or_given() -> None:
    editor = RulesEditor.start(CLASSIC).set("sequence", Sequence.CUSTOM)
    typed = editor.set("custom_sizes", "10 9 8 ... 1")
    assert typed.rules() == expected(
        CLASSIC, sequence=Sequence.CUSTOM, custom_sizes=tuple(range(10, 0, -1))
    )
    given_list = editor.set("custom_sizes", [1, 2, 3, 2, 1])
    assert given_list.rules().custom_sizes == (1, 2, 3, 2, 1)
    assert given_list.control("custom_sizes").kind == "list"
    with pytest.raises(SizesError):
        editor.set("custom_sizes", "1 two 3")
    with pytest.raises(EditorError):
        editor.set("custom_sizes", [])


def test_scoring_kinds_keep_their_values_when_switched_back() -> None:
    editor = RulesEditor.start(CLASSIC).set("exact_bonus", 7)
    to_lives = editor.set("scoring", "lives").set("lives_start", 3)
    assert to_lives.rules().scoring == LivesScoring(start=3)
    back = to_lives.set("scoring", "points")
    assert back.rules().scoring == points(CLASSIC, exact_bonus=7)
    assert back.set("scoring", "lives").rules().scoring == LivesScoring(start=3)
    # Starting from a lives preset, its own lives come back rather than the defaults.
    tarot = RulesEditor.start(WHIST22).set("sequence", Sequence.UP).set("scoring", "points")
    assert tarot.set("scoring", "lives").rules().scoring == WHIST22.scoring


def test_the_points_wording_for_lives_counted_as_points() -> None:
    whist = RulesEditor.start(WHIST22)
    assert whist.control("lives_start").label_key == "option.points_start"
    assert whist.control("loss_per_diff").label_key == "option.points_loss_per_diff"
    tarot = RulesEditor.start(TAROT_AFRICAIN)
    assert tarot.control("lives_start").label_key == "option.lives_start"
    assert tarot.control("lives_start").help_key == "option.lives_start.help"


def test_refused_changes_are_editor_errors() -> None:
    editor = RulesEditor.start(CLASSIC)
    with pytest.raises(EditorError, match="no control"):
        editor.set("name", "x")
    with pytest.raises(EditorError, match="does not apply"):
        editor.set("excuse", ExcuseValue.CHOSEN)
    with pytest.raises(EditorError, match="not a choice"):
        editor.set("sequence", Sequence.TAROT_CYCLE)  # not offered with 52 cards
    with pytest.raises(EditorError, match="not a choice"):
        editor.set("hook", 1)  # a toggle takes booleans only
    with pytest.raises(EditorError, match="not a choice"):
        editor.set("zero_limit", True)
    with pytest.raises(EditorError, match="not a choice"):
        editor.set("min_players", 2)  # the 52-card games need 3


# -- what does not apply, and why -----------------------------------------------------------


def _not_applying(editor: RulesEditor) -> dict[str, str | None]:
    return {c.id: c.reason for c in editor.controls() if not c.applies}


def test_no_excuse_options_in_a_52_card_game_and_no_suit_rules_in_a_22_card_game() -> None:
    standard = _not_applying(RulesEditor.start(CLASSIC))
    assert standard["excuse"] == "editor.reason.no_excuse"
    assert standard["bga_table"] == "editor.reason.tarot_only"
    tarot = _not_applying(RulesEditor.start(TAROT_AFRICAIN))
    for control in ("trump", "must_trump", "remove_twos", "empty_stock"):
        assert tarot[control] == "editor.reason.no_suits", control
    assert tarot["hook"] == "editor.reason.hook_tarot"
    assert "excuse" not in tarot


def test_options_that_depend_on_other_options() -> None:
    classic = RulesEditor.start(CLASSIC)
    reasons = _not_applying(classic)
    assert reasons["custom_sizes"] == "editor.reason.custom_only"
    assert reasons["short_cycle"] == reasons["after_one"] == "editor.reason.tarot_cycle_only"
    for control in ("lives_start", "loss_per_diff", "lives_end", "unit"):
        assert reasons[control] == "editor.reason.lives_only"
    custom = _not_applying(classic.set("sequence", Sequence.CUSTOM))
    assert custom["max_hand"] == "editor.reason.custom_list" and "custom_sizes" not in custom
    assert _not_applying(classic.set("sequence", Sequence.QUICK5))["zero_limit"] == (
        "editor.reason.quick5"
    )
    assert _not_applying(classic.set("trump", Trump.ROTATION))["empty_stock"] == (
        "editor.reason.no_turned_card"
    )
    assert "must_trump" not in _not_applying(classic.set("trump", Trump.ROTATION))
    assert _not_applying(classic.set("trump", Trump.NONE))["must_trump"] == (
        "editor.reason.no_trump"
    )
    tarot = RulesEditor.start(TAROT_AFRICAIN)
    for control in ("exact_bonus", "exact_per_trick", "miss_per_trick", "miss_fixed"):
        assert _not_applying(tarot)[control] == "editor.reason.points_only"
    four_up = tarot.set("min_players", 4)
    assert _not_applying(four_up)["short_cycle"] == "editor.reason.three_players"


def test_options_that_stop_applying_go_back_to_their_neutral_value() -> None:
    editor = (
        RulesEditor.start(CLASSIC)
        .set("must_trump", True)
        .set("empty_stock", EmptyStock.CAP)
        .set("remove_twos", True)
        .set("hook", False)
    )
    tarot = editor.set("deck", Deck.TAROT).rules()
    assert (tarot.must_trump, tarot.remove_twos, tarot.hook) == (False, False, True)
    assert tarot.empty_stock is EmptyStock.NO_TRUMP and tarot.trump is Trump.NONE
    rotation = editor.set("trump", Trump.ROTATION).rules()
    assert rotation.empty_stock is EmptyStock.NO_TRUMP and rotation.must_trump
    assert not editor.set("trump", Trump.NONE).rules().must_trump
    custom = editor.set("max_hand", 5).set("sequence", Sequence.CUSTOM).rules()
    assert custom.max_hand is None and custom.custom_sizes
    assert (
        not editor.set("sequence", Sequence.CUSTOM)
        .set("sequence", Sequence.UP)
        .rules()
        .custom_sizes
    )
    climbing = RulesEditor.start(TAROT_AFRICAIN).set("after_one", AfterOne.CLIMB)
    assert climbing.set("sequence", Sequence.UP).rules().after_one is AfterOne.RESTART
    assert (
        RulesEditor.start(CLASSIC)
        .set("zero_limit", 2)
        .set("sequence", Sequence.QUICK5)
        .rules()
        .zero_limit
        == 0
    )
    excuse = RulesEditor.start(WHIST22).set("sequence", Sequence.UP)
    assert excuse.set("deck", Deck.STANDARD).rules().excuse is ExcuseValue.ZERO


def test_every_control_has_its_words_in_both_languages() -> None:
    editors = [RulesEditor.start(r) for r in PRESETS.values()]
    editors.append(editors[0].set("sequence", Sequence.CUSTOM))
    for lang in LANGUAGES:
        words = catalog(lang)
        for group in GROUPS:
            assert f"editor.group.{group}" in words
        for editor in editors:
            for control in editor.controls():
                assert control.label_key in words and control.help_key in words, control.id
                if control.reason is not None:
                    assert control.reason in words, control.reason
                for value in control.values:
                    key = control.value_key(value)
                    assert key is None or key in words, key


def test_controls_come_in_groups_and_in_a_stable_order() -> None:
    editor = RulesEditor.start(CLASSIC)
    assert [c.id for _, cs in editor.groups() for c in cs] == list(CONTROL_IDS)
    assert [g for g, _ in editor.groups()] == list(GROUPS)
    assert editor.control("sequence").values == editor.control("sequence").values
    assert Sequence.TAROT_CYCLE not in editor.control("sequence").values
    assert Sequence.TAROT_CYCLE in RulesEditor.start(WHIST22).control("sequence").values
    assert editor.control("max_hand").values == (None, *range(1, 18))  # 52 // 3
    assert editor.control("min_players").values == (3, 4, 5, 6, 7)
    assert editor.control("max_players").values == (3, 4, 5, 6, 7, 8)


# -- refusals: the core's message, next to a control -------------------------------------------


def _core_refusal(rules_data: dict[str, Any]) -> str:
    with pytest.raises(ValueError) as info:
        Rules.model_validate(rules_data)
    return str(info.value)


def test_a_tarot_cycle_with_points_is_refused_next_to_the_scoring() -> None:
    editor = RulesEditor.start(TAROT_AFRICAIN).set("scoring", "points")
    [problem] = editor.problems()
    assert problem.control == "scoring" and "sequence" in problem.controls
    assert problem.message in _core_refusal(
        {**TAROT_AFRICAIN.model_dump(), "scoring": PointsScoring().model_dump()}
    )
    assert not editor.playable() and not editor.playable(4)
    with pytest.raises(RulesError, match="the tarot cycle never ends by itself"):
        editor.rules()


def test_the_tarot_cycle_keeps_its_hook_which_ends_the_game() -> None:
    """The core refuses the endless tarot cycle without the hook; the editor never offers it."""
    hook = RulesEditor.start(TAROT_AFRICAIN).control("hook")
    assert not hook.applies and hook.reason == "editor.reason.hook_tarot" and hook.value is True
    with pytest.raises(ValueError, match="the tarot cycle with lives needs the hook"):
        Rules.model_validate({**TAROT_AFRICAIN.model_dump(), "hook": False})


def test_oh_hell_down_then_up_must_trump_5_lives_no_hook_is_playable() -> None:
    """The issue's own example: a listed sequence ends by itself, so lives need no hook."""
    editor = (
        RulesEditor.start(CLASSIC)
        .set("sequence", Sequence.DOWN_UP)
        .set("must_trump", True)
        .set("scoring", "lives")
        .set("lives_start", 5)
        .set("hook", False)
    )
    assert editor.playable(4), editor.problems(4)
    rules = editor.rules()
    assert not rules.hook and rules.must_trump and rules.uses_lives
    assert rules.sequence is Sequence.DOWN_UP


def test_a_cap_too_big_for_some_tables_is_refused_at_those_tables_only() -> None:
    editor = RulesEditor.start(CLASSIC).set("max_hand", 17)
    assert editor.playable(3) and not editor.playable(4) and not editor.playable()
    rules = editor.rules()
    for n in range(4, 8):
        [problem] = editor.problems(n)
        with pytest.raises(RulesError) as info:
            rules.check_players(n)
        assert (problem.controls, problem.message, problem.players) == (
            ("max_hand",),
            str(info.value),
            n,
        )
        assert problem.key == "editor.refusal.cap_too_big" and problem.params["n0"] == "17"
    assert [p.players for p in editor.problems()] == [4, 5, 6, 7]


def test_a_custom_size_the_deck_cannot_deal_is_refused_next_to_the_list() -> None:
    editor = (
        RulesEditor.start(CLASSIC).set("sequence", Sequence.CUSTOM).set("custom_sizes", "14 13")
    )
    assert editor.playable(3)
    [problem] = editor.problems(4)
    assert problem.control == "custom_sizes"
    assert (
        problem.message
        == "a hand of 14 cards is too many: 52 cards give at most 13 each to 4 players"
    )


def test_a_player_count_outside_the_range_is_refused_next_to_the_range() -> None:
    editor = RulesEditor.start(CLASSIC)
    [above] = editor.problems(8)
    assert above.control == "max_players" and above.message.endswith("not 8")
    [below] = editor.problems(2)
    assert below.control == "min_players"
    assert editor.set("max_players", 8).playable(8)


def test_several_refusals_of_one_message_are_split() -> None:
    joined = (
        "the tarot deck allows at most 7 players (BGA table); Tarot Africain is played by 3 to 5 "
        "players; 2, 6 or 7 need the BGA table option; the Excuse only exists in the tarot deck"
    )
    found = locate(joined)
    assert [p.control for p in found] == ["max_players", "bga_table", "excuse"]
    assert found[1].message.endswith("need the BGA table option")
    assert locate("something new")[0].controls == ()


def _core_messages() -> list[str]:
    """Every refusal the core's rules module can write, with its placeholders filled in."""
    out: list[str] = []
    for node in ast.walk(ast.parse(RULES_SOURCE.read_text(encoding="utf-8"))):
        if not isinstance(node, ast.Call):
            continue
        func = node.func
        appends = isinstance(func, ast.Attribute) and func.attr == "append"
        raises = isinstance(func, ast.Name) and func.id == "RulesError"
        if not (appends or raises) or not node.args:
            continue
        parts = [node.args[0]]
        text = ""
        for part in parts:
            if isinstance(part, ast.Constant) and isinstance(part.value, str):
                text += part.value
            elif isinstance(part, ast.JoinedStr):
                for piece in part.values:
                    text += piece.value if isinstance(piece, ast.Constant) else "7"
        if text:
            out.append(text)
    return out


def test_every_refusal_the_core_can_make_is_placed_next_to_a_control() -> None:
    messages = _core_messages()
    assert len(messages) >= 18
    for message in messages:
        found = locate(message)
        assert [p.message for p in found] == [message], message
        assert all(p.controls and set(p.controls) <= set(CONTROL_IDS) for p in found), message


# -- typed lists of hand sizes ---------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "sizes"),
    [
        ("1 2 3 4 5 4 3 2 1", (1, 2, 3, 4, 5, 4, 3, 2, 1)),
        ("10 9 8 ... 1", tuple(range(10, 0, -1))),
        ("1 ... 5 ... 1", (1, 2, 3, 4, 5, 4, 3, 2, 1)),
        ("8…1", (8, 7, 6, 5, 4, 3, 2, 1)),
        ("1, 2, 3; 3", (1, 2, 3, 3)),
        ("  7  ", (7,)),
        ("3 .. 3", (3, 3)),
    ],
)
def test_size_lists(text: str, sizes: tuple[int, ...]) -> None:
    assert parse_sizes(text) == sizes
    assert parse_sizes(format_sizes(sizes)) == sizes


@pytest.mark.parametrize(
    ("text", "key", "params"),
    [
        ("", "editor.sizes.empty", {}),
        ("...", "editor.sizes.empty", {}),
        ("1 two 3", "editor.sizes.not_a_number", {"token": "two"}),
        ("1.5", "editor.sizes.not_a_number", {"token": "1.5"}),
        ("-2", "editor.sizes.not_a_number", {"token": "-2"}),
        ("3 0 3", "editor.sizes.zero", {}),
        ("60", "editor.sizes.too_large", {"size": 60}),
        ("... 4", "editor.sizes.ellipsis", {}),
        ("4 ...", "editor.sizes.ellipsis", {}),
        ("1 ... ... 4", "editor.sizes.ellipsis", {}),
        (" ".join(["1 ... 40 ... 1"] * 2), "editor.sizes.too_many_rounds", {"most": 100}),
    ],
)
def test_size_lists_refused_with_a_reason(text: str, key: str, params: dict[str, object]) -> None:
    with pytest.raises(SizesError) as info:
        parse_sizes(text)
    assert info.value.key == key and info.value.params == params and str(info.value)
    for lang in LANGUAGES:
        assert key in catalog(lang)


def test_size_lists_checked_against_the_deck_by_the_core() -> None:
    assert parse_sizes("13 12", CLASSIC, 4) == (13, 12)
    with pytest.raises(SizesError) as info:
        parse_sizes("14 13", CLASSIC, 4)
    assert info.value.key == "editor.sizes.too_big"
    assert info.value.params == {"size": 14, "most": 13, "players": 4}
    assert (
        str(info.value)
        == "a hand of 14 cards is too many: 52 cards give at most 13 each to 4 players"
    )
    # Without a player count: every count the rules allow (classic: 3 to 7).
    with pytest.raises(SizesError) as info:
        parse_sizes("8", CLASSIC)
    assert info.value.params["players"] == 7
    tarot = RulesEditor.start(TAROT_AFRICAIN)
    problem = tarot.sizes_problem("5 4", 5)
    assert problem is not None and problem.params == {"size": 5, "most": 4, "players": 5}
    assert tarot.sizes_problem("4 3 2 1", 5) is None
    assert tarot.sizes_problem("4 x") is not None


# -- random editor sessions (hypothesis) -----------------------------------------------------


def _play_to_the_end(rules: Rules, players: int, seed: int) -> GameState:
    rng = random.Random(seed)
    state = GameState.new(rules, players, seed=seed)
    steps = 0
    while not state.is_over:
        legal = state.legal_actions()
        assert legal, "no legal action before the end of the game"
        state.apply(rng.choice(legal), state.to_move)
        steps += 1
        assert steps < 200_000, "the game does not end"
    assert state.winners
    return state


@st.composite
def sessions(draw: st.DrawFn) -> tuple[RulesEditor, int]:
    """An editor after random changes, each an offered value of a control that applies."""
    editor = RulesEditor.start(draw(st.sampled_from(list(PRESETS.values()))))
    if draw(st.integers(0, 3)) == 0:
        # A uniform draw seldom reaches the custom list (a choice of a choice): start there
        # a quarter of the time.
        editor = editor.set("sequence", Sequence.CUSTOM)
    for _ in range(draw(st.integers(0, 14))):
        control = draw(st.sampled_from([c for c in editor.controls() if c.applies]))
        if control.kind == "list":
            sizes = draw(st.lists(st.sampled_from(control.values), min_size=1, max_size=8))
            value: Any = format_sizes(sizes) if draw(st.booleans()) else sizes
        else:
            value = draw(st.sampled_from(control.values))
        editor = editor.set(control.id, value)
    return editor, draw(st.integers(0, 2**16))


@settings(
    max_examples=100,
    deadline=None,
    derandomize=True,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
@given(sessions())
def test_random_editor_sessions_play_to_the_end_or_say_why(
    session: tuple[RulesEditor, int],
) -> None:
    """Issue 15: « every allowed combination plays to the end at every allowed player count;
    every refused one shows a message »"""
    editor, seed = session
    try:
        rules = editor.rules()
    except RulesError as exc:
        problems = editor.problems()
        assert problems and all(p.controls and p.message in str(exc) for p in problems)
        assert not editor.playable()
        return
    for n in range(rules.min_players, rules.max_players + 1):
        if editor.playable(n):
            _play_to_the_end(rules, n, seed + n)
        else:
            problems = editor.problems(n)
            assert problems and all(p.controls and p.players == n for p in problems)
            with pytest.raises(RulesError) as info:
                GameState.new(rules, n, seed=seed)
            assert [p.message for p in problems] == [str(info.value)]


def test_the_start_button_follows_playable() -> None:
    editor = RulesEditor.start(CLASSIC)
    assert editor.playable(4)
    refused = editor.set("max_hand", 14)
    assert not refused.playable(4) and refused.playable(3)
    assert re.search(r"a cap of 14 cards", refused.problems(4)[0].message)


@pytest.mark.parametrize("language", ["en", "fr"])
def test_every_refusal_has_its_words_in_both_languages(language: str) -> None:
    """Each pattern of the core's refusals has an entry in the catalogs using only the numbers
    the message carries, so the screen never shows the core's English to a French player."""
    from game.i18n import has_key, set_language, t
    from game.play.rules_editor import _WHERE

    set_language(language)
    try:
        for pattern, _controls, slug in _WHERE:
            key = f"editor.refusal.{slug}"
            assert has_key(key), key
            numbers = len(re.findall(r"\d+", pattern.pattern.replace(r"\d+", "0")))
            text = t(key, **{f"n{i}": "9" for i in range(numbers)})
            assert "{" not in text and text != key, key
    finally:
        set_language("en")


def test_a_refused_cap_says_which_changes_would_fix_it() -> None:
    """A cap of 13 cards cannot be dealt to 5, 6 or 7 players: lowering the cap to 7, or the
    most players to 4, makes the rules playable — the refusal says so."""
    editor = RulesEditor.start(CLASSIC).set("max_hand", 13)
    problems = editor.problems()
    assert problems and all(p.key == "editor.refusal.cap_too_big" for p in problems)
    assert problems[0].fixes == (("max_hand", 7), ("max_players", 4))
    for control, value in problems[0].fixes:
        assert editor.set(control, value).playable(), (control, value)
    # At a table of 5 chosen in Setup, the fix is for that table.
    assert editor.problems(5)[0].fixes == (("max_hand", 10),)


def test_a_custom_list_too_big_for_the_largest_tables_suggests_fewer_players() -> None:
    editor = RulesEditor.start(CLASSIC).set("sequence", Sequence.CUSTOM).set("custom_sizes", "9")
    (first, *_) = editor.problems()
    assert first.key == "editor.refusal.hand_too_big"
    assert first.fixes == (("max_players", 5),)
    assert editor.set("max_players", 5).playable()
