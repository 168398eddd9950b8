"""The table's controller: the game being played, its record, the bots' thinking, the coach,
pass-and-play privacy and the animation queue. It draws nothing and imports no pygame, so the
whole flow of a game can be tested without a window.

The flow of one decision (ARCHITECTURE.md)::

    scene: click → controller.act(action) ─┐
    bot:  observe(seat) → think → step()… ─┴→ recorder.apply → events → animation queue
                                                                         │
    scene.draw ← controller.display (what the table shows now) ←────────┘

The core state moves at once; :attr:`TableController.display` follows it one animation at a
time, so the view never shows a card before it has been seen to land. Input and bot turns wait
until the queue is empty; at the "instant" speed every duration is 0 and the queue drains in
one frame.

Privacy: the display is built only from ``observe(state, view_seat)``, and a hand is shown face
up only when :attr:`TableController.holder` — the human the device is with — is the view seat.
With two or more humans, before a private decision of a human other than the holder the holder
is cleared (every hand hidden) and :attr:`TableController.handoff` names the human to pass the
device to, until :meth:`TableController.confirm_handoff`.
"""

from __future__ import annotations

import random
import time
from collections import deque
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from ..ai.bots import Bot, Thinking, make_bot
from ..core.actions import Action, Bid, Play, parse_action
from ..core.cards import sort_hand
from ..core.errors import IllegalActionError
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
from ..core.observation import Observation, observe
from ..core.records import GameRecord, GameRecorder, start_state
from ..core.rules import Rules
from ..core.state import GameState, Phase
from ..i18n import refusal, t
from ..ui.tween import Tween, ease_in_out_cubic, ease_out_back, ease_out_cubic, linear

#: What a seat can be.
SEAT_KINDS: tuple[str, ...] = ("human", "easy", "normal", "hard")

#: Animation durations at the "normal" speed, in seconds.
DURATIONS: dict[str, float] = {
    "shuffle": 0.75,
    "deal_base": 0.3,
    "deal_card": 0.045,
    "deal_max": 1.8,
    "trump": 0.5,
    "bid": 0.4,
    "play": 0.34,
    "trick_pause": 1.2,
    "collect": 0.45,
    "round_end": 2.6,
    "eliminated": 1.5,
    "game_over": 0.8,
}
#: Shortest time a bot seems to think (normal speed), so that its move can be followed.
THINK_BID = 0.65
THINK_PLAY = 0.45
#: Playouts a search bot or the coach runs per frame: a few milliseconds.
PLAYOUTS_PER_FRAME = 150
#: How long a refusal message stays on screen (seconds, whatever the speed).
MESSAGE_TIME = 3.5


# -- what the table shows --------------------------------------------------------------------


@dataclass(slots=True)
class Display:
    """The public facts and the one private view the table draws, as of the animation being
    played. Built from an :class:`Observation`, then moved along by events."""

    players: int
    view_seat: int
    round_index: int = 0
    hand_size: int = 0
    dealer: int = 0
    blind: bool = False
    turned: int | None = None
    trump: int | None = None
    phase: Phase = Phase.BID
    to_move: int = 0
    bid_order: tuple[int, ...] = ()
    bids: list[int | None] = field(default_factory=list)
    won: list[int] = field(default_factory=list)
    totals: list[int] = field(default_factory=list)
    alive: list[bool] = field(default_factory=list)
    counts: list[int] = field(default_factory=list)
    #: The view seat's own cards, sorted for display; empty when not shown.
    hand: list[int] = field(default_factory=list)
    #: True when :attr:`hand` is shown face up (the device is with the view seat).
    private: bool = False
    #: Cards of the other seats the viewer may see (blind round), by seat.
    seen: list[tuple[int, ...]] = field(default_factory=list)
    trick: list[tuple[int, int, int]] = field(default_factory=list)
    #: The last finished trick of this round: (seat, card) in order, and who won it.
    last_trick: tuple[tuple[int, int], ...] = ()
    last_winner: int | None = None
    history: list[RoundResult] = field(default_factory=list)
    winners: tuple[int, ...] | None = None
    round_count: int | None = None

    @classmethod
    def from_observation(
        cls, obs: Observation, private: bool, round_count: int | None = None
    ) -> Display:
        """What the table shows for ``obs``; ``private`` says whether the seat's own hand (or,
        in the blind round, the others' cards) may be shown."""
        n = obs.players
        hand = sort_hand(obs.hand, obs.trump) if private and not obs.blind else []
        seen: list[tuple[int, ...]] = (
            [tuple(v) for v in obs.visible] if private else [() for _ in range(n)]
        )
        last: tuple[tuple[int, int], ...] = ()
        last_winner: int | None = None
        if obs.tricks_done:
            rec = obs.tricks_done[-1]
            last = tuple((s, c) for s, c, _ in rec.plays)
            last_winner = rec.winner
        return cls(
            players=n,
            view_seat=obs.seat,
            round_index=obs.round_index,
            hand_size=obs.hand_size,
            dealer=obs.dealer,
            blind=obs.blind,
            turned=obs.turned,
            trump=obs.trump,
            phase=obs.phase,
            to_move=obs.to_move,
            bid_order=obs.bid_order,
            bids=list(obs.bids),
            won=list(obs.won),
            totals=list(obs.totals),
            alive=list(obs.alive),
            counts=list(obs.hand_counts),
            hand=hand,
            private=private and not obs.blind,
            seen=seen,
            trick=list(obs.trick),
            last_trick=last,
            last_winner=last_winner,
            history=list(obs.history),
            winners=obs.winners,
            round_count=round_count,
        )


