"""The issue's reference player, seated in our arena: OpenSpiel's general-purpose ISMCTS.

Issue 3 measures Hard against "a published general-purpose ISMCTS in C++ at 1,000 simulations
per move". That is OpenSpiel's ``ISMCTSBot`` with random rollouts, on its ``oh_hell`` game,
whose rules are our ``classic`` preset for one round: 52 cards, the next card turned up for
trumps, the dealer may not make the bids add up, and a round is worth its tricks plus 10 when
exact. This module lets that bot take a seat's decisions in our own games, so both bots are
measured on the same deals by the same arena (``bench/bot_variants.py run reference=all``).

OpenSpiel is optional, for benchmarks only: ``pip install -e ".[reference]"``.

**Which OpenSpiel decides whether the reference is fair.** Its search draws each world with
``oh_hell``'s ``ResampleFromInfostate``. In OpenSpiel 1.5 and 1.6.15 that deals the other seats
from every card the seat has not seen (the 11 cards of the undealt stock among them; shown
voids are ignored). From OpenSpiel 2.0 on it only shuffles the cards the other seats hold
among them and never deals one from the stock: whatever 30 cards (4 players, 10 each) the
state hands it, every world of its search holds exactly those, so it knows which 11 of the 41
cards it has not seen lie out of play. Dealt again from the other seats' real cards before
each decision (``fair=False``), that is the real deal's split between the hands and the
stock. ``python -m bench.openspiel_reference`` prints the installed version and which of the
two it does. With OpenSpiel 2 installed, ``ReferenceBot(fair=True)``
(``bot_variants.py run reference=all,ref_fair=1``) makes it fair another way: it deals the
other hands from a fair world before each of several smaller searches. With OpenSpiel 1
(``pip install -e ".[reference]" "open_spiel<2"``) the published bot is fair as it stands.
Results in ``docs/BOTS.md``.
"""

from __future__ import annotations

import random
from functools import cache
from typing import Any

from game.core.actions import Action, Bid, Play
from game.core.cards import RANK_CHARS, SUIT_CHARS
from game.core.observation import observe
from game.core.rules import Deck, Direction, FirstBidder, PointsScoring, Trump
from game.core.sampling import sample_world
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


