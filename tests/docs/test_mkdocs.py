"""The documentation site builds with ``mkdocs build --strict``.

Strict mode turns every warning into an error: a page in the nav that does not exist, a page
left out of the nav, a link to a missing page or anchor, a link outside ``docs/``. The validation
settings in ``mkdocs.yml`` make each of those a warning.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_site_builds_strict(tmp_path: Path) -> None:
    site = tmp_path / "site"
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
    for page in (
        "index.html",
        "reference/rules-file/index.html",
        "reference/cli/index.html",
        "reference/hooks/index.html",
    ):
        assert (site / page).is_file(), f"{page} missing from the built site:\n{output}"
