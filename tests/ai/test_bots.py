"""The bots (PRODUCT §4): always a legal action, fair by construction (a hidden card never
changes a decision), reproducible from their seed, within their budget, cancellable, and able
to tell the coach the value of every choice.

Searches here use tiny budgets so that the whole file stays quick; the levels' own budgets are
exercised by a few coach decisions and by the arena.
"""

from __future__ import annotations

import random
import threading
from collections.abc import Iterator
from dataclasses import replace

import pytest

from game.ai.bots import (
    HARD_CONFIG,
    NORMAL_CONFIG,
    Bot,
    OracleBot,
    Proven,
    SearchBot,
    Searching,
    make_bot,
)
from game.ai.search import SearchConfig
from game.ai.tree import TreeSearch
from game.core.actions import Action, Play
from game.core.cards import EXCUSE, SUIT_OF
from game.core.observation import Observation, observe
from game.core.presets import (
    ASCENSEUR,
    CLASSIC,
    PRESETS,
    RIKIKI,
    TAROT_AFRICAIN,
    WHIST22,
)
from game.core.rules import (
    AfterOne,
    Deck,
    Direction,
    EmptyStock,
    ExcuseValue,
    FirstBidder,
    LivesEnd,
    LivesScoring,
    Rules,
    Sequence,
    Trump,
)
from game.core.state import Deal, GameState, Phase

# The levels' own settings with tiny budgets (whatever else the levels are tuned to do).
SMALL = replace(NORMAL_CONFIG, playouts=40, min_worlds=2)
SMALL_HARD = replace(HARD_CONFIG, playouts=40, min_worlds=2)


def variant(rules: Rules, **changes: object) -> Rules:
    """A validated copy of ``rules`` with some options changed."""
    data = rules.model_dump()
    data.update(changes)
    data["name"] = f"{rules.name}+{'+'.join(changes)}"
    return Rules.model_validate(data)


def small_bots() -> dict[str, Bot]:
    """The cheap bots and small-budget searches, by name."""
    return {
        "random": make_bot("random"),
        "easy": make_bot("easy"),
        "normal": SearchBot(SMALL, "test"),
        "hard": SearchBot(SMALL_HARD, "test-hard"),
    }


# -- (a) never an illegal action -----------------------------------------------------------

#: Rule options beyond the presets: every option a bot must cope with.
VARIANTS: list[tuple[Rules, int]] = [
    (variant(CLASSIC, must_trump=True), 4),
    (variant(CLASSIC, must_trump=True, trump=Trump.ROTATION, max_hand=6), 5),
    (variant(CLASSIC, trump=Trump.ROTATION, sequence=Sequence.DOWN_UP, max_hand=5), 3),
    (variant(CLASSIC, empty_stock=EmptyStock.CAP, sequence=Sequence.DOWN, max_hand=8), 6),
    (variant(CLASSIC, blind_round=True, zero_limit=1, sequence=Sequence.QUICK5), 4),
    (variant(CLASSIC, zero_limit=1, hook=False, max_hand=4), 5),
    (
        variant(
            CLASSIC,
            direction=Direction.COUNTERCLOCKWISE,
            first_bidder=FirstBidder.DEALER,
            blind_round=True,
            max_hand=4,
            scoring=LivesScoring(start=3),
        ),
        4,
    ),
    (variant(ASCENSEUR, must_trump=True, max_hand=5), 7),
    (variant(RIKIKI, sequence=Sequence.UP_DOWN, max_hand=4, zero_limit=2), 8),
    (variant(TAROT_AFRICAIN, excuse=ExcuseValue.TWENTY_TWO, after_one=AfterOne.CLIMB), 4),
    (variant(TAROT_AFRICAIN, short_cycle=True, excuse=ExcuseValue.CHOSEN), 3),
    (
        variant(
            TAROT_AFRICAIN,
            scoring=LivesScoring(start=3, end=LivesEnd.FIRST_TO_ZERO),
            direction=Direction.COUNTERCLOCKWISE,
        ),
        5,
    ),
    (variant(WHIST22, scoring=LivesScoring(start=4, end=LivesEnd.LAST_ALIVE)), 6),
]


def _every_game() -> Iterator[tuple[Rules, int]]:
    for rules in PRESETS.values():
        capped = variant(rules, max_hand=7) if rules.deck is Deck.STANDARD else rules
        for players in range(rules.min_players, rules.max_players + 1):
            # Long 52-card games at few players add many decisions but nothing new: cap them.
            yield (capped if players <= 4 else rules), players
    yield from VARIANTS


GAMES = list(_every_game())


