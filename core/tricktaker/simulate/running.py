"""Playing a run's games: in this process, on this machine's worker processes, or on an
executor (a Dask client's); the lines always come back in game order, so results do not
depend on what plays them.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable
from concurrent.futures import Executor, Future
from concurrent.futures import wait as wait_futures
from contextlib import nullcontext
from typing import Any

from tricktaker.errors import TrickTakerError
from tricktaker.simulate.chunks import AHEAD, chunk_size, game_chunks
from tricktaker.simulate.games import Lines, SimulationSpec, play_one
from tricktaker.simulate.stop import POLL, Stop, stopping
from tricktaker.simulate.workers import on_processes


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
        return on_processes(spec, workers, size, progress, stop)
    return _on_executor(spec, executor, workers, size, progress, stop, check)


def _in_process(
    spec: SimulationSpec, progress: Callable[[int], None] | None, stop: Stop | None
) -> Lines:
    for index in range(spec.games):
        if stopping(stop):
            return
        try:
            with stop.game() if stop is not None else nullcontext():
                line = play_one(spec, index)
        except KeyboardInterrupt:
            if not stopping(stop):
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
    chunks = game_chunks(spec.games, size)
    pending: deque[tuple[Future[list[dict[str, Any]]], int, int]] = deque()
    try:
        while True:
            while len(pending) < AHEAD * max(1, slots) and not stopping(stop):
                bounds = next(chunks, None)
                if bounds is None:
                    break
                pending.append((executor.submit(_chunk, spec, *bounds), *bounds))
            if not pending:
                return
            head, start, end = pending[0]
            while not head.done() and not stopping(stop):
                wait_futures([head], timeout=POLL)
                if check:
                    check()
            if stopping(stop):  # what had finished, in game order
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
