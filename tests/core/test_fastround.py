"""The round kernel (game.core.fastround) agrees with the general engine (game.core.state) on
thousands of rounds.

Each sample is a game of some preset or option set, advanced by random actions to a random
point of a round (while bidding, between tricks or in the middle of a trick, some players
possibly out). The engine finishes the bids at random (the kernel plays cards: the bots make
their own bids), then the kernel's :class:`Round` plays the rest of the round with random
choices, replayed card by card in the engine: whose turn, the legal cards, the values a card
may take (the Excuse's), the suits a play shows its player to lack, each trick's winner, the
tricks and score changes of the round must all be the same. The rollouts' own loop is held
to the engine by ``tests/ai/test_rollout.py``, the tree's steps by ``tests/ai/test_tree.py``.
"""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest

from game.core.actions import HIDDEN, Action, Bid, Play
from game.core.cards import EXCUSE, SUIT_OF, parse_cards
from game.core.events import TrickWon
from game.core.fastround import (
    EXCUSE_22,
    EXCUSE_CHOSEN,
    EXCUSE_ZERO,
    STRENGTH,
    Round,
    card_value,
    legal_cards,
    round_sim,
    shown_voids,
    trick_state,
    trick_winner,
    values_of,
)
from game.core.observation import infer_voids, observe
from game.core.presets import ASCENSEUR, ASCENSEUR_TABLE, CLASSIC, RIKIKI, TAROT_AFRICAIN, WHIST22
from game.core.rules import ExcuseValue, Rules, Sequence, Trump
from game.core.scoring import round_delta
from game.core.state import GameState, Phase
from game.core.tricks import TrickPlay
from game.core.tricks import trick_winner as engine_trick_winner

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
    rules = state.rules
    limit = 0 if rules.sequence is Sequence.QUICK5 else rules.zero_limit
    barred = [bool(limit) and z >= limit for z in state.zero_streak]
    to_bid = [s for s in state.bid_order if state.bids[s] is None]
    if any(barred[s] for s in to_bid):
        out.add("zero-barred")
        last = state.bid_order[-1]
        made = sum(b for b in state.bids if b is not None)
        if to_bid == [last] and barred[last] and (state.hand_size, made) == (1, 0):
            out.add("zero-fallback")  # the hook forbids 1 and the limit 0: 0 stays (001)
    if state.trump is None:
        out.add("no-trump")
    if any(EXCUSE in h for h in state.hands):
        out.add("excuse")
    return out


def _engine_cards(state: GameState) -> dict[int, set[int | None]]:
    """The engine's legal plays of the player to move: card -> Excuse values said (None: not
    said); in the blind round the player's hidden card."""
    out: dict[int, set[int | None]] = {}
    for action in state.legal_actions():
        assert isinstance(action, Play)
        card = state.hands[state.to_move][0] if action.card == HIDDEN else action.card
        out.setdefault(card, set()).add(action.excuse)
    return out


def check_against_engine(state: GameState, rng: random.Random) -> None:
    """Finish the bids in the engine, play the rest of the round with the kernel's Round on
    random legal cards, replay each card in the engine, compare."""
    engine = state.clone()
    while engine.phase is Phase.BID:
        legal = engine.legal_actions()
        engine.apply(legal[rng.randrange(len(legal))])
    round_index = engine.round_index
    obs = observe(engine, engine.to_move)
    sim = round_sim(obs)
    hands = [list(h) for h in engine.hands]
    walk = Round(sim, hands)
    trump = engine.trump if engine.trump is not None else -1
    must_trump = engine.rules.must_trump
    voids = [0] * engine.players
    for seat, suits in enumerate(obs.voids):
        for suit in suits:
            voids[seat] |= 1 << suit
    winners: list[int] = []
    kernel_winners: list[int] = []
    while walk.tricks_left > 0:
        assert engine.round_index == round_index and not engine.is_over
        seat = walk.seat
        assert engine.to_move == seat
        engine_cards = _engine_cards(engine)
        legal = walk.legal()
        assert sorted(legal) == sorted(engine_cards), (seat, legal, engine_cards)
        card = legal[rng.randrange(len(legal))]
        values = values_of(card, sim.tarot, sim.excuse_mode)
        said = engine_cards[card]
        if said == {None}:
            assert len(values) == 1
            assert values[0] == card_value(card, sim.tarot, sim.excuse_mode)
            value, excuse = values[0], None
        elif engine.blind and card != EXCUSE:
            # The blind round: a value is said for a card unseen, and counts only for the
            # Excuse.
            assert values == (card_value(card, sim.tarot, sim.excuse_mode),)
            value, excuse = values[0], sorted(said, key=str)[rng.randrange(len(said))]
        else:
            assert set(values) == said  # the Excuse's 0 and 22, as its player chooses
            value = excuse = values[rng.randrange(len(values))]
        if walk.played and not sim.tarot:
            led = SUIT_OF[walk.trick[0][1]]
            voids[seat] |= shown_voids(SUIT_OF[card], led, trump, must_trump)
        trick = [*walk.trick, (seat, card, value)]
        walk.play(card, value)
        action = Play(HIDDEN if engine.blind else card, excuse)
        for event in engine.apply(action):
            if isinstance(event, TrickWon):
                winners.append(event.seat)
                kernel_winners.append(trick_winner(trick, trump, sim.tarot))
                assert kernel_winners[-1] == engine_trick_winner(trick, obs.trump, sim.tarot)
                assert walk.win == -1 and walk.leader == event.seat
        if engine.round_index == round_index and not engine.is_over:
            engine_voids = infer_voids(
                engine.rules, engine.trump, engine.tricks_done, engine.trick, engine.players
            )
            assert voids == [sum(1 << s for s in v) for v in engine_voids]
    assert kernel_winners == winners
    result = engine.history[-1]
    assert result.index == round_index
    assert tuple(walk.won) == result.tricks
    deltas = [
        0 if bid is None else round_delta(engine.rules.scoring, bid, tricks)
        for bid, tricks in zip(result.bids, walk.won, strict=True)
    ]
    assert tuple(deltas) == result.deltas