def openspiel_state(state: GameState, rng: random.Random, fair: bool = False) -> Any:
    """The OpenSpiel state of the round in ``state`` as its seat to move knows it: the other
    seats' hidden cards are dealt again at random.

    OpenSpiel 2's ``oh_hell`` resamples a world by shuffling the other seats' cards among
    them, so whatever cards this state gives them, the search keeps: dealt again from the
    cards they really hold (``fair`` False, the reference as published), the bot knows which
    cards were dealt and which lie undealt in the stock (OpenSpiel 1 deals its worlds from
    every unseen card, so there it does not); with ``fair`` they are a world drawn from every
    card the seat has not seen (:func:`game.core.sampling.sample_world`, which also keeps
    every void shown), so the bot knows nothing it should not with either version."""
    check_rules(state)
    n = state.players
    game, theirs, _ = _game(n, state.hand_size)
    me = state.to_move
    plays = [(s, c) for t in state.tricks_done for s, c, _ in t.plays]
    plays += [(s, c) for s, c, _ in state.trick]
    hands: list[list[int]] = []
    if fair:
        world = sample_world(observe(state, me), rng)
        hands = [list(state.hands[me]) if s == me else list(world.hands[s]) for s in range(n)]
    else:
        hidden = [c for s in range(n) if s != me for c in state.hands[s]]
        rng.shuffle(hidden)
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
    visited action played; ``uct_c`` is its exploration constant, on the raw scores.

    As published (``fair`` False) it knows which cards were dealt with OpenSpiel 2, not with
    OpenSpiel 1 (see :func:`openspiel_state`). The fair version splits its simulations into
    ``groups`` searches, each on its own draw of the other seats' hands from every unseen
    card, and plays the action with the most visits over all of them."""

    def __init__(
        self, sims: int = 1000, uct_c: float = 10.0, fair: bool = False, groups: int = 10
    ) -> None:
        self.sims = sims
        self.uct_c = uct_c
        self.fair = fair
        self.groups = groups

    def decide_state(self, state: GameState, rng: random.Random) -> Action:
        """The reference's action for the seat to move (seeded by ``rng``)."""
        if self.fair:
            action = self._fair_action(state, rng)
        else:
            os_state = openspiel_state(state, rng)
            action = self._bot(rng, self.sims, "MAX_VISIT_COUNT").step(os_state)
        if state.phase is Phase.BID:
            return Bid(action - _BIDS_FROM)
        return Play(_game(state.players, state.hand_size)[2][action])

    def _bot(self, rng: random.Random, sims: int, final: str) -> Any:
        pyspiel = require_openspiel()
        seed = rng.getrandbits(31)
        return pyspiel.ISMCTSBot(
            seed,
            pyspiel.RandomRolloutEvaluator(1, seed),
            self.uct_c,
            sims,
            -1,  # a new world for every simulation
            getattr(pyspiel.ISMCTSFinalPolicyType, final),
            False,
            False,
        )

    def _fair_action(self, state: GameState, rng: random.Random) -> int:
        visits: dict[int, float] = {}
        per_group = max(1, self.sims // self.groups)
        for _ in range(self.groups):
            os_state = openspiel_state(state, rng, fair=True)
            policy, _ = self._bot(rng, per_group, "NORMALIZED_VISIT_COUNT").step_with_policy(
                os_state
            )
            for action, share in policy:
                visits[action] = visits.get(action, 0.0) + share
        return max(visits, key=lambda a: (visits[a], -a))


def resampled_cards(state: GameState, samples: int, seed: int) -> tuple[int, int, int]:
    """How many cards the seat to move has not seen, how many the other seats really hold,
    and how many distinct cards ever appear in the other seats' hands over ``samples`` of
    OpenSpiel's resamplings of the seat's information state."""
    os_state = openspiel_state(state, random.Random(seed))
    me = state.to_move
    rng = random.Random(seed)
    seen: set[int] = set()
    for _ in range(samples):
        world = os_state.resample_from_infostate(me, rng.random)
        seen.update(_other_hands(world, me))
    unseen = observe(state, me).unseen_cards()
    held = sum(len(state.hands[s]) for s in range(state.players) if s != me)
    return len(unseen), held, len(seen)


def _other_hands(os_state: Any, me: int) -> set[int]:
    """The cards (our ids) that the other seats hold in an OpenSpiel state, read from its
    text: a line "Player: n", then one line per suit ("S: KQ4")."""
    cards: set[int] = set()
    player = None
    suit_ids = {ch: i for i, ch in enumerate(SUIT_CHARS)}
    for line in str(os_state).splitlines():
        if line.startswith("Player:"):
            player = int(line.split()[1])
        elif line.startswith("Trump"):
            break
        elif player is not None and player != me and ":" in line:
            suit, _, ranks = line.strip().partition(": ")
            cards.update(suit_ids[suit] * 13 + RANK_CHARS.index(rank) for rank in ranks)
    return cards


def openspiel_version() -> str:
    """The installed OpenSpiel's version (its distribution is ``open_spiel``)."""
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version("open_spiel")
    except PackageNotFoundError:
        return "unknown"


def main() -> int:
    """Show, on a few deals of the headline test, whether the installed OpenSpiel's world
    sampling deals from every unseen card or only from the cards really dealt."""
    from game.cli.arena import arena_rules

    require_openspiel()
    rules = arena_rules("classic", 10)
    leaks = False
    print(f"OpenSpiel {openspiel_version()}")
    for seed in range(3):
        state = GameState.new(rules, 4, seed=seed)
        unseen, held, seen = resampled_cards(state, 500, seed)
        leaks = leaks or seen <= held
        print(
            f"deal {seed}: seat {state.to_move} has not seen {unseen} cards; the other seats "
            f"hold {held}; over 500 of OpenSpiel's resamplings their hands held {seen} "
            f"distinct cards (a fair sampler: all {unseen})"
        )
    if leaks:
        print(
            "its worlds hold only the cards really dealt: the published reference knows which "
            'cards lie in the stock (use ref_fair=1, or OpenSpiel 1: "open_spiel<2")'
        )
    else:
        print(
            "its worlds are dealt from every unseen card (shown voids aside): the published "
            "reference knows nothing it should not"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
