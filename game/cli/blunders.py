"""The blunder suite: stored positions where an action is proved worse in every world the
seat cannot tell apart (:mod:`game.ai.proof`), and how often a bot level picks one.

A position is a game replayed from its seed: the preset, the number of players, the game
seed and every action up to the decision, in their text forms. It carries its proof (the
kind, the dominated actions, the good ones), so the suite can be re-proved and judged without
trusting the generator. ``bench/blunders.py`` is the command line; the file is
``bench/blunders.json``.
"""

from __future__ import annotations

import json
import random
from collections import Counter
from collections.abc import Iterable
from dataclasses import asdict, dataclass, field
from pathlib import Path

from ..ai.bots import PROOF_BUDGET, PROOF_TRICKS, Bot, SearchBot, make_bot
from ..ai.proof import KINDS, Proof, prove
from ..core.actions import Action, action_text, parse_action
from ..core.observation import Observation, observe
from ..core.presets import PRESETS
from ..core.state import GameState

#: The node budget of the endgame proofs of the suite and the most tricks left for one: the
#: Hard bot's, so the suite holds what Hard's own proofs can find.
SUITE_BUDGET = PROOF_BUDGET
SUITE_TRICKS = PROOF_TRICKS
#: The file format's version.
VERSION = 1


@dataclass(frozen=True, slots=True)
class Position:
    """A decision of a replayed game and its proof."""

    preset: str
    players: int
    seed: int
    actions: tuple[str, ...]
    kind: str
    dominated: tuple[str, ...]
    good: tuple[str, ...]
    floor: float = 0.0

    def state(self) -> GameState:
        """The game at the decision."""
        state = GameState.new(PRESETS[self.preset], self.players, seed=self.seed)
        for text in self.actions:
            state.apply(parse_action(text))
        return state

    def observation(self) -> Observation:
        """What the seat to move sees."""
        state = self.state()
        return observe(state, state.to_move)

    def is_blunder(self, action: Action) -> bool:
        """Whether ``action`` is one of the proved-worse actions."""
        return action_text(action) in self.dominated

    def label(self) -> str:
        """A short name for reports."""
        return f"{self.preset} {self.players}p seed {self.seed} after {len(self.actions)} actions"


def position_of(
    preset: str, players: int, seed: int, actions: Iterable[str], proof: Proof
) -> Position:
    """The stored form of a proved decision."""
    return Position(
        preset,
        players,
        seed,
        tuple(actions),
        proof.kind,
        tuple(action_text(a) for a in proof.dominated),
        tuple(action_text(a) for a in proof.good),
        proof.floor,
    )


def save(positions: list[Position], path: Path) -> None:
    """Write the suite (a small JSON document, one position per line for diffs)."""
    lines = [json.dumps(asdict(p), separators=(",", ":")) for p in positions]
    body = ",\n".join(lines)
    path.write_text(f'{{"version": {VERSION}, "positions": [\n{body}\n]}}\n', encoding="utf-8")


def load(path: Path) -> list[Position]:
    """Read the suite written by :func:`save`."""
    doc = json.loads(path.read_text(encoding="utf-8"))
    if doc.get("version") != VERSION:
        raise ValueError(
            f"{path}: blunder suite version {doc.get('version')!r}, expected {VERSION}"
        )
    out = []
    for p in doc["positions"]:
        out.append(
            Position(
                p["preset"],
                p["players"],
                p["seed"],
                tuple(p["actions"]),
                p["kind"],
                tuple(p["dominated"]),
                tuple(p["good"]),
                p.get("floor", 0.0),
            )
        )
    return out


