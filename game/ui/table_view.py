"""Drawing the table: felt, info panel, seats, trick, hand, bid panel and the animations.

Everything is drawn from a :class:`game.ui.table_model.TableModel`: the view of one seat,
built from its observation (with a hand face up only when the device is with that seat) and
moved along by the show's animations, plus the animation playing now and public facts. The
view never sees a game state. Drawing changes nothing.

Every card face drawn is written down in :attr:`TableView.faces` for the frame (whose card it
is and where it was drawn), so that tests can prove, frame by frame, that nobody is ever shown
a hand that is not theirs.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Protocol

import pygame

from ..core.actions import HIDDEN, Action, Bid, Play
from ..core.cards import EXCUSE, Suit
from ..core.events import RoundResult
from ..core.rules import Deck
from ..core.state import Phase
from ..i18n import card_label, preset_name, suit_name, t, tn
from . import theme
from .show import AnimKind
from .table_display import Display
from .table_layout import CARD_ASPECT, TableLayout
from .table_model import TableModel
from .tween import arc_point, clamp01, ease_out_back, lerp, pulse

if TYPE_CHECKING:
    from .show import Anim

#: A colour per seat, for plates, the scoreboard and the score chart.
PLAYER_COLOURS: tuple[tuple[int, int, int], ...] = (
    (233, 96, 80),
    (80, 160, 232),
    (242, 200, 70),
    (176, 118, 220),
    (92, 206, 128),
    (240, 146, 64),
    (64, 200, 196),
    (236, 120, 176),
)
RED = (214, 70, 62)
GREEN_OK = (120, 220, 140)
FELT_RIM = (74, 46, 26)
FELT_RIM_LIGHT = (120, 80, 46)
TABLE_FELT = (26, 104, 64)
TABLE_FELT_EDGE = (18, 80, 49)


class Art(Protocol):
    """What the view needs of :class:`game.platform.cardart.CardArt`."""

    def face(self, card: int, width: int) -> pygame.Surface: ...

    def back(self, width: int) -> pygame.Surface: ...


@dataclass(frozen=True, slots=True)
class FaceDrawn:
    """One card face drawn in a frame: ``owner`` is the seat that holds or played it (None for
    the turned-up trump card), ``where`` says in which part of the table."""

    owner: int | None
    card: int
    where: str


@dataclass(slots=True)
class ViewState:
    """What the scene's input handling adds to the picture: focus, hover, open popups."""

    hover_card: int | None = None
    focus_card: int | None = None
    hover_bid: int | None = None
    focus_bid: int | None = None
    #: The two ways to play the Excuse (or the blind card), while the choice is open.
    excuse_choices: list[Play] = field(default_factory=list)
    hover_choice: int | None = None
    show_last_trick: bool = False
    #: The hint is shown (the coach was asked for this decision).
    hint: bool = False


#: Suit symbols in text on the dark panels, as the cards colour them: two colours (red
#: diamonds and hearts) or four (♣ green, ♦ blue, ♥ red, ♠ white).
SUIT_INK_TWO: tuple[tuple[int, int, int], ...] = (
    theme.TEXT,
    (255, 120, 110),
    (255, 120, 110),
    theme.TEXT,
)
SUIT_INK_FOUR: tuple[tuple[int, int, int], ...] = (
    (110, 214, 140),
    (120, 176, 255),
    (255, 120, 110),
    theme.TEXT,
)


def suit_ink(suit: int, four_colour: bool = False) -> tuple[int, int, int]:
    """The colour of a suit's symbol in text, matching the card faces of the deck setting."""
    return (SUIT_INK_FOUR if four_colour else SUIT_INK_TWO)[suit % 4]


def player_colour(seat: int) -> tuple[int, int, int]:
    """The colour of a seat."""
    return PLAYER_COLOURS[seat % len(PLAYER_COLOURS)]


def quantize(width: float) -> int:
    """Card widths in animations are rounded so that the image cache stays small."""
    return max(8, round(width / 4.0) * 4)


