"""``python -m game replay FILE [--json]``: check a game record and print its score sheet.

For each round: the hand size, the dealer, the trump, then each player's bid, tricks and points
(or lives) with the change and the total; then the standings and the winners. ``--json`` prints
the same facts as JSON.

Exit status: 0 when every action is legal (the record may stop before the end of the game:
"unfinished after N actions"), 1 at the first illegal action (named on the last line), 2 when
the file cannot be read or is not a valid record (one line on stderr).
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any, TextIO

from ..core.cards import card_text
from ..core.records import (
    GameRecord,
    RecordError,
    ReplayResult,
    load_record,
    record_rules,
    replay,
)
from ..core.rules import Rules, Trump
from ..core.state import Phase

SUIT_NAMES = ("clubs", "diamonds", "hearts", "spades")


def _rules_label(rec: GameRecord, rules: Rules) -> str:
    kind = "lives" if rules.counts_lives else "points"
    if isinstance(rec.rules, str):
        return f"{rec.rules} ({kind})"
    return f"custom rules '{rules.name}' ({kind})"


def report_data(result: ReplayResult) -> dict[str, Any]:
    """Everything the replay command prints, as JSON-ready data."""
    rec = result.record
    state = result.state
    rules = record_rules(rec)
    names = rec.players
    unit = "lives" if rules.counts_lives else "points"
    rounds: list[dict[str, Any]] = []
    for r in state.history:
        trump = SUIT_NAMES[r.trump] if r.trump is not None else None
        rounds.append(
            {
                "round": r.index + 1,
                "hand_size": r.hand_size,
                "blind": rules.blind_round and r.hand_size == 1,
                "dealer": names[r.dealer],
                "turned": card_text(r.turned) if r.turned is not None else None,
                "trump": trump,
                "players": [
                    {
                        "name": names[s],
                        "bid": r.bids[s],
                        "tricks": r.tricks[s],
                        "delta": r.deltas[s],
                        "total": r.totals[s],
                    }
                    for s in range(state.players)
                ],
            }
        )
    standings = [
        {"rank": rank, "name": names[seat], "total": total}
        for rank, seat, total in state.standings()
    ]
    current: dict[str, Any] | None = None
    if not state.is_over:
        current = {
            "round": state.round_index + 1,
            "hand_size": state.hand_size,
            "phase": state.phase.value,
            "to_move": names[state.to_move],
        }
    illegal: dict[str, Any] | None = None
    if result.illegal is not None:
        bad = result.illegal
        illegal = {
            "index": bad.index,
            "action": bad.text,
            "player": names[bad.seat] if bad.seat >= 0 else None,
            "message": bad.message,
            "rule": bad.rule,
            "text": bad.describe(),
        }
    return {
        "format": rec.format,
        "rules": rec.rules if isinstance(rec.rules, str) else rules.model_dump(mode="json"),
        "scoring": unit,
        "players": list(names),
        "seed": rec.seed,
        "deals": len(rec.deals) if rec.deals is not None else None,
        "first_dealer": names[state.first_dealer],
        "status": result.status,
        "actions": len(rec.actions),
        "applied": result.applied,
        "rounds": rounds,
        "current": current,
        "standings": standings,
        "winners": [names[s] for s in state.winners] if state.winners is not None else None,
        "illegal": illegal,
    }


def _trump_text(rules: Rules, turned: str | None, trump: str | None) -> str:
    if trump is None:
        return "no trump"
    if rules.trump is Trump.TURNED_UP and turned is not None:
        return f"trump {trump} ({turned} turned up)"
    return f"trump {trump}"


def _signed(n: int) -> str:
    return f"{n:+d}" if n else "0"


def _names_list(names: list[str]) -> str:
    if len(names) <= 1:
        return "".join(names)
    return ", ".join(names[:-1]) + " and " + names[-1]


def report_text(result: ReplayResult) -> str:
    """The replay command's text output."""
    data = report_data(result)
    rules = record_rules(result.record)
    names: list[str] = data["players"]
    unit: str = data["scoring"]
    width = max(6, *(len(n) for n in names))
    lines = [
        f"Rules: {_rules_label(result.record, rules)}",
        f"Players: {', '.join(names)}",
    ]
    if data["seed"] is not None:
        lines.append(f"Deals: drawn from seed {data['seed']}; {data['first_dealer']} deals first")
    else:
        count = data["deals"]
        lines.append(
            f"Deals: {count} explicit deal{'s' if count > 1 else ''}; "
            f"{data['first_dealer']} deals first"
        )
    for r in data["rounds"]:
        cards = f"{r['hand_size']} card{'s' if r['hand_size'] > 1 else ''}"
        if r["blind"]:
            cards += " (blind)"
        lines.append("")
        lines.append(
            f"Round {r['round']}: {cards}, dealer {r['dealer']}, "
            f"{_trump_text(rules, r['turned'], r['trump'])}"
        )
        lines.append(f"  {'player':<{width}}  {'bid':>3}  {'tricks':>6}  {unit:>6}  {'total':>5}")
        for p in r["players"]:
            if p["bid"] is None:
                lines.append(f"  {p['name']:<{width}}  {'out':>3}  {'':>14}  {p['total']:>5}")
                continue
            lines.append(
                f"  {p['name']:<{width}}  {p['bid']:>3}  {p['tricks']:>6}  "
                f"{_signed(p['delta']):>6}  {p['total']:>5}"
            )
    lines.append("")
    done = len(data["rounds"])
    if data["status"] == "finished":
        lines.append(f"Final standings ({unit}):")
    elif done:
        lines.append(f"Standings after round {done} ({unit}):")
    else:
        lines.append(f"No round finished yet ({unit}):")
    for s in data["standings"]:
        lines.append(f"  {s['rank']:>2}. {s['name']:<{width}}  {s['total']:>5}")
    winners = data["winners"]
    if winners:
        label = "Winner" if len(winners) == 1 else "Winners"
        lines.append(f"{label}: {_names_list(winners)}")
    lines.append("")
    if data["illegal"] is not None:
        lines.append(data["illegal"]["text"])
    elif data["status"] == "unfinished":
        cur = data["current"]
        doing = "to bid" if cur["phase"] == Phase.BID.value else "to play"
        lines.append(
            f"unfinished after {data['applied']} actions: round {cur['round']} "
            f"({cur['hand_size']} card{'s' if cur['hand_size'] > 1 else ''}), "
            f"{cur['to_move']} {doing}"
        )
    else:
        lines.append(f"finished after {data['applied']} actions")
    return "\n".join(lines) + "\n"


