"""The rules of any game in words, generated from its :class:`~game.core.rules.Rules`.

Two views of the same facts, in the current language (:mod:`game.i18n`):

* :func:`rules_summary` — one plain-language paragraph (setup screen, custom-rules editor);
* :func:`rules_blocks` — the rules screen's document: that paragraph, the preset's origin,
  every option, the hand sizes of this game, the scoring formula with a worked example
  computed by :func:`~game.core.scoring.round_delta`, the end of the game and the choices this
  app made where the rule texts disagree (PRODUCT §1, *(choice)*).

Both are computed from the rules, so they are right for any combination the engine accepts.
With ``players`` they speak about the table being played (its hand sizes, which 2s are
removed); without, about every number of players the rules allow. No pygame here.
"""

from __future__ import annotations

from itertools import pairwise
from typing import TYPE_CHECKING

from ..core.errors import RulesError
from ..core.rules import (
    Deck,
    Direction,
    ExcuseValue,
    FirstBidder,
    LivesEnd,
    LivesScoring,
    PointsScoring,
    Rules,
    Sequence,
    Trump,
)
from ..core.schedule import finite_schedule, next_tarot_size
from ..core.scoring import round_delta
from ..i18n import current_language, has_key, t, tn

if TYPE_CHECKING:
    from .widgets import Block
else:
    Block = tuple[str, str]

__all__ = [
    "CHOICES",
    "choice_keys",
    "hand_sizes",
    "rules_blocks",
    "rules_summary",
    "rules_title",
    "scoring_examples",
    "signed",
]

#: Choices of this app that belong to one preset's source text (PRODUCT §1 *(choice)*); the
#: choices that follow from an option (2s removed, lives, the trump rotation…) are added by
#: :func:`choice_keys` for any rules.
CHOICES: dict[str, tuple[str, ...]] = {
    "ascenseur-table": ("rules.choice.table_three", "rules.choice.counterclockwise"),
}

MINUS = "\u2212"


# -- small helpers ------------------------------------------------------------------------------


def _preset(preset_id: str | None) -> Rules | None:
    from ..core.presets import PRESETS

    return PRESETS.get(preset_id) if preset_id else None


def _playable(rules: Rules, players: int) -> bool:
    try:
        rules.check_players(players)
    except (RulesError, ValueError):
        return False
    return True


def _counts(rules: Rules) -> list[int]:
    """The numbers of players these rules can be played with."""
    return [n for n in range(rules.min_players, rules.max_players + 1) if _playable(rules, n)]


def _table(rules: Rules, players: int | None) -> int | None:
    """``players`` if the rules can be played by that many, else None (speak in general)."""
    return players if players is not None and _playable(rules, players) else None


def _join(items: list[str]) -> str:
    """'a, b and c' / 'a, b et c'."""
    if len(items) <= 1:
        return "".join(items)
    return f"{', '.join(items[:-1])} {t('summary.and')} {items[-1]}"


def signed(n: int) -> str:
    """A score change as printed on a score sheet: '+12', '−2' (a real minus sign), '0'."""
    if n > 0:
        return f"+{n}"
    if n < 0:
        return f"{MINUS}{-n}"
    return "0"


def _sentence(text: str) -> str:
    return text[:1].upper() + text[1:]


def _unit(rules: Rules) -> str:
    """The counter's plural key: 'count.lives' or 'count.points'."""
    return "count.lives" if rules.counts_lives else "count.points"


def rules_title(rules: Rules, preset_id: str | None = None) -> str:
    """The name to show for these rules: the preset's, a rule set's, or 'Custom rules'."""
    pid = preset_id or rules.name
    preset = _preset(pid)
    if preset is not None and preset == rules:
        return t(f"preset.{pid}.name")
    if rules.name and rules.name != "custom" and _preset(rules.name) is None:
        return rules.name
    return t("preset.custom.name")


# -- hand sizes -------------------------------------------------------------------------------


def _tarot_cycle(rules: Rules, players: int) -> list[int]:
    """One whole tarot cycle, from the start size back to where it starts again."""
    sizes: list[int] = []
    size, climbing = next_tarot_size(rules, players, None, False)
    start = size
    for _ in range(4 * 22):
        sizes.append(size)
        size, climbing = next_tarot_size(rules, players, size, climbing)
        if size == start and not climbing:
            break
    return sizes


