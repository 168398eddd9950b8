"""The bots' moves in fixed seeded positions, to show that a change of code keeps them (a
benchmark, not a test: it prints).

    python -m bench.same_moves [--levels random,easy,normal,hard,oracle] [--variants ...]
                               [--configs classic-4p,...] [--out FILE]

Positions come from seeded games of every kind of round the bots meet: classic (3, 4 and 7
players, and with must-trump), rikiki (its blind 1-card round and zero limit), the two
ascenseur presets, tarot-africain (the Excuse worth 0, and worth 22), and whist22 (the Excuse's
value chosen as it is played, 3 to 7 players). Each game is played with uniformly random legal
actions from its seed, and a seeded choice of its decisions with more than one legal action is
kept: bids, leads and follows, early and late in the round (where the endgame proofs run), and
every decision of a blind round.

For each position and each level, a fresh bot decides with ``random.Random`` seeded by the
position and the level, and the line printed holds the action and a digest of the values the
bot computed (the coach's figures: equal digests mean the same arithmetic, not only the same
choice). The whole budget is spent however long it takes (the time guard of ``Bot.decide`` is
not used), so the output depends on nothing but the code. ``--variants`` adds variants of
``bench.bot_variants`` (written as there), played through its arena player.

Run it on two trees and compare the outputs (``diff``): a refactor must print the same lines.
The script reads only ``game`` (and ``bench.bot_variants`` for ``--variants``), so it also
runs on a tree from before a change (``PYTHONPATH=OLD_TREE python OLD_TREE/.../same_moves.py``
or a copy of this file).
"""

from __future__ import annotations

import argparse
import hashlib
import random
import sys
import time
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from game.ai.bots import make_bot
from game.core.actions import Action, action_text
from game.core.observation import observe
from game.core.presets import PRESETS
from game.core.rules import ExcuseValue, Rules
from game.core.state import GameState, Phase

#: (name, rules, players, games): what the positions are drawn from.
CONFIGS: list[tuple[str, Rules, int, int]] = [
    ("classic-3p", PRESETS["classic"], 3, 1),
    ("classic-4p", PRESETS["classic"], 4, 2),
    ("classic-7p", PRESETS["classic"], 7, 1),
    (
        "classic-must-trump-4p",
        Rules.model_validate(
            PRESETS["classic"].model_copy(update={"must_trump": True, "name": "must"}).model_dump()
        ),
        4,
        1,
    ),
    ("rikiki-4p", PRESETS["rikiki"], 4, 2),
    ("rikiki-6p", PRESETS["rikiki"], 6, 1),
    ("ascenseur-5p", PRESETS["ascenseur"], 5, 1),
    ("ascenseur-table-4p", PRESETS["ascenseur-table"], 4, 1),
    ("tarot-africain-3p", PRESETS["tarot-africain"], 3, 1),
    ("tarot-africain-4p", PRESETS["tarot-africain"], 4, 2),
    ("tarot-africain-5p", PRESETS["tarot-africain"], 5, 1),
    (
        "tarot-excuse-22-4p",
        Rules.model_validate(
            PRESETS["tarot-africain"]
            .model_copy(update={"excuse": ExcuseValue.TWENTY_TWO, "name": "x22"})
            .model_dump()
        ),
        4,
        1,
    ),
    ("whist22-3p", PRESETS["whist22"], 3, 2),
    ("whist22-5p", PRESETS["whist22"], 5, 1),
    ("whist22-7p", PRESETS["whist22"], 7, 1),
]
#: Decisions kept per game (the blind round's are kept on top of these).
PER_GAME = 8
LEVELS = ("random", "easy", "normal", "hard", "oracle")


@dataclass(frozen=True)
class Position:
    """A decision of a seeded game: the state before it and a label."""

    label: str
    state: GameState
    kind: str


def positions(names: set[str] | None = None) -> Iterator[Position]:
    """The positions of every configuration (or of the ones named)."""
    for name, rules, players, games in CONFIGS:
        if names is not None and name not in names:
            continue
        for game in range(games):
            yield from _game_positions(name, rules, players, game)