def _write(stream: TextIO, text: str) -> None:
    """Write text even to a console that cannot show every character of a name."""
    try:
        stream.write(text)
    except UnicodeEncodeError:
        encoding = stream.encoding or "ascii"
        stream.write(text.encode(encoding, "replace").decode(encoding))


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="python -m game replay",
        description=(
            "Check a game record and print its score sheet. Exit status: 0 legal (finished or "
            "not), 1 an illegal action, 2 a file that cannot be read or is not a record."
        ),
    )
    parser.add_argument("file", help="the record (.json, see docs/RECORDS.md)")
    parser.add_argument("--json", action="store_true", help="print the result as JSON")
    return parser


def main(argv: list[str] | None = None) -> int:
    """Entry point of ``python -m game replay``; returns the exit status."""
    try:
        args = _parser().parse_args(argv)
    except SystemExit as exc:  # argparse has printed the usage and the problem
        return exc.code if isinstance(exc.code, int) else 2
    try:
        rec = load_record(args.file)
        result = replay(rec)
    except RecordError as exc:
        _write(sys.stderr, f"replay: {args.file}: {exc}\n")
        return 2
    if args.json:
        _write(sys.stdout, json.dumps(report_data(result), ensure_ascii=False, indent=2) + "\n")
    else:
        _write(sys.stdout, report_text(result))
    return 0 if result.legal else 1


if __name__ == "__main__":
    raise SystemExit(main())
