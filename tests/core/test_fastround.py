"""The fast kernel agrees with the general engine (game.core.state) on thousands of rounds.

Each sample is a game of some preset or option set, advanced by random actions to a random
point of a round (while bidding, between tricks or in the middle of a trick, some players
possibly out). From there:

* the kernel's policy-driven :func:`playout` is replayed action by action in the engine:
  whose turn, the legal bids and cards, each trick's winner, the bids, tricks and score
  changes of the round must all be the same;
* the speed path :func:`random_round` must make exactly the choices of :func:`playout` with
  the uniform policies from the same generator state, so it inherits that agreement.
"""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest

from game.core.actions import HIDDEN, Action, Bid, Play
from game.core.cards import EXCUSE, parse_cards
from game.core.events import TrickWon
from game.core.fastround import (
    EXCUSE_CHOSEN,
    EXCUSE_HIGH,
    RoundSpec,
    Table,
    TrickPlay,
    card_value,
    hands_from_state,
    legal_cards,
    playout,
    random_bids,
    random_playout,
    random_round,
    score_params,
    score_round,
    spec_from_state,
    trick_winner,
    uniform_bid,
    uniform_play,
)
from game.core.presets import ASCENSEUR, ASCENSEUR_TABLE, CLASSIC, RIKIKI, TAROT_AFRICAIN, WHIST22
from game.core.rules import (
    ExcuseValue,
    LivesScoring,
    PointsScoring,
    Rules,
    Sequence,
    Trump,
)
from game.core.scoring import round_delta
from game.core.state import GameState, Phase

#: (name, rules, player counts) covering every preset and every option the kernel reads.
CONFIGS: list[tuple[str, Rules, tuple[int, ...]]] = [
    ("classic", CLASSIC, (3, 4, 5, 7)),
    ("classic-must-trump", CLASSIC.model_copy(update={"must_trump": True}), (3, 4, 6)),
    ("classic-rotation", CLASSIC.model_copy(update={"trump": Trump.ROTATION}), (4, 5)),
    ("classic-no-hook", CLASSIC.model_copy(update={"hook": False}), (3, 4)),
    ("rikiki", RIKIKI, (3, 4, 5, 8)),
    ("rikiki-quick5", RIKIKI.model_copy(update={"sequence": Sequence.QUICK5}), (4,)),
    (
        "zero-limit-1",
        CLASSIC.model_copy(update={"zero_limit": 1, "max_hand": 3}),
        (3, 4),
    ),
    (
        "rotation-must-trump",
        ASCENSEUR.model_copy(update={"trump": Trump.ROTATION, "must_trump": True}),
        (4, 5),
    ),
    ("ascenseur", ASCENSEUR, (3, 5, 6)),
    ("ascenseur-table", ASCENSEUR_TABLE, (3, 4, 8)),
    ("tarot-africain", TAROT_AFRICAIN, (3, 4, 5)),
    (
        "tarot-excuse-22",
        TAROT_AFRICAIN.model_copy(update={"excuse": ExcuseValue.TWENTY_TWO}),
        (3, 4),
    ),
    ("whist22", WHIST22, (2, 3, 4, 5, 7)),
]

SAMPLES_PER_CONFIG = 300

_PHASES = {"bid", "play", "mid-trick"}
#: What the samples of each configuration must include.
EXPECTED_FEATURES: dict[str, set[str]] = {
    "classic": _PHASES | {"no-trump"},
    "classic-must-trump": _PHASES,
    "classic-rotation": _PHASES | {"no-trump"},
    "classic-no-hook": _PHASES,
    "rikiki": _PHASES | {"blind", "zero-barred", "no-trump"},
    "rikiki-quick5": _PHASES,
    "zero-limit-1": _PHASES | {"zero-barred", "zero-fallback"},
    "rotation-must-trump": _PHASES | {"no-trump"},
    "ascenseur": _PHASES | {"no-trump"},
    "ascenseur-table": _PHASES,
    "tarot-africain": _PHASES | {"blind", "out-seat", "excuse"},
    "tarot-excuse-22": _PHASES | {"blind", "out-seat", "excuse"},
    "whist22": _PHASES | {"blind", "excuse"},
}


