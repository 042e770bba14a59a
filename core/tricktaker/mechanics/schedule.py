"""Hand-size schedules: how many cards each player gets in each hand of a match.

The rules language expands them (:meth:`tricktaker.rules.ScheduleSpec.hand_sizes`, which the
checks of a rules file use too); here a problem becomes a :class:`RulesError`.
"""

from __future__ import annotations

from tricktaker.errors import RulesError
from tricktaker.rules import ScheduleSpec
from tricktaker.rules.phases import expand_range

__all__ = ["expand_range", "expand_schedule"]


def expand_schedule(spec: ScheduleSpec, players: int) -> list[int]:
    """The hand sizes of a match: ``fixed`` if it gives any, else the ranges of ``style`` (or
    of the first style)."""
    try:
        return spec.hand_sizes(players)
    except ValueError as exc:
        raise RulesError(str(exc)) from None
