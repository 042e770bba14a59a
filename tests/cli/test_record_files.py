"""The files a game is saved in and listed from: names, links, the saves folder, overwriting,
and ``--seats`` (issue 44, classes 9, 10 and 14)."""

from __future__ import annotations

import errno
import io
import json
import os
from pathlib import Path

import pytest
import typer

from tricktaker import saves
from tricktaker.cli.app import user_errors
from tricktaker.cli.seats import parse_seats
from tricktaker.cli.text import InertConsole
from tricktaker.errors import TrickTakerError
from tricktaker.records import load, replay

BOTS = ("--seats", "basic,basic,basic", "--seed", "4", "-o", "hand_sizes=1")


@pytest.fixture
def games_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """``$TRICKTAKER_DATA_DIR/games`` of this test."""
    monkeypatch.setenv("TRICKTAKER_DATA_DIR", str(tmp_path / "data"))
    return tmp_path / "data" / "games"


def unfinished(path: Path, seed: int = 3) -> Path:
    """A save of an Oh Hell game of three seats that has not started."""
    path.parent.mkdir(parents=True, exist_ok=True)
    record = {"game": "oh-hell", "seed": seed, "options": {"players": 3}, "seats": ["basic"] * 3}
    path.write_text(json.dumps(record), encoding="utf-8")
    return path


def complete(path: Path) -> None:
    record = load(path)
    assert replay(record).is_over, path


# -- class 9: file names -----------------------------------------------------------------------


@pytest.mark.parametrize("name", ["a**b.json", "[x].json", "a*?.json", "**"])
def test_a_record_name_is_a_name_never_a_pattern(cli, games_dir, tmp_path, name):
    """issue 44, class 9: ``--record 'a**b.json'`` plays and saves there (the name was used
    as a glob: ValueError: Invalid pattern)."""
    record = tmp_path / name
    cli.ok("play", "oh-hell", *BOTS, "--record", record)
    complete(record)


LONG = "a" * 300  # longer than a file name may be (NAME_MAX is 255 on Linux)


@pytest.mark.parametrize(
    "args",
    [
        ("play", f"/tmp/{LONG}.toml"),
        ("check", f"/tmp/{LONG}.toml"),
        ("rules", f"/tmp/{LONG}.toml"),
        ("play", "/tmp/" + "/".join(["b" * 200] * 30) + ".toml"),  # a path too long
    ],
)
def test_a_game_file_name_too_long_is_named_not_a_traceback(cli, args):
    """issue 44, class 9: a rules file named by a name the file system refuses (too long) is
    an error naming the file and why, never ``OSError: File name too long``."""
    result = cli.error(*args)
    assert "cannot read the file (File name too long)" in result.output


def test_a_record_whose_game_file_name_is_too_long_is_named(cli, games_dir, tmp_path):
    """issue 44, class 9: a record's ``game_file`` too long for the file system is refused
    naming the record and the file, by ``replay`` and ``replay --json``."""
    record = tmp_path / "r.json"
    data = {"game": "zz", "game_file": f"/tmp/{LONG}.toml", "seed": 1, "seats": ["basic"] * 3}
    record.write_text(json.dumps(data), "utf-8")
    for extra in ((), ("--json",)):
        result = cli.error("replay", record, *extra)
        assert "r.json: the record's game" in result.output
        assert "File name too long" in result.output


def test_resume_of_a_file_name_too_long_is_named(cli, games_dir):
    """issue 44, class 9: ``resume FILE`` with a name too long for the file system says so,
    naming the file (it was ``OSError: File name too long`` from ``is_file``)."""
    result = cli.error("resume", f"/tmp/{LONG}.json")
    assert f"{LONG}.json: cannot resume: cannot read the record (File name too long)" in (
        result.output.replace("\n", "")
    )


