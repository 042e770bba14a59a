"""The guide "Writing a mechanic" runs as written, with the public API only (issue 45).

``docs/writing-a-mechanic.md`` builds a phase, a trick rule and a scoring kind for a small game.
Its ``py`` blocks are one module, run here in order beside the ``rules.toml`` the guide shows (so
``Path(__file__).with_name("rules.toml")`` finds it), and they may import nothing of tricktaker
but ``tricktaker`` and ``tricktaker.testing``.
"""

from __future__ import annotations

import re
from pathlib import Path

GUIDE = Path(__file__).resolve().parents[2] / "docs" / "writing-a-mechanic.md"
TEXT = GUIDE.read_text(encoding="utf-8")
CODE = re.findall(r"```py\n(.*?)```", TEXT, re.DOTALL)
FILES = re.findall(r"<!-- file: (\S+) -->\n```\w+\n(.*?)```", TEXT, re.DOTALL)


def test_the_guide_shows_a_rules_file_and_the_module() -> None:
    assert [name for name, _ in FILES] == ["rules.toml"]
    assert len(CODE) >= 5
    for heading in ("## 1. A phase", "## 2. A trick rule", "## 3. A scoring kind", "## 4. A panel"):
        assert heading in TEXT


def test_the_guide_imports_only_the_public_api() -> None:
    imports = re.findall(r"^\s*(?:from|import) (tricktaker[\w.]*)", "".join(CODE), re.M)
    assert imports and set(imports) <= {"tricktaker", "tricktaker.testing"}, imports


def test_the_guide_runs(tmp_path: Path, capsys: object) -> None:
    for name, content in FILES:
        (tmp_path / name).write_text(content, encoding="utf-8")
    module = tmp_path / "forecast.py"
    source = "".join(CODE)
    module.write_text(source, encoding="utf-8")
    namespace = {"__name__": "forecast", "__file__": str(module)}
    exec(compile(source, str(module), "exec"), namespace)
    game = namespace["registry"].game("forecast")  # type: ignore[attr-defined]
    assert game.name == "Forecast"
