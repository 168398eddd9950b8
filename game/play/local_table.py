"""A game played at this computer: the record, the bots' thinking, the coach, undo,
pass-and-play privacy, saving and the end of the game. It draws nothing and imports no
pygame, so the whole flow of a game can be tested without a window.

It implements :class:`game.play.table.Table`: after each action it reports the core's events
with what the seat looking at the screen may know (``observe(state, view_seat)``), and the
screen's show animates them. Bots and hand-offs wait until the show is idle.

When every person at the table is out of a lives game, :meth:`LocalTable.skip_to_result`
plays the bots' moves to the end at once (:class:`game.play.table.SkipToResult`): no pace,
nothing to animate, the same moves (each bot's thinking is seeded by the decision, and a search
gives the same result however it is sliced), so the final record is the one watching gives.
Undo is off for a person who is out.

Privacy: a hand is shown face up only when :attr:`LocalTable.holder` — the person the device
is with — is the view seat. With two or more people, before a private decision of a person
other than the holder the holder is cleared (every hand hidden) and
:attr:`LocalTable.handoff` names the person to pass the device to, until
:meth:`LocalTable.confirm_handoff`.
"""

from __future__ import annotations

import logging
import random
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from ..ai.bots import Bot, Thinking, make_bot
from ..core.actions import Action, parse_action
from ..core.errors import IllegalActionError
from ..core.events import Event
from ..core.observation import observe
from ..core.records import GameRecord, GameRecorder, record_rules, start_state
from ..core.rules import Rules
from ..core.state import GameState, Phase
from ..i18n import refusal, t
from .coach import Coach, think_slice
from .table import SEAT_KINDS, Hint, Refusal, TableFlow, TableUpdate

log = logging.getLogger(__name__)

#: Shortest time a bot seems to think (normal speed), so that its move can be followed.
THINK_BID = 0.65
THINK_PLAY = 0.45
#: Playouts a search bot or the coach runs per frame, when thinking is counted in playouts.
PLAYOUTS_PER_FRAME = 150
#: Seconds a bot (or the coach) may think per frame otherwise: 60 frames a second.
THINK_BUDGET = 0.005
#: Seconds per frame the bots may think while the rest of the game is skipped (the window
#: keeps drawing); several moves fit in one frame.
SKIP_BUDGET = 0.04

BotFactory = Callable[[str], Bot]


@dataclass(frozen=True, slots=True)
class TableOptions:
    """How a game at this computer runs."""

    #: The animation speed factor (1 normal, 0 instant): the bots' least thinking time.
    speed: float = 1.0
    #: One's own last action can be taken back against bots.
    undo: bool = True
    #: The coach may be asked.
    coach: bool = True
    #: Keep the game in the user's save after every action; at the end clear the save and
    #: count the game in the statistics.
    save: bool = False
    #: Makes the bots (None: the shipped bots, thinking in the worker process on the second
    #: core when it can start).
    bots: BotFactory | None = None
    #: Playouts per frame for the bots and the coach (None: a few milliseconds a frame).
    playouts_per_frame: int | None = None
    #: The first dealer (None: drawn from the seed).
    first_dealer: int | None = None


@dataclass(frozen=True, slots=True)
class _Thinkers:
    """Who thinks for the bots and the coach, and how much per frame."""

    bots: BotFactory
    coach: BotFactory
    playouts_per_frame: int
    #: Seconds of thinking per frame (None: fixed slices of ``playouts_per_frame``).
    budget: float | None


def _thinkers(options: TableOptions) -> _Thinkers:
    """The shipped bots and the coach think in the worker process (the second core) unless a
    test or a benchmark brings its own bots or counts playouts."""
    bots: BotFactory = options.bots or make_bot
    coach: BotFactory = make_bot
    if options.bots is None and options.playouts_per_frame is None:
        from ..ai.worker import shared_worker

        worker = shared_worker()
        if worker is not None:
            bots = coach = worker.bot
    if options.playouts_per_frame is not None:
        return _Thinkers(bots, coach, options.playouts_per_frame, None)
    return _Thinkers(bots, coach, PLAYOUTS_PER_FRAME, THINK_BUDGET)


