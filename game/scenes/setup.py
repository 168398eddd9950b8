"""The setup screen: pick a preset, the number of players, each seat's name and kind (a person
or a bot level), optionally a deal code, then start (PRODUCT §3 "Setup").

Start replaces this screen with the table::

    TableScene.local(app, rules, names, kinds, seed)   # kinds: 'human' | 'easy' | 'normal' | 'hard'

The seed comes from :class:`random.SystemRandom` unless a deal code is typed. A deal code is the
seed written in base 36 (digits and letters, case and dashes ignored):
:func:`game.core.dealcode.deal_code` and :func:`~game.core.dealcode.parse_deal_code` convert
both ways, so the table can show the code of the game being
played and anyone can type it here to get the same deals.
"""

from __future__ import annotations

import getpass
import random
from collections.abc import Callable
from dataclasses import dataclass
from functools import partial
from typing import TYPE_CHECKING

import pygame

from ..core.dealcode import parse_deal_code
from ..i18n import lazy, t
from ..ui import layout, theme
from ..ui.widgets import Button, Choice, Label, Panel, TextField
from .base import Shell, UIScene

if TYPE_CHECKING:
    from ..core.rules import Rules
    from ..platform.settings import TableMemory

KINDS = ("human", "easy", "normal", "hard")
#: The bot levels offered, weakest first.
BOT_LEVELS = KINDS[1:]
MAX_SEATS = 8
NAME_LENGTH = 14
DEAL_CODE_LENGTH = 10
#: Deal codes drawn at random have this many base-36 digits.
RANDOM_CODE_DIGITS = 7
#: No text of the set-up screens is drawn smaller than this (pixels).
MIN_TEXT_PX = 11

BOT_NAMES = {
    "fr": ("Léa", "Hugo", "Chloé", "Louis", "Manon", "Jules", "Camille", "Arthur"),
    "en": ("Alice", "Ben", "Chloe", "Daniel", "Emma", "Finn", "Grace", "Henry"),
}
_NOT_A_NAME = {"root", "user", "admin", "administrator", "guest", "owner", "default", "runner"}


def random_seed() -> int:
    """A fresh seed from the operating system's randomness (a 7-character deal code)."""
    return random.SystemRandom().randrange(36**RANDOM_CODE_DIGITS)


def _code_char(ch: str) -> bool:
    return ch.isascii() and (ch.isalnum() or ch == "-")


# -- default names ---------------------------------------------------------------------------


def generic_name(name: str) -> bool:
    """``name`` is the stand-in for the person at this screen ("You", "Vous"): fine at one
    computer, meaningless to friends at theirs."""
    from ..i18n import LANGUAGES, catalog

    folded = name.strip().casefold()
    return any(folded == catalog(lang)["setup.you"].casefold() for lang in LANGUAGES)


def network_name(net_name: str, language: str) -> str:
    """The name to offer at a network game: the one used last, else the user's name, else
    nothing (the player types one: "You" would mean nothing to the others)."""
    name = net_name or human_name(language)
    return "" if generic_name(name) else name


def human_name(language: str) -> str:
    """The first seat's default name: the OS user's name when it looks like one, else
    "Vous" / "You"."""
    try:
        user = getpass.getuser()
    except Exception:  # no user name at all (some containers)
        user = ""
    user = user.strip().replace(".", " ").replace("_", " ")
    if user and user.lower() not in _NOT_A_NAME and user.replace(" ", "").isalpha():
        return user[:1].upper() + user[1:NAME_LENGTH]
    return t("setup.you")


def default_names(language: str, count: int = MAX_SEATS) -> list[str]:
    """Seat 0 named after the player, the others with first names of the language."""
    first = human_name(language)
    pool = [n for n in BOT_NAMES.get(language, BOT_NAMES["en"]) if n != first]
    return [first, *pool[: count - 1]]


def game_in_progress() -> str | None:
    """The saved game a new one would replace, as the menu's Continue names it ("Rikiki /
    Oh Hell!, round 3"); None when there is none (a damaged save is set aside and told)."""
    from ..core.records import record_rules
    from ..play.save import load_game
    from ..ui.rules_text import rules_title

    saved = load_game()
    if saved is None:
        return None
    name = rules_title(record_rules(saved.record))
    return t("menu.continue_detail", preset=name, round=saved.round)