def _game_positions(name: str, rules: Rules, players: int, game: int) -> Iterator[Position]:
    rng = random.Random(f"same_moves/{name}/{game}")
    state = GameState.new(rules, players, seed=1000 * game + players)
    # Every decision of the game is a candidate; the seeded draw keeps PER_GAME of them
    # spread over the game, and every blind decision.
    candidates: list[tuple[int, str, GameState]] = []
    n = 0
    while not state.is_over and n < 400:
        legal = state.legal_actions()
        if len(legal) > 1:
            left = state.hand_size - len(state.tricks_done)
            if state.phase is Phase.BID:
                kind = "bid"
            elif state.trick:
                kind = "follow"
            else:
                kind = "lead"
            kind += f", {left} left" + (", blind" if state.blind else "")
            candidates.append((n, kind, state.clone()))
        state.apply(legal[int(rng.random() * len(legal))])
        n += 1
    blind = [c for c in candidates if c[2].blind]
    others = [c for c in candidates if not c[2].blind]
    picked = sorted(rng.sample(others, min(PER_GAME, len(others))), key=lambda c: c[0])
    for n, kind, st in sorted(blind[:6] + picked, key=lambda c: c[0]):
        yield Position(f"{name} game {game} decision {n}", st, kind)


def digest(values: dict[Action, float] | None) -> str:
    """A short digest of a bot's values (exact floats), or '-' when it has none."""
    if values is None:
        return "-"
    text = ";".join(f"{action_text(a)}={v!r}" for a, v in sorted(values.items(), key=str))
    return hashlib.sha256(text.encode()).hexdigest()[:12]


def decide(level: str, position: Position) -> tuple[str, str]:
    """A fresh ``level`` bot's action in ``position`` and the digest of its values, with the
    whole budget spent (no time guard)."""
    state = position.state
    rng = random.Random(f"same_moves/{position.label}/{level}")
    if level == "oracle":
        oracle = _oracle()
        return action_text(oracle.decide_state(state.clone(), rng)), "-"
    thinking = make_bot(level).think(observe(state, state.to_move), rng)
    while not thinking.step(250):
        pass
    return action_text(thinking.result), digest(thinking.values())


def _oracle() -> Any:
    """The oracle of the arena (``game.ai.oracle``; before it had its module, in
    ``game.ai.bots``)."""
    try:
        from game.ai.oracle import OracleBot
    except ImportError:
        from game.ai.bots import OracleBot  # type: ignore[attr-defined,no-redef]
    return OracleBot()


def decide_variant(variant: str, position: Position) -> str:
    """The action of a ``bench.bot_variants`` variant in ``position``."""
    from bench import bot_variants

    player = bot_variants.VariantPlayer(bot_variants.parse_variant(variant))
    rng = random.Random(f"same_moves/{position.label}/{variant}")
    action, seconds = player.act(position.state.clone(), rng)
    # The time guard of Bot.decide may cut a slow decision short on a busy machine: say so.
    return action_text(action) + (" (slow)" if seconds > 0.8 else "")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    ap.add_argument("--levels", default=",".join(LEVELS))
    ap.add_argument("--variants", default="", help="bench.bot_variants variants, ';'-separated")
    ap.add_argument("--configs", default="", help="configurations to draw from (default: all)")
    args = ap.parse_args(argv)
    levels = [lv for lv in args.levels.split(",") if lv]
    variants = [v for v in args.variants.split(";") if v]
    names = set(args.configs.split(",")) if args.configs else None
    start = time.perf_counter()
    whole = hashlib.sha256()
    count = 0
    for position in positions(names):
        count += 1
        for level in levels:
            action, values = decide(level, position)
            line = f"{position.label} [{position.kind}] {level}: {action} values {values}"
            print(line, flush=True)
            whole.update(line.encode())
        for variant in variants:
            action = decide_variant(variant, position)
            line = f"{position.label} [{position.kind}] {variant}: {action}"
            print(line, flush=True)
            whole.update(line.encode())
    took = time.perf_counter() - start
    print(f"{count} positions, levels {','.join(levels)}; digest {whole.hexdigest()[:16]}")
    print(f"({took:.0f} s)", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
