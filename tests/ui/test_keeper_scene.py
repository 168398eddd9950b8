"""The score keeper's screens, driven by clicks and keys: a scripted evening of three games
checked against the engine's own scores, refusals (hook, zero limit, tricks total), a
correction recomputed and one refused, resuming after a restart, damaged files, CSV."""

from __future__ import annotations

import csv
import os
import random
from pathlib import Path

import pygame
import pytest

from game.core.actions import Bid
from game.core.errors import IllegalActionError
from game.core.presets import CLASSIC
from game.core.rules import Rules, Sequence
from game.core.state import GameState, Phase
from game.i18n import refusal as explain_refusal
from game.platform.app import App
from game.play.keeper import KEEPER_SEED, KeeperGame, Round, list_games, replay
from game.scenes import keeper as keeper_scene
from game.scenes.keeper import KeeperRoundScene
from game.scenes.keeper_list import KeeperScene
from game.scenes.keeper_setup import KeeperSetupScene
from game.scenes.scoresheet import ScoreSheetScene
from game.scenes.table import click_events, key_event
from game.ui.layout import outside, overlaps
from tests.ui.test_table import DT, make_app


@pytest.fixture(autouse=True)
def _normal_size() -> None:
    """The large mode is remembered while the app runs: every test starts without it."""
    keeper_scene._large_mode[0] = False


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    return tmp_path / "keeper"


@pytest.fixture
def exports(tmp_path: Path) -> Path:
    return tmp_path / "exports"


def click(app: App, rect: pygame.Rect) -> None:
    app.step(DT, click_events(rect.center))


def press(app: App, key: int, mod: int = 0) -> None:
    app.step(DT, [key_event(key, mod)])


def type_number(app: App, n: int) -> None:
    """Digits on the keyboard, then Enter if the number is still waiting for one."""
    for ch in str(n):
        press(app, pygame.K_0 + int(ch))
    scene = app.top
    assert isinstance(scene, KeeperRoundScene)
    if scene.typed:
        press(app, pygame.K_RETURN)


def round_scene(app: App) -> KeeperRoundScene:
    scene = app.top
    assert isinstance(scene, KeeperRoundScene), scene
    return scene


def new_game(app: App, preset: str, count: int, dealer: int, folder: Path) -> KeeperRoundScene:
    """Menu → keeper → New game → preset, players, first dealer → Start, all by clicks."""
    listing = KeeperScene(app, folder)
    app.push(listing)
    click(app, listing.new_button.rect)
    setup = app.top
    assert isinstance(setup, KeeperSetupScene)
    click(app, setup.rules_buttons[preset].rect)
    setup.count_choice.select(count)
    while setup.dealer_choice.value != dealer:
        click(app, setup.dealer_choice.arrows()[1])
    click(app, setup.start_button.rect)
    return round_scene(app)


def enter_round(
    app: App, ref: GameState, rng: random.Random, use_keys: bool, zero_bias: float = 0.3
) -> set[str]:
    """One round through the screen, the same bids and tricks applied to ``ref``; the keeper
    must then agree with the engine. Returns the rules of the bids greyed on the way."""
    scene = round_scene(app)
    greyed: set[str] = set()
    while ref.phase is Phase.BID:
        allowed = ref.allowed_bids()
        shown = [n for n, reason in scene.options if reason is None]
        assert shown == allowed, "the greyed bids are the engine's"
        for n, reason in scene.forbidden():
            refusal = _refusal(ref, n)
            greyed.add(refusal.rule)
            assert reason == explain_refusal(refusal, scene.game.names)
        bid = 0 if 0 in allowed and rng.random() < zero_bias else rng.choice(allowed)
        if use_keys:
            type_number(app, bid)
        else:
            click(app, scene.number_buttons[bid].rect)
        ref.apply(Bid(bid))
        assert scene.game.current().bids == tuple(ref.bids) or ref.phase is Phase.PLAY
    tricks = [0] * ref.players
    for _ in range(ref.hand_size):
        tricks[rng.choice(ref.bid_order)] += 1
    for seat in ref.bid_order:
        assert scene.target() == seat
        if use_keys:
            type_number(app, tricks[seat])
        else:
            click(app, scene.number_buttons[tricks[seat]].rect)
    if use_keys:
        press(app, pygame.K_RETURN)
    else:
        click(app, scene.confirm_button.rect)
    ref.settle_tricks(tricks)
    st = scene.game.state
    assert st.history == ref.history
    assert st.totals == ref.totals and st.alive == ref.alive
    return greyed


