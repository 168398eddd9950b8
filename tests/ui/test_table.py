"""The table, driven like a player drives it: clicks and keys injected into the app, time fed
by hand, bots at a small budget. Whole games go from the first deal to the final score sheet;
refusals come with their reason; the coach, undo, the last trick, saving and continuing all
work through the screen."""

from __future__ import annotations

import random
from collections.abc import Callable
from pathlib import Path

import pygame
import pytest

from game.ai.bots import Bot, SearchBot, Thinking, make_bot
from game.ai.search import SearchConfig
from game.core.actions import HIDDEN, Action, Bid, Play
from game.core.cards import EXCUSE, SUIT_OF, Suit
from game.core.observation import Observation
from game.core.presets import CLASSIC, RIKIKI, TAROT_AFRICAIN, WHIST22
from game.core.records import replay
from game.core.rules import Rules, Sequence
from game.core.scoring import round_delta
from game.core.state import GameState, Phase
from game.platform.app import App
from game.platform.settings import Settings
from game.play.save import has_save, load_game, save_path
from game.scenes.handoff import HandoffScene
from game.scenes.scoresheet import ScoreSheetScene
from game.scenes.screens import new_app
from game.scenes.table import TableScene, autoplay_events, click_events, key_event

DT = 1 / 60
NAMES = ["Léa", "Tom", "Chloé", "Hugo", "Inès", "Jules", "Manon", "Nathan"]


# -- helpers (shared with the other table tests) -----------------------------------------------


def small_bots(level: str) -> Bot:
    """The bots of each level, with a small search budget so that tests stay quick."""
    if level in ("normal", "hard"):
        return SearchBot(SearchConfig(playouts=48, min_worlds=4), level)
    return make_bot(level)


def custom(base: Rules, **changes: object) -> Rules:
    """A validated variant of a preset."""
    data = base.model_dump()
    data.update({"name": "custom", **changes})
    return Rules.model_validate(data)


def make_app(speed: str = "instant", size: tuple[int, int] = (1280, 720), **kw: object) -> App:
    settings = Settings(language="en", animation_speed=speed, **kw)  # type: ignore[arg-type]
    return new_app(settings, size=size)


def start(
    app: App,
    rules: Rules,
    kinds: list[str],
    seed: int = 1,
    names: list[str] | None = None,
) -> TableScene:
    scene = TableScene.local(
        app, rules, names or NAMES[: len(kinds)], kinds, seed, bot_factory=small_bots
    )
    app.push(scene)
    return scene


def greedy(scene: TableScene) -> Callable[[list[Action]], Action]:
    """A scripted player that picks like the easy bot (so that it survives lives games)."""
    from game.ai.bots import greedy_action
    from game.core.observation import observe

    def choose(legal: list[Action]) -> Action:
        st = scene.table.state
        if all(isinstance(a, Play) and a.card in (EXCUSE, HIDDEN) for a in legal):
            return legal[-1]
        action = greedy_action(observe(st, st.to_move))
        return action if action in legal else legal[0]

    return choose


def drive(
    app: App,
    until: Callable[[], bool],
    rng: random.Random | None = None,
    choose: Callable[[list[Action]], Action] | None = None,
    max_frames: int = 20000,
    on_frame: Callable[[], None] | None = None,
    dt: float = DT,
) -> int:
    """Step the app with a scripted player until ``until()``; the number of frames."""
    rng = rng or random.Random(0)
    for frame in range(max_frames):
        if until():
            return frame
        app.step(dt, autoplay_events(app, choose, rng))
        if on_frame is not None:
            on_frame()
    raise AssertionError(f"not reached within {max_frames} frames")


def final_sheet(app: App) -> Callable[[], bool]:
    def check() -> bool:
        top = app.top
        return isinstance(top, ScoreSheetScene) and top.data.final

    return check


def human_to(
    scene: TableScene, phase: Phase, extra: Callable[[], bool] | None = None
) -> Callable[[], bool]:
    def check() -> bool:
        ok = (
            scene.app.top is scene
            and scene.awaiting() is not None
            and scene.table.state.phase is phase
        )
        return ok and (extra is None or extra())

    return check


# -- whole games -------------------------------------------------------------------------------


