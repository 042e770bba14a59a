"""Game-agnostic bots. They decide from ``observation(seat)`` and the legal actions only.

* ``random``: a uniformly random legal action.
* ``basic``: a rule-based player for any trick game: bids its counted winners, then tries to
  take exactly what it needs — win as cheaply as it can, or lose with its highest safe card
  (:mod:`tricktaker.bots.basic`).
* ``search``, ``search:N``, ``search:Ts``: determinized search over whole hands, with an exact
  solver near a hand's end (:mod:`tricktaker.bots.search`); about a second a decision, or N
  sampled deals, or T seconds.

A bot's random choices depend only on its seed and the position in the game (the number of
actions so far), never on what it did before, so a game resumed from its record continues with
exactly the moves the bots would have made. :func:`make_bot` makes any kind by name.
"""

from __future__ import annotations

from tricktaker.bots.basic import BasicBot, Bot, RandomBot, SeededBot, bot_seed
from tricktaker.bots.search import SearchBot
from tricktaker.errors import TrickTakerError
from tricktaker.limits import MAX_DIGITS, MAX_SEARCH, MAX_SEARCH_SECONDS

__all__ = [
    "BOTS",
    "BasicBot",
    "Bot",
    "RandomBot",
    "SearchBot",
    "SeededBot",
    "bot_seed",
    "make_bot",
]

SEARCH_CAP = 10.0
"""Seconds ``search:N`` may think at most, whatever N: on a slow machine it samples fewer."""

BOTS: tuple[str, ...] = ("random", "basic", "search")
"""Bot kinds, as the console's ``--seats`` takes them; ``search:N`` sets its sampled deals,
``search:Ts`` its seconds a decision."""


def make_bot(kind: str, seed: int) -> Bot:
    """A bot of ``kind`` (``random``, ``basic``, ``search``, ``search:N`` or ``search:Ts``)
    seeded with ``seed``; a clear error listing the kinds otherwise.

    ``search`` thinks about a second a decision; ``search:N`` samples N deals a decision (at most
    :data:`~tricktaker.limits.MAX_SEARCH`, and :data:`SEARCH_CAP` seconds), the same N giving
    the same moves on any machine; ``search:0.5s`` thinks half a second (at most
    :data:`~tricktaker.limits.MAX_SEARCH_SECONDS`)."""
    name, _, budget = kind.partition(":")
    if name == "random" and not budget:
        return RandomBot(seed)
    if name == "basic" and not budget:
        return BasicBot(seed)
    if name == "search":
        if not budget:
            return SearchBot(seed)
        if budget.isdigit() and len(budget) <= MAX_DIGITS and 0 < int(budget) <= MAX_SEARCH:
            return SearchBot(seed, iterations=int(budget), seconds=SEARCH_CAP)
        seconds = _seconds(budget)
        if seconds is not None:
            return SearchBot(seed, seconds=seconds)
        shown = kind if len(kind) <= 40 else f"{kind[:40]}..."
        raise TrickTakerError(
            f"{shown!r}: search:N takes a whole number of iterations 1..{MAX_SEARCH}, "
            f"e.g. search:32, or seconds up to {MAX_SEARCH_SECONDS:g}, e.g. search:0.5s"
        )
    shown = kind if len(kind) <= 40 else f"{kind[:40]}..."
    raise TrickTakerError(f"unknown seat kind {shown!r}; kinds: human, {', '.join(BOTS)}")


def _seconds(budget: str) -> float | None:
    """The seconds of a ``search:Ts`` budget (``0.5s``, ``2s``), or None if it is not one."""
    number = budget[:-1]
    if not budget.endswith("s") or not 0 < len(number) <= 10:
        return None
    whole, _, fraction = number.partition(".")
    if not (whole or fraction) or not (whole + fraction).isdigit():
        return None
    seconds = float(number)
    return seconds if 0 < seconds <= MAX_SEARCH_SECONDS else None