def _refusal(state: GameState, bid: int) -> IllegalActionError:
    try:
        state.check(Bid(bid))
    except IllegalActionError as exc:
        return exc
    raise AssertionError("the bid was allowed")


@pytest.mark.parametrize(
    ("preset", "count", "dealer", "seed"),
    [("classic", 4, 1, 1), ("rikiki", 5, 0, 2), ("tarot-africain", 4, 2, 3)],
)
def test_a_scripted_evening_matches_the_engine(
    app: App, folder: Path, preset: str, count: int, dealer: int, seed: int
) -> None:
    scene = new_game(app, preset, count, dealer, folder)
    game = scene.game
    assert game.first_dealer == dealer and game.players == count
    ref = GameState.new(game.rules, count, KEEPER_SEED, dealer)
    rng = random.Random(seed)
    rounds = 0
    blind_seen = False
    greyed: set[str] = set()
    while not ref.is_over:
        assert rounds < 80
        blind_seen |= scene.game.round_info().blind
        greyed |= enter_round(app, ref, rng, use_keys=rounds % 2 == 0, zero_bias=0.7)
        rounds += 1
        assert app.top is scene or ref.is_over
    assert "hook" in greyed
    if preset == "rikiki":
        assert "zero-limit" in greyed
    if preset in ("rikiki", "tarot-africain"):
        assert blind_seen
    if preset == "tarot-africain":
        assert not all(ref.alive)
    # The game ended: the final sheet is the table's, with the engine's totals.
    sheet = app.top
    assert isinstance(sheet, ScoreSheetScene)
    assert sheet.data.final and sheet.data.totals == tuple(ref.totals)
    assert sheet.data.winners == ref.winners
    assert sheet.data.history[-1].totals == ref.history[-1].totals
    for _ in range(3):
        app.step(DT, [])
    summary = list_games(folder)[0]
    assert summary.over


def test_a_forbidden_bid_is_greyed_and_refused_with_its_reason(app: App, folder: Path) -> None:
    scene = new_game(app, "classic", 3, 0, folder)
    type_number(app, 0)
    type_number(app, 0)
    # The dealer bids last on one card: the hook forbids 1.
    assert not scene.number_buttons[1].enabled
    assert scene.forbidden() == [(1, "The hook forbids 1: the bids would total 1")]
    type_number(app, 1)
    assert scene.message == "Refused: The hook forbids 1: the bids would total 1"
    assert scene.game.current().bids == (None, 0, 0)
    type_number(app, 0)
    assert scene.game.state.phase is Phase.PLAY


def test_a_wrong_tricks_total_is_refused_naming_the_difference(app: App, folder: Path) -> None:
    scene = new_game(app, "classic", 3, 0, folder)
    for bid in (0, 0, 0):
        type_number(app, bid)
    for n in (1, 1, 0):
        type_number(app, n)
    press(app, pygame.K_RETURN)
    assert scene.message == "Refused: The tricks add up to 2, not 1: 1 too many"
    assert scene.game.state.round_index == 0
    # Tab back to the second player and correct their count; Backspace erases it first.
    assert scene.target() == 0  # the last one entered (bids and tricks go 1, 2, 0)
    press(app, pygame.K_TAB, pygame.KMOD_SHIFT)
    assert scene.target() == 2
    press(app, pygame.K_BACKSPACE)
    assert scene.tricks[2] is None
    type_number(app, 0)
    press(app, pygame.K_RETURN)
    assert scene.game.state.round_index == 1
    assert scene.game.state.history[0].tricks == (0, 1, 0)


def test_missing_tricks_are_refused_too(app: App, folder: Path) -> None:
    scene = new_game(app, "classic", 4, 0, folder)
    for _ in range(4):
        type_number(app, 0 if scene.number_buttons[0].enabled else 1)
    for _ in range(4):
        type_number(app, 0)
    press(app, pygame.K_RETURN)
    assert scene.message == "Refused: The tricks add up to 0, not 1: 1 missing"


