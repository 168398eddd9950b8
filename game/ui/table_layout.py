"""Where everything sits on the table screen, computed from the window size alone.

The screen is split into an info panel on the left (round, trump, dealer, whose turn, the
scoreboard and the table's buttons) and the table on the right. The seat whose view is shown
sits at the bottom — its name plate in the bottom-left corner, its hand along the bottom edge —
and the other seats spread around the felt in the order of play: up the left side, along the
top, down the right side (seat + 1 sits on the viewer's left, as around a real table). The
trick is gathered in the middle, each card pushed toward the seat that played it; the bid
panel takes the same middle space while the trick is empty.

Everything is a :class:`pygame.Rect` in window pixels. Nothing here draws or knows the rules:
tests call :meth:`TableLayout.overlaps` to prove that no element covers another at every
window size and player count, and the scripted drivers use the same rectangles to click.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from . import theme

#: Height over width of the card images (game.platform.cardart.ASPECT, repeated so that the layout
#: does not load any image).
CARD_ASPECT = 7 / 5
#: The table buttons, in the order of the panel grid: row by row, a narrow column for the
#: short labels (Coach, Undo) beside a wide one for the long ones (Last trick, Score sheet),
#: so that no label has to shrink to fit; Pause alone on the last row.
BUTTONS: tuple[str, ...] = ("hint", "last_trick", "undo", "scoresheet", "menu")
#: The narrow column's share of the grid's width.
NARROW_COLUMN = 0.42


@dataclass(frozen=True, slots=True)
class SeatLayout:
    """The place of one seat: its box holds the fan of its cards above its name plate."""

    seat: int
    #: Position around the table: 0 at the bottom (the view), then in the order of play.
    slot: int
    #: Which edge the seat sits on: "bottom", "left", "top" or "right".
    side: str
    box: pygame.Rect
    plate: pygame.Rect
    #: Where its cards are drawn (backs, or the card one can see in the blind round).
    fan: pygame.Rect
    #: Centre of the card it plays, in the trick.
    trick: tuple[int, int]
    #: Where its cards come from and a won trick goes to.
    anchor: tuple[int, int]


@dataclass(slots=True)
class TableLayout:
    """Every rectangle of the table screen for one window size and number of players."""

    width: int
    height: int
    players: int
    view_seat: int
    scale: float
    #: The hand card width, and the sizes of the other card pictures.
    card_w: int
    card_h: int
    fan_card_w: int
    trick_card_w: int
    panel_card_w: int
    #: Raised / lowered offset of hand cards.
    lift: int
    panel: pygame.Rect
    table: pygame.Rect
    #: The middle of the felt: the trick, the bid panel, the deck while dealing.
    center: pygame.Rect
    hand_area: pygame.Rect
    message: pygame.Rect
    #: The strip between the keys line and the hand where the coach's expected score of each
    #: card is drawn (above the card, clear of both).
    badges: pygame.Rect
    seats: list[SeatLayout]
    # Info panel sections.
    title: pygame.Rect
    round_line: pygame.Rect
    trump_card: pygame.Rect
    trump_text: pygame.Rect
    dealer_line: pygame.Rect
    turn_line: pygame.Rect
    board_header: pygame.Rect
    board_rows: list[pygame.Rect]
    buttons: dict[str, pygame.Rect] = field(default_factory=dict)

    # -- derived rectangles ------------------------------------------------------------------

    @property
    def trick_card_h(self) -> int:
        """Height of a card in the trick."""
        return round(self.trick_card_w * CARD_ASPECT)

    @property
    def fan_card_h(self) -> int:
        """Height of a card in another seat's fan."""
        return round(self.fan_card_w * CARD_ASPECT)

    def seat(self, seat: int) -> SeatLayout:
        """The layout of ``seat``."""
        return self.seats[seat]

    def trick_rect(self, seat: int) -> pygame.Rect:
        """The rectangle of the card ``seat`` plays into the trick."""
        r = pygame.Rect(0, 0, self.trick_card_w, self.trick_card_h)
        r.center = self.seats[seat].trick
        return r

    def deck_pos(self) -> tuple[int, int]:
        """Where the deck sits while shuffling and dealing."""
        return self.center.center

    def hand_rects(self, count: int) -> list[pygame.Rect]:
        """The resting rectangles of ``count`` hand cards, left to right (overlapping like a
        hand held in a fan); centred under the trick when there is room."""
        if count <= 0:
            return []
        area = self.hand_area
        cw, ch = self.card_w, self.card_h
        step = cw * 0.62 if count > 1 else 0.0
        if count > 1:
            step = min(step, (area.width - cw) / (count - 1))
        total = cw + step * (count - 1)
        left = self.center.centerx - total / 2
        left = max(area.left, min(left, area.right - total))
        top = area.bottom - ch
        return [pygame.Rect(round(left + i * step), top, cw, ch) for i in range(count)]

    def hand_pose(self, rect: pygame.Rect, pose: str) -> pygame.Rect:
        """Where a hand card resting at ``rect`` is drawn: ``"rest"`` and ``"unplayable"``
        (dimmed by the view) where it rests, ``"playable"`` raised a little so that the legal
        cards stand out, ``"raised"`` (hovered or focused) by the whole lift. A card never
        goes below its resting place, so the whole hand stays in the window."""
        offset = {"rest": 0, "unplayable": 0, "playable": self.lift // 2, "raised": self.lift}
        return rect.move(0, -offset[pose])

    def hand_card_at(self, pos: tuple[int, int], rects: list[pygame.Rect]) -> int | None:
        """Index of the hand card under ``pos`` (the topmost, i.e. the rightmost one)."""
        for i in range(len(rects) - 1, -1, -1):
            r = rects[i].copy()
            r.top -= self.lift
            r.height += self.lift
            if r.collidepoint(pos):
                return i
        return None

    def coach_badge(self, card: pygame.Rect, size: tuple[int, int]) -> pygame.Rect:
        """Where the coach's badge of ``size`` for the hand card drawn at ``card`` goes: in
        the badge strip, over the card's left part (the part a fanned hand shows)."""
        strip = self.badges
        w, h = size[0], min(size[1], strip.height - theme.px(2, self.scale))
        r = pygame.Rect(0, 0, w, h)
        r.centerx = card.left + max(w // 2 + 2, card.width // 4)
        r.bottom = min(strip.bottom - theme.px(2, self.scale), card.top - 1)
        r.clamp_ip(strip)
        return r

    def bid_panel(self, count: int) -> pygame.Rect:
        """The bid panel for bids 0 … ``count - 1``: a title line, rows of square buttons and a
        line for the reason a bid is forbidden."""
        cols, rows, size, gap = self._bid_grid(count)
        pad = theme.px(14, self.scale)
        w = max(cols * size + (cols - 1) * gap + 2 * pad, theme.px(360, self.scale))
        w = min(w, self.center.width)
        h = theme.px(34, self.scale) + rows * size + (rows - 1) * gap + theme.px(56, self.scale)
        h = min(h, self.center.height)
        r = pygame.Rect(0, 0, w, h)
        r.center = self.center.center
        return r

    def _bid_grid(self, count: int) -> tuple[int, int, int, int]:
        size = theme.px(52, self.scale)
        gap = theme.px(8, self.scale)
        usable = self.center.width - 2 * theme.px(14, self.scale)
        cols = max(1, min(count, (usable + gap) // (size + gap), 10))
        rows = -(-count // cols)
        if rows > 2:
            cols = -(-count // 2)
            size = min(size, (usable - (cols - 1) * gap) // cols)
            rows = 2
        return cols, rows, size, gap

    def bid_buttons(self, count: int) -> list[pygame.Rect]:
        """The buttons of bids 0 … ``count - 1`` in the bid panel."""
        if count <= 0:
            return []
        panel = self.bid_panel(count)
        cols, rows, size, gap = self._bid_grid(count)
        top = panel.top + theme.px(34, self.scale)
        out: list[pygame.Rect] = []
        for r in range(rows):
            in_row = min(cols, count - r * cols)
            row_w = in_row * size + (in_row - 1) * gap
            left = panel.centerx - row_w // 2
            for c in range(in_row):
                out.append(pygame.Rect(left + c * (size + gap), top + r * (size + gap), size, size))
        return out

    def bid_title(self, count: int) -> pygame.Rect:
        """The title line of the bid panel."""
        panel = self.bid_panel(count)
        return pygame.Rect(
            panel.left, panel.top + theme.px(4, self.scale), panel.width, theme.px(28, self.scale)
        )

    def bid_reason(self, count: int) -> pygame.Rect:
        """The line under the bid buttons that says why a bid is forbidden."""
        panel = self.bid_panel(count)
        buttons = self.bid_buttons(count)
        top = buttons[-1].bottom + theme.px(6, self.scale) if buttons else panel.top
        pad = theme.px(10, self.scale)
        return pygame.Rect(
            panel.left + pad,
            top,
            panel.width - 2 * pad,
            max(1, panel.bottom - top - theme.px(4, self.scale)),
        )

    def popup(self, width: float = 420, height: float = 112) -> pygame.Rect:
        """A small modal box (the Excuse's value) just above the hand — its raised card and
        the coach's badges stay in sight below it — low enough that the cards already in the
        trick stay in sight too while one decides."""
        w = min(theme.px(width, self.scale), self.center.width)
        h = min(theme.px(height, self.scale), self.table.height)
        r = pygame.Rect(0, 0, w, h)
        r.midbottom = (self.center.centerx, self.message.bottom)
        r.clamp_ip(self.table)
        return r

    def popup_buttons(self, count: int) -> list[pygame.Rect]:
        """``count`` buttons side by side at the bottom of :meth:`popup`."""
        box = self.popup()
        gap = theme.px(10, self.scale)
        h = theme.px(40, self.scale)
        w = (box.width - 2 * gap - (count - 1) * gap) // max(1, count)
        top = box.bottom - gap - h
        return [pygame.Rect(box.left + gap + i * (w + gap), top, w, h) for i in range(count)]

    def result_button(self) -> pygame.Rect:
        """The "Skip to the result" button, in the middle of the (empty) hand of one who is out."""
        area = self.hand_area
        w = min(theme.px(300, self.scale), area.width)
        h = min(theme.px(46, self.scale), area.height)
        r = pygame.Rect(0, 0, w, h)
        r.center = (self.center.centerx, area.centery)
        r.clamp_ip(area)
        return r

    def handoff_region(self) -> pygame.Rect:
        """Where the pass-and-play hand-off card may sit: the strip of the (face-down) hand
        and the message line above it, between the side seats, so that the trick, the seats,
        the plates and the info panel stay in sight."""
        top = self.message.top
        plate = self.seats[self.view_seat].plate
        left = max(self.center.left, plate.right + theme.px(8, self.scale))
        return pygame.Rect(left, top, self.center.right - left, self.table.bottom - top)

    def overlay_box(self) -> pygame.Rect:
        """The box of the last-trick view and of the end-of-round summary."""
        w = min(
            self.table.width - theme.px(20, self.scale),
            max(self.center.width, theme.px(520, self.scale)),
        )
        h = min(
            self.table.height - theme.px(20, self.scale),
            max(self.center.height, theme.px(300, self.scale)),
        )
        r = pygame.Rect(0, 0, w, h)
        r.center = self.center.center
        r.clamp_ip(self.table)
        return r

    # -- checks ------------------------------------------------------------------------------

    def elements(
        self, hand_count: int | None = None, bids: int | None = None
    ) -> list[tuple[str, pygame.Rect, str]]:
        """Every element as (name, rectangle, group). Elements of the groups "trick" and "bid"
        are never on screen together, so they may share the middle of the felt."""
        out: list[tuple[str, pygame.Rect, str]] = [
            ("title", self.title, ""),
            ("round", self.round_line, ""),
            ("trump-card", self.trump_card, ""),
            ("trump-text", self.trump_text, ""),
            ("dealer", self.dealer_line, ""),
            ("turn", self.turn_line, ""),
            ("board-header", self.board_header, ""),
            ("message", self.message, ""),
        ]
        out += [(f"board-{i}", r, "") for i, r in enumerate(self.board_rows)]
        out += [(f"button-{k}", r, "") for k, r in self.buttons.items()]
        for s in self.seats:
            if s.slot == 0:
                out.append((f"plate-{s.seat}", s.plate, ""))
            else:
                out.append((f"seat-{s.seat}", s.box, ""))
            out.append((f"trick-{s.seat}", self.trick_rect(s.seat), "trick"))
        count = hand_count if hand_count is not None else 0
        rects = self.hand_rects(count)
        if rects:
            union = rects[0].unionall(rects[1:])
            union.top -= self.lift
            union.height += self.lift
            out.append(("hand", union, ""))
            coach = pygame.Rect(union.left, self.badges.top, union.width, self.badges.height)
            out.append(("coach", coach, ""))
        if bids:
            out.append(("bid-panel", self.bid_panel(bids), "bid"))
        return out

    def overlaps(
        self, hand_count: int | None = None, bids: int | None = None
    ) -> list[tuple[str, str]]:
        """Pairs of elements that cover each other or leave the window (``(name, "window")``);
        an empty list is a clean layout. Panel sections are checked against each other too,
        not against the panel that holds them."""
        elems = self.elements(hand_count, bids)
        screen = pygame.Rect(0, 0, self.width, self.height)
        bad: list[tuple[str, str]] = []
        for name, r, _ in elems:
            if not screen.contains(r) or r.width <= 0 or r.height <= 0:
                bad.append((name, "window"))
        for i, (na, ra, ga) in enumerate(elems):
            for nb, rb, gb in elems[i + 1 :]:
                if {ga, gb} == {"trick", "bid"}:
                    continue
                if ra.colliderect(rb):
                    bad.append((na, nb))
        panel_names = {
            "title",
            "round",
            "trump-card",
            "trump-text",
            "dealer",
            "turn",
            "board-header",
        }
        for name, r, _ in elems:
            in_panel = name in panel_names or name.startswith(("board-", "button-"))
            if in_panel and not self.panel.contains(r):
                bad.append((name, "panel"))
            if not in_panel and self.panel.colliderect(r):
                bad.append((name, "panel"))
        return bad


# -- computing it ------------------------------------------------------------------------------


def _slots(others: int) -> list[str]:
    """The edge each other seat sits on, in the order of play from the viewer."""
    return {
        0: [],
        1: ["top"],
        2: ["left", "right"],
        3: ["left", "top", "right"],
        4: ["left", "top", "top", "right"],
        5: ["left", "left", "top", "right", "right"],
        6: ["left", "left", "top", "top", "right", "right"],
        7: ["left", "left", "top", "top", "top", "right", "right"],
    }[others]


def compute_layout(
    width: int,
    height: int,
    players: int,
    view_seat: int = 0,
    card_scale: float = 0.2,
    max_hand: int = 13,
) -> TableLayout:
    """The layout for a window of ``width`` × ``height`` with ``players`` seats (2 to 8),
    ``view_seat`` at the bottom. ``card_scale`` is the hand card height as a fraction of the
    window height (the card size setting); ``max_hand`` the most cards a hand will hold, so
    that the hand always fits."""
    if not 2 <= players <= 8:
        raise ValueError(f"the table seats 2 to 8 players, not {players}")
    s = theme.scale_for((width, height))

    def px(v: float) -> int:
        return theme.px(v, s)

    m = px(10)
    gap = px(8)
    panel_w = max(px(210), round(width * 0.19))
    panel = pygame.Rect(m, m, panel_w, height - 2 * m)
    table = pygame.Rect(panel.right + m, m, width - panel.right - 2 * m, height - 2 * m)

    # Seat boxes of the other players: a fan of small cards over a name plate.
    box_w = min(px(156), table.width // 5)
    plate_h = px(58)
    # Hand cards: as the setting asks, but never so large that the felt has no middle left.
    card_h = round(height * card_scale)
    card_h = min(card_h, round(height * 0.27))
    card_w = round(card_h / CARD_ASPECT)
    fan_w = max(px(40), round(card_w * 0.5))
    fan_w = min(fan_w, round((box_w - px(8)) / 1.8))
    fan_h = round(fan_w * CARD_ASPECT)
    box_h = fan_h + px(4) + plate_h
    lift = round(card_h * 0.14)

    hand_top = table.bottom - card_h - lift
    my_plate = pygame.Rect(table.left, table.bottom - plate_h, box_w, plate_h)
    hand_area = pygame.Rect(
        my_plate.right + gap, hand_top, table.right - my_plate.right - gap, card_h + lift
    )
    # The hand must fit: shrink the cards if even a tight fan would not.
    while card_w > px(40) and card_w + (max_hand - 1) * card_w * 0.22 > hand_area.width:
        card_w -= 1
        card_h = round(card_w * CARD_ASPECT)
        lift = round(card_h * 0.14)
        hand_area.top = table.bottom - card_h - lift
        hand_area.height = card_h + lift

    # Between the hand and the keys line: the strip of the coach's badges.
    badges_h = px(24)
    badges_top = hand_area.top - badges_h
    col_top = table.top
    col_bottom = min(my_plate.top, badges_top) - gap
    others = [(view_seat + k) % players for k in range(1, players)]
    sides = _slots(players - 1)
    left_seats = [x for x, sd in zip(others, sides, strict=True) if sd == "left"]
    top_seats = [x for x, sd in zip(others, sides, strict=True) if sd == "top"]
    right_seats = [x for x, sd in zip(others, sides, strict=True) if sd == "right"]

    boxes: dict[int, tuple[pygame.Rect, str]] = {}

    def column(seats: list[int], x: int, side: str) -> None:
        k = len(seats)
        if not k:
            return
        span = col_bottom - col_top
        fractions = (
            {1: [0.42], 2: [0.74, 0.2]}[k] if k <= 2 else [1 - (i + 0.5) / k for i in range(k)]
        )
        if side == "right":
            fractions = sorted(fractions)
        for seat, f in zip(seats, fractions, strict=True):
            cy = col_top + round(f * span)
            r = pygame.Rect(x, cy - box_h // 2, box_w, box_h)
            r.top = max(col_top, min(r.top, col_bottom - box_h))
            boxes[seat] = (r, side)

    column(left_seats, table.left, "left")
    column(right_seats, table.right - box_w, "right")
    top_left = table.left + (box_w + gap if left_seats else 0)
    top_right = table.right - (box_w + gap if right_seats else 0)
    for i, seat in enumerate(top_seats):
        cx = top_left + round((i + 0.5) * (top_right - top_left) / len(top_seats))
        boxes[seat] = (pygame.Rect(cx - box_w // 2, table.top, box_w, box_h), "top")

    msg_h = px(30)
    message = pygame.Rect(0, badges_top - msg_h, 0, msg_h)
    badges = pygame.Rect(hand_area.left, badges_top, hand_area.width, badges_h)
    center_left = table.left + (box_w + gap if left_seats else gap)
    center_right = table.right - (box_w + gap if right_seats else gap)
    center_top = table.top + (box_h + gap if top_seats else gap)
    center = pygame.Rect(
        center_left, center_top, center_right - center_left, message.top - gap - center_top
    )
    message.left = center.left
    message.width = center.width

    seats: list[SeatLayout] = []
    for k in range(players):
        seat = (view_seat + k) % players
        if k == 0:
            box = pygame.Rect(my_plate)
            seats.append(
                SeatLayout(
                    seat,
                    0,
                    "bottom",
                    box,
                    pygame.Rect(my_plate),
                    pygame.Rect(hand_area),
                    (0, 0),
                    (center.centerx, hand_area.centery),
                )
            )
            continue
        box, side = boxes[seat]
        fan = pygame.Rect(box.left, box.top, box.width, fan_h)
        plate = pygame.Rect(box.left, box.bottom - plate_h, box.width, plate_h)
        seats.append(SeatLayout(seat, k, side, box, plate, fan, (0, 0), fan.center))
    seats.sort(key=lambda sl: sl.seat)

    trick_w = round(card_w * 0.82)
    trick_w = min(trick_w, round((center.height - px(8)) / CARD_ASPECT / 2.05))
    trick_w = max(px(30), trick_w)
    seats, trick_w = _place_trick(seats, center, trick_w, hand_area, px(30))

    # The info panel, top to bottom.
    pad = px(12)
    inner = panel.inflate(-2 * pad, -2 * pad)
    y = inner.top
    title = pygame.Rect(inner.left, y, inner.width, px(28))
    y = title.bottom + px(2)
    round_line = pygame.Rect(inner.left, y, inner.width, px(22))
    y = round_line.bottom + px(8)
    panel_card_w = min(round(inner.width * 0.26), px(54))
    panel_card_h = round(panel_card_w * CARD_ASPECT)
    trump_card = pygame.Rect(inner.left, y, panel_card_w, panel_card_h)
    trump_text = pygame.Rect(
        trump_card.right + px(10), y, inner.right - trump_card.right - px(10), panel_card_h
    )
    y = trump_card.bottom + px(8)
    dealer_line = pygame.Rect(inner.left, y, inner.width, px(22))
    turn_line = pygame.Rect(inner.left, dealer_line.bottom + px(2), inner.width, px(22))
    y = turn_line.bottom + px(10)

    btn_h = px(34)
    btn_gap = px(6)
    rows_b = (len(BUTTONS) + 1) // 2
    buttons_top = inner.bottom - rows_b * btn_h - (rows_b - 1) * btn_gap
    buttons: dict[str, pygame.Rect] = {}
    narrow_w = round((inner.width - btn_gap) * NARROW_COLUMN)
    widths = (narrow_w, inner.width - btn_gap - narrow_w)
    for i, name in enumerate(BUTTONS):
        r, c = divmod(i, 2)
        last_alone = i == len(BUTTONS) - 1 and len(BUTTONS) % 2 == 1
        bx = inner.left + c * (widths[0] + btn_gap)
        bw = inner.width if last_alone else widths[c]
        buttons[name] = pygame.Rect(bx, buttons_top + r * (btn_h + btn_gap), bw, btn_h)

    board_header = pygame.Rect(inner.left, y, inner.width, px(20))
    row_space = buttons_top - px(10) - board_header.bottom
    row_h = max(px(12), min(px(26), row_space // players))
    board_rows = [
        pygame.Rect(inner.left, board_header.bottom + i * row_h, inner.width, row_h - 1)
        for i in range(players)
    ]

    return TableLayout(
        width=width,
        height=height,
        players=players,
        view_seat=view_seat,
        scale=s,
        card_w=card_w,
        card_h=card_h,
        fan_card_w=fan_w,
        trick_card_w=trick_w,
        panel_card_w=panel_card_w,
        lift=lift,
        panel=panel,
        table=table,
        center=center,
        hand_area=hand_area,
        message=message,
        badges=badges,
        seats=seats,
        title=title,
        round_line=round_line,
        trump_card=trump_card,
        trump_text=trump_text,
        dealer_line=dealer_line,
        turn_line=turn_line,
        board_header=board_header,
        board_rows=board_rows,
        buttons=buttons,
    )


def _place_trick(
    seats: list[SeatLayout],
    center: pygame.Rect,
    trick_w: int,
    hand_area: pygame.Rect,
    smallest: int,
) -> tuple[list[SeatLayout], int]:
    """Put each seat's trick card between the middle of the felt and that seat, scaled so
    that the outermost cards touch the edges of the middle; cards shrink until none covers
    another."""
    cx, cy = center.center
    while True:
        tw = trick_w
        th = round(tw * CARD_ASPECT)
        # A small table keeps its trick together; a full one spreads it to the edges.
        n = len(seats)
        half_w = min(center.width // 2 - tw / 2 - 1, tw * (0.6 + 0.32 * n))
        half_h = min(center.height // 2 - th / 2 - 1, th * (0.45 + 0.12 * n))
        dirs = []
        for sl in seats:
            if sl.slot == 0:
                px_, py_ = cx, hand_area.centery
            else:
                px_, py_ = sl.box.center
            dirs.append((px_ - cx, py_ - cy))
        max_x = max((abs(dx) for dx, _ in dirs), default=1) or 1
        max_up = max((-dy for _, dy in dirs if dy < 0), default=1) or 1
        max_down = max((dy for _, dy in dirs if dy > 0), default=1) or 1
        placed: list[SeatLayout] = []
        rects: list[pygame.Rect] = []
        # Outermost cards touch the edges of the middle, but a card is never pushed farther
        # from the centre than its seat is.
        kx = min(1.0, half_w / max_x)
        k_up = min(1.0, half_h / max_up)
        k_down = min(1.0, half_h / max_down)
        for sl, (dx, dy) in zip(seats, dirs, strict=True):
            x = cx + dx * kx
            y = cy + dy * (k_up if dy < 0 else k_down)
            pos = (round(x), round(y))
            placed.append(
                SeatLayout(sl.seat, sl.slot, sl.side, sl.box, sl.plate, sl.fan, pos, sl.anchor)
            )
            r = pygame.Rect(0, 0, tw, th)
            r.center = pos
            rects.append(r)
        clash = any(a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1 :])
        if not clash or trick_w <= smallest:
            return placed, trick_w
        trick_w -= 2


__all__ = ["BUTTONS", "CARD_ASPECT", "SeatLayout", "TableLayout", "compute_layout"]
