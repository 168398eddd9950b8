"""Shared helpers of the rules tests: building explicit deals, playing scripted or random
actions, and the invariants every state must keep."""

from __future__ import annotations

import random
from collections.abc import Callable

from game.core.actions import HIDDEN, Action, Bid, Play, parse_action
from game.core.cards import SUIT_OF, parse_cards
from game.core.events import Event
from game.core.observation import observe
from game.core.rules import Deck, LivesScoring, Rules, Trump
from game.core.scoring import round_delta
from game.core.state import Deal, GameState, Phase


def cards(text: str) -> tuple[int, ...]:
    """Card ids from their codes: ``cards("AS TH 2C")``, ``cards("21 EX 3")``."""
    return tuple(parse_cards(text))


def deal(*hands: str, turned: str | None = None) -> Deal:
    """A one-round deal from one string of card codes per seat ('' for a seat out)."""
    return Deal(
        hands=tuple(cards(h) for h in hands),
        turned=cards(turned)[0] if turned else None,
    )


def new_game(
    rules: Rules,
    *hands: str,
    turned: str | None = None,
    dealer: int = 0,
) -> GameState:
    """A game of one explicit round: ``hands`` are the seats' cards, ``dealer`` deals."""
    return GameState.new(
        rules, len(hands), first_dealer=dealer, deals=[deal(*hands, turned=turned)]
    )


def bid(state: GameState, *bids: int) -> list[Event]:
    """Bid ``bids`` in turn order (each bid by the player to move)."""
    events: list[Event] = []
    for n in bids:
        events.extend(state.apply(Bid(n), state.to_move))
    return events


def play(state: GameState, *actions: str) -> list[Event]:
    """Play ``actions`` (card codes, 'EX=22', '??') in turn order."""
    events: list[Event] = []
    for text in actions:
        events.extend(state.apply(parse_action(text), state.to_move))
    return events


def snapshot(state: GameState) -> tuple[object, ...]:
    """Every mutable part of a state, to check that a refused action changed nothing."""
    return (
        state.phase,
        state.to_move,
        state.round_index,
        state.hand_size,
        state.dealer,
        state.leader,
        [list(h) for h in state.hands],
        list(state.undealt),
        state.turned,
        state.trump,
        list(state.bids),
        list(state.won),
        list(state.trick),
        list(state.tricks_done),
        list(state.zero_streak),
        list(state.totals),
        list(state.alive),
        list(state.history),
        state.winners,
    )


# -- random play -------------------------------------------------------------------------


def choose(state: GameState, rng: random.Random) -> Action:
    """A legal action for the player to move. Bids lean towards a fair share of the tricks so
    that lives games last long enough to see eliminations; plays are uniform."""
    legal = state.legal_actions()
    if state.phase is Phase.BID and rng.random() < 0.7:
        share = state.hand_size / len(state.bid_order)
        target = round(share + rng.uniform(-1.0, 1.0))
        return min(legal, key=lambda a: abs(a.n - target) if isinstance(a, Bid) else 0)
    return rng.choice(legal)


def legal_plays_oracle(state: GameState) -> set[int]:
    """The cards the player to move may play, computed from the rule texts independently of
    the engine: follow suit if you can; else trump if the rules say you must and you can;
    else anything. Tarot: anything."""
    hand = state.hands[state.to_move]
    if state.rules.deck is Deck.TAROT or not state.trick:
        return set(hand)
    led = SUIT_OF[state.trick[0][1]]
    same = {c for c in hand if SUIT_OF[c] == led}
    if same:
        return same
    if state.rules.must_trump and state.trump is not None:
        trumps = {c for c in hand if SUIT_OF[c] == state.trump}
        if trumps:
            return trumps
    return set(hand)


def check_conservation(state: GameState) -> None:
    """Hands + cards played this round + undealt + turned = the deck, no card twice."""
    deck = state.rules.deck_cards(state.players)
    every: list[int] = [c for h in state.hands for c in h]
    every += [c for t in state.tricks_done for _, c, _ in t.plays]
    every += [c for _, c, _ in state.trick]
    every += state.undealt
    if state.turned is not None:
        every.append(state.turned)
    assert len(every) == len(set(every)), "a card is in two places"
    if state.phase is not Phase.OVER:
        assert sorted(every) == sorted(deck), "cards appeared or vanished"


