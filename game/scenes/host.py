"""Host a game (menu → Play with friends → Host a game): the rules (a preset, a saved rule set
or the editor, as for a new game), the seats (friends to wait for, bots with levels), where
(this computer on the home network, or a server on the internet) and the options (a turn
timer, the level of the bot that plays for someone away, the coach and undo). "Open the room"
opens the lobby.

It is the new-game screen with a network panel in place of the deal code: the rules and the
seats are chosen the same way, the first seat being the host's.
"""

from __future__ import annotations

import pygame

from ..i18n import lazy, t
from ..ui import layout, theme
from ..ui.widgets import Choice, Label, TextField, Toggle, Widget
from .base import Shell
from .setup import BOT_LEVELS, SetupScene, generic_name, network_name

#: The turn timer's choices, in seconds (0: none).
TIMERS: tuple[int, ...] = (0, 30, 60)
ADDRESS_LENGTH = 120


class HostScene(SetupScene):
    """The rules and the seats of a game for friends at their own computers."""

    def __init__(self, app: Shell) -> None:
        super().__init__(app)
        settings = app.settings
        # The name this player goes by with friends (never "You": the others would see it).
        name = network_name(settings.net_name, settings.language)
        self.names[0] = name
        self.name_fields[0].set_text(name)
        self.name_fields[0].placeholder = lazy("net.your_name")
        self.title.text = lazy("host.title")
        self.start_button.text = lazy("host.open")
        self.code_label.text = lazy("host.where")
        self.where: Choice[str] = Choice(
            [("home", lazy("host.where.home")), ("server", lazy("host.where.server"))],
            "server" if settings.server_address else "home",
            on_change=lambda _: self._show_where(),
            size=16,
        )
        self.address_field = TextField(
            settings.server_address,
            max_length=ADDRESS_LENGTH,
            placeholder=lazy("host.address_placeholder"),
        )
        self.timer: Choice[int] = Choice([(s, lazy(f"host.timer.{s}")) for s in TIMERS], 0, size=16)
        self.timer_label = Label(lazy("host.timer"), size=16, color=theme.TEXT_DIM)
        self.stand_in: Choice[str] = Choice(
            [(k, lazy(f"setup.kind.{k}")) for k in BOT_LEVELS], "normal", size=16
        )
        self.stand_in_label = Label(lazy("host.stand_in"), size=16, color=theme.TEXT_DIM)
        self.coach_toggle = Toggle(False)
        self.coach_label = Label(lazy("host.coach_undo"), size=16, color=theme.TEXT_DIM)
        self.problem = Label("", size=15, color=theme.DANGER, wrap=True)
        # The deal code has no meaning here: the server deals.
        for widget in (self.code_field, self.code_hint):
            widget.visible = False
        self.ui.extend([self.where, self.address_field, self.timer_label, self.timer])
        self.ui.extend([self.stand_in_label, self.stand_in, self.coach_label, self.coach_toggle])
        self.ui.add(self.problem)
        for seat, choice in enumerate(self.kind_choices):
            if seat:
                # A person at another seat is a friend at their own computer: they say their
                # own name when they join.
                choice.set_options(
                    [("human", lazy("host.friend"))]
                    + [(k, lazy(f"setup.kind.{k}")) for k in BOT_LEVELS],
                    "human",
                )
                self.kinds[seat] = "human"
        self._show_where()

    def _show_where(self) -> None:
        self.address_field.visible = self.where.value == "server"

    def _show_seats(self) -> None:
        super()._show_seats()
        for seat in range(1, len(self.name_fields)):
            # Friends name themselves; a bot's name is its seat's.
            self.name_fields[seat].visible = False

    def _seat_hint(self) -> str:
        return t("host.seat_hint")

    def spec(self) -> object:
        """The room to open: the rules, the seats, the options."""
        from ..net.protocol import RoomOptions, RoomSpec, SeatSpec

        seats = [
            SeatSpec(kind="person")
            if seat == 0 or kind == "human"
            else SeatSpec(kind="bot", level=kind)  # type: ignore[arg-type]
            for seat, kind in enumerate(self.kinds[: self.count])
        ]
        options = RoomOptions(
            turn_timer=self.timer.value,  # type: ignore[arg-type]
            stand_in=self.stand_in.value,  # type: ignore[arg-type]
            coach=self.coach_toggle.value,
            undo=self.coach_toggle.value,
        )
        return RoomSpec(rules=self.rules.model_dump(mode="json"), seats=seats, options=options)

    def start(self) -> None:
        """Open the room and wait for the friends in the lobby."""
        from ..net.session import open_room
        from .lobby import LobbyScene

        name = " ".join(self.names[0].split())
        if not name or generic_name(name):
            self.problem.text = t("net.need_name")
            self.ui.set_focus(self.name_fields[0])
            return
        if self.app.settings.net_name != name:
            self.app.settings.net_name = name[:24]
            self.app.save_settings()
        address: str | None = None
        if self.where.value == "server":
            address = self.address_field.text.strip()
            if not address:
                self.problem.text = t("host.need_address")
                return
            self._remember(address)
        try:
            lobby, _ = open_room(self.spec(), name, address)  # type: ignore[arg-type]
        except (OSError, ValueError) as exc:
            self.problem.text = t("friends.cannot_host", error=str(exc))
            return
        self.app.replace(LobbyScene(self.app, lobby, address))

    def _remember(self, address: str) -> None:
        settings = self.app.settings
        if settings.server_address != address:
            settings.server_address = address[:200]
            self.app.save_settings()

    #: Where to host and the options take the deal code's place.
    lower_height = 214

    def place_lower(self, area: pygame.Rect) -> None:
        """Where to host, the server's address, the timer, the stand-in, coach and undo."""
        px = self.px
        lines = layout.column(area, 5, px(36), px(6))
        label, choice = layout.row(lines[0], [0.8, 1.4], px(10))
        self.code_label.place(label, self.scale)
        self.where.place(choice, self.scale)
        self.address_field.place(lines[1], self.scale)
        rows: list[tuple[Label, Widget]] = [
            (self.timer_label, self.timer),
            (self.stand_in_label, self.stand_in),
        ]
        for (name, widget), line in zip(rows, lines[2:4], strict=True):
            a, b = layout.row(line, [0.8, 1.4], px(10))
            name.place(a, self.scale)
            widget.place(b, self.scale)
        a, b = layout.row(lines[4], [1.6, 0.6], px(10))
        self.coach_label.place(a, self.scale)
        self.coach_toggle.place(
            pygame.Rect(b.right - min(b.width, px(80)), b.top, min(b.width, px(80)), b.height),
            self.scale,
        )

    def layout(self, width: int, height: int) -> None:
        super().layout(width, height)
        # A problem (no address, cannot host) shows where the seats' hint was.
        self.problem.place(self.seat_hint.rect, self.scale)


__all__ = ["HostScene"]
