"""Pass-and-play: three people and a bot share the screen. Every drawn frame is checked: the
only hand ever face up is the one of the person who last confirmed the hand-off, it is really
their hand, and while a hand-off is shown no hand is face up at all. In the blind round that
person sees the others' cards, never their own."""

from __future__ import annotations

import random

from game.core.presets import RIKIKI, TAROT_AFRICAIN
from game.platform.app import App
from game.scenes.handoff import HandoffScene
from game.scenes.scoresheet import ScoreSheetScene
from game.scenes.table import TableScene, autoplay_events, click_events, key_event
from tests.ui.test_table import DT, custom, small_bots

KINDS = ["human", "human", "easy", "human"]
NAMES = ["Léa", "Tom", "Bot", "Inès"]


class PrivacyWatch:
    """Checks every frame the table was drawn in."""

    def __init__(self, app: App, scene: TableScene) -> None:
        self.app = app
        self.scene = scene
        #: The person the device is with, as the hand-offs say (None before the first one).
        self.person: int | None = None
        #: Each seat's hand at the start of each round, captured as the state deals it.
        self.dealt: dict[int, list[list[int]]] = {}
        self.frames = 0
        self.hand_frames = 0
        self.blind_frames = 0
        self.handoff_frames = 0
        self.handoffs = 0
        self._capture()

    def _capture(self) -> None:
        st = self.scene.table.state
        if st.round_index not in self.dealt and not st.is_over:
            self.dealt[st.round_index] = [list(h) for h in st.hands]

    def confirmed(self, seat: int) -> None:
        self.person = seat
        self.handoffs += 1

    def check(self) -> None:
        self._capture()
        scene = self.scene
        if scene.drawn_frame != self.app.frame - 1:
            return  # the table was not drawn (an opaque score sheet on top)
        self.frames += 1
        d = scene.show.display
        faces = scene.view.faces
        hand = [f for f in faces if f.where == "hand"]
        seen = [f for f in faces if f.where == "seen"]
        if isinstance(self.app.top, HandoffScene):
            self.handoff_frames += 1
            assert not hand and not seen, "a hand shows behind the hand-off screen"
            assert scene.table.holder is None
            return
        if hand or seen:
            assert self.person is not None, "a hand shows before anyone took the device"
            assert scene.table.holder == self.person
            assert d.view_seat == self.person
        if hand:
            self.hand_frames += 1
            assert not d.blind, "one's own card shows in the blind round"
            dealt = self.dealt[d.round_index][self.person]  # type: ignore[index]
            for f in hand:
                assert f.owner == self.person
                assert f.card in dealt, "a card shown in the hand is not that person's"
        if seen:
            self.blind_frames += 1
            assert d.blind
            for f in seen:
                assert f.owner != self.person
                assert f.card in self.dealt[d.round_index][f.owner]  # type: ignore[index]
        # Whoever must decide now is the person holding the device.
        human = scene.awaiting()
        if human is not None:
            assert human == self.person


def play(app: App, scene: TableScene, watch: PrivacyWatch, rng: random.Random) -> None:
    for _ in range(30000):
        top = app.top
        if isinstance(top, ScoreSheetScene) and top.data.final:
            return
        events = autoplay_events(app, rng=rng)
        pending = scene.table.handoff if isinstance(top, HandoffScene) and events else None
        app.step(DT, events)
        if pending is not None and not isinstance(app.top, HandoffScene):
            watch.confirmed(pending)
        watch.check()
    raise AssertionError("the game did not end")


def test_three_people_and_a_bot_never_see_each_others_hands(app: App) -> None:
    rules = custom(RIKIKI, max_hand=3)  # 1 (blind), 2, 3 cards
    scene = TableScene.local(app, rules, NAMES, KINDS, 4, bot_factory=small_bots)
    app.push(scene)
    watch = PrivacyWatch(app, scene)
    play(app, scene, watch, random.Random(7))
    assert scene.over
    assert watch.handoffs >= 6
    assert watch.handoff_frames > 0
    assert watch.hand_frames > 0
    assert watch.blind_frames > 0


def test_tarot_pass_and_play_blind_rounds(app: App) -> None:
    rules = custom(TAROT_AFRICAIN, scoring={"kind": "lives", "start": 2})
    scene = TableScene.local(app, rules, NAMES, KINDS, 9, bot_factory=small_bots)
    app.push(scene)
    watch = PrivacyWatch(app, scene)
    play(app, scene, watch, random.Random(3))
    assert scene.over
    assert watch.handoffs > 0 and watch.hand_frames > 0


def test_the_handoff_hides_every_hand_until_confirmed(app: App) -> None:
    rules = custom(RIKIKI, max_hand=3, blind_round=False)
    scene = TableScene.local(app, rules, NAMES, KINDS, 4, bot_factory=small_bots)
    app.push(scene)
    for _ in range(200):
        app.step(DT, [])
        if isinstance(app.top, HandoffScene):
            break
    top = app.top
    assert isinstance(top, HandoffScene)
    seat = scene.table.handoff
    assert seat is not None and top.name == NAMES[seat]
    # A click right away does not confirm (it may be meant for the previous turn).
    app.step(DT, click_events(top.confirm_position()))
    assert app.top is top
    for _ in range(30):
        app.step(DT, [])
    assert [f for f in scene.view.faces if f.where in ("hand", "seen")] == []
    # Public facts stay in view: the plates and the trump card are drawn.
    assert scene.drawn_frame == app.frame - 1
    app.step(DT, [key_event(13)])  # Enter
    assert app.top is scene
    app.step(DT, [])
    assert scene.table.holder == seat and scene.table.view_seat == seat
    hand = sorted(f.card for f in scene.view.faces if f.where == "hand")
    assert hand == sorted(scene.table.state.hands[seat])


def test_escape_on_the_handoff_opens_the_pause_menu(app: App) -> None:
    rules = custom(RIKIKI, max_hand=2, blind_round=False)
    scene = TableScene.local(app, rules, NAMES, KINDS, 4, bot_factory=small_bots)
    app.push(scene)
    for _ in range(200):
        app.step(DT, [])
        if isinstance(app.top, HandoffScene):
            break
    app.step(DT, [key_event(27)])  # Esc
    assert type(app.top).__name__ == "PauseScene"


def test_undo_is_not_offered_in_pass_and_play(app: App) -> None:
    rules = custom(RIKIKI, max_hand=2, blind_round=False)
    scene = TableScene.local(app, rules, NAMES, KINDS, 4, bot_factory=small_bots)
    app.push(scene)
    rng = random.Random(1)
    for _ in range(400):
        app.step(DT, autoplay_events(app, rng=rng))
        assert not scene.table.can_undo()
    assert not scene.buttons["undo"].visible
