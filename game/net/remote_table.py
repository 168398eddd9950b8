"""A table played over the network: the :class:`game.play.table.Table` the table scene talks
to when the game runs on a server.

It turns the server's messages into what a local table reports — the core's events and the
observation of this player's seat — so the scene, the show and the view are the same as for
a game at one computer. Nothing here decides a rule: an action is checked against the seat's
observation only to explain a refusal at once (the same rule and facts the server would name,
:meth:`game.core.observation.Observation.refusal`), then sent; the server decides.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from typing import Any

from ..ai.bots import Bot, make_bot
from ..core.actions import Action
from ..core.errors import IllegalActionError
from ..core.events import RoundResult
from ..core.observation import Observation
from ..core.records import GameRecord
from ..core.rules import Rules
from ..core.state import Phase
from ..i18n import refusal, t
from ..play.coach import Coach
from ..play.local_table import PLAYOUTS_PER_FRAME, THINK_BUDGET
from ..play.table import Hint, OneSeatFlow, Refusal, TableUpdate
from .client import Back, Connection, Failed, Lost
from .protocol import (
    Act,
    Closed,
    Ended,
    Error,
    Refused,
    RoomOptions,
    Seats,
    Undo,
    Update,
    Welcome,
    WireSeat,
    event_from_wire,
    observation_from_wire,
)
from .rejoin import forget_rejoin

log = logging.getLogger(__name__)


class RemoteTable(OneSeatFlow):
    """This player's seat at a room of a server, through ``connection`` (already welcomed:
    built from the :class:`Welcome` and the :class:`Seats` that followed it)."""

    #: Seconds a message about a connection stays on screen.
    message_seconds = 4.0

    def __init__(
        self,
        connection: Connection,
        welcome: Welcome,
        seats: Seats,
        *,
        coach_bots: Callable[[str], Bot] = make_bot,
        coach_allowed: bool = True,
        undo_allowed: bool = True,
    ) -> None:
        super().__init__()
        self.connection = connection
        self.seat = welcome.seat
        self.room = welcome.room
        self.token = welcome.token
        self.host = welcome.host
        self.options: RoomOptions = welcome.options
        self._rules = Rules.model_validate(welcome.rules)
        self.seats: list[WireSeat] = list(seats.seats)
        self.started = seats.started
        self._latest: Observation | None = None
        self._history: tuple[RoundResult, ...] = ()
        self.index = 0
        #: An action was sent and its answer has not come yet.
        self.pending = False
        self.coach = Coach(coach_bots, f"{self.room}", THINK_BUDGET, PLAYOUTS_PER_FRAME)
        self.coach_allowed = coach_allowed
        self.undo_allowed = undo_allowed
        #: The connection is down (the client is trying to get the seat back).
        self.lost = False
        #: The game's record, sent by the server at its end.
        self.final_record: GameRecord | None = None
        #: Why the room is gone for us ('host-left', 'left', ...), or None.
        self.closed: str | None = None
        #: Called once with the record when the game ends (statistics).
        self.on_end: Callable[[GameRecord], None] | None = None
        #: The server inside this app when the game is hosted here (stopped on close).
        self.hosting: Any = None
        #: The seat is remembered in the user data folder (forgotten when the game ends).
        self.remember = False

    # -- facts -------------------------------------------------------------------------------

    @property
    def names(self) -> Sequence[str]:
        return [s.name or f"#{i + 1}" for i, s in enumerate(self.seats)]

    @property
    def kinds(self) -> Sequence[str]:
        """'human' for this player's seat, 'remote' for other people, bots by level."""
        out: list[str] = []
        for i, s in enumerate(self.seats):
            if i == self.seat:
                out.append("human")
            elif s.kind == "bot":
                out.append(s.level or "normal")
            else:
                out.append("remote")
        return out

    @property
    def rules(self) -> Rules:
        return self._rules

    @property
    def hint(self) -> Hint | None:
        return self.coach.hint

    @property
    def gone(self) -> str | None:
        """Why the room is gone for us ('host-left', 'lost', ...), or None."""
        return self.closed

    @property
    def coach_offered(self) -> bool:
        return self.options.coach and self.coach_allowed

    @property
    def undo_offered(self) -> bool:
        return self.options.undo and self.undo_allowed

    def presence(self) -> list[str]:
        """Each seat's connection: 'here', 'away', 'stand-in', 'left' ('' for a bot)."""
        return [s.status for s in self.seats]

    def record(self) -> GameRecord | None:
        return self.final_record

    # -- the server's messages ---------------------------------------------------------------

    def take(self, msg: Any) -> None:
        """Handle one message (or connection event) from the network thread."""
        if isinstance(msg, Update):
            self._on_update(msg)
        elif isinstance(msg, Seats):
            self._on_seats(msg)
        elif isinstance(msg, Refused):
            self.pending = False
            error = IllegalActionError(msg.rule, msg.rule, **msg.params)
            self.show_message(refusal(error, self.names))
        elif isinstance(msg, Error):
            self.pending = False
            self.show_message(error_text(msg.code, msg.params))
        elif isinstance(msg, Ended):
            self._on_ended(msg)
        elif isinstance(msg, Closed):
            self.closed = msg.reason
            self.show_message(t(f"net.closed.{msg.reason}"))
            if msg.reason == "left" and self.remember:
                forget_rejoin()
        elif isinstance(msg, Welcome):
            self.token = msg.token
        elif isinstance(msg, Lost):
            self.lost = True
            self.pending = False
            self.show_message(t("net.lost"))
        elif isinstance(msg, Back):
            self.lost = False
            self.show_message(t("net.back"))
        elif isinstance(msg, Failed):
            self.lost = True
            self.closed = self.closed or "lost"
            self.show_message(t("net.failed"))

    def _on_update(self, msg: Update) -> None:
        try:
            obs = observation_from_wire(msg.obs, self._rules, self._history)
            events = tuple(event_from_wire(e) for e in msg.events)
        except ValueError as exc:
            log.warning("an update from the server did not fit: %s", exc)
            return
        self._history = obs.history
        rewind = msg.index < self.index
        self.index = msg.index
        self.pending = False
        self._latest = obs
        self.started = True
        self.coach.step(self.index)
        self._push(TableUpdate(events, obs, True, self.seat, reset=rewind))

    def _on_seats(self, msg: Seats) -> None:
        before = self.presence()
        self.seats = list(msg.seats)
        self.started = self.started or msg.started
        for i, (old, new) in enumerate(zip(before, self.presence(), strict=False)):
            if i == self.seat or old == new:
                continue
            name = self.names[i]
            if new == "away":
                self.show_message(t("net.reconnecting", name=name))
            elif new == "here" and old in ("away", "stand-in"):
                self.show_message(t("net.returned", name=name))
            elif new == "left":
                self.show_message(t("net.left", name=name))

    def _on_ended(self, msg: Ended) -> None:
        from ..core.records import GameRecord as Record

        try:
            self.final_record = Record.model_validate(msg.record)
        except ValueError as exc:
            log.warning("the game's record from the server is not readable: %s", exc)
            return
        if self.remember:
            forget_rejoin()
        if self.on_end is not None:
            self.on_end(self.final_record)

    # -- the table ---------------------------------------------------------------------------

    def update(self, dt: float, idle: bool) -> None:
        for msg in self.connection.poll():
            self.take(msg)
        self._tick(dt, idle)
        if self._idle:
            self.coach.step(self.index)

    def awaiting(self) -> int | None:
        obs = self._latest
        if obs is None or not self._idle or self.pending or self.lost or self.closed:
            return None
        if obs.phase is Phase.OVER or obs.to_move != self.seat:
            return None
        return self.seat

    def thinking_seat(self) -> int | None:
        obs = self._latest
        if obs is None or not self._idle or obs.phase is Phase.OVER:
            return None
        seat = obs.to_move
        return seat if 0 <= seat < len(self.seats) and self.seats[seat].kind == "bot" else None

    def act(self, action: Action) -> Refusal | None:
        obs = self._latest
        if self.awaiting() is None or obs is None:
            return Refusal("wait", t("error.turn"))
        error = obs.refusal(action)
        if error is not None:
            refused = Refusal(error.rule, refusal(error, self.names))
            self.show_message(refused.text)
            return refused
        self.connection.send(Act(type="act", action=str(action), index=self.index))
        self.pending = True
        self.coach.drop()
        self._message = None
        return None

    def confirm_handoff(self) -> None:
        """Nothing to hand over: this computer is one player's."""

    def can_hint(self) -> bool:
        return self.coach_offered and self.awaiting() is not None

    def request_hint(self) -> bool:
        if not self.can_hint() or self._latest is None:
            return False
        self.coach.ask(self._latest, self.index)
        return True

    def can_undo(self) -> bool:
        return self.undo_offered and self._idle and not self.pending and self.index > 0

    def undo(self) -> bool:
        if not self.can_undo():
            return False
        self.connection.send(Undo(type="undo", index=self.index))
        self.pending = True
        return True

    def configure(self, speed: float, undo: bool, coach: bool) -> None:
        self.undo_allowed = undo
        self.coach_allowed = coach

    def close(self) -> None:
        """Leave the table's screen: the connection closes, the seat stays ours on the server
        (a bot plays for us after the grace time; rejoining hands it back). A game hosted
        here stops: everyone is told the host left, and it can be hosted again later."""
        self.connection.close()
        if self.hosting is not None:
            self.hosting.stop()
            self.hosting = None

    def leave(self) -> None:
        """Give the seat up for good (a bot plays it to the end)."""
        from .protocol import Leave

        self.connection.send(Leave(type="leave"))
        if self.remember:
            forget_rejoin()


def error_text(code: str, params: dict[str, Any]) -> str:
    """A server's error in the player's language (``net.error.<code>``)."""
    from ..i18n import has_key

    key = f"net.error.{code}"
    return t(key if has_key(key) else "net.error.unknown", **params)


__all__ = ["RemoteTable", "error_text"]
