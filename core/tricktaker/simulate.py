"""Many games between bots, in parallel, with results that do not depend on the worker count.

Game ``i`` of a run with seed ``S`` is played with its own seed ``game_seed(S, i)``, so every
game can be replayed alone (``tricktaker replay`` of its record, or a new session with that
seed and the same seats), and results come back in game order whatever the number of worker
processes. Only a seat that thinks for a set time (``search:0.5s``,
:func:`tricktaker.bots.is_timed`) makes the moves depend on the machine's speed and load.

A game that has not ended after :func:`~tricktaker.limits.deal_limit` deals (bots that never
make a contract) is stopped there: its line says so (``cut_short``) and it has no winner.

**Memory does not grow with the number of games.** :func:`run` hands the game numbers out in
chunks as workers become free (never a list of them), keeps at most :data:`AHEAD` chunks a
worker between the first unfinished game and the last one handed out, and yields each line as
soon as the games before it are done; :class:`Tally` sums the lines up as they pass (win
counts, Welford's running mean and deviation of the scores, the sums of every statistic) and
:class:`LinesOut` writes each one at once. ``benchmarks/simulate_memory.py`` measures it.

**Stopping.** Within :meth:`Stop.signals`, Ctrl-C (SIGINT) or SIGTERM only sets a flag that
:func:`run` checks between games (and while it polls its workers, every :data:`POLL` seconds);
a game played in this process is broken off at once. The run then yields every game that had
finished, including those a worker had already sent beyond an unfinished one (lines stay in
game order), and stops its worker processes with SIGKILL: a chunk being played is dropped,
never waited for. Worker processes ignore SIGINT and SIGTERM themselves (a terminal's Ctrl-C,
or a supervisor, signals the whole process group: the parent decides) and exit when their
parent dies.
"""

from __future__ import annotations

import errno
import hashlib
import json
import math
import multiprocessing
import os
import pickle
import re
import signal
import socket
import stat
import statistics
import threading
import time
import traceback
from collections import Counter, deque
from collections.abc import Callable, Generator, Iterable, Sequence
from concurrent.futures import Executor, Future
from concurrent.futures import wait as wait_futures
from contextlib import contextmanager, nullcontext, suppress
from dataclasses import dataclass, field
from multiprocessing.connection import Connection
from multiprocessing.connection import wait as wait_ready
from multiprocessing.process import BaseProcess
from pathlib import Path
from types import FrameType
from typing import Any

from tricktaker.bots import bot_seed, make_bot
from tricktaker.engine.session import Session
from tricktaker.errors import TrickTakerError
from tricktaker.limits import MAX_GAMES, deal_limit, shown
from tricktaker.mechanics.match import result_stats
from tricktaker.records import record_of

Lines = Generator[dict[str, Any], None, None]
"""Result lines, one a game, in game order (a generator: ``close()`` stops the run)."""

CHUNK = 50
"""Games a chunk holds at most (fewer when there are few games a worker)."""

AHEAD = 4
"""Chunks a worker that may be handed out beyond the first unfinished one: what bounds memory."""

POLL = 0.1
"""Seconds between two looks at the stop flag while waiting for workers."""

SEND_EVERY = 0.1
"""Seconds a worker keeps finished games before sending them (so few are lost when stopped)."""


def game_seed(seed: int, index: int) -> int:
    """The seed of game ``index`` of a run seeded ``seed`` (stable across Python versions)."""
    digest = hashlib.sha256(f"tricktaker:{seed}:{index}".encode()).digest()
    return int.from_bytes(digest[:8], "big") >> 1


@dataclass(frozen=True)
class SimulationSpec:
    """What to play: the game, options, seat kinds (bots only), how many games, the seed."""

    game: str
    seats: tuple[str, ...]
    games: int
    seed: int = 0
    options: dict[str, Any] = field(default_factory=dict)
    records: bool = False
    game_file: str | None = None  # a game read from a variant or rules file

    def __post_init__(self) -> None:
        games = self.games
        if isinstance(games, bool) or not isinstance(games, int) or not 0 <= games <= MAX_GAMES:
            raise TrickTakerError(
                f"games: {shown(games)} is not a number of games; "
                f"0..{MAX_GAMES:,} (tricktaker.limits.MAX_GAMES)"
            )


