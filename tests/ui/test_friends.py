"""Playing with friends through the screens, headless: one app hosts a game on "the home
network" (loopback here), a second app joins it by typing the address and the room code, the
host gives an empty seat to a bot and starts, and both play the whole game at their own
table, each seeing its own hand only. Each app keeps its own user folder."""

from __future__ import annotations

import os
import random
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

import pygame

from game.core.presets import CLASSIC
from game.core.rules import Sequence
from game.net.rejoin import load_rejoin
from game.platform.app import App
from game.platform.settings import Settings
from game.scenes.friends import FriendsScene
from game.scenes.host import HostScene
from game.scenes.join import JoinScene
from game.scenes.lobby import LobbyScene
from game.scenes.menu import MenuScene
from game.scenes.review import ReviewScene
from game.scenes.scoresheet import ScoreSheetScene
from game.scenes.screens import new_app
from game.scenes.table import TableScene, autoplay_events, click_events, key_event
from tests.ui.test_table import DT, custom


@contextmanager
def at_home(folder: Path) -> Iterator[None]:
    """This app's user folder while it takes a step (the two apps share one process)."""
    before = os.environ.get("ASCENSEUR_HOME")
    os.environ["ASCENSEUR_HOME"] = str(folder)
    try:
        yield
    finally:
        if before is None:
            del os.environ["ASCENSEUR_HOME"]
        else:
            os.environ["ASCENSEUR_HOME"] = before


class Player:
    """One app with its own user folder."""

    def __init__(self, home: Path, name: str) -> None:
        self.home = home
        with at_home(home):
            self.app = new_app(Settings(language="en", animation_speed="instant", net_name=name))
            self.app.push(MenuScene(self.app))
            self.app.step(DT, [])

    def step(self, events: list[pygame.event.Event] | None = None) -> None:
        with at_home(self.home):
            self.app.step(DT, events or [])

    def click(self, pos: tuple[int, int]) -> None:
        self.step(click_events(pos))


def until(players: list[Player], condition: Callable[[], bool], frames: int = 3000) -> None:
    for _ in range(frames):
        if condition():
            return
        for p in players:
            p.step()
    raise AssertionError("the screens did not get there")


def test_two_apps_host_join_and_play_a_whole_game(tmp_path: Path) -> None:
    host, guest = Player(tmp_path / "ann", "Ann"), Player(tmp_path / "ben", "Ben")
    players = [host, guest]
    try:
        # Ann: menu → Play with friends → Host a game.
        menu = host.app.top
        assert isinstance(menu, MenuScene)
        host.click(menu.friends.rect.center)
        friends = host.app.top
        assert isinstance(friends, FriendsScene) and not friends.rejoin_button.visible
        host.click(friends.host_button.rect.center)
        setup = host.app.top
        assert isinstance(setup, HostScene)
        setup.use_rules(custom(CLASSIC, sequence=Sequence.CUSTOM, custom_sizes=(1, 2, 2)))
        setup.count_choice.select(3)
        setup.kind_choices[2].select("easy")
        host.click(setup.start_button.rect.center)
        lobby_a = host.app.top
        assert isinstance(lobby_a, LobbyScene)
        until(players, lambda: lobby_a.lobby.seated)
        welcome = lobby_a.lobby.welcome
        hosting = lobby_a.lobby.hosting
        assert welcome is not None and welcome.host and hosting is not None
        # Ben: menu → Play with friends → Join: the address Ann shares and the room code.
        menu_b = guest.app.top
        assert isinstance(menu_b, MenuScene)
        guest.click(menu_b.friends.rect.center)
        friends_b = guest.app.top
        assert isinstance(friends_b, FriendsScene)
        guest.click(friends_b.join_button.rect.center)
        join = guest.app.top
        assert isinstance(join, JoinScene)
        join.address_field.set_text(f"127.0.0.1:{hosting.port}")
        join.code_field.set_text(welcome.room.lower()[:4] + "-" + welcome.room.lower()[4:])
        guest.click(join.join_button.rect.center)
        lobby_b = guest.app.top
        assert isinstance(lobby_b, LobbyScene)
        until(players, lambda: lobby_b.lobby.seated and lobby_a.lobby.seats is not None)
        assert lobby_b.lobby.seat == 1 and not lobby_b.start_button.visible
        # The host waits for Ben to be ready; the bot's seat was given in the set-up.
        until(players, lambda: not lobby_a.start_button.enabled or lobby_a.lobby.can_start())
        guest.click(lobby_b.ready_button.rect.center)
        until(players, lambda: lobby_a.start_button.enabled)
        host.click(lobby_a.start_button.rect.center)
        until(
            players,
            lambda: isinstance(host.app.top, TableScene) and isinstance(guest.app.top, TableScene),
        )
        # Both remember the seat, to rejoin if the app is closed.
        with at_home(guest.home):
            saved = load_rejoin()
        assert saved is not None and saved.room == welcome.room and not saved.hosted
        rng = random.Random(3)
        seen: list[set[tuple[int | None, int]]] = [set(), set()]

        def over() -> bool:
            for p, faces in zip(players, seen, strict=True):
                top = p.app.top
                if isinstance(top, TableScene):
                    faces.update((f.owner, f.card) for f in top.view.faces if f.where == "hand")
            return all(
                isinstance(p.app.top, ScoreSheetScene) and p.app.top.data.final for p in players
            )

        for _ in range(6000):
            if over():
                break
            for p in players:
                p.step(autoplay_events(p.app, rng=rng))
        assert over()
        # Each app drew its own hand only.
        assert {owner for owner, _ in seen[0]} == {0} and {owner for owner, _ in seen[1]} == {1}
        sheets = [p.app.top for p in players]
        assert all(isinstance(s, ScoreSheetScene) for s in sheets)
        assert sheets[0].data.totals == sheets[1].data.totals  # type: ignore[union-attr]
        # The game over, its record came from the server: each player can look back at any
        # round, every hand face up, their own decisions (and their friend's) analysed.
        for p, sheet in zip(players, sheets, strict=True):
            assert isinstance(sheet, ScoreSheetScene) and sheet.on_review is not None
            pos = sheet.row_position(0)
            assert pos is not None
            p.click(pos)
            review = p.app.top
            assert isinstance(review, ReviewScene) and review.review.people == (0, 1)
            assert review.review.finished
            p.step([key_event(pygame.K_ESCAPE)])
            assert p.app.top is sheet
        with at_home(guest.home):
            assert load_rejoin() is None  # the game is over: nothing to rejoin
    finally:
        for p in reversed(players):
            with at_home(p.home):
                _leave(p.app)


def _leave(app: App) -> None:
    app.back_to_menu()
    for scene in list(app.stack):
        scene.on_exit()
    app.stack.clear()
