"""The main menu: new game, continue, score keeper, statistics, rules, settings, learn to
play, quit (PRODUCT §3 "Menu").

Arrows move between the buttons, Enter presses; the mouse focuses what it hovers. "Continue" is
greyed when :mod:`game.play.save` has no saved game (or does not exist yet). At the first start
"Learn to play" is outlined with an invitation beside it, once (``Settings.lessons_offered``).
"""

from __future__ import annotations

import logging
import math
from dataclasses import dataclass
from typing import TYPE_CHECKING, Literal

import pygame

from .. import __version__
from ..i18n import lazy, t
from ..ui import layout, theme
from ..ui.widgets import Button, Label
from .base import Shell, UIScene

if TYPE_CHECKING:
    from ..core.rules import Rules

log = logging.getLogger(__name__)

#: Cards fanned on each side of the buttons (ids of game.core.cards): K♥ A♠ Q♦ and the tarot
#: 21, Excuse and 1.
_LEFT_FAN = (23, 51, 37)
_RIGHT_FAN = (52, 73, 72)


@dataclass(frozen=True, slots=True)
class Resumable:
    """What Continue picks up: the table's saved game, else the score keeper's latest game in
    progress (its id: it is opened when Continue is pressed); ``detail`` names it on the
    button."""

    kind: Literal["table", "keeper"]
    detail: str
    payload: object


def _rules_name(rules: Rules) -> str:
    """A preset's name, a saved rule set's own, else "Custom rules"."""
    from ..ui.rules_text import rules_title

    return rules_title(rules)


def find_resumable() -> Resumable | None:
    """The game Continue resumes, or None. Files are read (and replayed) now, so a damaged
    save is set aside and the player told before Continue is clicked; never raises."""
    try:
        from ..core.records import record_rules
        from ..i18n import preset_name
        from ..play import keeper, save

        saved = save.load_game()  # replays the save: a damaged one is set aside now
        if saved is not None:
            name = _rules_name(record_rules(saved.record))
            detail = t("menu.continue_detail", preset=name, round=saved.round)
            return Resumable("table", detail, saved)
        latest = keeper.latest_game()  # replays each game in progress, likewise
        if latest is not None:
            # A preset's id gives its name; a rule set's name is its own.
            name = preset_name(latest.preset)
            detail = t("menu.continue_keeper", preset=name, round=latest.round)
            return Resumable("keeper", detail, latest.id)
    except Exception as exc:  # a broken file must not break the menu
        log.warning("could not look for a game to continue: %s", exc)
    return None


