"""The custom-rules editor, opened from Setup (issue 15, PRODUCT §2).

The screen drives :class:`game.play.rules_editor.RulesEditor`, which knows every option, when it
applies and what the core refuses; this module only shows it. Left: the groups (deck and
players · hand sizes · trump · bidding · play · scoring · the Excuse). Middle: the options of
the chosen group, each with its one-line explanation, or the reason it does not apply, or — in
red, next to the option that caused it — the core's refusal. Right: the live plain-language
summary of the rules (the same generator as the rules screen). Bottom: a name and "Save" (a
named rule set, offered in Setup beside the presets), "Undo my changes", Back, and "Use these
rules", disabled while the rules cannot be played.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import partial
from typing import TYPE_CHECKING, Any

import pygame

from ..i18n import lazy, resolve, t
from ..play.rules_editor import Control, Problem, RulesEditor, SizesError, format_sizes
from ..ui import layout, theme
from ..ui.widgets import Button, Choice, Label, Panel, TextField, Toggle, Widget
from .base import Shell, UIScene

if TYPE_CHECKING:
    from ..core.rules import Rules
    from ..play.rulesets import RuleSets

GROUPS = ("deck", "hands", "trump", "bidding", "play", "scoring", "excuse")
#: Options of these groups that do not apply are hidden rather than greyed: points and lives
#: fields never apply together, and showing both would not fit.
_HIDE_WHEN_OFF = ("scoring",)
NAME_LENGTH = 40


@dataclass
class Row:
    """One option on screen: its name, its explanation (or reason, or refusal), its control."""

    control: str
    name: Label
    note: Label
    widget: Widget


def value_text(control: Control, value: Any) -> str:
    """How a value of ``control`` reads on screen: its short name when it has one (the
    choice's box is narrow; the option's explanation and the rules screen say it in full)."""
    from ..i18n import has_key

    key = control.value_key(value)
    if key is not None:
        return t(f"{key}.short") if has_key(f"{key}.short") else t(key)
    if isinstance(value, tuple):
        return format_sizes(value)
    return str(value)


class RulesEditorScene(UIScene):
    """Every rule of the family, chosen by the player."""

    def __init__(
        self,
        app: Shell,
        rules: Rules,
        on_use: Callable[[Rules], None],
        store: RuleSets | None = None,
        players: int | None = None,
    ) -> None:
        super().__init__(app)
        from ..play.rulesets import RuleSets

        self.editor = RulesEditor.start(rules)
        self.on_use = on_use
        self.store = store if store is not None else RuleSets()
        #: The saved rule set being edited (None: a preset or unsaved rules): it can be
        #: renamed and deleted from here.
        found = self.store.find(rules.name)
        self.saved_name: str | None = found.name if found is not None else None
        self.confirm_delete = False
        #: The table size Setup has chosen: refusals are checked for it (None: every size).
        self.players = players
        self.group = GROUPS[0]
        self.message: str | None = None
        self.message_ok = True
        self.sizes_error: SizesError | None = None

        self.title = Label(self._title_text, size=30, color=theme.GOLD, bold=True)
        self.groups_panel = Panel()
        self.options_panel = Panel(self._group_title)
        self.summary_panel = Panel(lazy("editor.summary"))
        self.summary = Label(self._summary_text, size=15, wrap=True)
        self.group_buttons = {
            g: Button(lazy(f"editor.group.{g}"), partial(self.show_group, g), size=16)
            for g in GROUPS
        }
        self.rows: dict[str, Row] = {}
        for control in self.editor.controls():
            self.rows[control.id] = self._make_row(control)
        self.problem_line = Label(self._problem_text, size=15, color=theme.DANGER, wrap=True)
        self.name_field = TextField(
            self.saved_name or "",
            max_length=NAME_LENGTH,
            placeholder=lazy("rulesets.name"),
            on_change=self._typed,
        )
        self.rename_button = Button(lazy("rulesets.rename"), self.rename, size=16)
        self.delete_button = Button(self._delete_text, self.delete, size=16)
        self.save_button = Button(lazy("editor.save"), self.save, size=17)
        self.reset_button = Button(lazy("editor.reset"), self.reset, size=17)
        self.back_button = Button(lazy("common.back"), self.back, size=17)
        self.use_button = Button(lazy("editor.use"), self.use, primary=True, size=17)
        self.ui.extend([self.groups_panel, self.options_panel, self.summary_panel, self.title])
        self.ui.extend(list(self.group_buttons.values()))
        for row in self.rows.values():
            self.ui.extend([row.name, row.note, row.widget])
        self.ui.extend([self.summary, self.rename_button, self.delete_button])
        self.ui.extend([self.problem_line, self.name_field])
        self.ui.extend([self.save_button, self.reset_button, self.back_button, self.use_button])
        self.refresh()
        self.show_group(GROUPS[0])

    # -- rows ------------------------------------------------------------------------------

    def _make_row(self, control: Control) -> Row:
        cid = control.id
        name = Label(partial(self._name_text, cid), size=17, bold=True)
        note = Label(partial(self._note_text, cid), size=13, color=theme.TEXT_DIM, wrap=True)
        widget: Widget
        if control.kind == "toggle":
            widget = Toggle(bool(control.value), on_change=partial(self.change, cid))
        elif control.kind == "list":
            widget = TextField(
                format_sizes(control.value or ()),
                max_length=120,
                placeholder=lazy("editor.sizes.placeholder"),
                on_change=partial(self._sizes_typed, cid),
            )
        else:
            widget = Choice(
                self._options(control), control.value, partial(self.change, cid), wrap=False
            )
        return Row(cid, name, note, widget)

    def _options(self, control: Control) -> list[tuple[Any, Callable[[], str]]]:
        return [(v, partial(value_text, control, v)) for v in control.values]

    def _name_text(self, cid: str) -> str:
        return t(self.controls[cid].label_key)

    def _note_text(self, cid: str) -> str:
        problem = self._problem_of(cid)
        if problem is not None:
            return problem
        control = self.controls[cid]
        if not control.applies and control.reason:
            return t(control.reason)
        return t(control.help_key)

    def _problem_of(self, cid: str) -> str | None:
        if cid == "custom_sizes" and self.sizes_error is not None:
            return t(self.sizes_error.key, **self.sizes_error.params)
        for p in self.problems:
            if p.control == cid:
                return self.refusal(p)  # next to the option that caused it
        return None

    def refusal(self, p: Problem) -> str:
        """The core's refusal in the player's language (its English words if the catalogs
        do not know it), then the changes that would fix it ("Set Biggest hand to 7 or Most
        players to 4.")."""
        from ..i18n import has_key

        text = t(p.key, **p.params) if p.key is not None and has_key(p.key) else p.message
        if p.fixes:
            items = [
                t(
                    "editor.fix.item",
                    option=t(self.controls[cid].label_key),
                    value=value_text(self.controls[cid], value),
                )
                for cid, value in p.fixes
            ]
            text += " " + t("editor.fix", fixes=f" {t('editor.fix.or')} ".join(items))
        return text

    def _problem_words(self, p: Problem) -> str:
        return t("editor.problem", reason=self.refusal(p))

    # -- state -----------------------------------------------------------------------------

    def refresh(self) -> None:
        """Bring every control in line with the editor (values, options, what applies) and
        recompute the refusals, the rules and their summary: once per change, never per
        frame (the labels read what is computed here)."""
        self.problems = self.editor.problems(self.players)
        #: The controls as the editor has them now, by id.
        self.controls = {c.id: c for c in self.editor.controls()}
        #: The rules as edited, None while the core refuses them.
        self.rules: Rules | None = (
            None if self.problems or self.sizes_error is not None else self.editor.rules()
        )
        self._summary = self._make_summary()
        for control in self.controls.values():
            row = self.rows[control.id]
            w = row.widget
            if isinstance(w, Toggle):
                w.value = bool(control.value)
            elif isinstance(w, Choice):
                w.set_options(self._options(control), control.value)
            elif isinstance(w, TextField) and not w.focused:
                w.text = format_sizes(control.value or ())
                w.cursor = len(w.text)
            w.enabled = control.applies
            row.note.color = theme.DANGER if self._problem_of(control.id) else theme.TEXT_DIM
        self.use_button.enabled = self.rules is not None
        self._typed("")
        self.rename_button.visible = self.delete_button.visible = self.saved_name is not None
        self._show_rows()

    def _show_rows(self) -> None:
        for control in self.controls.values():
            row = self.rows[control.id]
            shown = control.group == self.group and (
                control.applies or control.group not in _HIDE_WHEN_OFF
            )
            for w in (row.name, row.note, row.widget):
                w.visible = shown
        if self.size != (0, 0):
            self.layout(*self.size)

    def show_group(self, group: str) -> None:
        """Show the options of one group."""
        self.group = group
        for g, button in self.group_buttons.items():
            button.selected = g == group
        self._show_rows()

    def change(self, cid: str, value: Any) -> None:
        """A control changed: a new editor state, everything refreshed."""
        self.editor = self.editor.set(cid, value)
        self.message = None
        self.refresh()

    def _sizes_typed(self, cid: str, text: str) -> None:
        self.sizes_error = self.editor.sizes_problem(text, self.players)
        if self.sizes_error is None:
            self.editor = self.editor.set(cid, text)
        self.refresh()

    def _typed(self, _: str) -> None:
        typed = self.name_field.text.strip()
        self.save_button.enabled = self.rules is not None and bool(typed) and self._new(typed)
        self.rename_button.enabled = bool(typed) and typed != self.saved_name

    def _new(self, name: str) -> bool:
        """Would saving as ``name`` keep anything not kept yet? Changes made here; rules
        chosen in the editor earlier and never saved; a saved set under another name (a
        copy). Not a preset or a saved set as they are — nor after "Undo my changes"."""
        from ..core.records import preset_id

        if self.editor.changed:
            return True
        if self.saved_name is not None:
            return name != self.saved_name
        return preset_id(self.editor.base) is None

    # -- texts -----------------------------------------------------------------------------

    def _title_text(self) -> str:
        from ..core.records import preset_id
        from ..i18n import preset_name

        pid = preset_id(self.editor.base)
        base = preset_name(pid) if pid is not None else self.editor.base.name
        return f"{t('editor.title')} — {base}"

    def _group_title(self) -> str:
        return t(f"editor.group.{self.group}")

    def _summary_text(self) -> str:
        return self._summary

    def _make_summary(self) -> str:
        from ..ui.rules_text import rules_summary

        rules = self.rules
        if rules is None:
            return t("editor.not_playable")
        return rules_summary(rules, self.players)

    def _problem_text(self) -> str:
        """The first refusal, with the group it is in: seen from any group."""
        if self.message is not None:
            return self.message
        for p in self.problems:
            group = self.controls[p.control].group if p.control else self.group
            return f"{t(f'editor.group.{group}')}: {self._problem_words(p)}"
        return ""

    # -- actions ---------------------------------------------------------------------------

    def save(self) -> None:
        """Save the rules as a named rule set (a clear message if the name will not do)."""
        from ..play.rulesets import RuleSetError

        rules = self.rules
        if rules is None:
            return
        try:
            saved = self.store.save(self.name_field.text, rules, replace=True)
        except RuleSetError as exc:
            self._say(t(exc.key, **exc.params), False)
            return
        self._say(t("rulesets.saved", name=saved.name), True)
        self.saved_name = saved.name
        self.editor = RulesEditor.start(saved.rules)
        self.refresh()

    def _delete_text(self) -> str:
        return t("rulesets.delete_confirm" if self.confirm_delete else "rulesets.delete")

    def _say(self, message: str, ok: bool) -> None:
        self.message, self.message_ok = message, ok
        self.problem_line.color = theme.GOLD if ok else theme.DANGER

    def rename(self) -> None:
        """Give the saved rule set being edited the name typed."""
        from ..play.rulesets import RuleSetError

        if self.saved_name is None:
            return
        try:
            renamed = self.store.rename(self.saved_name, self.name_field.text)
        except RuleSetError as exc:
            self._say(t(exc.key, **exc.params), False)
            return
        self.saved_name = renamed.name
        self.editor = RulesEditor.start(renamed.rules)
        self._say(t("rulesets.renamed", name=renamed.name), True)
        self.refresh()

    def delete(self) -> None:
        """Delete the saved rule set being edited (a second press confirms)."""
        from ..play.rulesets import RuleSetError

        if self.saved_name is None:
            return
        if not self.confirm_delete:
            self.confirm_delete = True
            return
        self.confirm_delete = False
        try:
            self.store.delete(self.saved_name)
        except RuleSetError as exc:
            self._say(t(exc.key, **exc.params), False)
            return
        self._say(t("rulesets.deleted", name=self.saved_name), True)
        self.saved_name = None
        self.refresh()

    def reset(self) -> None:
        """Back to the rules the editor was opened with."""
        self.editor = self.editor.reset()
        self.sizes_error = None
        self.message = None
        self.problem_line.color = theme.DANGER
        self.refresh()

    def use(self) -> None:
        """Hand the rules to Setup and go back to it."""
        rules = self.rules
        if rules is None:
            return
        self.on_use(rules)
        self.app.pop()

    # -- layout ----------------------------------------------------------------------------

    def _row_heights(self, rows: list[Row], inner: pygame.Rect) -> list[int]:
        """Each option's height: room for its name and every line of its note (a refusal with
        its fix takes more), evenly up to a comfortable height when there is room; when there
        is not, the rows with room to spare give it first."""
        px = self.px
        if not rows:
            return []
        text_w = (inner.width - px(12)) * 1.25 / 2.25
        size = px(rows[0].note.size)
        line_h = theme.font(size).get_linesize()
        needs = [
            max(px(46), px(23) + line_h * len(theme.wrap(resolve(r.note.text), size, int(text_w))))
            + px(6)
            for r in rows
        ]
        even = min(px(70), inner.height // len(rows))
        heights = [max(need, even) for need in needs]
        over = sum(heights) - inner.height
        for i in sorted(range(len(rows)), key=lambda i: needs[i] - heights[i]):
            if over <= 0:
                break
            give = min(over, heights[i] - needs[i])
            heights[i] -= give
            over -= give
        if over > 0:  # every note at its full size does not fit: all rows share the cut
            heights = [h * inner.height // sum(heights) for h in heights]
        return heights

    def layout(self, width: int, height: int) -> None:
        px = self.px
        title, area, bar = layout.screen_frame(width, height, px)
        self.title.place(title, self.scale)
        left, middle, right = layout.row(area, [0.5, 1.75, 0.95], px(16))
        self.groups_panel.place(left, self.scale)
        for button, rect in zip(
            self.group_buttons.values(),
            layout.column(layout.inset(left, px(10), px(12)), len(GROUPS), px(44), px(8)),
            strict=True,
        ):
            button.place(rect, self.scale)
        middle, problem = layout.split_bottom(middle, px(44), px(8))
        self.problem_line.place(problem, self.scale)
        self.options_panel.place(middle, self.scale)
        inner = self.options_panel.inner()
        shown = [row for row in self.rows.values() if row.widget.visible or row.name.visible]
        y = inner.top
        for row, row_h in zip(shown, self._row_heights(shown, inner), strict=True):
            rect = pygame.Rect(inner.left, y, inner.width, row_h)
            y += row_h
            text, control = layout.row(rect, [1.25, 1], px(12))
            name, note = layout.split_top(text, px(22), px(1))
            row.name.place(name, self.scale)
            row.note.place(note, self.scale)
            row.widget.place(layout.centered(control.width, px(40), control), self.scale)
        self.summary_panel.place(right, self.scale)
        text, actions = layout.split_bottom(self.summary_panel.inner(), px(40), px(10))
        self.summary.place(text, self.scale)
        rename, delete = layout.row(actions, [1, 1], px(10))
        self.rename_button.place(rename, self.scale)
        self.delete_button.place(delete, self.scale)
        name, save, reset, back, use = layout.row(bar, [1.1, 1, 1.15, 0.75, 1.15], px(12))
        self.name_field.place(name, self.scale)
        self.save_button.place(save, self.scale)
        self.reset_button.place(reset, self.scale)
        self.back_button.place(back, self.scale)
        self.use_button.place(use, self.scale)