def test_a_correction_is_recomputed_and_one_that_breaks_a_later_round_refused(
    app: App, folder: Path
) -> None:
    scene = new_game(app, "rikiki", 4, 0, folder)
    # Seat 2 bids 1 in round 1 then 0 in rounds 2-4; the others bid the whole hand.
    for r in range(4):
        st = scene.game.state
        for seat in st.bid_order:
            type_number(app, (1 if r == 0 else 0) if seat == 2 else st.hand_size)
        for seat in st.bid_order:
            type_number(app, st.hand_size if seat == st.bid_order[0] else 0)
        press(app, pygame.K_RETURN)
    assert [res.bids[2] for res in scene.game.state.history] == [1, 0, 0, 0]
    before = list(scene.game.rounds)
    # Click round 1 in the history and give its trick to seat 2 instead.
    rect = dict(scene.history_rects())[0]
    click(app, rect)
    assert scene.phase == "edit"
    edit = scene.edit
    assert edit is not None
    order = list(scene.game.history_order(0))
    for seat in order:
        assert (edit.seat, edit.field) == (seat, "bid")
        type_number(app, edit.bids[seat] or 0)
        type_number(app, 1 if seat == 2 else 0)
    press(app, pygame.K_RETURN)
    assert scene.phase == "bids"
    assert scene.message == "Round 1 corrected; the rounds after it were recomputed"
    ref = GameState.new(scene.game.rules, 4, KEEPER_SEED, 0)
    for entry in scene.game.rounds:
        for seat in ref.bid_order:
            ref.apply(Bid(entry.bids[seat] or 0))
        assert entry.tricks is not None
        ref.settle_tricks(list(entry.tricks))
    assert scene.game.state.totals == ref.totals
    assert scene.game.rounds[1:] == before[1:]
    # Now seat 2's round-1 bid corrected to 0: round 4's zero would be a fourth in a row.
    kept = list(scene.game.rounds)
    scene.start_edit(0)
    edit = scene.edit
    assert edit is not None
    while (edit.seat, edit.field) != (2, "bid"):
        press(app, pygame.K_TAB)
    type_number(app, 0)
    press(app, pygame.K_RETURN)
    assert scene.phase == "edit"
    assert scene.message == ("Correction refused: round 4, No more than 3 zero bids in a row")
    assert scene.game.rounds == kept
    press(app, pygame.K_ESCAPE)
    assert scene.phase == "bids" and app.top is scene


def test_resume_after_a_restart_is_exact(folder: Path) -> None:
    app = make_app()
    try:
        scene = new_game(app, "classic", 4, 3, folder)
        rng = random.Random(9)
        ref = GameState.new(scene.game.rules, 4, KEEPER_SEED, 3)
        for r in range(3):
            enter_round(app, ref, rng, use_keys=r % 2 == 1)
        type_number(app, ref.allowed_bids()[0])
        ref.apply(Bid(ref.allowed_bids()[0]))
        game_id = scene.game.id
    finally:
        app.shutdown()
    app = make_app()
    try:
        listing = KeeperScene(app, folder)
        app.push(listing)
        assert [s.id for s in listing.games] == [game_id]
        click(app, listing.resume_buttons[0].rect)
        scene = round_scene(app)
        st = scene.game.state
        assert st.history == ref.history and st.totals == ref.totals
        assert st.bids == ref.bids and st.to_move == ref.to_move
        enter_round(app, ref, random.Random(10), use_keys=True)
        press(app, pygame.K_ESCAPE)
        assert app.top is listing
    finally:
        app.shutdown()


def test_damaged_files_are_set_aside_and_reported_once(app: App, folder: Path) -> None:
    good = KeeperGame.create(CLASSIC, ["A", "B", "C"], 0, folder)
    (folder / "noise.json").write_bytes(os.urandom(300) + b"\xff\xfe")
    (folder / "bad.json").write_text("{oops", encoding="utf-8")
    listing = KeeperScene(app, folder)
    app.push(listing)
    app.step(DT, [])
    assert [s.id for s in listing.games] == [good.id]
    assert listing.message is not None and listing.message_bad
    assert "noise.json" in listing.message and "bad.json" in listing.message
    names = sorted(p.name for p in folder.iterdir())
    assert [n.split(".damaged-")[0] for n in names if ".damaged-" in n] == [
        "bad.json",
        "noise.json",
    ]
    listing.message = None
    listing.refresh()
    assert listing.message is None


