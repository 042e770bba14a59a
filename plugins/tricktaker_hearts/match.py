"""The end of a match of Hearts (hearts.md §9) and OpenSpiel's returns (§14.6, HT-12).

With ``hands = n`` (n ≥ 1) exactly n hands are played whatever the totals (``ties =
play_on`` still adds hands while the lowest total is shared); with ``hands = 0`` the core's
target end applies (somebody at ``target_score`` or more, lowest total wins). Returns are
``26 × hands played − total`` for each seat: for one hand, ``26 − P``, OpenSpiel's returns.
"""

from __future__ import annotations

from tricktaker import CompiledGame, State, hookimpl

PENALTY_TOTAL = 26
"""The points of the 13 hearts and the Q♠ (§2.5): OpenSpiel's returns are 26 − P."""


def lowest_shared(state: State) -> bool:
    best = min(state.totals)
    return state.totals.count(best) > 1


@hookimpl
def match_over(game: CompiledGame, state: State) -> bool | None:
    """A fixed number of hands (§9.2), or None: the core's end by the target (§9.1)."""
    hands = game.options["hands"]
    if not hands:
        return None
    if state.hand_no + 1 < hands:
        return False
    return not (game.options["ties"] == "play_on" and lowest_shared(state))


@hookimpl
def returns(game: CompiledGame, state: State) -> list[float]:
    """26 per hand played minus the total: higher is better, and after one hand exactly
    OpenSpiel's ``26 − P`` (HT-12)."""
    played = len(state.hand_results)
    return [float(PENALTY_TOTAL * played - total) for total in state.totals]
