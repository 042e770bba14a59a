"""Every ``tricktaker`` command shown in a shell block of the README and docs/ is valid: its
sub-command, options and values parse exactly as the console would parse them. The ones that
need no human and finish quickly (games, rules, check, bot-only play) are run, from the
repository root, and must succeed."""

from __future__ import annotations

import re
import shlex
from pathlib import Path
from typing import Any

import pytest
import typer
from typer.testing import CliRunner

from tricktaker.cli.app import app

ROOT = Path(__file__).resolve().parents[2]
PAGES = [ROOT / "README.md", *sorted((ROOT / "docs").rglob("*.md"))]
SHELL = re.compile(r"```(?:sh|bash|console)\n(.*?)```", re.DOTALL)
RUN = {"games", "rules", "check"}


def commands() -> list[Any]:
    found = []
    for page in PAGES:
        for block in SHELL.findall(page.read_text(encoding="utf-8")):
            for line in block.splitlines():
                words = shlex.split(line, comments=True)
                if words and Path(words[0]).name == "tricktaker":
                    name = f"{page.relative_to(ROOT)}: {' '.join(words[1:])}"
                    found.append(pytest.param(words[1:], id=name))
    return found


COMMANDS = commands()


def test_the_docs_show_every_command() -> None:
    shown = {param.values[0][0] for param in COMMANDS}
    group = typer.main.get_command(app)
    assert shown == set(group.commands)  # type: ignore[attr-defined]


@pytest.mark.parametrize("args", COMMANDS)
def test_command_parses(args: list[str]) -> None:
    group = typer.main.get_command(app)
    context = group.make_context("tricktaker", list(args))
    name, sub, rest = group.resolve_command(context, list(args))  # type: ignore[attr-defined]
    assert sub is not None, f"no command {args[0]!r}"
    with sub.make_context(name, rest, parent=context) as sub_context:
        assert sub_context.params is not None


def runnable(args: list[str]) -> bool:
    """Whether a command needs no human, no file of the reader's and no cluster."""
    seats = next((a for a in args if a.startswith(("basic,", "random,"))), None)
    bots_only = args[0] == "play" and seats is not None and "human" not in seats
    return args[0] in RUN or bots_only


RUNNABLE = [param for param in COMMANDS if runnable(param.values[0])]


def test_some_commands_are_run() -> None:
    assert len(RUNNABLE) >= 10


@pytest.mark.parametrize("args", RUNNABLE)
def test_command_runs(args: list[str], monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(ROOT)
    extra = ["--games", "1"] if args[0] == "check" else []
    result = CliRunner().invoke(app, [*args, *extra], env={"COLUMNS": "80"})
    assert result.exit_code == 0, result.output
    assert "Traceback" not in result.output
