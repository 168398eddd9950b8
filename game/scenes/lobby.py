"""The lobby of a game played with friends: the room code and the address to share, who has
joined and who is ready; the host gives empty seats to bots and starts; everyone else says
they are ready. When the game starts the table replaces it.

The scene reads its :class:`game.net.lobby.Lobby` every frame (never waiting for the network)
and draws what it says; it decides nothing: the server checks every request.
"""

from __future__ import annotations

from functools import partial

import pygame

from ..i18n import lazy, t
from ..net.lobby import Lobby
from ..ui import layout, theme
from ..ui.table_view import GREEN_OK, player_colour
from ..ui.widgets import Button, Choice, Label, Panel
from .base import Shell, UIScene

MAX_SEATS = 8
#: What the host may put on an open seat: wait for someone, or a bot of a level.
SEAT_CHOICES: tuple[str, ...] = ("open", "easy", "normal", "hard")


class LobbyScene(UIScene):
    """Waiting for the game to start."""

    def __init__(self, app: Shell, lobby: Lobby, address: str | None = None) -> None:
        super().__init__(app)
        self.lobby = lobby
        #: The server's address as the player typed it (shown to share); None when hosted here.
        self.address = address
        self.title = Label(lazy("lobby.title"), size=34, color=theme.GOLD, bold=True)
        self.room_panel = Panel(lazy("lobby.room"))
        self.seats_panel = Panel(lazy("lobby.seats"))
        self.status = Label(self._status_text, size=18, color=theme.TEXT, wrap=True)
        self.code_label = Label(
            self._code_text, size=44, color=theme.GOLD, align="center", bold=True
        )
        self.code_hint = Label(
            lazy("lobby.code_hint"), size=15, color=theme.TEXT_DIM, align="center"
        )
        self.game_label = Label(self._game_text, size=18, color=theme.GOLD, bold=True)
        self.address_label = Label(self._address_text, size=17, color=theme.TEXT, wrap=True)
        self.problem = Label(self._problem_text, size=16, color=theme.DANGER, wrap=True)
        self.seat_labels: list[Label] = []
        self.seat_choices: list[Choice[str]] = []
        for seat in range(MAX_SEATS):
            self.seat_labels.append(Label(partial(self._seat_text, seat), size=18))
            choice: Choice[str] = Choice(
                [(k, lazy(f"lobby.seat.{k}")) for k in SEAT_CHOICES],
                "open",
                on_change=partial(self._set_seat, seat),
                size=16,
            )
            self.seat_choices.append(choice)
        self.ready_button = Button(self._ready_label, self.toggle_ready)
        self.start_button = Button(lazy("lobby.start"), self.start, primary=True)
        self.leave_button = Button(lazy("lobby.leave"), self.back)
        self.ui.extend([self.room_panel, self.seats_panel, self.title, self.status])
        self.ui.extend([self.code_label, self.code_hint, self.address_label, self.problem])
        self.ui.add(self.game_label)
        for label, choice in zip(self.seat_labels, self.seat_choices, strict=True):
            self.ui.extend([label, choice])
        self.ui.extend([self.start_button, self.ready_button, self.leave_button])
        self._shares: list[str] | None = None
        self._sync()

    # -- what is shown -----------------------------------------------------------------------

    def _status_text(self) -> str:
        lobby = self.lobby
        if lobby.failed is not None and not lobby.seated:
            return t("lobby.failed")
        if not lobby.seated:
            return t("lobby.connecting")
        if lobby.lost:
            return t("net.lost")
        if lobby.is_host:
            return t("lobby.host_hint") if not lobby.can_start() else t("lobby.host_ready")
        return t("lobby.guest_hint")

    def _code_text(self) -> str:
        from ..net.room import show_code

        welcome = self.lobby.welcome
        return show_code(welcome.room) if welcome is not None else "…"

    def _game_text(self) -> str:
        """The game and its number of players ("Rikiki / Oh Hell! · 4 players")."""
        welcome, seats = self.lobby.welcome, self.lobby.seats
        if welcome is None or seats is None:
            return ""
        from ..i18n import preset_name, tn

        name = str(welcome.rules.get("name", ""))
        return f"{preset_name(name)} · {tn('count.players', len(seats.seats))}"

    def _address_text(self) -> str:
        if not self.lobby.seated:
            return ""
        if self.address is not None:
            return t("lobby.address_server", address=self.address)
        hosting = self.lobby.hosting
        if hosting is None:
            return ""
        if self._shares is None:
            from ..net.session import share_addresses

            self._shares = share_addresses(hosting.port)
        if not self._shares:
            return t("lobby.address_none")
        return t("lobby.address_home", address=" · ".join(self._shares[:3]))

    def _problem_text(self) -> str:
        return self.lobby.problem or ""

    def _seat_text(self, seat: int) -> str:
        seats = self.lobby.seats
        if seats is None or seat >= len(seats.seats):
            return ""
        s = seats.seats[seat]
        you = f" {t('lobby.you')}" if seat == self.lobby.seat else ""
        if s.kind == "bot":
            return t("lobby.bot", name=s.name, level=t(f"bot.level.{s.level or 'normal'}"))
        if s.kind == "open":
            return t("lobby.waiting")
        if s.status == "away":
            return f"{s.name}{you} · {t('net.seat.away')}"
        mark = " ✓" if s.ready or seat == seats.host else ""
        host = f" · {t('lobby.host')}" if seat == seats.host else ""
        return f"{s.name}{you}{host}{mark}"

    def _ready_label(self) -> str:
        return t("lobby.not_ready") if self.lobby.ready_sent else t("lobby.ready")

    # -- acting ------------------------------------------------------------------------------

    def _set_seat(self, seat: int, kind: str) -> None:
        self.lobby.set_seat(seat, None if kind == "open" else kind)

    def toggle_ready(self) -> None:
        self.lobby.ready(not self.lobby.ready_sent)

    def start(self) -> None:
        if self.lobby.can_start():
            self.lobby.start()

    def back(self) -> None:
        """Leave the lobby (before the start the seat opens again for someone else)."""
        from ..net.rejoin import forget_rejoin

        if self.lobby.seated and not self.lobby.started:
            from ..net.protocol import Leave

            self.lobby.connection.send(Leave(type="leave"))
            forget_rejoin()
        self.lobby.close()
        self.app.pop()

    # -- the frame ---------------------------------------------------------------------------

    def update(self, dt: float) -> None:
        self.lobby.poll()
        self._sync()
        super().update(dt)
        if self.lobby.dealt and self.lobby.seated and self.app.top is self:
            self._to_table()

    def _sync(self) -> None:
        """Show the widgets the lobby's state calls for."""
        lobby = self.lobby
        seats = lobby.seats.seats if lobby.seats is not None else []
        host = lobby.is_host
        for i, (label, choice) in enumerate(zip(self.seat_labels, self.seat_choices, strict=True)):
            shown = i < len(seats)
            label.visible = shown
            editable = shown and host and i != lobby.seat and seats[i].kind != "person"
            choice.visible = editable
            if editable:
                want = seats[i].level if seats[i].kind == "bot" else "open"
                if choice.value != want and choice is not self.ui.focus:
                    choice.set_options(choice.options, want or "open")
            label.color = theme.TEXT_DIM if shown and seats[i].kind == "open" else player_colour(i)
        self.start_button.visible = host and lobby.seated
        self.start_button.enabled = lobby.can_start()
        self.ready_button.visible = lobby.seated and not host
        self.code_label.visible = self.code_hint.visible = lobby.seated
        self.problem.color = theme.DANGER
        if lobby.seated and not lobby.problem:
            self.problem.color = GREEN_OK

    def _to_table(self) -> None:
        from ..play.statistics import record_game
        from .table import TableScene

        settings = self.app.settings
        table = self.lobby.table(coach_allowed=settings.coach, undo_allowed=settings.undo)

        def count(record: object) -> None:
            try:
                record_game(record, list(table.kinds))  # type: ignore[arg-type]
            except Exception:  # statistics must never break the table
                import logging

                logging.getLogger(__name__).exception("the game was not counted")

        table.on_end = count
        self.app.replace(TableScene(self.app, table))

    # -- layout ------------------------------------------------------------------------------

    def layout(self, width: int, height: int) -> None:
        px = self.px
        title, body, bar = layout.screen_frame(width, height, px)
        self.title.place(title, self.scale)
        left, right = layout.row(body, [1, 1.15], px(20))
        self.room_panel.place(left, self.scale)
        self.seats_panel.place(right, self.scale)
        inner = self.room_panel.inner()
        status, rest = layout.split_top(inner, px(84), px(10))
        self.status.place(status, self.scale)
        code, rest = layout.split_top(rest, px(64), px(2))
        self.code_label.place(code, self.scale)
        hint, rest = layout.split_top(rest, px(24), px(14))
        self.code_hint.place(hint, self.scale)
        game, rest = layout.split_top(rest, px(30), px(10))
        self.game_label.place(game, self.scale)
        rest, problem = layout.split_bottom(rest, px(60), px(8))
        self.problem.place(problem, self.scale)
        self.address_label.place(rest, self.scale)
        inner = self.seats_panel.inner()
        for line, label, choice in zip(
            layout.column(inner, MAX_SEATS, px(40), px(8)),
            self.seat_labels,
            self.seat_choices,
            strict=True,
        ):
            name, kind = layout.row(line, [1.3, 1], px(10))
            label.place(name, self.scale)
            choice.place(kind, self.scale)
        _, leave, action = layout.row(bar, [1.6, 1, 1.3], px(14))
        self.leave_button.place(leave, self.scale)
        self.start_button.place(action, self.scale)
        self.ready_button.place(action, self.scale)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)


__all__ = ["LobbyScene"]
