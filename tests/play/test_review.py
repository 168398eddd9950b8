"""Looking back at a round: the person's decisions and only theirs, the coach's values for each
(the same as the coach at the table gives for the same observation and seed), a choice proved
wrong flagged with its sentence, fairness (other seats' hidden cards change nothing said about
a past decision), the analysis kept, and a round saved to share and read back exactly."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from game.ai.bots import Bot, SearchBot, make_bot
from game.ai.search import SearchConfig
from game.core.actions import Bid
from game.core.presets import CLASSIC
from game.core.records import (
    GameRecord,
    RecordError,
    load_game_or_round,
    parse_game_or_round,
    parse_shared,
    record_from_state,
    round_json,
)
from game.core.state import Deal, GameState
from game.i18n import set_language
from game.play.coach import Coach
from game.play.review import (
    Analysis,
    RoundReview,
    load_analysis,
    save_analysis,
    summary_line,
    verdict_line,
    why_flagged,
)
from tests.core.helpers import cards


def small(level: str) -> Bot:
    """The coach with a small budget, so the tests stay quick (the same for both sides)."""
    if level == "hard":
        return SearchBot(SearchConfig(playouts=60, min_worlds=4), "hard")
    return make_bot(level)


def _record(hands: list[str], turned: str, bids: list[int], seed_rng: int = 1) -> GameRecord:
    """A one-round classic game of these hands (seat 0 deals, seat 1 bids first), bids in
    order, then the first legal card each time."""
    deal = Deal(hands=tuple(cards(h) for h in hands), turned=cards(turned)[0])
    state = GameState.new(CLASSIC, len(hands), first_dealer=0, deals=[deal])
    actions = []
    rng = random.Random(seed_rng)
    for b in bids:
        state.apply(Bid(b))
        actions.append(f"bid {b}")
    while not state.is_over:
        action = rng.choice(state.legal_actions())
        state.apply(action)
        actions.append(str(action))
    return record_from_state(state, ["Ann", "Ben", "Cid"], actions)


HANDS = ["4H 7D 9C", "AS KS QS", "5H 8D JC"]


def test_the_review_lists_exactly_the_person_s_decisions() -> None:
    rec = _record(HANDS, "2S", [0, 1, 1])
    review = RoundReview(rec, 0, people=[1])
    steps = review.decisions()
    assert [review.steps[k].seat for k in steps] == [1] * 4  # one bid, three cards
    assert review.finished and len(review.steps) == 3 + 9
    assert sorted(review.hands[1]) == sorted(cards("AS KS QS"))


def test_values_are_the_coach_s_for_the_same_observation_and_seed() -> None:
    rec = _record(HANDS, "2S", [0, 1, 1])
    review = RoundReview(rec, 0, people=[1])
    analysis = Analysis(review, small, budget=None, playouts=40)
    analysis.run()
    for k in review.decisions():
        st = review.steps[k]
        coach = Coach(small, review.seed_key(), None, 40)
        obs = review.observation(k, st.seat)
        coach.ask(obs, st.index)
        while coach.hint is not None and not coach.hint.done:
            coach.step(st.index)
        assert coach.hint is not None
        verdict = analysis.verdicts[st.index]
        assert verdict.values == coach.hint.values and verdict.best == coach.hint.best


def test_a_bid_the_proofs_rule_out_is_flagged_with_its_sentence() -> None:
    set_language("en")
    # Ben holds the three top trumps and bids 0: certain to fail.
    rec = _record(HANDS, "2S", [0, 1, 1])
    review = RoundReview(rec, 0, people=[1])
    analysis = Analysis(review, small, budget=None, playouts=40)
    analysis.run()
    bid = analysis.verdicts[0]
    assert bid.action == Bid(0) and bid.proved_wrong and bid.proof is not None
    assert bid.proof.kind == "bid-certain-fail"
    assert "sure winners" in why_flagged(bid, lives=False)
    assert verdict_line(bid, "Ben", False, True).startswith("You bid 0: expected ")
    assert analysis.costly()[0] is bid
    assert summary_line(analysis).startswith(f"{len(analysis.costly())} costly choice")


def test_other_seats_hidden_cards_change_nothing_said_about_a_past_decision() -> None:
    # Cid and Ann swap two unplayed hearts: Ben's view before his bid is the same.
    rec_a = _record(HANDS, "2S", [0, 1, 1])
    rec_b = _record(["5H 7D 9C", "AS KS QS", "4H 8D JC"], "2S", [0, 1, 1])
    verdicts = []
    for rec in (rec_a, rec_b):
        review = RoundReview(rec, 0, people=[1])
        analysis = Analysis(review, small, budget=None, playouts=40)
        analysis.run()
        verdicts.append(analysis.verdicts[0])
    assert verdicts[0].values == verdicts[1].values
    assert verdicts[0].best == verdicts[1].best


def test_the_analysis_is_kept_and_a_damaged_one_set_aside(tmp_path: Path) -> None:
    rec = _record(HANDS, "2S", [0, 1, 1])
    review = RoundReview(rec, 0, people=[1])
    analysis = Analysis(review, small, budget=None, playouts=40)
    analysis.run()
    save_analysis(analysis, tmp_path)
    again = Analysis(RoundReview(rec, 0, people=[1]), small)
    again.load(load_analysis(again.review, tmp_path))
    assert again.done and {k: v.to_json() for k, v in again.verdicts.items()} == {
        k: v.to_json() for k, v in analysis.verdicts.items()
    }
    (kept,) = tmp_path.glob("*.json")
    kept.write_text("{oops")
    assert load_analysis(again.review, tmp_path) == []
    assert list(tmp_path.glob("*.damaged-*"))


def test_a_saved_round_reads_back_exactly_and_a_damaged_one_is_refused() -> None:
    state = GameState.new(CLASSIC, 3, seed=9)
    rng = random.Random(2)
    actions = []
    while len(state.history) < 3:
        action = rng.choice(state.legal_actions())
        state.apply(action)
        actions.append(str(action))
    rec = record_from_state(state, ["Ann", "Ben", "Cid"], actions)
    text = round_json(rec, 1)
    back, index = parse_game_or_round(text)
    assert index == 1 and back.seed == rec.seed

    def steps(r: GameRecord) -> list[tuple[object, ...]]:
        return [(s.index, s.seat, s.action, s.events) for s in RoundReview(r, 1, [0]).steps]

    assert steps(back) == steps(rec)
    assert len(back.actions) < len(rec.actions)
    data = json.loads(text)
    for bad, problem in (
        ({**data, "round": 9}, "no finished round 9"),
        ({**data, "round": 0}, "from 1"),
        ({**data, "extra": 1}, "unknown field 'extra'"),
        ({k: v for k, v in data.items() if k != "round"}, "missing field 'round'"),
    ):
        with pytest.raises(RecordError, match=problem):
            parse_game_or_round(json.dumps(bad))
    # Shared for a person: the file says whose decisions the review analyses.
    assert "people" not in data and parse_shared(text).people == ()
    shared = parse_shared(round_json(rec, 1, [2, 0]))
    assert shared.people == (0, 2) and shared.round_index == 1
    assert shared.record.actions == back.actions
    for people in ([3], [0, 0], ["0"], 1):
        with pytest.raises(RecordError, match="distinct seats from 0 to 2"):
            parse_shared(json.dumps({**data, "people": people}))


def test_replay_reads_a_saved_round(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from game.cli.replay import main

    state = GameState.new(CLASSIC, 3, seed=4)
    rng = random.Random(1)
    actions = []
    while len(state.history) < 2:
        action = rng.choice(state.legal_actions())
        state.apply(action)
        actions.append(str(action))
    rec = record_from_state(state, ["Ann", "Ben", "Cid"], actions)
    path = tmp_path / "round.json"
    path.write_text(round_json(rec, 0))
    assert main([str(path)]) == 0
    # The replay prints exactly the round the game's review shows, move for move.
    capsys.readouterr()
    assert main([str(path), "--json"]) == 0
    printed = json.loads(capsys.readouterr().out)
    review = RoundReview(load_game_or_round(path)[0], 0, [0])
    last = review.steps[-1].after.history[0]
    assert [p["bid"] for p in printed["rounds"][0]["players"]] == list(last.bids)
    assert [p["tricks"] for p in printed["rounds"][0]["players"]] == list(last.tricks)
    assert [p["total"] for p in printed["rounds"][0]["players"]] == list(last.totals)
    assert len(printed["rounds"]) == 1 and printed["actions"] == len(review.record.actions)
    path.write_text(round_json(rec, 0).replace('"round": 1', '"round": 5'))
    assert main([str(path)]) == 2