def test_solo_classic_game_played_through_the_screen_to_the_final_sheet(app: App) -> None:
    rules = custom(CLASSIC, sequence=Sequence.CUSTOM, custom_sizes=(1, 3, 2))
    scene = start(app, rules, ["human", "easy", "normal"], seed=5)
    assert has_save()
    drive(app, final_sheet(app), random.Random(2))
    sheet = app.top
    assert isinstance(sheet, ScoreSheetScene)
    assert scene.over and scene.table.state.winners
    assert len(sheet.data.history) == 3
    assert list(sheet.data.totals) == scene.table.state.totals
    assert next(r for r, _, _ in sheet.data.standings) == 1
    # The game is its record: replaying it gives the same final scores.
    result = replay(scene.table.record())
    assert result.status == "finished"
    assert result.state.totals == scene.table.state.totals
    # A finished game is not offered to continue.
    assert not has_save()


def test_first_rounds_of_the_real_classic_preset(app: App) -> None:
    scene = start(app, CLASSIC, ["human", "easy", "normal", "hard"], seed=3)
    drive(app, lambda: len(scene.show.display.history) >= 4 and not scene.busy, random.Random(4))
    hist = scene.show.display.history
    assert [r.hand_size for r in hist[:4]] == [1, 2, 3, 4]
    for r in hist:
        for s in range(4):
            bid = r.bids[s]
            assert bid is not None
            assert r.deltas[s] == round_delta(CLASSIC.scoring, bid, r.tricks[s])
        assert sum(r.tricks) == r.hand_size


def test_tarot_africain_played_to_the_last_player_standing(app: App) -> None:
    faces_in_blind: list[str] = []
    scene = start(app, TAROT_AFRICAIN, ["human", "normal", "easy", "hard"], seed=8)

    def watch() -> None:
        if scene.drawn_frame == app.frame - 1 and scene.show.display.blind:
            faces_in_blind.extend(f.where for f in scene.view.faces if f.owner == 0)

    drive(app, final_sheet(app), random.Random(1), choose=greedy(scene), on_frame=watch)
    assert scene.over
    assert scene.table.state.winners is not None
    out = [s for s in range(4) if not scene.table.state.alive[s]]
    assert out, "someone was eliminated"
    assert scene.show.display.alive == scene.table.state.alive
    # In the blind rounds the human's own card was never drawn face up in their hand.
    assert "hand" not in faces_in_blind
    sheet = app.top
    assert isinstance(sheet, ScoreSheetScene)
    assert sheet.data.rules.uses_lives


def test_all_bot_table_shows_seat_zero_with_every_hand_hidden(app: App) -> None:
    rules = custom(CLASSIC, sequence=Sequence.CUSTOM, custom_sizes=(2, 1))
    scene = start(app, rules, ["easy", "easy", "easy"], seed=2)
    hands_seen: list[int | None] = []

    def watch() -> None:
        if scene.drawn_frame == app.frame - 1:
            hands_seen.extend(f.owner for f in scene.view.faces if f.where in ("hand", "seen"))

    drive(app, final_sheet(app), on_frame=watch)
    assert scene.table.view_seat == 0
    assert hands_seen == []


# -- refusals ----------------------------------------------------------------------------------


def test_clicking_an_illegal_card_is_refused_with_its_reason(app: App) -> None:
    scene = start(app, CLASSIC, ["human", "easy", "easy", "easy"], seed=11)

    def must_follow() -> bool:
        if not scene.table.state.trick:
            return False
        return len(scene.model().legal_cards()) < len(scene.table.state.hands[0])

    drive(app, human_to(scene, Phase.PLAY, must_follow), random.Random(3))
    led = SUIT_OF[scene.table.state.trick[0][1]]
    illegal = next(c for c in scene.show.display.hand if c not in scene.model().legal_cards())
    before = len(scene.table.recorder.actions)
    pos = scene.card_position(illegal)
    assert pos is not None
    app.step(DT, click_events(pos))
    assert len(scene.table.recorder.actions) == before
    assert scene.table.message == f"You must follow {Suit(led).symbol}"
    # The legal card is still playable and is taken.
    legal = next(iter(scene.model().legal_cards()))
    pos = scene.card_position(legal)
    assert pos is not None
    app.step(DT, click_events(pos))
    assert scene.table.recorder.actions[before] == str(Play(legal))