def hand_sizes(rules: Rules, players: int) -> list[int] | None:
    """The hand size of every round with this many players (one cycle for a tarot cycle),
    or None for the quick game, whose sizes are drawn at random."""
    if rules.sequence is Sequence.QUICK5:
        return None
    if rules.sequence is Sequence.TAROT_CYCLE:
        return _tarot_cycle(rules, players)
    return finite_schedule(rules, players, 0)


def _sizes_text(sizes: list[int]) -> str:
    return " ".join(map(str, sizes))


def _compact(sizes: list[int]) -> str:
    """'1 → 13 → 1' for runs of one card a round, plain numbers otherwise."""
    if len(sizes) <= 2:
        return _sizes_text(sizes)
    points = [sizes[0]]
    step = 0
    for prev, cur in pairwise(sizes):
        d = cur - prev
        if abs(d) != 1:
            return _sizes_text(sizes)
        if step and d != step:
            points.append(prev)
        step = d
    points.append(sizes[-1])
    return " → ".join(map(str, points))


def _by_players(rules: Rules, size_of: dict[int, int]) -> str:
    """'17 cards with 3 players, 13 with 4 and 3 with 6 or 7' (equal sizes of consecutive
    numbers of players said once)."""
    groups: list[tuple[int, list[int]]] = []
    for n, size in size_of.items():
        if groups and groups[-1][0] == size and groups[-1][1][-1] == n - 1:
            groups[-1][1].append(n)
        else:
            groups.append((size, [n]))
    entries = []
    for i, (size, counts) in enumerate(groups):
        who = f" {t('summary.or')} ".join(map(str, counts))
        if i == 0:
            entries.append(t("summary.size_first", cards=tn("count.cards", size), players=who))
        else:
            entries.append(t("summary.size_next", cards=size, players=who))
    return _join(entries)


def _top(rules: Rules, players: int | None) -> str:
    """The biggest (or start) hand: '13 cards', or by number of players."""
    tarot = rules.sequence is Sequence.TAROT_CYCLE
    if players is not None:
        return tn("count.cards", rules.max_size(players))
    size_of = {n: rules.max_size(n) for n in _counts(rules)}
    if len(set(size_of.values())) == 1:
        return tn("count.cards", next(iter(size_of.values())))
    if not size_of:
        return t("summary.top_unknown")
    entries = _by_players(rules, size_of)
    return entries if tarot else t("summary.top_deal", entries=entries)


def _largest_hand(rules: Rules, players: int | None) -> int:
    counts = [players] if players is not None else _counts(rules)
    best = 1
    for n in counts:
        sizes = hand_sizes(rules, n)
        best = max(best, max(sizes) if sizes else rules.max_size(n))
    return best


# -- scoring ----------------------------------------------------------------------------------


def scoring_examples(rules: Rules, players: int | None = None) -> list[tuple[int, int, int]]:
    """Worked examples of the scoring: (bid, tricks, change of score) computed by
    :func:`round_delta`, with bids and tricks a hand of this game can have: an exact bid,
    one trick too many, two too few (when the hands are big enough) and an exact zero."""
    most = _largest_hand(rules, _table(rules, players))
    exact = min(2, most)
    over = (exact, exact + 1) if exact + 1 <= most else (exact, exact - 1)
    pairs = [(exact, exact), over]
    if most >= 2:
        high = min(3, most)
        pairs.append((high, high - 2))
    if exact != 0:
        pairs.append((0, 0))
    return [(b, k, round_delta(rules.scoring, b, k)) for b, k in pairs]


def _delta_text(rules: Rules, delta: int) -> str:
    if isinstance(rules.scoring, LivesScoring):
        if delta == 0:
            return t("summary.no_loss")
        return f"{MINUS if delta < 0 else '+'}{tn(_unit(rules), abs(delta))}"
    return signed(delta)


def _examples_text(rules: Rules, players: int | None, key: str) -> list[str]:
    return [
        t(key, bid=b, tricks=k, delta=_delta_text(rules, d))
        for b, k, d in scoring_examples(rules, players)
    ]


