"""Helpers for the tests of the full-screen table (issue 46): start a seeded game at the table
with bots that move at once, wait for the table to settle, play by keys, read the screen.

Everything a test does here goes through keys (``pilot.press``): the cards under the cursor
with Enter, the cards to pass with Space, the other choices typed as a player types them
(a bot's suggestion, so the auctions and bids are played as a player would).
"""

from __future__ import annotations

import io
from typing import Any

from rich.console import Console
from rich.segment import Segment
from rich.style import Style
from textual.color import Color
from textual.filter import NoColor
from textual.pilot import Pilot

from tricktaker import load_game
from tricktaker.cli.table.app import TableApp
from tricktaker.cli.table.driver import TableDriver
from tricktaker.cli.table.screens import PauseScreen
from tricktaker.cli.table.widgets import Picker

GAMES = [
    ("oh-hell", 1),
    ("klaberjass", 1),
    ("bridgette", 1),
    ("draw-bridge", 1),
    ("spades", 1),
    ("euchre", 1),
    ("bridge", 4),  # you declare and play the dummy (seed 1's board is passed out)
    ("hearts", 1),
    ("skat", 1),
    ("five-hundred", 1),
]
"""The ten games and the seed each is tested with at the table."""


def table_app(game: str, seed: int = 1, options: dict[str, Any] | None = None) -> TableApp:
    """A table for ``game``: you at seat 0, basic bots moving without delay, no save."""
    session = load_game(game).new_session(options=options or {}, seed=seed)
    kinds = ["human"] + ["basic"] * (session.players - 1)
    return TableApp(TableDriver(session, kinds, record=None, delay=0.0))


async def settle(app: TableApp, pilot: Pilot[Any], limit: int = 2000) -> None:
    """Wait until the table waits for the human: its turn, or a pause (a hand's result)."""
    for _ in range(limit):
        await pilot.pause()
        if isinstance(app.screen, PauseScreen) or app.finished:
            return
        if app.driver.next() == "human" and not app.thinking and not app.paused:
            return
    raise AssertionError("the table did not settle")


async def type_text(pilot: Pilot[Any], text: str) -> None:
    """Type ``text`` into the input line (``/`` first, as a player does) and press Enter."""
    await pilot.press("slash")
    for char in text:
        await pilot.press("space" if char == " " else char)
    await pilot.press("enter")


async def move_by_keys(app: TableApp, pilot: Pilot[Any]) -> None:
    """The human's move by keys: Enter on the card under the cursor; Space on as many cards as
    a pass needs, then Enter; any other choice typed as the bots' hint."""
    hand = app.query_one("#hand", Picker)
    if app.mode == "cards" and hand.multi:
        for _ in range(hand.needed):
            await pilot.press("space")
            await pilot.press("right")
        await pilot.press("enter")
    elif app.mode == "cards":
        await pilot.press("enter")
    else:
        session = app.driver.session
        await type_text(pilot, session.format_action(app.driver.hint()))
    await settle(app, pilot)


async def play_hands(app: TableApp, pilot: Pilot[Any], hands: int = 1) -> list[str]:
    """Play ``hands`` whole hands by keys; the text of each hand's result screen."""
    results: list[str] = []
    await settle(app, pilot)
    while len(results) < hands and not app.finished:
        if isinstance(app.screen, PauseScreen):
            results.append(screen_text(app))
            await pilot.press("enter")
            await settle(app, pilot)
            continue
        await move_by_keys(app, pilot)
    return results


def screen_text(app: TableApp) -> str:
    """The characters on the screen now, line by line (as a player reads them)."""
    width, height = app.size
    console = Console(
        width=width,
        height=height,
        file=io.StringIO(),
        force_terminal=True,
        color_system="truecolor",
        record=True,
        legacy_windows=False,
        safe_box=False,
    )
    screen = app.screen
    console.print(screen._compositor.render_update(full=True, screen_stack=app._background_screens))
    return console.export_text()


def screen_cells(app: TableApp) -> list[list[tuple[str, Style]]]:
    """The screen now as cells (character and style) line by line, with every colour taken
    away (Textual's ``NoColor`` filter, as a terminal without colour shows it): what is left
    to tell things apart is the characters, bold, dim, underline and reverse."""
    width, height = app.size
    console = Console(width=width, height=height, file=io.StringIO(), force_terminal=True)
    update = app.screen._compositor.render_update(full=True, screen_stack=app._background_screens)
    segments = [s for s in console.render(update) if not s.control]
    lines = [NoColor().apply(line, Color(0, 0, 0)) for line in Segment.split_lines(segments)]
    return [[(char, s.style or Style()) for s in line for char in s.text] for line in lines]