def choose_bot(rng: random.Random, bots: dict[str, Bot]) -> Bot:
    """Mostly cheap bots, a search now and then."""
    x = rng.random()
    if x < 0.3:
        return bots["random"]
    if x < 0.75:
        return bots["easy"]
    return bots["normal"] if x < 0.88 else bots["hard"]


def play_with_bots(
    rules: Rules, players: int, seed: int, oracle_every: int = 37
) -> tuple[GameState, int]:
    """A whole game where each decision is taken by a randomly picked bot (the oracle every
    ``oracle_every`` decisions); every action is checked against the legal ones."""
    rng = random.Random(f"bots/{rules.name}/{players}/{seed}")
    state = GameState.new(rules, players, seed=seed)
    bots = small_bots()
    oracle = OracleBot(SMALL)
    decisions = 0
    while not state.is_over:
        seat = state.to_move
        legal = state.legal_actions()
        obs = observe(state, seat)
        assert obs.legal == tuple(legal)
        decision_rng = random.Random(rng.random())
        if decisions % oracle_every == oracle_every - 1:
            action = oracle.decide_state(state, decision_rng)
        else:
            action = choose_bot(rng, bots).decide(obs, decision_rng)
        assert action in legal, f"{action!r} is not legal: {legal}"
        state.apply(action, seat)
        decisions += 1
    return state, decisions


@pytest.mark.parametrize(("rules", "players"), GAMES, ids=[f"{r.name}-{p}p" for r, p in GAMES])
def test_bots_never_take_an_illegal_action(rules: Rules, players: int) -> None:
    for seed in (players * 31 + 7, players * 31 + 8):
        state, decisions = play_with_bots(rules, players, seed)
        assert decisions >= players
        assert state.winners
        scoring = rules.scoring
        endless = state.round_count() is None  # a tarot cycle: only lives end the game
        if isinstance(scoring, LivesScoring) and scoring.end is LivesEnd.LAST_ALIVE and endless:
            assert sum(state.alive) <= 1  # the bots played on through every elimination


# -- positions to test decisions on ---------------------------------------------------------


def positions(rules: Rules, players: int, seed: int, count: int) -> list[GameState]:
    """``count`` states of one game where someone must act, spread over its decisions."""
    rng = random.Random(seed)
    state = GameState.new(rules, players, seed=seed)
    easy = make_bot("easy")
    out: list[GameState] = []
    while not state.is_over and len(out) < count:
        if rng.random() < 0.3:
            out.append(state.clone())
        obs = observe(state, state.to_move)
        state.apply(easy.decide(obs, rng), state.to_move)
    return out


def sample_positions() -> list[GameState]:
    """Bids, leads, follows, blind rounds and Excuse choices over several presets."""
    out: list[GameState] = []
    out += positions(variant(CLASSIC, max_hand=6), 4, seed=1, count=12)
    out += positions(variant(CLASSIC, must_trump=True, max_hand=5), 5, seed=2, count=8)
    out += positions(variant(RIKIKI, max_hand=4), 3, seed=3, count=8)
    out += positions(TAROT_AFRICAIN, 4, seed=4, count=8)
    out += positions(WHIST22, 3, seed=5, count=10)
    return out


POSITIONS = sample_positions()


# -- (b) no peeking ------------------------------------------------------------------------


def swap_hidden(state: GameState, rng: random.Random) -> GameState | None:
    """A copy of ``state`` where two cards the player to move cannot see have changed places
    (between two other players, or another player and the undealt cards), keeping every
    fact the player may know: hand sizes, and the suits players have shown they lack. None when
    no such swap exists."""
    me = state.to_move
    if state.blind:
        return None
    holders = [s for s in range(state.players) if s != me and state.hands[s]]
    pools: list[list[int]] = [state.hands[s] for s in holders] + [state.undealt]
    pairs = [
        (i, a, j, b)
        for i in range(len(pools))
        for j in range(i + 1, len(pools))
        for a in pools[i]
        for b in pools[j]
        # The same suit keeps every shown void true (tarot cards have one pseudo-suit).
        if SUIT_OF[a] == SUIT_OF[b]
    ]
    if not pairs:
        return None
    i, a, j, b = rng.choice(pairs)
    other = state.clone()
    new_pools: list[list[int]] = [other.hands[s] for s in holders] + [other.undealt]
    new_pools[i].remove(a)
    new_pools[i].append(b)
    new_pools[i].sort()
    new_pools[j].remove(b)
    new_pools[j].append(a)
    new_pools[j].sort()
    assert other.hands != state.hands
    return other


