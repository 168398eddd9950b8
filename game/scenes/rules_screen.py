"""The rules screen: the rules common to every game, then each preset's rules, generated from its
:class:`~game.core.rules.Rules` so that the text always says what the engine does, with the
choices this app made where the sources are ambiguous (PRODUCT §1, marked *(choice)* there).

A list of tabs on the left (all games, then each preset), the text on the right: the mouse
wheel, Page Up/Down and Home/End scroll it, arrows move between the tabs and into the text.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial
from typing import TYPE_CHECKING

import pygame

from ..ui import layout, theme
from ..ui.theme import t, tr
from ..ui.widgets import Block, Button, Label, Panel, ScrollText
from .base import UIScene
from .setup import PRESET_ORDER

if TYPE_CHECKING:
    from ..core.rules import Rules
    from ..platform.app import App

COMMON = "common"
#: The tab of a game's own rules when they are not one of the presets.
GAME = "game"
#: Presets whose rules involve a choice of this app (PRODUCT §1 *(choice)*).
CHOICES = {
    "ascenseur": ("rules.choice.twos",),
    "ascenseur-table": ("rules.choice.table_three", "rules.choice.counterclockwise"),
    "tarot-africain": ("rules.choice.elimination", "rules.choice.all_out"),
    "whist22": ("rules.choice.all_out",),
}


def _sizes(rules: Rules, tarot: bool) -> str:
    """The largest (or start) hand for each number of players: "17 at 3 · 13 at 4 · …"."""
    parts = []
    for n in range(rules.min_players, rules.max_players + 1):
        try:
            rules.check_players(n)
        except ValueError:
            continue
        size = rules.start_size(n) if tarot else rules.max_size(n)
        parts.append(t("rules.size_entry", players=n, cards=size))
    return " · ".join(parts)


def _fact(label_key: str, value: str) -> Block:
    return ("bullet", f"{t(label_key)} : {value}" if _french() else f"{t(label_key)}: {value}")


def _french() -> bool:
    try:
        from ..i18n import current_language
    except ImportError:  # pragma: no cover - the catalogs ship with the game
        return False
    return current_language() == "fr"


def _on_off(value: bool) -> str:
    return t("common.yes") if value else t("common.no")


def rules_blocks(rules: Rules, preset_id: str | None = None) -> list[Block]:
    """The rules of one game as blocks for :class:`ScrollText`, in the current language: the
    plain-language summary, every option with the custom-rules editor's words, then the choices
    this app made."""
    from ..core.rules import Deck, LivesScoring, Sequence, Trump

    pid = preset_id or rules.name
    tarot = rules.deck is Deck.TAROT
    blocks: list[Block] = [("title", t(f"preset.{pid}.name")), ("p", t(f"preset.{pid}.summary"))]
    blocks.append(("heading", t("rules.details")))
    deck = t(f"option.deck.{rules.deck.value}")
    if rules.remove_twos:
        deck = f"{deck} — {t('option.remove_twos')}"
    blocks.append(_fact("option.deck", deck))
    blocks.append(_fact("option.players", f"{rules.min_players} – {rules.max_players}"))
    blocks.append(_fact("option.direction", t(f"option.direction.{rules.direction.value}")))
    blocks.append(
        _fact("option.first_bidder", t(f"option.first_bidder.{rules.first_bidder.value}"))
    )
    blocks.append(_fact("option.sequence", t(f"option.sequence.{rules.sequence.value}")))
    if rules.sequence is Sequence.CUSTOM:
        blocks.append(_fact("option.custom_sizes", " ".join(map(str, rules.custom_sizes))))
    elif rules.sequence is not Sequence.QUICK5:
        blocks.append(_fact("option.max_hand", _sizes(rules, tarot)))
    if rules.sequence is Sequence.TAROT_CYCLE:
        blocks.append(_fact("option.after_one", t(f"option.after_one.{rules.after_one.value}")))
    if not tarot:
        blocks.append(_fact("option.trump", t(f"option.trump.{rules.trump.value}")))
        if rules.trump is Trump.TURNED_UP:
            blocks.append(
                _fact("option.empty_stock", t(f"option.empty_stock.{rules.empty_stock.value}"))
            )
    blocks.append(_fact("option.hook", _on_off(rules.hook)))
    if not tarot:
        blocks.append(_fact("option.must_trump", _on_off(rules.must_trump)))
    blocks.append(_fact("option.blind_round", _on_off(rules.blind_round)))
    blocks.append(
        _fact(
            "option.zero_limit", str(rules.zero_limit) if rules.zero_limit else t("rules.no_limit")
        )
    )
    if tarot:
        blocks.append(_fact("option.excuse", t(f"option.excuse.{rules.excuse.value}")))

    blocks.append(("heading", t("option.scoring")))
    scoring = rules.scoring
    if isinstance(scoring, LivesScoring):
        # Whist 22 counts points down from 14: the same rule, said with its own word.
        points = scoring.unit == "points"
        blocks.append(
            _fact("option.points_start" if points else "option.lives_start", str(scoring.start))
        )
        blocks.append(
            _fact(
                "option.points_loss_per_diff" if points else "option.loss_per_diff",
                str(scoring.loss_per_diff),
            )
        )
        blocks.append(_fact("option.lives_end", t(f"option.lives_end.{scoring.end.value}")))
    else:
        for key, value in (
            ("option.exact_bonus", scoring.exact_bonus),
            ("option.exact_per_trick", scoring.exact_per_trick),
            ("option.miss_per_trick", scoring.miss_per_trick),
            ("option.miss_fixed", scoring.miss_fixed),
            ("option.miss_per_diff", scoring.miss_per_diff),
        ):
            blocks.append(_fact(key, str(value)))
    choices = CHOICES.get(pid, ())
    if choices:
        blocks.append(("heading", t("rules.choices")))
        blocks.extend(("note", t(key)) for key in choices)
    return blocks


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
        ("bullet", t("rules.key.fullscreen")),
    ]


class RulesScene(UIScene):
    """Scrollable rules, one tab per preset plus the common rules. Opened from a game, it
    shows that game's rules (``rules``); rules that are not a preset get a tab of their own."""

    def __init__(self, app: App, preset_id: str | None = None, rules: Rules | None = None) -> None:
        super().__init__(app)
        from ..core.presets import PRESETS

        self.presets = {pid: PRESETS[pid] for pid in PRESET_ORDER if pid in PRESETS}
        if rules is not None:
            preset_id = rules.name
            if PRESETS.get(rules.name) != rules:
                preset_id = GAME
                self.presets = {GAME: rules, **self.presets}
        self.tab = preset_id if preset_id in self.presets else COMMON
        self.title = Label(tr("rules.title"), size=34, color=theme.GOLD, bold=True)
        self.tabs_panel = Panel()
        self.text_panel = Panel()
        self.tab_buttons: dict[str, Button] = {
            COMMON: Button(tr("rules.common"), partial(self.select, COMMON), size=18)
        }
        for pid in self.presets:
            name = tr("preset.custom.name") if pid == GAME else tr(f"preset.{pid}.name")
            self.tab_buttons[pid] = Button(name, partial(self.select, pid), size=18)
        self.text = ScrollText(self.blocks)
        self.back_button = Button(tr("common.back"), self.back)
        self.ui.extend([self.tabs_panel, self.text_panel, self.title])
        self.ui.extend(list(self.tab_buttons.values()))
        self.ui.extend([self.text, self.back_button])
        self.select(self.tab)

    def blocks(self) -> Sequence[Block]:
        """The document of the chosen tab."""
        if self.tab == COMMON:
            return common_blocks()
        return rules_blocks(self.presets[self.tab], "custom" if self.tab == GAME else self.tab)

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
