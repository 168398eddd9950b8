"""The table as the table scene talks to it: one game, seen from one screen.

The scene (:mod:`game.scenes.table`) turns clicks and keys into actions for a :class:`Table`
and feeds what the table reports to its show (:class:`game.ui.show.TableShow`): each
:class:`TableUpdate` is a batch of the core's events plus what the seat looking at the screen
may now know — its :class:`~game.core.observation.Observation`, never the game state. A
:class:`~game.play.local_table.LocalTable` runs the game in this process (the core, the bots,
the coach, pass-and-play); a table fed by a network connection implements the same protocol,
so the scene and the view work with either unchanged.

The flow of one decision (docs/ARCHITECTURE.md)::

    scene: click → table.act(action) ─┐
    bot:  observe(seat) → think …    ─┴→ core apply → events → TableUpdate(events, observe(seat))
                                                                   │
    scene: show.feed(update) → animation queue → TableModel → TableView.draw
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import ClassVar, Protocol, runtime_checkable

from ..ai.bots import Thinking
from ..core.actions import Action
from ..core.events import Event
from ..core.observation import Observation
from ..core.records import GameRecord
from ..core.rules import Rules

#: What a seat can be at a table played at this computer.
SEAT_KINDS: tuple[str, ...] = ("human", "easy", "normal", "hard")


@dataclass(frozen=True, slots=True)
class TableUpdate:
    """What happened since the last update (``events``, possibly none) and what the seat
    looking at the screen may know after it."""

    events: tuple[Event, ...]
    observation: Observation
    #: The seat's own cards may be shown (the device is with that seat).
    private: bool
    #: The seat whose made or missed contract the end-of-round sound is about.
    listener: int | None = None
    #: The game went back (an undo at another computer): drop what the show was playing and
    #: show the observation as it is.
    reset: bool = False


@dataclass(frozen=True, slots=True)
class Refusal:
    """An action the table refused: the rule it breaks and the reason in words."""

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


class Table(Protocol):
    """One game at the table, as one screen takes part in it."""

    @property
    def names(self) -> Sequence[str]:
        """The players' names, by seat."""
        ...

    @property
    def kinds(self) -> Sequence[str]:
        """Each seat's kind: 'human', a bot level, or 'remote'."""
        ...

    @property
    def rules(self) -> Rules:
        """The rules played."""
        ...

    @property
    def view_seat(self) -> int:
        """The seat whose view the screen shows."""
        ...

    @property
    def holder(self) -> int | None:
        """The person the device is with (their hand may be shown); None: hands hidden."""
        ...

    @property
    def handoff(self) -> int | None:
        """The person the device must be passed to before their decision (pass-and-play)."""
        ...

    @property
    def message(self) -> str | None:
        """A short message to show over the table (a refusal), or None."""
        ...

    @property
    def hint(self) -> Hint | None:
        """The coach's advice for the decision at hand, once asked."""
        ...

    @property
    def gone(self) -> str | None:
        """Why the table is gone for this screen (a network game whose host left, a lost
        connection…): the screen says so and goes back to the menu. None while it is there."""
        ...

    @property
    def coach_offered(self) -> bool:
        """The coach may be asked at this table (its button is shown)."""
        ...

    @property
    def undo_offered(self) -> bool:
        """Undo is possible at this table (its button is shown)."""
        ...

    def updates(self) -> list[TableUpdate]:
        """What happened since the last call, oldest first (each update once)."""
        ...

    def update(self, dt: float, idle: bool) -> None:
        """Advance the game's flow by ``dt`` seconds; ``idle`` says the show has played
        everything it was fed (bots, hand-offs and input wait until it has)."""
        ...

    def awaiting(self) -> int | None:
        """The seat whose input this screen awaits now, else None."""
        ...

    def thinking_seat(self) -> int | None:
        """The seat thinking now (a bot), for the animated indicator."""
        ...

    def presence(self) -> Sequence[str]:
        """Each seat's connection at a network table: 'here', 'away' (reconnecting),
        'stand-in' (a bot plays for them), 'left', '' (a bot); empty at one computer."""
        ...

    def act(self, action: Action) -> Refusal | None:
        """Take ``action`` for the awaited seat; a :class:`Refusal` (also shown as the
        message) when the rules or the moment refuse it."""
        ...

    def show_message(self, text: str) -> None:
        """Show a short message over the table for a few seconds."""
        ...

    def confirm_handoff(self) -> None:
        """The person named by :attr:`handoff` has the device."""
        ...

    def can_hint(self) -> bool:
        """The coach may be asked now."""
        ...

    def request_hint(self) -> bool:
        """Ask the coach about the decision at hand; True if advice is coming."""
        ...

    def can_undo(self) -> bool:
        """One's own last action can be taken back now."""
        ...

    def undo(self) -> bool:
        """Take back one's own last action (and what the bots did since)."""
        ...

    def configure(self, speed: float, undo: bool, coach: bool) -> None:
        """The player's settings changed: the bots' pace, undo and the coach."""
        ...

    def record(self) -> GameRecord | None:
        """The record of the game so far, when this screen holds it (for saving, the crash
        report and the statistics)."""
        ...

    def close(self) -> None:
        """The screen leaves the table (saves what must be saved)."""
        ...


