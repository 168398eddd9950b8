"""The table: where a game is played.

The scene only turns input into actions and draws. It talks to a
:class:`game.play.table.Table` — a game at this computer
(:class:`~game.play.local_table.LocalTable`) or one fed by a network connection — and feeds
what the table reports (events and the observation of the seat looking) to its show
(:class:`game.ui.show.TableShow`), whose display the view draws (docs/ARCHITECTURE.md: input →
scene → Action → table → events + observation → animation queue → view model → draw). Every
rule question goes to the core through the table.

Mouse: click a card to play it, a number to bid, the panel buttons. Keyboard: ← → choose a
playable card or a bid, Enter plays or bids it, digits bid, L the last trick, S the score sheet,
H the coach's hint, U (or Ctrl+Z) undo, Esc the pause menu; Space or a click cuts a pause short;
R on the round's summary (and a click on a round of the score sheet) looks back at a finished
round (:class:`~game.scenes.review.ReviewScene`).
One thing has the keyboard's focus ring at a time (the panel buttons answer to their keys and
keep no focus). A player at the keyboard finds a card or a bid already chosen when their turn
comes (the coach's, when asked), so that one Enter plays it, as the line above the hand says;
after the mouse nothing is chosen, and the line says that Enter first picks one.

For tests and the self-test, :meth:`TableScene.card_position`, :meth:`TableScene.bid_position`,
:meth:`TableScene.button_position` and :meth:`TableScene.choice_position` give the screen point
to click, and :func:`autoplay_events` the events a scripted player would send now.
"""

from __future__ import annotations

import logging
import random
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

import pygame

from ..ai.bots import Bot
from ..core.actions import HIDDEN, Action, Bid, Play
from ..core.records import GameRecord
from ..core.rules import Rules
from ..core.state import Phase
from ..i18n import resolve, t
from ..play.local_table import LocalTable, TableOptions
from ..play.table import SkipToResult, Table
from ..ui import theme
from ..ui.show import AnimKind, TableShow
from ..ui.table_layout import TableLayout, compute_layout
from ..ui.table_model import TableModel, bid_options
from ..ui.table_view import TableView, ViewState
from ..ui.widgets import Button, WidgetGroup
from .base import Scene, Shell
from .handoff import HandoffScene
from .review import ReviewScene
from .scoresheet import ScoreSheetScene, SheetData

if TYPE_CHECKING:
    from ..play.save import SavedGame

log = logging.getLogger(__name__)

_ENTER = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
_DIGITS = {getattr(pygame, f"K_{i}"): i for i in range(10)}
_DIGITS.update({getattr(pygame, f"K_KP{i}"): i for i in range(10)})
#: Seconds to wait for a second digit when a bid of 10 or more is possible.
DIGIT_WAIT = 0.9
#: Seconds the final sheet waits, at most, for a network game's record.
RECORD_WAIT = 2.0


