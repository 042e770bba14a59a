"""The end of a game of Euchre (euchre.md §8, §13.7, E-11, E-14): who wins, and the returns.

The core's target end decides when the game is over (a side at ``target_score`` or more; one
hand with ``single_hand``). The winners are the side with more points (nobody after a single
hand thrown in, 0-0); each seat's return is its side's points minus the other side's, which
for one hand is OpenSpiel's return (§13.7).
"""

from __future__ import annotations

from tricktaker import CompiledGame, State, hookimpl


def side_totals(game: CompiledGame, state: State) -> list[int]:
    return [state.totals[seats[0]] for seats in game.sides]


@hookimpl
def winners(game: CompiledGame, state: State) -> list[int]:
    """The side with the higher total; nobody on equal totals (only a thrown-in single hand)."""
    totals = side_totals(game, state)
    if totals[0] == totals[1]:
        return []
    best = 0 if totals[0] > totals[1] else 1
    return list(game.sides[best])


@hookimpl
def returns(game: CompiledGame, state: State) -> list[float]:
    """Own side's total minus the other side's (§13.7)."""
    totals = side_totals(game, state)
    return [float(totals[side] - totals[1 - side]) for side in game.side_of]
