"""Hand-size schedules: how many cards each player gets in each hand of a match."""

from __future__ import annotations

import re
from collections.abc import Mapping

from tricktaker.errors import RulesError
from tricktaker.rules import ScheduleSpec


def _term(text: str, symbols: Mapping[str, int]) -> int:
    match = re.fullmatch(r"([MS])(?:-(\d+))?", text)
    if match:
        return symbols[match.group(1)] - int(match.group(2) or 0)
    return int(text)


def expand_range(text: str, symbols: Mapping[str, int]) -> list[int]:
    """``"M..1"`` → ``[M, M-1, ..., 1]``; ``"2..M"`` counts up; a single term is one hand."""
    parts = text.replace(" ", "").split("..")
    start = _term(parts[0], symbols)
    end = _term(parts[-1], symbols)
    step = 1 if end >= start else -1
    return list(range(start, end + step, step))


def expand_schedule(spec: ScheduleSpec, players: int) -> list[int]:
    """The hand sizes of a match: ``fixed`` if it gives any, else the ranges of ``style`` (or
    of the first style)."""
    if spec.fixed:
        return list(spec.fixed)
    if players not in spec.max_hand:
        raise RulesError(f"schedule.max_hand has no entry for {players} players")
    largest = spec.max_hand[players]
    symbols = {"M": largest, "S": min(spec.short_cap, largest)}
    ranges = spec.styles[spec.style] if spec.style is not None else next(iter(spec.styles.values()))
    sizes: list[int] = []
    for text in ranges:
        sizes.extend(expand_range(text, symbols))
    return sizes