def _points_sentences(s: PointsScoring) -> list[str]:
    if s.exact_bonus and s.exact_per_trick:
        exact = t(
            "summary.exact.both",
            points=tn("count.points", s.exact_bonus),
            per=s.exact_per_trick,
        )
    elif s.exact_bonus:
        exact = t("summary.exact.bonus", points=tn("count.points", s.exact_bonus))
    elif s.exact_per_trick:
        exact = t("summary.exact.per_trick", per=tn("count.points", s.exact_per_trick))
    else:
        exact = t("summary.exact.nothing")
    if s.miss_fixed and s.miss_per_diff:
        loss = t("summary.loss.both", points=tn("count.points", s.miss_fixed), per=s.miss_per_diff)
    elif s.miss_fixed:
        loss = tn("count.points", s.miss_fixed)
    elif s.miss_per_diff:
        loss = t("summary.loss.per_diff", per=tn("count.points", s.miss_per_diff))
    else:
        loss = ""
    gain = tn("count.points", s.miss_per_trick) if s.miss_per_trick else ""
    if gain and loss:
        miss = t("summary.miss.gain_loss", gain=gain, loss=loss)
    elif gain:
        miss = t("summary.miss.gain", gain=gain)
    elif loss:
        miss = t("summary.miss.loss", loss=loss)
    else:
        miss = t("summary.miss.nothing")
    return [exact, miss]


def _scoring_sentences(rules: Rules) -> list[str]:
    scoring = rules.scoring
    if isinstance(scoring, PointsScoring):
        return _points_sentences(scoring)
    unit = _unit(rules)
    return [
        t(
            "summary.lives",
            start=tn(unit, scoring.start),
            loss=tn(unit, scoring.loss_per_diff),
        )
    ]


def _end_sentences(rules: Rules) -> list[str]:
    scoring = rules.scoring
    if isinstance(scoring, PointsScoring):
        return [t("summary.end.points")]
    unit = "lives" if rules.counts_lives else "points"
    out = [t(f"summary.end.{scoring.end.value}.{unit}")]
    if rules.sequence is not Sequence.TAROT_CYCLE:
        out.append(t(f"summary.end.schedule.{unit}"))
    return out


# -- the summary ------------------------------------------------------------------------------


def _players_text(rules: Rules, players: int | None) -> str:
    if players is not None:
        return tn("count.players", players)
    if rules.min_players == rules.max_players:
        return tn("count.players", rules.min_players)
    return t("summary.players.range", low=rules.min_players, high=rules.max_players)


def _twos(players: int) -> list[str]:
    from ..core.cards import TWOS_REMOVAL_ORDER

    suits = "♣♦♥♠"
    return [f"2{suits[c // 13]}" for c in TWOS_REMOVAL_ORDER[: 52 % players]]


def _deck_sentence(rules: Rules, players: int | None) -> str:
    who = _players_text(rules, players)
    if rules.deck is Deck.TAROT:
        text = t("summary.deck.tarot", players=who)
    elif not rules.remove_twos:
        text = t("summary.deck.standard", players=who)
    elif players is None:
        text = t("summary.deck.twos", players=who)
    else:
        removed = _twos(players)
        if removed:
            text = t("summary.deck.twos_some", players=who, twos=_join(removed))
        else:
            text = t("summary.deck.twos_none", players=who)
    return _sentence(text)


def _sequence_sentences(rules: Rules, players: int | None) -> list[str]:
    seq = rules.sequence
    top = _top(rules, players)
    out: list[str] = []
    if seq is Sequence.CUSTOM:
        out.append(t("summary.sequence.custom", sizes=_sizes_text(list(rules.custom_sizes))))
    elif seq is Sequence.TAROT_CYCLE:
        out.append(t(f"summary.sequence.tarot-cycle.{rules.after_one.value}", top=top))
    else:
        out.append(t(f"summary.sequence.{seq.value}", top=top))
    if rules.max_hand is not None and seq is not Sequence.CUSTOM:
        out.append(t("summary.cap", cards=tn("count.cards", rules.max_hand)))
    if rules.short_cycle and seq is Sequence.TAROT_CYCLE and players in (None, 3):
        out.append(t("summary.short_cycle"))
    if players is not None:
        sizes = hand_sizes(rules, players)
        if sizes is not None and seq is not Sequence.TAROT_CYCLE:
            out.append(t("summary.rounds", rounds=tn("count.rounds", len(sizes))))
    return out