class TableScene(Scene):
    """A game at the table, played through ``table``; ``again`` makes the table of a new
    game with the same players and rules ("Play again" on the final sheet)."""

    pausable = True
    #: At an animated speed the round summary stays until a click or a key. A screen built
    #: on this one that holds the summary its own way (a lesson's Next) sets it to False,
    #: and the summary then closes by itself once let go.
    summary_waits = True

    def __init__(
        self, app: Shell, table: Table, *, again: Callable[[], Table] | None = None
    ) -> None:
        super().__init__(app)
        self.table = table
        self.again = again
        self.show = TableShow(app.settings.animation_factor, hold_summaries=self.summary_waits)
        self._pull()
        self.view = TableView()
        self.ui = ViewState()
        self.size = app.size
        self._layout: TableLayout | None = None
        self._layout_key: tuple[object, ...] | None = None
        self.keyboard = False
        self.typed = ""
        self.typed_time = 0.0
        self.sheet_shown = False
        #: Seconds since the game ended (the final sheet waits for the record).
        self.over_time = 0.0
        self._reviewable = False
        #: The rest of the game is being played at once ("Skip to the result").
        self.skipping = False
        self.handoff_scene: HandoffScene | None = None
        #: The app frame at which the table was last drawn (tests check each drawn frame).
        self.drawn_frame = -1
        self.widgets = WidgetGroup(on_sound=app.play_sound)
        self.buttons: dict[str, Button] = {
            "last_trick": Button(lambda: t("table.last_trick"), self.toggle_last_trick, size=15),
            "scoresheet": Button(lambda: t("table.score_sheet"), self.open_scoresheet, size=15),
            "hint": Button(lambda: t("table.coach"), self.hint, size=15),
            "undo": Button(lambda: t("table.undo"), self.undo, size=15),
            "menu": Button(lambda: t("table.pause"), self.pause, size=15),
        }
        self.widgets.extend(list(self.buttons.values()))
        #: Offered in the empty hand once nobody at this screen is left in the game.
        self.result_button = Button(
            lambda: t("table.skip_to_result"), self.skip_to_result, primary=True, size=17
        )
        self.result_button.visible = False
        self.widgets.add(self.result_button)
        #: On the round's summary while it waits: look back at the round.
        self.review_button = Button(lambda: t("table.review_round"), self._review_summary, size=15)
        self.review_button.visible = False
        self.widgets.add(self.review_button)

    @classmethod
    def local(
        cls,
        app: Shell,
        rules: Rules,
        names: Sequence[str],
        kinds: Sequence[str],
        seed: int,
        *,
        record: GameRecord | None = None,
        bot_factory: Callable[[str], Bot] | None = None,
        playouts_per_frame: int | None = None,
        save: bool = True,
    ) -> TableScene:
        """A game at this computer (``kinds``: 'human', 'easy', 'normal' or 'hard' per seat);
        ``record`` resumes a saved one exactly where it stopped."""
        settings = app.settings
        options = TableOptions(
            speed=settings.animation_factor,
            undo=settings.undo,
            coach=settings.coach,
            save=save,
            bots=bot_factory,
            playouts_per_frame=playouts_per_frame,
        )
        if record is not None:
            table = LocalTable.from_record(record, kinds, options)
        else:
            table = LocalTable(rules, names, kinds, seed, options)

        def again() -> Table:
            # A new deal: the next seed is drawn from this game's.
            new_seed = random.Random(f"{table.seed}/again").randrange(1, 2**31)
            return LocalTable(rules, names, kinds, new_seed, options)

        return cls(app, table, again=again)

    @classmethod
    def from_save(
        cls,
        app: Shell,
        saved: SavedGame,
        *,
        bot_factory: Callable[[str], Bot] | None = None,
        playouts_per_frame: int | None = None,
        save: bool = True,
    ) -> TableScene:
        """The saved game, resumed exactly where it stopped."""
        from ..core.records import record_rules

        rec = saved.record
        seed = rec.seed if rec.seed is not None else 0
        return cls.local(
            app,
            record_rules(rec),
            rec.players,
            list(saved.kinds),
            seed,
            record=rec,
            bot_factory=bot_factory,
            playouts_per_frame=playouts_per_frame,
            save=save,
        )

    # -- the table and its show ------------------------------------------------------------

    def _pull(self) -> None:
        """Feed the show what the table reported."""
        for upd in self.table.updates():
            if upd.reset:
                self.show.reset(upd.observation, upd.private)
            else:
                self.show.feed(upd.events, upd.observation, upd.private, upd.listener)

    @property
    def rules(self) -> Rules:
        """The rules played (the pause menu's Rules opens at them)."""
        return self.table.rules

    @property
    def names(self) -> list[str]:
        """The players' names (the rules screen opened over the game counts them)."""
        return list(self.table.names)

    @property
    def busy(self) -> bool:
        """Animations play (input waits)."""
        return self.show.busy

    @property
    def over(self) -> bool:
        """The game has ended and its last animation has played."""
        show = self.show
        return show.fed and show.latest.phase is Phase.OVER and not show.busy

    def awaiting(self) -> int | None:
        """The seat whose input the screen awaits now."""
        if not self.show.fed or self.show.busy:
            return None
        return self.table.awaiting()

    def legal(self) -> list[Action]:
        """The legal actions of the awaited seat (empty when no input is awaited)."""
        return list(self.show.latest.legal) if self.awaiting() is not None else []

    def plays_for(self, card: int) -> list[Play]:
        """The legal plays of ``card`` for the awaited seat: one, two when the Excuse's value
        is to choose, none when the card may not be played."""
        return [a for a in self.legal() if isinstance(a, Play) and a.card == card]

    def bid_options(self) -> list[tuple[int, str | None]]:
        """Every bid 0 … hand size for the awaited seat, with the reason when forbidden."""
        if self.awaiting() is None:
            return []
        return bid_options(self.show.latest, self.table.names)

    def model(self) -> TableModel:
        """What the view draws this frame: the show's display and the public facts."""
        latest = self.show.latest
        table = self.table
        awaiting = self.awaiting()
        hint = table.hint if self.ui.hint else None
        return TableModel(
            display=self.show.display,
            rules=table.rules,
            names=tuple(table.names),
            kinds=tuple(table.kinds),
            anim=self.show.current,
            to_move=latest.to_move,
            phase=latest.phase,
            over=latest.phase is Phase.OVER,
            awaiting=awaiting,
            holder=table.holder,
            handoff=table.handoff,
            thinking=None if self.show.busy else table.thinking_seat(),
            legal=latest.legal if awaiting is not None else (),
            bid_options=tuple(self.bid_options()),
            hint=hint,
            message=table.message,
            presence=tuple(table.presence()),
            skip_offered=self.result_button.visible,
            skipping=self.skipping and not self.over,
            review_offered=self.summary_round() is not None and self.reviewable(),
        )

    # -- layout ----------------------------------------------------------------------------

    @property
    def layout(self) -> TableLayout:
        """The layout for the current window, view seat and card size."""
        settings = self.app.settings
        players = len(self.table.names)
        key = (self.size, self.table.view_seat, settings.card_scale, players)
        if self._layout is None or key != self._layout_key:
            self._layout = compute_layout(
                self.size[0],
                self.size[1],
                players,
                self.table.view_seat,
                settings.card_scale,
                max_hand=self.table.rules.max_size(players),
            )
            self._layout_key = key
            for name, button in self.buttons.items():
                button.place(self._layout.buttons[name], self._layout.scale)
            self.result_button.place(self._layout.result_button(), self._layout.scale)
            self._fit_button_text()
        return self._layout

    def _fit_button_text(self) -> None:
        """One font size for every panel button: the largest at which all labels fit."""
        if self._layout is None:
            return
        scale = self._layout.scale
        size = 15.0
        while size > 9:
            fits = all(
                theme.text_size(resolve(b.text), theme.px(size, scale), True)[0]
                <= b.rect.width - theme.px(20, scale)
                for b in self.buttons.values()
            )
            if fits:
                break
            size -= 0.5
        for b in self.buttons.values():
            b.size = size

    def on_resize(self, width: int, height: int) -> None:
        self.size = (width, height)
        _ = self.layout

    def on_enter(self) -> None:
        self.on_resize(*self.app.size)

    def on_resume(self) -> None:
        self._layout = None  # the language or the card size may have changed
        settings = self.app.settings
        self.show.set_speed(settings.animation_factor)
        self.table.configure(settings.animation_factor, settings.undo, settings.coach)
        self.on_resize(*self.app.size)

    def on_exit(self) -> None:
        self.table.close()

    def crash_record(self) -> GameRecord | None:
        """The game as played so far (written beside the crash report)."""
        return self.table.record()

    # -- positions for scripted input ------------------------------------------------------

    def hand_rects(self) -> list[pygame.Rect]:
        """The resting rectangles of the cards drawn in the view seat's hand."""
        return self.layout.hand_rects(len(self.view.hand_cards(self.show.display)))

    def card_position(self, card: int) -> tuple[int, int] | None:
        """A point on the visible part of ``card`` in the hand (``HIDDEN``: the face-down
        card of the blind round); None when it is not in the drawn hand."""
        cards = self.view.hand_cards(self.show.display)
        if card not in cards:
            return None
        rects = self.hand_rects()
        i = cards.index(card)
        r = rects[i]
        visible = r.width if i == len(rects) - 1 else max(2, rects[i + 1].left - r.left)
        return (r.left + visible // 2, r.centery)

    def bid_position(self, bid: int) -> tuple[int, int] | None:
        """The centre of the button of ``bid`` in the bid panel (None when not bidding)."""
        options = self.bid_options()
        if not 0 <= bid < len(options):
            return None
        return self.layout.bid_buttons(len(options))[bid].center

    def button_position(self, name: str) -> tuple[int, int]:
        """The centre of a panel button: last_trick, scoresheet, hint, undo, menu."""
        return self.layout.buttons[name].center

    def choice_position(self, excuse: int | None) -> tuple[int, int] | None:
        """The button of the Excuse's value ``excuse`` (None: cancel) in the open popup."""
        choices = self.ui.excuse_choices
        if not choices:
            return None
        rects = self.layout.popup_buttons(len(choices) + 1)
        if excuse is None:
            return rects[-1].center
        for i, p in enumerate(choices):
            if p.excuse == excuse:
                return rects[i].center
        return None

    def handoff_region(self) -> pygame.Rect:
        """Where the hand-off card may sit (:meth:`TableLayout.handoff_region`)."""
        return self.layout.handoff_region()

    # -- actions from input ----------------------------------------------------------------

    def click_card(self, index: int) -> None:
        """The player chose the hand card at ``index``."""
        cards = self.view.hand_cards(self.show.display)
        if not 0 <= index < len(cards):
            return
        if self.awaiting() is None:
            if not self.busy and self.show.latest.phase is not Phase.OVER:
                self.table.show_message(t("error.turn"))
            return
        card = cards[index]
        if self.show.latest.phase is not Phase.PLAY:
            self.table.act(Play(card))  # refused: bid first (the message says so)
            return
        plays = self.plays_for(card)
        if len(plays) > 1:
            self.ui.excuse_choices = plays
            self.ui.hover_choice = None
            return
        if plays:
            self._act(plays[0])
        else:
            self.table.act(Play(card))  # refused, with the rule it breaks
            self.app.play_sound("click")

    def choose_bid(self, bid: int) -> None:
        """The player chose ``bid`` (refused with its reason when forbidden)."""
        if self.awaiting() is None or self.show.latest.phase is not Phase.BID:
            return
        self._act(Bid(bid))

    def _act(self, action: Action) -> None:
        refusal = self.table.act(action)
        self._pull()
        if refusal is None:
            self.ui.excuse_choices = []
            self.ui.hint = False
            self.ui.focus_card = None
            self.ui.focus_bid = None
            self.typed = ""

    def toggle_last_trick(self) -> None:
        self.ui.show_last_trick = not self.ui.show_last_trick

    def open_scoresheet(self) -> None:
        self.app.push(
            ScoreSheetScene(self.app, self.sheet_data(), on_review=self.review_callback())
        )

    def reviewable(self) -> bool:
        """The finished rounds can be looked back at: the table holds the game's record (at
        one computer always; at a network table once the game is over)."""
        if not self._reviewable:
            # Asked every frame the summary shows: a local table's record is built once.
            self._reviewable = self.table.record() is not None
        return self._reviewable

    def review_callback(self) -> Callable[[int], None] | None:
        """What the score sheet calls to look back at a round, None when it cannot."""
        return self.review_round if self.reviewable() else None

    def review_round(self, index: int) -> None:
        """Look back at finished round ``index``: every hand face up, each move in turn, what
        the coach thinks of each decision of the people at this table."""
        record = self.table.record()
        if record is None:
            return
        people = [s for s, k in enumerate(self.table.kinds) if k in ("human", "remote")]
        try:
            scene = ReviewScene(self.app, record, index, people)
        except ValueError as exc:  # not a round of this game: nothing to open
            log.warning("no review of round %d: %s", index + 1, exc)
            return
        self.app.push(scene)

    def _review_summary(self) -> None:
        """Look back at the round whose summary is shown."""
        shown = self.summary_round()
        if shown is not None and self.reviewable():
            self.widgets.set_focus(None)
            self.review_round(shown)

    def _place_review_button(self) -> None:
        """The summary's button, while the summary waits (the box has slid in)."""
        anim = self.show.current
        button = self.review_button
        button.visible = False
        if anim is None or anim.result is None or not self.show.waiting:
            return
        if anim.kind is not AnimKind.ROUND_END or not self.reviewable():
            return
        model = self.model()
        box = self.view.summary_box(model, self.layout, anim.result)
        button.place(self.view.summary_button(box), self.layout.scale)
        button.visible = True

    def summary_round(self) -> int | None:
        """The round whose summary is on the table now (None: no summary shown)."""
        anim = self.show.current
        if anim is None or anim.kind is not AnimKind.ROUND_END or anim.result is None:
            return None
        return anim.result.index

    def sheet_data(self) -> SheetData:
        """The score sheet of the game as the table shows it now."""
        display = self.show.display
        seat = display.view_seat
        you = seat if display.private or self.table.holder == seat else None
        return SheetData.from_display(self.table.names, self.table.rules, display, self.over, you)

    def hint(self) -> None:
        if not self.busy and self.table.request_hint():
            self.ui.hint = True

    def undo(self) -> None:
        if not self.busy and self.table.undo():
            self._pull()
            self.ui = ViewState()
        else:
            self.table.show_message(t("table.undo_unavailable"))

    def skip_offered(self) -> bool:
        """The rest of the game may be skipped: the table can, and the screen already shows
        that nobody here is left in the game."""
        table = self.table
        if not isinstance(table, SkipToResult) or not table.skip_offered or not self.show.fed:
            return False
        alive = self.show.display.alive
        people = [s for s, kind in enumerate(table.kinds) if kind == "human"]
        return all(not alive[s] for s in people)

    def skip_to_result(self) -> None:
        """The bots finish the game at once; the final sheet follows."""
        table = self.table
        if not isinstance(table, SkipToResult) or not table.skip_offered:
            return
        table.skip_to_result()
        self.skipping = True
        self._pull()
        self.ui = ViewState()
        self.result_button.visible = False

    def pause(self) -> None:
        from .pause import PauseScene

        self.app.push(PauseScene(self.app))

    def play_again(self) -> None:
        """A new game with the same players and rules (a new deal)."""
        if self.again is None:
            self.app.back_to_menu()
            return
        scene = TableScene(self.app, self.again(), again=self.again)
        self.app.pop_to(lambda s: s is self)
        self.app.replace(scene)

    # -- input -----------------------------------------------------------------------------

    def handle_event(self, event: pygame.event.Event) -> bool:
        if not self.show.fed:
            # Nothing on the table yet (a network game's first update is on its way): Esc
            # still opens the pause menu.
            return not (event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE)
        if event.type == pygame.MOUSEMOTION:
            # A motion that did not move (SDL sends one when the window opens under the
            # pointer) does not take the keyboard player's choice away.
            if tuple(getattr(event, "rel", (1, 1))) != (0, 0):
                self._mouse_mode()
            self._hover(event.pos)
            self.widgets.handle_event(event)
            return True
        if event.type == pygame.MOUSEBUTTONDOWN:
            if event.button != 1:
                return True
            self._mouse_mode()
            used = self._click(event.pos, event)
            self.widgets.set_focus(None)  # the buttons answer to their keys: no second ring
            return used
        if event.type == pygame.MOUSEBUTTONUP:
            self.widgets.handle_event(event)
            self.widgets.set_focus(None)
            return True
        if event.type == pygame.KEYDOWN:
            return self._key(event)
        return False

    def _mouse_mode(self) -> None:
        """The player took the mouse: nothing stays chosen by the keys (Enter picks again)."""
        self.keyboard = False
        self.ui.focus_card = None
        self.ui.focus_bid = None

    def _hover(self, pos: tuple[int, int]) -> None:
        lay = self.layout
        self.ui.hover_card = lay.hand_card_at(pos, self.hand_rects())
        self.ui.hover_bid = None
        options = self.bid_options()
        for (bid, _), r in zip(options, lay.bid_buttons(len(options)), strict=True):
            if r.collidepoint(pos):
                self.ui.hover_bid = bid
        self.ui.hover_choice = None
        if self.ui.excuse_choices:
            for i, r in enumerate(lay.popup_buttons(len(self.ui.excuse_choices) + 1)):
                if r.collidepoint(pos):
                    self.ui.hover_choice = i

    def _click(self, pos: tuple[int, int], event: pygame.event.Event) -> bool:
        lay = self.layout
        if self.ui.show_last_trick:
            self.ui.show_last_trick = False
            return True
        if self.ui.excuse_choices:
            rects = lay.popup_buttons(len(self.ui.excuse_choices) + 1)
            for i, r in enumerate(rects):
                if r.collidepoint(pos):
                    if i < len(self.ui.excuse_choices):
                        self._act(self.ui.excuse_choices[i])
                    self.ui.excuse_choices = []
                    return True
            if not lay.popup().collidepoint(pos):
                self.ui.excuse_choices = []
            return True
        if self.widgets.handle_event(event):
            return True
        if self.busy:
            self.show.skip()
            return True
        options = self.bid_options()
        if options:
            for (bid, _), r in zip(options, lay.bid_buttons(len(options)), strict=True):
                if r.collidepoint(pos):
                    self.choose_bid(bid)
                    return True
        idx = lay.hand_card_at(pos, self.hand_rects())
        if idx is not None:
            self.click_card(idx)
        return True

    def _key(self, event: pygame.event.Event) -> bool:
        key = event.key
        ui = self.ui
        self.keyboard = True
        if key == pygame.K_ESCAPE:
            if ui.excuse_choices:
                ui.excuse_choices = []
                return True
            if ui.show_last_trick:
                ui.show_last_trick = False
                return True
            return False  # the app opens the pause menu
        if ui.show_last_trick and key in (*_ENTER, pygame.K_l):
            ui.show_last_trick = False
            return True
        if ui.excuse_choices:
            return self._key_popup(key)
        if key == pygame.K_l:
            self.toggle_last_trick()
            return True
        if key == pygame.K_s:
            self.open_scoresheet()
            return True
        if key == pygame.K_r:
            self._review_summary()
            return True
        if key == pygame.K_h:
            self.hint()
            return True
        if key == pygame.K_u or (key == pygame.K_z and event.mod & pygame.KMOD_CTRL):
            self.undo()
            return True
        if key in _ENTER and self.result_button.visible and not self.show.waiting:
            # The one thing offered (a round summary that waits is let go first, as it says).
            self.skip_to_result()
            return True
        if self.busy:
            if key in _ENTER:
                self.show.skip()
            return True
        if self.awaiting() is None:
            return key in _ENTER or key in _DIGITS
        if self.show.latest.phase is Phase.BID:
            return self._key_bid(key)
        return self._key_play(key)

    def _key_popup(self, key: int) -> bool:
        ui = self.ui
        n = len(ui.excuse_choices) + 1
        if key in (pygame.K_LEFT, pygame.K_RIGHT):
            cur = ui.hover_choice if ui.hover_choice is not None else 0
            ui.hover_choice = (cur + (1 if key == pygame.K_RIGHT else -1)) % n
            return True
        if key in _ENTER:
            i = ui.hover_choice if ui.hover_choice is not None else 0
            if i < len(ui.excuse_choices):
                self._act(ui.excuse_choices[i])
            ui.excuse_choices = []
            return True
        if key in _DIGITS:
            # 0 or 2 (for 22) picks directly.
            want = 0 if _DIGITS[key] == 0 else 22 if _DIGITS[key] == 2 else None
            for p in ui.excuse_choices:
                if p.excuse == want:
                    self._act(p)
                    ui.excuse_choices = []
                    break
            return True
        return True

    def _key_bid(self, key: int) -> bool:
        ui = self.ui
        options = self.bid_options()
        if not options:
            return True
        if key in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN):
            step = 1 if key in (pygame.K_RIGHT, pygame.K_DOWN) else -1
            cur = ui.focus_bid if ui.focus_bid is not None else self._default_bid(options)
            ui.focus_bid = (
                max(0, min(len(options) - 1, cur + step)) if ui.focus_bid is not None else cur
            )
            return True
        if key in _ENTER:
            if self.typed:
                self._commit_typed()
            elif ui.focus_bid is not None:
                self.choose_bid(ui.focus_bid)
            else:
                ui.focus_bid = self._default_bid(options)
            return True
        if key in _DIGITS:
            self.typed += str(_DIGITS[key])
            self.typed_time = 0.0
            value = int(self.typed)
            hand = len(options) - 1
            ui.focus_bid = min(value, hand)
            if value == 0 or value * 10 > hand or len(self.typed) >= 2:
                self._commit_typed()
            return True
        return True

    def _commit_typed(self) -> None:
        value = int(self.typed) if self.typed else -1
        self.typed = ""
        options = self.bid_options()
        if 0 <= value < len(options):
            self.choose_bid(value)
        elif value >= 0:
            self._act(Bid(value))  # refused with the range reason

    def _default_bid(self, options: list[tuple[int, str | None]]) -> int:
        hint = self.table.hint
        if self.ui.hint and hint is not None and isinstance(hint.best, Bid):
            return hint.best.n
        return next((b for b, reason in options if reason is None), 0)

    def _default_card(self) -> int | None:
        """The hand index a keyboard player finds chosen: the coach's card when it was asked,
        else the first playable card."""
        cards = self.view.hand_cards(self.show.display)
        legal = {a.card for a in self.legal() if isinstance(a, Play)}
        hint = self.table.hint
        best = hint.best if self.ui.hint and hint is not None else None
        if isinstance(best, Play) and best.card in cards:
            return cards.index(best.card)
        return next((i for i, c in enumerate(cards) if c in legal), None)

    def _key_play(self, key: int) -> bool:
        ui = self.ui
        cards = self.view.hand_cards(self.show.display)
        if not cards:
            return True
        legal = {a.card for a in self.legal() if isinstance(a, Play)}
        playable = [i for i, c in enumerate(cards) if c in legal]
        if key in (pygame.K_LEFT, pygame.K_RIGHT):
            # From playable card to playable card: the others cannot be played.
            if not playable:
                return True
            if ui.focus_card is None:
                ui.focus_card = self._default_card()
            elif key == pygame.K_RIGHT:
                ui.focus_card = next((i for i in playable if i > ui.focus_card), playable[0])
            else:
                before = [i for i in playable if i < ui.focus_card]
                ui.focus_card = before[-1] if before else playable[-1]
            return True
        if key in _ENTER:
            if ui.focus_card is None:
                # Nothing chosen yet (the mouse was used): Enter picks, as the line says.
                ui.focus_card = self._default_card()
                return True
            self.click_card(ui.focus_card)
            return True
        return True

    # -- the frame -------------------------------------------------------------------------

    def update(self, dt: float) -> None:
        table, show = self.table, self.show
        if not show.fed:
            # A table over the network before its first update: wait for it.
            table.update(dt, True)
            self._pull()
            return
        show.set_speed(self.app.settings.animation_factor)
        if self.typed:
            self.typed_time += dt
            if self.typed_time >= DIGIT_WAIT:
                self._commit_typed()
        show.update(dt)
        table.update(dt, not show.busy)
        self._pull()
        for name in show.sounds:
            self.app.play_sound(name)
        show.sounds.clear()
        if self.awaiting() is None:
            self.ui.focus_card = None
            self.ui.focus_bid = None
            self.ui.excuse_choices = []
            self.ui.hint = False
        cards = self.view.hand_cards(show.display)
        if self.ui.focus_card is not None and self.ui.focus_card >= len(cards):
            self.ui.focus_card = len(cards) - 1 if cards else None
        self._preselect()
        b = self.buttons
        b["hint"].visible = table.coach_offered
        b["hint"].enabled = not show.busy and table.can_hint()
        b["undo"].visible = table.undo_offered
        b["undo"].enabled = not show.busy and table.can_undo()
        b["last_trick"].enabled = bool(show.display.last_trick)
        self.result_button.visible = self.skip_offered()
        self._place_review_button()
        # The one thing to do: Enter does it, and the keyboard's ring says so.
        if self.result_button.visible and self.keyboard:
            self.widgets.set_focus(self.result_button)
        elif self.widgets.focus is self.result_button:
            self.widgets.set_focus(None)
        self.widgets.update(dt)
        if table.gone is not None and table.message is None and self.app.top is self:
            # The message said why (the host left, the connection is lost): to the menu, told
            # once more there.
            from ..platform import notices

            notices.report(f"table-gone-{table.gone}", f"net.closed.{table.gone}")
            self.app.back_to_menu()
            return
        if table.handoff is not None and self.app.top is self:
            seat = table.handoff
            self.handoff_scene = HandoffScene(
                self.app, table.names[seat], self._confirm_handoff, region=self.handoff_region
            )
            self.ui = ViewState()
            self.app.push(self.handoff_scene)
            return
        if self.over and not self.sheet_shown and self.app.top is self and self._record_ready(dt):
            self.sheet_shown = True
            self.ui = ViewState()
            self.app.push(
                ScoreSheetScene(
                    self.app,
                    self.sheet_data(),
                    on_play_again=self.play_again if self.again is not None else None,
                    on_menu=self.app.back_to_menu,
                    on_review=self.review_callback(),
                )
            )

    def _record_ready(self, dt: float) -> bool:
        """A network game's record comes just after its last update: the final sheet waits
        for it a moment (its rounds can then be looked back at, the statistics kept)."""
        self.over_time += dt
        return self.over_time >= RECORD_WAIT or self.table.record() is not None

    def _preselect(self) -> None:
        """A keyboard player's turn: a card or a bid is chosen for them, so that one Enter
        plays it (the line above the hand says "Enter play")."""
        ui = self.ui
        if not self.keyboard or self.awaiting() is None or ui.excuse_choices:
            return
        if self.show.latest.phase is Phase.PLAY:
            if ui.focus_card is None:
                ui.focus_card = self._default_card()
        elif ui.focus_bid is None and not self.typed:
            options = self.bid_options()
            if options:
                ui.focus_bid = self._default_bid(options)

    def drawn_ui(self) -> ViewState:
        """What the view is given of the input state: the keyboard's choice only while the
        keyboard is in use (the mouse's hover otherwise)."""
        ui = self.ui
        if self.keyboard:
            return ui
        return ViewState(
            ui.hover_card,
            None,
            ui.hover_bid,
            None,
            ui.excuse_choices,
            ui.hover_choice,
            ui.show_last_trick,
            ui.hint,
        )

    def hint_line(self) -> str:
        """The keys line shown now under the bids or above the hand ('' when none)."""
        return self.view.hint_line(self.model(), self.drawn_ui())

    def _confirm_handoff(self) -> None:
        self.table.confirm_handoff()
        self._pull()

    def draw(self, surface: pygame.Surface) -> None:
        self.drawn_frame = self.app.frame
        lay = self.layout
        if not self.show.fed:
            self.view.draw_felt(surface, lay)
            return
        art = self.app.art
        ui = self.ui
        ui_draw = self.drawn_ui()
        model = self.model()
        self.view.draw(surface, model, lay, art, ui_draw, self.app.time)
        if not model.busy and model.awaiting is not None and model.phase is Phase.BID:
            self.view.draw_bid_panel(surface, model, lay, ui_draw)
        self.widgets.draw(surface)
        if self.typed:
            r = lay.message
            theme.blit_text(
                surface, f"{self.typed}_", theme.px(18, lay.scale), theme.GOLD, r, bold=True
            )
        if ui.show_last_trick:
            self.view.draw_last_trick(surface, model, lay, art)
        if ui.excuse_choices:
            self.view.draw_excuse_popup(surface, model, lay, ui_draw)


