"""``tricktaker resume``: the list of unfinished games at 80×24, games named by number or short
name, and deleting saves (issue 46: "``resume`` lists 45 lines for 14 saves and old saves
cannot be deleted"; "the resume command printed is a three-line absolute path").

Saves are written directly (a record of an unfinished game), newest first by their times.
"""

from __future__ import annotations

import os
import time
from pathlib import Path
from typing import Any

import pytest

from tricktaker import load_game
from tricktaker.records import record_of, save
from tricktaker.saves import find_save, new_save_path, save_name, saves_dir, unfinished_games

SCREEN = {"COLUMNS": "80", "LINES": "24"}
GAMES = ["hearts", "spades", "oh-hell", "skat", "euchre", "klaberjass", "bridge"]


def make_saves(count: int, start: float | None = None) -> list[Path]:
    """``count`` unfinished games in the saves folder, the first the newest, an hour apart."""
    now = time.time() if start is None else start
    paths = []
    for index in range(count):
        game = load_game(GAMES[index % len(GAMES)])
        session = game.new_session(seed=index)
        seats = ["human"] + ["basic"] * (session.players - 1)
        path = new_save_path(game.id)
        save(record_of(session, seats), path)
        stamp = now - 3600 * index
        os.utime(path, (stamp, stamp))
        paths.append(path)
    return paths


def lines_of(output: str) -> list[str]:
    return output.rstrip("\n").split("\n")


def test_many_saves_fit_an_80_by_24_screen_one_line_each(cli: Any) -> None:
    """issue 46: with 30 saves the chooser shows the newest that fit 24 lines, one line a game
    (number, game, players, hands played, score, when), and says how to see the others."""
    paths = make_saves(30)
    out = cli.ok("resume", input="q\n", env=SCREEN).output
    lines = lines_of(out)
    assert len(lines) <= 24, out
    assert all(len(line) <= 80 for line in lines), out
    assert lines[0] == "Unfinished games (30, newest first; the score is yours):"
    rows = [line.split() for line in lines if line[:3].strip().isdigit()]
    assert [row[0] for row in rows] == [str(n) for n in range(1, len(rows) + 1)]
    assert len(rows) >= 15
    assert rows[0][:6] == ["1", "Hearts", "you,", "3", "basic", "bots"]
    assert rows[0][6:8] == ["0", "0"]  # hands played (to a target: no "of N"), your score
    assert rows[0][8] in ("today", "yesterday")
    assert f"and {30 - len(rows)} older" in out and "tricktaker resume --list" in out
    assert lines[-1] == "Resume which game? [1-30, d N to delete, q to cancel] "
    # --list: every game, one line each
    listed = cli.ok("resume", "--list", env=SCREEN).output
    rows = [line for line in lines_of(listed) if line[:3].strip().isdigit()]
    assert len(rows) == 30 and all(len(line) <= 80 for line in rows)
    assert "Skat" in rows[3] and "you, 2 basic bots" in rows[3] and "0 of 36" in rows[3]
    assert len(paths) == 30


def test_a_game_is_resumed_by_its_number_or_its_short_name(cli: Any) -> None:
    """issue 46: ``resume 2`` and ``resume NAME`` (the name printed when a game stops)."""
    newer, older = make_saves(2)
    out = cli.ok("resume", "2", input="quit\n").output
    assert f"Resuming Spades ({older.stem}, 0 actions played)." in out
    assert f"Resume it with:\n  tricktaker resume {older.stem}\n" in out
    out = cli.ok("resume", newer.stem, input="quit\n").output
    assert f"Resuming Hearts ({newer.stem}, " in out
    assert "no unfinished game number 3; there are 2" in cli.error("resume", "3").output
    assert "nosuch: no saved game of that name" in cli.error("resume", "nosuch").output
    assert find_save(newer.stem) == newer and save_name(newer) == newer.stem