@pytest.mark.parametrize(("name", "rules", "counts"), CONFIGS, ids=[c[0] for c in CONFIGS])
def test_round_agrees_with_engine(name: str, rules: Rules, counts: tuple[int, ...]) -> None:
    rng = random.Random(name)
    per_count = SAMPLES_PER_CONFIG // len(counts) + 1
    seen: set[str] = set()
    for i, players in enumerate(counts):
        for state in random_points(rules, players, seed=i + 1, count=per_count):
            seen |= features(state)
            check_against_engine(state, rng)
    assert EXPECTED_FEATURES[name] <= seen, EXPECTED_FEATURES[name] - seen


def test_trick_winner_and_values() -> None:
    spades, hearts = 3, 2
    ah, ks, two_s, qh = parse_cards("AH KS 2S QH")
    trick: list[TrickPlay] = [(0, qh, 10), (1, ah, 12), (2, two_s, 0)]
    assert trick_winner(trick, -1, False) == 1
    assert trick_winner(trick, spades, False) == 2
    assert trick_winner([(0, ks, 11), (1, ah, 12)], hearts, False) == 1
    assert trick_winner([(0, ks, 11), (1, ah, 12)], -1, False) == 0
    assert card_value(EXCUSE, True, EXCUSE_22) == 22
    assert card_value(EXCUSE, True, EXCUSE_ZERO) == 0
    assert card_value(EXCUSE, True, EXCUSE_CHOSEN, True) == 22
    assert card_value(EXCUSE, True, EXCUSE_CHOSEN) == 0
    assert card_value(72, True, EXCUSE_ZERO) == 21
    assert trick_winner([(0, 72, 21), (1, EXCUSE, 22)], -1, True) == 1
    assert trick_winner([(0, EXCUSE, 0), (1, 52, 1)], -1, True) == 1


def test_strength_orders_cards_as_the_engine_does() -> None:
    """For every trump and suit led, one card beats another exactly when the engine's winner
    of the two-card trick says so."""
    for trump in (-1, 0, 1, 2, 3):
        for led_card in range(52):
            led = SUIT_OF[led_card]
            row = STRENGTH[trump + 1][led]
            for other in range(52):
                if other == led_card:
                    continue
                trick: list[TrickPlay] = [(0, led_card, led_card % 13), (1, other, other % 13)]
                engine = engine_trick_winner(trick, None if trump < 0 else trump, False)
                assert (row[other] > row[led_card]) == (engine == 1)
                assert trick_state(trick, trump, False) == (
                    led,
                    max(row[led_card], row[other]),
                    engine,
                )


def test_legal_cards_must_trump_and_chosen_excuse() -> None:
    hand = parse_cards("2C 9H KS")
    diamonds = 1
    assert legal_cards(hand, diamonds, 2, True, False) == parse_cards("9H")
    assert legal_cards(hand, diamonds, 2, False, False) == hand
    assert legal_cards(hand, diamonds, -1, True, False) == hand
    assert legal_cards(hand, -1, 2, True, False) == hand
    tarot_hand = [52, 60, EXCUSE]
    assert legal_cards(tarot_hand, -1, -1, False, True) == tarot_hand
    assert values_of(EXCUSE, True, EXCUSE_CHOSEN) == (0, 22)
    assert values_of(EXCUSE, True, EXCUSE_22) == (22,)
    assert values_of(60, True, EXCUSE_CHOSEN) == (9,)


def test_shown_voids() -> None:
    clubs, diamonds, hearts = 0, 1, 2
    assert shown_voids(clubs, clubs, hearts, True) == 0
    assert shown_voids(diamonds, clubs, hearts, False) == 1 << clubs
    assert shown_voids(diamonds, clubs, hearts, True) == 1 << clubs | 1 << hearts
    assert shown_voids(hearts, clubs, hearts, True) == 1 << clubs
    assert shown_voids(diamonds, clubs, -1, True) == 1 << clubs
