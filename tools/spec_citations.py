"""Check that the scenario tests cite every ruling of the games' specifications.

A developer tool, not a test: ``python tools/spec_citations.py`` exits 0 when every ambiguity
id (``B-12``) and every worked example of each game's spec is cited by at least one test
function of the game's scenario tests, and 1, listing what nobody cites, otherwise.

The games are the folders ``tests/games/<game>``; the spec of ``tests/games/draw_bridge`` is
``rules/draw-bridge.md`` in the project's ``shared`` folder, found beside the repository
(``../shared/rules``) or given with ``--rules``. Without that folder the check is skipped
(exit 0), e.g. in a checkout of the repository alone.

What a spec defines:

* ambiguity ids: every id of the spec's letters (``B`` in "Ambiguity B-1 — ...", ``SK``,
  ``HT``) named in a heading, so the implementation notes' "14.1 Card positions for stacked
  decks (B-18)" too;
* worked examples: the numbered items of its "Worked examples" section.

What a test function cites: the text of its name, its decorators and body (the docstring and
every other string) and the comments between its first and last line, read with ``ast`` and
``tokenize``. The test functions are those pytest collects: ``test*`` functions at the top
of ``test_*.py`` files and in ``Test*`` classes. An id is cited as ``B-12`` or ``B12``
(``..._B12`` in a test name), a worked example as ``example 3``, ``example_3``,
``example3``, ``Worked example 3`` or ``ex. 3``.
"""

from __future__ import annotations

import argparse
import ast
import io
import re
import sys
import tokenize
from collections.abc import Callable
from dataclasses import dataclass
from functools import partial
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
GAMES = ROOT / "tests" / "games"
RULES = ROOT.parent / "shared" / "rules"

HEADING = re.compile(r"^(#+)\s+(.*)$")
AMBIGUITY = re.compile(r"^Ambiguity ([A-Z]+)-\d+\b")
EXAMPLES = re.compile(r"^(?:\d+(?:\.\d+)*\.?\s+)?Worked examples\b", re.IGNORECASE)
ITEM = re.compile(r"^(\d+)\.\s")


NOT_YET: dict[str, dict[str, str]] = {}
"""Rulings of a game whose rule is not implemented yet, with why: reported on every run as
not implemented (never as cited), and not counted as missing. An entry goes away with the
rule; keeping a ruling here is a visible debt, not a citation."""


@dataclass
class Spec:
    name: str
    ids: list[str]  # "B-1", "B-2", ...
    examples: list[int]  # 1, 2, ...


def read_spec(path: Path) -> Spec:
    """The ambiguity ids and worked examples of the spec at ``path``."""
    lines = path.read_text(encoding="utf-8").splitlines()
    headings: list[tuple[int, str, str]] = []  # (line index, "##", text), outside code fences
    fenced = False
    for i, line in enumerate(lines):
        if line.lstrip().startswith(("```", "~~~")):
            fenced = not fenced
        elif not fenced and (m := HEADING.match(line)):
            headings.append((i, m.group(1), m.group(2)))
    letters = {m.group(1) for _, _, text in headings if (m := AMBIGUITY.match(text))}
    numbers: dict[str, set[int]] = {letter: set() for letter in letters}
    for _, _, text in headings:
        for letter in letters:
            numbers[letter].update(int(n) for n in re.findall(rf"\b{letter}-(\d+)\b", text))
    ids = [f"{letter}-{n}" for letter in sorted(numbers) for n in sorted(numbers[letter])]
    examples: list[int] = []
    for k, (start, level, text) in enumerate(headings):
        if not EXAMPLES.match(text):
            continue
        end = next((i for i, lvl, _ in headings[k + 1 :] if len(lvl) <= len(level)), len(lines))
        examples += [int(m.group(1)) for line in lines[start + 1 : end] if (m := ITEM.match(line))]
    return Spec(path.stem, ids, examples)


def _comments(source: str) -> dict[int, list[str]]:
    """The comments of ``source`` by line number."""
    out: dict[int, list[str]] = {}
    for token in tokenize.generate_tokens(io.StringIO(source).readline):
        if token.type == tokenize.COMMENT:
            out.setdefault(token.start[0], []).append(token.string)
    return out


