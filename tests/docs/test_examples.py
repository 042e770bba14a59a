"""Every Python example in the README and in docs/ runs as written."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PAGES = [ROOT / "README.md", *sorted((ROOT / "docs").rglob("*.md"))]
BLOCK = re.compile(r"```python\n(.*?)```", re.DOTALL)

EXAMPLES = [
    pytest.param(code, id=f"{page.relative_to(ROOT)}#{i}")
    for page in PAGES
    for i, code in enumerate(BLOCK.findall(page.read_text(encoding="utf-8")))
]


def test_docs_have_examples() -> None:
    assert len(EXAMPLES) >= 2


@pytest.mark.parametrize("code", EXAMPLES)
def test_example_runs(code: str, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(ROOT)  # examples name files as a reader at the root of a clone does
    exec(compile(code, "<docs example>", "exec"), {"__name__": "__docs__"})
