"""The proofs of game.ai.proof against brute force, the stored blunder suite, and the bots
that use them."""

from __future__ import annotations

import itertools
import math
import random
from collections.abc import Iterator
from fractions import Fraction
from pathlib import Path

import pytest

from game.ai.bots import EasyBot, make_bot
from game.ai.proof import (
    EndgameProver,
    certain_fail_proof,
    endgame_proof,
    prove,
    sure_winners,
    win_chance_one_card,
)
from game.cli import blunders as suite
from game.core.actions import Action, Bid, Play
from game.core.cards import SUIT_OF, parse_card
from game.core.observation import Observation, observe
from game.core.presets import PRESETS
from game.core.sampling import World, world_state
from game.core.scoring import round_delta
from game.core.state import Deal, GameState, Phase

SUITE = Path(__file__).resolve().parents[2] / "bench" / "blunders.json"
POSITIONS = suite.load(SUITE)


def worlds(obs: Observation) -> Iterator[World]:
    """Every deal of the unseen cards the seat cannot rule out."""
    pool = sorted(obs.unseen_cards())
    others = [s for s in range(obs.players) if s != obs.seat]

    def deal(i: int, left: list[int]) -> Iterator[list[list[int]]]:
        if i == len(others):
            yield []
            return
        s = others[i]
        allowed = [c for c in left if obs.rules.deck.value == "tarot" or not _void(obs, s, c)]
        for hand in itertools.combinations(allowed, obs.hand_counts[s]):
            rest = [c for c in left if c not in hand]
            for tail in deal(i + 1, rest):
                yield [list(hand), *tail]

    for hands in deal(0, pool):
        full: list[list[int]] = [[] for _ in range(obs.players)]
        full[obs.seat] = list(obs.hand)
        for s, h in zip(others, hands, strict=True):
            full[s] = h
        dealt = {c for h in hands for c in h}
        yield World(full, [c for c in pool if c not in dealt])


def _void(obs: Observation, seat: int, card: int) -> bool:
    return SUIT_OF[card] in obs.voids[seat]


def _round_end(state: GameState, me: int, bid: int, start: int) -> int | None:
    if state.round_index != start or state.phase is Phase.OVER:
        rec = state.history[-1]
        return round_delta(state.rules.scoring, bid, rec.tricks[me])
    return None


def best_case(state: GameState, me: int, bid: int, start: int) -> int:
    """The seat's best score when every card falls its way (full information)."""
    done = _round_end(state, me, bid, start)
    if done is not None:
        return done
    out = None
    for a in state.legal_actions():
        nxt = state.clone()
        nxt.apply(a)
        v = best_case(nxt, me, bid, start)
        out = v if out is None else max(out, v)
    assert out is not None
    return out


def minimax(state: GameState, me: int, bid: int, start: int) -> int:
    """The seat's score with every card seen, the others playing against it."""
    done = _round_end(state, me, bid, start)
    if done is not None:
        return done
    values = []
    for a in state.legal_actions():
        nxt = state.clone()
        nxt.apply(a)
        values.append(minimax(nxt, me, bid, start))
    return max(values) if state.to_move == me else min(values)


def after(obs: Observation, world: World, action: Action) -> GameState:
    state = world_state(obs, world)
    state.apply(action)
    return state


def world_count(obs: Observation) -> int:
    """How many deals :func:`worlds` enumerates, at most (voids ignored)."""
    left = len(obs.unseen_cards())
    total = 1
    for s in range(obs.players):
        if s != obs.seat:
            total *= math.comb(left, obs.hand_counts[s])
            left -= obs.hand_counts[s]
    return total


def _small(p: suite.Position) -> bool:
    if p.kind not in ("cash-masters", "duck", "endgame", "excuse-value"):
        return False
    obs = p.observation()
    return len(obs.hand) <= 3 and world_count(obs) <= 2_000


SMALL = [i for i, p in enumerate(POSITIONS) if _small(p)]


@pytest.mark.parametrize("index", SMALL)
def test_endgame_proofs_hold_in_every_world(index: int) -> None:
    """What the endgame proof claims is checked against every deal, with every card seen:
    a dominated action's best case is below the floor (or, when the floor is the best score
    there is, the floor of a good action is reached in every deal)."""
    obs = POSITIONS[index].observation()
    proof = endgame_proof(obs, suite.SUITE_BUDGET)
    assert proof is not None
    me, bid, start = obs.seat, obs.bids[obs.seat], obs.round_index
    assert bid is not None
    all_worlds = list(worlds(obs))
    assert all_worlds
    # With every card seen the seat does at least as well as without: that bounds the floor.
    best_floor = min(
        max(minimax(after(obs, w, a), me, bid, start) for a in proof.good) for w in all_worlds
    )
    assert proof.floor <= best_floor
    top = max(
        round_delta(obs.rules.scoring, bid, obs.won[me] + k) for k in range(len(obs.hand) + 1)
    )
    for a in proof.dominated:
        ceiling = max(best_case(after(obs, w, a), me, bid, start) for w in all_worlds)
        if proof.floor < top:
            assert ceiling < proof.floor, (a, ceiling, proof.floor)
        else:
            assert ceiling <= proof.floor


