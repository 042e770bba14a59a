"""The end of a game of Spades (spades.md §8): the target, the mercy rule, a hand limit, and
OpenSpiel's returns with the win-or-loss bonus.

After each hand (the bag penalty applied): a side with at least ``win_threshold`` and strictly
more than the other wins; with the mercy rule, a side with at most ``mercy_threshold`` and
strictly less than the other loses (S-9, S-10). With ``max_hands``, the game also ends after
that many hands, with no winner unless one of the tests named one. Returns (§8.3, S-11): each
side's total, side 0 adjusted first, side 1 compared with side 0's adjusted value.
"""

from __future__ import annotations

from tricktaker import CompiledGame, State, hookimpl


def side_totals(game: CompiledGame, state: State) -> tuple[int, int]:
    first, second = game.sides
    return state.totals[first[0]], state.totals[second[0]]


def mercy_on(game: CompiledGame) -> bool:
    """Under the openspiel profile the rule is on exactly when the threshold is not 0
    (§9.4); otherwise ``use_mercy_rule`` switches it."""
    options = game.options
    if options["profile"] == "openspiel":
        return bool(options["mercy_threshold"])
    return bool(options["use_mercy_rule"])


def winning_side(game: CompiledGame, state: State) -> int | None:
    """The side that won by the target or by the other side's mercy loss, or None."""
    totals = side_totals(game, state)
    target, floor = game.options["win_threshold"], game.options["mercy_threshold"]
    mercy = mercy_on(game)
    for side in (0, 1):
        mine, theirs = totals[side], totals[1 - side]
        if mine >= target and mine > theirs:
            return side
        if mercy and mine <= floor and mine < theirs:
            return 1 - side
    return None


@hookimpl
def match_over(game: CompiledGame, state: State) -> bool:
    if winning_side(game, state) is not None:
        return True
    limit = game.options["max_hands"]
    return bool(limit) and state.hand_no + 1 >= limit


@hookimpl
def winners(game: CompiledGame, state: State) -> list[int]:
    """The winning side's seats; none when the hand limit ended a game nobody won (§8.2)."""
    side = winning_side(game, state)
    return [] if side is None else list(game.sides[side])


@hookimpl
def returns(game: CompiledGame, state: State) -> list[float]:
    """§8.3 in its exact order: side 0 first, then side 1 against side 0's adjusted return."""
    totals = side_totals(game, state)
    target, floor = game.options["win_threshold"], game.options["mercy_threshold"]
    bonus, mercy = game.options["win_or_loss_bonus"], mercy_on(game)
    r = list(totals)
    for side in (0, 1):
        other = r[1 - side]
        if totals[side] >= target and r[side] > other:
            r[side] += bonus
        elif mercy and totals[side] <= floor and r[side] < other:
            r[side] -= bonus
    return [float(r[game.side_of[seat]]) for seat in range(game.players)]
