"""`tricktaker simulate`'s outputs and cluster address: every mistake is a one-line message
naming the option, the path or address and what is wrong (exit status 2), found before any game
is played where it can be; a write that fails mid-run keeps whole lines and says how many games
finished."""

from __future__ import annotations

import errno
import json
import os
import time
from pathlib import Path
from typing import Any

import pytest

from tricktaker import simulate
from tricktaker.errors import TrickTakerError
from tricktaker.simulate import LinesOut, outputs, running
from tricktaker.simulate import workers as worker_processes

CHEAP = ["simulate", "oh-hell", "-n", "3", "--seats", "random,random,random", "-o", "hand_sizes=1"]


@pytest.fixture
def no_game(monkeypatch: pytest.MonkeyPatch) -> None:
    """Any game played fails the test: the mistake must be found before the first game."""

    def play_one(*args: Any) -> None:
        raise AssertionError("a game was played before the mistake was found")

    for module in (running, worker_processes):  # where play_one is looked up
        monkeypatch.setattr(module, "play_one", play_one)


def bad_paths(tmp_path: Path) -> list[tuple[Path, str]]:
    (tmp_path / "file").write_text("x")
    cases = [
        (tmp_path, "it is a folder"),
        (tmp_path / "missing" / "x", f"its folder {tmp_path / 'missing'} does not exist"),
        (tmp_path / "file" / "x", f"a part of {tmp_path / 'file'} is a file, not a folder"),
    ]
    if Path("/proc/self").is_dir():  # a place where no file can be made, even by root
        cases.append((Path("/proc/tricktaker-test"), "no file can be made in /proc"))
    return cases


@pytest.mark.parametrize("option", ["--out", "--plot"])
def test_an_output_that_cannot_be_written_is_refused_before_any_game(
    cli: Any, tmp_path: Path, no_game: None, option: str
) -> None:
    """issue 44, class 5: --out or --plot into a folder, a missing folder, below a file, or
    an unwritable place: one line naming the option, the path and why, exit status 2."""
    for path, reason in bad_paths(tmp_path):
        output = cli.error(*CHEAP, option, path).output
        assert f"{option} {path}: cannot write ({reason}" in output
        assert len(output.strip().splitlines()) == 1, output


def test_the_checks_change_no_file(cli: Any, tmp_path: Path, no_game: None) -> None:
    """issue 44, class 5: checking --out leaves an earlier file as it was when another
    mistake stops the run, and leaves no file behind where there was none."""
    out = tmp_path / "games.jsonl"
    out.write_text("earlier\n")
    plot = tmp_path / "scores.png"
    cli.error(*CHEAP, "--out", out, "--plot", plot, "--scheduler", "nonsense")
    assert out.read_text() == "earlier\n"
    assert not plot.exists()


def test_plot_and_out_naming_one_file_is_refused(cli: Any, tmp_path: Path, no_game: None) -> None:
    """issue 44, class 5: the plot would overwrite the lines."""
    same = tmp_path / "same"
    assert "the same file as --out" in cli.error(*CHEAP, "--out", same, "--plot", same).output
    (tmp_path / "link").symlink_to(same)  # a dangling link to it
    output = cli.error(*CHEAP, "--out", same, "--plot", tmp_path / "link").output
    assert "the same file as --out" in output
    assert (tmp_path / "link").is_symlink() and not same.exists()  # the checks left both


@pytest.mark.parametrize("option", ["--out", "--plot"])
def test_the_games_own_rules_file_is_never_overwritten(
    cli: Any, tmp_path: Path, no_game: None, option: str
) -> None:
    """issue 44, class 5: simulating a variant file with --out (or --plot) naming that file
    would destroy it: refused, the file unchanged."""
    variant = tmp_path / "short.toml"
    game_id = f"short-{option[2:]}"  # the registry outlives a test
    variant.write_text(f'base = "oh-hell"\n[game]\nid = "{game_id}"\nname = "Short"\n')
    before = variant.read_text()
    args = ["simulate", variant, "-n", "2", "--seats", "random,random,random"]
    assert "that is the game's rules file" in cli.error(*args, option, variant).output
    assert variant.read_text() == before