class MenuScene(UIScene):
    """The title screen."""

    hover_focus = True
    home = True

    def __init__(self, app: Shell) -> None:
        super().__init__(app)
        self.title = Label("Ascenseur", size=76, color=theme.GOLD, align="center", bold=True)
        self.subtitle = Label(lazy("menu.subtitle"), size=22, color=theme.TEXT_DIM, align="center")
        self.new_game = Button(lazy("menu.new_game"), self.start_setup, primary=True)
        self.continue_ = Button(
            lazy("menu.continue"), self.continue_game, detail=self._continue_detail
        )
        self.resumable: Resumable | None = None
        self.friends = Button(lazy("menu.friends"), self.show_friends, detail=self._friends_detail)
        #: The game played with friends to rejoin ("Rikiki", …), or "".
        self.rejoin_game: str | None = None
        self.keeper = Button(lazy("menu.score_keeper"), self.show_keeper)
        self.statistics = Button(lazy("menu.statistics"), self.show_statistics)
        self.rules = Button(lazy("menu.rules"), self.show_rules)
        self.settings = Button(lazy("menu.settings"), self.show_settings)
        self.learn = Button(lazy("lesson.menu_button"), self.show_lessons)
        #: The lessons are offered once, at the first start: the button outlined and an
        #: invitation beside it.
        self.offer_lessons = not app.settings.lessons_offered
        if self.offer_lessons:
            app.settings.lessons_offered = True
        self.offer = Label(lazy("lesson.menu_offer"), size=16, color=theme.GOLD, bold=True)
        self.offer.visible = self.offer_lessons
        self.quit = Button(lazy("menu.quit"), self.app.quit)
        self.version = Label(
            lazy("menu.version", version=__version__), size=15, color=theme.TEXT_DIM, align="right"
        )
        self.hint = Label(lazy("menu.hint"), size=15, color=theme.TEXT_DIM, align="left")
        self.buttons = [
            self.new_game,
            self.continue_,
            self.friends,
            self.keeper,
            self.statistics,
            self.rules,
            self.settings,
            self.learn,
            self.quit,
        ]
        self.ui.extend(
            [self.title, self.subtitle, *self.buttons, self.offer, self.version, self.hint]
        )
        self._fans: dict[tuple[int, int, bool, str], pygame.Surface] = {}
        # Looking for a save imports the rules engine: done after the first frame is shown.
        self.continue_.enabled = False
        self._checked = False

    # -- lifecycle -------------------------------------------------------------------------------

    def refresh(self) -> None:
        """Look again for a game to continue."""
        self._checked = True
        self.resumable = find_resumable()
        self.continue_.enabled = self.resumable is not None
        from ..net.rejoin import load_rejoin

        saved = load_rejoin()
        self.rejoin_game = None if saved is None else saved.game

    def _continue_detail(self) -> str:
        """What Continue resumes ("Rikiki / Oh Hell!, round 3"), drawn under its name."""
        return self.resumable.detail if self.resumable is not None else ""

    def _friends_detail(self) -> str:
        """A game with friends to rejoin, said under "Play with friends"."""
        if self.rejoin_game is None:
            return ""
        from ..i18n import preset_name

        return t("menu.friends_rejoin", game=preset_name(self.rejoin_game))

    def on_enter(self) -> None:
        super().on_enter()
        self.ui.set_focus(self.new_game)

    def update(self, dt: float) -> None:
        if not self._checked and self.app.frame >= 1:
            self.refresh()
        super().update(dt)

    def on_resume(self) -> None:
        self.refresh()
        super().on_resume()
        if self.ui.focus is None or not self.ui.focus.interactive:
            self.ui.set_focus(self.new_game)

    def back(self) -> None:
        """Esc on the title screen does nothing (Quit is a button away)."""

    # -- actions ---------------------------------------------------------------------------------

    def start_setup(self) -> None:
        """New game: the setup screen, showing the last table started from it."""
        from .setup import SetupScene

        self.app.push(SetupScene(self.app, remembered=True))

    def continue_game(self) -> None:
        """Resume the saved game exactly where it stopped, or the score keeper's latest
        game (a damaged file was set aside when the menu looked, and the button greyed)."""
        self.refresh()
        found = self.resumable
        if found is None:
            return
        if found.kind == "table":
            from ..play.save import SavedGame
            from .table import TableScene

            assert isinstance(found.payload, SavedGame)
            self.app.push(TableScene.from_save(self.app, found.payload))
            return
        from ..play.keeper import KeeperFileError, open_game
        from .keeper import KeeperRoundScene
        from .keeper_list import KeeperScene

        assert isinstance(found.payload, str)
        try:
            game = open_game(found.payload)
        except KeeperFileError:  # damaged since the menu looked: set aside, reported
            self.refresh()
            return
        # Over the keeper's list, so that leaving the game lands on it.
        self.app.push(KeeperScene(self.app))
        self.app.push(KeeperRoundScene(self.app, game))

    def show_friends(self) -> None:
        """Play with friends at their own computers: host, join or rejoin."""
        from .friends import FriendsScene

        self.app.push(FriendsScene(self.app))

    def show_keeper(self) -> None:
        """The score keeper for games played with real cards."""
        from .keeper_list import KeeperScene

        self.app.push(KeeperScene(self.app))

    def show_statistics(self) -> None:
        """The statistics of the finished games."""
        from .statistics import StatisticsScene

        self.app.push(StatisticsScene(self.app))

    def show_rules(self) -> None:
        """The rules of every preset."""
        from .rules_screen import RulesScene

        self.app.push(RulesScene(self.app))

    def open_dropped(self, path: str) -> None:
        """A file dropped on the window: a round or a game to look back at."""
        from pathlib import Path

        from .open_round import OpenRoundScene

        scene = OpenRoundScene(self.app)
        self.app.push(scene)
        scene.path_field.set_text(path)
        scene.open_path(Path(path))

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.DROPFILE:
            self.open_dropped(event.file)
            return True
        return super().handle_event(event)

    def show_lessons(self) -> None:
        """Learn to play: the guided lessons."""
        from .lesson import LessonsScene

        self.offer_lessons = self.offer.visible = False
        self.app.push(LessonsScene(self.app))

    def show_settings(self) -> None:
        """The settings screen."""
        from .settings_screen import SettingsScene

        self.app.push(SettingsScene(self.app))

    # -- layout and drawing ----------------------------------------------------------------------

    def layout(self, width: int, height: int) -> None:
        px = self.px
        screen = pygame.Rect(0, 0, width, height)
        self.title.place((0, round(height * 0.07), width, px(96)), self.scale)
        self.subtitle.place((0, self.title.rect.bottom, width, px(34)), self.scale)
        bw = px(380)
        top = max(self.subtitle.rect.bottom + px(20), round(height * 0.3))
        area = pygame.Rect((width - bw) // 2, top, bw, height - top - px(52))
        # The buttons: as tall as the room allows, never below a comfortable target.
        n = len(self.buttons)
        gap = px(10)
        bh = max(px(40), min(px(54), (area.height - (n - 1) * gap) // n))
        for button, rect in zip(
            self.buttons, layout.column(area, len(self.buttons), bh, gap), strict=True
        ):
            button.place(rect, self.scale)
        learn = self.learn.rect
        self.offer.place(
            (learn.right + px(16), learn.top, max(1, width - learn.right - px(32)), learn.height),
            self.scale,
        )
        margin = px(16)
        foot = pygame.Rect(margin, height - margin - px(24), width - 2 * margin, px(24))
        half = layout.row(foot, [1, 1], px(20))
        self.hint.place(half[0], self.scale)
        self.version.place(half[1], self.scale)
        del screen

    def _fan(self, cards: tuple[int, ...], card_w: int, mirror: bool) -> pygame.Surface:
        """Three cards fanned around a point below them (cached per size and language)."""
        key = (card_w, len(cards), mirror, self.app.settings.language + str(cards))
        surf = self._fans.get(key)
        if surf is not None:
            return surf
        art = self.app.art
        card_h = round(card_w * 7 / 5)
        radius = card_h * 1.1
        side = round(card_h * 2.1)
        surf = pygame.Surface((side, side), pygame.SRCALPHA)
        pivot = (side / 2, side / 2 + radius - card_h * 0.05)
        angles = (-16.0, 0.0, 16.0)
        for card, angle in zip(cards, angles, strict=False):
            tilt = -angle if mirror else angle
            rotated = pygame.transform.rotozoom(art.face(card, card_w), -tilt, 1.0)
            center = (
                pivot[0] + radius * math.sin(math.radians(tilt)),
                pivot[1] - radius * math.cos(math.radians(tilt)),
            )
            surf.blit(rotated, rotated.get_rect(center=(round(center[0]), round(center[1]))))
        if len(self._fans) > 8:
            self._fans.clear()
        self._fans[key] = surf
        return surf

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_background(surface)
        w, h = surface.get_size()
        column = self.new_game.rect
        room = column.left - self.px(40)
        card_w = min(round(h * 0.17), round(room * 0.42))
        # The fans load card images: from the second frame on, so the first shows at once.
        if card_w >= 40 and self.app.frame >= 1:
            try:
                for cards, mirror, cx in (
                    (_LEFT_FAN, False, column.left // 2),
                    (_RIGHT_FAN, True, column.right + (w - column.right) // 2),
                ):
                    fan = self._fan(cards, card_w, mirror)
                    surface.blit(fan, fan.get_rect(center=(cx, round(h * 0.56))))
            except Exception as exc:  # decoration only: never stop the menu for it
                log.debug("no card fan: %s", exc)
        if self.offer_lessons:
            ring = self.learn.rect.inflate(self.px(4), self.px(4))
            theme.rounded_rect(
                surface, ring, (0, 0, 0, 0), self.px(14), border=2, border_color=theme.GOLD
            )
        self.ui.draw(surface)