def _trump_sentences(rules: Rules) -> list[str]:
    if rules.deck is Deck.TAROT:
        return [t("summary.trump.tarot"), t(f"summary.excuse.{rules.excuse.value}")]
    if rules.trump is Trump.TURNED_UP:
        return [t(f"summary.trump.turned-up.{rules.empty_stock.value}")]
    return [t(f"summary.trump.{rules.trump.value}")]


def _sides(rules: Rules) -> tuple[str, str]:
    """The dealer's neighbour after and before them in the direction of play."""
    left, right = t("summary.side.left"), t("summary.side.right")
    return (left, right) if rules.direction is Direction.CLOCKWISE else (right, left)


def _bidding_sentences(rules: Rules) -> list[str]:
    after, before = _sides(rules)
    direction = t(f"summary.direction.{rules.direction.value}")
    out = [t(f"summary.bidding.{rules.first_bidder.value}", direction=direction, side=after)]
    if rules.hook:
        last = (
            t("summary.last.dealer")
            if rules.first_bidder is FirstBidder.AFTER_DEALER
            else t("summary.last.neighbour", side=before)
        )
        out.append(t("summary.hook.on", last=last))
    else:
        out.append(t("summary.hook.off"))
    if rules.zero_limit:
        if rules.sequence is Sequence.QUICK5:
            out.append(tn("summary.zero_limit_quick", rules.zero_limit))
        else:
            out.append(tn("summary.zero_limit", rules.zero_limit))
    return out


def _play_sentences(rules: Rules) -> list[str]:
    out: list[str] = []
    if rules.deck is Deck.STANDARD:
        if rules.trump is Trump.NONE:
            out.append(t("summary.follow.no_trump"))
        elif rules.must_trump:
            out.append(t("summary.follow.must_trump"))
        else:
            out.append(t("summary.follow.free"))
    if rules.blind_round:
        out.append(t("summary.blind"))
    return out


def rules_summary(rules: Rules, players: int | None = None, examples: bool = True) -> str:
    """One plain-language paragraph that says every rule of ``rules`` in the current language.

    With ``players`` (a number these rules can be played by) it speaks of that table: its
    biggest hand, which 2s are removed, how many rounds; otherwise of every allowed number
    of players. Without ``examples`` it leaves out the worked scoring examples (a shorter
    paragraph where room is short; the rules screen has them)."""
    players = _table(rules, players)
    sentences = [_deck_sentence(rules, players)]
    if rules.bga_table:
        sentences.append(t("summary.bga"))
    sentences += _sequence_sentences(rules, players)
    sentences += _trump_sentences(rules)
    sentences += _bidding_sentences(rules)
    sentences += _play_sentences(rules)
    sentences += _scoring_sentences(rules)
    if examples:
        worked = _examples_text(rules, players, "summary.example.entry")
        sep = " ; " if current_language() == "fr" else "; "
        sentences.append(t("summary.example", examples=sep.join(worked)))
    sentences += _end_sentences(rules)
    return " ".join(sentences)


# -- the rules screen -------------------------------------------------------------------------


def _fact(label: str, value: str) -> Block:
    sep = " : " if current_language() == "fr" else ": "
    return ("bullet", f"{label}{sep}{value}")


def _on_off(value: bool) -> str:
    return t("common.yes") if value else t("common.no")