def test_the_forbidden_bid_is_greyed_with_its_reason_and_cannot_be_chosen(app: App) -> None:
    scene = start(app, CLASSIC, ["human", "easy", "easy", "easy"], seed=4)
    drive(
        app,
        human_to(scene, Phase.BID, lambda: bool(scene.table.state.forbidden_bids())),
        random.Random(5),
    )
    ((bid, _),) = scene.table.state.forbidden_bids().items()
    options = dict(scene.bid_options())
    total = scene.table.state.hand_size
    assert options[bid] == f"The hook forbids {bid}: the bids would total {total}"
    assert all(reason is None for b, reason in options.items() if b != bid)
    before = len(scene.table.recorder.actions)
    pos = scene.bid_position(bid)
    assert pos is not None
    app.step(DT, click_events(pos))
    assert len(scene.table.recorder.actions) == before
    assert scene.table.message == options[bid]
    if bid <= 9:
        app.step(DT, [key_event(getattr(pygame, f"K_{bid}"))])
        assert len(scene.table.recorder.actions) == before
    allowed = next(b for b, reason in options.items() if reason is None)
    pos = scene.bid_position(allowed)
    assert pos is not None
    app.step(DT, click_events(pos))
    assert scene.table.recorder.actions[before] == f"bid {allowed}"


def test_the_zero_limit_is_shown_in_the_bid_panel(app: App) -> None:
    rules = custom(RIKIKI, blind_round=False, zero_limit=1)
    scene = start(app, rules, ["human", "easy", "easy"], seed=6)
    zero = lambda legal: Bid(0) if Bid(0) in legal else legal[0]  # noqa: E731
    drive(
        app,
        human_to(scene, Phase.BID, lambda: scene.table.state.zero_streak[0] >= 1),
        choose=zero,
    )
    options = dict(scene.bid_options())
    if options[0] is not None:  # the fallback may keep zero allowed (hook on a 1-card round)
        assert options[0] == "No more than 1 zero bids in a row"


# -- the Excuse, the blind round -----------------------------------------------------------------


def _seed_with_excuse(rules: Rules, players: int) -> int:
    for seed in range(200):
        st = GameState.new(rules, players, seed=seed)
        if EXCUSE in st.hands[0] and st.hand_size > 1:
            return seed
    raise AssertionError("no seed deals the Excuse to seat 0")


def test_the_excuse_value_is_chosen_in_a_popup(app: App) -> None:
    seed = _seed_with_excuse(WHIST22, 3)
    scene = start(app, WHIST22, ["human", "easy", "easy"], seed=seed)
    drive(
        app,
        human_to(scene, Phase.PLAY, lambda: len(scene.plays_for(EXCUSE)) == 2),
        choose=lambda legal: next((a for a in legal if isinstance(a, Bid)), legal[0]),
    )
    pos = scene.card_position(EXCUSE)
    assert pos is not None
    app.step(DT, click_events(pos))
    assert [p.excuse for p in scene.ui.excuse_choices] == [0, 22]
    assert scene.view.faces  # drawn with the popup open
    cancel = scene.choice_position(None)
    assert cancel is not None
    app.step(DT, click_events(cancel))
    assert scene.ui.excuse_choices == []
    app.step(DT, click_events(pos))
    choice = scene.choice_position(22)
    assert choice is not None
    before = len(scene.table.recorder.actions)
    app.step(DT, click_events(choice))
    assert scene.table.recorder.actions[before] == "EX=22"


def test_blind_round_shows_the_others_cards_never_ones_own(app: App) -> None:
    scene = start(app, RIKIKI, ["human", "easy", "easy", "easy"], seed=3)
    drive(app, human_to(scene, Phase.BID))
    assert scene.show.display.blind
    app.step(DT, [])
    faces = scene.view.faces
    assert not [f for f in faces if f.where == "hand"]
    seen = {(f.owner, f.card) for f in faces if f.where == "seen"}
    assert seen == {(s, scene.table.state.hands[s][0]) for s in (1, 2, 3)}
    assert scene.view.hand_cards(scene.show.display) == [HIDDEN]
    drive(app, human_to(scene, Phase.PLAY), choose=lambda legal: legal[0])
    pos = scene.card_position(HIDDEN)
    assert pos is not None
    before = len(scene.table.recorder.actions)
    app.step(DT, click_events(pos))
    assert scene.table.recorder.actions[before] == "??"


