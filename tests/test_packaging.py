"""Packaging (issue 5), fast checks only: the PyInstaller spec, the entry points, a windowed
build without stdout/stderr, and the ``ASCENSEUR_DEBUG_LAYOUT`` hook the smoke test of the
built executables relies on. Building and running the executables is done by ``.ci/run``
(``pyinstaller build.spec`` then ``tools/smoke_frozen.py``)."""

from __future__ import annotations

import ast
import json
import re
import sys
import tomllib
from pathlib import Path

import pygame
import pytest

ROOT = Path(__file__).resolve().parents[1]
SPEC = ROOT / "build.spec"


def spec_calls() -> dict[str, list[ast.Call]]:
    """The calls in build.spec, by function name (Analysis, EXE, COLLECT…)."""
    tree = ast.parse(SPEC.read_text(encoding="utf-8"), filename=str(SPEC))
    calls: dict[str, list[ast.Call]] = {}
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
            calls.setdefault(node.func.id, []).append(node)
    return calls


def keyword(call: ast.Call, name: str) -> ast.expr | None:
    return next((k.value for k in call.keywords if k.arg == name), None)


def test_spec_uses_only_relative_paths() -> None:
    text = SPEC.read_text(encoding="utf-8")
    tree = ast.parse(text)
    strings = [n.value for n in ast.walk(tree) if isinstance(n, ast.Constant)]
    for s in strings:
        if isinstance(s, str):
            assert not s.startswith(("/", "~")), f"absolute path {s!r} in build.spec"
            assert not re.match(r"^[A-Za-z]:[\\/]", s), f"absolute path {s!r} in build.spec"
    assert "SPECPATH" in text
    assert str(ROOT) not in text


def test_spec_builds_one_folder_and_one_file_windowed_and_stripped() -> None:
    calls = spec_calls()
    assert len(calls["Analysis"]) == 1
    exes = calls["EXE"]
    assert len(exes) == 2, "one EXE for the folder build, one for the one-file build"
    for exe in exes:
        console = keyword(exe, "console")
        assert isinstance(console, ast.Constant) and console.value is False
        strip = keyword(exe, "strip")
        assert isinstance(strip, ast.Name) and strip.id == "STRIP"
        upx = keyword(exe, "upx")
        assert isinstance(upx, ast.Constant) and upx.value is False
    assert len(calls["COLLECT"]) == 1
    text = SPEC.read_text(encoding="utf-8")
    assert 'NAME = "ascenseur"' in text
    assert 'STRIP = sys.platform.startswith("linux")' in text
    assert '"onefile", NAME' in text  # dist/onefile/ascenseur


def test_spec_bundles_assets_at_the_root_and_every_game_module() -> None:
    analysis = spec_calls()["Analysis"][0]
    datas = keyword(analysis, "datas")
    assert datas is not None
    # assets/ → <bundle>/assets, where game/assets.py looks when frozen
    assert ast.unparse(datas) == "[(os.path.join(ROOT, 'assets'), 'assets')]"
    assert ast.unparse(keyword(analysis, "hiddenimports") or ast.Constant(None)) == "HIDDEN"
    text = SPEC.read_text(encoding="utf-8")
    assert 'collect_submodules(\n    "game"' in text or 'collect_submodules("game"' in text
    entry = ast.unparse(analysis.args[0])
    assert "frozen_entry.py" in entry
    assert (ROOT / "tools" / "frozen_entry.py").is_file()
    for name in ("ttf", "wav", "png"):
        assert list((ROOT / "assets").rglob(f"*.{name}")), f"no .{name} asset to bundle"


def test_spec_excludes_what_the_game_does_not_use() -> None:
    text = SPEC.read_text(encoding="utf-8")
    tree = ast.parse(text)
    excludes: list[str] = []
    for node in ast.walk(tree):
        if (
            isinstance(node, ast.Assign)
            and isinstance(node.targets[0], ast.Name)
            and node.targets[0].id == "EXCLUDES"
        ):
            excludes = list(ast.literal_eval(node.value))
    for name in ("tkinter", "numpy", "pytest", "hypothesis", "mypy", "pydantic.v1"):
        assert name in excludes
    # Nothing the game imports may be excluded.
    game_imports: set[str] = set()
    for path in (ROOT / "game").rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                game_imports.update(a.name for a in node.names)
            elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
                game_imports.add(node.module)
    for name in excludes:
        clash = [m for m in game_imports if m == name or m.startswith(name + ".")]
        assert not clash, f"build.spec excludes {name} but the game imports {clash}"