class LocalTable(TableFlow):
    """One game at this computer (:class:`game.play.table.Table`). Drive it with
    :meth:`update` every frame; act for a person with :meth:`act`."""

    def __init__(
        self,
        rules: Rules,
        names: Sequence[str],
        kinds: Sequence[str],
        seed: int,
        options: TableOptions = TableOptions(),
        *,
        record: GameRecord | None = None,
    ) -> None:
        if len(names) != len(kinds):
            raise ValueError(f"{len(names)} names for {len(kinds)} seat kinds")
        for k in kinds:
            if k not in SEAT_KINDS:
                raise ValueError(f"no seat kind {k!r}: use one of {', '.join(SEAT_KINDS)}")
        super().__init__()
        self._names = list(names)
        self._kinds = list(kinds)
        self._rules = rules
        self.seed = seed
        self.options = options
        self.speed = options.speed
        self.undo_allowed = options.undo
        self.coach_allowed = options.coach
        thinkers = _thinkers(options)
        self.coach = Coach(thinkers.coach, str(seed), thinkers.budget, thinkers.playouts_per_frame)
        self.playouts_per_frame = thinkers.playouts_per_frame
        #: Seconds of thinking per frame (None: fixed slices of playouts). Only the pace
        #: depends on it: a search gives the same result however it is sliced.
        self.think_budget = thinkers.budget
        if record is not None:
            state = start_state(record)
            actions: Sequence[str] = record.actions
        else:
            state = GameState.new(rules, len(names), seed=seed, first_dealer=options.first_dealer)
            actions = ()
        self.recorder = GameRecorder(state, self._names)
        #: The seat that took each recorded action.
        self.action_seats: list[int] = []
        opening = list(state.opening_events)
        for text in actions:
            self.action_seats.append(self.recorder.state.to_move)
            self.recorder.apply(parse_action(text))
        self.humans = [s for s, k in enumerate(self._kinds) if k == "human"]
        self.bots: dict[int, Bot] = {
            s: thinkers.bots(k) for s, k in enumerate(self._kinds) if k != "human"
        }
        self._holder: int | None = self.humans[0] if len(self.humans) == 1 else None
        self._handoff: int | None = None
        self._view_seat = self._holder if self._holder is not None else 0
        self.thinking: Thinking | None = None
        self._thinking_key: tuple[int, int] | None = None
        self.think_time = 0.0
        self.finished = False
        #: The rest of the game is being played at once (:meth:`skip_to_result`).
        self.skipping = False
        # A new game opens with the shuffle and the deal; a resumed one as it stands.
        self._report(opening if not actions else [])
        if record is None:
            self.save()

    @classmethod
    def from_record(
        cls, record: GameRecord, kinds: Sequence[str], options: TableOptions = TableOptions()
    ) -> LocalTable:
        """The game of a saved record, resumed exactly where it stopped (mid-trick too)."""
        seed = record.seed if record.seed is not None else 0
        return cls(record_rules(record), record.players, kinds, seed, options, record=record)

    # -- facts -----------------------------------------------------------------------------

    @property
    def state(self) -> GameState:
        """The game as the core knows it (ahead of the screen while it animates)."""
        return self.recorder.state

    @property
    def names(self) -> Sequence[str]:
        return self._names

    @property
    def kinds(self) -> Sequence[str]:
        return self._kinds

    @property
    def rules(self) -> Rules:
        return self._rules

    @property
    def players(self) -> int:
        return self.state.players

    @property
    def view_seat(self) -> int:
        return self._view_seat

    @property
    def holder(self) -> int | None:
        return self._holder

    @property
    def handoff(self) -> int | None:
        return self._handoff

    @property
    def hint(self) -> Hint | None:
        return self.coach.hint

    @property
    def gone(self) -> str | None:
        """A game at this computer is never gone from under the screen."""
        return None

    @property
    def coach_offered(self) -> bool:
        return self.coach_allowed

    @property
    def undo_offered(self) -> bool:
        """Undo is for one person against bots."""
        return self.undo_allowed and len(self.humans) == 1

    @property
    def pass_and_play(self) -> bool:
        """Two or more people share the device."""
        return len(self.humans) >= 2

    @property
    def action_index(self) -> int:
        """How many actions have been taken (the index of the next one)."""
        return len(self.recorder.actions)

    def record(self) -> GameRecord:
        """The record of the game so far."""
        return self.recorder.record()

    def awaiting(self) -> int | None:
        """The person whose input is awaited now (show idle, device with them), else None."""
        st = self.state
        if not self._idle or st.is_over or self._handoff is not None:
            return None
        seat = st.to_move
        if self._kinds[seat] != "human" or self._holder != seat:
            return None
        return seat

    def thinking_seat(self) -> int | None:
        st = self.state
        if not self._idle or st.is_over:
            return None
        seat = st.to_move
        return seat if self._kinds[seat] != "human" else None

    def presence(self) -> Sequence[str]:
        """Everyone is at this computer."""
        return ()

    def listener(self) -> int | None:
        """Whose contract the made / missed sound is about."""
        if self._holder is not None:
            return self._holder
        if len(self.humans) == 1:
            return self.humans[0]
        return None

    # -- acting ----------------------------------------------------------------------------

    def act(self, action: Action) -> Refusal | None:
        seat = self.awaiting()
        if seat is None:
            return Refusal("wait", t("error.turn"))
        try:
            self.state.check(action, seat)
        except IllegalActionError as exc:
            refused = Refusal(exc.rule, refusal(exc, self._names))
            self.show_message(refused.text)
            return refused
        self._apply(action)
        return None

    def _apply(self, action: Action) -> None:
        seat = self.state.to_move
        events = self.recorder.apply(action)
        self.action_seats.append(seat)
        self.thinking = None
        self._thinking_key = None
        self.coach.drop()
        self._message = None
        self._report(events)
        if not self.state.is_over:
            self.save()

    def _report(self, events: Sequence[Event]) -> None:
        obs = observe(self.state, self._view_seat)
        private = self._holder is not None and self._holder == self._view_seat
        if self.skipping:
            # Nothing to animate: the screen shows the game as it stands.
            self._updates = [TableUpdate((), obs, private, self.listener(), reset=True)]
            return
        self._push(TableUpdate(tuple(events), obs, private, self.listener()))

    # -- pass-and-play ---------------------------------------------------------------------

    def confirm_handoff(self) -> None:
        if self._handoff is None:
            return
        self._holder = self._handoff
        self._view_seat = self._handoff
        self._handoff = None
        self._report([])

    def _need_handoff(self) -> None:
        st = self.state
        if st.is_over or not self.pass_and_play or self._handoff is not None:
            return
        seat = st.to_move
        if self._kinds[seat] == "human" and self._holder != seat:
            self._holder = None
            self._handoff = seat
            self._view_seat = seat
            self._report([])

    # -- undo and coach --------------------------------------------------------------------

    def can_undo(self) -> bool:
        """One's own last action can be taken back: undo allowed, one person against bots,
        nothing moving, and that person has acted and is still in the game."""
        if not self.undo_offered or not self._idle or self.state.is_over:
            return False
        human = self.humans[0]
        return self.state.alive[human] and human in self.action_seats

    def undo(self) -> bool:
        if not self.can_undo():
            return False
        human = self.humans[0]
        last = max(i for i, s in enumerate(self.action_seats) if s == human)
        count = len(self.action_seats) - last
        self.recorder.undo(count)
        del self.action_seats[last:]
        self.thinking = None
        self._thinking_key = None
        self.coach.drop()
        self._message = None
        self._report([])
        self.save()
        return True

    def can_hint(self) -> bool:
        return self.coach_allowed and self.awaiting() is not None

    def request_hint(self) -> bool:
        """Ask the coach (the hard bot) for the expected score of each legal action; it
        thinks a slice per frame. True if a hint started (or is already there)."""
        seat = self.awaiting()
        if seat is None or not self.coach_allowed:
            return False
        self.coach.ask(observe(self.state, seat), self.action_index)
        return True

    # -- skipping to the result ------------------------------------------------------------

    @property
    def skip_offered(self) -> bool:
        """Every person at this computer is out and the bots play on (a table of bots only
        counts: nobody is left in the game)."""
        st = self.state
        if st.is_over or self.skipping:
            return False
        return all(not st.alive[s] for s in self.humans)

    def skip_to_result(self) -> None:
        """Play the bots' moves to the end of the game at once (a slice of thinking time per
        frame, no pace): the screen is told the game as it stands, nothing to animate."""
        if not self.skip_offered:
            return
        self.skipping = True
        self._handoff = None
        self.coach.drop()
        self._message = None
        self._report([])

    def _skip_slice(self) -> None:
        """As many bot moves as :data:`SKIP_BUDGET` allows this frame."""
        deadline = time.perf_counter() + SKIP_BUDGET
        while not self.state.is_over:
            seat = self.state.to_move
            thinking = self._thinking_of(seat)
            think_slice(thinking, self.think_budget, self.playouts_per_frame)
            if thinking.done:
                self._apply(thinking.result)
                continue
            if time.perf_counter() >= deadline:
                return
            if thinking.background:
                time.sleep(0.001)  # the worker thinks: wait for its answer, not spin

    def configure(self, speed: float, undo: bool, coach: bool) -> None:
        self.speed = speed
        self.undo_allowed = undo
        self.coach_allowed = coach

    # -- the frame -------------------------------------------------------------------------

    def update(self, dt: float, idle: bool = True) -> None:
        """When the show is idle: a bot's thinking, the pass-and-play hand-off, or the end
        of the game. Never blocks: a bot thinks a slice of playouts per call."""
        self._tick(dt, idle)
        if self.skipping and not self.state.is_over:
            self._skip_slice()
            return
        if not self._idle:
            return
        st = self.state
        if st.is_over:
            if not self.finished:
                self.finished = True
                self._finish()
            return
        self._need_handoff()
        self.coach.step(self.action_index)
        seat = st.to_move
        if self._kinds[seat] == "human":
            return
        self._bot_turn(seat, dt)

    def _thinking_of(self, seat: int) -> Thinking:
        """The bot's decision in progress for the move at hand (started when new: its
        generator is seeded by the game, the seat and the decision)."""
        key = (seat, self.action_index)
        if self.thinking is None or self._thinking_key != key:
            rng = random.Random(f"{self.seed}/bot/{seat}/{self.action_index}")
            self.thinking = self.bots[seat].think(observe(self.state, seat), rng)
            self._thinking_key = key
            self.think_time = 0.0
        return self.thinking

    def _bot_turn(self, seat: int, dt: float) -> None:
        fresh = self.thinking is None or self._thinking_key != (seat, self.action_index)
        thinking = self._thinking_of(seat)
        if not fresh:
            self.think_time += dt
        if not thinking.done:
            think_slice(thinking, self.think_budget, self.playouts_per_frame)
        least = (THINK_BID if self.state.phase is Phase.BID else THINK_PLAY) * self.speed
        if thinking.done and self.think_time >= least:
            self._apply(thinking.result)

    # -- saving and the end ----------------------------------------------------------------

    def save(self) -> None:
        """Write the game in progress to the user's save, when the options say so."""
        if not self.options.save:
            return
        from .save import save_game

        save_game(self.record(), list(self._kinds))

    def _finish(self) -> None:
        if not self.options.save:
            return
        from .save import clear_save

        clear_save()
        # Counted once per game (the statistics dedupe by game id, so a resumed or reopened
        # game is not counted again); a failure must never break the table.
        try:
            from .statistics import record_game

            record_game(self.record(), list(self._kinds))
        except Exception:
            log.exception("could not record the game in the statistics")

    def close(self) -> None:
        if not self.state.is_over:
            self.save()


__all__ = ["PLAYOUTS_PER_FRAME", "THINK_BUDGET", "LocalTable", "TableOptions"]
