"""One seat's picture of the table: the public facts and that seat's own cards, as of the
animation being played (:class:`game.ui.show.TableShow` moves it along event by event)."""

from __future__ import annotations

from dataclasses import dataclass, field

from ..core.cards import sort_hand
from ..core.events import RoundResult
from ..core.observation import Observation
from ..core.state import Phase


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


__all__ = ["Display"]
