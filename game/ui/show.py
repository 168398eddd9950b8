"""The table's show: the queue of animations fed by the core's events.

A table (local or remote) tells the scene what happened as a list of events plus what the
seat looking at the screen may now know (an :class:`~game.core.observation.Observation`).
:meth:`TableShow.feed` turns the events into animations; :attr:`TableShow.display` follows
them one at a time, so the view never shows a card before it has been seen to land, and once
the queue is empty it is rebuilt from the last observation, the truth for that seat. At the
"instant" speed every duration is 0 and the queue drains in one frame.

Everything here is driven by the ``dt`` the frame loop passes in (no clock) and draws
nothing: the view (:mod:`game.ui.table_view`) reads :attr:`TableShow.display` and
:attr:`TableShow.current`.

The end-of-round summary is read at the player's pace: at every animated speed it stays, once
it has appeared, until a click or a key lets it go (:meth:`TableShow.skip`); at "instant"
nothing waits.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum

from ..core.events import (
    BidMade,
    CardPlayed,
    Event,
    GameOver,
    PlayerEliminated,
    RoundDealt,
    RoundResult,
    RoundScored,
    TrickWon,
    TrumpTurned,
)
from ..core.observation import Observation
from ..core.state import Phase
from .table_display import Display
from .tween import Ease, Tween, ease_in_out_cubic, ease_out_back, ease_out_cubic, linear


class AnimKind(StrEnum):
    """What an animation shows."""

    SHUFFLE = "shuffle"
    DEAL = "deal"
    TRUMP = "trump"
    BID = "bid"
    PLAY = "play"
    #: The finished trick stays a moment so it can be read (a click cuts it short).
    TRICK_PAUSE = "trick_pause"
    COLLECT = "collect"
    #: The round's summary over the table (a click cuts it short).
    ROUND_END = "round_end"
    ELIMINATED = "eliminated"
    GAME_OVER = "game_over"


#: Animation durations at the "normal" speed, in seconds (the deal's grows with the cards).
DURATIONS: dict[AnimKind, float] = {
    AnimKind.SHUFFLE: 0.75,
    AnimKind.TRUMP: 0.5,
    AnimKind.BID: 0.4,
    AnimKind.PLAY: 0.34,
    AnimKind.TRICK_PAUSE: 1.2,
    AnimKind.COLLECT: 0.45,
    AnimKind.ROUND_END: 2.6,
    AnimKind.ELIMINATED: 1.5,
    AnimKind.GAME_OVER: 0.8,
}
DEAL_BASE = 0.3
DEAL_PER_CARD = 0.045
DEAL_MAX = 1.8

#: How each kind moves; the others ease out.
EASING: dict[AnimKind, Ease] = {
    AnimKind.PLAY: ease_out_cubic,
    AnimKind.COLLECT: ease_in_out_cubic,
    AnimKind.BID: ease_out_back,
    AnimKind.DEAL: linear,
}

#: The pauses a click or a key may cut short.
SKIPPABLE = frozenset({AnimKind.TRICK_PAUSE, AnimKind.ROUND_END, AnimKind.ELIMINATED})
#: The pauses that, at an animated speed, stay until a click or a key lets them go.
HELD = frozenset({AnimKind.ROUND_END})


def duration(kind: AnimKind, cards: int = 0) -> float:
    """Seconds ``kind`` lasts at the normal speed (the deal of ``cards`` cards in all)."""
    if kind is AnimKind.DEAL:
        return min(DEAL_MAX, DEAL_BASE + DEAL_PER_CARD * cards)
    return DURATIONS[kind]


@dataclass(slots=True)
class Anim:
    """One step of the queue; the fields other than ``kind`` and ``tween`` are what that kind
    needs."""

    kind: AnimKind
    tween: Tween
    #: The seat that bids, plays, wins the trick or goes out; for the round's end, the seat
    #: whose contract the made / missed sound is about (-1: nobody's).
    seat: int = -1
    card: int = -1
    value: int | None = None
    #: For a card played by the view seat: its index in the hand before it left.
    origin_index: int = -1
    plays: tuple[tuple[int, int], ...] = ()
    result: RoundResult | None = None
    event: Event | None = None
    #: The display to show once a deal lands (the seat's view right after the action).
    after: Display | None = None
    started: bool = False
    #: Once played, it stays until :meth:`TableShow.skip` lets it go (the round summary at
    #: an animated speed).
    hold: bool = False

    @property
    def skippable(self) -> bool:
        """A click or a key may cut this pause short."""
        return self.kind in SKIPPABLE

    @property
    def progress(self) -> float:
        """Linear progress 0 … 1."""
        return self.tween.progress

    @property
    def value_eased(self) -> float:
        """Eased progress 0 … 1."""
        return self.tween.value


class TableShow:
    """The animation queue of one screen. :meth:`feed` what the table reports, :meth:`update`
    every frame, draw :attr:`display` and :attr:`current`."""

    def __init__(self, speed: float = 1.0, hold_summaries: bool = True) -> None:
        #: The speed factor (1 normal, 0 instant), applied to each animation as it is queued.
        self.speed = speed
        #: At an animated speed the round summary waits for :meth:`skip` (False: it closes
        #: by itself, for a screen that holds it in its own way).
        self.hold_summaries = hold_summaries
        self.queue: deque[Anim] = deque()
        #: Sounds to play, in order (the scene plays and clears them).
        self.sounds: list[str] = []
        self._display: Display | None = None
        self._latest: Observation | None = None
        self._private = False

    # -- facts -----------------------------------------------------------------------------

    @property
    def display(self) -> Display:
        """What the table shows now."""
        if self._display is None:
            raise RuntimeError("the show has been fed nothing yet")
        return self._display

    @property
    def fed(self) -> bool:
        """Something has been fed (a table over the network may not have sent anything yet)."""
        return self._display is not None

    @property
    def latest(self) -> Observation:
        """The last observation fed: the truth for the seat looking, ahead of the display
        while animations play."""
        if self._latest is None:
            raise RuntimeError("the show has been fed nothing yet")
        return self._latest

    @property
    def busy(self) -> bool:
        """True while animations play (input and bots wait)."""
        return bool(self.queue)

    @property
    def current(self) -> Anim | None:
        """The animation playing now."""
        return self.queue[0] if self.queue else None

    @property
    def waiting(self) -> bool:
        """The animation playing now has played and waits for a click or a key."""
        anim = self.current
        return anim is not None and anim.hold and anim.tween.done

    # -- input -----------------------------------------------------------------------------

    def feed(
        self,
        events: Sequence[Event],
        obs: Observation,
        private: bool,
        listener: int | None = None,
    ) -> None:
        """What happened (``events``) and what the seat looking may know after it (``obs``;
        ``private``: its own cards may be shown). ``listener`` is the seat whose made or
        missed contract the end-of-round sound is about."""
        after = Display.from_observation(obs, private)
        first = self._display is None
        hand_before = (
            []
            if self._latest is None
            else list(Display.from_observation(self._latest, self._private).hand)
        )
        self._latest, self._private = obs, private
        if first and events:
            # A new game opens with the shuffle and the deal: the table starts empty.
            self._display = Display.from_observation(obs, False)
            self._display.counts = [0] * obs.players
            self._display.hand = []
        self._enqueue(events, after, hand_before, listener)
        if not self.queue:
            self._display = after

    def reset(self, obs: Observation, private: bool) -> None:
        """The game went back (an undo): drop the queue and show ``obs`` as it is."""
        self.queue.clear()
        self._latest, self._private = obs, private
        self._display = Display.from_observation(obs, private)

    def set_speed(self, speed: float) -> None:
        """Change the speed factor (0: instant) from the next animation on."""
        self.speed = speed

    def skip(self) -> bool:
        """Cut the current pause short (the finished trick, the round summary), or let go
        the summary that waits."""
        anim = self.current
        if anim is not None and anim.skippable and anim.started:
            anim.tween.elapsed = anim.tween.duration
            anim.hold = False
            return True
        return False

    # -- the frame -------------------------------------------------------------------------

    def update(self, dt: float) -> None:
        """Play ``dt`` seconds of the queue."""
        left = dt
        while self.queue:
            anim = self.queue[0]
            if not anim.started:
                anim.started = True
                self._start(anim)
            left = anim.tween.update(left)
            if not anim.tween.done or anim.hold:
                return
            self._finish(anim)
            self.queue.popleft()
            if not self.queue and self._latest is not None:
                self._display = Display.from_observation(self._latest, self._private)

    # -- the queue -------------------------------------------------------------------------

    def _anim(
        self,
        kind: AnimKind,
        cards: int = 0,
        *,
        seat: int = -1,
        card: int = -1,
        value: int | None = None,
        origin_index: int = -1,
        plays: tuple[tuple[int, int], ...] = (),
        result: RoundResult | None = None,
        event: Event | None = None,
        after: Display | None = None,
    ) -> Anim:
        tween = Tween(duration(kind, cards) * self.speed, EASING.get(kind, ease_out_cubic))
        hold = self.hold_summaries and kind in HELD and self.speed > 0
        return Anim(
            kind, tween, seat, card, value, origin_index, plays, result, event, after, hold=hold
        )

    def _enqueue(
        self,
        events: Sequence[Event],
        after: Display,
        hand_before: list[int],
        listener: int | None,
    ) -> None:
        add = self.queue.append
        for ev in events:
            if isinstance(ev, RoundDealt):
                add(self._anim(AnimKind.SHUFFLE, event=ev))
                alive = sum(1 for a in after.alive if a)
                add(self._anim(AnimKind.DEAL, ev.hand_size * alive, event=ev, after=after))
            elif isinstance(ev, TrumpTurned):
                add(self._anim(AnimKind.TRUMP, event=ev))
            elif isinstance(ev, BidMade):
                add(self._anim(AnimKind.BID, seat=ev.seat, value=ev.bid))
            elif isinstance(ev, CardPlayed):
                idx = -1
                if ev.seat == after.view_seat and ev.card in hand_before:
                    idx = hand_before.index(ev.card)
                    hand_before.remove(ev.card)
                add(
                    self._anim(
                        AnimKind.PLAY, seat=ev.seat, card=ev.card, value=ev.value, origin_index=idx
                    )
                )
            elif isinstance(ev, TrickWon):
                add(self._anim(AnimKind.TRICK_PAUSE, seat=ev.seat, plays=ev.plays))
                add(self._anim(AnimKind.COLLECT, seat=ev.seat, plays=ev.plays))
            elif isinstance(ev, RoundScored):
                seat = -1 if listener is None else listener
                add(self._anim(AnimKind.ROUND_END, result=ev.result, seat=seat))
            elif isinstance(ev, PlayerEliminated):
                add(self._anim(AnimKind.ELIMINATED, seat=ev.seat))
            elif isinstance(ev, GameOver):
                add(self._anim(AnimKind.GAME_OVER, event=ev))

    def _start(self, anim: Anim) -> None:
        d = self.display
        kind = anim.kind
        if kind is AnimKind.SHUFFLE:
            ev = anim.event
            assert isinstance(ev, RoundDealt)
            d.round_index = ev.index
            d.hand_size = ev.hand_size
            d.dealer = ev.dealer
            d.blind = ev.blind
            d.turned = None
            d.trump = None
            d.trick = []
            d.last_trick = ()
            d.last_winner = None
            d.counts = [0] * d.players
            d.hand = []
            d.seen = [() for _ in range(d.players)]
            d.bids = [None] * d.players
            d.won = [0] * d.players
            d.phase = Phase.BID
            self.sounds.append("shuffle")
        elif kind is AnimKind.DEAL:
            after = anim.after
            assert after is not None
            d.hand = list(after.hand)
            d.private = after.private
            d.seen = list(after.seen)
            d.alive = list(after.alive)
            d.bid_order = after.bid_order
            d.counts = [0] * d.players
            self.sounds.append("deal")
        elif kind is AnimKind.TRUMP:
            ev = anim.event
            assert isinstance(ev, TrumpTurned)
            d.turned = ev.card
            d.trump = ev.suit
            if ev.card is not None:
                self.sounds.append("card_played")
        elif kind is AnimKind.BID:
            d.bids[anim.seat] = anim.value
            d.to_move = anim.seat
        elif kind is AnimKind.PLAY:
            seat, card = anim.seat, anim.card
            d.phase = Phase.PLAY
            d.to_move = seat
            if seat == d.view_seat and card in d.hand:
                d.hand.remove(card)
            if card in d.seen[seat]:
                d.seen[seat] = tuple(c for c in d.seen[seat] if c != card)
            d.counts[seat] = max(0, d.counts[seat] - 1)
            self.sounds.append("card_played")
        elif kind is AnimKind.COLLECT:
            self.sounds.append("trick_won")
        elif kind is AnimKind.ROUND_END:
            res = anim.result
            assert res is not None
            d.totals = list(res.totals)
            d.won = list(res.tricks)
            d.history.append(res)
            if anim.seat >= 0 and res.bids[anim.seat] is not None:
                self.sounds.append("contract_made" if res.exact(anim.seat) else "contract_missed")
        elif kind is AnimKind.ELIMINATED:
            d.alive[anim.seat] = False
        elif kind is AnimKind.GAME_OVER:
            ev = anim.event
            assert isinstance(ev, GameOver)
            d.winners = ev.winners
            d.totals = list(ev.totals)
            d.phase = Phase.OVER

    def _finish(self, anim: Anim) -> None:
        d = self.display
        kind = anim.kind
        if kind is AnimKind.DEAL:
            for s in range(d.players):
                d.counts[s] = d.hand_size if d.alive[s] else 0
        elif kind is AnimKind.PLAY:
            d.trick.append((anim.seat, anim.card, anim.value if anim.value is not None else 0))
        elif kind is AnimKind.COLLECT:
            d.trick = []
            d.won[anim.seat] += 1
            d.last_trick = anim.plays
            d.last_winner = anim.seat


__all__ = ["DURATIONS", "EASING", "HELD", "Anim", "AnimKind", "TableShow", "duration"]
