"""The score keeper's new-game screen: the rules (a preset), the players in seating order and
the first dealer (PRODUCT §3 "Score keeper").

Start creates the game file and replaces this screen with the round entry::

    KeeperRoundScene(app, KeeperGame.create(rules, names, first_dealer, folder))

Any :class:`~game.core.rules.Rules` can be offered (``choices``): the six presets today, saved
custom rule sets once they exist.
"""

from __future__ import annotations

from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from ..i18n import lazy, t
from ..ui import layout, theme
from ..ui.widgets import Button, Choice, Label, Panel, TextField
from .base import Shell, UIScene
from .setup import MAX_SEATS, NAME_LENGTH, default_names, fit_player_count, fitting_summary

if TYPE_CHECKING:
    from ..core.rules import Rules
    from ..platform.settings import TableMemory


#: Saved rule sets offered beside the presets (the grid of buttons has room for this many).
MAX_RULE_SETS = 4


def preset_choices() -> dict[str, Rules]:
    """The rules the keeper offers, by id: the presets in the setup screen's order, then the
    player's saved rule sets (``set:<name>``)."""
    from ..core.presets import PRESET_ORDER, PRESETS
    from ..play.rulesets import RuleSets

    choices = {pid: PRESETS[pid] for pid in PRESET_ORDER if pid in PRESETS}
    for saved in RuleSets().list()[:MAX_RULE_SETS]:
        choices[f"set:{saved.name}"] = saved.rules
    return choices


