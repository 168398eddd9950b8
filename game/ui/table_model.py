"""What the table draws: one seat's picture of the game and the public facts around it.

The view (:class:`game.ui.table_view.TableView`) draws a :class:`TableModel` and nothing
else. Its :class:`Display` is built from an :class:`~game.core.observation.Observation` — what
one seat may know — and moved along by the show's animations
(:class:`game.ui.show.TableShow`); the other fields are public facts the scene copies from
the table it talks to (names, seat kinds, whose input is awaited, the coach's advice, a
message). No game state ever reaches the view, so a table fed by a network connection draws
exactly like a local one, and nobody is shown a card their seat may not see.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Protocol

from ..core.actions import Action, Play
from ..core.cards import sort_hand
from ..core.events import RoundResult
from ..core.observation import Observation
from ..core.rules import Rules
from ..core.state import Phase
from ..i18n import refusal

if TYPE_CHECKING:
    from .show import Anim


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
    def from_observation(cls, obs: Observation, private: bool) -> Display:
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
            round_count=obs.round_count,
        )

    def deal_order(self) -> list[int]:
        """The seats in the order cards are dealt (from the dealer's next seat)."""
        if self.bid_order:
            return list(self.bid_order)
        return [s for s in range(self.players) if self.alive[s]]

    def dealt_count(self, seat: int, progress: float) -> int:
        """How many cards ``seat`` has received when the deal is ``progress`` (0 … 1) done."""
        order = self.deal_order()
        if seat not in order:
            return 0
        total = self.hand_size * len(order)
        done = int(progress * total + 1e-9)
        pos = order.index(seat)
        return min(self.hand_size, max(0, (done - pos + len(order) - 1) // len(order)))


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
