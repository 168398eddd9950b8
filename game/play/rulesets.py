"""Named rule sets: custom rules saved under a name, offered in Setup beside the presets.

Each rule set is one JSON file in ``rulesets/`` of the user data folder
(:func:`game.platform.files.data_dir`)::

    {"format": "ascenseur-ruleset/1", "name": "Oh Hell at home", "rules": { ...Rules... }}

One file per set rather than one file for all: a damaged file then costs one rule set, not
every one, and saving, renaming or deleting one set never rewrites the others. File names are
random ids, not the names, so that any name (slashes, accents, names that differ only by case
on a case-insensitive disk) is safe, and a rename is an atomic rewrite of the same file.

Writing is atomic (a temporary file then :func:`os.replace`), as for the saved game. Reading
goes through :func:`game.core.jsontext.load_bytes`: a file that is not UTF-8, not JSON, has a
key twice, or does not hold valid rules — or a folder with a rule set's name — is set aside
(``<id>.json.damaged-<timestamp>``), logged, and the player is told once
(:mod:`game.platform.notices`); it never stops the game.

The rules of a set carry its name (``Rules.name``), so game records, which write non-preset
rules in full, and statistics, which show ``Rules.name``, name the set::

    store = RuleSets()                    # or RuleSets(folder) in tests
    store.save("Oh Hell at home", rules)  # RuleSetError (i18n key + params) for a bad name
    [s.name for s in store.list()]        # sorted by name, case-insensitively
    store.load("oh hell at home").rules   # names match case-insensitively
    store.rename("Oh Hell at home", "Family rules")
    store.delete("Family rules")
"""

from __future__ import annotations

import builtins
import json
import logging
import unicodedata
import uuid
from dataclasses import dataclass
from pathlib import Path
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field

from ..core.jsontext import load_bytes
from ..core.presets import PRESETS
from ..core.rules import Rules
from ..i18n import LANGUAGES, catalog
from ..platform import notices
from ..platform.files import (
    check_folder,
    data_dir,
    move_folder_aside,
    read_file,
    set_aside,
    write_atomic,
)

log = logging.getLogger(__name__)

FORMAT = "ascenseur-ruleset/1"
FOLDER = "rulesets"
#: Longest name: it must fit a Setup list row and a statistics heading.
MAX_NAME = 40
#: A rule set is under a kilobyte: past this a file is not one (and is not read whole).
MAX_FILE_BYTES = 1 << 16


class RuleSetError(ValueError):
    """A rule-set operation that cannot be done: a bad or taken name, an unknown set, a file
    that cannot be written. ``key`` and ``params`` are the message in the player's language
    (``rulesets.*``); ``str()`` is the English one, for the log."""

    def __init__(self, message: str, key: str, **params: object) -> None:
        super().__init__(message)
        self.key = key
        self.params: dict[str, object] = params


class RuleSetFile(BaseModel):
    """What one rule-set file holds."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    format: Literal["ascenseur-ruleset/1"]
    name: Annotated[str, Field(strict=True, min_length=1, max_length=MAX_NAME)]
    rules: Rules


@dataclass(frozen=True, slots=True)
class RuleSet:
    """A saved rule set: its name, its rules (``rules.name == name``) and its file."""

    name: str
    rules: Rules
    path: Path


def _reserved_names() -> set[str]:
    """Names a set may not take: the preset ids and their display names in every language
    (a set called "classic" or "Tarot Africain" would pass for the preset in Setup and in the
    statistics), and ``custom``, the name of unsaved custom rules."""
    names = {"custom", *PRESETS}
    for lang in LANGUAGES:
        names.update(catalog(lang).get(f"preset.{pid}.name", pid) for pid in PRESETS)
        names.add(catalog(lang).get("preset.custom.name", "custom"))
    return {n.casefold() for n in names}


def clean_name(name: str) -> str:
    """The name as it will be stored: trimmed, inner spaces kept. :class:`RuleSetError` for
    an empty or too long name, control characters, or a preset's name."""
    cleaned = unicodedata.normalize("NFC", name).strip()
    if not cleaned:
        raise RuleSetError("a rule set needs a name", "rulesets.name_empty")
    if len(cleaned) > MAX_NAME:
        raise RuleSetError(
            f"a name has at most {MAX_NAME} characters", "rulesets.name_too_long", most=MAX_NAME
        )
    if any(unicodedata.category(ch) in ("Cc", "Cf") for ch in cleaned):
        raise RuleSetError("a name cannot hold control characters", "rulesets.name_invalid")
    if cleaned.casefold() in _reserved_names():
        raise RuleSetError(
            f"{cleaned!r} is the name of a preset", "rulesets.name_reserved", name=cleaned
        )
    return cleaned