def test_delete_asks_then_deletes(app: App, folder: Path) -> None:
    game = KeeperGame.create(CLASSIC, ["A", "B", "C"], 0, folder)
    listing = KeeperScene(app, folder)
    app.push(listing)
    click(app, listing.delete_buttons[0].rect)
    assert game.path.exists() and listing.message == "Press Delete again to delete this game"
    click(app, listing.delete_buttons[0].rect)
    assert not game.path.exists() and listing.games == []


def test_csv_and_png_exports_from_the_round_screen(app: App, folder: Path, exports: Path) -> None:
    game = KeeperGame.create(CLASSIC, ["Léa", "Tom", "Zoé"], 0, folder)
    scene = KeeperRoundScene(app, game, exports)
    app.push(scene)
    ref = GameState.new(CLASSIC, 3, KEEPER_SEED, 0)
    rng = random.Random(4)
    for r in range(3):
        enter_round(app, ref, rng, use_keys=r == 1)
    click(app, scene.csv_button.rect)
    files = list(exports.glob("*.csv"))
    assert len(files) == 1 and scene.message == f"Saved to {files[0]}"
    with files[0].open(encoding="utf-8-sig", newline="") as f:
        rows = list(csv.reader(f))
    assert len(rows) == 4
    assert [int(rows[-1][7 + 4 * s]) for s in range(3)] == ref.totals
    click(app, scene.sheet_button.rect)
    sheet = app.top
    assert isinstance(sheet, ScoreSheetScene) and not sheet.data.final
    assert sheet.data.totals == tuple(ref.totals)
    # A turned-up trump is on the real table: the engine's stand-in card is never shown.
    assert all(res.trump is None and res.turned is None for res in sheet.data.history)
    path = sheet.export()
    assert path is not None and path.parent == exports
    press(app, pygame.K_ESCAPE)
    assert app.top is scene


def test_setup_names_seating_and_first_dealer(app: App, folder: Path) -> None:
    listing = KeeperScene(app, folder)
    app.push(listing)
    click(app, listing.new_button.rect)
    setup = app.top
    assert isinstance(setup, KeeperSetupScene)
    click(app, setup.rules_buttons["tarot-africain"].rect)
    setup.count_choice.select(3)
    for seat, name in enumerate(["Léa", "Tom", "Zoé"]):
        field = setup.name_fields[seat]
        click(app, field.rect)
        for _ in range(20):
            press(app, pygame.K_BACKSPACE)
        app.step(DT, [pygame.event.Event(pygame.TEXTINPUT, text=name)])
    click(app, setup.up_buttons[2].rect)  # Zoé sits before Tom
    click(app, setup.dealer_choice.arrows()[1])
    click(app, setup.start_button.rect)
    scene = round_scene(app)
    assert scene.game.names == ("Léa", "Zoé", "Tom")
    assert scene.game.first_dealer == 1
    assert scene.game.rules.name == "tarot-africain"


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("large", [False, True])
def test_layouts_fit_and_targets_are_touch_sized(folder: Path, lang: str, large: bool) -> None:
    app = make_app()
    app.settings.language = lang
    app.apply_settings()
    try:
        # Seventeen cards for three players: the most number buttons a round can have.
        rules = Rules.model_validate(
            {**CLASSIC.model_dump(), "sequence": Sequence.CUSTOM, "custom_sizes": (17,)}
        )
        game = KeeperGame.create(rules, ["Léa", "Tom", "Zoé"], 0, folder)
        for scene in (KeeperScene(app, folder), KeeperSetupScene(app, folder)):
            app.push(scene)
            app.step(DT, [])
            assert overlaps(scene.widget_rects()) == []
            assert outside(scene.widget_rects(), pygame.Rect(0, 0, *app.size)) == []
        round_ = KeeperRoundScene(app, game)
        app.push(round_)
        if round_.large != large:
            press(app, pygame.K_l)
        app.step(DT, [])
        assert len(round_.number_buttons_shown()) == 18
        rects = round_.widget_rects()
        assert overlaps(rects) == []
        assert outside(rects, pygame.Rect(0, 0, *app.size)) == []
        for button in round_.number_buttons_shown():
            assert min(button.rect.size) >= 48
    finally:
        app.shutdown()


