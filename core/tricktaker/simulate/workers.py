"""This machine's worker processes for a run (``--workers``), each fed chunks of game numbers
through its own pipe and stopped at once when the run ends or is stopped (see
:mod:`tricktaker.simulate.stop`).
"""

from __future__ import annotations

import multiprocessing
import os
import pickle
import signal
import threading
import time
import traceback
from collections.abc import Callable, Generator
from dataclasses import dataclass, field
from multiprocessing.connection import Connection
from multiprocessing.connection import wait as wait_ready
from multiprocessing.process import BaseProcess
from typing import Any

from tricktaker.errors import TrickTakerError
from tricktaker.simulate.chunks import AHEAD, game_chunks
from tricktaker.simulate.games import Lines, SimulationSpec, play_one
from tricktaker.simulate.stop import POLL, STOP_SIGNALS, Stop, stopping

SEND_EVERY = 0.1
"""Seconds a worker keeps finished games before sending them (so few are lost when stopped)."""


def on_processes(
    spec: SimulationSpec,
    workers: int,
    size: int,
    progress: Callable[[int], None] | None,
    stop: Stop | None,
) -> Lines:
    """The lines of ``spec``'s games played in chunks of ``size`` by at most ``workers``
    worker processes, in game order (see :func:`tricktaker.simulate.run`)."""
    count = min(workers, -(-spec.games // size))
    pool = _Workers(spec, count)
    try:
        yield from pool.lines(game_chunks(spec.games, size), progress, stop)
    finally:
        pool.close()


@dataclass
class _Chunk:
    """A chunk handed to a worker: the lines it has sent so far, whether it is done."""

    start: int
    end: int
    conn: Connection
    lines: list[dict[str, Any]] = field(default_factory=list)
    done: bool = False
    error: BaseException | None = None


class _Workers:
    """The worker processes of one run, each fed chunks of game numbers through its own pipe.

    A worker sends the lines of its finished games every :data:`SEND_EVERY` seconds and at
    the end of a chunk. The main thread reads the pipes itself (no thread that a stopped
    worker could leave waiting, as a ``ProcessPoolExecutor``'s can be on a message half
    sent), so stopping is: keep what has arrived, then SIGKILL every worker.
    """

    DEPTH = 2
    """Chunks a worker holds at once: one it plays, the next ready in its pipe."""

    def __init__(self, spec: SimulationSpec, count: int) -> None:
        context = multiprocessing.get_context()
        self.processes: list[BaseProcess] = []
        self.conns: list[Connection] = []
        for _ in range(count):
            mine, theirs = context.Pipe()
            self.conns.append(mine)
            process = context.Process(target=_worker, args=(theirs, spec), daemon=True)
            try:
                process.start()
            except OSError as exc:  # out of processes or memory
                theirs.close()
                self.close()
                raise TrickTakerError(
                    f"cannot start worker process {len(self.processes) + 1} of {count} "
                    f"({exc.strerror}); try fewer --workers"
                ) from None
            theirs.close()
            self.processes.append(process)

    def lines(
        self,
        chunks: Generator[tuple[int, int], None, None],
        progress: Callable[[int], None] | None,
        stop: Stop | None,
    ) -> Lines:
        """The lines of every chunk, in game order (see :func:`tricktaker.simulate.run`)."""
        window = AHEAD * len(self.conns)
        out: dict[int, _Chunk] = {}  # handed out and not yet yielded whole, by number
        load = dict.fromkeys(self.conns, 0)
        head = handed = 0
        more = True
        while True:
            while more and handed < head + window and not stopping(stop):
                conn = min(self.conns, key=load.__getitem__)
                if load[conn] >= self.DEPTH:
                    break
                bounds = next(chunks, None)
                if bounds is None:
                    more = False
                    break
                out[handed] = _Chunk(*bounds, conn)
                self._send(conn, (handed, *bounds), out)
                load[conn] += 1
                handed += 1
            while head in out and (out[head].lines or out[head].done or out[head].error):
                chunk = out[head]
                if chunk.error is not None:
                    raise chunk.error
                lines, chunk.lines = chunk.lines, []
                yield from lines
                if not chunk.done:
                    break
                del out[head]
                head += 1
            if not more and head == handed:
                return
            if stopping(stop):
                self._receive(out, load, progress, 0)
                for number in sorted(out):
                    if out[number].error is not None:
                        raise out[number].error  # type: ignore[misc]
                    yield from out[number].lines
                return
            self._receive(out, load, progress, POLL)

    def _receive(
        self,
        out: dict[int, _Chunk],
        load: dict[Connection, int],
        progress: Callable[[int], None] | None,
        timeout: float,
    ) -> None:
        """Take in every message that has come (waiting up to ``timeout`` for one)."""
        sentinels: dict[Any, BaseProcess] = {p.sentinel: p for p in self.processes}
        ready = wait_ready([*self.conns, *sentinels], timeout=timeout)
        for conn in self.conns:
            while conn.poll():
                try:
                    kind, number, payload, done = conn.recv()
                except (EOFError, OSError):
                    break
                chunk = out[number]
                if kind == "error":
                    chunk.error = payload
                else:
                    chunk.lines += payload
                    if progress and payload:
                        progress(len(payload))
                chunk.done = done
                load[conn] -= done
        for sentinel in ready:
            if sentinel in sentinels:
                self._died(sentinels[sentinel], out)

    def _send(self, conn: Connection, task: tuple[int, int, int], out: dict[int, _Chunk]) -> None:
        try:
            conn.send(task)
        except OSError:
            self._died(self.processes[self.conns.index(conn)], out)

    def _died(self, process: BaseProcess, out: dict[int, _Chunk]) -> None:
        """A worker ended by itself (killed, out of memory): say which and with what games."""
        process.join(1)
        conn = self.conns[self.processes.index(process)]
        lost = [c for c in out.values() if c.conn is conn and not c.done]
        games = f" while playing games {lost[0].start}..{lost[-1].end - 1}" if lost else ""
        raise TrickTakerError(
            f"a worker process (pid {process.pid}) died with exit status {process.exitcode}"
            f"{games}; the run cannot go on"
        )

    def close(self) -> None:
        """Stop every worker at once (SIGKILL: they ignore the stop signals, and hold
        nothing to clean up; a chunk being played is dropped)."""
        for process in self.processes:
            if process.exitcode is None:
                process.kill()
        for process in self.processes:
            process.join(5)
        for conn in self.conns:
            conn.close()


def _worker(conn: Connection, spec: SimulationSpec) -> None:
    """A worker process: plays the chunks it is sent until its pipe closes."""
    for number in STOP_SIGNALS:  # for the parent to handle (a terminal or a supervisor
        signal.signal(number, signal.SIG_IGN)  # signals the whole group)
    threading.Thread(target=_exit_with_parent, args=(os.getppid(),), daemon=True).start()
    while True:
        try:
            number, start, end = conn.recv()
        except (EOFError, OSError):
            return
        _play_chunk(conn, spec, number, start, end)


def _play_chunk(conn: Connection, spec: SimulationSpec, number: int, start: int, end: int) -> None:
    batch: list[dict[str, Any]] = []
    sent = time.monotonic()
    try:
        for index in range(start, end):
            batch.append(play_one(spec, index))
            if time.monotonic() - sent >= SEND_EVERY and index + 1 < end:
                conn.send(("lines", number, batch, False))
                batch, sent = [], time.monotonic()
    except Exception as exc:
        conn.send(("lines", number, batch, False))
        conn.send(("error", number, _portable(exc), True))
        return
    conn.send(("lines", number, batch, True))


def _portable(exc: Exception) -> Exception:
    """``exc`` as it can cross to the parent: with the worker's traceback as a note (not for a
    :class:`TrickTakerError`, a message for the user), and rebuilt if it does not pickle."""
    if not isinstance(exc, TrickTakerError):
        exc.add_note("in a worker process:\n" + "".join(traceback.format_exception(exc)))
    try:
        pickle.loads(pickle.dumps(exc))
    except Exception:
        kind = TrickTakerError if isinstance(exc, TrickTakerError) else RuntimeError
        return kind(f"{type(exc).__name__}: {exc}")
    return exc


def _exit_with_parent(parent: int) -> None:
    """End this worker once the process that started it is gone (killed with SIGKILL)."""
    while os.getppid() == parent:
        time.sleep(0.5)
    os._exit(1)