def test_a_file_system_refusal_anywhere_is_a_message_naming_the_file():
    """issue 44, class 9: the console's last guard: an ``OSError`` about a named file that no
    command turned into words is shown as the file and why (exit status 2), inertly; one
    about no file is a fault and propagates."""
    out = io.StringIO()
    console = InertConsole(file=out, width=200)
    with pytest.raises(typer.Exit) as exit_, user_errors(console):
        raise OSError(errno.ENAMETOOLONG, "File name too long", "/tmp/a\x1b]0;t\x07.json")
    assert exit_.value.exit_code == 2
    assert out.getvalue() == "error: /tmp/a\\x1b]0;t\\x07.json: File name too long\n"
    with pytest.raises(OSError), user_errors(console):
        raise OSError(errno.EIO, "no file")


def test_a_games_folder_name_too_long_is_skipped(cli, monkeypatch, tmp_path):
    """issue 44, class 9: a ``TRICKTAKER_GAMES`` entry too long for the file system is no
    folder, like a missing one: ``games`` still lists the installed games."""
    monkeypatch.setenv("TRICKTAKER_GAMES", f"/tmp/{LONG}{os.pathsep}{tmp_path}")
    assert "hearts" in cli.ok("games").output


def test_only_this_saves_temporary_files_are_removed(tmp_path):
    """issue 44, class 9: removing a dead writer's temporary files of ``a*[b].json`` matches
    that name exactly, not as a pattern, and never another file's."""
    dead = 2**22 + 12345  # above any pid_max: no such process
    ours = tmp_path / f".a*[b].json.{dead}.tmp"
    other = tmp_path / f".ab.json.{dead}.tmp"  # what the pattern a*[b] would match
    longer = tmp_path / f".a*[b].json.x.{dead}.tmp"  # another file's name beginning alike
    for path in (ours, other, longer):
        path.write_text("x", encoding="utf-8")
    assert saves.clean_temporary_files(tmp_path, "a*[b].json") == [ours]
    assert other.exists() and longer.exists()


def write_bytes(path: Path, data: bytes) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data)
    return path


def test_bad_link_files_are_reported_once_and_never_hide_the_other_games(cli, games_dir, tmp_path):
    """issue 44, class 9: a ``.link`` file holding a NUL byte, invalid UTF-8, a relative path,
    a huge text, or naming a folder, is skipped and reported once (inertly); an empty one (a
    link being created) is skipped; the unfinished games are still listed and resumable."""
    good = unfinished(games_dir / "good.json")
    folder = tmp_path / "a-folder"
    folder.mkdir()
    bad = {
        "nul.link": b"/tmp/a\x00b.json\n",
        "utf8.link": b"/tmp/\xff\xfe.json\n",
        "relative.link": b"games/x.json\n",
        "empty.link": b"",
        "huge.link": b"/" + b"x" * 100_000 + b"\n",
        "folder.link": f"{folder}\n".encode(),
        "esc\x1b]0;T\x07.link": b"\x1b]0;title\x07",
    }
    for name, data in bad.items():
        write_bytes(games_dir / name, data)
    found = saves.unfinished_games()
    assert [g.path for g in found if g.error is None] == [good]
    out = cli.run("resume", input="q\n").output
    assert "Traceback" not in out and "\x1b" not in out and "\x00" not in out
    for name in ("nul.link", "utf8.link", "relative.link", "huge.link"):
        assert out.count(name) == 1, out
    assert "empty.link" not in out  # a link being created: skipped, not reported
    assert out.count(str(folder)) == 1, out
    assert out.count("\\x1b]0;T\\x07.link") == 1, out
    assert "Oh Hell" in out  # the good game is listed
    for name in bad:  # a damaged link is reported, never deleted or changed
        assert (games_dir / name).read_bytes() == bad[name]


def test_a_save_that_cannot_be_replayed_does_not_hide_the_others(games_dir, monkeypatch):
    """issue 44, class 9: a fault while replaying one save (not a TrickTakerError) is that
    save's reported problem; the other games are listed."""
    good = unfinished(games_dir / "good.json", seed=3)
    broken = unfinished(games_dir / "broken.json", seed=4)
    real = saves.replay

    def replay_or_fail(record):  # type: ignore[no-untyped-def]
        if record.seed == 4:
            raise ValueError("invalid literal for int()")
        return real(record)

    monkeypatch.setattr(saves, "replay", replay_or_fail)
    found = {g.path: g for g in saves.unfinished_games()}
    assert found[good].error is None
    assert found[broken].error == (
        f"{broken}: cannot be replayed (ValueError: invalid literal for int())"
    )


