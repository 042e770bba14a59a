"""The documentation site builds with ``mkdocs build --strict``, the public API page included.

Strict mode turns every warning into an error: a page in the nav that does not exist, a page
left out of the nav, a link to a missing page or anchor, a link outside ``docs/``. The validation
settings in ``mkdocs.yml`` make each of those a warning. ``docs/reference/api.md`` is rendered
by mkdocstrings from the docstrings of what ``tricktaker`` and ``tricktaker.testing`` export
(issue 45): every name of their ``__all__`` has its entry on the built page.
"""

from __future__ import annotations

import re
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

import tricktaker
import tricktaker.testing

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    site = tmp_path_factory.mktemp("site")
    result = subprocess.run(
        [sys.executable, "-m", "mkdocs", "build", "--strict", "--site-dir", str(site)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    output = f"{result.stdout}\n{result.stderr}"
    assert result.returncode == 0, f"mkdocs build --strict failed:\n{output}"
    return site


def test_site_builds_strict(site: Path) -> None:
    for page in (
        "index.html",
        "reference/rules-file/index.html",
        "reference/cli/index.html",
        "reference/hooks/index.html",
        "reference/observations/index.html",
        "reference/api/index.html",
    ):
        assert (site / page).is_file(), f"{page} missing from the built site"


@pytest.mark.parametrize("module", [tricktaker, tricktaker.testing], ids=lambda m: m.__name__)
def test_api_page_renders_every_public_name(site: Path, module: object) -> None:
    """issue 45: the public API reference lists every name of ``__all__`` (rendered by
    mkdocstrings from its docstring), whatever ``__all__`` holds."""
    page = (site / "reference" / "api" / "index.html").read_text(encoding="utf-8")
    anchors = set(re.findall(r'id="([^"]+)"', page))
    name = module.__name__  # type: ignore[attr-defined]
    missing = [n for n in module.__all__ if f"{name}.{n}" not in anchors]  # type: ignore[attr-defined]
    assert not missing, f"{name}: not on the public API page: {missing}"


def test_api_page_states_the_stability_promise() -> None:
    text = (ROOT / "docs" / "reference" / "api.md").read_text(encoding="utf-8")
    assert "## The stability promise" in text
    for words in ("is the public API", "may change without notice", "`_pytest`"):
        assert words in text
    assert "::: tricktaker\n" in text and "::: tricktaker.testing\n" in text


def test_mkdocstrings_is_in_the_docs_and_test_extras() -> None:
    extras = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"][
        "optional-dependencies"
    ]
    for extra in ("docs", "test"):
        assert any(r.startswith("mkdocstrings-python") for r in extras[extra]), extra