@dataclass(slots=True)
class Generator:
    """Finds proved positions in games between seeded bots."""

    #: Positions kept per game, at most (so one game does not fill the suite).
    per_game: int = 3
    #: Positions kept per preset, player count and kind, at most.
    per_cell: int = 6
    seen: Counter[tuple[str, int, str]] = field(default_factory=Counter)
    kinds: Counter[str] = field(default_factory=Counter)

    def game(self, preset: str, players: int, seed: int, levels: list[str]) -> list[Position]:
        """Play one game and keep a few of the proved decisions it met (any seat's): of
        different kinds, the kinds the suite holds fewest of first."""
        state = GameState.new(PRESETS[preset], players, seed=seed)
        bots: list[Bot] = [make_bot(levels[s % len(levels)]) for s in range(players)]
        actions: list[str] = []
        found: list[Position] = []
        while not state.is_over:
            seat = state.to_move
            obs = observe(state, seat)
            proof = prove(obs, SUITE_BUDGET, SUITE_TRICKS)
            if proof:
                found.append(position_of(preset, players, seed, actions, proof))
            rng = random.Random(f"blunders/generate/{preset}/{players}/{seed}/{len(actions)}")
            action = bots[seat].decide(obs, rng)
            state.apply(action, seat)
            actions.append(action_text(action))
        kept: list[Position] = []
        for p in sorted(found, key=lambda p: self.kinds[p.kind]):
            cell = (preset, players, p.kind)
            if len(kept) == self.per_game:
                break
            if any(k.kind == p.kind for k in kept) or self.seen[cell] >= self.per_cell:
                continue
            self.seen[cell] += 1
            self.kinds[p.kind] += 1
            kept.append(p)
        return kept


def generate_setup(
    preset: str, players: int, seeds: int, levels: list[list[str]]
) -> list[Position]:
    """The positions kept from ``seeds`` games of one preset and player count (the seat
    levels of game ``i`` are ``levels[i % len(levels)]``)."""
    gen = Generator()
    out: list[Position] = []
    for seed in range(seeds):
        out.extend(gen.game(preset, players, seed, levels[seed % len(levels)]))
    return out


def reprove(position: Position) -> Proof | None:
    """Prove the stored position again."""
    return prove(position.observation(), SUITE_BUDGET, SUITE_TRICKS)


def proof_matches(position: Position, proof: Proof | None) -> bool:
    """Whether a fresh proof says what the stored one says."""
    return (
        proof is not None
        and proof.kind == position.kind
        and tuple(action_text(a) for a in proof.dominated) == position.dominated
        and tuple(action_text(a) for a in proof.good) == position.good
    )


@dataclass(frozen=True, slots=True)
class Verdict:
    """A level's decision on one position."""

    index: int
    action: str
    blunder: bool


def judge(
    positions: list[Position],
    level: str,
    indices: Iterable[int] | None = None,
    proofs: bool = True,
) -> list[Verdict]:
    """The decision of a fresh ``level`` bot on each position (seeded by its index);
    ``proofs=False`` judges a search bot without its proofs (its search alone)."""
    out = []
    for i in indices if indices is not None else range(len(positions)):
        p = positions[i]
        bot = make_bot(level)
        if not proofs and isinstance(bot, SearchBot):
            bot.proof_budget = None
        action = bot.decide(p.observation(), random.Random(f"blunders/{i}"))
        out.append(Verdict(i, action_text(action), p.is_blunder(action)))
    return out


def report(level: str, positions: list[Position], verdicts: list[Verdict]) -> dict[str, object]:
    """The summary ``bench/blunders.py --json`` prints."""
    by_kind: dict[str, dict[str, int]] = {}
    for v in verdicts:
        kind = positions[v.index].kind
        cell = by_kind.setdefault(kind, {"positions": 0, "blunders": 0})
        cell["positions"] += 1
        cell["blunders"] += v.blunder
    ordered = {k: by_kind[k] for k in KINDS if k in by_kind}
    return {
        "level": level,
        "positions": len(verdicts),
        "blunders": sum(v.blunder for v in verdicts),
        "by_kind": ordered,
        "list": [
            {
                "index": v.index,
                "position": positions[v.index].label(),
                "kind": positions[v.index].kind,
                "played": v.action,
                "good": list(positions[v.index].good),
            }
            for v in verdicts
            if v.blunder
        ],
    }


__all__ = [
    "SUITE_BUDGET",
    "SUITE_TRICKS",
    "Generator",
    "Position",
    "Verdict",
    "judge",
    "load",
    "position_of",
    "proof_matches",
    "report",
    "reprove",
    "save",
]