# -- animations ------------------------------------------------------------------------------


@dataclass(slots=True)
class Anim:
    """One step of the animation queue. ``kind`` is one of the keys of :data:`DURATIONS`
    (``deal`` for the deal); the other fields are what that kind needs."""

    kind: str
    tween: Tween
    seat: int = -1
    card: int = -1
    value: int | None = None
    #: For a card played by the view seat: its index in the hand before it left.
    origin_index: int = -1
    plays: tuple[tuple[int, int], ...] = ()
    result: RoundResult | None = None
    event: Event | None = None
    #: The display to show once a deal lands (taken right after the action).
    after: Display | None = None
    skippable: bool = False
    started: bool = False

    @property
    def progress(self) -> float:
        """Linear progress 0 … 1."""
        return self.tween.progress

    @property
    def value_eased(self) -> float:
        """Eased progress 0 … 1."""
        return self.tween.value


@dataclass(frozen=True, slots=True)
class Refusal:
    """An action the table refused, with the rule and the translated reason."""

    rule: str
    text: str


@dataclass(slots=True)
class Hint:
    """The coach's advice: the expected round score of each legal action (empty when there
    was only one thing to do) and the action the engine prefers."""

    seat: int
    action_index: int
    thinking: Thinking
    values: dict[Action, float] = field(default_factory=dict)
    best: Action | None = None
    done: bool = False


# -- the controller --------------------------------------------------------------------------