#: Summaries worked out, with the rules they were made for (an id is reused once its
#: object is gone: the rules kept here say whether it is still the same).
_summaries: dict[tuple[object, ...], tuple[Rules, str]] = {}


def fitting_summary(label: Label, rules: Rules, players: int) -> str:
    """The summary of custom rules for ``label``: in full when it fits at a readable size,
    else without its worked examples, else its first sentences and where the rest is ("Read
    the rules" shows everything). Worked out once per rules, table, size and language."""
    from ..i18n import current_language

    key = (id(rules), players, label.rect.size, label.scale, current_language())
    cached = _summaries.get(key)
    if cached is not None and cached[0] is rules:
        return cached[1]
    if len(_summaries) > 32:
        _summaries.clear()
    text = _fit_summary(label, rules, players)
    _summaries[key] = (rules, text)
    return text


def _fit_summary(label: Label, rules: Rules, players: int) -> str:
    from ..ui.rules_text import rules_summary

    text = rules_summary(rules, players)
    if label.rect.width <= 0:
        return text
    design = label.px(label.size)
    smallest = max(MIN_TEXT_PX, round(0.75 * design))

    def fits(candidate: str) -> bool:
        _, lines = theme.fit_wrapped(
            candidate, design, label.rect.width, label.rect.height, label.bold, smallest
        )
        line_h = theme.font(smallest, label.bold).get_linesize()
        return len(lines) * line_h <= label.rect.height

    if fits(text):
        return text
    text = rules_summary(rules, players, examples=False)
    if fits(text):
        return text
    # Still too long for this window: the first sentences, and where the rest is.
    more = t("setup.summary_more")
    words = text.split(" ")
    while len(words) > 1 and not fits(" ".join(words) + "… " + more):
        words.pop()
    return " ".join(words) + "… " + more


@dataclass(frozen=True)
class TableArgs:
    """What the setup screen hands to the table."""

    rules: Rules
    names: list[str]
    kinds: list[str]
    seed: int


def fit_player_count(choice: Choice[int], rules: Rules, count: int) -> int:
    """Offer ``rules``' numbers of players in ``choice`` and return ``count`` kept within them
    (the game set-up and the score keeper's)."""
    count = max(rules.min_players, min(rules.max_players, count))
    counts = range(rules.min_players, rules.max_players + 1)
    options = [(n, lazy("setup.player_count", n=n)) for n in counts]
    choice.set_options(options, count)
    return count


