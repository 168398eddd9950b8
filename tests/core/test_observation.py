"""No peeking: an observation holds what its seat may know and nothing more.

The bots decide from observations only, so these properties make them fair by construction:
another player's cards never appear, swapping hidden cards between other players changes
nothing, and no path leads from an observation back to the state.
"""

from __future__ import annotations

import copy
import dataclasses
import gc
import random
from collections.abc import Iterator

from game.core.cards import SUIT_OF
from game.core.observation import Observation, infer_voids, observe
from game.core.presets import CLASSIC, PRESETS, RIKIKI, TAROT_AFRICAIN
from game.core.rules import Deck, Rules, Sequence
from game.core.state import GameState, Phase

MUST_TRUMP = CLASSIC.model_copy(update={"name": "must-trump", "must_trump": True})


def _configs() -> list[tuple[Rules, int]]:
    out = [
        (rules, players)
        for rules in [*PRESETS.values(), MUST_TRUMP]
        for players in range(rules.min_players, rules.max_players + 1)
    ]
    big = CLASSIC.model_copy(update={"sequence": Sequence.CUSTOM, "custom_sizes": (13, 12)})
    return [*out, (big, 4)]


def _states(per_config: int = 2) -> Iterator[GameState]:
    """States along random games of every preset and player count."""
    for i, (rules, players) in enumerate(_configs()):
        for g in range(per_config):
            seed = 500 * i + g
            rng = random.Random(seed)
            state = GameState.new(rules, players, seed=seed)
            steps = 0
            while state.phase is not Phase.OVER and steps < 300:
                if rng.random() < 0.2:
                    yield state
                state.apply(rng.choice(state.legal_actions()))
                steps += 1
            yield state


def _swap_hidden(state: GameState, a: int, b: int | None, rng: random.Random) -> GameState | None:
    """A copy of ``state`` where seat ``a`` swapped one card with seat ``b`` (None: with the
    undealt pile), keeping every hand sorted. None when one side has no card."""
    other = state.clone()
    pile_a = other.hands[a]
    pile_b = other.undealt if b is None else other.hands[b]
    if not pile_a or not pile_b:
        return None
    i, j = rng.randrange(len(pile_a)), rng.randrange(len(pile_b))
    pile_a[i], pile_b[j] = pile_b[j], pile_a[i]
    pile_a.sort()
    pile_b.sort()
    return other


def test_own_hand_and_nothing_else() -> None:
    count = 0
    for state in _states():
        for seat in range(state.players):
            obs = observe(state, seat)
            others = {c for s, h in enumerate(state.hands) if s != seat for c in h}
            unseen = set(obs.unseen_cards())
            assert set(state.undealt) <= unseen
            if obs.blind:
                assert obs.hand == ()
                assert obs.visible[seat] == ()
                own = set(state.hands[seat])
                assert own <= unseen  # one's own card is still unknown
                assert not own & {c for v in obs.visible for c in v}
                for s in range(state.players):
                    if s != seat:
                        assert obs.visible[s] == tuple(state.hands[s])
            else:
                assert others <= unseen
                assert all(v == () for v in obs.visible)
                assert not others & set(obs.hand)
                if state.phase is not Phase.OVER:
                    assert obs.hand == tuple(state.hands[seat])
            assert obs.hand_counts == tuple(len(h) for h in state.hands)
            count += 1
    assert count > 2000


def test_swapping_hidden_cards_of_others_changes_nothing() -> None:
    """Two states that differ only by hidden cards of OTHER players (or of the stock) give
    equal observations: the property the bots' no-peeking test relies on."""
    rng = random.Random(3)
    compared = 0
    for state in _states():
        if state.phase is Phase.OVER:
            continue
        n = state.players
        for seat in range(n):
            obs = observe(state, seat)
            others = [s for s in range(n) if s != seat]
            if state.blind:
                # In the blind round one's own card is the hidden one; others are in sight.
                pairs: list[tuple[int, int | None]] = [(seat, None)]
            else:
                a, b = rng.sample(others, 2) if len(others) > 1 else (others[0], None)
                pairs = [(a, b), (others[0], None)]
            for a, b in pairs:
                twin = _swap_hidden(state, a, b, rng)
                if twin is None:
                    continue
                assert twin.hands != state.hands or twin.undealt != state.undealt
                assert observe(twin, seat) == obs
                compared += 1
    assert compared > 2000


def test_a_cards_own_seat_sees_the_swap() -> None:
    """The swap test has teeth: the seat whose cards changed does see it."""
    state = GameState.new(CLASSIC, 4, seed=1)
    while state.hand_size < 3:
        state.apply(state.legal_actions()[0])
    twin = _swap_hidden(state, 1, 2, random.Random(0))
    assert twin is not None
    assert observe(twin, 0) == observe(state, 0)
    assert observe(twin, 1) != observe(state, 1)
    assert observe(twin, 2) != observe(state, 2)


def _reachable(root: object) -> Iterator[object]:
    """Every object reachable from ``root`` through containers and instances, without
    walking into classes, modules or functions (which reach the whole program)."""
    skip = (type, type(gc), type(_reachable), type(len))
    seen: set[int] = set()
    todo = [root]
    while todo:
        obj = todo.pop()
        if id(obj) in seen or isinstance(obj, skip):
            continue
        seen.add(id(obj))
        yield obj
        if dataclasses.is_dataclass(obj) and hasattr(obj, "__slots__"):
            todo.extend(getattr(obj, f.name) for f in dataclasses.fields(obj))
        todo.extend(gc.get_referents(obj))


