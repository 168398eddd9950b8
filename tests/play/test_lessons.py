"""Learn to play, without a window: each lesson's crafted game is legal from start to end and
its steps fit it; the opponents play their scripted moves and wait where a step waits; a move
the rules refuse is explained with the rule the core names and the lesson's sentence, a legal
move that is not the lesson's with the lesson's sentence, and neither changes the game; every
text exists in both languages; each lesson is short."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

import game.i18n as i18n
from game.core.actions import Bid, Play
from game.core.cards import parse_card
from game.core.observation import observe
from game.core.rules import Deck
from game.core.state import Phase
from game.i18n import LANGUAGES, catalog, placeholders, refusal, set_language, t
from game.play.lessons import (
    LESSONS,
    Lesson,
    LessonTable,
    StepKind,
    check_lesson,
    lesson,
    rikiki_lesson,
    tarot_lesson,
)

DT = 1 / 60


@pytest.fixture(autouse=True)
def _keep_language() -> Iterator[None]:
    saved = i18n._current
    set_language("en")
    yield
    i18n._current = saved


def settle(table: LessonTable, seconds: float = 5.0) -> None:
    """Let the opponents play for a while (what the table reports is taken at once, as a
    show at the instant speed would)."""
    for _ in range(round(seconds / DT)):
        table.updates()
        table.update(DT, True)


def play_to(table: LessonTable, key: str) -> None:
    """Go through the lesson as asked until the step ``key`` is reached."""
    for _ in range(200):
        settle(table, 1.0)
        step = table.step
        assert step is not None
        if step.key == key and table.reached:
            return
        assert table.reached, f"stuck before {step.key}"
        if step.acts:
            action = step.expect or table.state.legal_actions()[0]
            assert table.act(action) is None
        else:
            assert table.next()
    raise AssertionError(f"{key} never reached")


# -- the lessons hold together -----------------------------------------------------------------


@pytest.mark.parametrize("lesson_id", list(LESSONS))
def test_each_lesson_s_script_is_legal_and_its_steps_fit_it(lesson_id: str) -> None:
    assert check_lesson(lesson(lesson_id)) == []


def test_a_lesson_that_does_not_hold_together_is_told() -> None:
    les = rikiki_lesson()
    broken = Lesson(
        les.id, les.rules, les.names, les.seat, les.first_dealer, les.deals,
        les.script[:5], les.steps,
    )  # fmt: skip
    problems = check_lesson(broken)
    assert "the script stops before the end of the game" in problems
    with pytest.raises(ValueError, match="rikiki, tarot"):
        lesson("chess")


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("lesson_id", list(LESSONS))
def test_every_text_of_a_lesson_exists_in_both_languages(lang: str, lesson_id: str) -> None:
    les = lesson(lesson_id)
    texts = catalog(lang)
    keys = [les.title_key, f"lesson.{les.id}.detail"]
    for step in les.steps:
        keys.append(step.key)
        if step.acts:
            keys += [step.wrong_key, step.illegal_key]
    missing = [k for k in keys if k not in texts]
    assert missing == []
    assert all(placeholders(texts[k]) == set() for k in keys)


def test_the_lesson_block_is_complete_in_both_languages() -> None:
    en = {k for k in catalog("en") if k.startswith("lesson.")}
    fr = {k for k in catalog("fr") if k.startswith("lesson.")}
    assert en == fr and len(en) > 50


@pytest.mark.parametrize("lesson_id", list(LESSONS))
def test_every_move_with_another_choice_has_the_lesson_s_sentences(lesson_id: str) -> None:
    """Where the player could make another legal move, or one the rules refuse, the step has
    its own sentence for it (not only the general one)."""
    les = lesson(lesson_id)
    table = LessonTable(les, speed=0.0)
    for step in les.steps:
        play_to(table, step.key)
        if not step.acts or step.expect is None:
            continue
        obs = observe(table.state, les.seat)
        others = [a for a in obs.legal if a != step.expect]
        refused = _refused_moves(table)
        if others:
            assert step.wrong_key == f"{step.key}.wrong", step.key
        if refused:
            assert step.illegal_key == f"{step.key}.illegal", step.key


def _refused_moves(table: LessonTable) -> list[Bid | Play]:
    obs = observe(table.state, table.seat)
    if obs.phase is Phase.BID:
        return [Bid(n) for n in range(obs.hand_size + 1) if Bid(n) not in obs.legal]
    return [Play(c) for c in obs.hand if Play(c) not in obs.legal]


@pytest.mark.parametrize("lesson_id", list(LESSONS))
def test_each_lesson_is_short(lesson_id: str) -> None:
    """About 10 to 20 things to do (a Next or a move each), and a handful of moves."""
    les = lesson(lesson_id)
    assert 10 <= les.interactions <= 20
    moves = [s for s in les.steps if s.kind is StepKind.DO]
    assert 4 <= len(moves) <= 8
    assert len(les.script) <= 30


def test_the_rikiki_lesson_shows_what_the_brief_lists() -> None:
    """The hand, the trump card, bidding under the dealer's rule, following suit, trumping
    when void, winning a trick, the exact bid scoring 10 + tricks."""
    les = rikiki_lesson()
    state = les.new_state()
    assert state.dealer == les.seat and state.bid_order[-1] == les.seat
    assert state.turned is not None and state.trump is not None
    seen_rules: set[str] = set()
    for action in les.script:
        if state.to_move == les.seat and state.phase is Phase.BID:
            assert state.forbidden_bids(), "the dealer's rule forbids a bid"
            seen_rules.add("hook")
        if state.to_move == les.seat and state.phase is Phase.PLAY and state.trick:
            led = state.trick[0][1] // 13
            hand = state.hands[les.seat]
            if any(c // 13 == led for c in hand):
                seen_rules.add("follow")
            elif isinstance(action, Play) and action.card // 13 == state.trump:
                seen_rules.add("trump")
        state.apply(action)
    assert seen_rules == {"hook", "follow", "trump"}
    (result,) = state.history
    assert result.exact(les.seat) and result.deltas[les.seat] == 10 + result.tricks[les.seat]
    assert not all(result.exact(s) for s in range(4)), "someone misses: only exact bids pay"


def test_the_tarot_lesson_shows_what_the_brief_lists() -> None:
    """No suits, the 21 is master, the Excuse worth 0, lives lost by |bid − tricks|, then the
    blind one-card round where one sees the others' cards and not one's own."""
    les = tarot_lesson()
    assert les.rules.deck is Deck.TAROT
    state = les.new_state()
    for action in les.script[:16]:
        state.apply(action)
    first = state.history[0]
    assert first.exact(les.seat)
    assert any(
        -d == abs((b or 0) - k) > 0
        for b, k, d in zip(first.bids, first.tricks, first.deltas, strict=True)
    )
    assert state.blind and state.hand_size == 1
    obs = observe(state, les.seat)
    assert obs.hand == () and parse_card("21") in [c for v in obs.visible for c in v]
    for action in les.script[16:]:
        state.apply(action)
    assert state.is_over and state.totals[les.seat] == les.rules.scoring.start  # type: ignore[union-attr]


# -- the table of a lesson ---------------------------------------------------------------------


def test_the_opponents_play_their_script_and_wait_at_a_step_to_read() -> None:
    table = LessonTable(rikiki_lesson(), speed=1.0)
    settle(table, 30)
    assert table.taken == 0  # the first steps are read before anyone bids
    assert table.awaiting() is None and table.reached
    assert table.act(Bid(2)) is not None  # not now: the lesson waits for Next
    for _ in range(3):
        assert table.next()
    settle(table, 0.3)
    assert table.taken == 0  # a bot takes its time, as at a real table
    settle(table, 10)
    assert table.taken == 3 and table.awaiting() == 0
    assert [b for b in table.state.bids] == [None, 1, 1, 1]


def test_an_illegal_move_is_explained_by_the_rule_then_the_lesson_and_changes_nothing() -> None:
    table = LessonTable(rikiki_lesson(), speed=0.0)
    play_to(table, "lesson.rikiki.bid")
    refused = table.act(Bid(1))
    assert refused is not None and refused.rule == "hook"
    assert table.explanation is not None and not table.explanation.legal
    assert table.explanation.rule == t("error.hook", bid=1, total=4)
    assert table.explanation.text == t("lesson.rikiki.bid.illegal")
    assert table.message == table.explanation.rule
    assert table.taken == 3 and table.step is not None and table.step.key == "lesson.rikiki.bid"
    play_to(table, "lesson.rikiki.follow")
    refused = table.act(Play(parse_card("3D")))
    assert refused is not None and refused.rule == "follow-suit"
    error = observe(table.state, 0).refusal(Play(parse_card("3D")))
    assert error is not None and table.explanation.rule == refusal(error)
    assert table.explanation.text == t("lesson.rikiki.follow.illegal")
    assert table.progress.refused == ["hook", "follow-suit"]


def test_a_legal_move_that_is_not_the_lesson_s_is_explained_and_waits() -> None:
    table = LessonTable(rikiki_lesson(), speed=0.0)
    play_to(table, "lesson.rikiki.follow")
    refused = table.act(Play(parse_card("7H")))
    assert refused is not None and refused.rule == "lesson"
    assert table.explanation is not None and table.explanation.legal
    assert table.explanation.text == t("lesson.rikiki.follow.wrong")
    assert table.taken == 7 and table.state.to_move == 0
    assert table.act(Play(parse_card("KH"))) is None
    assert table.explanation is None and table.taken == 8


def test_a_step_that_takes_any_move_takes_any_legal_one() -> None:
    table = LessonTable(tarot_lesson(), speed=0.0)
    play_to(table, "lesson.tarot.last")
    step = table.step
    assert step is not None and step.expect is None
    (only,) = table.state.legal_actions()
    assert table.act(only) is None


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("lesson_id", list(LESSONS))
def test_a_lesson_goes_to_its_end(lang: str, lesson_id: str) -> None:
    set_language(lang)
    les = lesson(lesson_id)
    table = LessonTable(les, speed=0.0)
    assert table.names[les.seat] == t("lesson.you")
    for step in les.steps:
        play_to(table, step.key)
    assert table.next() and table.finished and table.state.is_over
    assert table.progress.nexts + table.progress.moves == les.interactions
    assert table.record().actions == [str(a) for a in les.script]


def test_the_player_s_name_is_theirs_unless_an_opponent_has_it() -> None:
    assert LessonTable(rikiki_lesson(), player="Zoé").names[0] == "Zoé"
    assert LessonTable(rikiki_lesson(), player="Marc").names[0] == t("lesson.you")


def test_a_lesson_table_offers_no_coach_no_undo_and_saves_nothing() -> None:
    table = LessonTable(tarot_lesson())
    assert not table.coach_offered and not table.undo_offered
    assert not table.request_hint() and not table.undo() and table.hint is None
    assert table.handoff is None and table.holder == 0 and table.gone is None
    table.close()
