"""Peak memory of ``tricktaker simulate`` at different ``-n``: flat in n, or not.

    python benchmarks/simulate_memory.py                      # -n 10,000 and 1,000,000
        [--games 10000,1000000] [--at 10000] [--workers 2] [--full] [--tree PATH] [--json]

Each ``-n`` is one run of the console in its own process (``python -P -m tricktaker simulate``,
the cheapest game: Oh Hell, three ``random`` seats, one-card hands, ``--out`` to a temporary
file), so the figures are the whole command's: parsing, the streaming of the games, the
summary, the JSON lines. While it runs, the script reads every 20 ms the ``--out`` lines
written so far and the peak resident memory (``VmHWM`` in ``/proc/PID/status``: Linux only)
of the console's process and of each of its worker processes.

Runs are compared **at the same number of finished games**, ``--at`` (default 10,000): a run
with a larger ``-n`` is stopped by SIGINT once ``--at`` games are in its ``--out`` file (the
console's own Ctrl-C path: it keeps the finished games and exits with status 130), so the
only difference between the rows is ``-n``. Memory flat in n means the same peaks in every
row; code that first builds a list of the ``n`` game numbers, or submits every chunk at once,
shows it in the row of the large ``-n`` long before its first game ends. ``--full`` plays
every run to its end instead (``-n 1,000,000`` takes several minutes on two cores), so the
peaks cover whole runs, summary included. The time to the first line shows any work done
before the first game.

``--tree PATH`` runs another source tree's console (``PATH/core`` and ``PATH/plugins`` on
``PYTHONPATH``), e.g. the code before a change, checked out with
``git worktree add --detach /tmp/before REV`` (remove it with ``git worktree remove``).
"""

from __future__ import annotations

import argparse
import json
import os
import signal
import subprocess
import sys
import tempfile
import time
from dataclasses import asdict, dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
GAME = ["oh-hell", "--seats", "random,random,random", "-o", "hand_sizes=1", "--seed", "1"]
"""The cheapest game to simulate: three random bots, one hand of one card each."""
SAMPLE = 0.02
"""Seconds between two samples of the memory and the lines written."""
STOP_WAIT = 10.0
"""Seconds a run may take to stop after SIGINT before it is killed (status -9 in the table)."""


@dataclass
class Measure:
    """One run: how many games it had finished when measured, and its peaks (KiB)."""

    n: int
    finished: int
    seconds: float
    first_line: float | None
    parent_kib: int
    worker_kib: int
    workers_seen: int
    status: int | None


def peak_kib(pid: int) -> int | None:
    """``VmHWM`` (peak resident set) of process ``pid`` in KiB, or None once it is gone."""
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmHWM:"):
                return int(line.split()[1])
    except (OSError, ValueError):
        return None
    return None


def children(pid: int) -> set[int]:
    """The child processes of ``pid`` (its workers)."""
    found: set[int] = set()
    try:
        for task in Path(f"/proc/{pid}/task").iterdir():
            found.update(int(x) for x in (task / "children").read_text().split())
    except OSError:
        pass
    return found


class LineCounter:
    """Lines in a file that another process appends to, counted as they come."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.offset = 0
        self.lines = 0

    def count(self) -> int:
        try:
            with self.path.open("rb") as handle:
                handle.seek(self.offset)
                data = handle.read()
        except OSError:
            return self.lines
        self.offset += len(data)
        self.lines += data.count(b"\n")
        return self.lines


def command(tree: Path, n: int, workers: int, out: Path) -> tuple[list[str], dict[str, str]]:
    env = dict(os.environ, COLUMNS="100")
    env["PYTHONPATH"] = os.pathsep.join([str(tree / "core"), str(tree / "plugins")])
    argv = [sys.executable, "-P", "-m", "tricktaker", "simulate", *GAME]
    argv += ["-n", str(n), "--workers", str(workers), "--out", str(out)]
    return argv, env


def measure(tree: Path, n: int, at: int | None, workers: int, directory: Path) -> Measure:
    """Run ``simulate -n n`` until ``at`` games are written (None: to its end)."""
    out = directory / f"games-{n}.jsonl"
    argv, env = command(tree, n, workers, out)
    start = time.monotonic()
    process = subprocess.Popen(
        argv, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, start_new_session=True
    )
    lines = LineCounter(out)
    parent = worker = 0
    workers_seen: set[int] = set()
    first: float | None = None
    try:
        while process.poll() is None:
            written = lines.count()
            if first is None and written:
                first = time.monotonic() - start
            parent = max(parent, peak_kib(process.pid) or 0)
            workers_seen |= children(process.pid)
            worker = max([worker, *(peak_kib(pid) or 0 for pid in workers_seen)])
            if at is not None and n > at and written >= at:
                os.killpg(process.pid, signal.SIGINT)
                break
            time.sleep(SAMPLE)
        process.wait(timeout=STOP_WAIT)
    except subprocess.TimeoutExpired:  # it did not stop on Ctrl-C (the console before issue 44)
        pass
    finally:
        if process.poll() is None:
            os.killpg(process.pid, signal.SIGKILL)
            process.wait()
    seconds = time.monotonic() - start
    if process.returncode not in (0, 130, -signal.SIGKILL):
        error = process.stderr.read().decode() if process.stderr else ""
        raise SystemExit(f"simulate -n {n} failed ({process.returncode}):\n{error[-2000:]}")
    return Measure(
        n, lines.count(), seconds, first, parent, worker, len(workers_seen), process.returncode
    )


def table(rows: list[Measure]) -> str:
    head = (
        f"{'-n':>15} {'finished':>10} {'seconds':>8} {'1st line':>8} "
        f"{'peak main MiB':>13} {'peak worker MiB':>15} {'status':>6}"
    )
    body = [
        f"{r.n:>15,} {r.finished:>10,} {r.seconds:>8.1f} "
        f"{'-' if r.first_line is None else f'{r.first_line:.2f}':>8} "
        f"{r.parent_kib / 1024:>13.1f} "
        f"{f'{r.worker_kib / 1024:.1f}' if r.workers_seen else '-':>15} {r.status!s:>6}"
        for r in rows
    ]
    return "\n".join([head, *body])


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", default="10000,1000000", help="the -n of each run")
    parser.add_argument("--at", type=int, default=10_000, help="finished games measured at")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--full", action="store_true", help="play every run to its end")
    parser.add_argument("--tree", type=Path, default=ROOT, help="the source tree to run")
    parser.add_argument("--json", action="store_true")
    return parser.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    if not Path("/proc/self/status").exists():
        raise SystemExit("this benchmark reads /proc (Linux only)")
    at = None if args.full else args.at
    rows = []
    with tempfile.TemporaryDirectory() as directory:
        for n in (int(text) for text in args.games.split(",")):
            print(f"-n {n:,} ...", file=sys.stderr, flush=True)
            rows.append(measure(args.tree, n, at, args.workers, Path(directory)))
    if args.json:
        print(json.dumps([asdict(row) for row in rows], indent=1))
        return 0
    where = "to the end" if at is None else f"stopped once {at:,} games were written"
    print(f"simulate {' '.join(GAME)} --workers {args.workers}, {where}; tree {args.tree}")
    print(table(rows))
    return 0


if __name__ == "__main__":
    sys.exit(main())