def test_the_sheet_shows_a_turned_up_trump_as_turned_up_not_as_no_trump(folder: Path) -> None:
    """The keeper never sees the real cards: its sheet marks "↑" where the dealer turned the
    trump up, "–" where the deal used the whole deck, never the engine's stand-in suit."""

    def sizes(*n: int) -> Rules:
        data = {**CLASSIC.model_dump(), "name": "custom", "sequence": Sequence.CUSTOM}
        return Rules.model_validate({**data, "custom_sizes": n})

    game = KeeperGame.create(sizes(1, 2), ["A", "B", "C"], 0, folder)
    for _ in range(3):
        game.bid(0)
    game.enter_tricks([1, 0, 0])
    data = keeper_scene.sheet_data(game)
    assert data.trump_marks == ("↑",)
    assert data.history[0].trump is None  # the engine's stand-in card is not shown
    game = KeeperGame.create(sizes(13, 1), ["A", "B", "C", "D"], 0, folder)  # the whole deck
    for bid in (3, 3, 3, 5):
        game.bid(bid)
    game.enter_tricks([3, 3, 3, 4])
    assert keeper_scene.sheet_data(game).trump_marks == ("–",)


def test_a_saved_rule_set_is_offered_by_the_keeper(app: App, folder: Path) -> None:
    from game.play.rulesets import RuleSets

    rules = Rules.model_validate({**CLASSIC.model_dump(), "name": "x", "must_trump": True})
    RuleSets().save("Family", rules)
    setup = KeeperSetupScene(app, folder)
    app.push(setup)
    assert "set:Family" in setup.rules_buttons
    setup.select_rules("set:Family")
    assert setup.rules.name == "Family" and setup.rules.must_trump
    setup.start()
    scene = app.top
    assert isinstance(scene, KeeperRoundScene) and scene.game.rules.name == "Family"


# -- what a new user hit (issue 34) ----------------------------------------------------------


class Drawn:
    """The texts one frame drew: each with its font size, and the single lines with their
    rectangle."""

    def __init__(self) -> None:
        self.sizes: list[tuple[str, int]] = []
        self.lines: list[tuple[str, pygame.Rect]] = []

    def texts(self) -> list[str]:
        return [text for text, _ in self.sizes]

    def containing(self, part: str) -> list[str]:
        return [text for text, _ in self.sizes if part in text]

    def size_of(self, text: str) -> int:
        return next(size for t_, size in self.sizes if t_ == text)


def draw_texts(app: App, monkeypatch: pytest.MonkeyPatch) -> Drawn:
    """Draw one frame and return every text it drew (through ``theme.render``)."""
    from game.ui import theme

    drawn = Drawn()
    real_render, real_blit = theme.render, theme.blit_text

    def render(text: str, size: int, *args: object, **kw: object) -> pygame.Surface:
        drawn.sizes.append((text, size))
        return real_render(text, size, *args, **kw)  # type: ignore[arg-type]

    def blit_text(surface: pygame.Surface, text: str, *args: object, **kw: object) -> pygame.Rect:
        rect = real_blit(surface, text, *args, **kw)  # type: ignore[arg-type]
        drawn.lines.append((text, rect))
        return rect

    with monkeypatch.context() as m:
        m.setattr(theme, "render", render)
        m.setattr(theme, "blit_text", blit_text)
        app.draw()
    return drawn


def four_rounds(app: App, folder: Path, preset: str = "rikiki") -> KeeperRoundScene:
    """Four rounds of four players (1 to 4 cards): seat 2 bids 1 in round 1, then 0; the
    others bid the whole hand; the first bidder takes every trick."""
    scene = new_game(app, preset, 4, 0, folder)
    for r in range(4):
        st = scene.game.state
        for seat in st.bid_order:
            type_number(app, (1 if r == 0 else 0) if seat == 2 else st.hand_size)
        for seat in st.bid_order:
            type_number(app, st.hand_size if seat == st.bid_order[0] else 0)
        press(app, pygame.K_RETURN)
    assert scene.game.state.round_index == 4
    return scene