class TableView:
    """Draws one frame of the table and keeps the list of faces it drew."""

    def __init__(self) -> None:
        self.faces: list[FaceDrawn] = []
        #: The view seat's hand cards drawn in the frame: (card, rectangle, pose of
        #: :meth:`TableLayout.hand_pose`), left to right.
        self.hand_drawn: list[tuple[int, pygame.Rect, str]] = []
        #: Where the coach's badges were drawn in the frame.
        self.badges_drawn: list[pygame.Rect] = []
        self.scale = 1.0
        #: The catalog key of the keys line while a card is chosen: a screen where Esc does
        #: something else than pause (a lesson skips) names its own.
        self.keys_hint = "table.keys_hint"
        self._background: pygame.Surface | None = None
        self._background_key: tuple[object, ...] | None = None

    # -- cards -----------------------------------------------------------------------------

    def _px(self, v: float) -> int:
        return theme.px(v, self.scale)

    def face(
        self,
        surface: pygame.Surface,
        art: Art,
        card: int,
        rect: pygame.Rect,
        owner: int | None,
        where: str,
        alpha: int = 255,
        shadow: bool = True,
    ) -> None:
        """Draw a card face in ``rect`` and write it down."""
        img = art.face(card, rect.width)
        self.faces.append(FaceDrawn(owner, card, where))
        self._blit_card(surface, img, rect, alpha, shadow)

    def back(
        self,
        surface: pygame.Surface,
        art: Art,
        rect: pygame.Rect,
        alpha: int = 255,
        shadow: bool = True,
    ) -> None:
        """Draw a card back in ``rect``."""
        self._blit_card(surface, art.back(rect.width), rect, alpha, shadow)

    def _blit_card(
        self,
        surface: pygame.Surface,
        img: pygame.Surface,
        rect: pygame.Rect,
        alpha: int,
        shadow: bool,
    ) -> None:
        if shadow:
            r = max(2, rect.width // 12)
            theme.rounded_rect(surface, rect.move(self._px(2), self._px(3)), (0, 0, 0, 70), r)
        if alpha < 255:
            img = img.copy()
            img.set_alpha(alpha)
        surface.blit(img, img.get_rect(center=rect.center))

    def glow(
        self,
        surface: pygame.Surface,
        rect: pygame.Rect,
        colour: tuple[int, int, int],
        strength: float = 1.0,
    ) -> None:
        """A soft coloured halo around a card or a plate."""
        for i, a in ((3, 40), (2, 70), (1, 120)):
            grow = self._px(2 * i + 2)
            theme.rounded_rect(
                surface,
                rect.inflate(grow, grow),
                (*colour, round(a * strength)),
                max(4, rect.width // 10 + i * 2),
            )

    # -- the whole frame ---------------------------------------------------------------------

    def draw(
        self,
        surface: pygame.Surface,
        model: TableModel,
        lay: TableLayout,
        art: Art,
        ui: ViewState,
        time: float,
    ) -> None:
        """Draw the table (widgets and overlays excepted: the scene draws its buttons)."""
        self.faces = []
        self.hand_drawn = []
        self.badges_drawn = []
        self.scale = lay.scale
        anim = model.anim
        self.draw_felt(surface, lay)
        self.draw_panel(surface, model, lay, art, anim, time)
        for sl in lay.seats:
            if sl.slot != 0:
                self.draw_fan(surface, model, lay, art, sl.seat, anim)
        for sl in lay.seats:
            self.draw_plate(surface, model, lay, sl.seat, anim, time)
        self.draw_trick(surface, model, lay, art, anim)
        self.draw_deck(surface, model, lay, art, anim, time)
        self.draw_hand(surface, model, lay, art, ui, anim)
        self.draw_flying(surface, model, lay, art, anim)
        self.draw_message(surface, model, lay, ui)
        if anim is not None and anim.kind is AnimKind.ROUND_END:
            self.draw_round_summary(surface, model, lay, anim)
        elif anim is not None and anim.kind is AnimKind.ELIMINATED:
            self.draw_banner(surface, lay, self.banner_text(model), RED, anim)

    # -- sentences about a player ------------------------------------------------------------

    def is_you(self, model: TableModel, seat: int) -> bool:
        """``seat`` is the player at the screen: the seat shown at the bottom, whose hand is
        theirs (face up, or hidden by the blind round), so that sentences about it say "you"
        ("You deal", not "You deals" when the player is called You)."""
        d = model.display
        return seat == d.view_seat and (d.private or model.holder == seat)

    def dealer_text(self, model: TableModel) -> str:
        """Who deals this round, in words."""
        d = model.display
        if not 0 <= d.dealer < model.players:
            return ""
        if self.is_you(model, d.dealer):
            return t("table.dealer_is_you")
        return t("table.dealer_is", name=model.names[d.dealer])

    def banner_text(self, model: TableModel) -> str:
        """The announcement across the felt (a player out of the game), '' when none."""
        anim = model.anim
        if anim is None or anim.kind is not AnimKind.ELIMINATED:
            return ""
        if self.is_you(model, anim.seat):
            return t("table.eliminated_you")
        return t("table.eliminated", name=model.names[anim.seat])

    # -- felt and table ----------------------------------------------------------------------

    def draw_felt(self, surface: pygame.Surface, lay: TableLayout) -> None:
        """The felt, the table top and the empty info panel: one cached picture per layout,
        so that a frame starts with a single opaque blit."""
        size = surface.get_size()
        key = (size, tuple(lay.table), lay.hand_area.top, lay.card_h, tuple(lay.panel))
        if self._background is None or self._background_key != key:
            bg = pygame.Surface(size)
            bg.blit(theme.felt(size), (0, 0))
            oval = lay.table.inflate(-self._px(6), -self._px(6))
            oval.height = max(10, lay.hand_area.top + lay.card_h // 3 - oval.top)
            bg.blit(_oval_surface(oval.size, self.scale), oval.topleft)
            theme.shadow(bg, lay.panel, self._px(14), self._px(4))
            theme.rounded_rect(
                bg,
                lay.panel,
                theme.PANEL_SOLID,
                self._px(14),
                border=1,
                border_color=theme.PANEL_BORDER,
            )
            if pygame.display.get_init() and pygame.display.get_surface() is not None:
                bg = bg.convert()
            self._background = bg
            self._background_key = key
        surface.blit(self._background, (0, 0))

    # -- info panel --------------------------------------------------------------------------

    def draw_panel(
        self,
        surface: pygame.Surface,
        model: TableModel,
        lay: TableLayout,
        art: Art,
        anim: Anim | None,
        time: float,
    ) -> None:
        d = model.display
        rules = model.rules
        title = preset_name(rules.name)
        theme.blit_text(surface, title, self._px(20), theme.GOLD, lay.title, "left", bold=True)
        n = d.round_index + 1
        if d.round_count:
            rnd = t("table.round_of", n=n, total=d.round_count)
        else:
            rnd = t("table.round", n=n)
        cards = tn("count.cards", d.hand_size)
        theme.blit_text(
            surface, f"{rnd} · {cards}", self._px(16), theme.TEXT, lay.round_line, "left"
        )
        # Trump: the turned-up card (flipping while it is revealed) and its suit.
        tarot = rules.deck is Deck.TAROT
        card_rect = lay.trump_card
        flip = 1.0
        if anim is not None and anim.kind is AnimKind.TRUMP:
            flip = anim.progress
        elif anim is not None and anim.kind in (AnimKind.SHUFFLE, AnimKind.DEAL):
            flip = -1.0
        if d.turned is not None and flip >= 0:
            w = max(2, round(card_rect.width * abs(math.cos(math.pi * (1 - flip) / 2))))
            r = pygame.Rect(0, 0, w, card_rect.height)
            r.center = card_rect.center
            img = art.face(d.turned, card_rect.width) if flip > 0.5 else art.back(card_rect.width)
            if flip > 0.5:
                self.faces.append(FaceDrawn(None, d.turned, "turned"))
            img = pygame.transform.smoothscale(img, r.size) if w != card_rect.width else img
            theme.rounded_rect(surface, r.move(self._px(2), self._px(2)), (0, 0, 0, 70), 4)
            surface.blit(img, r)
        else:
            theme.rounded_rect(
                surface,
                card_rect,
                (255, 255, 255, 18),
                self._px(6),
                border=1,
                border_color=(255, 255, 255, 60),
            )
            mark = "★" if tarot else "∅"
            theme.blit_text(surface, mark, self._px(24), theme.TEXT_DIM, card_rect)
        tt = lay.trump_text
        label_r = pygame.Rect(tt.left, tt.top, tt.width, tt.height // 2)
        value_r = pygame.Rect(tt.left, tt.top + tt.height // 2, tt.width, tt.height // 2)
        theme.blit_text(surface, t("table.trump"), self._px(14), theme.TEXT_DIM, label_r, "left")
        if tarot:
            text = t("table.no_trump_tarot")
            colour = theme.TEXT
        elif flip < 0 or (anim is not None and anim.kind is AnimKind.TRUMP and anim.progress < 0.5):
            text, colour = "…", theme.TEXT_DIM
        elif d.trump is None:
            text, colour = t("table.no_trump"), theme.TEXT
        else:
            text = f"{Suit(d.trump).symbol} {suit_name(d.trump).capitalize()}"
            colour = suit_ink(d.trump, bool(getattr(art, "four_colour", False)))
        size = self._px(17)
        if theme.text_size(text, size, True)[0] > value_r.width:
            # A long text (the tarot's) goes on two lines rather than shrinking away.
            size = self._px(13)
            lines = theme.wrap(text, size, value_r.width, True)[:2]
            line_h = theme.font(size, True).get_linesize()
            y = value_r.top + (value_r.height - line_h * len(lines)) // 2 + self._px(4)
            for line in lines:
                row = pygame.Rect(value_r.left, y, value_r.width, line_h)
                theme.blit_text(surface, line, size, colour, row, "left", bold=True)
                y += line_h
        else:
            theme.blit_text(surface, text, size, colour, value_r, "left", bold=True)
        theme.blit_text(
            surface,
            self.dealer_text(model),
            self._px(15),
            theme.TEXT_DIM,
            lay.dealer_line,
            "left",
        )
        theme.blit_text(
            surface,
            self.turn_text(model),
            self._px(15),
            theme.GOLD,
            lay.turn_line,
            "left",
            bold=True,
        )
        self.draw_board(surface, model, lay)

    def turn_text(self, model: TableModel) -> str:
        """Whose turn it is, in words."""
        if model.over and not model.busy:
            return t("table.game_over")
        if model.busy:
            anim = model.anim
            if anim is not None and anim.kind is AnimKind.SHUFFLE:
                return t("table.shuffling")
            if anim is not None and anim.kind is AnimKind.DEAL:
                return t("table.dealing")
            if anim is not None and anim.kind in (AnimKind.TRICK_PAUSE, AnimKind.COLLECT):
                if self.is_you(model, anim.seat):
                    return t("table.trick_won_you")
                return t("table.trick_won", name=model.names[anim.seat])
            if anim is not None and anim.kind is AnimKind.ROUND_END:
                return t("table.round_over")
        if model.handoff is not None:
            return t("handoff.pass_to", name=model.names[model.handoff])
        if model.awaiting is not None:
            if model.phase is Phase.BID:
                return t("table.your_bid")
            return t("table.your_turn")
        seat = model.to_move
        if 0 <= seat < model.players:
            if model.kinds[seat] not in ("human", "remote"):
                return t("bot.thinking", name=model.names[seat])
            if model.holder == seat:
                # The person at the screen is next, once the animation ends.
                if model.phase is Phase.BID:
                    return t("table.your_bid")
                return t("table.your_turn")
            return t("table.turn_of", name=model.names[seat])
        return ""

    def draw_board(self, surface: pygame.Surface, model: TableModel, lay: TableLayout) -> None:
        """The scoreboard: every player's bid, tricks and score or lives."""
        d = model.display
        lives = model.rules.counts_lives
        hdr = lay.board_header
        cols = self._board_columns(hdr)
        size = self._px(13)
        theme.blit_text(surface, t("table.player"), size, theme.TEXT_DIM, cols[0], "left")
        theme.blit_text(surface, t("table.bid_column"), size, theme.TEXT_DIM, cols[1])
        theme.blit_text(surface, t("table.tricks"), size, theme.TEXT_DIM, cols[2])
        theme.blit_text(
            surface,
            t("table.lives") if lives else t("table.score"),
            size,
            theme.TEXT_DIM,
            cols[3],
            "right",
        )
        pygame.draw.line(
            surface, (255, 255, 255, 60), (hdr.left, hdr.bottom), (hdr.right, hdr.bottom)
        )
        turn = model.to_move if not model.busy else -1
        row_size = min(self._px(15), max(9, lay.board_rows[0].height - self._px(6)))
        for seat, row in enumerate(lay.board_rows):
            rc = self._board_columns(row)
            if seat == turn:
                theme.rounded_rect(surface, row, (240, 196, 84, 50), self._px(4))
            out = not d.alive[seat]
            ink = theme.TEXT_DISABLED if out else theme.TEXT
            dot = pygame.Rect(0, 0, self._px(8), self._px(8))
            dot.center = (rc[0].left + self._px(5), row.centery)
            pygame.draw.circle(surface, player_colour(seat), dot.center, dot.width // 2)
            name_r = rc[0].copy()
            name_r.left += self._px(14)
            name_r.width -= self._px(14)
            theme.blit_text(surface, model.names[seat], row_size, ink, name_r, "left")
            bid = d.bids[seat] if seat < len(d.bids) else None
            theme.blit_text(surface, "–" if bid is None else str(bid), row_size, ink, rc[1])
            won = d.won[seat] if seat < len(d.won) else 0
            colour = ink
            if bid is not None and not out:
                colour = GREEN_OK if won == bid else (RED if won > bid else ink)
            theme.blit_text(surface, str(won) if bid is not None else "–", row_size, colour, rc[2])
            total = d.totals[seat]
            text = t("table.out") if out else str(total)
            theme.blit_text(surface, text, row_size, ink, rc[3], "right", bold=True)

    def _board_columns(self, row: pygame.Rect) -> list[pygame.Rect]:
        w = row.width
        widths = [0.5, 0.15, 0.17, 0.18]
        out: list[pygame.Rect] = []
        x = row.left
        for f in widths:
            cw = round(w * f)
            out.append(pygame.Rect(x, row.top, cw, row.height))
            x += cw
        out[-1].width = row.right - out[-1].left
        return out

    # -- seats -------------------------------------------------------------------------------

    def draw_plate(
        self,
        surface: pygame.Surface,
        model: TableModel,
        lay: TableLayout,
        seat: int,
        anim: Anim | None,
        time: float,
    ) -> None:
        d = model.display
        sl = lay.seat(seat)
        plate = sl.plate
        out = not d.alive[seat]
        thinking = model.thinking == seat
        to_move = not model.busy and model.to_move == seat and not model.over
        if to_move:
            self.glow(surface, plate, theme.GOLD, 0.55 + 0.45 * pulse(time, 1.4))
        theme.shadow(surface, plate, self._px(10), self._px(3))
        fill = (20, 32, 26, 235) if not out else (40, 44, 42, 200)
        border = theme.GOLD if to_move else (255, 255, 255, 50)
        theme.rounded_rect(
            surface, plate, fill, self._px(10), border=max(1, self._px(2)), border_color=border
        )
        stripe = pygame.Rect(
            plate.left + self._px(5),
            plate.top + self._px(7),
            self._px(4),
            plate.height - self._px(14),
        )
        theme.rounded_rect(surface, stripe, player_colour(seat), self._px(2))
        pad = self._px(14)
        top = pygame.Rect(
            plate.left + pad,
            plate.top + self._px(4),
            plate.width - pad - self._px(8),
            plate.height // 2 - self._px(3),
        )
        bottom = pygame.Rect(
            top.left, plate.centery + self._px(1), top.width, plate.height // 2 - self._px(5)
        )
        ink = theme.TEXT_DISABLED if out else theme.TEXT
        name = model.names[seat]
        chip_w = self._px(20)
        name_r = top.copy()
        name_r.width -= chip_w + self._px(4)
        label = name
        if thinking:
            dots = "." * (1 + int(time * 3) % 3)
            label = f"{name} {dots}"
        theme.blit_text(surface, label, self._px(16), ink, name_r, "left", bold=True)
        if seat == d.dealer and not out:
            chip = pygame.Rect(0, 0, chip_w, chip_w)
            chip.midright = (top.right, top.centery)
            pygame.draw.circle(surface, (250, 246, 236), chip.center, chip_w // 2)
            pygame.draw.circle(
                surface, theme.GOLD_DARK, chip.center, chip_w // 2, max(1, self._px(2))
            )
            theme.blit_text(
                surface,
                t("table.dealer_chip"),
                self._px(12),
                theme.TEXT_DARK,
                chip,
                bold=True,
            )
        # Bottom line: bid and tricks on the left, score or lives on the right.
        half = bottom.width * 55 // 100
        left = pygame.Rect(bottom.left, bottom.top, half, bottom.height)
        right = pygame.Rect(bottom.left + half, bottom.top, bottom.width - half, bottom.height)
        if out:
            theme.blit_text(surface, t("table.out"), self._px(14), RED, left, "left", bold=True)
        else:
            bid = d.bids[seat]
            if bid is None:
                text, colour = t("table.bid") + " –", theme.TEXT_DIM
            else:
                won = d.won[seat]
                text = t("table.bid_tricks", tricks=won, bid=bid)
                colour = GREEN_OK if won == bid else (RED if won > bid else theme.TEXT)
            scale = 1.0
            if anim is not None and anim.kind is AnimKind.BID and anim.seat == seat:
                scale = 0.6 + 0.4 * ease_out_back(anim.progress)
            size = max(8, round(self._px(15) * scale))
            theme.blit_text(surface, text, size, colour, left, "left", bold=True)
        total = d.totals[seat]
        if out and model.rules.counts_lives:
            text, colour = "", theme.TEXT  # "Out" says it all: no lives owed below 0
        elif model.rules.counts_lives:
            text = f"♥ {total}"
            colour = (255, 130, 120) if total <= 2 else theme.TEXT
        else:
            text = t("table.points_short", n=total)
            colour = theme.GOLD
        if text:
            theme.blit_text(surface, text, self._px(14), colour, right, "right", bold=True)
        if anim is not None and anim.kind is AnimKind.BID and anim.seat == seat:
            self.draw_bubble(surface, plate, t("table.bid_bubble", bid=anim.value), anim.progress)
        status = model.presence[seat] if seat < len(model.presence) else ""
        if status in ("away", "stand-in", "left"):
            self.draw_presence(surface, plate, t(f"net.seat.{status}"), status == "away", time)

    def draw_presence(
        self, surface: pygame.Surface, plate: pygame.Rect, text: str, waiting: bool, time: float
    ) -> None:
        """A player's connection under their plate at a network table: reconnecting (its
        dot pulses), a bot playing for them, or gone."""
        size = self._px(13)
        tw, th = theme.text_size(text, size, True)
        r = pygame.Rect(0, 0, tw + self._px(26), th + self._px(6))
        r.midtop = (plate.centerx, plate.bottom + self._px(3))
        theme.rounded_rect(surface, r, (60, 24, 20, 225), r.height // 2)
        dot = (r.left + self._px(10), r.centery)
        alpha = 0.4 + 0.6 * pulse(time, 1.2) if waiting else 1.0
        pygame.draw.circle(surface, (255, round(150 * alpha), 120), dot, self._px(4))
        text_r = pygame.Rect(r.left + self._px(18), r.top, r.width - self._px(22), r.height)
        theme.blit_text(surface, text, size, (255, 226, 216), text_r, "left", bold=True)

    def draw_bubble(
        self, surface: pygame.Surface, plate: pygame.Rect, text: str, progress: float
    ) -> None:
        """The speech bubble of a bid, popping out of the plate."""
        s = ease_out_back(clamp01(progress * 1.6))
        fade = 1.0 if progress < 0.75 else clamp01((1 - progress) / 0.25)
        size = self._px(18)
        tw, th = theme.text_size(text, size, True)
        w, h = round((tw + self._px(20)) * s), round((th + self._px(10)) * s)
        if w < 4 or h < 4:
            return
        r = pygame.Rect(0, 0, w, h)
        r.midbottom = (plate.centerx, plate.top - self._px(2))
        r.top = max(2, r.top)
        theme.rounded_rect(
            surface,
            r,
            (250, 246, 236, round(245 * fade)),
            h // 2,
            border=max(1, self._px(2)),
            border_color=(*theme.GOLD_DARK, round(255 * fade)),
        )
        if s > 0.7:
            theme.blit_text(surface, text, size, theme.TEXT_DARK, r, bold=True)

    def draw_fan(
        self,
        surface: pygame.Surface,
        model: TableModel,
        lay: TableLayout,
        art: Art,
        seat: int,
        anim: Anim | None,
    ) -> None:
        """Another seat's cards: backs, or in the blind round the card one may see."""
        d = model.display
        sl = lay.seat(seat)
        count = d.counts[seat]
        if anim is not None and anim.kind is AnimKind.DEAL:
            count = d.dealt_count(seat, anim.progress)
        if count <= 0:
            return
        fw = lay.fan_card_w
        fh = round(fw * CARD_ASPECT)
        seen = d.seen[seat] if seat < len(d.seen) else ()
        dealing = anim is not None and anim.kind is AnimKind.DEAL
        if seen and not dealing:
            # Face up (the blind round, a review): as close as the fan's room needs, the
            # corner indices always showing.
            spread = min(fw * 0.6, max(fw * 0.28, (sl.fan.width - fw) / max(1, len(seen) - 1)))
            total_w = fw + (len(seen) - 1) * spread
            x = sl.fan.centerx - total_w / 2
            for i, card in enumerate(seen):
                r = pygame.Rect(round(x + i * spread), sl.fan.bottom - fh, fw, fh)
                self.face(surface, art, card, r, seat, "seen")
            return
        step = min(fw * (0.5 if count <= 5 else 0.34), (sl.fan.width - fw) / max(1, count - 1))
        total_w = fw + step * (count - 1)
        x = sl.fan.centerx - total_w / 2
        for i in range(count):
            r = pygame.Rect(round(x + i * step), sl.fan.bottom - fh, fw, fh)
            self.back(surface, art, r, shadow=i == 0)

    # -- the trick ---------------------------------------------------------------------------

    def draw_trick(
        self,
        surface: pygame.Surface,
        model: TableModel,
        lay: TableLayout,
        art: Art,
        anim: Anim | None,
    ) -> None:
        d = model.display
        if anim is not None and anim.kind is AnimKind.COLLECT:
            self.draw_collect(surface, model, lay, art, anim)
            return
        pausing = anim is not None and anim.kind is AnimKind.TRICK_PAUSE
        winner = anim.seat if anim is not None and pausing else None
        for seat, card, value in d.trick:
            r = lay.trick_rect(seat)
            won = winner is not None and seat == winner
            if won:
                self.glow(surface, r, theme.GOLD, 1.0)
            # While the finished trick is read, the losing cards step back a little.
            alpha = 170 if pausing and not won else 255
            self.face(surface, art, card, r, seat, "trick", alpha=alpha)
            if won:
                theme.rounded_rect(
                    surface,
                    r.inflate(self._px(4), self._px(4)),
                    (0, 0, 0, 0),
                    max(4, r.width // 10),
                    border=max(2, self._px(3)),
                    border_color=theme.GOLD,
                )
            if card == EXCUSE and model.rules.deck is Deck.TAROT:
                self.tag(surface, r, str(value))

    def tag(self, surface: pygame.Surface, card: pygame.Rect, text: str) -> None:
        """A small label on a card (the Excuse's value)."""
        size = self._px(14)
        tw, th = theme.text_size(text, size, True)
        r = pygame.Rect(0, 0, tw + self._px(10), th + self._px(4))
        r.midbottom = (card.centerx, card.bottom - self._px(4))
        theme.rounded_rect(surface, r, (20, 30, 26, 230), r.height // 2)
        theme.blit_text(surface, text, size, theme.GOLD, r, bold=True)

    def draw_collect(
        self, surface: pygame.Surface, model: TableModel, lay: TableLayout, art: Art, anim: Anim
    ) -> None:
        """The finished trick sliding to its winner."""
        f = anim.value_eased
        target = lay.seat(anim.seat)
        dest = target.plate.center if target.slot == 0 else target.fan.center
        tw = lay.trick_card_w
        for seat, card in anim.plays:
            start = lay.trick_rect(seat).center
            pos = (lerp(start[0], dest[0], f), lerp(start[1], dest[1], f))
            w = quantize(lerp(tw, tw * 0.55, f))
            r = pygame.Rect(0, 0, w, round(w * CARD_ASPECT))
            r.center = (round(pos[0]), round(pos[1]))
            alpha = round(255 * (1 - clamp01((f - 0.7) / 0.3)))
            self.face(surface, art, card, r, seat, "trick", alpha=alpha)

    def draw_deck(
        self,
        surface: pygame.Surface,
        model: TableModel,
        lay: TableLayout,
        art: Art,
        anim: Anim | None,
        time: float,
    ) -> None:
        """The deck while shuffling and dealing (a riffle, then cards flying to the seats)."""
        if anim is None or anim.kind not in (AnimKind.SHUFFLE, AnimKind.DEAL):
            return
        cw = lay.trick_card_w
        ch = round(cw * CARD_ASPECT)
        cx, cy = lay.deck_pos()
        if anim.kind is AnimKind.SHUFFLE:
            p = anim.progress
            spread = math.sin(p * math.pi * 3) * cw * 0.55
            for i in range(6):
                side = -1 if i % 2 == 0 else 1
                r = pygame.Rect(0, 0, cw, ch)
                r.center = (
                    round(cx + side * abs(spread) - side * i * 0.5),
                    round(cy - i * self._px(1)),
                )
                self.back(surface, art, r, shadow=i < 2)
            return
        d = model.display
        order = d.deal_order()
        total = d.hand_size * len(order)
        done = anim.progress * total
        remaining = max(0, total - int(done))
        for i in range(min(6, max(1, remaining // 4 + 1))):
            r = pygame.Rect(0, 0, cw, ch)
            r.center = (cx - i, cy - i * self._px(1))
            self.back(surface, art, r, shadow=i == 0)
        k = int(done)
        if k >= total or not order:
            return
        frac = done - k
        seat = order[k % len(order)]
        sl = lay.seat(seat)
        if sl.slot == 0:
            idx = k // len(order)
            rects = lay.hand_rects(d.hand_size)
            dest = rects[min(idx, len(rects) - 1)].center if rects else sl.plate.center
            w_end = lay.card_w
        else:
            dest = sl.fan.center
            w_end = lay.fan_card_w
        pos = arc_point((cx, cy), dest, frac, self._px(30))
        w = quantize(lerp(cw, w_end, frac))
        r = pygame.Rect(0, 0, w, round(w * CARD_ASPECT))
        r.center = (round(pos[0]), round(pos[1]))
        self.back(surface, art, r)

    def draw_flying(
        self,
        surface: pygame.Surface,
        model: TableModel,
        lay: TableLayout,
        art: Art,
        anim: Anim | None,
    ) -> None:
        """A card on its way from a hand to the trick."""
        if anim is None or anim.kind is not AnimKind.PLAY:
            return
        d = model.display
        sl = lay.seat(anim.seat)
        if sl.slot == 0:
            count = len(d.hand) + 1 if d.private else d.counts[anim.seat] + 1
            rects = lay.hand_rects(count)
            idx = anim.origin_index if 0 <= anim.origin_index < len(rects) else len(rects) // 2
            start = rects[idx].center if rects else sl.plate.center
            w0 = lay.card_w
        else:
            start = sl.fan.center
            w0 = lay.fan_card_w
        end = lay.trick_rect(anim.seat).center
        f = anim.value_eased
        pos = arc_point(start, end, f, self._px(24))
        w = quantize(lerp(w0, lay.trick_card_w, f))
        r = pygame.Rect(0, 0, w, round(w * CARD_ASPECT))
        r.center = (round(pos[0]), round(pos[1]))
        self.face(surface, art, anim.card, r, anim.seat, "flying")

    # -- the hand ----------------------------------------------------------------------------

    def hand_cards(self, d: Display) -> list[int]:
        """The cards drawn in the view seat's hand, left to right (``HIDDEN`` for backs)."""
        if d.private:
            return list(d.hand)
        return [HIDDEN] * d.counts[d.view_seat]

    def draw_hand(
        self,
        surface: pygame.Surface,
        model: TableModel,
        lay: TableLayout,
        art: Art,
        ui: ViewState,
        anim: Anim | None,
    ) -> None:
        d = model.display
        cards = self.hand_cards(model.display)
        if anim is not None and anim.kind is AnimKind.DEAL:
            cards = cards[: d.dealt_count(d.view_seat, anim.progress)]
        if not cards:
            return
        rects = lay.hand_rects(len(cards))
        acting = model.awaiting is not None and model.phase is Phase.PLAY
        legal = model.legal_cards() if acting else set()
        hint = model.hint if ui.hint else None
        for i, (card, rect) in enumerate(zip(cards, rects, strict=True)):
            is_legal = card in legal
            if not acting:
                pose = "rest"
            elif not is_legal:
                pose = "unplayable"
            elif ui.hover_card == i or ui.focus_card == i:
                pose = "raised"
            else:
                pose = "playable"
            r = lay.hand_pose(rect, pose)
            self.hand_drawn.append((card, r.copy(), pose))
            if acting and is_legal:
                self.glow(surface, r, theme.GOLD, 0.45 if ui.focus_card != i else 1.0)
            if card == HIDDEN:
                self.back(surface, art, r)
            else:
                self.face(surface, art, card, r, d.view_seat, "hand")
            if acting and not is_legal:
                theme.rounded_rect(surface, r, (0, 0, 0, 125), max(3, r.width // 12))
            if ui.focus_card == i and acting:
                theme.rounded_rect(
                    surface,
                    r.inflate(self._px(4), self._px(4)),
                    (0, 0, 0, 0),
                    max(4, r.width // 10),
                    border=max(2, self._px(3)),
                    border_color=theme.GOLD,
                )
            if hint is not None and hint.done and is_legal:
                self.hint_badge(surface, lay, r, hint.values, hint.best, card)

    def hint_badge(
        self,
        surface: pygame.Surface,
        lay: TableLayout,
        card_rect: pygame.Rect,
        values: Mapping[Action, float],
        best: Action | None,
        card: int,
    ) -> None:
        """The coach's expected score for playing ``card``, on the card."""
        vals = [v for a, v in values.items() if isinstance(a, Play) and a.card == card]
        is_best = isinstance(best, Play) and best.card == card
        text = f"{max(vals):+.1f}" if vals else ("★" if is_best else "")
        if not text:
            return
        size = self._px(14)
        tw, th = theme.text_size(text, size, True)
        r = lay.coach_badge(card_rect, (tw + self._px(10), th + self._px(4)))
        self.badges_drawn.append(r.copy())
        fill = (214, 166, 58, 245) if is_best else (20, 30, 26, 235)
        ink = theme.TEXT_DARK if is_best else theme.TEXT
        theme.rounded_rect(surface, r, fill, r.height // 2)
        theme.blit_text(surface, text, size, ink, r, bold=True)

    # -- bid panel and popups ----------------------------------------------------------------

    def draw_bid_panel(
        self, surface: pygame.Surface, model: TableModel, lay: TableLayout, ui: ViewState
    ) -> None:
        """The bids 0 … hand size: allowed ones bright, the forbidden one greyed with its
        reason underneath; the coach's expected score under each when asked."""
        options = model.bid_options
        if not options:
            return
        panel = lay.bid_panel(len(options))
        theme.shadow(surface, panel, self._px(14), self._px(5))
        theme.rounded_rect(
            surface, panel, theme.PANEL_SOLID, self._px(14), border=1, border_color=theme.GOLD_DARK
        )
        title = t("table.bid_prompt")
        theme.blit_text(
            surface, title, self._px(18), theme.GOLD, lay.bid_title(len(options)), bold=True
        )
        hint = model.hint if ui.hint else None
        values: dict[int, float] = {}
        best: int | None = None
        if hint is not None and hint.done:
            values = {a.n: v for a, v in hint.values.items() if isinstance(a, Bid)}
            best = hint.best.n if isinstance(hint.best, Bid) else None
        reasons: list[str] = []
        for (bid, reason), r in zip(options, lay.bid_buttons(len(options)), strict=True):
            allowed = reason is None
            hovered = ui.hover_bid == bid
            focused = ui.focus_bid == bid
            if not allowed:
                reasons.append(reason or "")
                fill: tuple[int, ...] = theme.BUTTON_DISABLED
                ink: tuple[int, int, int] = theme.TEXT_DISABLED
            elif bid == best:
                fill, ink = theme.BUTTON_PRIMARY, theme.TEXT_DARK
            else:
                fill = theme.BUTTON_HOVER if hovered else theme.BUTTON
                ink = theme.TEXT
            if allowed:
                theme.shadow(surface, r, self._px(10), self._px(3))
            border = theme.GOLD if (hovered or focused) and allowed else (255, 255, 255, 40)
            theme.rounded_rect(
                surface,
                r,
                fill,
                self._px(10),
                border=max(1, self._px(3) if focused else 1),
                border_color=border,
            )
            num_r = r.copy()
            if bid in values:
                num_r.height = r.height * 62 // 100
            theme.blit_text(surface, str(bid), self._px(22), ink, num_r, bold=True)
            if not allowed:
                pygame.draw.line(
                    surface,
                    RED,
                    (r.left + self._px(8), r.bottom - self._px(8)),
                    (r.right - self._px(8), r.top + self._px(8)),
                    max(2, self._px(3)),
                )
            if bid in values:
                vr = pygame.Rect(
                    r.left, r.top + r.height * 58 // 100, r.width, r.height * 38 // 100
                )
                theme.blit_text(surface, f"{values[bid]:+.1f}", self._px(12), ink, vr)
        line = lay.bid_reason(len(options))
        if reasons:
            text = " · ".join(reasons)
            theme.blit_text(surface, text, self._px(14), (255, 170, 150), line, bold=False)
        elif hint is not None and not hint.done:
            theme.blit_text(
                surface,
                t("table.coach_thinking"),
                self._px(14),
                theme.TEXT_DIM,
                line,
            )
        else:
            theme.blit_text(surface, self.hint_line(model, ui), self._px(13), theme.TEXT_DIM, line)

    def draw_excuse_popup(
        self, surface: pygame.Surface, model: TableModel, lay: TableLayout, ui: ViewState
    ) -> None:
        """The choice of the Excuse's value (0 or 22), with a cancel button."""
        if not ui.excuse_choices:
            return
        box = lay.popup()
        surface.blit(theme.overlay(surface.get_size(), (0, 0, 0, 60)), (0, 0))
        theme.shadow(surface, box, self._px(16), self._px(6))
        theme.rounded_rect(
            surface,
            box,
            theme.PANEL_SOLID,
            self._px(16),
            border=max(1, self._px(2)),
            border_color=theme.GOLD,
        )
        blind = ui.excuse_choices[0].card == HIDDEN
        title = t("table.excuse_prompt_blind") if blind else t("table.excuse_prompt")
        head = pygame.Rect(box.left, box.top + self._px(8), box.width, self._px(26))
        theme.blit_text(
            surface, title, self._px(18), theme.GOLD, head.inflate(-self._px(16), 0), bold=True
        )
        sub = pygame.Rect(box.left, head.bottom, box.width, self._px(18))
        theme.blit_text(
            surface,
            t("table.excuse_help"),
            self._px(13),
            theme.TEXT_DIM,
            sub.inflate(-self._px(16), 0),
        )
        labels = self.excuse_labels(ui)
        hint = model.hint if ui.hint else None
        for i, (label, r) in enumerate(zip(labels, lay.popup_buttons(len(labels)), strict=True)):
            hovered = ui.hover_choice == i
            primary = i < len(ui.excuse_choices)
            fill = (
                (theme.BUTTON_PRIMARY_HOVER if hovered else theme.BUTTON_PRIMARY)
                if primary
                else (theme.BUTTON_HOVER if hovered else theme.BUTTON)
            )
            ink = theme.TEXT_DARK if primary else theme.TEXT
            theme.rounded_rect(
                surface,
                r,
                fill,
                self._px(10),
                border=1,
                border_color=theme.GOLD if hovered else (255, 255, 255, 50),
            )
            if primary and hint is not None and hint.done:
                v = hint.values.get(ui.excuse_choices[i])
                if v is not None:
                    label = f"{label}  ({v:+.1f})"
            theme.blit_text(surface, label, self._px(19), ink, r, bold=True)

    def hint_line(self, model: TableModel, ui: ViewState) -> str:
        """The keys line of the decision at hand, as drawn with ``ui``: what Enter does says
        what it will do now — play or bid the card or number shown chosen, else pick one."""
        if model.awaiting is None:
            return ""
        if model.phase is Phase.BID:
            if ui.focus_bid is None:
                return t("table.bid_keys_hint_pick")
            return t("table.bid_keys_hint")
        if model.display.blind:
            return t("table.blind_play")
        if ui.focus_card is None:
            return t("table.keys_hint_pick")
        return t(self.keys_hint)

    def excuse_labels(self, ui: ViewState) -> list[str]:
        """The popup's buttons: each value of the Excuse, then the way out — "Keep it", so
        that it does not read like the panel's Undo ("Annuler" both, in French)."""
        return [str(p.excuse) for p in ui.excuse_choices] + [t("table.excuse_keep")]

    def draw_message(
        self,
        surface: pygame.Surface,
        model: TableModel,
        lay: TableLayout,
        ui: ViewState | None = None,
    ) -> None:
        """The refusal of a card or a bid, or the keys line, above the hand."""
        text = model.message
        if text:
            size = self._px(16)
            tw, _ = theme.text_size(text, size, True)
            r = lay.message.copy()
            r.width = min(lay.message.width, tw + self._px(40))
            r.centerx = lay.message.centerx
            theme.rounded_rect(
                surface,
                r,
                (120, 28, 24, 235),
                r.height // 2,
                border=1,
                border_color=(255, 170, 150),
            )
            theme.blit_text(
                surface, text, size, (255, 236, 228), r.inflate(-self._px(16), 0), bold=True
            )
            return
        d = model.display
        if ui is not None and ui.excuse_choices:
            return  # the Excuse's popup is open over the line, with its own buttons
        if model.skip_offered or model.skipping:
            text = t("table.skipping") if model.skipping else t("table.out_watching")
            theme.blit_text(surface, text, self._px(15), theme.TEXT, lay.message, bold=True)
        elif model.awaiting is not None and model.phase is Phase.PLAY:
            text = self.hint_line(model, ui or ViewState())
            theme.blit_text(surface, text, self._px(14), theme.TEXT_DIM, lay.message)
        elif d.blind and not model.busy and model.phase is Phase.BID:
            theme.blit_text(
                surface,
                t("table.blind_round"),
                self._px(14),
                theme.GOLD,
                lay.message,
                bold=True,
            )

    # -- overlays ----------------------------------------------------------------------------

    def draw_last_trick(
        self, surface: pygame.Surface, model: TableModel, lay: TableLayout, art: Art
    ) -> None:
        """The last finished trick, shown on demand."""
        d = model.display
        box = lay.overlay_box()
        surface.blit(theme.overlay(surface.get_size(), (0, 0, 0, 110)), (0, 0))
        theme.shadow(surface, box, self._px(16), self._px(6))
        theme.rounded_rect(
            surface, box, theme.PANEL_SOLID, self._px(16), border=1, border_color=theme.GOLD
        )
        head = pygame.Rect(box.left, box.top + self._px(10), box.width, self._px(32))
        theme.blit_text(surface, t("table.last_trick"), self._px(22), theme.GOLD, head, bold=True)
        foot = pygame.Rect(box.left, box.bottom - self._px(34), box.width, self._px(26))
        theme.blit_text(
            surface,
            t("table.close_hint"),
            self._px(13),
            theme.TEXT_DIM,
            foot,
        )
        if not d.last_trick:
            theme.blit_text(
                surface,
                t("table.no_last_trick"),
                self._px(18),
                theme.TEXT,
                box,
            )
            return
        n = len(d.last_trick)
        area = pygame.Rect(
            box.left + self._px(16),
            head.bottom + self._px(8),
            box.width - self._px(32),
            foot.top - head.bottom - self._px(16),
        )
        name_h = self._px(22)
        cw = min(
            lay.card_w,
            (area.width - (n - 1) * self._px(10)) // n,
            round((area.height - name_h - self._px(6)) / CARD_ASPECT),
        )
        ch = round(cw * CARD_ASPECT)
        total = n * cw + (n - 1) * self._px(10)
        x = area.centerx - total // 2
        y = area.top + (area.height - ch - name_h) // 2
        for i, (seat, card) in enumerate(d.last_trick):
            r = pygame.Rect(x + i * (cw + self._px(10)), y, cw, ch)
            if seat == d.last_winner:
                self.glow(surface, r, theme.GOLD)
            self.face(surface, art, card, r, seat, "last_trick")
            nr = pygame.Rect(
                r.left - self._px(6), r.bottom + self._px(4), r.width + self._px(12), name_h
            )
            colour = theme.GOLD if seat == d.last_winner else theme.TEXT
            theme.blit_text(
                surface, model.names[seat], self._px(14), colour, nr, bold=seat == d.last_winner
            )

    def draw_round_summary(
        self, surface: pygame.Surface, model: TableModel, lay: TableLayout, anim: Anim
    ) -> None:
        """End of a round: each player's bid, tricks and what it earned, made or missed."""
        res = anim.result
        if res is None:
            return
        appear = clamp01(anim.progress / 0.12)
        rows = [s for s in range(model.players) if res.bids[s] is not None]
        row_h = self._summary_row_height(model, lay, res)
        box = self.summary_box(model, lay, res).move(0, round((1 - appear) * self._px(20)))
        theme.shadow(surface, box, self._px(16), self._px(6))
        theme.rounded_rect(
            surface, box, theme.PANEL_SOLID, self._px(16), border=1, border_color=theme.GOLD
        )
        head = pygame.Rect(box.left, box.top + self._px(8), box.width, self._px(32))
        cards = tn("count.cards", res.hand_size)
        title = f"{t('table.round', n=res.index + 1)} · {cards}"
        theme.blit_text(surface, title, self._px(20), theme.GOLD, head, bold=True)
        cols_w = [0.27, 0.11, 0.11, 0.23, 0.13, 0.15]
        inner = box.inflate(-self._px(32), 0)
        y = head.bottom + self._px(4)
        hdrs = [
            "",
            t("table.bid"),
            t("table.tricks"),
            "",
            "",
            t("table.lives") if model.rules.counts_lives else t("score.total"),
        ]
        self._row(surface, inner, y, self._px(20), cols_w, hdrs, theme.TEXT_DIM, self._px(13))
        y += self._px(22)
        for s in rows:
            bid = res.bids[s]
            made = res.exact(s)
            delta = res.deltas[s]
            verdict = (
                t("table.exact")
                if made
                else t("table.missed", diff=abs((bid or 0) - res.tricks[s]))
            )
            cells = [
                model.names[s],
                str(bid),
                str(res.tricks[s]),
                verdict,
                f"{delta:+d}",
                str(res.totals[s]),
            ]
            colour = GREEN_OK if made else (255, 150, 140)
            row = pygame.Rect(inner.left, y, inner.width, row_h)
            if made:
                theme.rounded_rect(surface, row, (120, 220, 140, 40), self._px(6))
            self._row(
                surface,
                inner,
                y,
                row_h,
                cols_w,
                cells,
                theme.TEXT,
                self._px(16),
                colours={3: colour, 4: colour},
            )
            y += row_h
        footer = self.summary_footer(model)
        if footer:
            foot = pygame.Rect(box.left, box.bottom - self._px(28), box.width, self._px(22))
            theme.blit_text(surface, footer, self._px(12), theme.TEXT_DIM, foot)

    def _summary_extra(self, model: TableModel) -> int:
        """Room under the rows of the summary for its "Review this round" button."""
        return self._px(46) if model.review_offered else 0

    def _summary_row_height(self, model: TableModel, lay: TableLayout, res: RoundResult) -> int:
        rows = sum(1 for s in range(model.players) if res.bids[s] is not None)
        room = lay.overlay_box().height - self._px(110) - self._summary_extra(model)
        return min(self._px(30), room // max(1, rows))

    def summary_box(self, model: TableModel, lay: TableLayout, res: RoundResult) -> pygame.Rect:
        """The round summary's box, in place (once it has slid in)."""
        box = lay.overlay_box()
        rows = sum(1 for s in range(model.players) if res.bids[s] is not None)
        h = (
            self._px(96)
            + self._summary_row_height(model, lay, res) * rows
            + self._summary_extra(model)
        )
        box = pygame.Rect(box.left, box.top, box.width, min(box.height, h))
        box.center = lay.center.center
        box.clamp_ip(lay.table)
        return box

    def summary_button(self, box: pygame.Rect) -> pygame.Rect:
        """Where the summary's "Review this round" button goes: centred above its last line."""
        w, h = self._px(230), self._px(36)
        return pygame.Rect(box.centerx - w // 2, box.bottom - self._px(32) - h, w, h)

    def summary_footer(self, model: TableModel) -> str:
        """The round summary's last line: how to go on, when it waits for the player (at an
        animated speed; at "instant" it does not wait and says nothing)."""
        anim = model.anim
        if anim is None or anim.kind is not AnimKind.ROUND_END or not anim.hold:
            return ""
        return t("table.continue_hint")

    def _row(
        self,
        surface: pygame.Surface,
        inner: pygame.Rect,
        y: int,
        h: int,
        widths: list[float],
        cells: list[str],
        ink: tuple[int, int, int],
        size: int,
        colours: dict[int, tuple[int, int, int]] | None = None,
    ) -> None:
        x = inner.left
        for i, (f, text) in enumerate(zip(widths, cells, strict=True)):
            w = round(inner.width * f)
            r = pygame.Rect(x, y, w, h)
            colour = (colours or {}).get(i, ink)
            theme.blit_text(
                surface, text, size, colour, r, "left" if i == 0 else "center", bold=i in (0, 4)
            )
            x += w

    def draw_banner(
        self,
        surface: pygame.Surface,
        lay: TableLayout,
        text: str,
        colour: tuple[int, int, int],
        anim: Anim,
    ) -> None:
        """A short announcement across the middle of the felt."""
        appear = ease_out_back(clamp01(anim.progress / 0.25))
        size = self._px(26)
        tw, th = theme.text_size(text, size, True)
        w = round((tw + self._px(60)) * appear)
        if w < 10:
            return
        r = pygame.Rect(0, 0, w, th + self._px(24))
        r.center = lay.center.center
        theme.shadow(surface, r, r.height // 2, self._px(5))
        theme.rounded_rect(
            surface,
            r,
            (*colour, 240),
            r.height // 2,
            border=max(1, self._px(2)),
            border_color=(255, 255, 255, 120),
        )
        if appear > 0.8:
            theme.blit_text(surface, text, size, (255, 255, 255), r, bold=True)


_OVAL_CACHE: dict[tuple[int, int, float], pygame.Surface] = {}


def _oval_surface(size: tuple[int, int], scale: float) -> pygame.Surface:
    """The table top: a felt oval with a wooden rim, drawn large and scaled down smoothly."""
    key = (size[0], size[1], round(scale, 3))
    surf = _OVAL_CACHE.get(key)
    if surf is not None:
        return surf
    w, h = max(4, size[0]), max(4, size[1])
    k = 2
    big = pygame.Surface((w * k, h * k), pygame.SRCALPHA)
    rect = big.get_rect()
    rim = max(4, round(14 * scale * k))
    radius = min(rect.height // 2, rect.width // 2)
    pygame.draw.rect(
        big, (0, 0, 0, 70), rect.move(0, rim // 2).inflate(-rim // 2, -rim), border_radius=radius
    )
    pygame.draw.rect(big, FELT_RIM, rect.inflate(-2, -rim), border_radius=radius)
    pygame.draw.rect(
        big, FELT_RIM_LIGHT, rect.inflate(-2, -rim), width=max(1, rim // 5), border_radius=radius
    )
    inner = rect.inflate(-2 * rim, -3 * rim)
    pygame.draw.rect(big, TABLE_FELT_EDGE, inner, border_radius=max(1, radius - rim))
    glow = inner.inflate(-inner.width // 10, -inner.height // 6)
    pygame.draw.ellipse(big, (*TABLE_FELT, 255), glow)
    surf = pygame.transform.smoothscale(big, (w, h))
    # Soften the bright centre into the edge with a second, blurred pass.
    small = pygame.transform.smoothscale(surf, (max(1, w // 8), max(1, h // 8)))
    blurred = pygame.transform.smoothscale(small, (w, h))
    blurred.set_alpha(110)
    surf.blit(blurred, (0, 0))
    _OVAL_CACHE.clear()
    _OVAL_CACHE[key] = surf
    return surf


__all__ = [
    "PLAYER_COLOURS",
    "Art",
    "FaceDrawn",
    "TableView",
    "ViewState",
    "card_label",
    "player_colour",
    "suit_ink",
]
