"""Snapshots of the table (issue 46): every game at 80×24 and 120×40, seeded, at the human's
first card of the first hand's play (the bids, the contract or the trump made, the game's
panels filled in). Regenerate after a deliberate change of the table with
``pytest tests/table/test_snapshots.py --snapshot-update`` and look at the report."""

from __future__ import annotations

from typing import Any

import pytest
from textual.pilot import Pilot

from tablekit import GAMES, move_by_keys, settle, table_app
from tricktaker.cli.table.app import TableApp
from tricktaker.cli.table.render import in_trick_play
from tricktaker.cli.table.screens import PauseScreen

SIZES = [(80, 24), (120, 40)]


async def to_first_card(pilot: Pilot[Any]) -> None:
    """Play by keys until the human is to play a card in the hand's trick play."""
    app = pilot.app
    assert isinstance(app, TableApp)
    await settle(app, pilot)
    session = app.driver.session
    for _ in range(60):
        if app.finished or session.is_over:
            break
        if isinstance(app.screen, PauseScreen):
            await pilot.press("enter")
            await settle(app, pilot)
            continue
        if app.mode == "cards" and in_trick_play(session):
            break
        await move_by_keys(app, pilot)
    await pilot.pause()


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize(("game", "seed"), GAMES, ids=[g for g, _ in GAMES])
def test_table_snapshot(snap_compare: Any, game: str, seed: int, size: tuple[int, int]) -> None:
    """issue 46: the table of each game at the first card of its play, as a player sees it."""
    assert snap_compare(table_app(game, seed), terminal_size=size, run_before=to_first_card)