# -- keyboard --------------------------------------------------------------------------------


def test_keyboard_digits_bid_and_arrows_enter_play(app: App) -> None:
    scene = start(app, CLASSIC, ["human", "easy", "easy", "easy"], seed=9)
    drive(app, human_to(scene, Phase.BID))
    bid = next(b for b, reason in scene.bid_options() if reason is None)
    before = len(scene.table.recorder.actions)
    app.step(DT, [key_event(getattr(pygame, f"K_{bid}"))])
    assert scene.table.recorder.actions[before] == f"bid {bid}"
    drive(app, human_to(scene, Phase.PLAY))
    before = len(scene.table.recorder.actions)
    app.step(DT, [key_event(pygame.K_RIGHT)])
    focus = scene.ui.focus_card
    assert focus is not None
    card = scene.view.hand_cards(scene.show.display)[focus]
    assert card in scene.model().legal_cards()
    app.step(DT, [key_event(pygame.K_RETURN)])
    assert scene.table.recorder.actions[before] == str(Play(card))


def test_two_digit_bids_wait_for_the_second_digit() -> None:
    a = make_app()
    try:
        rules = custom(CLASSIC, sequence=Sequence.CUSTOM, custom_sizes=(12,))
        scene = start(a, rules, ["human", "easy", "easy"], seed=1)
        drive(a, human_to(scene, Phase.BID))
        options = dict(scene.bid_options())
        assert len(options) == 13
        before = len(scene.table.recorder.actions)
        a.step(DT, [key_event(pygame.K_1)])
        assert scene.typed == "1" and scene.ui.focus_bid == 1
        a.step(DT, [key_event(pygame.K_1)])
        expected = "bid 11" if options[11] is None else None
        if expected:
            assert scene.table.recorder.actions[before] == expected
        else:
            assert (
                len(scene.table.recorder.actions) == before and scene.table.message == options[11]
            )
        # A lone digit is taken after a short wait.
        if scene.awaiting() is not None:
            a.step(DT, [key_event(pygame.K_3)])
            assert len(scene.table.recorder.actions) == before
            for _ in range(70):
                a.step(DT, [])
            assert scene.table.recorder.actions[before] == "bid 3"
    finally:
        a.shutdown()


# -- animation and bots ----------------------------------------------------------------------


def test_input_waits_while_the_deal_is_animated() -> None:
    a = make_app(speed="normal")
    try:
        scene = start(a, CLASSIC, ["human", "easy", "easy"], seed=2)
        # Find a deal where the human bids first, else let the bots bid.
        a.step(DT, [])
        assert scene.busy and scene.show.current is not None
        assert scene.show.current.kind in ("shuffle", "deal")
        assert scene.awaiting() is None
        frames = drive(a, human_to(scene, Phase.BID))
        assert frames > 30  # the shuffle and the deal took visible time
    finally:
        a.shutdown()


def test_instant_speed_drains_the_queue_in_one_frame(app: App) -> None:
    scene = start(app, CLASSIC, ["easy", "human", "easy"], seed=2)
    assert scene.busy
    app.step(DT, [])
    assert not scene.busy


def test_speeds_scale_the_animations() -> None:
    lengths = {}
    for speed in ("slow", "normal", "fast"):
        a = make_app(speed=speed)
        try:
            scene = start(a, CLASSIC, ["human", "easy", "easy"], seed=2)
            lengths[speed] = drive(
                a,
                human_to(scene, Phase.BID)
                if scene.table.state.to_move == 0
                else lambda s=scene: not s.busy,
            )
        finally:
            a.shutdown()
    assert lengths["slow"] > lengths["normal"] > lengths["fast"]


class SlowThinking(Thinking):
    """A decision that takes ten slices, recording each slice's size."""

    def __init__(self, obs: Observation, log: list[int]) -> None:
        self.obs = obs
        self.log = log
        self.calls = 0

    def step(self, playouts: int = 200) -> bool:
        self.log.append(playouts)
        self.calls += 1
        return self.done

    @property
    def done(self) -> bool:
        return self.calls >= 10

    @property
    def result(self) -> Action:
        return self.obs.legal[0]