def test_the_stop_message_is_short_whatever_the_data_folder(cli: Any, tmp_path: Path) -> None:
    """issue 46: not the absolute path of the save (three lines at 80 columns)."""
    deep = tmp_path / ("a-long-folder-name-" * 4)
    out = cli.ok(
        "play", "oh-hell", "-o", "hand_sizes=1", input="quit\n",
        env={"TRICKTAKER_DATA_DIR": str(deep)},
    ).output  # fmt: skip
    (path,) = (deep / "games").glob("*.json")
    tail = lines_of(out)[-2:]
    assert tail[0].endswith("Game stopped and saved. Resume it with:")
    assert tail[1] == f"  tricktaker resume {path.stem}"
    assert str(deep) not in out


def test_delete_one_game_by_number(cli: Any) -> None:
    """issue 46: ``--delete N`` deletes that game at once and says which."""
    newer, older = make_saves(2)
    out = cli.ok("resume", "--delete", "1").output
    assert out == f"1. Hearts ({newer.stem}): deleted.\n"
    assert not newer.exists() and older.exists()
    assert [g.path for g in unfinished_games()] == [older]


def test_deleting_several_asks_first(cli: Any) -> None:
    """issue 46: several games are listed and asked about; Enter or the end of input is no."""
    paths = make_saves(3)
    for answer in ("\n", "", "n\n"):
        out = cli.ok("resume", "--delete", "1", "--delete", "3", input=answer).output
        assert "Delete these 2 games? [y/N]" in out and "(Nothing deleted.)" in out
        assert all(p.exists() for p in paths)
    out = cli.ok("resume", "--delete", "1", "--delete", paths[2].stem, input="y\n").output
    assert f"3. Oh Hell ({paths[2].stem}): deleted." in out
    assert [p.exists() for p in paths] == [False, True, False]


@pytest.mark.parametrize("answer", ["y\n", None])
def test_delete_all(cli: Any, answer: str | None) -> None:
    """issue 46: ``--delete-all`` asks (``--yes`` does not) and deletes every listed game."""
    make_saves(4)
    args = ["resume", "--delete-all"] + ([] if answer else ["--yes"])
    out = cli.ok(*args, input=answer).output
    assert ("Delete these 4 games? [y/N]" in out) == (answer is not None)
    assert out.count(": deleted.") == 4
    assert unfinished_games() == []
    assert "No unfinished games" in cli.ok("resume").output


def test_deleting_a_game_recorded_elsewhere_keeps_its_file(cli: Any, tmp_path: Path) -> None:
    """issue 46: a game the player recorded with ``--record FILE`` leaves the list; the file
    is the player's and stays."""
    mine = tmp_path / "mine.json"
    cli.ok("play", "oh-hell", "-o", "hand_sizes=1", "--record", mine, input="quit\n")
    out = cli.ok("resume", "--delete", "1").output
    assert f"no longer listed; its record {mine} is kept" in " ".join(out.split())
    assert mine.exists() and unfinished_games() == []
    assert list(saves_dir().glob("*.link")) == []


def test_a_number_not_in_the_list_deletes_nothing(cli: Any) -> None:
    paths = make_saves(2)
    out = cli.error("resume", "--delete", "1", "--delete", "5").output
    assert "no unfinished game number 5; there are 2" in out
    assert all(p.exists() for p in paths)
    assert (
        "--delete and --delete-all take the games"
        in cli.error("resume", "1", "--delete", "2").output
    )


def test_the_chooser_deletes_with_d(cli: Any) -> None:
    """issue 46: ``d N`` at the question deletes game N after a yes, then lists the rest."""
    newer, older = make_saves(2)
    out = cli.ok("resume", input="d 2\nn\nd 2\ny\nq\n").output
    assert out.count("Delete this game? [y/N]") == 2
    assert f"2. Spades ({older.stem}): deleted." in out
    assert "Unfinished games (1, newest first" in out
    assert newer.exists() and not older.exists()


def test_resume_help_documents_listing_and_deleting(cli: Any) -> None:
    out = " ".join(cli.ok("resume", "--help").output.split())
    for option in ("--list", "--delete", "--delete-all", "--yes"):
        assert option in out
    assert "its name" in out and "its number" in out
