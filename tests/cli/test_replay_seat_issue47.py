"""``replay --step --seat`` (issue 47, a player trial of Five Hundred): ``--seat 0`` was refused
with "seats 1 to 4" though the game's page numbers its seats 0–3. Every command counts seats
for players from 1 (``--seats`` lists them from the first, ``Player 2``, docs/records.md), so
``--seat`` keeps counting from 1 or takes a name; a refusal names each seat's number, and a 0
(an index as a record's JSON and the specs count) is told which ``--seat`` it is."""

from __future__ import annotations

from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest
from typer.testing import CliRunner

from tricktaker import TrickTakerError
from tricktaker.cli.app import app as cli_app
from tricktaker.cli.table.replaying import parse_seat

NAMES = ["North", "East", "South", "West"]  # five-hundred.md §12: seats 0–3
RECORD: Any = SimpleNamespace(game="five-hundred")


def test_a_seat_by_its_number_from_1_or_its_name() -> None:
    """Issue 47: ``--seat 1`` is the first seat (North), ``--seat west`` the fourth."""
    assert [parse_seat(t, RECORD, 4, NAMES) for t in ("1", "4", "west", " South ")] == [0, 3, 3, 2]


def test_seat_0_is_refused_with_the_seat_it_means() -> None:
    """Issue 47: ``--seat 0`` names the numbering and the seat it is, counted from 0."""
    with pytest.raises(TrickTakerError) as refused:
        parse_seat("0", RECORD, 4, NAMES)
    said = str(refused.value)
    assert "five-hundred has seats 1 to 4, counted from 1" in said
    assert "(1 North, 2 East, 3 South, 4 West), or give a seat's name" in said
    assert "seat 0 (North) counted from 0, as a record's JSON counts, is --seat 1" in said
    with pytest.raises(TrickTakerError, match=r"seats 1 to 3, counted from 1$"):
        parse_seat("9", SimpleNamespace(game="oh-hell"), 3, [])


def test_the_command_says_so(tmp_path: Path) -> None:
    """Issue 47: ``replay FILE --step --table --seat 0`` stops with those words before any
    table opens."""
    path = tmp_path / "hearts.json"
    env = {"COLUMNS": "200", "LINES": None, "FORCE_COLOR": None, "NO_COLOR": None}
    play = ["play", "hearts", "--seats", "basic,basic,basic,basic", "--seed", "1", "-o", "hands=1"]
    made = CliRunner().invoke(cli_app, [*play, "--record", str(path), "--plain"], env=env)
    assert made.exit_code == 0, made.output
    said = CliRunner().invoke(cli_app, ["replay", str(path), "--step", "--table", "--seat", "0"],
                              env=env)  # fmt: skip
    assert said.exit_code != 0
    assert "seats 1 to 4, counted from 1" in said.output and "is --seat 1" in said.output
