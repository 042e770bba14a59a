"""What every command of the console shares: its console, a user's mistake shown as a message
instead of a traceback, and the ``--option NAME=VALUE`` pairs. Apart from ``app`` so that the
modules of single commands (``serving``) use them without importing the whole console."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Annotated, Any

import typer
from rich.console import Console
from rich.text import Text

from tricktaker.cli.text import InertConsole, plain
from tricktaker.errors import TrickTakerError
from tricktaker.limits import MAX_TEXT, check_text

GameArgument = Annotated[
    str,
    typer.Argument(
        metavar="GAME",
        help="An installed game's id, or the path of a variant or rules file (.toml).",
    ),
]
"""The game of ``play``, ``serve``, ``rules``, ``simulate``: an id or a rules file."""
PlayersOption = Annotated[int | None, typer.Option("--players", "-p", help="Number of players.")]
OptionsOption = Annotated[
    list[str] | None,
    typer.Option("--option", "-o", help="Game option NAME=VALUE (repeatable)."),
]


def _console() -> Console:
    """The console's console: text from files and plugins is shown as text
    (:class:`~tricktaker.cli.text.InertConsole`)."""
    return InertConsole()


@contextmanager
def user_errors(console: Console) -> Iterator[None]:
    """Show a user's mistake as a message (exit status 2), not a traceback."""
    try:
        yield
    except TrickTakerError as exc:
        console.print(Text("error:", style="red") + plain(f" {exc}", lines=True), soft_wrap=True)
        raise typer.Exit(2) from None
    except OSError as exc:
        if exc.filename is None:  # not a file the user named: a fault, shown as one
            raise
        # The last guard for a file name the file system refuses (too long, a loop of links)
        # wherever a command looks at a file before reading it: the file and why, no traceback.
        text = f" {exc.filename}: {exc.strerror or exc}"
        console.print(Text("error:", style="red") + plain(text, lines=True), soft_wrap=True)
        raise typer.Exit(2) from None


def _parse_options(pairs: list[str]) -> dict[str, str]:
    options = {}
    for pair in pairs:
        name, sep, value = pair.partition("=")
        if not sep or not name.strip():
            raise TrickTakerError(f"--option takes NAME=VALUE, not {pair[:MAX_TEXT]!r}")
        check_text(value, f"--option {name.strip()[:MAX_TEXT]}")
        options[name.strip().replace("-", "_")] = value.strip()
    return options


def play_options(
    option: list[str] | None, players: int | None, kinds: list[str] | None
) -> dict[str, Any]:
    """The options of a game to play (``play``, ``serve``): the ``--option`` pairs, with
    ``--players`` (which must agree with ``--option players=``) or else as many players as
    ``--seats`` names."""
    options: dict[str, Any] = _parse_options(option or [])
    if players is not None:
        if "players" in options and options["players"] != str(players):
            raise TrickTakerError(
                f"--players {players} and --option players={options['players']} disagree"
            )
        options["players"] = players
    elif kinds is not None and "players" not in options:
        options["players"] = len(kinds)
    return options