def test_no_path_back_to_the_state() -> None:
    checked = 0
    for state in _states(per_config=1):
        seat = state.to_move if state.to_move >= 0 else 0
        obs = observe(state, seat)
        mutable = [
            state.hands,
            *state.hands,
            state.undealt,
            state.bids,
            state.won,
            state.trick,
            state.tricks_done,
            state.zero_streak,
            state.totals,
            state.alive,
            state.history,
        ]
        ids = {id(x) for x in mutable}
        for obj in _reachable(obs):
            assert not isinstance(obj, GameState)
            assert id(obj) not in ids, f"the observation shares {type(obj).__name__} with the state"
        checked += 1
    assert checked > 100


def test_later_moves_do_not_change_an_observation() -> None:
    rng = random.Random(4)
    for rules, players in [(CLASSIC, 4), (RIKIKI, 5), (TAROT_AFRICAIN, 3), (MUST_TRUMP, 3)]:
        state = GameState.new(rules, players, seed=6)
        for _ in range(40):
            if state.phase is Phase.OVER:
                break
            views = [observe(state, s) for s in range(players)]
            frozen = copy.deepcopy(views)
            state.apply(rng.choice(state.legal_actions()))
            assert views == frozen


def test_observations_compare_by_value() -> None:
    state = GameState.new(CLASSIC, 4, seed=2)
    a, b = observe(state, 1), observe(state.clone(), 1)
    assert a == b and a is not b
    assert isinstance(a, Observation) and hash(a) == hash(b)


def test_voids_match_the_real_hands() -> None:
    """Every void an observation shows is true of the real hand (never a wrong inference),
    and tarot shows none."""
    for state in _states(per_config=1):
        voids = infer_voids(state.rules, state.trump, state.tricks_done, state.trick, state.players)
        for s, hand in enumerate(state.hands):
            assert not {SUIT_OF[c] for c in hand} & voids[s]
            if state.rules.deck is Deck.TAROT:
                assert not voids[s]


def test_the_bid_refusals_of_an_observation_are_the_engine_s() -> None:
    """The reasons a seat's forbidden bids are shown with come from its observation alone
    (a remote screen has nothing else) and name the rule and the facts the engine names."""
    import random

    from game.core.actions import Bid
    from game.core.errors import IllegalActionError
    from game.core.presets import PRESETS
    from game.core.state import GameState, Phase

    seen: set[str] = set()
    for rules in PRESETS.values():
        for seed in range(12):
            state = GameState.new(rules, max(3, rules.min_players), seed=seed)
            rng = random.Random(seed)
            while not state.is_over:
                if state.phase is Phase.BID:
                    refusals = observe(state, state.to_move).bid_refusals()
                    for b in range(state.hand_size + 1):
                        try:
                            state.check(Bid(b), state.to_move)
                        except IllegalActionError as exc:
                            got = refusals[b]
                            assert (got.rule, got.params) == (exc.rule, exc.params)
                            seen.add(exc.rule)
                        else:
                            assert b not in refusals
                    other = (state.to_move + 1) % state.players
                    assert observe(state, other).bid_refusals() == {}
                state.apply(rng.choice(state.legal_actions()))
    assert seen == {"hook", "zero-limit"}


def test_an_observation_explains_a_refused_action_as_the_engine_does() -> None:
    """Every action a seat could try (each bid, each card of the deck, the blind card, the
    Excuse's values) is refused from the seat's observation with the engine's rule and
    facts, and allowed exactly when the engine allows it."""
    import random

    from game.core.actions import HIDDEN, Action, Bid, Play
    from game.core.errors import IllegalActionError
    from game.core.presets import PRESETS
    from game.core.state import GameState

    rules_seen: set[str] = set()
    for rules in PRESETS.values():
        for seed in range(2):
            state = GameState.new(rules, max(3, rules.min_players), seed=seed)
            rng = random.Random(seed)
            while not state.is_over:
                seat = state.to_move
                obs = observe(state, seat)
                other = observe(state, (seat + 1) % state.players)
                tries: list[Action] = [Bid(b) for b in range(state.hand_size + 2)]
                tries += [Play(c) for c in obs.deck[::3]] + [Play(HIDDEN), Play(HIDDEN, 22)]
                tries += [Play(c, 22) for c in obs.hand[:2]]
                for action in tries:
                    try:
                        state.check(action, seat)
                        expected = None
                    except IllegalActionError as exc:
                        expected = (exc.rule, exc.params)
                    got = obs.refusal(action)
                    assert (None if got is None else (got.rule, got.params)) == expected
                    if expected is not None:
                        rules_seen.add(expected[0])
                    wrong_seat = other.refusal(action)
                    assert wrong_seat is not None and wrong_seat.rule == "turn"
                state.apply(rng.choice(state.legal_actions()))
    assert {
        "hook",
        "bid-range",
        "not-in-hand",
        "follow-suit",
        "blind",
        "excuse-choice",
    } <= rules_seen