def check_observations(state: GameState) -> None:
    """No seat's observation shows a card it may not see."""
    n = state.players
    for seat in range(n):
        obs = observe(state, seat)
        own = set(state.hands[seat])
        others = {c for s in range(n) if s != seat for c in state.hands[s]}
        hidden = others | set(state.undealt)
        public: list[int] = [c for t in obs.tricks_done for _, c, _ in t.plays]
        public += [c for _, c, _ in obs.trick]
        if obs.turned is not None:
            public.append(obs.turned)
        if state.blind and state.phase is not Phase.OVER:
            # The blind round: the others' cards are visible, one's own never is.
            assert obs.hand == ()
            assert obs.visible[seat] == ()
            for s in range(n):
                if s != seat:
                    assert set(obs.visible[s]) == set(state.hands[s])
            shown = set(public) | {c for v in obs.visible for c in v}
            assert not shown & own, f"seat {seat} sees its own blind card"
            assert not set(public) & hidden
            assert not shown & set(state.undealt)
            for a in obs.legal:
                assert not isinstance(a, Play) or a.card == HIDDEN
        else:
            assert set(obs.hand) == own
            assert all(v == () for v in obs.visible)
            shown = set(obs.hand) | set(public)
            assert not shown & hidden, f"seat {seat} sees a hidden card"
            for a in obs.legal:
                if isinstance(a, Play):
                    assert a.card in own


def check_history(state: GameState, rules: Rules) -> None:
    """Every finished round: tricks total the hand size, the hook held, the scores follow the
    formula and the totals add up."""
    start = rules.scoring.start if isinstance(rules.scoring, LivesScoring) else 0
    totals = [start] * state.players
    for r in state.history:
        bids = [b for b in r.bids if b is not None]
        in_round = [s for s in range(state.players) if r.bids[s] is not None]
        assert sum(r.tricks) == r.hand_size
        assert all(0 <= b <= r.hand_size for b in bids)
        if rules.hook:
            assert sum(bids) != r.hand_size, "the hook let the bids total the tricks"
        for s in range(state.players):
            if s in in_round:
                b = r.bids[s]
                assert b is not None
                assert r.deltas[s] == round_delta(rules.scoring, b, r.tricks[s])
            else:
                assert r.deltas[s] == 0 and r.tricks[s] == 0
            totals[s] += r.deltas[s]
        assert list(r.totals) == totals
    assert state.totals == totals


def run_game(
    state: GameState,
    rng: random.Random,
    *,
    observe_every: int = 1,
    on_step: Callable[[GameState, Action], None] | None = None,
    max_steps: int = 100_000,
) -> GameState:
    """Play random legal actions to the end, checking the invariants after every step."""
    rules = state.rules
    check_conservation(state)
    steps = 0
    while not state.is_over:
        legal = state.legal_actions()
        assert legal, "no legal action before the end of the game"
        action = choose(state, rng)
        if isinstance(action, Play) and not state.blind:
            assert {a.card for a in legal if isinstance(a, Play)} == legal_plays_oracle(state)
            hand_before = list(state.hands[state.to_move])
            trick_before = list(state.trick)
            assert action.card in hand_before
            if trick_before and rules.deck is Deck.STANDARD:
                led = SUIT_OF[trick_before[0][1]]
                if any(SUIT_OF[c] == led for c in hand_before):
                    assert SUIT_OF[action.card] == led, "follow suit broken"
        if isinstance(action, Bid) and rules.hook and state.to_move == state.bid_order[-1]:
            others = sum(b for b in state.bids if b is not None)
            assert others + action.n != state.hand_size
        if on_step is not None:
            on_step(state, action)
        round_before = len(state.history)
        state.apply(action, state.to_move)
        steps += 1
        assert steps < max_steps, "the game does not end"
        check_conservation(state)
        if steps % observe_every == 0 or state.blind:
            check_observations(state)
        if len(state.history) != round_before:
            check_history(state, rules)
    assert state.legal_actions() == []
    assert state.winners
    check_history(state, rules)
    return state


def sizes_played(state: GameState) -> list[int]:
    """The hand sizes of the finished rounds."""
    return [r.hand_size for r in state.history]


def variant(rules: Rules, **changes: object) -> Rules:
    """A validated copy of ``rules`` with some options changed."""
    data = rules.model_dump()
    data.update(changes)
    return Rules.model_validate(data)


def dealt_in_order(rules: Rules, players: int, size: int) -> Deal:
    """A deal of the deck in its stable order: seat ``i`` gets the ``i``-th slice of
    ``size`` cards, and the next card is turned up when the rules turn one up."""
    deck = rules.deck_cards(players)
    turned = rules.trump is Trump.TURNED_UP
    hands = tuple(tuple(deck[i * size : (i + 1) * size]) for i in range(players))
    up = deck[players * size] if turned and players * size < len(deck) else None
    return Deal(hands=hands, turned=up)


def play_out_round(state: GameState) -> None:
    """Play the first legal card until the current round is scored (bids must be done)."""
    rounds = len(state.history)
    while not state.is_over and len(state.history) == rounds:
        assert state.phase is Phase.PLAY
        state.apply(state.legal_actions()[0], state.to_move)


def step_until(
    state: GameState, rng: random.Random, stop: Callable[[GameState], bool]
) -> GameState:
    """Take random legal actions until ``stop(state)`` or the end of the game."""
    guard = 0
    while not state.is_over and not stop(state):
        state.apply(choose(state, rng), state.to_move)
        guard += 1
        assert guard < 100_000
    return state