class SlowBot(Bot):
    level = "normal"

    def __init__(self, log: list[int]) -> None:
        self.log = log

    def think(self, obs: Observation, rng: random.Random) -> Thinking:
        return SlowThinking(obs, self.log)


def test_bots_think_a_slice_per_frame_and_show_it() -> None:
    a = make_app(speed="normal")
    log: list[int] = []
    try:
        scene = TableScene.local(
            a,
            CLASSIC,
            NAMES[:3],
            ["normal", "easy", "easy"],
            1,
            bot_factory=lambda level: SlowBot(log) if level == "normal" else make_bot(level),
            playouts_per_frame=120,
        )
        a.push(scene)
        drive(a, lambda: scene.table.thinking_seat() == 0 and not scene.busy)
        assert "thinking" in scene.view.turn_text(scene.model())
        index = scene.table.action_index
        for _ in range(5):
            a.step(DT, [])
        # Still thinking, one slice a frame, and the window kept drawing.
        assert scene.table.action_index == index
        assert 5 <= len(log) <= 6 and set(log) == {120}
        assert scene.drawn_frame == a.frame - 1
        drive(a, lambda: scene.table.action_index > index)
        assert len(log) >= 10
    finally:
        a.shutdown()


def test_bot_moves_are_reproducible_from_the_seed(app: App) -> None:
    rules = custom(CLASSIC, sequence=Sequence.CUSTOM, custom_sizes=(3, 2))
    actions = []
    for _ in range(2):
        a = make_app()
        try:
            scene = start(a, rules, ["normal", "hard", "easy"], seed=13)
            drive(a, final_sheet(a))
            actions.append(list(scene.table.recorder.actions))
        finally:
            a.shutdown()
    assert actions[0] == actions[1]


# -- sounds ----------------------------------------------------------------------------------


class Ears:
    def __init__(self) -> None:
        self.heard: list[str] = []

    def play(self, name: str) -> None:
        self.heard.append(name)


def test_sounds_of_shuffle_deal_card_trick_and_contract() -> None:
    ears = Ears()
    a = new_app(Settings(language="en", animation_speed="instant"), audio=ears)
    try:
        scene = start(a, CLASSIC, ["human", "easy", "easy"], seed=1)
        drive(a, lambda: len(scene.show.display.history) >= 2)
        for name in ("shuffle", "deal", "card_played", "trick_won"):
            assert name in ears.heard
        assert {"contract_made", "contract_missed"} & set(ears.heard)
    finally:
        a.shutdown()


# -- last trick, score sheet, coach, undo ----------------------------------------------------


def test_last_trick_on_demand(app: App) -> None:
    scene = start(app, CLASSIC, ["human", "easy", "easy"], seed=3)
    drive(app, lambda: bool(scene.show.display.last_trick) and not scene.busy)
    app.step(DT, [key_event(pygame.K_l)])
    assert scene.ui.show_last_trick
    shown = [(f.owner, f.card) for f in scene.view.faces if f.where == "last_trick"]
    assert shown == list(scene.show.display.last_trick)
    app.step(DT, [key_event(pygame.K_ESCAPE)])
    assert not scene.ui.show_last_trick
    assert app.top is scene  # Esc closed the view, it did not open the pause menu


def test_score_sheet_between_rounds(app: App) -> None:
    scene = start(app, CLASSIC, ["human", "easy", "easy"], seed=3)
    drive(app, lambda: len(scene.show.display.history) >= 2)
    app.step(DT, [key_event(pygame.K_s)])
    sheet = app.top
    assert isinstance(sheet, ScoreSheetScene) and not sheet.data.final
    assert len(sheet.data.history) == 2
    app.step(DT, [key_event(pygame.K_ESCAPE)])
    assert app.top is scene


