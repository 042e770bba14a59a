"""Reading answers (:mod:`tricktaker.cli.prompt`): readline at a terminal when the platform has
it, plain ``input`` otherwise.

The real ``readline`` is never imported into the test process: importing it installs a
SIGWINCH handler, and a second initialisation makes that handler call itself (a pexpect child
forked from this process then spins when its window size is set). Imports are watched
instead."""

from __future__ import annotations

import builtins
import io
import sys
import types
from typing import Any

import pytest
from rich.console import Console

from tricktaker.cli.prompt import ask_yes_no, read_line


class Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


@pytest.fixture
def imports(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The names imported from here on; ``readline`` is a stand-in module."""
    seen: list[str] = []
    real = builtins.__import__
    monkeypatch.delitem(sys.modules, "readline", raising=False)

    def watch(name: str, *args: Any, **kw: Any) -> Any:
        seen.append(name)
        if name == "readline":
            return types.ModuleType("readline")
        return real(name, *args, **kw)

    monkeypatch.setattr(builtins, "__import__", watch)
    return seen


def answer(stdin: io.StringIO, monkeypatch: pytest.MonkeyPatch) -> tuple[str, str]:
    """What ``read_line`` returns for ``stdin``, and what it wrote (the prompt)."""
    monkeypatch.setattr(sys, "stdin", stdin)
    monkeypatch.setattr(sys, "stdout", io.StringIO())
    typed = read_line("Your bid: ")
    return typed, sys.stdout.getvalue()  # type: ignore[attr-defined]


def test_at_a_terminal_readline_is_loaded_for_input(monkeypatch, imports):
    assert answer(Terminal("3\n"), monkeypatch) == ("3", "Your bid: ")
    assert "readline" in imports


def test_without_a_terminal_readline_is_not_loaded(monkeypatch, imports):
    assert answer(io.StringIO("3\n"), monkeypatch) == ("3", "Your bid: ")
    assert "readline" not in imports


def test_without_readline_plain_input_is_used(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "readline", None)  # `import readline` raises ImportError
    assert answer(Terminal("3\n"), monkeypatch) == ("3", "Your bid: ")  # the prompt as typed


def test_end_of_input_is_eof_error(monkeypatch, imports):
    with pytest.raises(EOFError):
        answer(Terminal(""), monkeypatch)


@pytest.mark.parametrize(
    ("typed", "default", "expected", "said"),
    [
        ([""], False, False, "(Enter: no, the game goes on)"),
        ([""], True, True, "(Enter: no, the game goes on)"),
        (["Y"], False, True, ""),
        (["yes"], False, True, ""),
        ([" N "], True, False, ""),
        (["maybe", "", "no"], False, False, "Type y or n (Enter: no, the game goes on)."),
    ],
)
def test_yes_no_says_what_enter_took(typed, default, expected, said):
    answers = iter(typed)
    asked: list[str] = []

    def read(prompt: str) -> str:
        asked.append(prompt)
        return next(answers)

    out = io.StringIO()
    console = Console(file=out, width=80)
    got = ask_yes_no(read, console, "Quit and save?", default, "no, the game goes on")
    assert got is expected
    assert asked[0] == ("Quit and save? [Y/n] " if default else "Quit and save? [y/N] ")
    assert len(asked) == (1 if typed[0] != "maybe" else 2)
    assert said in out.getvalue()
    if not said:
        assert out.getvalue() == ""


def test_yes_no_passes_the_end_of_input_on():
    def read(prompt: str) -> str:
        raise EOFError

    with pytest.raises(EOFError):
        ask_yes_no(read, Console(file=io.StringIO()), "Quit?", False, "no")
