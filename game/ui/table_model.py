"""What the table draws: one seat's picture of the game and the public facts around it.

The view (:class:`game.ui.table_view.TableView`) draws a :class:`TableModel` and nothing
else. Its :class:`~game.ui.table_display.Display` is built from an
:class:`~game.core.observation.Observation` — what one seat may know — and moved along by the
show's animations (:class:`game.ui.show.TableShow`); the other fields are public facts the
scene copies from the table it talks to (names, seat kinds, whose input is awaited, the
coach's advice, a message). No game state ever reaches the view, so a table fed by a network
connection draws exactly like a local one, and nobody is shown a card their seat may not see.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Protocol

from ..core.actions import Action, Play
from ..core.observation import Observation
from ..core.rules import Rules
from ..core.state import Phase
from ..i18n import refusal
from .show import Anim
from .table_display import Display


class Advice(Protocol):
    """The coach's advice as the view reads it: the expected round score of each legal action
    (empty when there was only one thing to do), the action the engine prefers, and whether
    the coach has finished thinking."""

    @property
    def values(self) -> Mapping[Action, float]: ...

    @property
    def best(self) -> Action | None: ...

    @property
    def done(self) -> bool: ...


@dataclass(slots=True)
class TableModel:
    """Everything one frame of the table draws: the seat's :class:`Display` (as animated), the
    animation playing, and the public facts of the moment."""

    display: Display
    rules: Rules
    names: tuple[str, ...]
    #: Each seat's kind: 'human', a bot level, or 'remote' (a person at another computer).
    kinds: tuple[str, ...]
    anim: Anim | None = None
    #: Who is to move and the phase in the game now (ahead of the display while it animates).
    to_move: int = -1
    phase: Phase = Phase.BID
    #: The game is over (its last animations may still be playing).
    over: bool = False
    #: The seat whose input this screen awaits now (None: nobody's, or an animation plays).
    awaiting: int | None = None
    #: The person the device is with (pass-and-play), None when every hand is hidden.
    holder: int | None = None
    #: The person the device must be handed to, while the hand-off screen is up.
    handoff: int | None = None
    #: The bot (or absent player) thinking now, for the animated dots.
    thinking: int | None = None
    #: The legal actions of the awaited seat.
    legal: tuple[Action, ...] = ()
    #: Every bid 0 … hand size of the awaited seat, with the reason when it is forbidden.
    bid_options: tuple[tuple[int, str | None], ...] = ()
    hint: Advice | None = None
    #: A short message over the table (a refusal), or None.
    message: str | None = None
    #: Each seat's connection at a network table ('here', 'away', 'stand-in', 'left', ''),
    #: empty at one computer.
    presence: tuple[str, ...] = ()
    #: Nobody at this screen is left in the game and the rest may be skipped (the scene
    #: draws the button; the line above the hand says why).
    skip_offered: bool = False
    #: The bots are playing the rest of the game at once (nothing is animated).
    skipping: bool = False
    #: R on the round's summary looks back at the round (the summary says so).
    review_offered: bool = False

    @property
    def players(self) -> int:
        """Seats at the table."""
        return self.display.players

    @property
    def busy(self) -> bool:
        """An animation is playing."""
        return self.anim is not None

    def legal_cards(self) -> set[int]:
        """Cards the awaited seat may play (``HIDDEN`` in the blind round)."""
        return {a.card for a in self.legal if isinstance(a, Play)}

    @classmethod
    def from_observation(
        cls,
        obs: Observation,
        names: Sequence[str],
        kinds: Sequence[str] | None = None,
        *,
        private: bool = True,
    ) -> TableModel:
        """The table as ``obs``'s seat sees it at rest: their hand (when ``private``), the
        cards on the table, the scores; their bids or cards offered when it is their turn."""
        awaiting = obs.seat if obs.is_my_turn and obs.phase is not Phase.OVER else None
        return cls(
            display=Display.from_observation(obs, private),
            rules=obs.rules,
            names=tuple(names),
            kinds=tuple(kinds) if kinds is not None else ("human",) * obs.players,
            to_move=obs.to_move,
            phase=obs.phase,
            over=obs.phase is Phase.OVER,
            awaiting=awaiting,
            holder=obs.seat if private else None,
            legal=obs.legal if awaiting is not None else (),
            bid_options=tuple(bid_options(obs, names)),
        )


def bid_options(obs: Observation, names: Sequence[str]) -> list[tuple[int, str | None]]:
    """Every bid 0 … hand size for ``obs``'s seat, with the translated reason when the rules
    forbid it (the hook total, the zero limit); empty outside that seat's bid."""
    if obs.phase is not Phase.BID or not obs.is_my_turn:
        return []
    refusals = obs.bid_refusals()
    return [
        (b, refusal(refusals[b], names) if b in refusals else None)
        for b in range(obs.hand_size + 1)
    ]


__all__ = ["Advice", "Display", "TableModel", "bid_options"]
