"""``tricktaker serve``: the table in a browser.

The table is a Textual app (:mod:`tricktaker.cli.table`); `textual-serve
<https://github.com/Textualize/textual-serve>`_ runs a Textual app behind a web page. Each page
that connects starts its own process of the command it is given, with Textual's web driver, and
relays the app's screen to an xterm.js terminal in the page and the page's keys and mouse back.
So ``serve`` runs, for every page, ``python -m tricktaker play GAME ... --table``: the very table
``play`` opens at a terminal (``--table`` because that process's input and output are pipes, not
a terminal), with the game and options ``serve`` was given. Each page is a new game, autosaved
like any other (``tricktaker resume`` finds it).

The game, its options and the seats are checked here, before the server starts, the way ``play``
checks them: a misspelt game id or option is the usual one-line error (exit status 2), not a
page that fails once it is opened.
"""

from __future__ import annotations

import asyncio
import gc
import ipaddress
import logging
import shlex
import socket
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any

import typer

from tricktaker.cli.common import GameArgument, OptionsOption, PlayersOption
from tricktaker.cli.text import inert, plain
from tricktaker.errors import TrickTakerError
from tricktaker.limits import check_text, shown

if TYPE_CHECKING:
    from aiohttp import web
    from textual_serve.server import Server

__all__ = ["serve", "table_command"]

DEFAULT_HOST = "127.0.0.1"
DEFAULT_PORT = 8000
BOT_DELAY = 0.4
"""``play``'s pause after a bot's move at a terminal; a page's game runs on pipes, where
``play`` would not pause, so ``serve`` asks for it."""


def table_command(
    game: str,
    players: int | None = None,
    seats: str | None = None,
    options: list[str] | None = None,
    seed: int | None = None,
    delay: float | None = None,
) -> str:
    """The shell command each page runs: ``play`` with these arguments and ``--table``, in
    this Python (``sys.executable -m tricktaker``), every argument quoted for ``/bin/sh``
    (textual-serve starts the command through the shell). A variant file is named by its
    absolute path, so the command does not depend on the server's working directory."""
    from tricktaker.engine.gamefiles import looks_like_path

    if looks_like_path(game):
        game = str(Path(game).resolve())
    words = [sys.executable, "-m", "tricktaker", "play", game]
    if players is not None:
        words += ["--players", str(players)]
    if seats is not None:
        words += ["--seats", seats]
    for option in options or []:
        words += ["--option", option]
    if seed is not None:
        words += ["--seed", str(seed)]
    if delay is not None:
        words += ["--delay", str(delay)]
    words.append("--table")
    return shlex.join(words)


def _check_game(
    game_id: str,
    players: int | None,
    seats: str | None,
    option: list[str] | None,
    seed: int | None,
) -> str:
    """The game's name, once the arguments are checked as ``play`` checks them (the game
    loads, every option is valid, the seats fit the players); a mistake is a
    :class:`~tricktaker.errors.TrickTakerError`."""
    from tricktaker.cli.common import play_options
    from tricktaker.cli.seats import parse_seats
    from tricktaker.engine.registry import default_registry

    game = default_registry().find(game_id)
    kinds = parse_seats(seats, human=True)
    options = play_options(option, players, kinds)
    session = game.new_session(options=options, seed=seed)
    if kinds is not None and len(kinds) != session.players:
        raise TrickTakerError(f"--seats names {len(kinds)} seats for {session.players} players")
    return game.name


def _is_loopback(host: str) -> bool:
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def _check_address(host: str, port: int) -> None:
    """Refuse, before the server starts, an address it cannot listen on (the port taken, a
    host that is not this machine's), as one line rather than the server's traceback."""
    try:
        family, kind, proto, _, address = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM)[0]
        with socket.socket(family, kind, proto) as probe:
            probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)  # as the server does
            probe.bind(address)
    except OSError as exc:
        raise TrickTakerError(f"cannot serve at {host}:{port}: {exc.strerror or exc}") from None


def _check_public_url(url: str) -> str:
    """``--public-url`` without a trailing slash (the page's addresses are appended to it);
    refused unless it is an http or https address, from which the page's WebSocket address
    (ws, wss) is made."""
    check_text(url, "--public-url")
    if not url.startswith(("http://", "https://")) or len(url.split("://", 1)[1]) == 0:
        raise TrickTakerError(
            f"--public-url {inert(shown(url))}: give the address browsers open, starting with "
            "http:// or https://"
        )
    return url.rstrip("/")


