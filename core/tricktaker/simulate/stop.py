"""Stopping a run early: Ctrl-C (SIGINT), SIGTERM or SIGHUP turned into a flag.

Within :meth:`Stop.signals`, Ctrl-C (SIGINT), SIGTERM or SIGHUP (the terminal closed) only sets
a flag that
:func:`tricktaker.simulate.run` checks between games (and while it polls its workers, every
:data:`POLL` seconds); a game played in this process is broken off at once. The run then
yields every game that had finished, including those a worker had already sent beyond an
unfinished one (lines stay in game order), and stops its worker processes with SIGKILL: a chunk
being played is dropped, never waited for. Worker processes ignore these signals
themselves (a terminal's Ctrl-C, or a supervisor, signals the whole process group: the parent
decides) and exit when their parent dies (:mod:`tricktaker.simulate.workers`).
"""

from __future__ import annotations

import signal
import threading
from collections.abc import Generator
from contextlib import contextmanager
from types import FrameType

POLL = 0.1
"""Seconds between two looks at the stop flag while waiting for workers."""

STOP_SIGNALS: tuple[signal.Signals, ...] = tuple(
    getattr(signal, name) for name in ("SIGINT", "SIGTERM", "SIGHUP") if hasattr(signal, name)
)
"""The signals that stop a run (SIGHUP: its terminal was closed), keeping the finished games;
worker processes ignore them, leaving them to the parent."""


class Stop:
    """A request to stop a run early: one of :data:`STOP_SIGNALS` turned into a flag.

    Inside :meth:`signals` a signal only records itself in :attr:`signal`, so the caller's
    own work (writing a line, adding it up) is never cut in half and what it wrote always
    matches what it counted; :func:`tricktaker.simulate.run` checks the flag between games.
    While :meth:`game` is active (a game played in this process) the signal also raises
    ``KeyboardInterrupt`` there, so a long game stops at once; that game never finished, and
    is dropped.
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
        """Catch :data:`STOP_SIGNALS` for the block (in the main thread; elsewhere none is)."""
        if threading.current_thread() is not threading.main_thread():
            yield self
            return
        caught = STOP_SIGNALS
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


def stopping(stop: Stop | None) -> bool:
    """Whether ``stop`` is given and a stop was asked for."""
    return stop is not None and stop.requested