def correct_round(app: App, scene: KeeperRoundScene, index: int) -> None:
    """A click on a round of the history opens it for correction."""
    click(app, dict(scene.history_rects())[index])
    assert scene.phase == "edit"


def test_enter_after_a_refused_total_and_a_click_on_validate_scores_without_crashing(
    app: App, folder: Path
) -> None:
    """Enter validated the round through the focused "Confirm" button, the screen was rebuilt
    without that button and the widgets played the sound of a focus that was gone."""
    scene = new_game(app, "classic", 4, 0, folder)
    for _ in range(4):
        press(app, pygame.K_0)
        press(app, pygame.K_RETURN)
    assert scene.phase == "tricks"
    for _ in range(4):
        type_number(app, 0)
    click(app, scene.confirm_button.rect)
    assert scene.message == "Refused: The tricks add up to 0, not 1: 1 missing"
    assert scene.game.state.round_index == 0
    # The dealer's 0, entered last, was the mistake: their box is still the one selected.
    press(app, pygame.K_1)
    press(app, pygame.K_RETURN)
    st = scene.game.state
    assert st.round_index == 1 and st.history[0].tricks == (1, 0, 0, 0)
    assert scene.ui.focus is None or scene.ui.focus.interactive


def test_enter_or_space_on_a_focused_button_leave_no_stale_focus(app: App, folder: Path) -> None:
    scene = new_game(app, "classic", 3, 0, folder)
    for n in (0, 0, 0, 1, 0, 0):
        type_number(app, n)
    scene.ui.set_focus(scene.confirm_button)  # as the arrow keys bring it there
    press(app, pygame.K_RETURN)
    assert scene.game.state.round_index == 1
    assert scene.ui.focus is None or scene.ui.focus.interactive
    for n in (0, 1, 0, 1, 0, 1):  # two cards: bids 0, 1, 0, then tricks 1, 0, 1
        type_number(app, n)
    scene.ui.set_focus(scene.confirm_button)
    press(app, pygame.K_SPACE)
    assert scene.game.state.round_index == 2
    assert scene.ui.focus is None or scene.ui.focus.interactive


def test_enter_after_an_export_enters_the_bid_and_does_not_export_again(
    app: App, folder: Path, exports: Path
) -> None:
    """Enter entered the bid and pressed the focused "Export CSV" again: a second file."""
    game = KeeperGame.create(CLASSIC, ["Léa", "Tom", "Zoé"], 0, folder)
    scene = KeeperRoundScene(app, game, exports)
    app.push(scene)
    click(app, scene.csv_button.rect)
    assert len(list(exports.glob("*.csv"))) == 1
    press(app, pygame.K_1)  # one card: "1" is taken at once
    press(app, pygame.K_RETURN)
    assert scene.game.current().bids == (None, 1, None)
    assert len(list(exports.glob("*.csv"))) == 1


def test_a_click_on_a_tricks_cell_of_a_round_being_corrected_edits_its_tricks(
    app: App, folder: Path
) -> None:
    scene = four_rounds(app, folder)
    correct_round(app, scene, 2)
    seat = scene.game.history_order(2)[1]
    click(app, scene.cell_rect(seat, "tricks"))
    edit = scene.edit
    assert edit is not None and (edit.seat, edit.field) == (seat, "tricks")
    click(app, scene.cell_rect(seat, "bid"))
    assert (edit.seat, edit.field) == (seat, "bid")


def test_the_first_digit_typed_into_a_filled_cell_replaces_its_value(
    app: App, folder: Path
) -> None:
    scene = four_rounds(app, folder)
    correct_round(app, scene, 2)  # three cards
    first = scene.game.history_order(2)[0]
    edit = scene.edit
    assert edit is not None and (edit.bids[first], edit.tricks[first]) == (3, 3)
    click(app, scene.cell_rect(first, "bid"))
    press(app, pygame.K_2)
    assert edit.bids[first] == 2 and (edit.seat, edit.field) == (first, "tricks")
    press(app, pygame.K_0)  # nothing can follow a 0: it replaces the 3 at once
    assert edit.tricks[first] == 0 and scene.typed == ""