def _test_functions(tree: ast.Module) -> list[ast.FunctionDef | ast.AsyncFunctionDef]:
    """The functions pytest collects from a module: ``test*`` at the top level and in
    ``Test*`` classes (nested classes too)."""
    found: list[ast.FunctionDef | ast.AsyncFunctionDef] = []

    def scan(body: list[ast.stmt]) -> None:
        for node in body:
            if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
                if node.name.startswith("test"):
                    found.append(node)
            elif isinstance(node, ast.ClassDef) and node.name.startswith("Test"):
                scan(node.body)

    scan(tree.body)
    return found


def citations(folder: Path) -> dict[str, str]:
    """``"test_play.py::test_x"`` → the text in which the test function cites rulings."""
    out: dict[str, str] = {}
    for path in sorted(folder.glob("test_*.py")):
        source = path.read_text(encoding="utf-8")
        comments = _comments(source)
        for node in _test_functions(ast.parse(source, filename=str(path))):
            first = min([node.lineno, *(d.lineno for d in node.decorator_list)])
            last = node.end_lineno or node.lineno
            parts = [node.name]
            parts += [
                n.value
                for n in ast.walk(node)
                if isinstance(n, ast.Constant) and isinstance(n.value, str)
            ]
            parts += [c for line in range(first, last + 1) for c in comments.get(line, [])]
            out[f"{path.name}::{node.name}"] = "\n".join(parts)
    return out


def cites_id(text: str, ruling: str) -> bool:
    letter, number = ruling.split("-")
    return re.search(rf"(?<![A-Za-z0-9]){letter}-?{number}(?!\d)", text) is not None


def cites_example(text: str, number: int) -> bool:
    pattern = rf"(?<![a-z])(?:ex\.\s*|example[\s_]*){number}(?!\d)"
    return re.search(pattern, text, re.IGNORECASE) is not None


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--rules",
        type=Path,
        default=RULES,
        help="the folder of the game specs (default: ../shared/rules beside the repository)",
    )
    parser.add_argument("-v", "--verbose", action="store_true", help="list each citation")
    args = parser.parse_args(argv)
    rules: Path = args.rules
    if not rules.is_dir():
        print(f"spec citations: no rules folder {rules.name!r} at {rules.parent}; skipped")
        return 0
    missing: list[str] = []
    for folder in sorted(p for p in GAMES.iterdir() if p.is_dir() and any(p.glob("test_*.py"))):
        spec_path = rules / f"{folder.name.replace('_', '-')}.md"
        if not spec_path.is_file():
            print(f"spec citations: tests/games/{folder.name}: no spec {spec_path.name}; skipped")
            continue
        spec = read_spec(spec_path)
        tests = citations(folder)
        wanted: list[tuple[str, Callable[[str], bool]]] = [
            (r, partial(cites_id, ruling=r)) for r in spec.ids
        ]
        wanted += [(f"worked example {n}", partial(cites_example, number=n)) for n in spec.examples]
        uncited: list[str] = []
        pending = NOT_YET.get(spec.name, {})
        for ruling, cited in wanted:
            by = [name for name, text in tests.items() if cited(text)]
            if args.verbose:
                print(f"  {spec.name} {ruling}: {', '.join(by) or '-'}")
            if ruling in pending:
                print(f"spec citations: {spec.name} {ruling} NOT IMPLEMENTED: {pending[ruling]}")
            elif not by:
                uncited.append(ruling)
        print(
            f"spec citations: {spec.name}: {len(spec.ids)} ambiguity ids, "
            f"{len(spec.examples)} worked examples, {len(tests)} test functions: "
            + (f"{len(uncited)} not cited" if uncited else "all cited")
        )
        missing += [f"{spec.name}.md {ruling} (tests/games/{folder.name})" for ruling in uncited]
    if missing:
        print("Not cited by any test function:", file=sys.stderr)
        for line in missing:
            print(f"  {line}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
