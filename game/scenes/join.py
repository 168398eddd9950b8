"""Join a game (menu → Play with friends → Join a game): the games hosted on this network
appear by themselves (service discovery, started when this screen opens and stopped when it
closes — never before); or type the address a friend shares and the room code. Choose a name,
then wait in the lobby.
"""

from __future__ import annotations

import logging
from functools import partial
from typing import Any

import pygame

from ..i18n import lazy, t
from ..ui import layout, theme
from ..ui.widgets import Button, Label, Panel, TextField
from .base import Shell, UIScene

log = logging.getLogger(__name__)

#: Games found on the network shown at once.
LIST_ROWS = 5
NAME_LENGTH = 24


def _code_char(ch: str) -> bool:
    return ch.isascii() and (ch.isalnum() or ch in "- ")


class JoinScene(UIScene):
    """Games on this network, or an address and a code."""

    def __init__(self, app: Shell, browse: bool = True) -> None:
        super().__init__(app)
        settings = app.settings
        self.title = Label(lazy("join.title"), size=34, color=theme.GOLD, bold=True)
        self.near_panel = Panel(lazy("join.near"))
        self.far_panel = Panel(lazy("join.far"))
        self.near_status = Label(self._near_text, size=16, color=theme.TEXT_DIM, wrap=True)
        self.game_buttons = [
            Button("", partial(self.join_found, i), size=17) for i in range(LIST_ROWS)
        ]
        self.address_label = Label(lazy("join.address"), size=16, color=theme.TEXT_DIM)
        self.address_field = TextField(
            settings.server_address, max_length=120, placeholder=lazy("join.address_placeholder")
        )
        self.code_label = Label(lazy("join.code"), size=16, color=theme.TEXT_DIM)
        self.code_field = TextField(
            "", max_length=12, placeholder="K7QM-3F9D", allowed=_code_char, transform=str.upper
        )
        self.join_button = Button(lazy("join.join"), self.join_typed, primary=True)
        self.name_label = Label(lazy("join.name"), size=18, color=theme.GOLD, bold=True)
        from .setup import network_name

        self.name_field = TextField(
            network_name(settings.net_name, settings.language),
            max_length=NAME_LENGTH,
            placeholder=lazy("net.your_name"),
        )
        self.problem = Label("", size=16, color=theme.DANGER, wrap=True)
        self.back_button = Button(lazy("common.back"), self.back)
        self.ui.extend([self.near_panel, self.far_panel, self.title, self.near_status])
        self.ui.extend(self.game_buttons)
        self.ui.extend([self.address_label, self.address_field, self.code_label, self.code_field])
        self.ui.extend([self.join_button, self.name_label, self.name_field, self.problem])
        self.ui.add(self.back_button)
        self.browser: Any = None
        self.browse_error: str | None = None
        self.found: list[Any] = []
        if browse:
            self._start_browsing()

    # -- finding games -----------------------------------------------------------------------

    def _start_browsing(self) -> None:
        try:
            from ..net.discovery import Browser

            self.browser = Browser()
            self.browser.start()
        except Exception as exc:  # no network, no multicast: typing an address still works
            log.info("no discovery on this network: %s", exc)
            self.browser = None
            self.browse_error = str(exc)

    def _near_text(self) -> str:
        if self.browser is None:
            return t("join.near_off")
        if not self.found:
            return t("join.looking")
        return t("join.found")

    def update(self, dt: float) -> None:
        if self.browser is not None:
            try:
                self.found = list(self.browser.games())[:LIST_ROWS]
            except Exception as exc:
                log.info("discovery stopped: %s", exc)
                self.browser = None
        for i, button in enumerate(self.game_buttons):
            game = self.found[i] if i < len(self.found) else None
            button.visible = game is not None
            if game is not None:
                button.text = self._describe(game)
                button.enabled = bool(getattr(game, "compatible", True))
        super().update(dt)

    def _describe(self, game: Any) -> str:
        from ..i18n import preset_name

        text = t(
            "join.game",
            host=game.name,
            game=preset_name(game.game),
            players=game.seated,
            seats=game.seats,
        )
        return (
            text if game.compatible else f"{text} · {t('join.other_version', version=game.version)}"
        )

    # -- joining -----------------------------------------------------------------------------

    def _name(self) -> str | None:
        from .setup import generic_name

        name = " ".join(self.name_field.text.split())
        if not name or generic_name(name):
            self.problem.text = t("net.need_name")
            self.ui.set_focus(self.name_field)
            return None
        settings = self.app.settings
        if settings.net_name != name:
            settings.net_name = name
            self.app.save_settings()
        return name

    def join_found(self, index: int) -> None:
        """Join a game found on this network."""
        if index >= len(self.found):
            return
        game = self.found[index]
        name = self._name()
        if name is None:
            return
        self._join(game.where, game.room, name, shown=None)

    def join_typed(self) -> None:
        """Join the game at the address typed, with the code typed."""
        name = self._name()
        if name is None:
            return
        address = self.address_field.text.strip()
        code = self.code_field.text.strip()
        if not address or not code:
            self.problem.text = t("join.need_both")
            return
        settings = self.app.settings
        if settings.server_address != address:
            settings.server_address = address[:200]
            self.app.save_settings()
        self._join(address, code, name, shown=address)

    def _join(self, address: str, code: str, name: str, shown: str | None) -> None:
        from ..net.session import join_room
        from .lobby import LobbyScene

        try:
            lobby = join_room(address, code, name)
        except ValueError as exc:
            self.problem.text = t("join.bad_address", error=str(exc))
            return
        self._stop_browsing()
        self.app.replace(LobbyScene(self.app, lobby, shown))

    def _stop_browsing(self) -> None:
        if self.browser is not None:
            try:
                self.browser.stop()
            except Exception as exc:
                log.info("discovery did not stop cleanly: %s", exc)
            self.browser = None

    def on_exit(self) -> None:
        self._stop_browsing()

    # -- layout ------------------------------------------------------------------------------

    def layout(self, width: int, height: int) -> None:
        px = self.px
        title, body, bar = layout.screen_frame(width, height, px)
        self.title.place(title, self.scale)
        body, name_row = layout.split_bottom(body, px(48), px(14))
        left, right = layout.row(body, [1.2, 1], px(20))
        self.near_panel.place(left, self.scale)
        self.far_panel.place(right, self.scale)
        inner = self.near_panel.inner()
        status, rest = layout.split_top(inner, px(48), px(10))
        self.near_status.place(status, self.scale)
        for button, rect in zip(
            self.game_buttons, layout.column(rest, LIST_ROWS, px(48), px(10)), strict=True
        ):
            button.place(rect, self.scale)
        inner = self.far_panel.inner()
        lines = layout.column(inner, 5, px(38), px(8))
        self.address_label.place(lines[0], self.scale)
        self.address_field.place(lines[1], self.scale)
        self.code_label.place(lines[2], self.scale)
        self.code_field.place(
            pygame.Rect(lines[3].left, lines[3].top, min(lines[3].width, px(220)), lines[3].height),
            self.scale,
        )
        self.join_button.place(lines[4], self.scale)
        label, field, problem = layout.row(name_row, [0.6, 1, 1.6], px(12))
        self.name_label.place(label, self.scale)
        self.name_field.place(field, self.scale)
        self.problem.place(problem, self.scale)
        _, back = layout.row(bar, [3, 1], px(14))
        self.back_button.place(back, self.scale)


__all__ = ["JoinScene"]