def _server(command: str, host: str, port: int, name: str, public_url: str | None) -> Server:
    """textual-serve's :class:`~textual_serve.server.Server` saying what ``serve`` means:
    the address to open instead of its banner and the command, warnings and errors only
    (not a line per request); and stopping at once when asked to, open pages and all."""
    from textual_serve.server import Server

    pages: set[asyncio.Task[Any]] = set()

    class TableServer(Server):
        """The server of ``tricktaker serve``."""

        async def handle_websocket(self, request: web.Request) -> web.WebSocketResponse:
            """A page's connection, its game running as long as it lasts; kept, so that
            stopping the server can end it."""
            task = asyncio.current_task()
            assert task is not None
            pages.add(task)
            try:
                return await super().handle_websocket(request)
            finally:
                pages.discard(task)

        async def on_shutdown(self, app: web.Application) -> None:
            """End every open page's connection, which quits its game (saved after every
            move): otherwise Ctrl+C would wait for every browser to go (up to a minute)."""
            ended = list(pages)
            for task in ended:
                task.cancel()
            await asyncio.gather(*ended, return_exceptions=True)
            # The finished games' process transports, which textual-serve leaves to the
            # garbage collector: collected now, while the loop runs, they close quietly;
            # collected at exit, each printed "Event loop is closed".
            gc.collect()

        def initialize_logging(self) -> None:
            """Warnings and errors (a page whose game failed to start), no access log."""
            logging.basicConfig(level=logging.WARNING, format="%(name)s: %(message)s")

        async def on_startup(self, app: web.Application) -> None:
            """Say where to open the table, and how to stop."""
            self.console.print(
                plain(f"Serving {name} at ") + plain(self.public_url, style="bold"),
                soft_wrap=True,
            )
            self.console.print(
                "Open that address in a browser: each page is a new game. Ctrl+C stops.",
                markup=False,
            )
            if not _is_loopback(host):
                self.console.print(
                    plain(
                        f"Listening on {host}: anyone who can reach this address can start "
                        "games on this machine.",
                        style="yellow",
                    ),
                    soft_wrap=True,
                )

    title = f"{name} · tricktaker"  # the page's caption while the game starts
    return TableServer(command, host=host, port=port, title=title, public_url=public_url)


def serve(
    game_id: GameArgument,
    players: PlayersOption = None,
    seats: Annotated[
        str | None,
        typer.Option(
            help="Seat kinds, comma-separated: human, random, basic, search "
            "(search:N, search:0.5s). Default: the browser's player in the first seat, basic bots."
        ),
    ] = None,
    option: OptionsOption = None,
    seed: Annotated[
        int | None,
        typer.Option(help="Seed for the shuffles (every page then deals the same hands)."),
    ] = None,
    delay: Annotated[
        float,
        typer.Option(
            min=0.0,
            max=10.0,
            help="Seconds to pause after each bot move, so the page can be followed.",
        ),
    ] = BOT_DELAY,
    host: Annotated[
        str,
        typer.Option(
            help="Address to listen on. The default is this machine only; any other "
            "(0.0.0.0: every network interface) lets whoever reaches it start games here."
        ),
    ] = DEFAULT_HOST,
    port: Annotated[int, typer.Option(min=1, max=65535, help="Port to listen on.")] = DEFAULT_PORT,
    public_url: Annotated[
        str | None,
        typer.Option(
            help="The address browsers reach the server by, when it is not http://HOST:PORT "
            "(behind a proxy, or with --host 0.0.0.0)."
        ),
    ] = None,
) -> None:
    """Play the table in a web browser, at http://HOST:PORT: a new game per page.

    Each page runs `tricktaker play GAME --table` with these options, saved as play saves.
    """
    from tricktaker.cli.common import _console, user_errors

    console = _console()
    with user_errors(console):
        name = _check_game(game_id, players, seats, option, seed)
        command = table_command(game_id, players, seats, option, seed, delay)
        _check_address(host, port)
        if public_url is not None:
            public_url = _check_public_url(public_url)
        server = _server(command, host, port, inert(name), public_url)
        try:
            server.serve()
        except OSError as exc:  # the port is taken, the address is not this machine's
            raise TrickTakerError(f"cannot serve at {host}:{port}: {exc.strerror or exc}") from None
