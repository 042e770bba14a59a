"""Every ambiguity resolution and implementation note D-1 … D-15 and every worked example of §12
is cited in the name or the docstring of at least one scenario test of this directory."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

HERE = Path(__file__).parent


def citations() -> str:
    out = []
    for path in sorted(HERE.glob("test_*.py")):
        if path.name == Path(__file__).name:
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.FunctionDef) and node.name.startswith("test_"):
                out.append(node.name)
                out.append(ast.get_docstring(node) or "")
    return "\n".join(out)


TEXT = citations()


@pytest.mark.parametrize("n", range(1, 16))
def test_ambiguity_is_cited(n):
    assert re.search(rf"D-?{n}(?!\d)", TEXT), f"no test cites D-{n}"


@pytest.mark.parametrize("n", range(1, 7))
def test_worked_example_is_cited(n):
    assert re.search(rf"(?i)(worked example |example_){n}(?!\d)", TEXT), (
        f"no test cites worked example {n}"
    )