def _pick_for_advance(state: GameState, rng: random.Random) -> Action:
    """A random legal action that often bids 0, so that the zero limit comes into play."""
    legal = state.legal_actions()
    if isinstance(legal[0], Bid) and legal[0].n == 0 and rng.random() < 0.6:
        return legal[0]
    return legal[rng.randrange(len(legal))]


def random_points(rules: Rules, players: int, seed: int, count: int) -> Iterator[GameState]:
    """``count`` states of games of these rules: in every round of every game, one stop at a
    uniformly random decision point (a bid, a lead, or a card in the middle of a trick)."""
    rng = random.Random(seed)
    made = 0
    game = 0
    while True:
        game += 1
        state = GameState.new(rules, players, seed=seed * 1000 + game)
        while not state.is_over:
            round_index = state.round_index
            decisions = len(state.bid_order) * (state.hand_size + 1)
            stop = rng.randrange(decisions)
            for step in range(decisions):
                if step == stop:
                    yield state.clone()
                    made += 1
                    if made >= count:
                        return
                state.apply(_pick_for_advance(state, rng))
            assert state.round_index != round_index or state.is_over


def features(state: GameState) -> set[str]:
    """What a sampled point exercises, to prove that the samples cover every case."""
    out = {"mid-trick" if state.trick else state.phase.value}
    if state.blind:
        out.add("blind")
    if not all(state.alive):
        out.add("out-seat")
    spec = spec_from_state(state)
    if any(spec.zero_barred[s] for s in spec.to_bid):
        out.add("zero-barred")
        last = spec.bid_order[-1]
        made = sum(b for b in spec.bids if b is not None)
        if spec.to_bid == (last,) and spec.zero_barred[last] and (spec.hand_size, made) == (1, 0):
            out.add("zero-fallback")  # the hook forbids 1 and the limit 0: 0 stays (001)
    if state.trump is None:
        out.add("no-trump")
    if any(EXCUSE in h for h in state.hands):
        out.add("excuse")
    return out


def _kernel_form(state: GameState, action: Action) -> int:
    """An engine action as the kernel writes it: a bid, a card, or EXCUSE_HIGH."""
    if isinstance(action, Bid):
        return action.n
    assert isinstance(action, Play)
    card = action.card
    if card == HIDDEN:
        card = state.hands[state.to_move][0]
    if card == EXCUSE and state.rules.excuse is ExcuseValue.CHOSEN and action.excuse == 22:
        return EXCUSE_HIGH
    return card


def _engine_action(state: GameState, choice: int) -> Action:
    """The engine action for a kernel choice made by the player to move."""
    if state.phase is Phase.BID:
        return Bid(choice)
    for action in state.legal_actions():
        if _kernel_form(state, action) == choice:
            return action
    raise AssertionError(f"the engine has no action for the kernel's choice {choice}")


