"""Reading what a person types at the console.

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

Reader = Callable[[str], str]
"""Shows a prompt and returns the line typed (``input``); raises EOFError at the end of input
and KeyboardInterrupt on Ctrl-C. Tests pass their own."""


def read_line(prompt: str) -> str:
    """``input(prompt)``, with line editing and history when the input is a terminal and
    ``readline`` can be imported (imported at the first question, so a game of bots never
    loads it); plain ``input`` otherwise (no terminal, or no readline: e.g. Windows)."""
    if sys.stdin.isatty():
        with contextlib.suppress(ImportError):  # no readline here: plain input
            import readline  # noqa: F401  (importing it gives input() editing and history)
    return input(prompt)