@pytest.mark.skipif(not Path("/dev/full").exists(), reason="needs /dev/full")
def test_a_full_device_is_a_message(cli: Any) -> None:
    """issue 44, class 5: writing to a full device says so and how many games finished."""
    output = cli.error(*CHEAP, "--out", "/dev/full").output
    assert "--out /dev/full: cannot write line 1 (No space left on device)" in output
    assert "0 of 3 games finished" in output


def failing_write(monkeypatch: pytest.MonkeyPatch, whole: int) -> None:
    """``os.write`` to a file (not fds 0-2) succeeds ``whole`` times, then writes half its
    data and fails as on a full disk."""
    real = os.write
    calls = [0]

    def write(fd: int, data: Any) -> int:
        if fd <= 2:
            return real(fd, data)
        calls[0] += 1
        if calls[0] <= whole:
            return real(fd, data)
        if calls[0] == whole + 1:
            return real(fd, bytes(data)[: len(data) // 2])
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(outputs.os, "write", write)


def test_a_disk_full_mid_run_keeps_whole_lines_and_the_summary(
    cli: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """issue 44, class 5: the disk fills after two games: the file keeps their two whole
    lines (the half line is cut off), the summary of those games is printed, and the message
    names the option, the file, the cause and how many games finished."""
    out = tmp_path / "games.jsonl"
    failing_write(monkeypatch, 2)
    output = cli.error(*CHEAP[:3], "5", *CHEAP[4:], "--out", out).output
    assert [json.loads(line)["index"] for line in out.read_text().splitlines()] == [0, 1]
    assert out.read_text().endswith("\n")
    assert "Oh Hell: 2 games" in output
    assert f"--out {out}: cannot write line 3 (No space left on device)" in output
    assert "2 of 5 games finished" in output


def test_lines_out_says_what_it_kept(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """issue 44, class 5: LinesOut cuts a half-written line off a regular file."""
    out = LinesOut(tmp_path / "x.jsonl")
    failing_write(monkeypatch, 1)
    out.write({"index": 0})
    with pytest.raises(TrickTakerError, match="the 1 lines before it are kept"):
        out.write({"index": 1, "pad": "x" * 100})
    out.close()
    assert (tmp_path / "x.jsonl").read_text() == '{"index": 0}\n'


@pytest.mark.parametrize(
    "address",
    [
        "nonsense",
        "",
        "tcp://[::1",
        "tcp://127.0.0.1",
        "tcp://127.0.0.1:0",
        "tcp://127.0.0.1:99999",
        "foo://bar:1",
        "tls://127.0.0.1:8786",
        "inproc://x",
        "tcp://host name:1",
        "tcp://\x1b]0;x\x07:1",
        "tcp://" + "a" * 64 + ":1",
        "tcp://" + "a." * 200 + "b:1",
        "tcp://a..b:1",
    ],
)
def test_a_bad_scheduler_address_is_refused_before_connecting(
    cli: Any, no_game: None, address: str
) -> None:
    """issue 44, class 5: an address that is not tcp://HOST:PORT is named and refused at once
    (no connection tried, no Dask error or traceback)."""
    output = cli.error(*CHEAP, "--scheduler", address).output
    assert "--scheduler" in output and "not a Dask scheduler address" in output
    assert "tcp://HOST:PORT" in output
    assert "\x1b" not in output


def test_a_good_address_passes_the_check() -> None:
    check = simulate.check_scheduler_address
    assert check("tcp://127.0.0.1:8786") == ("127.0.0.1", 8786)
    assert check("scheduler:8786") == ("scheduler", 8786)
    assert check("tcp://[::1]:8786") == ("::1", 8786)
    assert check("tcp://a-b.c:1") == ("a-b.c", 1)


def test_a_scheduler_nothing_listens_on_is_named_at_once(cli: Any, no_game: None) -> None:
    """issue 44, class 5: a refused connection (tcp://127.0.0.1:1) is a message naming
    --scheduler and the address, without waiting for Dask's retries."""
    started = time.monotonic()
    output = cli.error(*CHEAP, "--scheduler", "tcp://127.0.0.1:1").output
    assert "--scheduler tcp://127.0.0.1:1: cannot reach the Dask scheduler" in output
    assert time.monotonic() - started < 3