class SetupScene(UIScene):
    """Preset, players, deal code, start. ``remembered``: open with the last table started
    from here (the rules, the number of players, the names and seat kinds; the settings'
    ``last_game``), as New game does; Deal remembers the table started."""

    def __init__(self, app: Shell, remembered: bool = False) -> None:
        super().__init__(app)
        from ..core.presets import PRESET_ORDER, PRESETS

        self.presets = {pid: PRESETS[pid] for pid in PRESET_ORDER if pid in PRESETS}
        self.preset_id = next(iter(self.presets))
        self.count = 4
        lang = app.settings.language
        self.default_names = default_names(lang)
        self.names = list(self.default_names)
        self.kinds = ["human"] + ["normal"] * (MAX_SEATS - 1)

        self.title = Label(lazy("setup.title"), size=34, color=theme.GOLD, bold=True)
        self.game_panel = Panel(lazy("setup.game"))
        self.players_panel = Panel(lazy("setup.players"))
        self.preset_buttons: dict[str, Button] = {}
        for pid in self.presets:
            self.preset_buttons[pid] = Button(
                lazy(f"preset.{pid}.name"), partial(self.select_preset, pid), size=17
            )
        self.summary = Label(self._summary_text, size=17, color=theme.TEXT, wrap=True)
        #: Rules from the editor or a saved rule set (None: the chosen preset's).
        self.custom: Rules | None = None
        from ..play.rulesets import RuleSets

        self.store = RuleSets()
        self.rule_set_label = Label(lazy("setup.rule_set"), size=16, color=theme.GOLD, bold=True)
        self.rule_set_choice: Choice[str | None] = Choice(
            [], None, self.select_rule_set, wrap=False, size=16
        )
        self.customise_button = Button(lazy("setup.customise"), self.customise, size=16)
        self.count_choice: Choice[int] = Choice([], self.count, self.set_count, wrap=False)
        self.name_fields: list[TextField] = []
        self.kind_choices: list[Choice[str]] = []
        for seat in range(MAX_SEATS):
            field = TextField(
                self.names[seat],
                on_change=partial(self._set_name, seat),
                max_length=NAME_LENGTH,
                placeholder=self.default_names[seat],
            )
            kind: Choice[str] = Choice(
                [(k, lazy(f"setup.kind.{k}")) for k in KINDS],
                self.kinds[seat],
                on_change=partial(self._set_kind, seat),
                size=18,
            )
            self.name_fields.append(field)
            self.kind_choices.append(kind)
        self.code_label = Label(lazy("setup.deal_code"), size=18, color=theme.GOLD, bold=True)
        self.code_hint = Label(lazy("setup.deal_code_hint"), size=15, color=theme.TEXT_DIM)
        self.seat_hint = Label(self._seat_hint, size=15, color=theme.TEXT_DIM, wrap=True)
        self.code_field = TextField(
            "",
            max_length=DEAL_CODE_LENGTH,
            placeholder=lazy("setup.deal_code_random"),
            allowed=_code_char,
            transform=str.upper,
        )
        self.back_button = Button(lazy("common.back"), self.back)
        self.rules_button = Button(lazy("setup.read_rules"), self.show_rules)
        self.start_button = Button(lazy("setup.start"), self.start, primary=True)

        self.ui.extend([self.game_panel, self.players_panel, self.title])
        self.ui.extend(list(self.preset_buttons.values()))
        self.ui.extend([self.rule_set_label, self.rule_set_choice, self.customise_button])
        self.ui.add(self.summary)
        self.ui.add(self.count_choice)
        for field, kind in zip(self.name_fields, self.kind_choices, strict=True):
            self.ui.extend([field, kind])
        self.ui.extend([self.code_label, self.code_field, self.code_hint, self.seat_hint])
        # Tab reaches Start first.
        self.ui.extend([self.start_button, self.rules_button, self.back_button])
        self.select_preset(self.preset_id)
        if remembered:
            self.restore(app.settings.last_game)

    # -- state -----------------------------------------------------------------------------------

    @property
    def rules(self) -> Rules:
        """The rules of the game to start: the custom ones, else the chosen preset's."""
        return self.custom if self.custom is not None else self.presets[self.preset_id]

    def _seat_hint(self) -> str:
        """The line under the seats: what the level of the seat under the mouse or the focus
        means; else, when several people share the screen, how their hands stay private; else
        what the strongest bot at the table does."""
        seated = self.kinds[: self.count]
        choices = self.kind_choices[: self.count]
        # The mouse first: the focus stays on the last seat clicked while the mouse moves on.
        for attribute in ("hovered", "focused"):
            for kind, choice in zip(seated, choices, strict=True):
                if getattr(choice, attribute) and kind in BOT_LEVELS:
                    return t(f"setup.level.{kind}")
        if seated.count("human") >= 2:
            return t("setup.pass_and_play")
        levels = [k for k in seated if k in BOT_LEVELS]
        if levels:
            return t(f"setup.level.{max(levels, key=BOT_LEVELS.index)}")
        return ""

    def _summary_text(self) -> str:
        if self.custom is not None:
            return fitting_summary(self.summary, self.custom, self.count)
        return t(f"preset.{self.preset_id}.summary")

    def select_preset(self, preset_id: str) -> None:
        """Choose a preset; the number of players is kept within its range."""
        self.preset_id = preset_id
        self.custom = None
        for pid, button in self.preset_buttons.items():
            button.selected = pid == preset_id
        self._rule_set_options()
        self._rules_changed()

    def _rule_set_options(self) -> None:
        """The saved rule sets, read again (one may just have been saved)."""
        names = self.store.names()
        chosen = self.custom.name if self.custom is not None else None
        first: tuple[str | None, Callable[[], str]]
        if chosen is not None and chosen not in names:
            first = (chosen, lazy("setup.rule_set.custom"))
        else:
            first = (None, lazy("setup.rule_set.none") if not names else lambda: "—")
        options = [first] + [(n, partial(str, n)) for n in names]
        self.rule_set_choice.set_options(options, chosen if chosen is not None else first[0])

    def select_rule_set(self, name: str | None) -> None:
        """Play a saved rule set (None: back to the chosen preset)."""
        if name is None:
            self.select_preset(self.preset_id)
            return
        found = self.store.find(name)
        if found is not None:
            self.use_rules(found.rules)

    def use_rules(self, rules: Rules) -> None:
        """Play these rules (from the editor or a saved set): no preset is selected."""
        self.custom = rules
        for button in self.preset_buttons.values():
            button.selected = False
        self._rule_set_options()
        self._rules_changed()

    def on_resume(self) -> None:
        super().on_resume()
        self._rule_set_options()  # the editor may have saved, renamed or deleted one

    def show_rules(self) -> None:
        """The rules screen, describing the rules chosen now at this number of players."""
        from .rules_screen import RulesScene

        pid = None if self.custom is not None else self.preset_id
        self.app.push(RulesScene(self.app, preset_id=pid, rules=self.rules, players=self.count))

    def customise(self) -> None:
        """The rules editor, starting from the rules chosen now."""
        from .rules_editor import RulesEditorScene

        self.app.push(
            RulesEditorScene(self.app, self.rules, self.use_rules, self.store, players=None)
        )

    def _rules_changed(self) -> None:
        self.count = fit_player_count(self.count_choice, self.rules, self.count)
        self._show_seats()

    def set_count(self, count: int) -> None:
        """Choose the number of players."""
        self.count = count
        self._show_seats()

    def _show_seats(self) -> None:
        for seat in range(MAX_SEATS):
            shown = seat < self.count
            self.name_fields[seat].visible = shown
            self.kind_choices[seat].visible = shown
        if self.ui.focus is not None and not self.ui.focus.visible:
            self.ui.set_focus(self.count_choice)

    def _set_name(self, seat: int, text: str) -> None:
        self.names[seat] = text

    # -- the last table --------------------------------------------------------------------

    def memory(self) -> TableMemory:
        """The table chosen now, as the settings remember it: a name left as its default is
        kept empty, so that it follows the language."""
        from ..platform.settings import TableMemory

        if self.custom is not None and self.store.find(self.custom.name) is not None:
            rules = f"set:{self.custom.name}"
        else:
            rules = self.preset_id
        names = [
            "" if name.strip() == default else name.strip()
            for name, default in zip(self.names, self.default_names, strict=True)
        ]
        return TableMemory(rules=rules, players=self.count, names=names, kinds=self.kinds)

    def restore(self, memory: TableMemory) -> None:
        """Show a remembered table; what no longer applies (a rule set deleted since, a number
        of players these rules refuse, an unknown seat kind) keeps its default."""
        if memory.rules in self.presets:
            self.select_preset(memory.rules)
        elif memory.rules.startswith("set:"):
            self.select_rule_set(memory.rules.removeprefix("set:"))
        for seat, name in enumerate(memory.names[:MAX_SEATS]):
            name = " ".join(name.split())[:NAME_LENGTH]
            if name:
                self.names[seat] = name
                self.name_fields[seat].set_text(name)
        for seat, kind in enumerate(memory.kinds[:MAX_SEATS]):
            if kind in KINDS:
                self.kinds[seat] = kind
                self.kind_choices[seat].set_options(self.kind_choices[seat].options, kind)
        if memory.players:
            self.count = fit_player_count(self.count_choice, self.rules, memory.players)
        self._show_seats()

    def remember(self) -> None:
        """Keep the table chosen now in the settings (saved at once)."""
        memory = self.memory()
        if self.app.settings.last_game != memory:
            self.app.settings.last_game = memory
            self.app.save_settings()

    def _set_kind(self, seat: int, kind: str) -> None:
        self.kinds[seat] = kind
        self._show_seats()

    def table_args(self) -> TableArgs:
        """The arguments for the table scene from the current choices (empty names get their
        default, repeated names a number, "You" becomes "Player 1" when several people
        play)."""
        names: list[str] = []
        you = t("setup.you")
        several = self.kinds[: self.count].count("human") >= 2
        for seat in range(self.count):
            name = " ".join(self.names[seat].split()) or self.default_names[seat]
            if several and name == you:
                # "Pass to You" means nothing when the device goes round: a real label.
                name = t("setup.player_default_name", n=seat + 1)
            base, n = name, 2
            while name in names:
                name = f"{base[: NAME_LENGTH - 2]} {n}"
                n += 1
            names.append(name)
        seed = parse_deal_code(self.code_field.text)
        if seed is None:
            seed = random_seed()
        return TableArgs(self.rules, names, list(self.kinds[: self.count]), seed)

    def start(self) -> None:
        """Start the game: the table replaces this screen (the menu stays below it). A game
        in progress would be replaced by it (the save holds one game): first ask, naming it;
        "Keep" (or Esc) stays here and keeps it."""
        in_progress = game_in_progress()
        if in_progress is None:
            self.deal()
            return
        from .confirm import ConfirmScene

        self.app.push(
            ConfirmScene(
                self.app,
                lazy("setup.replace_question", game=in_progress),
                self.deal,
                yes=lazy("setup.replace"),
                no=lazy("setup.keep"),
            )
        )

    def deal(self) -> None:
        """Start the game now (a game in progress is replaced); the table is remembered."""
        from .table import TableScene

        args = self.table_args()
        self.remember()
        self.app.replace(TableScene.local(self.app, args.rules, args.names, args.kinds, args.seed))

    # -- input -----------------------------------------------------------------------------------

    # -- layout ----------------------------------------------------------------------------------

    #: The height (design pixels) of the game panel's lower part: the deal code.
    lower_height = 96

    def place_lower(self, area: pygame.Rect) -> None:
        """Place the game panel's lower part: the deal code and its hint."""
        px = self.px
        code_title, code_rest = layout.split_top(area, px(28), px(6))
        code_row, hint = layout.split_top(code_rest, px(40), px(4))
        self.code_label.place(code_title, self.scale)
        self.code_field.place(
            pygame.Rect(code_row.left, code_row.top, min(code_row.width, px(260)), code_row.height),
            self.scale,
        )
        self.code_hint.place(hint, self.scale)

    def layout(self, width: int, height: int) -> None:
        px = self.px
        title, area, bar = layout.screen_frame(width, height, px)
        self.title.place(title, self.scale)
        left, right = layout.row(area, [1.12, 1], px(20))
        self.game_panel.place(left, self.scale)
        self.players_panel.place(right, self.scale)

        inner = self.game_panel.inner()
        rows = 3
        bh, gap = px(42), px(10)
        grid_h = rows * bh + (rows - 1) * gap
        grid, rest = layout.split_top(inner, grid_h, px(12))
        custom_row, rest = layout.split_top(rest, px(40), px(12))
        label, choice, customise = layout.row(custom_row, [0.55, 1.25, 1.2], px(10))
        self.rule_set_label.place(label, self.scale)
        self.rule_set_choice.place(choice, self.scale)
        self.customise_button.place(customise, self.scale)
        rest, code_area = layout.split_bottom(rest, px(self.lower_height), px(12))
        self.place_lower(code_area)
        cells = [
            cell
            for line in layout.column(grid, rows, bh, gap)
            for cell in layout.row(line, [1, 1], gap)
        ]
        for button, cell in zip(self.preset_buttons.values(), cells, strict=False):
            button.place(cell, self.scale)
        self.summary.place(rest, self.scale)

        inner = self.players_panel.inner()
        count_row, seats = layout.split_top(inner, px(40), px(12))
        self.count_choice.place(
            layout.centered(min(inner.width, px(300)), count_row.height, count_row), self.scale
        )
        seats, hint = layout.split_bottom(seats, px(40), px(8))
        self.seat_hint.place(hint, self.scale)
        lines = layout.column(seats, MAX_SEATS, px(36), px(7))
        for seat, line in enumerate(lines):
            name_rect, kind_rect = layout.row(line, [1.25, 1], px(12))
            self.name_fields[seat].place(name_rect, self.scale)
            self.kind_choices[seat].place(kind_rect, self.scale)

        _, rules, back, start = layout.row(bar, [1.3, 1.2, 1, 1.3], px(14))
        self.rules_button.place(rules, self.scale)
        self.back_button.place(back, self.scale)
        self.start_button.place(start, self.scale)
