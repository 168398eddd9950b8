"""The issue's reference player, seated in our arena: OpenSpiel's general-purpose ISMCTS.

Issue 3 measures Hard against "a published general-purpose ISMCTS in C++ at 1,000 simulations
per move". That is OpenSpiel's ``ISMCTSBot`` with random rollouts, on its ``oh_hell`` game,
whose rules are our ``classic`` preset for one round: 52 cards, the next card turned up for
trumps, the dealer may not make the bids add up, and a round is worth its tricks plus 10 when
exact. This module lets that bot take a seat's decisions in our own games, so both bots are
measured on the same deals by the same arena (``bench/bot_variants.py run reference=all``).

OpenSpiel is optional, for benchmarks only: ``pip install -e ".[reference]"``.

Fair by construction: before each decision the hidden cards of the other seats are dealt
again at random (each keeps its number of cards), so the OpenSpiel state handed to the bot
holds nothing the seat could not know; the bot itself only samples worlds from the seat's
information state anyway.
"""

from __future__ import annotations

import random
from functools import cache
from typing import Any

from game.core.actions import Action, Bid, Play
from game.core.cards import RANK_CHARS, SUIT_CHARS
from game.core.rules import Deck, Direction, FirstBidder, PointsScoring, Trump
from game.core.state import GameState, Phase

#: OpenSpiel's bid actions come after its card actions.
_BIDS_FROM = 52


def require_openspiel() -> Any:
    """OpenSpiel's Python module, or an exit that says how to install it."""
    try:
        import pyspiel  # type: ignore[import-not-found]  # optional, no type stubs
    except ImportError as exc:
        raise SystemExit(
            'the reference player needs OpenSpiel: pip install -e ".[reference]"'
        ) from exc
    return pyspiel


def check_rules(state: GameState) -> None:
    """Refuse a game that OpenSpiel's ``oh_hell`` does not play, naming what differs."""
    rules = state.rules
    scoring = rules.scoring
    problems = []
    if rules.deck is not Deck.STANDARD or rules.remove_twos:
        problems.append("it needs the whole 52-card deck")
    if not rules.hook:
        problems.append("the dealer may never make the bids add up")
    if rules.direction is not Direction.CLOCKWISE or rules.first_bidder is not (
        FirstBidder.AFTER_DEALER
    ):
        problems.append("play goes clockwise from the dealer's left")
    if rules.trump is not Trump.TURNED_UP or state.turned is None:
        problems.append("it needs a turned-up trump card")
    if not isinstance(scoring, PointsScoring) or (
        scoring.exact_bonus,
        scoring.exact_per_trick,
        scoring.miss_per_trick,
        scoring.miss_fixed,
        scoring.miss_per_diff,
    ) != (10, 1, 1, 0, 0):
        problems.append("it scores tricks plus 10 when exact (the classic preset)")
    if rules.blind_round or rules.zero_limit or rules.must_trump:
        problems.append("it has no blind round, zero limit or must-trump rule")
    if problems:
        raise ValueError(f"OpenSpiel's oh_hell cannot play {rules.name}: " + "; ".join(problems))


@cache
def _game(players: int, tricks: int) -> tuple[Any, dict[int, int], dict[int, int]]:
    """OpenSpiel's game for one round, and its card ids from ours and back."""
    pyspiel = require_openspiel()
    game = pyspiel.load_game("oh_hell", {"players": players, "num_tricks_fixed": tricks})
    probe = game.new_initial_state()
    probe.apply_action(tricks)  # chance: the number of tricks
    probe.apply_action(0)  # chance: the dealer; now dealing, where actions are cards
    theirs = {}
    for action in range(52):
        name = probe.action_to_string(action)  # e.g. "S9": suit letter, rank letter
        theirs[SUIT_CHARS.index(name[0]) * 13 + RANK_CHARS.index(name[1])] = action
    return game, theirs, {a: c for c, a in theirs.items()}


def openspiel_state(state: GameState, rng: random.Random) -> Any:
    """The OpenSpiel state of the round in ``state`` as its seat to move knows it: the other
    seats' hidden cards are dealt again at random."""
    check_rules(state)
    n = state.players
    game, theirs, _ = _game(n, state.hand_size)
    me = state.to_move
    plays = [(s, c) for t in state.tricks_done for s, c, _ in t.plays]
    plays += [(s, c) for s, c, _ in state.trick]
    hidden = [c for s in range(n) if s != me for c in state.hands[s]]
    rng.shuffle(hidden)
    hands: list[list[int]] = []
    for s in range(n):
        if s == me:
            hands.append(list(state.hands[s]))
        else:
            hands.append(hidden[: len(state.hands[s])])
            del hidden[: len(state.hands[s])]
    for s, c in plays:
        hands[s].append(c)  # a hand as dealt: what is held and what was played
    for hand in hands:
        hand.sort()
    os_state = game.new_initial_state()
    os_state.apply_action(state.hand_size)
    os_state.apply_action(state.dealer)
    for i in range(state.hand_size):
        for s in range(n):  # OpenSpiel deals card i of every hand in seat order
            os_state.apply_action(theirs[hands[s][i]])
    assert state.turned is not None
    os_state.apply_action(theirs[state.turned])
    for seat in state.bid_order:
        bid = state.bids[seat]
        if bid is None:
            break
        os_state.apply_action(_BIDS_FROM + bid)
    for s, c in plays:
        if os_state.current_player() != s:
            raise ValueError(f"OpenSpiel has seat {os_state.current_player()} to play, not {s}")
        os_state.apply_action(theirs[c])
    if os_state.current_player() != me:
        raise ValueError(f"OpenSpiel has seat {os_state.current_player()} to move, not {me}")
    return os_state


class ReferenceBot:
    """OpenSpiel's ISMCTS with one uniformly random rollout per simulation and the most
    visited action played; ``uct_c`` is its exploration constant, on the raw scores."""

    def __init__(self, sims: int = 1000, uct_c: float = 10.0) -> None:
        self.sims = sims
        self.uct_c = uct_c

    def decide_state(self, state: GameState, rng: random.Random) -> Action:
        """The reference's action for the seat to move (seeded by ``rng``)."""
        pyspiel = require_openspiel()
        os_state = openspiel_state(state, rng)
        seed = rng.getrandbits(31)
        bot = pyspiel.ISMCTSBot(
            seed,
            pyspiel.RandomRolloutEvaluator(1, seed),
            self.uct_c,
            self.sims,
            -1,  # a new world for every simulation
            pyspiel.ISMCTSFinalPolicyType.MAX_VISIT_COUNT,
            False,
            False,
        )
        action = bot.step(os_state)
        if state.phase is Phase.BID:
            return Bid(action - _BIDS_FROM)
        return Play(_game(state.players, state.hand_size)[2][action])
