"""`tricktaker simulate` stops at once on Ctrl-C or SIGTERM, keeps every finished game and
leaves no worker process behind; a worker that dies or fails is reported, never waited for."""

from __future__ import annotations

import errno
import json
import multiprocessing
import os
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from concurrent.futures import Future, ThreadPoolExecutor
from contextlib import suppress
from itertools import islice
from pathlib import Path
from typing import Any

import pytest

from tricktaker import simulate
from tricktaker.errors import TrickTakerError
from tricktaker.simulate import SimulationSpec, Stop, run

pytestmark = pytest.mark.skipif(
    not Path("/proc/self/task").is_dir(), reason="finds worker processes through /proc"
)

CHEAP = ["oh-hell", "--seats", "random,random,random", "-o", "hand_sizes=1"]
BIG_N = str(10**9)  # streams: nothing of the size of n is ever built


def children(pid: int) -> set[int]:
    """The child processes of ``pid`` (from /proc)."""
    found: set[int] = set()
    for task in Path(f"/proc/{pid}/task").iterdir():
        with suppress(OSError):  # a thread that just ended
            found.update(int(x) for x in (task / "children").read_text().split())
    return found


def running(pid: int) -> bool:
    """Whether ``pid`` is still a live process (a zombie, dead but not yet reaped, is not)."""
    try:
        os.kill(pid, 0)
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except (ProcessLookupError, FileNotFoundError):
        return False
    return state != "Z"


def start(tmp_path: Path, *args: str) -> tuple[subprocess.Popen[str], Path]:
    out = tmp_path / "games.jsonl"
    argv = [sys.executable, "-m", "tricktaker", "simulate", *args, "--out", str(out)]
    env = {**os.environ, "COLUMNS": "200"}
    process = subprocess.Popen(
        argv,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
        start_new_session=True,
        env=env,
    )
    return process, out


def wait_for(condition: Any, timeout: float, process: subprocess.Popen[str]) -> None:
    deadline = time.monotonic() + timeout
    while not condition():
        if process.poll() is not None or time.monotonic() > deadline:
            process.kill()
            raise AssertionError(f"gave up waiting (status {process.poll()})")
        time.sleep(0.02)


def lines_in(out: Path) -> int:
    return out.read_bytes().count(b"\n") if out.exists() else 0


def stop_and_check(
    process: subprocess.Popen[str], out: Path, number: int = signal.SIGINT
) -> tuple[str, list[int]]:
    """Send ``number`` to the process group (as a terminal's Ctrl-C does), check the run
    ended within 3 s with no process left, and return its output and the indices written."""
    workers = children(process.pid)
    sent = time.monotonic()
    os.killpg(process.pid, number)
    try:
        output, _ = process.communicate(timeout=3)
    finally:
        if process.poll() is None:
            os.killpg(process.pid, signal.SIGKILL)
    took = time.monotonic() - sent
    assert process.returncode == 128 + number, output
    assert took < 3, f"took {took:.1f} s to stop"
    time.sleep(0.2)
    assert not [pid for pid in workers if running(pid)], "worker processes left running"
    assert "Traceback" not in output
    text = out.read_text()
    assert text.endswith("\n") or not text  # whole lines only
    indices = [json.loads(line)["index"] for line in text.splitlines()]
    assert indices == sorted(set(indices))  # in game order
    return output, indices


@pytest.mark.parametrize("workers", ["1", "2"])
def test_ctrl_c_stops_the_run_keeping_the_finished_games(tmp_path: Path, workers: str) -> None:
    """issue 44, class 7: Ctrl-C (SIGINT to the whole process group, workers included)
    stops a run of 10**9 games within 3 s; the finished games' lines are kept, whole and in
    order, the summary is theirs, and no worker is left."""
    process, out = start(tmp_path, *CHEAP, "-n", BIG_N, "--workers", workers)
    wait_for(lambda: lines_in(out) >= 3, 60, process)
    if workers == "2":
        assert len(children(process.pid)) == 2
    output, indices = stop_and_check(process, out)
    assert f"Interrupted after {len(indices):,} of 1,000,000,000 games" in output
    assert f"{len(indices):,} games" in output  # the summary's title: those games
    assert indices[:3] == [0, 1, 2]


def test_sigterm_stops_the_run_the_same_way(tmp_path: Path) -> None:
    """issue 44, class 7: SIGTERM to the process group (a supervisor stopping it) is a stop
    too (exit status 143), finished games kept: the workers leave it to the parent."""
    process, out = start(tmp_path, *CHEAP, "-n", BIG_N, "--workers", "2")
    wait_for(lambda: lines_in(out) >= 1, 60, process)
    output, indices = stop_and_check(process, out, signal.SIGTERM)
    assert f"Interrupted after {len(indices):,} of" in output


@pytest.mark.parametrize("workers", ["1", "2"])
def test_sighup_stops_the_run_keeping_the_finished_games(tmp_path: Path, workers: str) -> None:
    """issue 44, class 7: SIGHUP (the terminal closed) to the process group is a stop like
    Ctrl-C (exit status 129): the finished games kept and summed up, the workers (which
    ignore it too) killed and reaped, none left; before, the default action killed the
    console at once, leaving no summary and its workers unreaped."""
    process, out = start(tmp_path, *CHEAP, "-n", BIG_N, "--workers", workers)
    wait_for(lambda: lines_in(out) >= 1, 60, process)
    output, indices = stop_and_check(process, out, signal.SIGHUP)
    assert f"Interrupted after {len(indices):,} of" in output


