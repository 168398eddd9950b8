"""Play with friends (menu → Play with friends): host a game, join one, or take one's seat
back in the game in progress.

    FriendsScene → HostScene (rules, seats, options) → LobbyScene → TableScene (remote table)
                 → JoinScene (games found on the network, or an address and a code) → LobbyScene
                 → Rejoin the game in progress → LobbyScene → TableScene
"""

from __future__ import annotations

import pygame

from ..i18n import lazy, t
from ..ui import layout, theme
from ..ui.widgets import Button, Label, Panel
from .base import Shell, UIScene


class FriendsScene(UIScene):
    """Host, join, or rejoin."""

    hover_focus = True

    def __init__(self, app: Shell) -> None:
        super().__init__(app)
        from ..net.rejoin import load_rejoin

        self.saved = load_rejoin()
        self.title = Label(lazy("friends.title"), size=34, color=theme.GOLD, bold=True)
        self.panel = Panel()
        self.intro = Label(lazy("friends.intro"), size=18, color=theme.TEXT, wrap=True)
        self.rejoin_button = Button(
            lazy("friends.rejoin"), self.rejoin, primary=True, detail=self._rejoin_detail
        )
        self.rejoin_button.visible = self.saved is not None
        self.host_button = Button(
            lazy("friends.host"),
            self.host,
            primary=self.saved is None,
            detail=lazy("friends.host_detail"),
        )
        self.join_button = Button(
            lazy("friends.join"), self.join, detail=lazy("friends.join_detail")
        )
        self.message = Label("", size=16, color=theme.DANGER, wrap=True)
        self.back_button = Button(lazy("common.back"), self.back)
        self.buttons = [self.rejoin_button, self.host_button, self.join_button]
        self.ui.extend([self.panel, self.title, self.intro, *self.buttons, self.message])
        self.ui.add(self.back_button)

    def _rejoin_detail(self) -> str:
        if self.saved is None:
            return ""
        from ..i18n import preset_name
        from ..net.room import show_code

        return t(
            "friends.rejoin_detail",
            game=preset_name(self.saved.game),
            code=show_code(self.saved.room),
        )

    def on_enter(self) -> None:
        super().on_enter()
        self.ui.set_focus(self.rejoin_button if self.saved is not None else self.host_button)

    def host(self) -> None:
        from .host import HostScene

        self.app.push(HostScene(self.app))

    def join(self) -> None:
        from .join import JoinScene

        self.app.push(JoinScene(self.app))

    def rejoin(self) -> None:
        """Take the remembered seat back (hosting the game again when it was hosted here)."""
        if self.saved is None:
            return
        from ..net.session import rejoin
        from .lobby import LobbyScene

        try:
            lobby = rejoin(self.saved)
        except OSError as exc:
            self.message.text = t("friends.cannot_host", error=str(exc))
            return
        self.app.push(LobbyScene(self.app, lobby))

    def layout(self, width: int, height: int) -> None:
        px = self.px
        title, body, bar = layout.screen_frame(width, height, px)
        self.title.place(title, self.scale)
        panel = layout.centered(min(body.width, px(640)), min(body.height, px(480)), body)
        self.panel.place(panel, self.scale)
        inner = layout.inset(panel, px(28), px(24))
        intro, rest = layout.split_top(inner, px(72), px(14))
        self.intro.place(intro, self.scale)
        rest, message = layout.split_bottom(rest, px(44), px(8))
        self.message.place(message, self.scale)
        shown = [b for b in self.buttons if b.visible]
        rects = layout.column(rest, len(shown), px(64), px(14))
        for button, rect in zip(shown, rects, strict=True):
            button.place(rect, self.scale)
        _, back = layout.row(bar, [3, 1], px(14))
        self.back_button.place(back, self.scale)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)


__all__ = ["FriendsScene"]