# -- class 10: the saves folder cannot be written ------------------------------------------------


@pytest.fixture
def unusable_saves(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A data folder whose ``games`` folder cannot be made (a file stands in its way): works
    as root too, where a read-only folder is still written."""
    blocker = tmp_path / "data"
    blocker.write_text("not a folder", encoding="utf-8")
    monkeypatch.setenv("TRICKTAKER_DATA_DIR", str(blocker))
    return blocker


def test_play_record_plays_and_saves_when_the_saves_folder_cannot_be_written(
    cli, unusable_saves, tmp_path
):
    """issue 44, class 10 (a regression of 2e73f41, which listed --record games through a
    link file in the saves folder and refused to play when it could not write it): the game
    is played and saved in FILE; the console says it is not listed and how to resume it."""
    record = tmp_path / "mine.json"
    out = cli.ok("play", "oh-hell", *BOTS, "--record", record).output
    complete(record)
    assert "will not list it" in out and "resume" in out
    assert "TRICKTAKER_DATA_DIR" in out


def test_play_record_plays_when_the_data_folder_is_a_symlink_loop(cli, tmp_path, monkeypatch):
    """issue 44, class 10: TRICKTAKER_DATA_DIR a symbolic link loop (resolving it raised
    RuntimeError: a traceback): the game is played and saved in FILE, the console names the
    saves folder, why it is not listed, and how to resume it."""
    (tmp_path / "one").symlink_to(tmp_path / "two")
    (tmp_path / "two").symlink_to(tmp_path / "one")
    monkeypatch.setenv("TRICKTAKER_DATA_DIR", str(tmp_path / "one"))
    record = tmp_path / "mine.json"
    out = " ".join(cli.ok("play", "oh-hell", *BOTS, "--record", record).output.split())
    complete(record)
    assert "will not list it" in out and "a symbolic link loops" in out
    assert f"resume {record}" in out


def test_play_without_a_usable_saves_folder_says_how_to_save_elsewhere(cli, unusable_saves):
    """issue 44, class 10: no saves folder and no --record: the message names the folder,
    TRICKTAKER_DATA_DIR and --record."""
    out = " ".join(cli.error("play", "oh-hell", *BOTS).output.split())
    assert str(unusable_saves) in out
    assert "TRICKTAKER_DATA_DIR" in out and "--record FILE" in out


def test_play_saves_in_a_read_only_saves_folder_are_refused_clearly(cli, tmp_path, monkeypatch):
    """issue 44, class 10: a saves folder that exists but refuses new files (simulated: a new
    file cannot be created in it; a read-only folder is still written by root) is named, with
    the way out."""
    games = tmp_path / "data" / "games"
    games.mkdir(parents=True)
    real_open = os.open

    def refuse_new_saves(path, flags, mode=0o777, **kw):  # type: ignore[no-untyped-def]
        if Path(path).parent == games and flags & os.O_CREAT:
            raise PermissionError(13, "Permission denied")
        return real_open(path, flags, mode, **kw)

    monkeypatch.setenv("TRICKTAKER_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setattr(os, "open", refuse_new_saves)
    out = " ".join(cli.error("play", "oh-hell", *BOTS).output.split())
    assert f"{games}: cannot save in the saves folder (Permission denied)" in out
    assert "TRICKTAKER_DATA_DIR" in out and "--record" in out


# -- class 14: --seats and overwriting ------------------------------------------------------------


@pytest.mark.parametrize("seats", ["", " ", " , ", "human,", ",basic,basic", "basic,,basic"])
def test_empty_seats_are_refused_never_read_as_the_default(cli, games_dir, seats):
    """issue 44, class 14: ``--seats ''`` (or an empty seat among others) is refused, naming
    --seats and the kinds allowed; no game is played or saved."""
    out = cli.error("play", "oh-hell", "--seats", seats, input="").output
    assert "--seats" in out and "human, random, basic, search" in out
    assert "empty" in out or "no seats" in out
    assert not games_dir.exists() or not any(games_dir.iterdir())


def test_one_reader_of_seats_for_play_and_simulate():
    """issue 44, class 14: ``parse_seats`` refuses the same things for both commands, and a
    human seat where only bots play."""
    assert parse_seats(None) is None
    assert parse_seats(" Human , basic,search:8 ") == ["human", "basic", "search:8"]
    assert parse_seats("random,basic", human=False) == ["random", "basic"]
    for text in ("", ",", "basic,", "basic, ,basic"):
        for human in (True, False):
            with pytest.raises(TrickTakerError, match="--seats"):
                parse_seats(text, human=human)
    with pytest.raises(TrickTakerError, match="only bots play here"):
        parse_seats("human,basic", human=False)
    with pytest.raises(TrickTakerError, match=r"search:N takes"):
        parse_seats("basic,search:0", human=True)  # a bad budget: refused before any game


def test_play_record_refuses_to_overwrite_an_unfinished_game(cli, games_dir, tmp_path):
    """issue 44, class 14: ``play --record F`` with an unfinished game in F is refused; F is
    unchanged; the message says how to continue it (resume F) or start elsewhere."""
    record = unfinished(tmp_path / "unfinished game.json")
    before = record.read_bytes()
    out = " ".join(cli.error("play", "oh-hell", *BOTS, "--record", record).output.split())
    assert "unfinished game of Oh Hell" in out
    assert f"resume '{record}'" in out and "another file name" in out
    assert record.read_bytes() == before


@pytest.mark.parametrize("what", ["finished", "not a record", "a folder"])
def test_play_record_never_overwrites_anything_else(cli, games_dir, tmp_path, what):
    """issue 44, class 14 (decided: refuse): a finished game's record, a file that is not a
    tricktaker record, or a folder, named by --record, is left as it is and the game refused."""
    target = tmp_path / "target.json"
    if what == "finished":
        cli.ok("play", "oh-hell", *BOTS, "--record", target)
        complete(target)
    elif what == "not a record":
        target.write_text("my notes\n", encoding="utf-8")
    else:
        target.mkdir()
    before = None if target.is_dir() else target.read_bytes()
    out = " ".join(cli.error("play", "oh-hell", *BOTS, "--record", target).output.split())
    needle = {"finished": "finished game", "not a record": "not a tricktaker", "a folder": "folder"}
    assert needle[what] in out
    assert before is None or target.read_bytes() == before


def test_play_record_uses_an_empty_file(cli, games_dir, tmp_path):
    """issue 44, class 14: an existing empty file holds nothing to lose: the game is saved
    there."""
    target = tmp_path / "empty.json"
    target.touch()
    cli.ok("play", "oh-hell", *BOTS, "--record", target)
    complete(target)
    assert os.path.getsize(target) > 0


@pytest.mark.parametrize("name", ["", ".", "./", "/", ".."])
def test_play_record_naming_a_folder_without_a_file_name_is_refused(
    cli, games_dir, tmp_path, monkeypatch, name
):
    """issue 44, class 14: ``--record ''`` (or ``.``, ``/``, ``./``) named no file: its lock
    file's name was made from it first (``ValueError: PosixPath('.') has an empty name``).
    It is refused as a folder, naming --record and what it takes; nothing is saved."""
    work = tmp_path / "work"
    work.mkdir()
    monkeypatch.chdir(work)
    out = " ".join(cli.error("play", "oh-hell", *BOTS, "--record", name).output.split())
    assert "is a folder; --record takes the name of a file to create" in out
    assert not any(work.iterdir())
    assert not games_dir.exists() or not any(games_dir.iterdir())