@pytest.mark.parametrize("workers", ["1", "2"])
def test_a_long_game_is_broken_off_at_once(tmp_path: Path, workers: str) -> None:
    """issue 44, class 7: a game that takes long (a bot thinking 2 s a move) does not hold
    the stop up, whether it is played in the console's process or in a worker."""
    seats = ["oh-hell", "--seats", "search:2s,random,random", "-o", "hand_sizes=10"]
    process, out = start(tmp_path, *seats, "-n", "100", "--workers", workers)
    wait_for(out.exists, 60, process)  # the run has started (the file is opened first)
    if workers == "2":
        wait_for(lambda: len(children(process.pid)) == 2, 30, process)
    time.sleep(0.5)
    output, indices = stop_and_check(process, out)
    assert "Interrupted after 0 of 100 games" in output and "no game finished" in output
    assert indices == []


SPEC = SimulationSpec("oh-hell", ("random",) * 3, 10**9, 1, {"players": 3, "hand_sizes": [1]})


def test_a_stop_request_ends_the_run_between_games() -> None:
    """issue 44, class 7: run() checks its Stop between games and yields no more."""
    stop = Stop()
    seen = []
    for line in run(SPEC, stop=stop):
        seen.append(line["index"])
        if len(seen) == 5:
            stop.signal = signal.SIGINT
    assert seen == [0, 1, 2, 3, 4]


def test_a_stop_request_keeps_what_the_workers_finished() -> None:
    """issue 44, class 7: with worker processes, the games already sent back are yielded (in
    game order) and the workers are gone once the run ends."""
    stop = Stop()
    seen = []
    lines = run(SPEC, workers=2, stop=stop)
    for line in lines:
        seen.append(line["index"])
        if len(seen) == 5:
            time.sleep(0.3)  # the workers play on meanwhile
            stop.signal = signal.SIGINT
    assert seen[:5] == [0, 1, 2, 3, 4] and seen == sorted(set(seen))
    assert len(seen) > 5  # those the workers had sent when the stop came
    assert not [p for p in multiprocessing.active_children() if p.is_alive()]


class CountingExecutor(ThreadPoolExecutor):
    """A thread pool that counts its tasks (for the executor path, e.g. Dask's)."""

    def __init__(self) -> None:
        super().__init__(max_workers=2)
        self.submitted = 0

    def submit(self, fn: Any, /, *args: Any, **kwargs: Any) -> Future[Any]:
        self.submitted += 1
        return super().submit(fn, *args, **kwargs)


def test_a_stop_request_cancels_an_executors_pending_chunks() -> None:
    """issue 44, class 7: on an executor (e.g. a Dask cluster), a stop cancels the chunks
    not started and ends the run without waiting for them."""
    stop = Stop()
    with CountingExecutor() as executor:
        lines = run(SPEC, workers=2, executor=executor, stop=stop)
        first = next(lines)
        stop.signal = signal.SIGINT
        rest = list(lines)
    assert first["index"] == 0
    assert [line["index"] for line in rest] == sorted({line["index"] for line in rest})
    assert executor.submitted <= simulate.AHEAD * 2 + 1


def worker_pids(lines: Iterator[dict[str, Any]]) -> list[int]:
    next(lines)  # the pool has started
    return [p.pid for p in multiprocessing.active_children() if p.pid]


def test_a_worker_killed_mid_run_is_reported_not_waited_for() -> None:
    """issue 44, class 7: a worker killed from outside (out of memory, kill -9) ends the run
    with a message naming it and the games it held, instead of a hang."""
    lines = run(SPEC, workers=2)
    pids = worker_pids(lines)
    assert len(pids) == 2
    os.kill(pids[0], signal.SIGKILL)
    started = time.monotonic()
    with pytest.raises(TrickTakerError, match=rf"worker process \(pid {pids[0]}\) died"):
        for _ in islice(lines, 10**6):
            pass
    assert time.monotonic() - started < 5
    lines.close()
    assert not [pid for pid in pids if running(pid)]


def test_an_error_in_a_worker_reaches_the_caller() -> None:
    """issue 44, class 7: a game that fails in a worker raises its error in the parent (not a
    hang, not a silent loss), and the workers are gone."""
    spec = SimulationSpec("oh-hell", ("random", "random", "nobot"), 4, 1, {"players": 3})
    with pytest.raises(TrickTakerError, match="nobot"):
        list(run(spec, workers=2))
    assert not [p for p in multiprocessing.active_children() if p.is_alive()]


def test_workers_that_cannot_start_are_a_message(monkeypatch: pytest.MonkeyPatch) -> None:
    """issue 44, class 5: no process left to fork (EAGAIN) is a message saying what to do, not
    a traceback, and the workers already started are stopped."""
    started: list[int] = []
    real = multiprocessing.process.BaseProcess.start

    def start(self: Any) -> None:
        if started:
            raise OSError(errno.EAGAIN, "Resource temporarily unavailable")
        real(self)
        started.append(self.pid)

    monkeypatch.setattr(multiprocessing.process.BaseProcess, "start", start)
    with pytest.raises(TrickTakerError, match=r"cannot start worker process 2 of 2 .*--workers"):
        next(run(SPEC, workers=2))
    assert started and not running(started[0])