# -- scripted play -----------------------------------------------------------------------------


def click_events(pos: tuple[int, int]) -> list[pygame.event.Event]:
    """A left click at ``pos``: button down then up."""
    return [
        pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
        pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1),
    ]


def key_event(key: int, mod: int = 0) -> pygame.event.Event:
    """A key press."""
    return pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0)


def autoplay_events(
    app: Shell,
    choose: Callable[[list[Action]], Action] | None = None,
    rng: random.Random | None = None,
) -> list[pygame.event.Event]:
    """The events a scripted player sends now to whatever the table shows: confirm a
    hand-off, close the round summary that waits, pick the Excuse's value, bid, or play a legal
    card (chosen by ``choose``, else at random from ``rng``). Empty when nothing is awaited."""
    rng = rng or random.Random(0)
    top = app.top
    if isinstance(top, HandoffScene):
        return click_events(top.confirm_position()) if top.armed else []
    if not isinstance(top, TableScene):
        return []
    scene = top
    if scene.show.waiting:
        # The round summary waits: the player has read it.
        return click_events(scene.layout.center.center)
    if scene.ui.excuse_choices:
        pick = (
            choose(list(scene.ui.excuse_choices)) if choose else rng.choice(scene.ui.excuse_choices)
        )
        assert isinstance(pick, Play)
        pos = scene.choice_position(pick.excuse)
        return click_events(pos) if pos else []
    if scene.awaiting() is None:
        return []
    legal = scene.legal()
    action = choose(legal) if choose else rng.choice(legal)
    if isinstance(action, Bid):
        pos = scene.bid_position(action.n)
    else:
        assert isinstance(action, Play)
        card = action.card
        pos = scene.card_position(card if card != HIDDEN else HIDDEN)
    return click_events(pos) if pos else []


__all__ = ["TableScene", "autoplay_events", "click_events", "key_event"]
