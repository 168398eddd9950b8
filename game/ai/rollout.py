"""Fast rollouts of the rest of a round with a sensible play policy.

The bots imagine many complete deals (worlds) and play each to the end of the round with the
greedy policy below for every player: a player who still needs tricks tries to win the trick
as cheaply as it can (or with its strongest card when it is not the last to play); a player
who has what it bid ducks under the current winner with its highest card that still loses,
and sheds its dangerous cards when it cannot follow. The policy only looks at its own hand
and the cards on the table, like a person would.

The rules themselves — legal cards, which card wins, the Excuse's value — come from the round
kernel (:mod:`game.core.fastround`); this module holds the policy and the loop that plays a
round with it, on ints and lists. ``tests/ai/test_rollout.py`` proves that every card this
policy plays is legal in the general engine and that the tricks come out the same.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from ..core.cards import EXCUSE, RANK_OF, SUIT_OF
from ..core.fastround import (
    EXCUSE_ROWS,
    STRENGTH,
    Round,
    RoundSim,
    card_value,
    legal_cards,
    trick_state,
)


def wants(sim: RoundSim, won: list[int], seat: int) -> bool:
    """Whether ``seat`` still wants tricks: it needs some for its bid, or it is over its bid
    and the scoring pays for every trick of a missed contract."""
    bid = sim.bids[seat]
    need = (bid if bid is not None else 0) - won[seat]
    return need > 0 or (need < 0 and sim.greedy_when_over)


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
    (:func:`choose_informed`).

    This is the bots' hot loop, where their searches spend most of their time: it takes the
    steps of :class:`~game.core.fastround.Round` with the trick kept in locals rather than a
    method call per card.
    """
    nxt = sim.nxt
    trump = sim.trump if sim.trump is not None else -1
    tarot = sim.tarot
    must_trump = sim.must_trump and trump >= 0
    greedy_over = sim.greedy_when_over
    bids = sim.bids
    won = sim.won[:]
    active = sim.active
    suit_of = SUIT_OF
    rows = STRENGTH[trump + 1]
    legal_of = legal_cards
    # The tarot values for a player who does not want tricks, and for one who does (they
    # differ only for an Excuse whose value its player chooses).
    tarot_rows = EXCUSE_ROWS[sim.excuse_mode]
    key = _KEY_BY_TRUMP[trump]
    # Without a generator no card is played at random (rand is then never called).
    noisy = noise is not None and rng is not None
    rand = rng.random if rng is not None else random.random
    noise_of = noise if noise is not None else []

    trick = sim.trick
    seat = sim.leader
    for s, _, _ in trick:
        seat = nxt[s]
    led, best, win = trick_state(trick, trump, tarot)
    row = rows[led] if led >= 0 else rows[0]  # unread until a card is led
    played = len(trick)

    for _ in range(sim.tricks_left):
        while played < active:
            hand = hands[seat]
            # legal_cards() is the whole hand before a card is led (and in tarot, where led
            # stays -1), and a last card is always legal: the call, a few percent of this
            # loop, is spared there.
            legal = (
                hand if led < 0 or len(hand) == 1 else legal_of(hand, led, trump, must_trump, tarot)
            )
            if len(legal) == 1:
                card = legal[0]
            elif noisy and rand() < noise_of[seat]:
                card = legal[int(rand() * len(legal))]
            else:
                # Only the policy's choices need the player's want (as wants() says it).
                bid = bids[seat]
                need = (bid if bid is not None else 0) - won[seat]
                want = need > 0 or (need < 0 and greedy_over)
                if tarot:
                    card = choose_tarot(legal, played, best, want, tarot_rows[want])
                elif seat == informed:
                    followers = []
                    f = nxt[seat]
                    for _ in range(active - played - 1):
                        followers.append(hands[f])
                        f = nxt[f]
                    card = choose_informed(
                        legal, played, trump, led, row, best, want, followers, key
                    )
                else:
                    card = choose_standard(legal, played, active, key, row, best, want)
            hand.remove(card)
            # The trick so far, as Round.play keeps it.
            if tarot:
                # A chosen Excuse is worth what its player would say: 22 when it wants tricks.
                value = tarot_rows[card == EXCUSE and wants(sim, won, seat)][card]
                if played == 0 or value > best:
                    best, win = value, seat
            elif played == 0:
                led = suit_of[card]
                row = rows[led]
                best, win = row[card], seat
            elif row[card] > best:
                best, win = row[card], seat
            played += 1
            seat = nxt[seat]
        won[win] += 1
        seat = win
        played = 0
        led, best, win = -1, -1, -1
    return won


