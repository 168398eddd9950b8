"""Start-up time of the game from source, to its first menu frame (a benchmark: it prints).

    python -m bench.bench_startup [--runs 10] [--warmup 1] [--importtime]
    xvfb-run -a -s "-screen 0 1280x720x24" python -m bench.bench_startup   # a real X display

Each run starts ``python -m game`` (this interpreter, from the repository root) with
``ASCENSEUR_EXIT_AFTER_FIRST_FRAME=1``: the app quits right after its first frame — the main
menu — is flipped, and prints that moment on the ``time.perf_counter`` clock, which is the
system's monotonic clock, shared by every process (Linux, Windows, macOS). The start-up is that
moment minus the moment, on the same clock, just before this script started the process:
interpreter start, imports, settings, window, fonts and the first drawing of the menu. What the
app does after (opening the mixer, looking for a saved game, quitting) is not counted.

Every run uses a fresh, empty ``ASCENSEUR_HOME`` (no settings file, no saved game: a first
launch). ``--warmup`` runs are made first and not counted (they fill the OS file cache and
Python's bytecode caches, as any launch after the first one finds them). ``python -c pass`` is
timed the same way, for the interpreter's own share. Without a display SDL's dummy video driver
is used.

Target (issue): ≤ 0.5 s from source.
"""

from __future__ import annotations

import argparse
import os
import platform
import re
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TARGET = 0.5
_SHOWN = re.compile(r"first frame shown: perf_counter ([0-9.]+)")


def environment(home: str) -> dict[str, str]:
    env = dict(os.environ)
    env["ASCENSEUR_EXIT_AFTER_FIRST_FRAME"] = "1"
    env["ASCENSEUR_HOME"] = home
    env.setdefault("SDL_AUDIODRIVER", "dummy")
    if not env.get("DISPLAY") and not env.get("WAYLAND_DISPLAY"):
        env.setdefault("SDL_VIDEODRIVER", "dummy")
    return env


def start_once(extra: list[str] | None = None) -> tuple[float, float, str]:
    """Seconds to the first frame, seconds to the end of the process, and stderr."""
    with tempfile.TemporaryDirectory(prefix="ascenseur-start-") as home:
        env = environment(home)
        cmd = [sys.executable, *(extra or []), "-m", "game"]
        start = time.perf_counter()
        proc = subprocess.run(cmd, cwd=ROOT, env=env, capture_output=True, text=True)
        ended = time.perf_counter() - start
    match = _SHOWN.search(proc.stdout)
    if proc.returncode != 0 or match is None:
        raise SystemExit(
            f"python -m game did not report its first frame (exit {proc.returncode}):\n"
            f"{proc.stdout}\n{proc.stderr}"
        )
    return float(match.group(1)) - start, ended, proc.stderr


def bare_interpreter() -> float:
    start = time.perf_counter()
    subprocess.run([sys.executable, "-c", "pass"], check=True)
    return time.perf_counter() - start


def top_imports(stderr: str, count: int = 14) -> list[tuple[int, int, str]]:
    """The slowest imports from ``-X importtime`` output: (cumulative microseconds, nesting
    depth, module), at any depth."""
    rows: list[tuple[int, int, str]] = []
    for line in stderr.splitlines():
        if not line.startswith("import time:") or "cumulative" in line:
            continue
        parts = line.split("|")
        if len(parts) != 3:
            continue
        try:
            cumulative = int(parts[1].strip())
        except ValueError:
            continue
        name = parts[2].rstrip()
        depth = (len(name) - len(name.lstrip())) // 2
        rows.append((cumulative, depth, name.strip()))
    return sorted(rows, reverse=True)[:count]


def load() -> str:
    try:
        return " ".join(Path("/proc/loadavg").read_text().split()[:3])
    except OSError:
        return "?"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else None)
    parser.add_argument("--runs", type=int, default=10, help="timed launches")
    parser.add_argument("--warmup", type=int, default=1, help="launches made first, not counted")
    parser.add_argument(
        "--importtime", action="store_true", help="also one launch under -X importtime"
    )
    args = parser.parse_args(argv)

    display = os.environ.get("DISPLAY") or "-"
    print(
        f"python {platform.python_version()}, {platform.machine()}, nproc {os.cpu_count()}, "
        f"DISPLAY={display}, load {load()}"
    )
    for _ in range(args.warmup):
        start_once()
    bare = [bare_interpreter() for _ in range(5)]
    firsts: list[float] = []
    for n in range(1, args.runs + 1):
        first, ended, _ = start_once()
        firsts.append(first)
        print(f"  run {n:>2}: first menu frame {first:.3f} s   (process ended {ended:.3f} s)")
    best, median = min(firsts), statistics.median(firsts)
    print(
        f"python -m game → first menu frame: best {best:.3f} s, median {median:.3f} s, "
        f"worst {max(firsts):.3f} s over {len(firsts)} runs; load {load()}"
    )
    print(
        f"python -c pass: best {min(bare):.3f} s, median {statistics.median(bare):.3f} s "
        f"(the interpreter's own share)"
    )
    print(f"target ≤ {TARGET} s: {'met' if median <= TARGET else 'NOT met'} (median)")
    if args.importtime:
        _, _, stderr = start_once(["-X", "importtime"])
        print("slowest imports under -X importtime (cumulative ms, nesting depth, module):")
        for micro, depth, name in top_imports(stderr):
            print(f"  {micro / 1000:8.1f}  {depth}  {name}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