def choice_keys(rules: Rules, preset_id: str | None = None) -> list[str]:
    """The catalog keys of the choices this app made that concern these rules: those of the
    preset's own source (:data:`CHOICES`, when the rules are that preset's), then those that
    follow from an option, whatever the rules."""
    pid = preset_id or rules.name
    keys: list[str] = []
    if _preset(pid) == rules:
        keys += CHOICES.get(pid, ())
    if rules.deck is Deck.STANDARD and rules.remove_twos:
        keys.append("rules.choice.twos")
    if rules.deck is Deck.STANDARD and rules.trump is Trump.ROTATION:
        keys.append("rules.choice.rotation")
    if rules.deck is Deck.TAROT and rules.blind_round and rules.excuse is ExcuseValue.CHOSEN:
        keys.append("rules.choice.blind_excuse")
    scoring = rules.scoring
    if isinstance(scoring, LivesScoring):
        if scoring.end is LivesEnd.LAST_ALIVE and rules.sequence is Sequence.TAROT_CYCLE:
            keys.append("rules.choice.elimination")
        keys.append("rules.choice.all_out")
    return keys


def _sequence_facts(rules: Rules, players: int | None) -> list[Block]:
    seq = rules.sequence
    blocks = [_fact(t("option.sequence"), t(f"option.sequence.{seq.value}"))]
    if seq is Sequence.CUSTOM:
        blocks.append(_fact(t("option.custom_sizes"), _sizes_text(list(rules.custom_sizes))))
    if seq is Sequence.TAROT_CYCLE:
        blocks.append(_fact(t("option.after_one"), t(f"option.after_one.{rules.after_one.value}")))
        blocks.append(_fact(t("option.short_cycle"), _on_off(rules.short_cycle)))
    if rules.max_hand is not None:
        blocks.append(_fact(t("option.max_hand"), tn("count.cards", rules.max_hand)))
    counts = [players] if players is not None else _counts(rules)
    for n in counts:
        label = t("rules.schedule", players=tn("count.players", n))
        sizes = hand_sizes(rules, n)
        if sizes is None:
            value = t("rules.quick5_sizes", top=rules.max_size(n))
        else:
            shown = _sizes_text(sizes) if players is not None else _compact(sizes)
            if seq is Sequence.TAROT_CYCLE:
                value = t("rules.cycle_again", sizes=shown)
            else:
                value = t("rules.sizes_rounds", sizes=shown, rounds=tn("count.rounds", len(sizes)))
        blocks.append(_fact(label, value))
    return blocks


def _deck_value(rules: Rules, players: int | None) -> str:
    deck = t(f"option.deck.{rules.deck.value}")
    if rules.deck is Deck.STANDARD and rules.remove_twos:
        if players is None:
            deck = f"{deck} — {t('option.remove_twos')}"
        else:
            removed = _twos(players)
            what = t("rules.twos_removed", twos=_join(removed)) if removed else t("rules.no_two")
            deck = f"{deck} — {what}"
    return deck


def _option_facts(rules: Rules, players: int | None) -> list[Block]:
    tarot = rules.deck is Deck.TAROT
    facts: list[Block] = [_fact(t("option.deck"), _deck_value(rules, players))]
    allowed = f"{rules.min_players} – {rules.max_players}"
    if players is not None:
        allowed = t("rules.players_now", allowed=allowed, players=players)
    facts.append(_fact(t("option.players"), allowed))
    if tarot:
        facts.append(_fact(t("option.bga_table"), _on_off(rules.bga_table)))
    facts.append(_fact(t("option.direction"), t(f"option.direction.{rules.direction.value}")))
    facts.append(
        _fact(t("option.first_bidder"), t(f"option.first_bidder.{rules.first_bidder.value}"))
    )
    facts.append(_fact(t("rules.leader"), t("option.first_bidder.after-dealer")))
    facts += _sequence_facts(rules, players)
    if not tarot:
        facts.append(_fact(t("option.trump"), t(f"option.trump.{rules.trump.value}")))
        if rules.trump is Trump.TURNED_UP:
            facts.append(
                _fact(t("option.empty_stock"), t(f"option.empty_stock.{rules.empty_stock.value}"))
            )
    facts.append(_fact(t("option.hook"), _on_off(rules.hook)))
    if not tarot:
        facts.append(_fact(t("option.must_trump"), _on_off(rules.must_trump)))
    facts.append(_fact(t("option.blind_round"), _on_off(rules.blind_round)))
    limit = str(rules.zero_limit) if rules.zero_limit else t("rules.no_limit")
    facts.append(_fact(t("option.zero_limit"), limit))
    if tarot:
        facts.append(_fact(t("option.excuse"), t(f"option.excuse.{rules.excuse.value}")))
    return facts