def policy_play(state: Round, noise: float, rand: random.Random) -> tuple[int, int]:
    """The policy's (card, value) for the player to move in ``state``, a random legal card
    with chance ``noise`` (``rand`` is drawn only when ``noise`` is above 0)."""
    legal = state.legal()
    sim = state.sim
    if len(legal) == 1:
        card = legal[0]
    elif noise > 0.0 and rand.random() < noise:
        card = legal[int(rand.random() * len(legal))]
    else:
        want = wants(sim, state.won, state.seat)
        if sim.tarot:
            row = EXCUSE_ROWS[sim.excuse_mode][want]
            card = choose_tarot(legal, state.played, state.best, want, row)
        else:
            key = _KEY_BY_TRUMP[state.trump]
            card = choose_standard(
                legal, state.played, sim.active, key, state.row, state.best, want
            )
        return card, card_value(card, sim.tarot, sim.excuse_mode, want)
    # A chosen Excuse is worth what its player would say: 22 when it wants tricks.
    high = sim.tarot and card == EXCUSE and wants(sim, state.won, state.seat)
    return card, card_value(card, sim.tarot, sim.excuse_mode, high)


def power_table(trump: int) -> list[int]:
    """Strength of every card id for choosing among legal cards: trumps above plain cards."""
    return [RANK_OF[c] + (13 if SUIT_OF[c] == trump else 0) for c in range(74)]


#: The policy's ordering key for each trump (-1: none), made once.
_KEY_BY_TRUMP = {t: power_table(t).__getitem__ for t in (-1, 0, 1, 2, 3)}


def power(trump: int) -> Callable[[int], int]:
    """The key that orders cards for the policy's choices under ``trump`` (-1: none)."""
    return _KEY_BY_TRUMP[trump]


def choose_standard(
    legal: list[int],
    played: int,
    active: int,
    key: Callable[[int], int],
    row: list[int],
    best: int,
    want: bool,
) -> int:
    """The policy's card in a 52-card game, ``played`` cards into a trick whose best strength
    is ``best`` (``row``: the strengths of its suit led; both unread when leading); ``key``
    ranks the cards by :func:`power` under the trump."""
    if played == 0:
        # Leading: the strongest card when tricks are wanted, the weakest otherwise.
        return max(legal, key=key) if want else min(legal, key=key)
    winners = [c for c in legal if row[c] > best]
    if want:
        if winners:
            # Last to play: the cheapest winner; otherwise the strongest, to hold the trick.
            if played == active - 1:
                return min(winners, key=key)
            return max(winners, key=key)
        return min(legal, key=key)
    if len(winners) < len(legal):
        return max([c for c in legal if row[c] <= best], key=key)
    if played == active - 1:
        return max(legal, key=key)
    return min(legal, key=key)


def choose_informed(
    legal: list[int],
    played: int,
    trump: int,
    led: int,
    row: list[int],
    best: int,
    want: bool,
    followers: list[list[int]],
    key: Callable[[int], int],
) -> int:
    """The searching seat's choice inside its own imagined world, where it sees the hands of
    the players still to play in this trick: the cheapest card no follower can beat when it
    wants the trick; a card some follower is forced to beat when it does not.

    The followers are pictured answering the suit of the card that wins the trick so far (the
    suit led, or the trump once the trick is trumped) and without must-trump: a picture, not
    the rules, kept as it was measured (docs/BOTS.md)."""
    suit_of = SUIT_OF
    rows = STRENGTH[trump + 1]
    answered = (trump if best >= 26 else led) if played else -1
    # What each follower is pictured playing on a card, by the suit it answers: the same for
    # every candidate card of that suit.
    pools_by_lead: dict[int, list[list[int]]] = {}
    options: list[tuple[int, int, int]] = []
    for c in legal:
        if played:
            if row[c] <= best:
                # Already beaten: it loses whatever comes.
                options.append((0, 0, c))
                continue
            strengths, lead = row, answered
        else:
            lead = suit_of[c]
            strengths = rows[lead]
        pools = pools_by_lead.get(lead)
        if pools is None:
            # The followers' cards of the suit answered, or their whole hand when void in it.
            pools = pools_by_lead[lead] = [
                [x for x in f if suit_of[x] == lead] or f for f in followers
            ]
        top = strengths[c]
        can = 0
        must = 0
        for pool in pools:
            better = len([x for x in pool if strengths[x] > top])
            can += better > 0
            must += better == len(pool) and bool(pool)
        options.append((1, can + 2 * must, c))
    if want:
        sure = [c for w, threat, c in options if w and threat == 0]
        if sure:
            return min(sure, key=key)
        return (
            max(legal, key=key)
            if played == 0
            else max((c for w, _, c in options if w), key=key, default=min(legal, key=key))
        )
    losers = [c for w, _, c in options if not w]
    if losers:
        return max(losers, key=key)
    forced = [c for _, threat, c in options if threat >= 2]
    if forced:
        return max(forced, key=key)
    most = max(threat for _, threat, _ in options)
    return min((c for _, threat, c in options if threat == most), key=key)


def choose_tarot(legal: list[int], played: int, best: int, want: bool, values: list[int]) -> int:
    """The policy's card in tarot, ``played`` cards into a trick whose best value is ``best``;
    ``values``: each card's value for this player (the Excuse's as it would say)."""
    key = values.__getitem__
    if played == 0:
        return max(legal, key=key) if want else min(legal, key=key)
    if want:
        winners = [c for c in legal if values[c] > best]
        return min(winners or legal, key=key)
    losers = [c for c in legal if values[c] <= best]
    return max(losers or legal, key=key)