class RuleSets:
    """The rule sets of one folder (default: ``rulesets/`` in the user data folder).

    Every call reads the folder again: the sets are a handful of small files, and this way
    the store never holds a stale copy (another window, a file copied in by hand)."""

    def __init__(self, folder: Path | None = None) -> None:
        self._folder = folder

    @property
    def folder(self) -> Path:
        """Where the files are (created on first write, not on read)."""
        return self._folder if self._folder is not None else data_dir(create=False) / FOLDER

    # -- reading ---------------------------------------------------------------------------

    def list(self) -> list[RuleSet]:
        """Every readable rule set, sorted by name (case-insensitively). Damaged files are set
        aside and reported; a second file with a name already seen is ignored (logged)."""
        if not check_folder(self.folder):  # a file in the folder's place that stays there
            return []
        try:
            paths = sorted(self.folder.glob("*.json"))
        except OSError as exc:
            log.warning("could not list the rule sets in %s: %s", self.folder, exc)
            return []
        seen: dict[str, RuleSet] = {}
        for path in paths:
            found = self._read(path)
            if found is None:
                continue
            key = found.name.casefold()
            if key in seen:
                log.warning("%s repeats the rule set name %r: ignored", path, found.name)
                continue
            seen[key] = found
        return sorted(seen.values(), key=lambda s: (s.name.casefold(), s.name))

    def names(self) -> builtins.list[str]:
        """The names of every rule set, in :meth:`list`'s order."""
        return [s.name for s in self.list()]

    def find(self, name: str) -> RuleSet | None:
        """The rule set of this name (case-insensitively, spaces trimmed), or None."""
        wanted = unicodedata.normalize("NFC", name).strip().casefold()
        return next((s for s in self.list() if s.name.casefold() == wanted), None)

    def load(self, name: str) -> RuleSet:
        """The rule set of this name; :class:`RuleSetError` if there is none."""
        found = self.find(name)
        if found is None:
            raise RuleSetError(f"no rule set {name!r}", "rulesets.not_found", name=name.strip())
        return found

    def _read(self, path: Path) -> RuleSet | None:
        try:
            raw = read_file(path, MAX_FILE_BYTES)
        except FileNotFoundError:  # removed since the folder was listed
            return None
        except IsADirectoryError:
            move_folder_aside(path, "rulesets-damaged", "notice.ruleset_folder")
            return None
        except OSError as exc:
            log.warning("could not read the rule set %s: %s", path, exc)
            notices.report("rulesets-read", "rulesets.unreadable", reason=exc.strerror or exc)
            return None
        try:
            if len(raw) > MAX_FILE_BYTES:
                raise ValueError(f"larger than {MAX_FILE_BYTES} bytes: not a rule set")
            body = RuleSetFile.model_validate(load_bytes(raw))
            name = clean_name(body.name)
        except ValueError as exc:  # JsonTextError, ValidationError, RuleSetError: damage
            self._set_aside(path, exc)
            return None
        # The file's name field wins over a hand-edited rules name: records and statistics
        # must show the name the player sees in Setup.
        rules = (
            body.rules if body.rules.name == name else body.rules.model_copy(update={"name": name})
        )
        return RuleSet(name, rules, path)

    def _set_aside(self, path: Path, exc: Exception) -> None:
        aside = set_aside(path)
        where = f"; kept as {aside.name}" if aside is not None else ""
        reason = " ".join(str(exc).split())  # pydantic's messages span several lines
        log.warning("the rule set %s is damaged (%s): ignored%s", path, reason, where)
        notices.report(
            "rulesets-damaged",
            "rulesets.damaged",
            name=aside.name if aside is not None else path.name,
        )

    # -- writing ---------------------------------------------------------------------------

    def save(self, name: str, rules: Rules, replace: bool = False) -> RuleSet:
        """Save ``rules`` under ``name`` (the stored rules carry the name). A name already
        taken (case-insensitively) is refused unless ``replace``, which overwrites that set.
        :class:`RuleSetError` for a bad name or a file that cannot be written."""
        cleaned = clean_name(name)
        existing = self.find(cleaned)
        if existing is not None and not replace:
            raise RuleSetError(
                f"a rule set is already called {existing.name!r}",
                "rulesets.name_taken",
                name=existing.name,
            )
        path = existing.path if existing is not None else self._new_path()
        return self._write(path, cleaned, rules)

    def rename(self, old: str, new: str) -> RuleSet:
        """Give the set ``old`` the name ``new`` (changing only its case is allowed)."""
        current = self.load(old)
        cleaned = clean_name(new)
        other = self.find(cleaned)
        if other is not None and other.path != current.path:
            raise RuleSetError(
                f"a rule set is already called {other.name!r}",
                "rulesets.name_taken",
                name=other.name,
            )
        return self._write(current.path, cleaned, current.rules)

    def delete(self, name: str) -> None:
        """Delete the set of this name; :class:`RuleSetError` if there is none or the file
        cannot be removed."""
        current = self.load(name)
        try:
            current.path.unlink(missing_ok=True)
        except OSError as exc:
            log.warning("could not delete the rule set %s: %s", current.path, exc)
            raise RuleSetError(
                f"could not delete {current.path}: {exc}",
                "rulesets.unwritable",
                reason=exc.strerror or exc,
            ) from None

    def _new_path(self) -> Path:
        while True:
            path = self.folder / f"{uuid.uuid4().hex[:12]}.json"
            if not path.exists():
                return path

    def _write(self, path: Path, name: str, rules: Rules) -> RuleSet:
        named = rules.model_copy(update={"name": name})
        body = RuleSetFile(format=FORMAT, name=name, rules=named)
        text = json.dumps(body.model_dump(mode="json"), ensure_ascii=False, indent=1) + "\n"
        try:
            write_atomic(path, text)
        except OSError as exc:
            log.warning("could not write the rule set %s: %s", path, exc)
            raise RuleSetError(
                f"could not write {path}: {exc}",
                "rulesets.unwritable",
                reason=exc.strerror or exc,
            ) from None
        return RuleSet(name, named, path)


__all__ = [
    "FORMAT",
    "MAX_NAME",
    "RuleSet",
    "RuleSetError",
    "RuleSetFile",
    "RuleSets",
    "clean_name",
]