def _scoring_facts(rules: Rules) -> list[Block]:
    scoring = rules.scoring
    blocks: list[Block] = []
    if isinstance(scoring, LivesScoring):
        # Whist 22 counts points down from 14: the same rule, said with its own word.
        points = scoring.unit == "points"
        start_key = "option.points_start" if points else "option.lives_start"
        loss_key = "option.points_loss_per_diff" if points else "option.loss_per_diff"
        blocks.append(_fact(t(start_key), str(scoring.start)))
        blocks.append(_fact(t(loss_key), str(scoring.loss_per_diff)))
        blocks.append(_fact(t("option.lives_end"), t(f"option.lives_end.{scoring.end.value}")))
        formula = t(
            f"rules.formula.{'points_down' if points else 'lives'}", loss=scoring.loss_per_diff
        )
    else:
        for key, value in (
            ("option.exact_bonus", scoring.exact_bonus),
            ("option.exact_per_trick", scoring.exact_per_trick),
            ("option.miss_per_trick", scoring.miss_per_trick),
            ("option.miss_fixed", scoring.miss_fixed),
            ("option.miss_per_diff", scoring.miss_per_diff),
        ):
            blocks.append(_fact(t(key), str(value)))
        formula = _points_formula(scoring)
    blocks.append(("p", formula))
    return blocks


def _terms(terms: list[tuple[int, str]]) -> str:
    """A sum written out without its zero terms: ``[(10, ""), (1, "× tricks")]`` → "10 + 1 ×
    tricks", a negative term after a minus sign, nothing at all → "0"."""
    out = ""
    for value, unit in terms:
        if value == 0:
            continue
        number = f"{abs(value)}{' ' + unit if unit else ''}"
        if not out:
            out = number if value > 0 else f"{MINUS}{number}"
        else:
            out += f" {'+' if value > 0 else MINUS} {number}"
    return out or "0"


def _points_formula(s: PointsScoring) -> str:
    """The points scoring as two formulas, every term that counts and none that does not."""
    tricks, diff = t("rules.formula.per_trick"), t("rules.formula.per_diff")
    exact = _terms([(s.exact_bonus, ""), (s.exact_per_trick, tricks)])
    missed = _terms([(s.miss_per_trick, tricks), (-s.miss_fixed, ""), (-s.miss_per_diff, diff)])
    return t("rules.formula.points_terms", exact=exact, missed=missed)


def rules_blocks(
    rules: Rules, preset_id: str | None = None, players: int | None = None
) -> list[Block]:
    """The rules screen's document for ``rules`` (blocks for
    :class:`~game.ui.widgets.ScrollText`), in the current language: the title, the summary,
    where a preset comes from, every option with the editor's words and the hand sizes of
    this game, the scoring with its formula and a worked example, the end of the game, then
    the choices this app made. ``players``: the number at the table, when there is one."""
    pid = preset_id or rules.name
    players = _table(rules, players)
    preset = _preset(pid)
    blocks: list[Block] = [("title", rules_title(rules, pid))]
    blocks.append(("p", rules_summary(rules, players)))
    if preset is not None and preset == rules and has_key(f"rules.origin.{pid}"):
        blocks.append(("heading", t("rules.origin")))
        blocks.append(("p", t(f"rules.origin.{pid}")))
    elif preset is not None:
        blocks.append(("note", t("option.based_on", preset=t(f"preset.{pid}.name"))))
    blocks.append(("heading", t("rules.details")))
    blocks += _option_facts(rules, players)
    blocks.append(("heading", t("option.scoring")))
    blocks += _scoring_facts(rules)
    blocks.append(("heading", t("rules.example")))
    blocks += [("bullet", e) for e in _examples_text(rules, players, "rules.example.entry")]
    blocks.append(("heading", t("rules.end")))
    blocks.append(("p", " ".join(_end_sentences(rules))))
    choices = choice_keys(rules, pid)
    if choices:
        blocks.append(("heading", t("rules.choices")))
        blocks.extend(("note", t(key)) for key in choices)
    return blocks
