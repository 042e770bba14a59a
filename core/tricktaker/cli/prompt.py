"""Reading what a person types at the console: a line, or a yes/no answer.

Answers are read with :func:`input`, given the prompt as plain text. At a terminal, the
standard library's ``readline`` (GNU readline or libedit) is imported first when the platform
has it, which is what gives ``input`` line editing, arrow keys, a history of the lines typed
(Up brings back the last one) and Ctrl-L; elsewhere ``input`` is used as it is. ``readline``
must be told the prompt (not printed before it, as rich's ``console.input`` does with a styled
prompt): it redraws the line, prompt included, after Ctrl-L or a line recalled from history,
and would otherwise wipe the prompt.
"""

from __future__ import annotations

import contextlib
import sys
from collections.abc import Callable

from rich.console import Console
from rich.text import Text

from tricktaker.cli.text import inert

Reader = Callable[[str], str]
"""Shows a prompt and returns the line typed (``input``); raises EOFError at the end of input
and KeyboardInterrupt on Ctrl-C. Tests pass their own."""


def read_line(prompt: str) -> str:
    """``input(prompt)`` (the prompt made inert: it may name a seat or a phase of a rules
    file), with line editing and history when the input is a terminal and
    ``readline`` can be imported (imported at the first question, so a game of bots never
    loads it); plain ``input`` otherwise (no terminal, or no readline: e.g. Windows)."""
    if sys.stdin.isatty():
        with contextlib.suppress(ImportError):  # no readline here: plain input
            import readline  # noqa: F401  (importing it gives input() editing and history)
    return input(inert(prompt))


def ask_yes_no(read: Reader, console: Console, question: str, default: bool, enter: str) -> bool:
    """Ask ``question [y/N]`` (``[Y/n]`` when the default is yes) until the answer is yes or
    no. Enter alone takes the default and says so, ``(Enter: no, the game goes on)`` with
    ``enter`` the words after ``Enter:``; anything else asks again. EOFError and
    KeyboardInterrupt reach the caller, which decides what the end of input means."""
    choices = "[Y/n]" if default else "[y/N]"
    while True:
        answer = read(f"{question} {choices} ").strip().lower()
        if not answer:
            console.print(Text(f"(Enter: {enter})", style="dim"))
            return default
        if answer in ("y", "yes"):
            return True
        if answer in ("n", "no"):
            return False
        console.print(f"Type y or n (Enter: {enter}).", markup=False)
