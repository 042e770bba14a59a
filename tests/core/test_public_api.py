"""The public API (issue 45): what a game or mechanic author imports is ``tricktaker`` and
``tricktaker.testing``, each name documented; the bundled games, the docs' examples and the
``new-game`` scaffold import nothing else.

import-linter's ``games-use-the-public-api`` contract checks the installed plugin packages; this
test checks every file a plugin author copies from, including the scaffold's templates and the
docs' examples, which import-linter cannot see.
"""

from __future__ import annotations

import ast
import importlib
import inspect
import sys
from pathlib import Path

import pytest

import tricktaker
import tricktaker.testing

ROOT = Path(__file__).resolve().parents[2]
PUBLIC = {"tricktaker", "tricktaker.testing"}
AUTHORS_FILES = sorted(
    [
        *(ROOT / "plugins").rglob("*.py"),
        *(ROOT / "docs" / "examples").rglob("*.py"),
        *(ROOT / "core" / "tricktaker" / "templates").rglob("*.py.tmpl"),
    ]
)


def _tricktaker_imports(path: Path) -> list[tuple[int, str]]:
    """Every module of ``tricktaker`` that ``path`` imports, with its line (a template's
    ``$package`` placeholder is read as a package name)."""
    tree = ast.parse(path.read_text(encoding="utf-8").replace("$package", "the_package"))
    found: list[tuple[int, str]] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            found.append((node.lineno, node.module))
        elif isinstance(node, ast.Import):
            found += [(node.lineno, alias.name) for alias in node.names]
    return [(line, m) for line, m in found if m == "tricktaker" or m.startswith("tricktaker.")]


def test_the_files_plugin_authors_copy_from_are_found() -> None:
    """The scan below covers the ten games, the docs' examples and the scaffold (so a moved
    folder cannot make it pass by finding nothing)."""
    folders = {p.relative_to(ROOT).parts[:2] for p in AUTHORS_FILES}
    assert len({f for f in folders if f[0] == "plugins"}) == 10
    assert ("docs", "examples") in folders
    assert ("core", "tricktaker") in folders


@pytest.mark.parametrize("path", AUTHORS_FILES, ids=lambda p: str(p.relative_to(ROOT)))
def test_games_examples_and_scaffold_import_only_the_public_api(path: Path) -> None:
    """Issue 45: "Bundled plugins, docs/examples/ and the scaffold: 0 imports outside the public
    API"."""
    outside = [
        f"{path.relative_to(ROOT)}:{line}: {module}"
        for line, module in _tricktaker_imports(path)
        if module not in PUBLIC
    ]
    assert outside == []


@pytest.mark.parametrize("module", [tricktaker, tricktaker.testing], ids=lambda m: m.__name__)
def test_every_public_name_exists_and_says_what_it_is(module: object) -> None:
    """Every name of ``__all__`` is importable, listed once, and a class or function among them
    has a docstring of its own: the API reference page is rendered from them."""
    names = list(module.__all__)  # type: ignore[attr-defined]
    assert len(names) == len(set(names))
    undocumented = []
    for name in names:
        value = getattr(module, name)
        if not (inspect.isclass(value) or inspect.isfunction(value)) or _compiled(value):
            continue  # a class compiled by mypyc keeps no docstring: the source is checked
        if not (value.__doc__ or "").strip():
            undocumented.append(name)
    assert undocumented == []


def _compiled(value: object) -> bool:
    """Whether ``value`` comes from a module compiled by mypyc (the optional build)."""
    source = getattr(sys.modules.get(getattr(value, "__module__", ""), None), "__file__", "")
    return not str(source).endswith(".py")


def test_the_public_names_resolve_from_a_fresh_import() -> None:
    """``from tricktaker import *`` gives exactly ``__all__``."""
    space: dict[str, object] = {}
    exec("from tricktaker import *", space)
    assert set(space) - {"__builtins__"} == set(tricktaker.__all__)
    assert importlib.import_module("tricktaker") is tricktaker