def decision(bot: Bot, obs: Observation, seed: int) -> tuple[Action, dict[Action, float] | None]:
    """The bot's action and its values, from a fresh generator seeded with ``seed``."""
    thinking = bot.think(obs, random.Random(seed))
    while not thinking.step(1000):
        pass
    return thinking.result, thinking.values()


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_hidden_cards_do_not_change_decisions(level: str) -> None:
    bot = small_bots()[level]
    rng = random.Random(level)
    checked = 0
    for state in POSITIONS:
        other = swap_hidden(state, rng)
        if other is None:
            continue
        me = state.to_move
        obs = observe(state, me)
        assert observe(other, me) == obs
        seed = rng.randrange(10**6)
        assert decision(bot, obs, seed) == decision(bot, observe(other, me), seed)
        checked += 1
    assert checked >= 30


def test_hidden_cards_do_not_change_decisions_from_explicit_deals() -> None:
    """Two deals that differ only by cards swapped between seats 2 and 3: seat 1, to bid
    first, sees the same and decides the same at every level."""
    rules = variant(CLASSIC, sequence=Sequence.CUSTOM, custom_sizes=(5,))
    deck = list(rules.deck_cards(4))
    random.Random(9).shuffle(deck)
    hands = [tuple(sorted(deck[i * 5 : (i + 1) * 5])) for i in range(4)]
    turned = deck[20]
    swapped = list(hands)
    swapped[2] = tuple(sorted((*hands[2][1:], hands[3][0])))
    swapped[3] = tuple(sorted((*hands[3][1:], hands[2][0])))
    a = GameState.new(rules, 4, first_dealer=0, deals=[Deal(tuple(hands), turned)])
    b = GameState.new(rules, 4, first_dealer=0, deals=[Deal(tuple(swapped), turned)])
    assert a.to_move == b.to_move == 1
    assert observe(a, 1) == observe(b, 1)
    for name, bot in small_bots().items():
        for seed in range(3):
            assert decision(bot, observe(a, 1), seed) == decision(bot, observe(b, 1), seed), name
    normal = make_bot("normal")
    assert decision(normal, observe(a, 1), 5) == decision(normal, observe(b, 1), 5)


def test_blind_round_own_card_does_not_change_decisions() -> None:
    """In the blind round a player sees the others' cards, never its own: giving it another
    card nobody holds changes nothing it may know, nor what it bids or plays."""
    rules = variant(WHIST22, sequence=Sequence.CUSTOM, custom_sizes=(1,))
    a = GameState.new(rules, 3, first_dealer=0, deals=[Deal(((52,), (60,), (73,)))])
    b = GameState.new(rules, 3, first_dealer=0, deals=[Deal(((52,), (71,), (73,)))])
    assert a.blind and a.to_move == b.to_move == 1
    bots = small_bots()
    for phase in (Phase.BID, Phase.PLAY):
        while a.phase is not phase:  # the same public bids in both games
            action = a.legal_actions()[0]
            a.apply(action, a.to_move)
            b.apply(action, b.to_move)
        assert a.to_move == b.to_move == 1
        obs = observe(a, 1)
        assert obs == observe(b, 1)
        for bot in bots.values():
            for seed in range(3):
                assert decision(bot, obs, seed) == decision(bot, observe(b, 1), seed)


# -- (c) reproducible ----------------------------------------------------------------------


@pytest.mark.parametrize("level", ["random", "easy", "normal", "hard"])
def test_same_seed_same_observation_same_decision(level: str) -> None:
    bot = small_bots()[level]
    for i, state in enumerate(POSITIONS):
        obs = observe(state, state.to_move)
        first = decision(bot, obs, i)
        assert decision(bot, obs, i) == first
        assert bot.decide(obs, random.Random(i)) == first[0]


def test_levels_reproduce_their_decisions() -> None:
    """The real budgets of normal and hard, on two positions (a bid and a card)."""
    bid_state = next(s for s in POSITIONS if s.phase is Phase.BID and s.hand_size >= 3)
    play_state = next(s for s in POSITIONS if s.phase is Phase.PLAY and len(s.trick) == 1)
    for level in ("normal", "hard"):
        bot = make_bot(level)
        for state in (bid_state, play_state):
            obs = observe(state, state.to_move)
            assert decision(bot, obs, 11) == decision(bot, obs, 11)


# -- (d) budgets ---------------------------------------------------------------------------


def start_search(state: GameState, config: SearchConfig, seed: int) -> Searching | None:
    """A search for the player to move, or None when the decision needs none."""
    thinking = SearchBot(config, "test").think(observe(state, state.to_move), random.Random(seed))
    return thinking if isinstance(thinking, Searching) else None