def test_pyproject_has_the_gui_entry_point_and_the_build_extra() -> None:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    assert project["gui-scripts"]["ascenseur"] == "game.__main__:main"
    assert project["scripts"]["ascenseur-cli"] == "game.__main__:main"
    build = project["optional-dependencies"]["build"]
    assert any(r.lower().startswith("pyinstaller") for r in build)


def test_frozen_entry_calls_main() -> None:
    tree = ast.parse((ROOT / "tools" / "frozen_entry.py").read_text(encoding="utf-8"))
    imports = [n for n in ast.walk(tree) if isinstance(n, ast.ImportFrom)]
    assert any(n.module == "game.__main__" and n.names[0].name == "main" for n in imports)


def test_main_runs_without_stdout_and_stderr(monkeypatch: pytest.MonkeyPatch) -> None:
    """A windowed build on Windows starts with sys.stdout and sys.stderr set to None."""
    from game.__main__ import main

    monkeypatch.setattr(sys, "stdout", None)
    monkeypatch.setattr(sys, "stderr", None)
    try:
        assert main(["--help"]) == 0
        assert main(["--no-such-option"]) == 2
        assert sys.stdout is not None and sys.stderr is not None
        print("nobody reads this")
        sys.stderr.write("nor this\n")
    finally:
        for stream in (sys.stdout, sys.stderr):
            if stream is not None:
                stream.close()


def test_main_calls_freeze_support_when_frozen(monkeypatch: pytest.MonkeyPatch) -> None:
    import multiprocessing

    from game.__main__ import main

    calls: list[bool] = []
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(multiprocessing, "freeze_support", lambda: calls.append(True))
    assert main(["--help"]) == 0
    assert calls == [True]


def test_debug_layout_hook_writes_where_to_click(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from game.platform.debug_layout import ENV, probe_from_env
    from game.platform.settings import Settings
    from game.scenes.menu import MenuScene
    from game.scenes.screens import new_app

    monkeypatch.delenv(ENV, raising=False)
    assert probe_from_env() is None
    target = tmp_path / "layout.json"
    monkeypatch.setenv(ENV, str(target))
    monkeypatch.setenv("ASCENSEUR_HOME", str(tmp_path / "home"))
    probe = probe_from_env()
    assert probe is not None
    app = new_app(Settings(language="en", animation_speed="instant"))
    try:
        app.push(MenuScene(app))
        app.step(0.0, [])
        probe(app)
        data = json.loads(target.read_text(encoding="utf-8"))
        assert data["scene"] == "MenuScene"
        assert data["size"] == [1280, 720]
        x, y = data["buttons"]["new_game"]
        menu = app.top
        assert isinstance(menu, MenuScene)
        assert menu.new_game.rect.collidepoint(x, y)
        assert "continue_" not in data["buttons"]  # greyed: no saved game
    finally:
        app.shutdown()
        pygame.quit()


def test_smoke_script_reads_screenshots() -> None:
    """tools/smoke_frozen.py (stdlib only) parses ImageMagick's PPM and scores the felt."""
    import importlib.util

    spec = importlib.util.spec_from_file_location(
        "smoke_frozen", ROOT / "tools" / "smoke_frozen.py"
    )
    assert spec is not None and spec.loader is not None
    smoke = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(smoke)
    felt, black = bytes((21, 87, 54)), bytes((0, 0, 0))
    data = b"P6\n# made by a test\n4 2\n255\n" + felt * 6 + black * 2
    image = smoke.Image(data)
    assert (image.width, image.height) == (4, 2)
    pixels = image.sample((0, 0, 4, 2), step=1)
    assert pixels[0] == (21, 87, 54) and pixels[-1] == (0, 0, 0)
    assert smoke.green_share(pixels) == 0.75
    blank = smoke.Image(b"P6 4 2 255\n" + black * 8).sample((0, 0, 4, 2), step=1)
    assert smoke.changed_share(blank, pixels) == 0.75
    with pytest.raises(smoke.SmokeError):
        smoke.Image(b"P6 1 1 65535\n" + b"\0" * 6)