class TableController:
    """One game at the table. Drive it with :meth:`update` every frame; act for a human with
    :meth:`act` (or :meth:`plays_for` a clicked card first)."""

    def __init__(
        self,
        rules: Rules,
        names: Sequence[str],
        kinds: Sequence[str],
        seed: int,
        *,
        first_dealer: int | None = None,
        speed: float = 1.0,
        bot_factory: Callable[[str], Bot] = make_bot,
        coach_factory: Callable[[str], Bot] = make_bot,
        playouts_per_frame: int = PLAYOUTS_PER_FRAME,
        think_budget: float | None = None,
        on_save: Callable[[GameRecord, list[str]], None] | None = None,
        on_finish: Callable[[], None] | None = None,
        undo_allowed: bool = True,
        coach_allowed: bool = True,
        state: GameState | None = None,
        actions: Sequence[str] = (),
    ) -> None:
        if len(names) != len(kinds):
            raise ValueError(f"{len(names)} names for {len(kinds)} seat kinds")
        for k in kinds:
            if k not in SEAT_KINDS:
                raise ValueError(f"no seat kind {k!r}: use one of {', '.join(SEAT_KINDS)}")
        self.names = list(names)
        self.kinds = list(kinds)
        self.seed = seed
        self.speed = speed
        self.bot_factory = bot_factory
        #: Makes the coach (the hard bot): in the game, the worker process's.
        self.coach_factory = coach_factory
        self.playouts_per_frame = playouts_per_frame
        #: Seconds of thinking per frame (None: fixed slices of ``playouts_per_frame``). Only
        #: the pace depends on it: a search gives the same result however it is sliced.
        self.think_budget = think_budget
        self.on_save = on_save
        self.on_finish = on_finish
        self.undo_allowed = undo_allowed
        self.coach_allowed = coach_allowed
        if state is None:
            state = GameState.new(rules, len(names), seed=seed, first_dealer=first_dealer)
        self.recorder = GameRecorder(state, self.names)
        #: The seat that took each recorded action.
        self.action_seats: list[int] = []
        opening = list(state.opening_events)
        for text in actions:
            self.action_seats.append(self.recorder.state.to_move)
            self.recorder.apply(parse_action(text))
        self.humans = [s for s, k in enumerate(self.kinds) if k == "human"]
        self.bots: dict[int, Bot] = {
            s: bot_factory(k) for s, k in enumerate(self.kinds) if k != "human"
        }
        #: The human the device is with (their hand may be shown); None: every hand hidden.
        self.holder: int | None = self.humans[0] if len(self.humans) == 1 else None
        #: The human the device must be passed to before their decision, if any.
        self.handoff: int | None = None
        self.view_seat = self.holder if self.holder is not None else 0
        self.queue: deque[Anim] = deque()
        self.sounds: list[str] = []
        self.thinking: Thinking | None = None
        self._thinking_key: tuple[int, int] | None = None
        self.think_time = 0.0
        self.hint: Hint | None = None
        self.message: str | None = None
        self.message_time = 0.0
        self.time = 0.0
        self.finished_notified = False
        self.display = self._snapshot()
        if not actions:
            # A new game opens with the shuffle and the deal: the table starts empty.
            self._enqueue(opening, self.display)
            self.display = Display.from_observation(
                observe(self.state, self.view_seat), False, self.state.round_count()
            )
            self.display.counts = [0] * self.players
            self.display.hand = []

    # -- construction from a record --------------------------------------------------------

    @classmethod
    def from_record(
        cls, record: GameRecord, kinds: Sequence[str], **kwargs: Any
    ) -> TableController:
        """The game of a saved record, resumed exactly where it stopped (mid-trick too)."""
        state = start_state(record)
        seed = record.seed if record.seed is not None else 0
        return cls(
            state.rules, record.players, kinds, seed, state=state, actions=record.actions, **kwargs
        )

    # -- facts -----------------------------------------------------------------------------

    @property
    def state(self) -> GameState:
        """The game as the core knows it (ahead of :attr:`display` while animating)."""
        return self.recorder.state

    @property
    def players(self) -> int:
        return self.state.players

    @property
    def rules(self) -> Rules:
        return self.state.rules

    @property
    def pass_and_play(self) -> bool:
        """Two or more humans share the device."""
        return len(self.humans) >= 2

    @property
    def busy(self) -> bool:
        """True while animations play (input and bots wait)."""
        return bool(self.queue)

    @property
    def current(self) -> Anim | None:
        """The animation playing now."""
        return self.queue[0] if self.queue else None

    @property
    def over(self) -> bool:
        """The game has ended and its last animation has played."""
        return self.state.is_over and not self.queue

    @property
    def action_index(self) -> int:
        """How many actions have been taken (the index of the next one)."""
        return len(self.recorder.actions)

    def record(self) -> GameRecord:
        """The record of the game so far."""
        return self.recorder.record()

    def human_to_act(self) -> int | None:
        """The human seat whose input is awaited now (idle, device with them), else None."""
        st = self.state
        if self.queue or st.is_over or self.handoff is not None:
            return None
        seat = st.to_move
        if self.kinds[seat] != "human" or self.holder != seat:
            return None
        return seat

    def thinking_seat(self) -> int | None:
        """The bot seat that is thinking now (for the animated indicator)."""
        st = self.state
        if self.queue or st.is_over:
            return None
        seat = st.to_move
        return seat if self.kinds[seat] != "human" else None

    def legal(self) -> list[Action]:
        """The legal actions of the human to act (empty when no human input is awaited)."""
        return list(self.state.legal_actions()) if self.human_to_act() is not None else []

    def legal_cards(self) -> set[int]:
        """Cards the human to act may play (``HIDDEN`` in the blind round)."""
        return {a.card for a in self.legal() if isinstance(a, Play)}

    def bid_options(self) -> list[tuple[int, str | None]]:
        """Every bid 0 … hand size for the human to act, with the translated reason when it
        is forbidden (the hook total, the zero limit); empty outside their bid."""
        seat = self.human_to_act()
        st = self.state
        if seat is None or st.phase is not Phase.BID:
            return []
        forbidden = st.forbidden_bids()
        out: list[tuple[int, str | None]] = []
        for b in range(st.hand_size + 1):
            if b not in forbidden:
                out.append((b, None))
                continue
            try:
                st.check(Bid(b), seat)
                out.append((b, None))
            except IllegalActionError as exc:
                out.append((b, refusal(exc, self.names)))
        return out

    def plays_for(self, card: int) -> list[Play]:
        """The legal plays of ``card`` for the human to act: one, two when the Excuse's value
        is to choose, none when the card may not be played."""
        return [a for a in self.legal() if isinstance(a, Play) and a.card == card]

    # -- acting ----------------------------------------------------------------------------

    def act(self, action: Action) -> Refusal | None:
        """Take ``action`` for the human to act; a :class:`Refusal` (also shown as the
        message) if the core refuses it or no human input is awaited."""
        seat = self.human_to_act()
        if seat is None:
            return Refusal("wait", t("error.turn"))
        try:
            self.state.check(action, seat)
        except IllegalActionError as exc:
            refused = Refusal(exc.rule, refusal(exc, self.names))
            self.show_message(refused.text)
            return refused
        self._apply(action)
        return None

    def refuse_card(self, card: int) -> Refusal:
        """Why ``card`` may not be played now (the core's reason, translated)."""
        seat = self.human_to_act()
        if seat is None:
            return Refusal("wait", t("error.turn"))
        try:
            self.state.check(Play(card), seat)
        except IllegalActionError as exc:
            refused = Refusal(exc.rule, refusal(exc, self.names))
            self.show_message(refused.text)
            return refused
        return Refusal("", "")

    def show_message(self, text: str) -> None:
        """Show a short message over the table for a few seconds."""
        self.message = text
        self.message_time = MESSAGE_TIME

    def _apply(self, action: Action) -> None:
        seat = self.state.to_move
        before = self.display
        events = self.recorder.apply(action)
        self.action_seats.append(seat)
        self.thinking = None
        self._thinking_key = None
        self.hint = None
        self.message = None
        after = self._snapshot()
        self._enqueue(events, after, before)
        if self.on_save is not None and not self.state.is_over:
            self.on_save(self.record(), list(self.kinds))

    # -- pass-and-play ---------------------------------------------------------------------

    def confirm_handoff(self) -> None:
        """The human named by :attr:`handoff` has the device: show their view."""
        if self.handoff is None:
            return
        self.holder = self.handoff
        self.view_seat = self.handoff
        self.handoff = None
        self.display = self._snapshot()

    def _need_handoff(self) -> None:
        st = self.state
        if self.queue or st.is_over or not self.pass_and_play or self.handoff is not None:
            return
        seat = st.to_move
        if self.kinds[seat] == "human" and self.holder != seat:
            self.holder = None
            self.handoff = seat
            self.view_seat = seat
            self.display = self._snapshot()

    # -- undo and coach --------------------------------------------------------------------

    def can_undo(self) -> bool:
        """One's own last action can be taken back: undo allowed, one human against bots,
        nothing moving, and that human has acted."""
        if not self.undo_allowed or len(self.humans) != 1 or self.queue:
            return False
        if self.state.is_over:
            return False
        return self.humans[0] in self.action_seats

    def undo(self) -> bool:
        """Take back the human's last action and everything the bots did since."""
        if not self.can_undo():
            return False
        human = self.humans[0]
        last = max(i for i, s in enumerate(self.action_seats) if s == human)
        count = len(self.action_seats) - last
        self.recorder.undo(count)
        del self.action_seats[last:]
        self.thinking = None
        self._thinking_key = None
        self.hint = None
        self.message = None
        self.display = self._snapshot()
        if self.on_save is not None:
            self.on_save(self.record(), list(self.kinds))
        return True

    def can_hint(self) -> bool:
        """The coach may be asked now."""
        return self.coach_allowed and self.human_to_act() is not None

    def request_hint(self) -> bool:
        """Ask the coach (the hard bot) for the expected score of each legal action; it
        thinks a slice per frame. True if a hint started (or is already there)."""
        seat = self.human_to_act()
        if seat is None or not self.coach_allowed:
            return False
        if self.hint is not None and self.hint.action_index == self.action_index:
            return True
        obs = observe(self.state, seat)
        rng = random.Random(f"{self.seed}/coach/{seat}/{self.action_index}")
        thinking = self.coach_factory("hard").think(obs, rng)
        self.hint = Hint(seat, self.action_index, thinking)
        self._step_hint()
        return True

    def _step_hint(self) -> None:
        hint = self.hint
        if hint is None or hint.done:
            return
        if hint.action_index != self.action_index:
            self.hint = None
            return
        if self._think(hint.thinking):
            hint.best = hint.thinking.result
            hint.values = dict(hint.thinking.values() or {})
            hint.done = True

    # -- the frame -------------------------------------------------------------------------

    def update(self, dt: float) -> None:
        """Advance the animations, then — when nothing moves — a bot's thinking or the
        pass-and-play hand-off. Never blocks: a bot thinks a slice of playouts per call."""
        self.time += dt
        if self.message is not None:
            self.message_time -= dt
            if self.message_time <= 0:
                self.message = None
        self._advance(dt)
        if self.queue:
            return
        st = self.state
        if st.is_over:
            if not self.finished_notified:
                self.finished_notified = True
                if self.on_finish is not None:
                    self.on_finish()
            return
        self._need_handoff()
        if self.hint is not None:
            self._step_hint()
        seat = st.to_move
        if self.kinds[seat] == "human":
            return
        self._bot_turn(seat, dt)

    def _bot_turn(self, seat: int, dt: float) -> None:
        key = (seat, self.action_index)
        if self.thinking is None or self._thinking_key != key:
            rng = random.Random(f"{self.seed}/bot/{seat}/{self.action_index}")
            self.thinking = self.bots[seat].think(observe(self.state, seat), rng)
            self._thinking_key = key
            self.think_time = 0.0
        else:
            self.think_time += dt
        thinking = self.thinking
        if not thinking.done:
            self._think(thinking)
        least = (THINK_BID if self.state.phase is Phase.BID else THINK_PLAY) * self.speed
        if thinking.done and self.think_time >= least:
            self._apply(thinking.result)

    def _think(self, thinking: Thinking) -> bool:
        """One slice of thinking. With a time budget the search runs one sampled world at a
        time until the budget is spent, so a frame stays short whatever a playout costs at
        this point of the game (bench/bench_frames.py: a slice counted in playouts and
        carried over from the last decision overshot 5 ms up to 26 ms when a search began)."""
        if self.think_budget is None or thinking.background:
            return thinking.step(self.playouts_per_frame)
        deadline = time.perf_counter() + self.think_budget
        while not thinking.step(1):
            if time.perf_counter() >= deadline:
                return False
        return True

    def skip(self) -> bool:
        """Cut the current pause short (the finished trick, the round summary)."""
        anim = self.current
        if anim is not None and anim.skippable and anim.started:
            anim.tween.elapsed = anim.tween.duration
            return True
        return False

    def set_speed(self, speed: float) -> None:
        """Change the animation speed factor (0: instant) from the next animation on."""
        self.speed = speed

    # -- the queue -------------------------------------------------------------------------

    def _duration(self, kind: str, cards: int = 0) -> float:
        if kind == "deal":
            d = min(DURATIONS["deal_max"], DURATIONS["deal_base"] + DURATIONS["deal_card"] * cards)
        else:
            d = DURATIONS[kind]
        return d * self.speed

    def _anim(self, kind: str, **kw: Any) -> Anim:
        ease = {
            "play": ease_out_cubic,
            "collect": ease_in_out_cubic,
            "bid": ease_out_back,
            "deal": linear,
        }.get(kind, ease_out_cubic)
        cards = kw.pop("cards", 0)
        return Anim(kind, Tween(self._duration(kind, cards), ease), **kw)

    def _enqueue(
        self, events: Sequence[Event], after: Display, before: Display | None = None
    ) -> None:
        hand_before = list((before or self.display).hand)
        for ev in events:
            if isinstance(ev, RoundDealt):
                self.queue.append(self._anim("shuffle", event=ev))
                alive = sum(1 for a in after.alive if a)
                self.queue.append(
                    self._anim("deal", event=ev, after=after, cards=ev.hand_size * alive)
                )
            elif isinstance(ev, TrumpTurned):
                self.queue.append(self._anim("trump", event=ev))
            elif isinstance(ev, BidMade):
                self.queue.append(self._anim("bid", seat=ev.seat, value=ev.bid))
            elif isinstance(ev, CardPlayed):
                idx = -1
                if ev.seat == self.view_seat and ev.card in hand_before:
                    idx = hand_before.index(ev.card)
                    hand_before.remove(ev.card)
                value = ev.value
                self.queue.append(
                    self._anim("play", seat=ev.seat, card=ev.card, value=value, origin_index=idx)
                )
            elif isinstance(ev, TrickWon):
                self.queue.append(
                    self._anim("trick_pause", seat=ev.seat, plays=ev.plays, skippable=True)
                )
                self.queue.append(self._anim("collect", seat=ev.seat, plays=ev.plays))
            elif isinstance(ev, RoundScored):
                self.queue.append(self._anim("round_end", result=ev.result, skippable=True))
            elif isinstance(ev, PlayerEliminated):
                self.queue.append(self._anim("eliminated", seat=ev.seat, skippable=True))
            elif isinstance(ev, GameOver):
                self.queue.append(self._anim("game_over", event=ev))

    def _advance(self, dt: float) -> None:
        left = dt
        while self.queue:
            anim = self.queue[0]
            if not anim.started:
                anim.started = True
                self._start(anim)
            left = anim.tween.update(left)
            if not anim.tween.done:
                return
            self._finish(anim)
            self.queue.popleft()
            if not self.queue:
                self.display = self._snapshot()

    def _start(self, anim: Anim) -> None:
        d = self.display
        kind = anim.kind
        if kind == "shuffle":
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
        elif kind == "deal":
            after = anim.after
            assert after is not None
            d.hand = list(after.hand)
            d.private = after.private
            d.seen = list(after.seen)
            d.alive = list(after.alive)
            d.bid_order = after.bid_order
            d.counts = [0] * d.players
            self.sounds.append("deal")
        elif kind == "trump":
            ev = anim.event
            assert isinstance(ev, TrumpTurned)
            d.turned = ev.card
            d.trump = ev.suit
            if ev.card is not None:
                self.sounds.append("card_played")
        elif kind == "bid":
            d.bids[anim.seat] = anim.value
            d.to_move = anim.seat
        elif kind == "play":
            seat, card = anim.seat, anim.card
            d.phase = Phase.PLAY
            d.to_move = seat
            if seat == d.view_seat and card in d.hand:
                d.hand.remove(card)
            if card in d.seen[seat]:
                d.seen[seat] = tuple(c for c in d.seen[seat] if c != card)
            d.counts[seat] = max(0, d.counts[seat] - 1)
            self.sounds.append("card_played")
        elif kind == "collect":
            self.sounds.append("trick_won")
        elif kind == "round_end":
            res = anim.result
            assert res is not None
            d.totals = list(res.totals)
            d.won = list(res.tricks)
            d.history.append(res)
            listener = self._listener()
            if listener is not None and res.bids[listener] is not None:
                made = res.exact(listener)
                self.sounds.append("contract_made" if made else "contract_missed")
        elif kind == "eliminated":
            d.alive[anim.seat] = False
        elif kind == "game_over":
            ev = anim.event
            assert isinstance(ev, GameOver)
            d.winners = ev.winners
            d.totals = list(ev.totals)
            d.phase = Phase.OVER

    def _finish(self, anim: Anim) -> None:
        d = self.display
        kind = anim.kind
        if kind == "deal":
            for s in range(d.players):
                d.counts[s] = d.hand_size if d.alive[s] else 0
        elif kind == "play":
            d.trick.append((anim.seat, anim.card, anim.value if anim.value is not None else 0))
        elif kind == "collect":
            d.trick = []
            d.won[anim.seat] += 1
            d.last_trick = anim.plays
            d.last_winner = anim.seat

    def _listener(self) -> int | None:
        """Whose contract the made / missed sound is about."""
        if self.holder is not None:
            return self.holder
        if len(self.humans) == 1:
            return self.humans[0]
        return None

    def _snapshot(self) -> Display:
        obs = observe(self.state, self.view_seat)
        private = self.holder is not None and self.holder == self.view_seat
        return Display.from_observation(obs, private, self.state.round_count())

    # -- dealing, for the view -------------------------------------------------------------

    def deal_order(self) -> list[int]:
        """The seats in the order cards are dealt (from the dealer's next seat)."""
        d = self.display
        order = list(d.bid_order) if d.bid_order else [s for s in range(d.players) if d.alive[s]]
        return order

    def dealt_count(self, seat: int, anim: Anim) -> int:
        """How many cards ``seat`` has received at this point of the deal animation."""
        order = self.deal_order()
        if seat not in order:
            return 0
        total = self.display.hand_size * len(order)
        done = int(anim.progress * total + 1e-9)
        pos = order.index(seat)
        return min(self.display.hand_size, max(0, (done - pos + len(order) - 1) // len(order)))


__all__ = [
    "DURATIONS",
    "SEAT_KINDS",
    "Anim",
    "Display",
    "Hint",
    "Refusal",
    "TableController",
]