def test_stored_proofs_are_proved_again() -> None:
    """A sample of the stored positions gives the same proof today (the suite's file is not
    trusted: it is re-derived)."""
    assert len(POSITIONS) >= 300
    sample = POSITIONS[:: max(1, len(POSITIONS) // 40)]
    for p in sample:
        assert suite.proof_matches(p, suite.reprove(p)), p.label()


def test_suite_covers_presets_and_kinds() -> None:
    presets = {p.preset for p in POSITIONS}
    kinds = {p.kind for p in POSITIONS}
    assert presets == set(PRESETS)
    assert {"cash-masters", "duck", "bid-certain-fail", "bid-one-card", "bid-blind"} <= kinds
    assert len({p.players for p in POSITIONS}) >= 5


def test_hard_never_blunders_on_a_sample() -> None:
    """Hard's decisions on a CI-sized subset of the suite avoid every proved-worse action."""
    indices = list(range(0, len(POSITIONS), max(1, len(POSITIONS) // 24)))
    verdicts = suite.judge(POSITIONS, "hard", indices)
    assert [v for v in verdicts if v.blunder] == []
    assert len(verdicts) >= 20


def _first_bidder_deal(mine: list[str], others: list[list[str]], turned: str) -> GameState:
    """A classic 4-player round whose first bidder holds ``mine``."""
    probe = GameState.new(PRESETS["classic"], 4, seed=1, first_dealer=3)
    first = probe.to_move
    hands: list[tuple[int, ...]] = []
    rest = iter(others)
    for s in range(4):
        cards = mine if s == first else next(rest)
        hands.append(tuple(parse_card(c) for c in cards))
    deal = Deal(hands=tuple(hands), turned=parse_card(turned))
    state = GameState.new(PRESETS["classic"], 4, seed=1, first_dealer=3, deals=[deal])
    assert state.to_move == first
    return state


def test_certain_fail_bid_is_proved() -> None:
    """Holding the ace and king of trumps, a bid of 0 or 1 fails for certain."""
    state = _first_bidder_deal(
        ["AH", "KH", "2S"], [["3S", "4S", "5S"], ["6S", "7S", "8S"], ["9S", "TS", "JS"]], "2H"
    )
    obs = observe(state, state.to_move)
    assert sure_winners(obs) == 2
    proof = certain_fail_proof(obs)
    assert proof is not None
    assert set(proof.dominated) == {Bid(0), Bid(1)}
    assert Bid(2) in proof.good and Bid(3) in proof.good


def test_easy_never_bids_below_its_sure_winners() -> None:
    """Easy slips, but never into a bid that is certain to fail."""
    bot = EasyBot(slip=1.0)
    checked = 0
    for seed in range(40):
        state = GameState.new(PRESETS["classic"], 4, seed=seed)
        while state.phase is Phase.BID:
            obs = observe(state, state.to_move)
            proof = certain_fail_proof(obs)
            action = bot.decide(obs, random.Random(seed))
            if proof is not None:
                checked += 1
                assert action not in proof.dominated
            state.apply(action)
    assert checked > 0


def test_one_card_chance_is_a_count() -> None:
    """The first bidder of a 1-card round, holding the ace of trumps, wins for certain."""
    state = _first_bidder_deal(["AH"], [["2S"], ["3S"], ["4S"]], "5H")
    obs = observe(state, state.to_move)
    assert win_chance_one_card(obs) == Fraction(1)
    proof = prove(obs)
    assert proof is not None and proof.good == (Bid(1),)


def test_proven_hard_is_reproducible_and_legal() -> None:
    """Same seed, same move, with the proofs in the loop; every move legal."""
    for p in POSITIONS[:: max(1, len(POSITIONS) // 8)]:
        obs = p.observation()
        a = make_bot("hard").decide(obs, random.Random(7))
        b = make_bot("hard").decide(obs, random.Random(7))
        assert a == b
        assert a in obs.legal
        assert isinstance(a, Bid | Play)


def test_a_sliced_proof_is_the_whole_proof() -> None:
    """However the proof is sliced (the table's frames, the arena's steps), it spends the same
    nodes and finds the same result: the same seed gives the same move everywhere."""
    checked = 0
    for p in POSITIONS:
        if p.kind not in ("cash-masters", "duck", "endgame", "excuse-value"):
            continue
        obs = p.observation()
        whole = EndgameProver(obs, suite.SUITE_BUDGET)
        whole.run()
        for size in (1, 97, 400):
            sliced = EndgameProver(obs, suite.SUITE_BUDGET)
            steps = 0
            while not sliced.step(size):
                steps += 1
            assert sliced.result == whole.result
            assert sliced.nodes == whole.nodes
        assert steps > 0 or whole.nodes <= 400
        checked += 1
        if checked == 12:
            break
    assert checked == 12