def test_the_coach_gives_the_expected_score_of_each_choice(app: App) -> None:
    scene = start(app, CLASSIC, ["human", "easy", "easy"], seed=5)
    drive(app, human_to(scene, Phase.BID, lambda: scene.table.state.hand_size >= 2))
    app.step(DT, click_events(scene.button_position("hint")))
    assert scene.ui.hint and scene.table.hint is not None
    frames = 0
    while not scene.table.hint.done:
        app.step(DT, [])
        frames += 1
        assert frames < 200
    assert frames >= 1  # the coach thought over several frames, the window kept drawing
    legal = scene.legal()
    assert set(scene.table.hint.values) == set(legal)
    assert scene.table.hint.best in legal


def test_undo_takes_back_ones_own_last_action(app: App) -> None:
    scene = start(app, CLASSIC, ["human", "easy", "easy"], seed=7)
    drive(app, human_to(scene, Phase.BID, lambda: scene.table.state.round_index >= 1))
    before = list(scene.table.recorder.actions)
    hand = list(scene.table.state.hands[0])
    legal = next(b for b, reason in scene.bid_options() if reason is None)
    pos = scene.bid_position(legal)
    assert pos is not None
    app.step(DT, click_events(pos))
    drive(app, lambda: scene.awaiting() is not None or scene.table.state.round_index > 1)
    assert len(scene.table.recorder.actions) > len(before)
    app.step(DT, [key_event(pygame.K_u)])
    assert scene.table.recorder.actions == before
    assert scene.table.state.hands[0] == hand
    assert scene.awaiting() == 0
    saved = load_game()
    assert saved is not None and saved.record.actions == before


# -- saving and continuing -----------------------------------------------------------------------


def test_continue_resumes_exactly_mid_trick(app: App) -> None:
    scene = start(app, CLASSIC, ["human", "easy", "normal"], seed=12)
    drive(
        app,
        human_to(
            scene,
            Phase.PLAY,
            lambda: len(scene.table.state.trick) >= 1 and scene.table.state.round_index >= 2,
        ),
    )
    st = scene.table.state
    saved = load_game()
    assert saved is not None
    assert saved.record.actions == scene.table.recorder.actions
    app.pop()
    resumed = TableScene.from_save(app, saved, bot_factory=small_bots)
    app.push(resumed)
    app.step(DT, [])
    assert resumed.table.state.hands == st.hands
    assert resumed.table.state.trick == st.trick
    assert resumed.table.state.bids == st.bids
    assert resumed.table.state.totals == st.totals
    assert resumed.awaiting() == 0
    assert [c for _, c, _ in resumed.show.display.trick] == [c for _, c, _ in st.trick]
    drive(app, final_sheet(app), random.Random(1))


def test_a_damaged_save_is_set_aside_and_never_crashes(home: Path) -> None:
    path = save_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("{ not json", encoding="utf-8")
    assert load_game() is None
    assert not path.exists()
    assert list(path.parent.glob("current.json.damaged-*"))
    path.write_text(
        '{"format": "ascenseur-save/1", "kinds": ["human"], "record": {}}', encoding="utf-8"
    )
    assert load_game() is None
    assert len(list(path.parent.glob("current.json.damaged-*"))) == 2


# -- window --------------------------------------------------------------------------------------


def test_resizing_the_window_lays_the_table_out_again(app: App) -> None:
    scene = start(app, CLASSIC, ["human", "easy", "easy", "easy", "easy"], seed=1)
    for size in ((1024, 600), (1920, 1080), (1280, 720)):
        app.resize(size)
        app.step(DT, [])
        lay = scene.layout
        assert (lay.width, lay.height) == size
        hand = len(scene.view.hand_cards(scene.show.display))
        assert lay.overlaps(hand_count=hand) == []


def test_pause_menu_on_escape(app: App) -> None:
    start(app, CLASSIC, ["human", "easy", "easy"], seed=1)
    app.step(DT, [key_event(pygame.K_ESCAPE)])
    assert type(app.top).__name__ == "PauseScene"


def test_one_human_never_sees_a_handoff(app: App) -> None:
    rules = custom(CLASSIC, sequence=Sequence.CUSTOM, custom_sizes=(2, 1))
    scene = start(app, rules, ["easy", "human", "easy"], seed=2)
    drive(
        app,
        final_sheet(app),
        on_frame=lambda: pytest.fail("hand-off") if isinstance(app.top, HandoffScene) else None,
    )
    assert scene.table.view_seat == 1