def play_one(spec: SimulationSpec, index: int) -> dict[str, Any]:
    """Play game ``index`` of ``spec`` and return its result line."""
    from tricktaker.engine.registry import default_registry

    seed = game_seed(spec.seed, index)
    game = default_registry().game(spec.game, spec.game_file)
    limit = deal_limit(len(game.compiled(spec.options).schedule))
    session = game.new_session(options=spec.options, seed=seed, stop_after=limit)
    bots = [make_bot(kind, bot_seed(seed, seat)) for seat, kind in enumerate(spec.seats)]
    while not session.is_over:
        seat = session.current_seat
        session.apply(bots[seat].choose(session, seat))
    line = {
        "index": index,
        "game": spec.game,
        "seed": seed,
        "seats": list(spec.seats),
        "options": dict(session.options),
        "scores": session.scores,
        "winners": session.winners,
        "side_of": list(session.game.side_of),
        "hands": len(session.state.hand_results),
        "actions": len(session.history),
        "stats": collect_stats(session),
    }
    if session.state.stopped:  # stopped at the deal limit: no winner
        line["cut_short"] = f"stopped after {limit} deals (limits.MAX_BOT_DEALS)"
    if spec.records:
        line["record"] = record_of(session, list(spec.seats)).model_dump(mode="json")
    return line


# -- stopping -------------------------------------------------------------------------------


class Stop:
    """A request to stop a run early: Ctrl-C (SIGINT) or SIGTERM turned into a flag.

    Inside :meth:`signals` a signal only records itself in :attr:`signal`, so the caller's
    own work (writing a line, adding it up) is never cut in half and what it wrote always
    matches what it counted; :func:`run` checks the flag between games. While :meth:`game`
    is active (a game played in this process) the signal also raises ``KeyboardInterrupt``
    there, so a long game stops at once; that game never finished, and is dropped.
    """

    def __init__(self) -> None:
        self.signal: int | None = None
        self._in_game = False

    @property
    def requested(self) -> bool:
        """Whether a stop was asked for."""
        return self.signal is not None

    @contextmanager
    def signals(self) -> Generator[Stop, None, None]:
        """Catch SIGINT and SIGTERM for the block (in the main thread; elsewhere none is)."""
        if threading.current_thread() is not threading.main_thread():
            yield self
            return
        caught = (signal.SIGINT, signal.SIGTERM)
        previous = {number: signal.getsignal(number) for number in caught}
        for number in caught:
            signal.signal(number, self._caught)
        try:
            yield self
        finally:
            for number, handler in previous.items():
                signal.signal(number, signal.SIG_DFL if handler is None else handler)

    @contextmanager
    def game(self) -> Generator[None, None, None]:
        """A game played in this process: a signal breaks it off with ``KeyboardInterrupt``."""
        self._in_game = True
        try:
            yield
        finally:
            self._in_game = False

    def _caught(self, number: int, frame: FrameType | None) -> None:
        self.signal = number
        if self._in_game:
            self._in_game = False
            raise KeyboardInterrupt


def _stopping(stop: Stop | None) -> bool:
    return stop is not None and stop.requested


# -- running --------------------------------------------------------------------------------


def run(
    spec: SimulationSpec,
    workers: int = 1,
    executor: Executor | None = None,
    progress: Callable[[int], None] | None = None,
    stop: Stop | None = None,
    check: Callable[[], None] | None = None,
) -> Lines:
    """Play every game of ``spec`` and yield the result lines in game order.

    With ``workers`` > 1 the games are played in chunks by that many worker processes; with an
    ``executor`` (e.g. a Dask client's) by it, ``workers`` being its number of slots (it sets
    how many chunks are in flight), and ``check()`` called every :data:`POLL` seconds while
    its results are awaited: it raises to end the run when the executor cannot deliver (the
    console's, when the Dask client has lost its scheduler). ``progress(n)`` is called as
    ``n`` more games finish. With ``stop``, a stop request ends the run early (see
    :class:`Stop`); closing the generator ends it too, and either way no worker process is
    left running.
    """
    if executor is None and workers <= 1:
        return _in_process(spec, progress, stop)
    size = chunk_size(spec.games, workers)
    if executor is None:
        return _on_processes(spec, workers, size, progress, stop)
    return _on_executor(spec, executor, workers, size, progress, stop, check)


