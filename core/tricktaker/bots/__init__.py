"""Game-agnostic bots. They decide from ``observation(seat)`` and the legal actions only.

* ``random``: a uniformly random legal action.
* ``basic``: a rule-based player for any trick game: bids its counted winners, then tries to
  take exactly what it needs — win as cheaply as it can, or lose with its highest safe card
  (:mod:`tricktaker.bots.basic`).
* ``search``, ``search:N``, ``search:Ts``: determinized search over whole hands, with an exact
  solver near a hand's end (:mod:`tricktaker.bots.search`): ``search`` samples
  :data:`~tricktaker.bots.search.DEFAULT_WORLDS` deals a decision (about a second, measured
  in ``docs/simulation.md``), ``search:N`` N deals, ``search:Ts`` as many as T seconds allow.

A bot's random choices depend only on its seed and the position in the game (the number of
actions so far), never on what it did before, so a game resumed from its record continues with
exactly the moves the bots would have made. Every kind but ``search:Ts`` counts its work (worlds
and solver positions, never the clock), so it makes the same moves on any machine under any load
(:func:`is_timed`). :func:`make_bot` makes any kind by name; :func:`check_kind` checks a name
without making the bot (a save's seats, before the game starts).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from tricktaker.bots.basic import BasicBot, Bot, RandomBot, SeededBot, bot_seed
from tricktaker.bots.search import DEFAULT_WORLDS, SearchBot
from tricktaker.errors import TrickTakerError
from tricktaker.limits import MAX_DIGITS, MAX_SEARCH, MAX_SEARCH_SECONDS, shown

__all__ = [
    "BOTS",
    "KINDS",
    "BasicBot",
    "Bot",
    "RandomBot",
    "SearchBot",
    "SeededBot",
    "bot_seed",
    "check_kind",
    "is_timed",
    "make_bot",
]

BOTS: tuple[str, ...] = ("random", "basic", "search")
"""Bot kinds, as the console's ``--seats`` takes them; ``search:N`` sets its sampled deals,
``search:Ts`` its seconds a decision."""

KINDS = "human, random, basic, search, search:N, search:Ts"
"""Every seat kind, for messages."""

_SECONDS = re.compile(r"([0-9]+(\.[0-9]*)?|\.[0-9]+)s")
"""A ``search:Ts`` budget: ASCII digits with at most one point (``0.5s``, ``2s``, ``.25s``;
not ``1e3s``, ``infs``, ``nans``, ``1_0s``, which ``float`` would take), at most
:data:`_SECONDS_CHARS` characters."""

_SECONDS_CHARS = 12


@dataclass(frozen=True)
class _Kind:
    """A bot kind read from its name: the bot and, for ``search``, its budget."""

    name: str
    iterations: int | None = None
    seconds: float | None = None


def _budget_error(kind: str) -> TrickTakerError:
    """The refusal of a ``search:...`` kind whose budget is not one, with the allowed forms."""
    return TrickTakerError(
        f"seat kind {shown(kind, 40)}: search:N takes a whole number of iterations "
        f"1..{MAX_SEARCH} (worlds a decision, digits 0-9 only), e.g. search:32, "
        f"or seconds up to {MAX_SEARCH_SECONDS:g}, e.g. search:0.5s; kinds: {KINDS}"
    )


def _read_kind(kind: object) -> _Kind:
    """``kind`` read (``random``, ``basic``, ``search``, ``search:N``, ``search:Ts``, exactly:
    lower case, no spaces, ASCII digits); a :class:`~tricktaker.errors.TrickTakerError`
    naming it and the allowed forms otherwise. Never converts a number it has not checked,
    so no form (``search:²``, ``search:1e3``, ``search:nans``, a 5,000-digit N) escapes as
    another exception."""
    if not isinstance(kind, str):
        raise TrickTakerError(f"seat kind {shown(kind, 40)} is not a name; kinds: {KINDS}")
    name, sep, budget = kind.partition(":")
    if name in ("random", "basic") and not sep:
        return _Kind(name)
    if name != "search":
        raise TrickTakerError(f"unknown seat kind {shown(kind, 40)}; kinds: {KINDS}")
    if not sep:
        return _Kind(name, iterations=DEFAULT_WORLDS)
    if budget.isascii() and budget.isdigit() and len(budget) <= MAX_DIGITS:
        if 0 < int(budget) <= MAX_SEARCH:
            return _Kind(name, iterations=int(budget))
    elif budget.isascii() and len(budget) <= _SECONDS_CHARS and _SECONDS.fullmatch(budget):
        seconds = float(budget[:-1])
        if 0 < seconds <= MAX_SEARCH_SECONDS:
            return _Kind(name, seconds=seconds)
    raise _budget_error(kind)


def check_kind(kind: object, human: bool = True) -> str:
    """``kind`` if it names a seat kind (``human`` too, unless ``human=False``): what a save's
    seats or ``--seats`` are checked with before a game starts. Raises
    :class:`~tricktaker.errors.TrickTakerError` naming the kind and the allowed forms."""
    if human and kind == "human":
        return "human"
    _read_kind(kind)
    assert isinstance(kind, str)
    return kind


def is_timed(kind: str) -> bool:
    """Whether ``kind``'s moves depend on the machine and its load: only ``search:Ts`` (every
    other kind counts its work). ``human`` is not timed. Raises like :func:`check_kind` for a
    name that is no seat kind."""
    return kind != "human" and _read_kind(kind).seconds is not None


def make_bot(kind: str, seed: int) -> Bot:
    """A bot of ``kind`` (``random``, ``basic``, ``search``, ``search:N`` or ``search:Ts``)
    seeded with ``seed``; a :class:`~tricktaker.errors.TrickTakerError` naming the kind and
    the allowed forms otherwise.

    ``search`` samples :data:`~tricktaker.bots.search.DEFAULT_WORLDS` deals a decision and
    ``search:N`` N deals (at most :data:`~tricktaker.limits.MAX_SEARCH`), the same N giving the
    same moves on any machine; ``search:0.5s`` thinks half a second (at most
    :data:`~tricktaker.limits.MAX_SEARCH_SECONDS`), so its moves depend on the machine."""
    read = _read_kind(kind)
    if read.name == "random":
        return RandomBot(seed)
    if read.name == "basic":
        return BasicBot(seed)
    return SearchBot(seed, iterations=read.iterations, seconds=read.seconds)