@pytest.mark.parametrize(
    "config",
    [
        SearchConfig(playouts=40, min_worlds=2),
        replace(HARD_CONFIG, playouts=120, min_worlds=3),
        SearchConfig(playouts=10, min_worlds=4),
    ],
    ids=["small", "hard-like", "min-worlds"],
)
def test_search_stays_within_its_budget(config: SearchConfig) -> None:
    checked = 0
    for i, state in enumerate(POSITIONS):
        if state.blind:
            continue
        thinking = start_search(state, config, i)
        if thinking is None:
            continue
        search = thinking.search
        k = len(search.actions)
        if isinstance(search, TreeSearch):
            # The tree search counts the worlds of its pool, then its iterations.
            budget = config.pool + config.playouts
        else:
            # A forced move is only searched over min_worlds worlds (for the coach's figure).
            budget = config.min_worlds if k == 1 else max(config.playouts, config.min_worlds * k)
        # Small slices: each call advances by about what it is asked, one world at most more.
        while True:
            before = search.playouts
            finished = thinking.step(7)
            assert search.playouts - before <= 7 + k
            if finished:
                break
        assert budget - k < search.playouts <= budget + k
        assert thinking.done and thinking.result in search.actions
        checked += 1
    assert checked >= 20


def test_blind_round_search_steps_in_slices() -> None:
    """The blind round is counted card by card (each unseen card may be one's own): at most
    one pass over them, a slice per step."""
    checked = 0
    for i, state in enumerate(POSITIONS):
        if not state.blind:
            continue
        thinking = start_search(state, SMALL, i)
        if thinking is None:
            continue
        search = thinking.search
        k = len(search.actions)
        unseen = len(observe(state, state.to_move).unseen_cards())
        while True:
            before = search.playouts
            finished = thinking.step(1)
            assert search.playouts - before <= 1 + k
            if finished:
                break
        assert 0 < search.playouts <= unseen * k
        checked += 1
    assert checked >= 1


# -- (e) a dropped search leaves nothing behind --------------------------------------------


def test_a_step_is_a_slice_and_dropping_the_search_cancels_it() -> None:
    rules = variant(CLASSIC, sequence=Sequence.CUSTOM, custom_sizes=(10,))
    state = GameState.new(rules, 4, seed=12)
    threads = threading.active_count()
    for level in ("normal", "hard"):
        thinking = make_bot(level).think(observe(state, state.to_move), random.Random(1))
        # Hard's search is wrapped in its proofs (a bid's are made at once).
        searching = thinking.inner if isinstance(thinking, Proven) else thinking
        assert isinstance(searching, Searching)
        legal = len(searching.search.actions)
        assert not thinking.step(50)
        # Stepping is synchronous: no thread was started, nothing runs once the call returns.
        assert searching.search.playouts <= 50 + legal
        assert threading.active_count() == threads
        del thinking
    assert threading.active_count() == threads


# -- (f) the coach -------------------------------------------------------------------------


def test_coach_values_every_choice() -> None:
    """For a human seat's observation, the search values every legal action."""
    checked = 0
    for i, state in enumerate(POSITIONS[::3]):
        obs = observe(state, state.to_move)
        if len(obs.legal) < 2:
            continue
        _, values = decision(make_bot("normal"), obs, i)
        assert values is not None
        assert set(values) == set(obs.legal)
        assert all(isinstance(v, float) for v in values.values())
        checked += 1
    assert checked >= 5


def test_coach_values_the_excuse_choice() -> None:
    """Whist 22: the Excuse at 0 and at 22 are two choices, each with its value."""
    rules = variant(WHIST22, sequence=Sequence.CUSTOM, custom_sizes=(3,))
    state = GameState.new(
        rules, 3, first_dealer=2, deals=[Deal(((73, 60, 52), (70, 55, 53), (71, 62, 54)))]
    )
    while state.phase is Phase.BID:
        state.apply(state.legal_actions()[-1], state.to_move)
    assert state.to_move == 0
    obs = observe(state, 0)
    assert Play(EXCUSE, 0) in obs.legal and Play(EXCUSE, 22) in obs.legal
    _, values = decision(SearchBot(SMALL, "test"), obs, 1)
    assert values is not None and set(values) == set(obs.legal)


def test_coach_values_a_forced_move() -> None:
    rules = variant(CLASSIC, sequence=Sequence.CUSTOM, custom_sizes=(1,))
    state = GameState.new(rules, 3, first_dealer=0, deals=[Deal(((0,), (1,), (2,)), 3)])
    while state.phase is Phase.BID:
        state.apply(state.legal_actions()[0], state.to_move)
    obs = observe(state, state.to_move)
    assert len(obs.legal) == 1
    _, values = decision(make_bot("normal"), obs, 1)
    assert values is not None and set(values) == set(obs.legal)