def chunk_size(games: int, workers: int) -> int:
    """Games a chunk: a quarter of a worker's share, at most :data:`CHUNK`, at least 1."""
    return max(1, min(CHUNK, games // (4 * max(1, workers))))


def _chunks(games: int, size: int) -> Generator[tuple[int, int], None, None]:
    """The chunks of game numbers ``(start, end)``, made as they are asked for."""
    return ((start, min(start + size, games)) for start in range(0, games, size))


def _in_process(
    spec: SimulationSpec, progress: Callable[[int], None] | None, stop: Stop | None
) -> Lines:
    for index in range(spec.games):
        if _stopping(stop):
            return
        try:
            with stop.game() if stop is not None else nullcontext():
                line = play_one(spec, index)
        except KeyboardInterrupt:
            if not _stopping(stop):
                raise
            return
        if progress:
            progress(1)
        yield line


def _chunk(spec: SimulationSpec, start: int, end: int) -> list[dict[str, Any]]:
    """Games ``start`` to ``end - 1`` (a task for an executor)."""
    return [play_one(spec, index) for index in range(start, end)]


def _on_executor(
    spec: SimulationSpec,
    executor: Executor,
    slots: int,
    size: int,
    progress: Callable[[int], None] | None,
    stop: Stop | None,
    check: Callable[[], None] | None,
) -> Lines:
    """Chunks submitted to ``executor``, at most :data:`AHEAD` a slot in flight; on a stop
    the futures not done are cancelled (a Dask worker may finish its task, unread)."""
    chunks = _chunks(spec.games, size)
    pending: deque[tuple[Future[list[dict[str, Any]]], int, int]] = deque()
    try:
        while True:
            while len(pending) < AHEAD * max(1, slots) and not _stopping(stop):
                bounds = next(chunks, None)
                if bounds is None:
                    break
                pending.append((executor.submit(_chunk, spec, *bounds), *bounds))
            if not pending:
                return
            head, start, end = pending[0]
            while not head.done() and not _stopping(stop):
                wait_futures([head], timeout=POLL)
                if check:
                    check()
            if _stopping(stop):  # what had finished, in game order
                for future, _, _ in pending:
                    if future.done() and not future.cancelled():
                        yield from _counted(future.result(), progress)
                return
            if head.cancelled():
                raise TrickTakerError(
                    f"games {start}..{end - 1} were cancelled by the executor running them "
                    "(a lost scheduler or worker)"
                )
            pending.popleft()
            yield from _counted(head.result(), progress)
    finally:
        for future, _, _ in pending:
            future.cancel()


def _counted(
    lines: list[dict[str, Any]], progress: Callable[[int], None] | None
) -> list[dict[str, Any]]:
    if progress and lines:
        progress(len(lines))
    return lines


def _on_processes(
    spec: SimulationSpec,
    workers: int,
    size: int,
    progress: Callable[[int], None] | None,
    stop: Stop | None,
) -> Lines:
    count = min(workers, -(-spec.games // size))
    pool = _Workers(spec, count)
    try:
        yield from pool.lines(_chunks(spec.games, size), progress, stop)
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
        """The lines of every chunk, in game order (see :func:`run`)."""
        window = AHEAD * len(self.conns)
        out: dict[int, _Chunk] = {}  # handed out and not yet yielded whole, by number
        load = dict.fromkeys(self.conns, 0)
        head = handed = 0
        more = True
        while True:
            while more and handed < head + window and not _stopping(stop):
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
            if _stopping(stop):
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
        """Stop every worker at once (SIGKILL: they ignore SIGINT and SIGTERM, and hold
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
    for number in (signal.SIGINT, signal.SIGTERM):  # for the parent to handle (a terminal
        signal.signal(number, signal.SIG_IGN)  # or a supervisor signals the whole group)
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


# -- output ---------------------------------------------------------------------------------


def check_writable(path: Path, option: str) -> None:
    """Refuse, before any game is played, an output ``path`` that cannot be written: its
    folder missing, a folder itself, a read-only place. The file is not changed (one made to
    try is removed again); a device or a pipe is not opened here."""
    try:
        info: os.stat_result | None = os.stat(path)
    except FileNotFoundError:
        info = None
    except (OSError, ValueError) as exc:
        raise TrickTakerError(cannot_write(path, option, exc)) from None
    if info is not None and stat.S_ISDIR(info.st_mode):
        raise TrickTakerError(cannot_write(path, option, IsADirectoryError(errno.EISDIR, "")))
    if info is not None and not stat.S_ISREG(info.st_mode):
        return
    if info is None:  # made and removed again (through a dangling link: its target)
        target = os.path.realpath(path)
        try:
            os.close(os.open(target, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o644))
        except FileExistsError:  # made meanwhile by someone else: theirs, left alone
            return
        except (OSError, ValueError) as exc:
            raise TrickTakerError(cannot_write(path, option, exc)) from None
        os.unlink(target)
        return
    try:
        os.close(os.open(path, os.O_WRONLY | os.O_APPEND))
    except (OSError, ValueError) as exc:
        raise TrickTakerError(cannot_write(path, option, exc)) from None


def same_file(one: Path, other: Path) -> bool:
    """Whether two paths name one file (through links too; a path not yet made is compared by
    its resolved name)."""
    try:
        return os.path.samefile(one, other)
    except (OSError, ValueError):
        try:
            return one.resolve() == other.resolve()
        except (OSError, ValueError, RuntimeError):
            return False


def cannot_write(path: Path, option: str, exc: OSError | ValueError) -> str:
    """A message naming ``option``, ``path`` and why it cannot be written."""
    code = getattr(exc, "errno", None)
    if isinstance(exc, ValueError):
        reason = "the name holds a NUL character"
    elif code == errno.EISDIR:
        reason = "it is a folder; give the name of a file"
    elif code == errno.ENOENT and not path.parent.is_dir():
        reason = f"its folder {path.parent} does not exist"
    elif code == errno.ENOENT:
        reason = f"no file can be made in {path.parent}: {exc.strerror}"
    elif code == errno.ENOTDIR:
        reason = f"a part of {path.parent} is a file, not a folder"
    elif code == errno.ENXIO:
        reason = "it is a pipe that nothing reads"
    else:
        reason = exc.strerror or str(exc)
    return f"{option} {path}: cannot write ({reason})"


class LinesOut:
    """The ``--out`` file: one JSON line a finished game, written at once (unbuffered), so a
    stopped run keeps every finished game and a failed write (a full disk) leaves only whole
    lines (a regular file is cut back to the last one)."""

    def __init__(self, path: Path, option: str = "--out") -> None:
        self.path = path
        self.option = option
        self.lines = 0
        self._size = 0
        flags = os.O_WRONLY | os.O_CREAT | os.O_TRUNC | getattr(os, "O_NONBLOCK", 0)
        try:
            self._fd = os.open(path, flags, 0o644)  # no waiting for a reader of a pipe
        except (OSError, ValueError) as exc:
            raise TrickTakerError(cannot_write(path, option, exc)) from None
        os.set_blocking(self._fd, True)
        self._regular = stat.S_ISREG(os.fstat(self._fd).st_mode)

    def write(self, line: dict[str, Any]) -> None:
        """Append ``line``; a :class:`TrickTakerError` saying how many lines the file holds
        if it cannot be written."""
        data = (json.dumps(line) + "\n").encode()
        try:
            left = memoryview(data)
            while left:
                left = left[os.write(self._fd, left) :]
        except OSError as exc:
            if self._regular:
                with suppress(OSError):
                    os.ftruncate(self._fd, self._size)
            raise TrickTakerError(
                f"{self.option} {self.path}: cannot write line {self.lines + 1:,} "
                f"({exc.strerror}); the {self.lines:,} lines before it are kept"
            ) from None
        self._size += len(data)
        self.lines += 1

    def close(self) -> None:
        os.close(self._fd)


# -- summaries ------------------------------------------------------------------------------


def collect_stats(session: Session) -> dict[str, list[float]]:
    """Every plugin's ``game_stats`` for the finished ``session`` (the core's first)."""
    merged: dict[str, list[float]] = {}
    for stats in reversed(session.hook.game_stats(game=session.game, result=session.result())):
        merged.update(stats)
    return merged


def game_stats(result: dict[str, Any]) -> dict[str, list[float]]:
    """Per-seat statistics any game yields from its hand results (the core's ``game_stats``,
    :func:`tricktaker.mechanics.match.result_stats`)."""
    return result_stats(result)


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """95 % Wilson score interval of a proportion (shared wins count fractionally)."""
    if n == 0:
        return (0.0, 1.0)
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return (max(0.0, centre - half), min(1.0, centre + half))


_T_975 = {1: 12.706, 2: 4.303, 3: 3.182, 4: 2.776}
"""Student's t 97.5 % quantiles for 1 to 4 degrees of freedom (exact to 3 decimals)."""


def t_quantile_975(df: int) -> float:
    """Student's t 97.5 % quantile with ``df`` degrees of freedom (the half-width factor of a
    95 % interval): a table for ``df`` up to 4, else the Cornish-Fisher expansion around the
    normal quantile (within 0.001 of the exact value from ``df`` = 5: 2.571, 30: 2.042)."""
    if df < 1:
        raise ValueError(f"degrees of freedom must be at least 1, not {df}")
    if df in _T_975:
        return _T_975[df]
    z = statistics.NormalDist().inv_cdf(0.975)
    terms = (
        (z**3 + z) / 4,
        (5 * z**5 + 16 * z**3 + 3 * z) / 96,
        (3 * z**7 + 19 * z**5 + 17 * z**3 - 15 * z) / 384,
        (79 * z**9 + 776 * z**7 + 1482 * z**5 - 1920 * z**3 - 945 * z) / 92160,
    )
    return z + math.fsum(term / float(df) ** (k + 1) for k, term in enumerate(terms))


def mean_interval(values: Sequence[float]) -> tuple[float, float, float]:
    """The mean of ``values`` and its 95 % t interval (mean, low, high): for paired figures,
    e.g. one bot's per-deal score difference. Fewer than two values: an unbounded interval."""
    if not values:
        return (math.nan, -math.inf, math.inf)
    mean = statistics.fmean(values)
    if len(values) < 2:
        return (mean, -math.inf, math.inf)
    half = t_quantile_975(len(values) - 1) * statistics.stdev(values) / math.sqrt(len(values))
    return (mean, mean - half, mean + half)


class Tally:
    """The summary of result lines, added up as they pass: memory does not grow with the
    number of games (per seat: a win count, Welford's running mean and sum of squared
    deviations of the score, the sum of each statistic). With ``scores``, :attr:`scores`
    counts each seat's final scores too (for ``--plot``: one count a distinct score)."""

    def __init__(self, scores: bool = False) -> None:
        self.games = 0
        self.kinds: list[str] = []
        self.scores: list[Counter[float]] | None = [] if scores else None
        self._hands = 0
        self._actions = 0
        self._cut_short = 0
        self._wins: list[float] = []
        self._mean: list[float] = []
        self._squares: list[float] = []
        self._stats: dict[str, list[float]] = {}
        self._stat_games: Counter[str] = Counter()

    def add(self, line: dict[str, Any]) -> None:
        """Count one game's result line."""
        scores = line["scores"]
        if not self.games:
            self.kinds = list(line["seats"])
            self._wins, self._mean, self._squares = ([0.0] * len(scores) for _ in range(3))
            if self.scores is not None:
                self.scores = [Counter() for _ in scores]
        self.games += 1
        self._hands += line["hands"]
        self._actions += line["actions"]
        self._cut_short += "cut_short" in line
        share = 1 / _winning_sides(line) if line["winners"] else 0.0
        for seat in line["winners"]:
            self._wins[seat] += share
        for seat, score in enumerate(scores):
            delta = score - self._mean[seat]
            self._mean[seat] += delta / self.games
            self._squares[seat] += delta * (score - self._mean[seat])
            if self.scores is not None:
                self.scores[seat][score] += 1
        for name, values in line["stats"].items():
            sums = self._stats.setdefault(name, [0.0] * len(scores))
            for seat, value in enumerate(values):
                sums[seat] += value
            self._stat_games[name] += 1

    def summary(self) -> dict[str, Any]:
        """Per seat: win rate with its 95 % interval (a shared win counts 1/k for k winning
        players or sides: partners win together), mean and standard deviation of the final
        score, and the mean of each game statistic over the games that have it."""
        n = self.games
        if not n:
            return {"games": 0, "seats": []}
        seats = []
        for seat, kind in enumerate(self.kinds):
            low, high = wilson(self._wins[seat], n)
            stats = {
                name: sums[seat] / self._stat_games[name] for name, sums in self._stats.items()
            }
            seats.append(
                {
                    "seat": seat,
                    "kind": kind,
                    "win_rate": self._wins[seat] / n,
                    "win_ci95": [low, high],
                    "mean_score": self._mean[seat],
                    "sd_score": math.sqrt(self._squares[seat] / n),
                    "stats": stats,
                }
            )
        return {
            "games": n,
            "mean_hands": self._hands / n,
            "mean_actions": self._actions / n,
            "cut_short": self._cut_short,
            "seats": seats,
        }


def _winning_sides(line: dict[str, Any]) -> int:
    """How many players, or sides, share the win of a game's line."""
    side_of = line.get("side_of") or range(len(line["scores"]))
    return len({side_of[w] for w in line["winners"]})


def summarize(lines: Iterable[dict[str, Any]]) -> dict[str, Any]:
    """The :meth:`Tally.summary` of ``lines`` (any iterable: it is read once, never kept)."""
    tally = Tally()
    for line in lines:
        tally.add(line)
    return tally.summary()


_ADDRESS = re.compile(
    r"(?:tcp://)?(?:\[(?P<ipv6>[0-9A-Fa-f:.]+(?:%[\w.-]+)?)\]"
    r"|(?P<host>[A-Za-z0-9](?:[A-Za-z0-9.-]*[A-Za-z0-9])?)):(?P<port>[0-9]{1,5})"
)


def check_scheduler_address(address: str) -> tuple[str, int]:
    """The host and port of ``address`` if it has the form of a Dask scheduler's address,
    ``tcp://HOST:PORT`` (or ``HOST:PORT``; an IPv6 host in brackets), checked before anything
    connects to it."""
    match = _ADDRESS.fullmatch(address) if len(address) <= 300 else None
    labels = match["host"].split(".") if match and match["host"] else []
    if (
        match is None
        or not 0 < int(match["port"]) < 65536
        or any(not 0 < len(label) <= 63 for label in labels)
    ):
        raise TrickTakerError(
            f"--scheduler {shown(address)}: not a Dask scheduler address; give tcp://HOST:PORT "
            "(a host name of at most 63 characters between dots, a port 1..65535), "
            "e.g. tcp://scheduler:8786 or tcp://[::1]:8786"
        )
    return match["ipv6"] or match["host"], int(match["port"])


def reach_scheduler(address: str, timeout: float = 5.0) -> None:
    """Refuse at once a scheduler address nothing listens on (a refused connection, an unknown
    host), rather than after Dask's retries."""
    host, port = check_scheduler_address(address)
    try:
        socket.create_connection((host, port), timeout=timeout).close()
    except (OSError, UnicodeError) as exc:  # UnicodeError: a host name IDNA cannot encode
        reason = getattr(exc, "strerror", None) or str(exc) or type(exc).__name__
        raise TrickTakerError(
            f"--scheduler {address}: cannot reach the Dask scheduler ({reason})"
        ) from None