class KeeperSetupScene(UIScene):
    """Rules, players (names in seating order), first dealer, start."""

    def __init__(
        self,
        app: Shell,
        folder: Path | None = None,
        export_folder: Path | None = None,
        choices: dict[str, Rules] | None = None,
    ) -> None:
        super().__init__(app)
        self.folder = folder
        self.export_folder = export_folder
        self.choices = choices if choices is not None else preset_choices()
        self.rules_id = next(iter(self.choices))
        self.count = 4
        self.default_names = default_names(app.settings.language)
        self.names = list(self.default_names)
        self.dealer = 0
        #: Why Start did nothing (the rules refused the players), shown under the summary.
        self.problem: str | None = None

        self.title = Label(lazy("keeper.setup_title"), size=34, color=theme.GOLD, bold=True)
        self.game_panel = Panel(lazy("setup.game"))
        self.players_panel = Panel(lazy("keeper.seating"))
        self.rules_buttons: dict[str, Button] = {}
        for rid in self.choices:
            name = self.choices[rid].name
            self.rules_buttons[rid] = Button(
                partial(_rules_name, name), partial(self.select_rules, rid), size=17
            )
        self.summary = Label(self._summary_text, size=17, color=theme.TEXT, wrap=True)
        self.problem_label = Label(lambda: self.problem or "", size=16, color=theme.DANGER)
        self.count_choice: Choice[int] = Choice([], self.count, self.set_count, wrap=False)
        self.hint = Label(lazy("keeper.seating_hint"), size=15, color=theme.TEXT_DIM, wrap=True)
        self.name_fields: list[TextField] = []
        self.up_buttons: list[Button] = []
        for seat in range(MAX_SEATS):
            self.name_fields.append(
                TextField(
                    self.names[seat],
                    on_change=partial(self._set_name, seat),
                    max_length=NAME_LENGTH,
                    placeholder=self.default_names[seat],
                )
            )
            self.up_buttons.append(Button(lazy("keeper.move_up"), partial(self.move_up, seat)))
        self.dealer_label = Label(lazy("keeper.first_dealer"), size=18, color=theme.GOLD, bold=True)
        self.dealer_choice: Choice[int] = Choice([], 0, self._set_dealer, size=18)
        self.back_button = Button(lazy("common.back"), self.back)
        self.start_button = Button(lazy("keeper.start"), self.start, primary=True)

        self.ui.extend([self.game_panel, self.players_panel, self.title])
        self.ui.extend(list(self.rules_buttons.values()))
        self.ui.extend([self.summary, self.problem_label, self.count_choice, self.hint])
        for field, up in zip(self.name_fields, self.up_buttons, strict=True):
            self.ui.extend([field, up])
        self.ui.extend([self.dealer_label, self.dealer_choice])
        self.ui.extend([self.start_button, self.back_button])
        self.select_rules(self.rules_id)
        self.restore(app.settings.last_keeper_game)

    # -- state -----------------------------------------------------------------------------

    @property
    def rules(self) -> Rules:
        """The chosen rules."""
        return self.choices[self.rules_id]

    def _summary_text(self) -> str:
        from ..core.presets import PRESETS
        from ..i18n import preset_summary

        if self.rules_id in PRESETS:
            return preset_summary(self.rules.name)
        return fitting_summary(self.summary, self.rules, self.count)

    def select_rules(self, rules_id: str) -> None:
        """Choose a rule set; the number of players is kept within its range."""
        self.rules_id = rules_id
        for rid, button in self.rules_buttons.items():
            button.selected = rid == rules_id
        self.count = fit_player_count(self.count_choice, self.rules, self.count)
        self._show_seats()

    def set_count(self, count: int) -> None:
        """Choose the number of players."""
        self.count = count
        self._show_seats()

    def _show_seats(self) -> None:
        self.problem = None
        for seat in range(MAX_SEATS):
            shown = seat < self.count
            self.name_fields[seat].visible = shown
            self.up_buttons[seat].visible = shown and seat > 0
        self.dealer = min(self.dealer, self.count - 1)
        self._dealer_options()
        if self.ui.focus is not None and not self.ui.focus.visible:
            self.ui.set_focus(self.count_choice)

    def _dealer_options(self) -> None:
        names = self.player_names()
        self.dealer_choice.set_options(list(enumerate(names)), self.dealer)

    def _set_name(self, seat: int, text: str) -> None:
        self.names[seat] = text
        self._dealer_options()

    def _set_dealer(self, seat: int) -> None:
        self.dealer = seat

    def move_up(self, seat: int) -> None:
        """Swap a player with the one seated before them (the first dealer follows them)."""
        if not 0 < seat < self.count:
            return
        a, b = seat - 1, seat
        self.names[a], self.names[b] = self.names[b], self.names[a]
        self.default_names[a], self.default_names[b] = self.default_names[b], self.default_names[a]
        for s in (a, b):
            self.name_fields[s].set_text(self.names[s])
            self.name_fields[s].placeholder = self.default_names[s]
        if self.dealer in (a, b):
            self.dealer = b if self.dealer == a else a
        self._dealer_options()

    # -- the last table --------------------------------------------------------------------

    def memory(self) -> TableMemory:
        """The table chosen now, as the settings remember it (a name left as its default is
        kept empty, so that it follows the language)."""
        from ..platform.settings import TableMemory

        # Against each seat's own default: a default name moved up is remembered there.
        defaults = default_names(self.app.settings.language)
        names = [
            "" if name.strip() == default else name.strip()
            for name, default in zip(self.names, defaults, strict=True)
        ]
        return TableMemory(rules=self.rules_id, players=self.count, names=names, dealer=self.dealer)

    def restore(self, memory: TableMemory) -> None:
        """Show the last table started here; what no longer applies (a rule set deleted
        since, a number of players these rules refuse) keeps its default."""
        if memory.rules in self.choices:
            self.select_rules(memory.rules)
        for seat, name in enumerate(memory.names[:MAX_SEATS]):
            name = " ".join(name.split())[:NAME_LENGTH]
            if name:
                self.names[seat] = name
                self.name_fields[seat].set_text(name)
        if memory.players:
            self.count = fit_player_count(self.count_choice, self.rules, memory.players)
        self.dealer = memory.dealer
        self._show_seats()

    def remember(self) -> None:
        """Keep the table chosen now in the settings (saved at once)."""
        memory = self.memory()
        if self.app.settings.last_keeper_game != memory:
            self.app.settings.last_keeper_game = memory
            self.app.save_settings()

    def player_names(self) -> list[str]:
        """The names as they will be kept: blanks get their default, repeats a number."""
        names: list[str] = []
        for seat in range(self.count):
            name = " ".join(self.names[seat].split()) or self.default_names[seat]
            base, n = name, 2
            while name in names:
                name = f"{base[: NAME_LENGTH - 2]} {n}"
                n += 1
            names.append(name)
        return names

    def start(self) -> None:
        """Create the game and go to its first round (the keeper's list stays below)."""
        from ..play.keeper import KeeperError, KeeperGame
        from .keeper import KeeperRoundScene

        try:
            game = KeeperGame.create(self.rules, self.player_names(), self.dealer, self.folder)
        except KeeperError as exc:
            self.problem = t("keeper.rule.players") + f" ({exc})"
            return
        self.remember()
        self.app.replace(KeeperRoundScene(self.app, game, self.export_folder))

    # -- input -----------------------------------------------------------------------------

    # -- layout ----------------------------------------------------------------------------

    def layout(self, width: int, height: int) -> None:
        px = self.px
        title, area, bar = layout.screen_frame(width, height, px)
        self.title.place(title, self.scale)
        left, right = layout.row(area, [1.12, 1], px(20))
        self.game_panel.place(left, self.scale)
        self.players_panel.place(right, self.scale)

        inner = self.game_panel.inner()
        rows = (len(self.rules_buttons) + 1) // 2
        bh, gap = px(48), px(10)
        grid, rest = layout.split_top(inner, rows * bh + (rows - 1) * gap, px(16))
        cells = [
            cell
            for line in layout.column(grid, rows, bh, gap)
            for cell in layout.row(line, [1, 1], gap)
        ]
        for button, cell in zip(self.rules_buttons.values(), cells, strict=False):
            button.place(cell, self.scale)
        rest, problem = layout.split_bottom(rest, px(26), px(6))
        self.summary.place(rest, self.scale)
        self.problem_label.place(problem, self.scale)

        inner = self.players_panel.inner()
        count_row, seats = layout.split_top(inner, px(48), px(8))
        self.count_choice.place(
            layout.centered(min(inner.width, px(300)), count_row.height, count_row), self.scale
        )
        hint, seats = layout.split_top(seats, px(40), px(6))
        self.hint.place(hint, self.scale)
        seats, dealer_row = layout.split_bottom(seats, px(48), px(10))
        lines = layout.column(seats, MAX_SEATS, px(40), px(6))
        for seat, line in enumerate(lines):
            up_rect = pygame.Rect(line.right - px(52), line.top, px(52), line.height)
            name_rect = pygame.Rect(line.left, line.top, line.width - px(62), line.height)
            self.name_fields[seat].place(name_rect, self.scale)
            self.up_buttons[seat].place(up_rect, self.scale)
        label_rect, choice_rect = layout.row(dealer_row, [1, 1.3], px(12))
        self.dealer_label.place(label_rect, self.scale)
        self.dealer_choice.place(choice_rect, self.scale)

        _, back, start = layout.row(bar, [2.2, 1, 1.5], px(14))
        self.back_button.place(back, self.scale)
        self.start_button.place(start, self.scale)


def _rules_name(name: str) -> str:
    from ..i18n import preset_name

    return preset_name(name)


__all__ = ["KeeperSetupScene", "preset_choices"]
