"""``--plain`` output has no line ending in spaces (issue 46): rich pads the line console's
grids and tables to their width; the console drops those spaces before each line break, so
a game's text copied, compared or piped carries none. Spaces that show (a background) and a
prompt's last space (no line break after it) are kept."""

from __future__ import annotations

import io

from rich.console import Console
from rich.table import Table
from rich.text import Text

from tricktaker.cli.text import InertConsole


def grid() -> Table:
    table = Table.grid(padding=(0, 2))
    table.add_column()
    table.add_column()
    table.add_row("Hand", "1 of 19 · 10 cards · dealer: Player 2")
    table.add_row("Score", "Player 1 0")
    return table


def printed(console_type: type[Console], *things: object, end: str = "\n") -> str:
    out = io.StringIO()
    console = console_type(file=out, width=80, color_system=None)
    console.print(*things, end=end)
    return out.getvalue()


def test_a_plain_game_has_no_line_ending_in_a_space(cli, tmp_path):
    """Issue 46: ``tricktaker play oh-hell --plain --seats basic,basic,basic,basic --seed 1``
    prints its tables (the scores, under a centred title) with no trailing space on any line."""
    result = cli.ok(
        "play", "oh-hell", "--plain", "--seats", "basic,basic,basic,basic", "--seed", "1",
        "-o", "hand_sizes=2,1", "--record", tmp_path / "game.json",
    )  # fmt: skip
    lines = result.output.splitlines()
    assert any("Scores after hand" in line for line in lines)  # a table, its title centred
    assert [line for line in lines if line.endswith(" ")] == []


def test_grid_rows_lose_their_padding_only_at_the_line_end():
    """Issue 46: rich pads the shorter row of a grid; the inert console does not."""
    assert any(line.endswith(" ") for line in printed(Console, grid()).splitlines())
    text = printed(InertConsole, grid())
    assert text.splitlines() == [
        "Hand   1 of 19 · 10 cards · dealer: Player 2",
        "Score  Player 1 0",
    ]


def test_a_prompt_keeps_its_last_space_and_shown_spaces_stay():
    """Issue 46: text with no line break after it (a prompt) keeps its spaces; spaces with a
    background are seen, and kept."""
    assert printed(InertConsole, "Your move: ", end="") == "Your move: "
    out = io.StringIO()
    console = InertConsole(file=out, width=20, color_system="standard", force_terminal=True)
    console.print(Text("bar   ", style="on red"))
    assert "bar   " in out.getvalue()
