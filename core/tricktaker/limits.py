"""Limits on everything that enters from outside: files, typed answers, options, seeds, budgets.

Every rules file, variant file, record and save is read through :func:`read_regular_file` (only
a regular file, never a FIFO or a device, and at most :data:`MAX_FILE_BYTES`), and decoded data
is checked by :func:`check_data` (nesting at most :data:`MAX_DEPTH`, whole numbers at most
:data:`MAX_DIGITS` digits). A typed answer or an option value is at most :data:`MAX_TEXT`
characters. Each limit is reported as a :class:`~tricktaker.errors.TrickTakerError` (or the
subclass the caller names) that says which file or field and what is allowed, never a
traceback.

========================  ===========  =====================================================
limit                     value        applies to
========================  ===========  =====================================================
``MAX_FILE_BYTES``        16 MiB       rules, variant, record and save files
``MAX_DEPTH``             32           nesting of tables / lists in those files
``MAX_DIGITS``            30           digits of a whole number in them, in options, answers
``MAX_TEXT``              200          characters of a typed answer or an option value
``MAX_ITEMS``             1,000        numbers in a list option (e.g. hand sizes); hands in a
                                       rules file's schedule
``MAX_CARDS``             1,000        cards in a rules file's pack
``MAX_PLAYERS``           100          players a rules file allows (``options.players.max``)
``MAX_SEED``              2**64 - 1    seeds (a seed is a whole number 0..MAX_SEED)
``MAX_SEARCH``            100,000      ``search:N`` iterations (also when read from a save)
``MAX_SEARCH_SECONDS``    60           ``search:Ts`` seconds a decision
``MAX_BOT_DEALS``         100          deals of a game with no human seat (:func:`deal_limit`)
``MAX_GAMES``             10**12       games of one ``simulate`` run (``-n``)
``MAX_PLUGIN_SECONDS``    5            importing a plugin; the first-hand smoke test of a game
``MAX_CHECK_GAMES``       1,000        random whole games per check (``tricktaker check --games``)
========================  ===========  =====================================================

``MAX_BOT_DEALS`` bounds games that might never end (e.g. random bots in a game where a deal
is thrown in until a contract is made): a bots-only ``play`` or ``simulate`` stops after that
many deals (or twice the hands of a longer fixed schedule) and says so. A game with a human seat
is never cut short.

``MAX_GAMES`` is not a limit of memory (a run streams its games: memory does not grow with
their number) but of arithmetic: the summary counts wins in floating point (a shared win counts
1/k), which adds exactly only up to 2**53 games; a trillion games is also about thirty years of
the cheapest game on one core, so a longer ``-n`` can only be a mistake.

``MAX_PLUGIN_SECONDS`` bounds plugin code the console runs before anybody plays (importing a
plugin, ``tricktaker check``'s first hand): code that loops or sleeps is stopped by
:func:`time_limit` and reported as broken, with its name.
"""

from __future__ import annotations

import os
import signal
import stat
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from types import FrameType
from typing import Any

from tricktaker.errors import TrickTakerError

__all__ = [
    "MAX_BOT_DEALS",
    "MAX_CARDS",
    "MAX_CHECK_GAMES",
    "MAX_DEPTH",
    "MAX_DIGITS",
    "MAX_FILE_BYTES",
    "MAX_GAMES",
    "MAX_ITEMS",
    "MAX_PLAYERS",
    "MAX_PLUGIN_SECONDS",
    "MAX_SEARCH",
    "MAX_SEARCH_SECONDS",
    "MAX_SEED",
    "MAX_TEXT",
    "TimeLimitExceeded",
    "check_data",
    "check_seed",
    "check_text",
    "deal_limit",
    "is_regular_file",
    "read_regular_file",
    "same_file",
    "shown",
    "time_limit",
]

MAX_FILE_BYTES = 16 * 1024 * 1024
MAX_DEPTH = 32
MAX_DIGITS = 30
MAX_TEXT = 200
MAX_ITEMS = 1_000
MAX_CARDS = 1_000
MAX_PLAYERS = 100
MAX_CHECK_GAMES = 1_000
MAX_SEED = 2**64 - 1
MAX_SEARCH = 100_000
MAX_SEARCH_SECONDS = 60.0
MAX_BOT_DEALS = 100
MAX_GAMES = 10**12
MAX_PLUGIN_SECONDS = 5.0

_BIG = 10**MAX_DIGITS


def is_regular_file(path: Path) -> bool:
    """Whether ``path`` is a regular file (following symlinks); never opens it."""
    try:
        return stat.S_ISREG(os.stat(path).st_mode)
    except (OSError, ValueError):
        return False


