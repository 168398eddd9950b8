"""Write the golden game records of this folder and the replay command's expected output.

Run from the repository root after a deliberate change of the engine or of the output::

    .venv/bin/python -m tests.golden.make_golden

Each seeded record is a whole game played with random legal actions drawn from a fixed seed,
so the files only change when the engine or the replay output changes. The explicit-deal record
is the worked example round of the Tarot Africain rule text (rules/004, "Exemple de manche pas à
pas"): Léa, Marc, Inès and Théo, three cards each, Théo deals. The text names nine of the twelve
cards; the other three (Marc's 5 and 12, Inès's 9) are chosen to fit the tricks it describes.
"""

from __future__ import annotations

import contextlib
import io
import random
from pathlib import Path

from game.cli.replay import main as replay_main
from game.core.presets import get_preset
from game.core.records import FORMAT, GameRecord, GameRecorder, record_json
from game.core.state import GameState

HERE = Path(__file__).resolve().parent

#: name -> (preset, players, deal seed, first dealer)
SEEDED: dict[str, tuple[str, list[str], int, int | None]] = {
    "classic-4p": ("classic", ["Ann", "Bob", "Cyd", "Dee"], 7, None),
    "tarot-africain-4p": ("tarot-africain", ["Amélie", "Benoît", "Chloé", "David"], 11, None),
    "whist22-3p": ("whist22", ["Ana", "Bruno", "Chen"], 4, 0),
}


def seeded_record(name: str) -> GameRecord:
    """A whole game of the preset, every action drawn at random from the legal ones."""
    preset, names, seed, first_dealer = SEEDED[name]
    state = GameState.new(get_preset(preset), len(names), seed=seed, first_dealer=first_dealer)
    recorder = GameRecorder(state, names)
    rng = random.Random(f"ascenseur-golden/{name}")
    while not recorder.state.is_over:
        recorder.apply(rng.choice(recorder.state.legal_actions()))
    return recorder.record()


def tarot_example_record() -> GameRecord:
    """The worked example round of rules/004, as a record with one explicit deal."""
    return GameRecord.model_validate(
        {
            "format": FORMAT,
            "rules": "tarot-africain",
            "players": ["Léa", "Marc", "Inès", "Théo"],
            "first_dealer": 3,
            "deals": [
                {
                    "hands": [
                        ["3", "8", "16"],
                        ["5", "12", "21"],
                        ["9", "14", "EX"],
                        ["2", "10", "19"],
                    ],
                    "turned": None,
                }
            ],
            "actions": [
                # Léa, Marc and Inès bid 1, 1, 0; the hook forbids 1 to Théo, who bids 2.
                *("bid 1", "bid 1", "bid 0", "bid 2"),
                *("8", "5", "9", "10"),  # Théo takes the first trick with his 10
                *("2", "16", "12", "14"),  # Léa's 16 takes the second
                *("3", "21", "EX", "19"),  # Marc's 21 takes the last
            ],
        }
    )


def golden_records() -> dict[str, GameRecord]:
    """Every golden record by file stem."""
    out = {name: seeded_record(name) for name in SEEDED}
    # The Whist 22 seed is chosen so that the record shows the Excuse's chosen value, played
    # ("EX=22") and in the blind round ("??=0"), and a blind play with the Excuse in sight ("??").
    whist = out["whist22-3p"].actions
    assert any(a.startswith("EX=") for a in whist), "whist22-3p: no Excuse choice"
    assert "??" in whist and any(a.startswith("??=") for a in whist), "whist22-3p: no blind round"
    out["tarot-example-004"] = tarot_example_record()
    return out


def replay_output(path: Path, *args: str) -> tuple[int, str]:
    """The exit status and standard output of ``python -m game replay PATH *args``."""
    buffer = io.StringIO()
    with contextlib.redirect_stdout(buffer):
        status = replay_main([str(path), *args])
    return status, buffer.getvalue()


def main() -> None:
    for stem, rec in golden_records().items():
        record_path = HERE / f"{stem}.record.json"
        record_path.write_text(record_json(rec), encoding="utf-8")
        for suffix, args in ((".replay.txt", ()), (".replay.json", ("--json",))):
            status, out = replay_output(record_path, *args)
            if status != 0:
                raise SystemExit(f"{stem}: replay exited with {status}")
            (HERE / f"{stem}{suffix}").write_text(out, encoding="utf-8")
        print(f"wrote {stem}")


if __name__ == "__main__":
    main()