@runtime_checkable
class SkipToResult(Protocol):
    """A table that can play the rest of the game at once when no person is left in it (every
    person out of a lives game): the bots finish without animations or pace, and the result
    is the one watching them would have given. The scene offers it when the table is one
    (a :class:`~game.play.local_table.LocalTable` is); a table that is not never offers it."""

    @property
    def skip_offered(self) -> bool:
        """Nobody at this screen is left in the game, which goes on: the rest may be
        skipped."""
        ...

    def skip_to_result(self) -> None:
        """Play the rest of the game at once: from now on every update is a ``reset`` to
        the observation as it stands (nothing to animate), until the game is over."""
        ...


class TableFlow:
    """What every table does the same way, whatever feeds it: the queue of updates the show
    takes, whether the show has played them, and the short message over the table with its
    timer. :class:`~game.play.local_table.LocalTable`, the network's table and the lessons'
    build on it."""

    #: How long a message stays over the table, in seconds.
    message_seconds: ClassVar[float] = 3.5

    def __init__(self) -> None:
        self._updates: list[TableUpdate] = []
        #: The show has played everything reported (False from a report with events until
        #: the screen says otherwise).
        self._idle = True
        self._message: str | None = None
        self.message_time = 0.0

    @property
    def message(self) -> str | None:
        return self._message

    def updates(self) -> list[TableUpdate]:
        out, self._updates = self._updates, []
        return out

    def show_message(self, text: str) -> None:
        self._message = text
        self.message_time = self.message_seconds

    def _push(self, update: TableUpdate) -> None:
        """Queue ``update`` for the show (which is busy until it has played its events)."""
        self._updates.append(update)
        if update.events:
            self._idle = False

    def _tick(self, dt: float, idle: bool) -> None:
        """The frame's bookkeeping: is the show idle (``idle``, and nothing left for it to
        take), and the message's time running out."""
        self._idle = idle and not any(u.events for u in self._updates)
        if self._message is not None:
            self.message_time -= dt
            if self.message_time <= 0:
                self._message = None


class OneSeatFlow(TableFlow):
    """A table whose screen is always one seat's (no device passed around): a network
    player's, a lesson's."""

    seat: int

    @property
    def view_seat(self) -> int:
        return self.seat

    @property
    def holder(self) -> int | None:
        return self.seat

    @property
    def handoff(self) -> int | None:
        return None


__all__ = [
    "SEAT_KINDS",
    "Hint",
    "OneSeatFlow",
    "Refusal",
    "SkipToResult",
    "Table",
    "TableFlow",
    "TableUpdate",
]
