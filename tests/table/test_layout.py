"""The table's layout as a new player found it wanting (issue 46): cards readable without colour,
the choices taking only the lines they need, the panels' values on one line where there is room,
the seat boxes and the score box broken between two facts only, one layout of the score box."""

from __future__ import annotations

import asyncio
import io
from typing import Any

import pytest
from rich.console import Console
from rich.segment import Segment
from textual.color import Color
from textual.pilot import Pilot

from tablekit import move_by_keys, screen_text, settle, table_app
from tricktaker.cli.table.app import TableApp
from tricktaker.cli.table.render import in_trick_play
from tricktaker.cli.table.screens import PauseScreen
from tricktaker.cli.table.widgets import Picker


def run(game: str, seed: int, size: tuple[int, int], steps: Any) -> None:
    """Start ``game`` at a table of ``size`` and run ``steps(app, pilot)``."""

    async def go() -> None:
        app = table_app(game, seed)
        async with app.run_test(size=size) as pilot:
            await settle(app, pilot)
            await steps(app, pilot)

    asyncio.run(go())


async def to_first_card(pilot: Pilot[Any]) -> None:
    """Play by keys until the human is to play a card of the first hand's trick play."""
    app = pilot.app
    assert isinstance(app, TableApp)
    for _ in range(60):
        if isinstance(app.screen, PauseScreen) or app.driver.session.is_over:
            break
        if app.mode == "cards" and in_trick_play(app.driver.session):
            break
        await move_by_keys(app, pilot)
    await pilot.pause()


def segments(app: TableApp) -> list[Segment]:
    """The screen's segments as the terminal gets them (the app's filters applied)."""
    width, height = app.size
    console = Console(width=width, height=height, file=io.StringIO(), force_terminal=True)
    update = app.screen._compositor.render_update(full=True, screen_stack=app._background_screens)
    return [s for s in console.render(update) if not s.control]


def test_no_color_keeps_red_cards_readable(monkeypatch: pytest.MonkeyPatch) -> None:
    """issue 46: with NO_COLOR every card is a grey well apart from its background, the red
    ones too, legal (bold, underlined) or not (dim): never near-black on black."""
    monkeypatch.setenv("NO_COLOR", "1")

    async def steps(app: TableApp, pilot: Pilot[Any]) -> None:
        await to_first_card(pilot)
        hand = app.query_one("#hand", Picker)
        assert any(not i.enabled for i in hand.items) and any(i.enabled for i in hand.items)
        reds = [s for s in segments(app) if s.text.strip() and s.text[-1] in "♥♦"]
        assert reds
        for seg in reds:
            assert seg.style is not None and seg.style.color is not None
            fore = Color.from_rich_color(seg.style.color).brightness
            back = Color.from_rich_color(seg.style.bgcolor).brightness
            assert abs(fore - back) >= 0.35, (seg.text, seg.style)

    run("hearts", 1, (80, 24), steps)


@pytest.mark.parametrize(
    ("game", "moves", "panel"), [("bridgette", 1, "Auction"), ("skat", 3, "Game")]
)
def test_choices_take_the_lines_they_need(game: str, moves: int, panel: str) -> None:
    """issue 46: many choices take only the lines they need at 80×24 (Bridgette's auction
    after the discard, Skat's game to declare once the two cards are put away in one move,
    issue 47): the table keeps its height, its middle box and
    panels stay in view, no blank lines under the choices."""

    async def steps(app: TableApp, pilot: Pilot[Any]) -> None:
        for _ in range(moves):
            await move_by_keys(app, pilot)
        await pilot.pause()
        assert app.mode == "choices"
        choices = app.query_one("#choices", Picker)
        drawn = choices.render().plain.split("\n")
        assert choices.size.height == len(drawn) <= 4
        assert app.query_one("#table").size.height >= 12
        assert panel in screen_text(app)

    run(game, 5, (80, 24), steps)


def test_panel_values_use_the_room_there_is() -> None:
    """issue 46: at 120×40 the Bridge panels' values are on one line each (the side's columns
    are the panels' own when the score box is above them)."""

    async def steps(app: TableApp, pilot: Pilot[Any]) -> None:
        await to_first_card(pilot)
        text = screen_text(app)
        assert "not vulnerable" in text
        assert "0 taken, 7 needed" in text

    run("bridge", 5, (120, 40), steps)


@pytest.mark.parametrize("game", ["klaberjass", "bridgette", "draw-bridge"])
def test_seat_boxes_break_between_facts(game: str) -> None:
    """issue 46: a seat's box across the top of a two-player table at 80×24 breaks its facts
    between two of them: never ``0`` / ``tricks``, never a ``·`` dangling at a line's end."""

    async def steps(app: TableApp, pilot: Pilot[Any]) -> None:
        await to_first_card(pilot)
        lines = [
            line.strip("│║ ").strip()
            for line in screen_text(app).split("\n")[2:6]
            if line.startswith(("│", "║"))
        ]
        box = [line.split("│")[0].split("║")[0].strip() for line in lines]
        assert box
        for line in box:
            assert not line.endswith("·") and not line.startswith(("·", "tricks", "cards"))

    run(game, 5, (80, 24), steps)


@pytest.mark.parametrize("size", [(80, 24), (120, 40)])
def test_spades_score_box_keeps_one_layout(size: tuple[int, int]) -> None:
    """issue 46: Spades' score box keeps one layout from the bidding to the play (a table at
    120 columns; at 80, the numbers on a line under each side and the bid on its own)."""

    async def steps(app: TableApp, pilot: Pilot[Any]) -> None:
        bidding = screen_text(app)
        await to_first_card(pilot)
        playing = screen_text(app)
        for text in (bidding, playing):
            if size[0] >= 120:
                assert "Team bids" in text.split("\n")[2]  # the table's heading row
            else:
                assert "  Bags 0" in text or "· Bags 0" in text
        if size[0] < 120:
            assert "Tricks 0 · Bags 0" in playing

    run("spades", 5, size, steps)