def test_a_second_digit_makes_one_number_only_when_the_hand_allows_it(folder: Path) -> None:
    app = make_app()
    try:
        rules = Rules.model_validate(
            {**CLASSIC.model_dump(), "sequence": Sequence.CUSTOM, "custom_sizes": (12, 12)}
        )
        scene = KeeperRoundScene(app, KeeperGame.create(rules, ["Léa", "Tom", "Zoé"], 0, folder))
        app.push(scene)
        press(app, pygame.K_1)
        assert scene.typed == "1"  # 10, 11 or 12 may follow
        press(app, pygame.K_2)
        assert scene.game.current().bids[1] == 12 and scene.typed == ""
        press(app, pygame.K_1)
        press(app, pygame.K_5)  # no 15 in a hand of 12: the 5 is a number of its own
        assert scene.game.current().bids[2] == 5
        press(app, pygame.K_0)  # nothing can follow a 0: taken at once
        assert scene.game.current().bids[0] == 0 and scene.typed == ""
    finally:
        app.shutdown()


def test_totals_follow_a_correction_before_it_is_saved(
    app: App, folder: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    scene = four_rounds(app, folder)
    game = scene.game
    correct_round(app, scene, 0)
    first = game.history_order(0)[0]
    click(app, scene.cell_rect(first, "tricks"))
    press(app, pygame.K_0)  # the first bidder bid 1 and took nothing
    click(app, scene.cell_rect(2, "tricks"))
    press(app, pygame.K_1)  # seat 2 bid 1 and took the trick
    rounds = list(game.rounds)
    tricks = [0] * 4
    tricks[2] = 1
    rounds[0] = Round(rounds[0].bids, tuple(tricks))
    expected = replay(game.rules, 4, 0, rounds).history[0].totals
    assert expected != game.state.history[0].totals
    drawn = draw_texts(app, monkeypatch)
    for seat, row in scene.row_rects():
        inside = [(rect.right, text) for text, rect in drawn.lines if row.contains(rect)]
        assert max(inside)[1] == str(expected[seat])  # the rightmost text: the total
    assert game.rounds[0].tricks != tuple(tricks)  # nothing saved before "Save"


def test_a_round_of_one_card_says_one_card(folder: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    app = make_app()
    app.settings.language = "fr"
    app.apply_settings()
    try:
        scene = four_rounds(app, folder, "classic")
        correct_round(app, scene, 0)
        texts = " | ".join(draw_texts(app, monkeypatch).texts())
        assert "Manche 1 : 1 carte" in texts and "1 cartes" not in texts
    finally:
        app.shutdown()


def test_the_final_standings_say_1_point(
    app: App, folder: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    rules = Rules.model_validate(
        {**CLASSIC.model_dump(), "sequence": Sequence.CUSTOM, "custom_sizes": (1,)}
    )
    scene = KeeperRoundScene(app, KeeperGame.create(rules, ["Léa", "Tom", "Zoé"], 0, folder))
    app.push(scene)
    for n in (0, 0, 0, 1, 0, 0):  # Tom bids 0 and takes the trick: 1 point
        type_number(app, n)
    press(app, pygame.K_RETURN)
    assert isinstance(app.top, ScoreSheetScene)
    app.pop()
    texts = draw_texts(app, monkeypatch).texts()
    assert "1 point" in texts and "1 points" not in texts


def test_a_refusal_is_shown_once(app: App, folder: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    scene = new_game(app, "classic", 3, 0, folder)
    for n in (0, 0, 1):
        type_number(app, n)
    assert scene.message == "Refused: The hook forbids 1: the bids would total 1"
    assert len(draw_texts(app, monkeypatch).containing("The hook forbids 1")) == 1
    for n in (0, 0, 0, 0):
        type_number(app, n)
    press(app, pygame.K_RETURN)
    assert scene.message == "Refused: The tricks add up to 0, not 1: 1 missing"
    assert len(draw_texts(app, monkeypatch).containing("1 missing")) == 1


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720), (1024, 768), (3840, 2160)])
def test_a_long_export_path_is_elided_in_the_middle_clear_of_the_buttons(
    folder: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, size: tuple[int, int]
) -> None:
    exports = tmp_path.joinpath(*["a-rather-long-folder-name-for-the-exports"] * 5)
    app = make_app(size=size)
    try:
        game = KeeperGame.create(CLASSIC, ["Léa", "Tom", "Zoé"], 0, folder)
        scene = KeeperRoundScene(app, game, exports)
        app.push(scene)
        for large in (False, True):
            if scene.large != large:
                press(app, pygame.K_l)
            click(app, scene.csv_button.rect)
            assert scene.message is not None and scene.message.startswith("Saved to ")
            path = Path(scene.message.removeprefix("Saved to "))
            assert path.parent == exports and path.exists()
            drawn = draw_texts(app, monkeypatch)
            shown = [(text, rect) for text, rect in drawn.lines if text.startswith("Saved to")]
            assert len(shown) == 1
            text, rect = shown[0]
            assert "…" in text and text.endswith(path.name)
            assert drawn.size_of(text) >= scene.px(17)
            assert pygame.Rect(0, 0, *size).contains(rect)
            assert [name for name, r in scene.widget_rects() if r.colliderect(rect)] == []
    finally:
        app.shutdown()


def test_a_path_is_shortened_in_the_middle(app: App) -> None:
    from game.ui import theme
    from game.ui.theme import elide_path

    path = "C:\\Users\\Someone\\AppData\\Local\\ascenseur\\keeper\\game.csv"
    assert elide_path(path, 17, theme.text_size(path, 17)[0]) == path
    short = "C:\\Users\\…\\keeper\\game.csv"
    assert elide_path(path, 17, theme.text_size(short, 17)[0]) == short
    name = "/home/someone/.local/share/ascenseur/exports/keeper-classic-20260101-120000.csv"
    for width in (400, 200, 60):
        text = elide_path(name, 17, width)
        assert "…" in text and theme.text_size(text, 17)[0] <= width


def test_a_long_refusal_wraps_instead_of_shrinking(
    folder: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    app = make_app(size=(1024, 768))
    app.settings.language = "fr"
    app.apply_settings()
    try:
        scene = four_rounds(app, folder)
        kept = list(scene.game.rounds)
        correct_round(app, scene, 0)
        click(app, scene.cell_rect(2, "bid"))
        press(app, pygame.K_0)  # a fourth zero in a row by round 4
        press(app, pygame.K_RETURN)
        assert scene.game.rounds == kept
        message = scene.message
        assert message == "Correction refusée : manche 4, Pas plus de 3 annonces à zéro de suite"
        drawn = draw_texts(app, monkeypatch)
        lines = [(text, size) for text, size in drawn.sizes if text and text in message]
        lines = [(text, size) for text, size in lines if len(text) > 12]
        assert len(lines) >= 2 and " ".join(text for text, _ in lines) == message
        assert all(size >= scene.px(17) for _, size in lines)
    finally:
        app.shutdown()


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720), (1024, 768), (3840, 2160)])
def test_the_bar_s_labels_keep_their_size_in_french(
    folder: Path, monkeypatch: pytest.MonkeyPatch, size: tuple[int, int]
) -> None:
    """The labels "Enregistrer la correction" and "Taille normale" were shrunk to fit."""
    from game.i18n import resolve

    app = make_app(size=size)
    app.settings.language = "fr"
    app.apply_settings()
    try:
        scene = four_rounds(app, folder)
        correct_round(app, scene, 0)
        for large in (False, True):
            if scene.large != large:
                press(app, pygame.K_l)
            bar = [scene.save_edit_button, scene.cancel_edit_button, scene.sheet_button]
            bar += [scene.csv_button, scene.large_button, scene.back_button]
            drawn = draw_texts(app, monkeypatch)
            for button in bar:
                size_ = drawn.size_of(resolve(button.text))
                if size == (1024, 768) and large:
                    # 4:3: the six labels at full size need a little more than the width.
                    assert size_ >= 0.9 * button.px(button.size)
                else:
                    assert size_ == button.px(button.size)
            assert overlaps(scene.widget_rects()) == []
            assert outside(scene.widget_rects(), pygame.Rect(0, 0, *size)) == []
    finally:
        app.shutdown()
