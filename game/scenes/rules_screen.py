"""The rules screen: the rules common to every game, then each preset's rules, generated from its
:class:`~game.core.rules.Rules` by :func:`game.ui.rules_text.rules_blocks` so that the text
always says what the engine does, with the choices this app made where the sources are
ambiguous (PRODUCT §1, marked *(choice)* there). Opened from a game, its tab describes the
rules being played at that table, hand sizes for its number of players included.

A list of tabs on the left (all games, then each preset), the text on the right: the mouse
wheel, Page Up/Down and Home/End scroll it, arrows move between the tabs and into the text.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial
from typing import TYPE_CHECKING

import pygame

from ..i18n import lazy, t
from ..ui import layout, theme
from ..ui.rules_text import CHOICES, rules_blocks, rules_title
from ..ui.widgets import Block, Button, Label, Panel, ScrollText
from .base import Shell, UIScene

if TYPE_CHECKING:
    from ..core.rules import Rules

COMMON = "common"
#: The tab of a game's own rules when they are not one of the presets.
GAME = "game"

__all__ = ["CHOICES", "COMMON", "GAME", "RulesScene", "common_blocks", "rules_blocks"]


def common_blocks() -> list[Block]:
    """The rules shared by every game, and the keys."""
    return [
        ("title", t("rules.common")),
        ("p", t("rules.common.text")),
        ("heading", t("rules.blind")),
        ("p", t("rules.blind.text")),
        ("heading", t("rules.tarot")),
        ("p", t("rules.tarot.text")),
        ("heading", t("rules.keys")),
        ("bullet", t("menu.hint")),
        ("bullet", t("table.keys_hint")),
        ("bullet", t("table.bid_keys_hint")),
        ("bullet", t("rules.key.table")),
        ("bullet", t("rules.key.review")),
        ("bullet", t("rules.key.fullscreen")),
    ]


def _players_below(app: Shell, rules: Rules | None) -> int | None:
    """The number of players of the game under this screen that plays ``rules``, if any."""
    if rules is None:
        return None
    for scene in reversed(getattr(app, "stack", [])):
        if getattr(scene, "rules", None) is rules:
            names = getattr(scene, "names", None)
            if isinstance(names, list) and names:
                return len(names)
    return None


class RulesScene(UIScene):
    """Scrollable rules, one tab per preset plus the common rules. Opened from a game, it
    shows that game's rules (``rules``); rules that are not a preset get a tab of their own.
    ``players`` is the number at that table (found in the game below when not given): the
    game's tab then speaks of its hand sizes."""

    def __init__(
        self,
        app: Shell,
        preset_id: str | None = None,
        rules: Rules | None = None,
        players: int | None = None,
    ) -> None:
        super().__init__(app)
        from ..core.presets import PRESET_ORDER, PRESETS

        self.players = players if players is not None else _players_below(app, rules)
        self.presets = {pid: PRESETS[pid] for pid in PRESET_ORDER if pid in PRESETS}
        #: The tab of the rules being played (None when not opened from a game).
        self.game_tab: str | None = None
        if rules is not None:
            preset_id = rules.name
            if PRESETS.get(rules.name) != rules:
                preset_id = GAME
                self.presets = {GAME: rules, **self.presets}
            self.game_tab = preset_id
        self.tab = preset_id if preset_id in self.presets else COMMON
        self.title = Label(lazy("rules.title"), size=34, color=theme.GOLD, bold=True)
        self.tabs_panel = Panel()
        self.text_panel = Panel()
        self.tab_buttons: dict[str, Button] = {
            COMMON: Button(lazy("rules.common"), partial(self.select, COMMON), size=18)
        }
        for pid in self.presets:
            name = (
                partial(rules_title, rules) if pid == GAME and rules else lazy(f"preset.{pid}.name")
            )
            self.tab_buttons[pid] = Button(name, partial(self.select, pid), size=18)
        self.text = ScrollText(self.blocks)
        self.back_button = Button(lazy("common.back"), self.back)
        self.ui.extend([self.tabs_panel, self.text_panel, self.title])
        self.ui.extend(list(self.tab_buttons.values()))
        self.ui.extend([self.text, self.back_button])
        self.select(self.tab)

    def blocks(self) -> Sequence[Block]:
        """The document of the chosen tab."""
        if self.tab == COMMON:
            return common_blocks()
        players = self.players if self.tab == self.game_tab else None
        return rules_blocks(self.presets[self.tab], None if self.tab == GAME else self.tab, players)

    def select(self, tab: str) -> None:
        """Show a tab from its top."""
        self.tab = tab
        for key, button in self.tab_buttons.items():
            button.selected = key == tab
        self.text.offset = 0

    def on_enter(self) -> None:
        super().on_enter()
        self.ui.set_focus(self.tab_buttons[self.tab])

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key in (
            pygame.K_PAGEUP,
            pygame.K_PAGEDOWN,
            pygame.K_HOME,
            pygame.K_END,
        ):
            return self.text.scroll_key(event.key)
        if event.type == pygame.MOUSEWHEEL:
            return self.text.handle_event(event)
        return super().handle_event(event)

    def layout(self, width: int, height: int) -> None:
        px = self.px
        title, area, bar = layout.screen_frame(width, height, px)
        self.title.place(title, self.scale)
        left, right = layout.row(area, [0.9, 2.6], px(20))
        self.tabs_panel.place(left, self.scale)
        self.text_panel.place(right, self.scale)
        tabs = layout.column(layout.inset(left, px(14)), len(self.tab_buttons), px(46), px(10))
        for button, rect in zip(self.tab_buttons.values(), tabs, strict=True):
            button.place(rect, self.scale)
        self.text.place(layout.inset(right, px(24), px(18)), self.scale)
        back = pygame.Rect(0, 0, px(220), bar.height)
        back.topright = bar.topright
        self.back_button.place(back, self.scale)
