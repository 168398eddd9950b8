"""The rules editor screen, from Setup: the rules it hands back are the rules the table plays,
a refused combination is explained next to its option and Start waits, a saved rule set comes
back in Setup after a restart, and every group draws without overlaps in both languages."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from game.core.presets import CLASSIC
from game.core.rules import LivesScoring, Rules, Sequence
from game.i18n import resolve
from game.platform.app import App
from game.platform.settings import Settings
from game.scenes.menu import MenuScene
from game.scenes.rules_editor import GROUPS, RulesEditorScene
from game.scenes.screens import new_app
from game.scenes.setup import SetupScene
from game.scenes.table import TableScene, key_event
from game.ui.layout import overlaps
from game.ui.widgets import Choice, Toggle
from tests.ui.test_table import DT, make_app


def open_editor(app: App) -> tuple[SetupScene, RulesEditorScene]:
    app.push(MenuScene(app))
    setup = SetupScene(app)
    app.push(setup)
    app.step(DT, [])
    setup.customise()
    editor = app.top
    assert isinstance(editor, RulesEditorScene)
    app.step(DT, [])
    return setup, editor


def choose(editor: RulesEditorScene, cid: str, value: object) -> None:
    """Set an option through its widget, as a click on its arrows or switch would."""
    editor.show_group(editor.editor.control(cid).group)
    widget = editor.rows[cid].widget
    if isinstance(widget, Toggle):
        widget.set(bool(value))
    else:
        assert isinstance(widget, Choice)
        assert widget.value == value or widget.select(value), (cid, value)


OH_HELL = {
    "sequence": Sequence.DOWN_UP,
    "must_trump": True,
    "scoring": "lives",
    "lives_start": 5,
    "hook": False,
}


def test_oh_hell_down_then_up_must_trump_5_lives_no_hook_saved_and_played(home: Path) -> None:
    app = make_app()
    try:
        setup, editor = open_editor(app)
        for cid, value in OH_HELL.items():
            choose(editor, cid, value)
        assert editor.use_button.enabled
        expected = Rules.model_validate(
            {
                **CLASSIC.model_dump(),
                "name": "custom",
                "sequence": Sequence.DOWN_UP,
                "must_trump": True,
                "hook": False,
                "scoring": LivesScoring(start=5),
            }
        )
        assert editor.rules == expected
        summary = resolve(editor.summary.text)
        assert "5" in summary and summary != resolve(setup.summary.text)
        editor.name_field.text = "Family"
        editor._typed("Family")
        editor.save()
        assert editor.message is not None and "Family" in editor.message
        editor.use()
        assert app.top is setup and setup.rules.name == "Family"
        assert setup.rules.model_dump(exclude={"name"}) == expected.model_dump(exclude={"name"})
        setup.start()
        table = app.top
        assert isinstance(table, TableScene)
        assert table.table.rules.name == "Family" and not table.table.rules.hook
    finally:
        app.shutdown()
    # After a restart, Setup offers the saved set beside the presets.
    app = make_app()
    try:
        app.push(MenuScene(app))
        setup = SetupScene(app)
        app.push(setup)
        assert "Family" in [v for v, _ in setup.rule_set_choice.options]
        assert setup.rule_set_choice.select("Family")
        assert setup.rules.name == "Family" and setup.rules.uses_lives
        assert not any(b.selected for b in setup.preset_buttons.values())
        setup.select_preset("classic")
        assert setup.rules == CLASSIC
    finally:
        app.shutdown()


def test_a_refused_combination_is_explained_next_to_its_option(home: Path) -> None:
    app = make_app()
    try:
        _, editor = open_editor(app)
        choose(editor, "max_hand", 13)
        assert not editor.use_button.enabled and editor.rules is None
        note = resolve(editor.rows["max_hand"].note.text)
        assert note == (
            "13 is too many: 52 cards give 10 each to 5 players. "
            "Set Biggest hand to 7 or Most players to 4."
        )
        assert resolve(editor.problem_line.text).startswith("Hand sizes:")
        choose(editor, "max_hand", 7)  # 7 each at 7 players: every table allowed can play
        assert editor.use_button.enabled
    finally:
        app.shutdown()


def test_a_typed_list_of_hand_sizes_is_checked_as_typed(home: Path) -> None:
    app = make_app()
    try:
        _, editor = open_editor(app)
        choose(editor, "sequence", Sequence.CUSTOM)
        field = editor.rows["custom_sizes"].widget
        editor._sizes_typed("custom_sizes", "1 2 x")
        assert editor.sizes_error is not None and not editor.use_button.enabled
        assert "x" in resolve(editor.rows["custom_sizes"].note.text)
        editor._sizes_typed("custom_sizes", "7 6 5 ... 1")
        assert editor.sizes_error is None and editor.use_button.enabled
        assert editor.rules is not None
        assert editor.rules.custom_sizes == tuple(range(7, 0, -1))
        assert field.enabled
    finally:
        app.shutdown()


def test_options_that_do_not_apply_say_why(home: Path) -> None:
    app = make_app()
    try:
        _, editor = open_editor(app)
        editor.show_group("excuse")
        row = editor.rows["excuse"]
        assert not row.widget.enabled
        assert resolve(row.note.text) == "There is no Excuse in the 52-card deck."
    finally:
        app.shutdown()


def test_the_keyboard_reaches_and_changes_an_option(home: Path) -> None:
    app = make_app()
    try:
        _, editor = open_editor(app)
        editor.show_group("play")
        toggle = editor.rows["must_trump"].widget
        for _ in range(40):
            if editor.ui.focus is toggle:
                break
            app.step(DT, [key_event(pygame.K_TAB)])
        assert editor.ui.focus is toggle
        app.step(DT, [key_event(pygame.K_RETURN)])
        assert editor.editor.value("must_trump") is True
    finally:
        app.shutdown()


@pytest.mark.parametrize("language", ["en", "fr"])
def test_every_group_draws_without_overlaps(home: Path, language: str) -> None:
    app = new_app(Settings(language=language, animation_speed="instant"))
    try:
        _, editor = open_editor(app)
        for group in GROUPS:
            editor.show_group(group)
            app.step(DT, [])
            assert overlaps(editor.widget_rects()) == [], group
    finally:
        app.shutdown()


def test_a_saved_rule_set_is_renamed_and_deleted_from_the_editor(home: Path) -> None:
    app = make_app()
    try:
        setup, editor = open_editor(app)
        choose(editor, "must_trump", True)
        editor.name_field.text = "Family"
        editor.save()
        editor.use()
        setup.customise()  # opened again on the saved set
        editor = app.top
        assert isinstance(editor, RulesEditorScene)
        assert editor.saved_name == "Family" and editor.rename_button.visible
        editor.name_field.text = "Sunday"
        editor._typed("Sunday")
        editor.rename()
        assert editor.store.names() == ["Sunday"]
        editor.delete()
        assert editor.store.names() == ["Sunday"]  # the first press only asks
        assert resolve(editor.delete_button.text) == "Delete? Press again"
        editor.delete()
        assert editor.store.names() == [] and not editor.delete_button.visible
        app.pop()
        assert app.top is setup and "Sunday" not in [v for v, _ in setup.rule_set_choice.options]
    finally:
        app.shutdown()


def test_custom_rules_survive_save_resume_and_play_again(home: Path) -> None:
    from game.play.save import load_game
    from game.scenes.scoresheet import ScoreSheetScene
    from tests.ui.test_table import drive, final_sheet, small_bots

    rules = Rules.model_validate(
        {
            **CLASSIC.model_dump(),
            "name": "Short",
            "sequence": Sequence.CUSTOM,
            "custom_sizes": (2, 1),
            "must_trump": True,
            "hook": False,
            "scoring": LivesScoring(start=3),
        }
    )
    app = make_app()
    try:
        app.push(MenuScene(app))
        table = TableScene.local(
            app, rules, ["A", "B", "C"], ["easy"] * 3, 11, bot_factory=small_bots
        )
        app.push(table)
        for _ in range(3):
            app.step(DT, [])
        saved = load_game()
        assert saved is not None
        resumed = TableScene.from_save(app, saved, bot_factory=small_bots)
        assert resumed.table.rules == rules
        again = TableScene.local(
            app, rules, ["A", "B", "C"], ["easy"] * 3, 11, bot_factory=small_bots
        )
        assert (
            again.table.state.hands == table.table.state.hands
        )  # same code, same rules, same deal
        drive(app, final_sheet(app))
        sheet = app.top
        assert isinstance(sheet, ScoreSheetScene)
        sheet.play_again()
        replay = app.top
        assert isinstance(replay, TableScene) and replay.table.rules == rules
    finally:
        app.shutdown()


def test_a_refusal_is_said_in_french_to_a_french_player(home: Path) -> None:
    app = new_app(Settings(language="fr", animation_speed="instant"))
    try:
        _, editor = open_editor(app)
        choose(editor, "max_hand", 13)
        note = resolve(editor.rows["max_hand"].note.text)
        assert note == (
            "13, c'est trop : 52 cartes en donnent 10 chacun à 5 joueurs. "
            "Mettez Plus grande main à 7 ou Joueurs au maximum à 4."
        )
    finally:
        app.shutdown()


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_refused_cap_suggests_the_options_that_would_fix_it(home: Path, lang: str) -> None:
    from game.i18n import t

    app = make_app()
    app.settings.language = lang
    app.apply_settings()
    try:
        _, editor = open_editor(app)
        choose(editor, "max_hand", 13)
        note = resolve(editor.rows["max_hand"].note.text)
        fixes = t(
            "editor.fix",
            fixes=f" {t('editor.fix.or')} ".join(
                [
                    t("editor.fix.item", option=t("option.max_hand"), value="7"),
                    t("editor.fix.item", option=t("option.max_players"), value="4"),
                ]
            ),
        )
        assert note.endswith(fixes), note
        assert fixes in resolve(editor.problem_line.text)
        if lang == "en":
            assert note.endswith("Set Biggest hand to 7 or Most players to 4.")
    finally:
        app.shutdown()


def test_save_is_offered_only_when_there_is_something_to_save(home: Path) -> None:
    from game.play.rulesets import RuleSets

    app = make_app()
    try:
        _, editor = open_editor(app)
        editor.name_field.set_text("Maison")
        editor._typed("Maison")
        assert not editor.save_button.enabled  # the preset as it is: nothing to save
        choose(editor, "must_trump", True)
        assert editor.save_button.enabled
        editor.reset()  # "Undo my changes"
        assert editor.editor.value("must_trump") is False
        assert not editor.save_button.enabled
        choose(editor, "must_trump", True)
        editor.save()
        assert RuleSets().find("Maison") is not None
        assert not editor.save_button.enabled  # saved: nothing new to save
        choose(editor, "hook", False)
        assert editor.save_button.enabled
        editor.reset()
        assert not editor.save_button.enabled
    finally:
        app.shutdown()


def test_unsaved_custom_rules_can_be_saved_as_they_are(home: Path) -> None:
    app = make_app()
    try:
        setup, _ = open_editor(app)
        app.pop()
        setup.use_rules(CLASSIC.model_copy(update={"name": "custom", "must_trump": True}))
        setup.customise()
        editor = app.top
        assert isinstance(editor, RulesEditorScene)
        editor.name_field.set_text("Maison")
        editor._typed("Maison")
        assert editor.save_button.enabled  # chosen in the editor, never saved
    finally:
        app.shutdown()