def read_regular_file(
    path: Path, what: str = "the file", error: type[TrickTakerError] = TrickTakerError
) -> bytes:
    """The bytes of ``path``, if it is a regular file of at most :data:`MAX_FILE_BYTES`.

    Opening never blocks (a FIFO or a device is refused, not waited on). ``error`` is the
    exception class raised, with a message naming the file and the limit.
    """
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    except OSError as exc:
        raise error(f"{path}: cannot read {what} ({exc.strerror})") from None
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise error(f"{path}: cannot read {what}: not a regular file")
        if info.st_size > MAX_FILE_BYTES:
            raise error(
                f"{path}: {what} is too large ({info.st_size:,} bytes; "
                f"at most {MAX_FILE_BYTES:,} bytes)"
            )
        with os.fdopen(fd, "rb", closefd=False) as handle:
            data = handle.read(MAX_FILE_BYTES + 1)
    except OSError as exc:
        raise error(f"{path}: cannot read {what} ({exc.strerror})") from None
    finally:
        os.close(fd)
    if len(data) > MAX_FILE_BYTES:
        raise error(f"{path}: {what} is too large (at most {MAX_FILE_BYTES:,} bytes)")
    return data


def check_data(data: Any, source: str, error: type[TrickTakerError] = TrickTakerError) -> None:
    """Refuse decoded data nested deeper than :data:`MAX_DEPTH` or holding a whole number of
    more than :data:`MAX_DIGITS` digits; the message names ``source`` and the field."""
    stack: list[tuple[Any, tuple[str, ...]]] = [(data, ())]
    while stack:
        value, where = stack.pop()
        field = ".".join(where) or "(top level)"
        if len(where) > MAX_DEPTH:
            raise error(f"{source}: {field}: nested too deeply (at most {MAX_DEPTH} levels)")
        if isinstance(value, dict):
            stack += [(v, (*where, str(k))) for k, v in value.items()]
        elif isinstance(value, list | tuple):
            stack += [(v, (*where, str(i))) for i, v in enumerate(value)]
        elif isinstance(value, int) and not isinstance(value, bool) and abs(value) >= _BIG:
            raise error(f"{source}: {field}: number too long (at most {MAX_DIGITS} digits)")


def shown(value: Any, width: int = 60) -> str:
    """``repr(value)`` for a message, cut to ``width`` characters (a bad value may be huge)."""
    text = repr(value)
    return text if len(text) <= width else f"{text[: width - 3]}..."


def check_text(text: str, what: str, error: type[TrickTakerError] = TrickTakerError) -> str:
    """``text`` if it is at most :data:`MAX_TEXT` characters; a clear error otherwise."""
    if len(text) > MAX_TEXT:
        raise error(f"{what}: too long ({len(text):,} characters; at most {MAX_TEXT})")
    return text


def check_seed(seed: Any, error: type[TrickTakerError] = TrickTakerError) -> int:
    """``seed`` if it is a whole number 0..:data:`MAX_SEED` (a negative seed would deal the
    same cards as its positive, so it is refused)."""
    if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed <= MAX_SEED:
        shown = repr(seed) if len(repr(seed)) <= 40 else f"{repr(seed)[:40]}..."
        raise error(f"seed: {shown} is not a seed; a seed is a whole number 0..{MAX_SEED}")
    return seed


def deal_limit(scheduled_hands: int = 0) -> int:
    """Deals a game with no human seat may last: :data:`MAX_BOT_DEALS`, or twice the hands of
    the game's schedule if that is more (a long schedule is played in full)."""
    return max(MAX_BOT_DEALS, 2 * scheduled_hands)


class TimeLimitExceeded(BaseException):
    """Raised inside code that ran past :func:`time_limit` (a ``BaseException``, so a plugin's
    ``except Exception`` cannot swallow it)."""


@contextmanager
def time_limit(seconds: float, what: str) -> Iterator[None]:
    """Stop the block with :class:`TimeLimitExceeded` (naming ``what``) after ``seconds``.

    Uses a POSIX interval timer, so it works in the main thread only; elsewhere (or when a
    timer is already running) the block runs unbounded.
    """
    usable = (
        hasattr(signal, "setitimer")
        and threading.current_thread() is threading.main_thread()
        and signal.getitimer(signal.ITIMER_REAL)[0] == 0
    )
    if not usable:
        yield
        return

    def expired(signum: int, frame: FrameType | None) -> None:
        raise TimeLimitExceeded(f"{what} did not finish within {seconds:g} seconds")

    previous = signal.signal(signal.SIGALRM, expired)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


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