class Recorder:
    """Policies that pick at random (or the lowest / highest option) and record every
    decision as (seat, options, choice)."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.log: list[tuple[int, list[int], int]] = []

    def _pick(self, options: list[int]) -> int:
        r = self.rng.random()
        if r < 0.15:
            return options[0]
        if r < 0.3:
            return options[-1]
        return options[self.rng.randrange(len(options))]

    def bid(self, seat: int, legal: list[int], table: Table) -> int:
        choice = self._pick(legal)
        self.log.append((seat, list(legal), choice))
        return choice

    def play(self, seat: int, legal: list[int], trick: list[TrickPlay], table: Table) -> int:
        assert trick == table.trick
        choice = self._pick(legal)
        self.log.append((seat, list(legal), choice))
        return choice


def check_against_engine(state: GameState, rng: random.Random) -> None:
    """Play the rest of the round with the kernel, replay it in the engine, compare."""
    spec = spec_from_state(state)
    hands = hands_from_state(state)
    recorder = Recorder(rng)
    table = playout(spec, hands, rng, recorder.play, recorder.bid)
    assert hands == hands_from_state(state), "playout must not change the hands it is given"
    engine = state.clone()
    round_index = engine.round_index
    trick_wins: list[int] = []
    for seat, options, choice in recorder.log:
        assert engine.round_index == round_index and not engine.is_over
        assert engine.to_move == seat
        engine_options = sorted({_kernel_form(engine, a) for a in engine.legal_actions()})
        assert options == engine_options, (seat, options, engine_options)
        for event in engine.apply(_engine_action(engine, choice)):
            if isinstance(event, TrickWon):
                trick_wins.append(event.seat)
    assert trick_wins == table.winners
    result = engine.history[-1]
    assert result.index == round_index
    assert tuple(table.bids) == result.bids
    assert tuple(table.won) == result.tricks
    deltas = score_round(score_params(state.rules.scoring), table.bids, table.won)
    assert tuple(deltas) == result.deltas


@pytest.mark.parametrize(("name", "rules", "counts"), CONFIGS, ids=[c[0] for c in CONFIGS])
def test_playout_agrees_with_engine(name: str, rules: Rules, counts: tuple[int, ...]) -> None:
    rng = random.Random(name)
    per_count = SAMPLES_PER_CONFIG // len(counts) + 1
    seen: set[str] = set()
    for i, players in enumerate(counts):
        for state in random_points(rules, players, seed=i + 1, count=per_count):
            seen |= features(state)
            check_against_engine(state, rng)
    assert EXPECTED_FEATURES[name] <= seen, EXPECTED_FEATURES[name] - seen


@pytest.mark.parametrize(("name", "rules", "counts"), CONFIGS, ids=[c[0] for c in CONFIGS])
def test_random_round_makes_the_uniform_policy_choices(
    name: str, rules: Rules, counts: tuple[int, ...]
) -> None:
    """The speed path draws exactly what playout draws with uniform_bid and uniform_play."""
    for i, players in enumerate(counts):
        for j, state in enumerate(random_points(rules, players, seed=50 + i, count=60)):
            spec = spec_from_state(state)
            hands = hands_from_state(state)
            for k in range(3):
                seed = f"{name}/{players}/{j}/{k}"
                fast_rng, slow_rng = random.Random(seed), random.Random(seed)
                bids, tricks = random_round(spec, hands, fast_rng)
                table = playout(spec, hands, slow_rng, uniform_play, uniform_bid)
                assert (bids, tricks) == (table.bids, table.won)
                assert fast_rng.random() == slow_rng.random(), "same number of draws"
                assert random_playout(spec, hands, random.Random(seed)) == tricks
            assert hands == hands_from_state(state)


def test_random_bids_are_uniform_over_the_legal_bids() -> None:
    # Four players, 3 cards, three bids made totalling 2: the hook forbids 1 to the last.
    spec = RoundSpec(
        players=4,
        order=(1, 2, 3, 0),
        bid_order=(1, 2, 3, 0),
        hand_size=3,
        trump=0,
        bids=(None, 1, 0, 1),
    )
    rng = random.Random(7)
    counts: dict[int | None, int] = {}
    for _ in range(6000):
        bid = random_bids(spec, rng)[0]
        counts[bid] = counts.get(bid, 0) + 1
    assert set(counts) == {0, 2, 3}
    assert all(1700 < n < 2300 for n in counts.values()), counts


def test_zero_limit_keeps_zero_when_nothing_else_is_left() -> None:
    # One card, the others bid 0 and 0: the hook forbids 1, so the barred zero stays (001).
    spec = RoundSpec(
        players=3,
        order=(0, 1, 2),
        bid_order=(0, 1, 2),
        hand_size=1,
        bids=(0, 0, None),
        zero_barred=(False, False, True),
    )
    for seed in range(20):
        assert random_bids(spec, random.Random(seed))[2] == 0
    barred = RoundSpec(
        players=3, order=(0, 1, 2), bid_order=(0, 1, 2), hand_size=1, zero_barred=(True,) * 3
    )
    for seed in range(20):
        assert random_bids(barred, random.Random(seed))[0] == 1


def test_first_card_is_uniform_and_followers_follow_suit() -> None:
    hands = [parse_cards("2C 5C AH"), parse_cards("3C 4C 9S"), parse_cards("6D 7D 8D")]
    spec = RoundSpec(players=3, order=(0, 1, 2), bid_order=(0, 1, 2), hand_size=3, bids=(1, 1, 0))
    rng = random.Random(3)
    firsts: dict[int, int] = {}

    def lead_watcher(seat: int, legal: list[int], trick: list[TrickPlay], table: Table) -> int:
        card = uniform_play(seat, legal, trick, table)
        if not table.played and not trick:
            firsts[card] = firsts.get(card, 0) + 1
        if trick and seat == 1 and not table.winners and trick[0][1] in parse_cards("2C 5C"):
            assert legal == parse_cards("3C 4C")
        return card

    for _ in range(3000):
        playout(spec, hands, rng, lead_watcher)
    assert sorted(firsts) == parse_cards("2C 5C AH")
    assert all(850 < n < 1150 for n in firsts.values()), firsts


def test_trick_winner_and_values() -> None:
    spades, hearts = 3, 2
    ah, ks, two_s, qh = parse_cards("AH KS 2S QH")
    trick: list[TrickPlay] = [(0, qh, 10), (1, ah, 12), (2, two_s, 0)]
    assert trick_winner(trick, None, False) == 1
    assert trick_winner(trick, spades, False) == 2
    assert trick_winner([(0, ks, 11), (1, ah, 12)], hearts, False) == 1
    assert trick_winner([(0, ks, 11), (1, ah, 12)], None, False) == 0
    assert card_value(EXCUSE, True, 22) == 22
    assert card_value(EXCUSE, True, 0) == 0
    assert card_value(EXCUSE_HIGH, True, EXCUSE_CHOSEN) == 22
    assert card_value(72, True, 0) == 21
    assert trick_winner([(0, 72, 21), (1, EXCUSE, 22)], None, True) == 1
    assert trick_winner([(0, EXCUSE, 0), (1, 52, 1)], None, True) == 1


def test_legal_cards_must_trump_and_chosen_excuse() -> None:
    hand = parse_cards("2C 9H KS")
    led_diamond: list[TrickPlay] = [(1, parse_cards("5D")[0], 3)]
    assert legal_cards(hand, led_diamond, 2, True, False, 0) == parse_cards("9H")
    assert legal_cards(hand, led_diamond, 2, False, False, 0) == hand
    assert legal_cards(hand, led_diamond, None, True, False, 0) == hand
    tarot_hand = [52, 60, EXCUSE]
    assert legal_cards(tarot_hand, [], None, False, True, EXCUSE_CHOSEN) == [
        52,
        60,
        EXCUSE,
        EXCUSE_HIGH,
    ]
    assert legal_cards(tarot_hand, [], None, False, True, 22) == tarot_hand


def test_score_round_matches_round_delta() -> None:
    scorings: list[PointsScoring | LivesScoring] = [
        r.scoring for r in (CLASSIC, RIKIKI, ASCENSEUR, ASCENSEUR_TABLE, TAROT_AFRICAIN, WHIST22)
    ]
    scorings.append(PointsScoring(exact_bonus=3, miss_per_trick=2, miss_fixed=4, miss_per_diff=1))
    scorings.append(LivesScoring(start=9, loss_per_diff=3))
    for scoring in scorings:
        params = score_params(scoring)
        for bid in range(8):
            for tricks in range(8):
                expected = round_delta(scoring, bid, tricks)
                assert score_round(params, [bid, None], [tricks, 0]) == [expected, 0]


def test_a_policy_answer_that_is_not_legal_is_refused() -> None:
    spec = RoundSpec(players=3, order=(0, 1, 2), bid_order=(0, 1, 2), hand_size=1)
    hands = [[0], [13], [26]]
    with pytest.raises(ValueError, match="cannot bid"):
        playout(spec, hands, random.Random(1), bid_policy=lambda s, legal, t: 5)
    with pytest.raises(ValueError, match="cannot play"):
        playout(spec, hands, random.Random(1), play_policy=lambda s, legal, tr, t: 51)


def test_spec_refuses_inconsistent_rounds() -> None:
    with pytest.raises(ValueError, match="one entry per seat"):
        RoundSpec(players=3, order=(0, 1, 2), bid_order=(0, 1, 2), hand_size=2, won=(0, 0))
    with pytest.raises(ValueError, match="bids are missing"):
        RoundSpec(
            players=3,
            order=(0, 1, 2),
            bid_order=(0, 1, 2),
            hand_size=2,
            trick=((0, 5, 5),),
        )
