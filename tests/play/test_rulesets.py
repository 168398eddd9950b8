"""Named rule sets (issue 15): save, reload from the folder as after a restart, rename, delete,
names checked, and damaged files set aside and reported once, never a crash. Every test works
in a temporary folder (ASCENSEUR_HOME or an explicit folder), never the real user folder."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from game.core.presets import CLASSIC, TAROT_AFRICAIN
from game.core.records import (
    parse_record,
    preset_id,
    record_from_state,
    record_json,
    record_rules,
)
from game.core.rules import Rules, Sequence
from game.core.state import GameState
from game.i18n import LANGUAGES, catalog
from game.platform import notices
from game.play.rules_editor import RulesEditor
from game.play.rulesets import FORMAT, MAX_NAME, RuleSetError, RuleSets, clean_name


@pytest.fixture(autouse=True)
def _home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    home = tmp_path / "home"
    monkeypatch.setenv("ASCENSEUR_HOME", str(home))
    return home


def oh_hell_at_home() -> Rules:
    editor = RulesEditor.start(CLASSIC).set("sequence", Sequence.DOWN_UP).set("must_trump", True)
    return editor.set("scoring", "lives").set("lives_start", 5).rules()


def test_save_then_reload_from_the_folder(_home: Path) -> None:
    rules = oh_hell_at_home()
    saved = RuleSets().save("  Oh Hell at home ", rules)
    assert saved.name == "Oh Hell at home"
    assert saved.rules == rules.model_copy(update={"name": "Oh Hell at home"})
    assert saved.path.parent == _home / "data" / "rulesets"
    assert not list(saved.path.parent.glob("*.tmp"))
    body = json.loads(saved.path.read_text(encoding="utf-8"))
    assert body["format"] == FORMAT == "ascenseur-ruleset/1" and body["name"] == saved.name
    # A restart: a new store reading the folder afresh.
    again = RuleSets().load("oh hell AT HOME")
    assert again.rules == saved.rules and again.name == "Oh Hell at home"
    assert RuleSets().names() == ["Oh Hell at home"]
    assert notices.board.pending == []


def test_a_rule_set_s_rules_carry_its_name_into_records() -> None:
    saved = RuleSets().save("Family", RulesEditor.start(CLASSIC).set("hook", False).rules())
    state = GameState.new(saved.rules, 4, seed=1)
    record = record_from_state(state, ["A", "B", "C", "D"], [])
    assert preset_id(saved.rules) is None and record_rules(record) == saved.rules
    # Through the record's JSON too, as a saved game or a replay reads it.
    again = parse_record(record_json(record))
    assert record_rules(again) == saved.rules and record_rules(again).name == "Family"
    # An unchanged preset opened in the editor stays the preset (written as its id).
    assert preset_id(RulesEditor.start(CLASSIC).rules()) == "classic"


def test_several_sets_sorted_by_name_and_replaced_on_request() -> None:
    store = RuleSets()
    store.save("zeta", CLASSIC)
    store.save("Alpha", TAROT_AFRICAIN)
    store.save("beta", CLASSIC)
    assert store.names() == ["Alpha", "beta", "zeta"]
    with pytest.raises(RuleSetError) as info:
        store.save("ALPHA", CLASSIC)
    assert info.value.key == "rulesets.name_taken" and info.value.params == {"name": "Alpha"}
    replaced = store.save("alpha", CLASSIC, replace=True)
    assert store.names() == ["alpha", "beta", "zeta"]
    assert store.load("Alpha").rules == CLASSIC.model_copy(update={"name": "alpha"})
    assert len(list(replaced.path.parent.glob("*.json"))) == 3


def test_rename() -> None:
    store = RuleSets()
    first = store.save("Family", CLASSIC)
    store.save("Friends", CLASSIC)
    renamed = store.rename("family", "Family rules")
    assert renamed.path == first.path and renamed.rules.name == "Family rules"
    assert RuleSets().names() == ["Family rules", "Friends"]
    assert store.rename("Family rules", "FAMILY RULES").name == "FAMILY RULES"  # case only
    with pytest.raises(RuleSetError) as info:
        store.rename("FAMILY RULES", "friends")
    assert info.value.key == "rulesets.name_taken"
    with pytest.raises(RuleSetError) as info:
        store.rename("nobody", "x")
    assert info.value.key == "rulesets.not_found"


def test_delete() -> None:
    store = RuleSets()
    saved = store.save("Family", CLASSIC)
    store.save("Friends", CLASSIC)
    store.delete("FAMILY")
    assert not saved.path.exists() and RuleSets().names() == ["Friends"]
    with pytest.raises(RuleSetError) as info:
        store.delete("Family")
    assert info.value.key == "rulesets.not_found"


@pytest.mark.parametrize(
    ("name", "key"),
    [
        ("", "rulesets.name_empty"),
        ("   ", "rulesets.name_empty"),
        ("x" * (MAX_NAME + 1), "rulesets.name_too_long"),
        ("tab\there", "rulesets.name_invalid"),
        ("classic", "rulesets.name_reserved"),
        ("Tarot Africain", "rulesets.name_reserved"),
        ("rikiki / oh hell!", "rulesets.name_reserved"),
        ("Custom", "rulesets.name_reserved"),
    ],
)
def test_names_are_checked(name: str, key: str) -> None:
    with pytest.raises(RuleSetError) as info:
        RuleSets().save(name, CLASSIC)
    assert info.value.key == key and str(info.value)
    for lang in LANGUAGES:
        assert key in catalog(lang)
    assert RuleSets().names() == []


def test_any_other_name_is_fine() -> None:
    for name in ("Chez Léa", "a/b: c?", "x" * MAX_NAME, "Classique du dimanche"):
        assert clean_name(name) == name
        assert RuleSets().save(name, CLASSIC).name == name
    assert len(RuleSets().names()) == 4


def test_an_empty_or_missing_folder_has_no_sets(tmp_path: Path) -> None:
    assert RuleSets(tmp_path / "nowhere").list() == []
    assert not (tmp_path / "nowhere").exists()


def _write(folder: Path, name: str, data: bytes) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / name
    path.write_bytes(data)
    return path


def _valid_body(name: str = "Family") -> dict[str, object]:
    return {"format": FORMAT, "name": name, "rules": CLASSIC.model_dump(mode="json")}


@pytest.mark.parametrize(
    "data",
    [
        bytes(range(256)) * 3,  # random bytes: not UTF-8
        b'{"format": "ascenseur-ruleset/1", "name": "A", "name": "B", "rules": {}}',
        b"{not json",
        b"[]",
        json.dumps({**_valid_body(), "format": "ascenseur-ruleset/9"}).encode(),
        json.dumps({**_valid_body(), "rules": {"deck": "tarot"}}).encode(),  # refused rules
        json.dumps({**_valid_body(), "name": "classic"}).encode(),
        json.dumps({**_valid_body(), "extra": 1}).encode(),
        b" " * (1 << 17),
    ],
)
def test_a_damaged_file_is_set_aside_and_reported_once(tmp_path: Path, data: bytes) -> None:
    folder = tmp_path / "sets"
    store = RuleSets(folder)
    good = store.save("Friends", CLASSIC)
    bad = _write(folder, "0damaged.json", data)
    assert store.names() == ["Friends"]
    assert not bad.exists()
    [aside] = list(folder.glob("0damaged.json.damaged-*"))
    assert aside.read_bytes() == data  # kept for inspection
    [notice] = notices.board.pending
    assert notice.key == "rulesets.damaged" and notice.params == {"name": aside.name}
    # Once per run, however many damaged files there are.
    _write(folder, "1damaged.json", b"\xff")
    assert store.names() == ["Friends"] and len(notices.board.pending) == 1
    assert good.path.exists()


def test_a_byte_order_mark_and_a_hand_edited_rules_name_are_fine(tmp_path: Path) -> None:
    body = {**_valid_body("Family"), "rules": {**CLASSIC.model_dump(mode="json"), "name": "x"}}
    _write(tmp_path, "a.json", b"\xef\xbb\xbf" + json.dumps(body).encode())
    [found] = RuleSets(tmp_path).list()
    assert found.name == "Family" and found.rules.name == "Family"
    assert notices.board.pending == []


def test_a_second_file_with_a_name_already_seen_is_ignored(tmp_path: Path) -> None:
    _write(tmp_path, "a.json", json.dumps(_valid_body("Family")).encode())
    _write(tmp_path, "b.json", json.dumps(_valid_body("FAMILY")).encode())
    assert RuleSets(tmp_path).names() == ["Family"]
    assert (tmp_path / "b.json").exists() and notices.board.pending == []


def test_a_write_that_fails_is_an_error_not_a_crash(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    with pytest.raises(RuleSetError) as info:
        RuleSets(blocker / "sets").save("Family", CLASSIC)
    assert info.value.key == "rulesets.unwritable" and info.value.params["reason"]
