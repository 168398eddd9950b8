"""Fast rollouts of the rest of a round with a sensible play policy, on plain lists.

The bots imagine many complete deals (worlds) and play each to the end of the round with the
greedy policy below for every player: a player who still needs tricks tries to win the trick
as cheaply as it can (or with its strongest card when it is not the last to play); a player
who has what it bid ducks under the current winner with its highest card that still loses,
and sheds its dangerous cards when it cannot follow. The policy only looks at its own hand
and the cards on the table, like a person would.

Everything here is on ints and lists: the general engine (``game.core.state``) stays the
reference, and ``tests/ai/test_rollout.py`` proves that every card this policy plays is legal
there and that the tricks come out the same.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from ..core.cards import EXCUSE, RANK_OF, SUIT_OF
from ..core.rules import ExcuseValue, LivesScoring, Rules

#: Excuse modes for the kernel.
EXCUSE_ZERO, EXCUSE_22, EXCUSE_CHOSEN = 0, 1, 2


@dataclass(slots=True)
class RoundSim:
    """The public facts of a round in progress, as the rollout needs them.

    ``nxt`` maps a seat to the next seat still in, in the direction of play. ``bids`` may hold
    None for players who have not bid yet (the caller fills them before playing).
    """

    players: int
    nxt: list[int]
    trump: int | None
    tarot: bool
    excuse_mode: int
    must_trump: bool
    #: True when a player who is already over its bid still wants tricks (classic scoring
    #: pays every trick of a missed contract).
    greedy_when_over: bool
    bids: list[int | None]
    won: list[int]
    leader: int
    #: The trick on the table: (seat, card, value).
    trick: list[tuple[int, int, int]]
    tricks_left: int
    active: int


def excuse_mode(rules: Rules) -> int:
    """The kernel's code for the rules' Excuse option."""
    if rules.excuse is ExcuseValue.TWENTY_TWO:
        return EXCUSE_22
    if rules.excuse is ExcuseValue.CHOSEN:
        return EXCUSE_CHOSEN
    return EXCUSE_ZERO


def greedy_when_over(rules: Rules) -> bool:
    """Whether an extra trick is worth taking once a contract is already missed by excess."""
    scoring = rules.scoring
    if isinstance(scoring, LivesScoring):
        return False
    return scoring.miss_per_trick > scoring.miss_per_diff


def play_round(
    sim: RoundSim,
    hands: list[list[int]],
    rng: random.Random | None = None,
    noise: list[float] | None = None,
    informed: int = -1,
) -> list[int]:
    """Play the rest of the round from ``sim`` with ``hands`` (consumed) and return the tricks
    won by each seat. ``noise[seat]`` is the chance that the seat plays a random legal card
    instead of the policy's choice (needs ``rng``). The ``informed`` seat (the one searching)
    sees, in its imagined world, the hands of the players still to play in the current trick
    (:func:`_choose_informed`)."""
    nxt = sim.nxt
    trump = sim.trump if sim.trump is not None else -1
    tarot = sim.tarot
    xmode = sim.excuse_mode
    must_trump = sim.must_trump and trump >= 0
    greedy_over = sim.greedy_when_over
    bids = sim.bids
    won = sim.won[:]
    active = sim.active
    suit_of = SUIT_OF
    rank_of = RANK_OF
    rand = rng.random if rng is not None else None

    trick = sim.trick
    seat = sim.leader
    for s, _, _ in trick:
        seat = nxt[s]
    # Current best of the trick on the table.
    if trick:
        win_seat, win_card, win_val = trick[0]
        win_suit = suit_of[win_card]
        led = win_suit
        for s, c, v in trick[1:]:
            cs = suit_of[c]
            if tarot or cs == win_suit:
                if v > win_val:
                    win_seat, win_val = s, v
            elif cs == trump:
                win_seat, win_suit, win_val = s, cs, v
        played = len(trick)
    else:
        win_seat, win_suit, win_val, led, played = -1, -1, -1, -1, 0

    for _ in range(sim.tricks_left):
        while played < active:
            hand = hands[seat]
            bid = bids[seat]
            need = (bid if bid is not None else 0) - won[seat]
            want = need > 0 or (need < 0 and greedy_over)
            # Legal cards.
            if tarot or played == 0:
                legal = hand
            else:
                legal = [c for c in hand if suit_of[c] == led]
                if not legal and must_trump:
                    legal = [c for c in hand if suit_of[c] == trump]
                if not legal:
                    legal = hand
            value = -1
            if len(legal) == 1:
                card = legal[0]
            elif noise is not None and rand is not None and rand() < noise[seat]:
                card = legal[int(rand() * len(legal))]
            elif tarot:
                card = _choose_tarot(legal, played, win_val, want, xmode)
            elif seat == informed:
                followers = []
                f = nxt[seat]
                for _ in range(active - played - 1):
                    followers.append(hands[f])
                    f = nxt[f]
                card = _choose_informed(legal, played, trump, win_suit, win_val, want, followers)
            else:
                card = _choose_standard(legal, played, active, trump, win_suit, win_val, want)
            hand.remove(card)
            # Value and trick update.
            if tarot:
                if card == EXCUSE:
                    if xmode == EXCUSE_22:
                        value = 22
                    elif xmode == EXCUSE_CHOSEN:
                        value = 22 if want else 0
                    else:
                        value = 0
                else:
                    value = rank_of[card]
                if played == 0 or value > win_val:
                    win_seat, win_val = seat, value
            else:
                value = rank_of[card]
                cs = suit_of[card]
                if played == 0:
                    win_seat, win_suit, win_val, led = seat, cs, value, cs
                elif cs == win_suit:
                    if value > win_val:
                        win_seat, win_val = seat, value
                elif cs == trump:
                    win_seat, win_suit, win_val = seat, cs, value
            played += 1
            seat = nxt[seat]
        won[win_seat] += 1
        seat = win_seat
        played = 0
        win_seat, win_suit, win_val, led = -1, -1, -1, -1
    return won


def legal_play(hand: list[int], led: int, trump: int, must_trump: bool, tarot: bool) -> list[int]:
    """The cards of ``hand`` that may be played when ``led`` was led (-1: leading; ``trump``
    -1: none): follow suit, else (``must_trump``) trump, else anything; tarot has no suits.
    :func:`play_round` inlines the same rule in its loop, for speed."""
    if tarot or led < 0:
        return hand
    follow = [c for c in hand if SUIT_OF[c] == led]
    if follow:
        return follow
    if must_trump and trump >= 0:
        trumps = [c for c in hand if SUIT_OF[c] == trump]
        if trumps:
            return trumps
    return hand


def power_table(trump: int) -> list[int]:
    """Strength of every card id for choosing among legal cards: trumps above plain cards."""
    return [RANK_OF[c] + (13 if SUIT_OF[c] == trump else 0) for c in range(74)]


_POWER_BY_TRUMP = {t: power_table(t) for t in (-1, 0, 1, 2, 3)}


def _choose_standard(
    legal: list[int],
    played: int,
    active: int,
    trump: int,
    win_suit: int,
    win_val: int,
    want: bool,
) -> int:
    key = _POWER_BY_TRUMP[trump].__getitem__
    if played == 0:
        # Leading: the strongest card when tricks are wanted, the weakest otherwise.
        return max(legal, key=key) if want else min(legal, key=key)
    suit_of = SUIT_OF
    rank_of = RANK_OF
    winners = []
    losers = []
    beat_by_trump = win_suit != trump
    for c in legal:
        cs = suit_of[c]
        if (cs == win_suit and rank_of[c] > win_val) or (cs == trump and beat_by_trump):
            winners.append(c)
        else:
            losers.append(c)
    if want:
        if winners:
            # Last to play: the cheapest winner; otherwise the strongest, to hold the trick.
            if played == active - 1:
                return min(winners, key=key)
            return max(winners, key=key)
        return min(losers, key=key)
    if losers:
        return max(losers, key=key)
    if played == active - 1:
        return max(winners, key=key)
    return min(winners, key=key)


def _choose_informed(
    legal: list[int],
    played: int,
    trump: int,
    win_suit: int,
    win_val: int,
    want: bool,
    followers: list[list[int]],
) -> int:
    """The searching seat's choice inside its own imagined world, where it sees the hands of
    the players still to play in this trick: the cheapest card no follower can beat when it
    wants the trick; a card some follower is forced to beat when it does not."""
    key = _POWER_BY_TRUMP[trump].__getitem__
    suit_of = SUIT_OF
    rank_of = RANK_OF
    led = win_suit if played else -1

    def beats(c: int, f: list[int], lead: int) -> tuple[bool, bool]:
        """(can the follower beat c, must it) when c is the best card of the trick."""
        cs = suit_of[c]
        cr = rank_of[c]
        follow = [x for x in f if suit_of[x] == lead]
        pool = follow or f
        better = 0
        for x in pool:
            xs = suit_of[x]
            if (xs == cs and rank_of[x] > cr) or (xs == trump and cs != trump):
                better += 1
        return better > 0, better == len(pool) and bool(pool)

    best: list[tuple[int, int, int]] = []
    for c in legal:
        cs = suit_of[c]
        lead = cs if played == 0 else led
        if played:
            now = (cs == win_suit and rank_of[c] > win_val) or (cs == trump and win_suit != trump)
            if not now:
                # Already beaten: it loses whatever comes.
                best.append((0, 0, c))
                continue
        can = 0
        must = 0
        for f in followers:
            b_can, b_must = beats(c, f, lead)
            can += b_can
            must += b_must
        best.append((1, can + 2 * must, c))
    if want:
        sure = [c for w, threat, c in best if w and threat == 0]
        if sure:
            return min(sure, key=key)
        return (
            max(legal, key=key)
            if played == 0
            else max((c for w, _, c in best if w), key=key, default=min(legal, key=key))
        )
    losers = [c for w, _, c in best if not w]
    if losers:
        return max(losers, key=key)
    forced = [c for _, threat, c in best if threat >= 2]
    if forced:
        return max(forced, key=key)
    top = max(threat for _, threat, _ in best)
    return min((c for _, threat, c in best if threat == top), key=key)


def _tarot_power(card: int, want: bool, xmode: int) -> int:
    if card == EXCUSE:
        if xmode == EXCUSE_22 or (xmode == EXCUSE_CHOSEN and want):
            return 22
        return 0
    return RANK_OF[card]


def _choose_tarot(legal: list[int], played: int, win_val: int, want: bool, xmode: int) -> int:
    if played == 0:
        if want:
            return max(legal, key=lambda c: _tarot_power(c, want, xmode))
        return min(legal, key=lambda c: _tarot_power(c, want, xmode))
    winners = [c for c in legal if _tarot_power(c, want, xmode) > win_val]
    if want:
        if winners:
            return min(winners, key=lambda c: _tarot_power(c, want, xmode))
        return min(legal, key=lambda c: _tarot_power(c, want, xmode))
    losers = [c for c in legal if _tarot_power(c, want, xmode) <= win_val]
    if losers:
        return max(losers, key=lambda c: _tarot_power(c, want, xmode))
    return max(legal, key=lambda c: _tarot_power(c, want, xmode))
