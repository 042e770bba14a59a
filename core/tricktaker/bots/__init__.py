"""Game-agnostic bots. They decide from ``observation(seat)`` and the legal actions only.

* ``random``: a uniformly random legal action.
* ``basic``: a rule-based player for any trick game: bids its counted winners, then tries to
  take exactly what it needs — win as cheaply as it can, or lose with its highest safe card
  (:mod:`tricktaker.bots.basic`).
* ``search`` / ``search:N``: determinized Monte Carlo over whole hands
  (:mod:`tricktaker.bots.search`).

A bot's random choices depend only on its seed and the position in the game (the number of
actions so far), never on what it did before, so a game resumed from its record continues with
exactly the moves the bots would have made. :func:`make_bot` makes any kind by name.
"""

from __future__ import annotations

from tricktaker.bots.basic import BasicBot, Bot, RandomBot, SeededBot, bot_seed
from tricktaker.bots.search import SearchBot
from tricktaker.errors import TrickTakerError
from tricktaker.limits import MAX_DIGITS, MAX_SEARCH

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

BOTS: tuple[str, ...] = ("random", "basic", "search")
"""Bot kinds, as the console's ``--seats`` takes them; ``search:N`` sets its iterations."""


def make_bot(kind: str, seed: int) -> Bot:
    """A bot of ``kind`` (``random``, ``basic``, ``search`` or ``search:N``) seeded with ``seed``;
    a clear error listing the kinds otherwise."""
    name, _, budget = kind.partition(":")
    if name == "random" and not budget:
        return RandomBot(seed)
    if name == "basic" and not budget:
        return BasicBot(seed)
    if name == "search":
        if not budget:
            return SearchBot(seed)
        if budget.isdigit() and len(budget) <= MAX_DIGITS and 0 < int(budget) <= MAX_SEARCH:
            return SearchBot(seed, iterations=int(budget))
        shown = kind if len(kind) <= 40 else f"{kind[:40]}..."
        raise TrickTakerError(
            f"{shown!r}: search:N takes a whole number of iterations 1..{MAX_SEARCH}, "
            "e.g. search:32"
        )
    shown = kind if len(kind) <= 40 else f"{kind[:40]}..."
    raise TrickTakerError(f"unknown seat kind {shown!r}; kinds: human, {', '.join(BOTS)}")
