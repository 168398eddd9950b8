#!/usr/bin/env python3
"""Smoke-test a packaged ``ascenseur`` executable (or any command that starts the game).

    python3 tools/smoke_frozen.py dist/ascenseur/ascenseur [--out DIR] [--startup N]
    python3 tools/smoke_frozen.py dist/onefile/ascenseur --skip-window

Two checks, exit status 0 when both pass, 1 otherwise (the message says which step failed):

1. **headless**: ``EXE --selftest`` with SDL's dummy video and audio drivers (every asset
   loaded, a scripted game through every screen).
2. **window**: on a private Xvfb screen, the game is started as a player would start it
   (SDL's X11 driver); the script finds its window with ``xdotool search --pid`` (the process
   or, for the one-file build, its unpacked child), checks that it has an icon (with
   ``xprop``, when installed) and with ``import -window root`` screenshots that the menu
   appeared (felt green, not the empty screen); clicks New game, the Tarot Africain preset
   (5 cards each at 4 players) and Start with ``xdotool``; bids and plays ``--cards`` cards
   by clicking them, checking that each card leaves the hand; checks that the table appeared
   and that the screen changed after the plays; then sends SIGTERM (SDL turns it into a
   window close) and expects exit status 0 and no crash report.

Where to click comes from the game's ``ASCENSEUR_DEBUG_LAYOUT`` hook (``game/debug_layout.py``:
a JSON of the clickable points, rewritten after each frame); the game is started with its own
empty ``ASCENSEUR_HOME`` holding settings for English, fast animations and no sound.

``--startup N`` also starts the game N times in the window and prints the time from the
process start to its first menu frame, as the game reports it with
``ASCENSEUR_EXIT_AFTER_FIRST_FRAME=1`` (or, for a build without that hook, when the layout file
appears: it is written right after the first ``display.flip``). Screenshots go to ``--out`` (a
temporary folder by default).

Needs Xvfb, xdotool and ImageMagick's ``import`` for the window check (``--skip-window``
skips it), xprop (x11-utils) for the icon check; only the standard library.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import re
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

SCREEN = (1600, 900)
#: Seconds allowed for the self-test (it plays a whole 8-player game) and for window steps.
SELFTEST_TIMEOUT = 600
STEP_TIMEOUT = 60.0
PRESET = "tarot-africain"


class SmokeError(Exception):
    """A check failed; the message says which and why."""


def log(message: str) -> None:
    print(f"[smoke] {message}", flush=True)


# -- check 1: headless self-test ---------------------------------------------------------------


def check_selftest(exe: list[str]) -> float:
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    env.pop("DISPLAY", None)
    start = time.monotonic()
    try:
        proc = subprocess.run(
            [*exe, "--selftest"],
            env=env,
            capture_output=True,
            text=True,
            timeout=SELFTEST_TIMEOUT,
        )
    except subprocess.TimeoutExpired:
        raise SmokeError(f"--selftest did not finish within {SELFTEST_TIMEOUT} s") from None
    elapsed = time.monotonic() - start
    out = (proc.stdout + proc.stderr).strip()
    if proc.returncode != 0:
        raise SmokeError(f"--selftest exited with {proc.returncode}:\n{out[-3000:]}")
    log(f"headless --selftest: ok in {elapsed:.1f} s ({out.splitlines()[-1] if out else ''})")
    return elapsed


# -- screen, window, screenshots ---------------------------------------------------------------


class Image:
    """An RGB screenshot (from a binary PPM)."""

    def __init__(self, data: bytes) -> None:
        parts: list[bytes] = []
        pos = 0
        while len(parts) < 4:  # magic, width, height, maxval; '#' comments skipped
            while data[pos : pos + 1].isspace():
                pos += 1
            if data[pos : pos + 1] == b"#":
                pos = data.index(b"\n", pos) + 1
                continue
            end = pos
            while not data[end : end + 1].isspace():
                end += 1
            parts.append(data[pos:end])
            pos = end
        if parts[0] != b"P6" or int(parts[3]) != 255:
            raise SmokeError("the screenshot is not an 8-bit binary PPM")
        self.width, self.height = int(parts[1]), int(parts[2])
        self.pixels = data[pos + 1 : pos + 1 + 3 * self.width * self.height]

    def sample(self, box: tuple[int, int, int, int], step: int = 4) -> list[tuple[int, int, int]]:
        """Every ``step``-th pixel of the rectangle (x, y, w, h) in each direction."""
        x0, y0, w, h = box
        out = []
        px = self.pixels
        for y in range(max(0, y0), min(self.height, y0 + h), step):
            row = 3 * y * self.width
            for x in range(max(0, x0), min(self.width, x0 + w), step):
                i = row + 3 * x
                out.append((px[i], px[i + 1], px[i + 2]))
        return out


def green_share(pixels: list[tuple[int, int, int]]) -> float:
    """Share of felt-like pixels: green clearly above red and blue."""
    n = sum(1 for r, g, b in pixels if g > r + 12 and g > b + 4)
    return n / max(1, len(pixels))


def changed_share(a: list[tuple[int, int, int]], b: list[tuple[int, int, int]]) -> float:
    """Share of pixels that differ by more than a little between two samples."""
    n = 0
    for (r1, g1, b1), (r2, g2, b2) in zip(a, b, strict=True):
        n += abs(r1 - r2) + abs(g1 - g2) + abs(b1 - b2) > 30
    return n / max(1, len(a))


class Screen:
    """A private Xvfb display."""

    def __init__(self, workdir: Path) -> None:
        for tool in ("Xvfb", "xdotool", "import"):
            if shutil.which(tool) is None:
                raise SmokeError(
                    f"{tool} is missing: install xvfb, xdotool and imagemagick "
                    "(or pass --skip-window)"
                )
        self.workdir = workdir
        read, write = os.pipe()
        self.proc = subprocess.Popen(
            [
                "Xvfb",
                "-displayfd",
                str(write),
                "-screen",
                "0",
                f"{SCREEN[0]}x{SCREEN[1]}x24",
                "-nolisten",
                "tcp",
                # Without it the server resets whenever its last client leaves (each xdotool
                # or import call), and a game connecting at that moment gets no display.
                "-noreset",
            ],
            pass_fds=(write,),
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        os.close(write)
        with os.fdopen(read) as f:
            number = f.readline().strip()
        if not number:
            raise SmokeError("Xvfb did not start")
        self.display = f":{number}"
        self.env = dict(os.environ, DISPLAY=self.display)
        log(f"Xvfb on {self.display}, {SCREEN[0]}x{SCREEN[1]}")

    def run(self, *args: str, check: bool = True, timeout: float = 20) -> str:
        proc = subprocess.run(
            list(args), env=self.env, capture_output=True, text=True, timeout=timeout
        )
        if check and proc.returncode != 0:
            raise SmokeError(f"{' '.join(args)} failed: {proc.stderr.strip()}")
        return proc.stdout

    def screenshot(self, name: str) -> Image:
        ppm = self.workdir / f"{name}.ppm"
        self.run("import", "-window", "root", "-depth", "8", f"ppm:{ppm}", timeout=30)
        image = Image(ppm.read_bytes())
        png = self.workdir / f"{name}.png"
        subprocess.run(["convert", str(ppm), str(png)], capture_output=True, timeout=30)
        ppm.unlink()
        return image

    def close(self) -> None:
        self.proc.terminate()
        try:
            self.proc.wait(5)
        except subprocess.TimeoutExpired:
            self.proc.kill()


def descendants(pid: int) -> list[int]:
    """The process and its children, grand-children… (the one-file build runs the game in
    a child of the process started)."""
    out, todo = [], [pid]
    while todo:
        p = todo.pop()
        out.append(p)
        try:
            children = Path(f"/proc/{p}/task/{p}/children").read_text().split()
        except OSError:
            continue
        todo.extend(int(c) for c in children)
    return out


def kill_tree(pid: int) -> None:
    """SIGKILL a process and its descendants (children first)."""
    for p in reversed(descendants(pid)):
        with contextlib.suppress(OSError):
            os.kill(p, signal.SIGKILL)


class Game:
    """The game started on the screen, with its own home folder and layout file."""

    def __init__(
        self, exe: list[str], screen: Screen, home: Path, extra_env: dict[str, str] | None = None
    ) -> None:
        self.screen = screen
        self.home = home
        (home / "config").mkdir(parents=True, exist_ok=True)
        settings = {"language": "en", "animation_speed": "fast", "muted": True}
        (home / "config" / "settings.json").write_text(json.dumps(settings), encoding="utf-8")
        self.layout_file = home / "layout.json"
        env = dict(
            screen.env,
            ASCENSEUR_HOME=str(home),
            ASCENSEUR_DEBUG_LAYOUT=str(self.layout_file),
            SDL_AUDIODRIVER="dummy",
            # X11 or nothing: without it SDL would quietly try other drivers (Wayland…).
            SDL_VIDEODRIVER="x11",
            **(extra_env or {}),
        )
        self.output = (home / "output.txt").open("w")
        self.started = time.perf_counter()
        self.proc = subprocess.Popen(exe, env=env, stdout=self.output, stderr=subprocess.STDOUT)
        self.window: str | None = None
        self.geometry = (0, 0, 0, 0)

    def alive(self) -> None:
        if self.proc.poll() is not None:
            raise SmokeError(f"the game exited with {self.proc.returncode}:\n{self.tail()}")

    def tail(self) -> str:
        if not self.output.closed:
            self.output.flush()
        return (self.home / "output.txt").read_text(errors="replace")[-3000:]

    def find_window(self, timeout: float = STEP_TIMEOUT) -> float:
        """Wait for the game's window; the seconds since the process started."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            self.alive()
            for pid in descendants(self.proc.pid):
                ids = self.screen.run(
                    "xdotool", "search", "--onlyvisible", "--pid", str(pid), check=False
                ).split()
                if ids:
                    self.window = ids[0]
                    elapsed = time.perf_counter() - self.started
                    shell = self.screen.run("xdotool", "getwindowgeometry", "--shell", ids[0])
                    geo = dict(line.split("=", 1) for line in shell.split() if "=" in line)
                    self.geometry = (
                        int(geo["X"]),
                        int(geo["Y"]),
                        int(geo["WIDTH"]),
                        int(geo["HEIGHT"]),
                    )
                    return elapsed
            time.sleep(0.05)
        frames = "frames drawn" if self.layout_file.exists() else "no frame drawn"
        tree = descendants(self.proc.pid)
        raise SmokeError(
            f"no window within {timeout:.0f} s ({frames}; pids {tree}):\n{self.tail()}"
        )

    def layout(self) -> dict[str, Any] | None:
        try:
            data: dict[str, Any] = json.loads(self.layout_file.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return None
        return data

    def wait_first_frame(self, timeout: float = STEP_TIMEOUT) -> float:
        """Wait for the first frame (the layout file appears); seconds since the start."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.layout_file.exists():
                return time.perf_counter() - self.started
            if self.proc.poll() is not None and not self.layout_file.exists():
                self.alive()
            time.sleep(0.005)
        raise SmokeError(f"no frame within {timeout:.0f} s:\n{self.tail()}")

    def wait(self, what: str, test: Any, timeout: float = STEP_TIMEOUT) -> dict[str, Any]:
        """Wait until ``test(layout)`` holds; returns that layout."""
        deadline = time.monotonic() + timeout
        data: dict[str, Any] | None = None
        while time.monotonic() < deadline:
            self.alive()
            data = self.layout()
            if data is not None and test(data):
                return data
            time.sleep(0.05)
        raise SmokeError(f"timed out waiting for {what}; last layout: {data}")

    def wait_scene(self, name: str, timeout: float = STEP_TIMEOUT) -> dict[str, Any]:
        return self.wait(f"the {name}", lambda d: d.get("scene") == name, timeout)

    def click(self, point: list[int], what: str) -> None:
        assert self.window is not None
        x, y = point
        self.screen.run(
            "xdotool", "mousemove", "--window", self.window, str(x), str(y), "click", "1"
        )
        log(f"clicked {what} at ({x}, {y})")

    def key(self, name: str, what: str) -> None:
        assert self.window is not None
        self.screen.run("xdotool", "key", "--window", self.window, name)
        log(f"pressed {name} ({what})")

    def box(self) -> tuple[int, int, int, int]:
        return self.geometry

    def stop(self) -> int:
        """Close the game as the window manager would (SIGTERM → SDL's quit event)."""
        if self.proc.poll() is None:
            self.proc.send_signal(signal.SIGTERM)
            try:
                self.proc.wait(20)
            except subprocess.TimeoutExpired:
                kill_tree(self.proc.pid)
                self.proc.wait(5)
                raise SmokeError("the game did not quit within 20 s of SIGTERM") from None
        self.output.close()
        return self.proc.returncode


def check_window(exe: list[str], out: Path, cards: int, coach: bool = False) -> dict[str, float]:
    """Start the game in a window, play ``cards`` cards with the mouse; returns timings."""
    screen = Screen(out)
    home = Path(tempfile.mkdtemp(prefix="ascenseur-smoke-"))
    game: Game | None = None
    try:
        blank = screen.screenshot("0-blank")
        game = Game(exe, screen, home)
        t_window = game.find_window()
        t_frame = game.wait_first_frame()
        log(f"window after {t_window:.2f} s, first frame after {t_frame:.2f} s")
        box = game.box()
        if box[2] < 1024 or box[3] < 600:
            raise SmokeError(f"the window is {box[2]}x{box[3]}, smaller than 1024x600")
        if shutil.which("xprop"):
            props = screen.run("xprop", "-id", str(game.window), "_NET_WM_ICON", "WM_NAME")
            if "Icon (" not in props:
                raise SmokeError(f"the window has no icon: {props[:200]}")
            log(f"window icon set; {props.splitlines()[-1].strip()}")
        else:
            log("xprop missing (x11-utils): the window icon is not checked")
        menu = game.wait("the menu", lambda d: "new_game" in d.get("buttons", {}))
        time.sleep(0.5)  # the card fans are drawn from the second frame
        shot_menu = screen.screenshot("1-menu")
        green = green_share(shot_menu.sample(box))
        changed = changed_share(blank.sample(box), shot_menu.sample(box))
        log(f"menu screenshot: {green:.0%} felt green, {changed:.0%} changed from empty")
        if green < 0.5 or changed < 0.5:
            raise SmokeError("the menu is not on screen (see 1-menu.png)")

        game.click(menu["buttons"]["new_game"], "New game")
        setup = game.wait_scene("SetupScene")
        key = f"preset_buttons.{PRESET}"
        if key in setup["buttons"]:
            game.click(setup["buttons"][key], f"the {PRESET} preset")
            setup = game.wait(f"{PRESET} selected", lambda d: key in d.get("selected", []))
        game.click(setup["buttons"]["start_button"], "Start")
        game.wait_scene("TableScene")
        time.sleep(0.8)  # the deal animation
        shot_table = screen.screenshot("2-table")
        green = green_share(shot_table.sample(box))
        changed = changed_share(shot_menu.sample(box), shot_table.sample(box))
        log(f"table screenshot: {green:.0%} felt green, {changed:.0%} changed from the menu")
        if green < 0.3 or changed < 0.05:
            raise SmokeError("the table is not on screen (see 2-table.png)")

        played, bids = 0, 0
        deadline = time.monotonic() + 4 * STEP_TIMEOUT
        while played < cards:
            if time.monotonic() > deadline:
                raise SmokeError(f"only {played} of {cards} cards played in time")
            data = game.wait(
                "the player's turn (or a screen to close)",
                lambda d: (
                    bool(d.get("bids") or d.get("cards"))
                    or d.get("scene") in ("ScoreSheetScene", "HandoffScene", "MenuScene")
                ),
            )
            scene = data["scene"]
            if scene == "MenuScene":
                raise SmokeError("back on the menu in the middle of the game")
            if scene == "ScoreSheetScene" and "close_button" in data["buttons"]:
                game.click(data["buttons"]["close_button"], "Close (score sheet)")
            elif scene == "HandoffScene" and "handoff.confirm" in data["buttons"]:
                game.click(data["buttons"]["handoff.confirm"], "the hand-off")
            elif data.get("bids"):
                options = sorted(data["bids"], key=int)
                bid = options[len(options) // 2]
                game.click(data["bids"][bid], f"bid {bid}")
                bids += 1
                game.wait("the bid taken", lambda d, s=data: d != s)
            elif data.get("cards"):
                if coach and played == 0:
                    # Ask the coach before the first card and show what it says.
                    game.key("h", "the coach")
                    time.sleep(COACH_WAIT)
                    screen.screenshot("coach")
                card, point = sorted(data["cards"].items(), key=lambda kv: int(kv[0]))[0]
                hand = data["hand"]
                game.click(point, f"card {card} (hand of {hand})")
                game.wait(
                    f"card {card} to leave the hand",
                    lambda d, h=hand: d.get("scene") != "TableScene" or d.get("hand", h) < h,
                )
                played += 1
            time.sleep(0.1)
        time.sleep(0.5)
        shot_end = screen.screenshot("3-played")
        changed = changed_share(shot_table.sample(box), shot_end.sample(box))
        log(f"{bids} bid(s) and {played} cards played; {changed:.1%} of the screen changed")
        if changed < 0.005:
            raise SmokeError("the screen did not change while playing (see 3-played.png)")
        status = game.stop()
        if status != 0:
            raise SmokeError(f"the game exited with {status} after SIGTERM:\n{game.tail()}")
        crash = home / "logs" / "crash.log"
        if crash.exists():
            raise SmokeError(f"crash report written:\n{crash.read_text()[-3000:]}")
        log(f"window: ok (screenshots in {out})")
        return {"window": t_window, "frame": t_frame}
    except BaseException:
        if game is not None:
            log(f"game output:\n{game.tail()}")
        raise
    finally:
        if game is not None and game.proc.poll() is None:
            kill_tree(game.proc.pid)
        screen.close()
        shutil.rmtree(home, ignore_errors=True)


#: Seconds given to the coach (a Hard search, a slice per frame) before its screenshot.
COACH_WAIT = 3.0

#: The game's start-up hook (game/platform/app.py): quit after the first frame, printing its
#: moment on the perf_counter clock (the system's monotonic clock, shared by every process).
EXIT_AFTER_FIRST_FRAME = "ASCENSEUR_EXIT_AFTER_FIRST_FRAME"
_SHOWN = re.compile(r"first frame shown: perf_counter ([0-9.]+)")


def measure_startup(exe: list[str], out: Path, runs: int) -> list[float]:
    """Start the game ``runs`` times in the window; the seconds from the process start to the
    first menu frame on screen, each run: as the game reports it with
    ``ASCENSEUR_EXIT_AFTER_FIRST_FRAME=1``, else (a build without that hook) when the layout
    file appears."""
    screen = Screen(out)
    frames, hooked = [], 0
    try:
        for _ in range(runs):
            home = Path(tempfile.mkdtemp(prefix="ascenseur-startup-"))
            game = Game(exe, screen, home, {EXIT_AFTER_FIRST_FRAME: "1"})
            try:
                seen = game.wait_first_frame()
                try:
                    game.proc.wait(STEP_TIMEOUT)
                except subprocess.TimeoutExpired:  # no hook: the game goes on
                    game.stop()
                match = _SHOWN.search(game.tail())
                if match:
                    hooked += 1
                    frames.append(float(match.group(1)) - game.started)
                else:
                    frames.append(seen)
            finally:
                if game.proc.poll() is None:
                    kill_tree(game.proc.pid)
                shutil.rmtree(home, ignore_errors=True)
    finally:
        screen.close()
    how = "reported by the game" if hooked == runs else f"{hooked} reported, others polled"
    log(
        f"start-up to the first menu frame over {runs} runs ({how}): median "
        f"{statistics.median(frames):.2f} s, best {min(frames):.2f} s, worst {max(frames):.2f} s"
    )
    return frames


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("exe", nargs="+", help="the executable (and arguments) to test")
    parser.add_argument("--out", type=Path, help="folder for the screenshots")
    parser.add_argument("--cards", type=int, default=3, help="cards to play (default 3)")
    parser.add_argument("--skip-selftest", action="store_true")
    parser.add_argument("--skip-window", action="store_true")
    parser.add_argument("--startup", type=int, default=0, metavar="N", help="time N starts")
    parser.add_argument(
        "--coach", action="store_true", help="ask the coach before the first card (coach.png)"
    )
    args = parser.parse_args(argv)
    exe = list(args.exe)
    if len(exe) == 1 and os.sep in exe[0]:
        exe[0] = str(Path(exe[0]).resolve())
    out = args.out or Path(tempfile.mkdtemp(prefix="ascenseur-shots-"))
    out.mkdir(parents=True, exist_ok=True)
    log(f"testing {' '.join(exe)}")
    try:
        if not args.skip_selftest:
            check_selftest(exe)
        if not args.skip_window:
            check_window(exe, out, args.cards, args.coach)
        if args.startup:
            measure_startup(exe, out, args.startup)
    except SmokeError as exc:
        log(f"FAILED: {exc}")
        return 1
    log("all checks passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
