"""``tricktaker new-game``: a complete plugin package for a new game or a variant.

The package has its own ``pyproject.toml`` (with the ``tricktaker`` entry point and the pytest
settings naming the plugin under test), ``rules.toml`` (a whole rules file, or for a variant only
the tables it changes), a plugin module that registers the game, a hooks module with one working
hook, scenario tests and the conformance suite, and a README. It installs with ``pip install -e``
and its tests pass as generated. The files are ``string.Template`` texts in
``templates/new_game``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path
from string import Template

from tricktaker.errors import TrickTakerError

TEMPLATES = Path(__file__).with_name("templates") / "new_game"
NAME = re.compile(r"[a-z][a-z0-9]*(-[a-z0-9]+)*")


@dataclass(frozen=True)
class NewGame:
    """What to generate: the game id, and the base game of a variant (None: a new game)."""

    id: str
    base: str | None = None
    base_name: str | None = None

    @property
    def package(self) -> str:
        return "tricktaker_" + self.id.replace("-", "_")

    @property
    def dist(self) -> str:
        return "tricktaker-" + self.id

    @property
    def title(self) -> str:
        return " ".join(word.capitalize() for word in self.id.split("-"))

    def values(self) -> dict[str, str]:
        if self.base is None:
            summary = "An exact-bidding trick game for 3 to 5 players."
            base_note = ""
            rules_note = "a whole rules file, played by the core's defaults."
        else:
            summary = f"A variant of {self.base_name or self.base}."
            base_note = f": a variant of {self.base_name or self.base} (`{self.base}`)"
            rules_note = f"only the tables that differ from `{self.base}`'s rules."
        return {
            "id": self.id,
            "package": self.package,
            "dist": self.dist,
            "title": self.title,
            "summary": summary,
            "base": self.base or "",
            "base_note": base_note,
            "rules_note": rules_note,
        }

    def files(self) -> dict[str, str]:
        """The files of the package: relative path -> template name."""
        kind = "game" if self.base is None else "variant"
        src = f"src/{self.package}"
        return {
            "pyproject.toml": "pyproject.toml.tmpl",
            "README.md": "README.md.tmpl",
            f"{src}/__init__.py": "__init__.py.tmpl",
            f"{src}/hooks.py": "hooks.py.tmpl",
            f"{src}/rules.toml": f"rules_{kind}.toml.tmpl",
            f"{src}/py.typed": "",
            "tests/test_conformance.py": "test_conformance.py.tmpl",
            "tests/test_rules.py": f"test_rules_{kind}.py.tmpl",
        }


def check_name(name: str) -> str:
    """A game id: lower-case words of letters and digits joined by single hyphens."""
    if not NAME.fullmatch(name):
        raise TrickTakerError(
            f"{name!r} is not a game id: use lower-case letters, digits and hyphens, starting "
            "with a letter (e.g. my-game)"
        )
    return name


def create(spec: NewGame, parent: Path) -> Path:
    """Write the package into ``parent/tricktaker-<id>`` and return that folder.

    Refuses to write into a folder that exists and is not empty, so nothing is overwritten.
    """
    target = parent / spec.dist
    if target.exists() and any(target.iterdir()):
        raise TrickTakerError(f"{target} already exists and is not empty; nothing was written")
    values = spec.values()
    for relative, template in spec.files().items():
        path = target / relative
        path.parent.mkdir(parents=True, exist_ok=True)
        text = (TEMPLATES / template).read_text(encoding="utf-8") if template else ""
        path.write_text(Template(text).substitute(values), encoding="utf-8")
    return target
