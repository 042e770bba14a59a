"""The import structure of the core.

* No import cycle among tricktaker's modules. Every import counts: those under
  ``if TYPE_CHECKING:`` and those inside functions too (grimp's graph has both). The few imports
  that still close a cycle are listed in :data:`KNOWN_CYCLE_EDGES`, each with the reason it
  remains; any other cycle fails, and so does an entry that no longer closes one (remove it).
* The import-linter contracts of ``pyproject.toml`` hold (``lint-imports``, as CI runs it): the
  layers of the core, the games above the core, the engine never importing the console.
"""

from __future__ import annotations

import itertools
import shutil
import subprocess
import sys
from pathlib import Path

import grimp

ROOT = Path(__file__).resolve().parents[2]

KNOWN_CYCLE_EDGES: dict[tuple[str, str], str] = {
    ("tricktaker.engine.game", "tricktaker.engine.session"): (
        "type-only: Phase's methods take the Session that runs them, and every mechanic and game "
        "overrides them with `session: Session`; a Protocol in phase.py would make each override "
        "narrower than its base (mypy's override check), so the two name each other"
    ),
    ("tricktaker.engine.hookspecs", "tricktaker.engine.session"): (
        "type-only: the hook signatures take `session: Session` and the hook reference is "
        "rendered from them (tools/docgen.py), while the session builds its plugin manager from "
        "the hookspecs at run time (engine.manager)"
    ),
}
"""(importer, imported) -> why this import still closes an import cycle."""


def build_graph() -> grimp.ImportGraph:
    """tricktaker's own modules and every import between them, TYPE_CHECKING ones included."""
    return grimp.build_graph(
        "tricktaker",
        include_external_packages=False,
        exclude_type_checking_imports=False,
        cache_dir=None,
    )


def find_cycle(graph: grimp.ImportGraph) -> list[str] | None:
    """One import cycle of ``graph`` (its modules in import order, the first again at the end),
    or None when the graph has none."""
    done: set[str] = set()
    path: list[str] = []
    on_path: set[str] = set()

    def visit(module: str) -> list[str] | None:
        path.append(module)
        on_path.add(module)
        for imported in sorted(graph.find_modules_directly_imported_by(module)):
            if imported in on_path:
                return [*path[path.index(imported) :], imported]
            if imported not in done:
                found = visit(imported)
                if found is not None:
                    return found
        path.pop()
        on_path.discard(module)
        done.add(module)
        return None

    for module in sorted(graph.modules):
        if module not in done:
            found = visit(module)
            if found is not None:
                return found
    return None


def describe_cycle(graph: grimp.ImportGraph, cycle: list[str]) -> str:
    lines = []
    for importer, imported in itertools.pairwise(cycle):
        details = graph.get_import_details(importer=importer, imported=imported)
        where = ", ".join(f"l.{d['line_number']}: {d['line_contents']}" for d in details)
        lines.append(f"  {importer} -> {imported}  ({where})")
    return "\n".join(lines)


def test_type_checking_imports_are_in_the_graph() -> None:
    # mechanics.match imports the session only under TYPE_CHECKING
    graph = build_graph()
    assert graph.direct_import_exists(
        importer="tricktaker.mechanics.match", imported="tricktaker.engine.session"
    )


def test_no_import_cycle_in_the_core() -> None:
    graph = build_graph()
    for importer, imported in KNOWN_CYCLE_EDGES:
        if graph.direct_import_exists(importer=importer, imported=imported):
            graph.remove_import(importer=importer, imported=imported)
    cycle = find_cycle(graph)
    assert cycle is None, "import cycle in tricktaker:\n" + describe_cycle(graph, cycle or [])


def test_every_known_cycle_edge_still_closes_a_cycle() -> None:
    graph = build_graph()
    stale = [
        f"{importer} -> {imported}"
        for importer, imported in KNOWN_CYCLE_EDGES
        if not graph.direct_import_exists(importer=importer, imported=imported)
        or not graph.chain_exists(importer=imported, imported=importer)
    ]
    assert not stale, "no longer closes a cycle, remove from KNOWN_CYCLE_EDGES: " + str(stale)


def test_import_contracts_hold() -> None:
    command = Path(sys.executable).with_name("lint-imports")
    executable = str(command) if command.exists() else shutil.which("lint-imports")
    assert executable is not None, "lint-imports (import-linter) is not installed"
    done = subprocess.run(
        [executable, "--no-cache", "--no-logo"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0, done.stdout + done.stderr
