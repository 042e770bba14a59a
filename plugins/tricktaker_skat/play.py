"""Trick play in Skat (skat.md §2.3, §2.4, §6): the end of a null game at the declarer's first
trick, and an ouvert declarer's open hand, one piece (``skat_tricks``) of the trick phase given
through the ``trick_rules`` hook.

The card orders are data: the suit games' ``[play] top_trumps`` (the four jacks above the trump
suit), a grand's ``trump_sets`` (``state.trump = 4``: the four jacks alone, a trump that is no
suit) and null's ``no_trump_order = "sequence"`` (A K Q J 10 9 8 7, jacks in their suits).
"""

from __future__ import annotations

from tricktaker import (
    PUBLIC_CARDS,
    CompiledGame,
    Part,
    Play,
    State,
    TrickEffect,
    TrickRule,
    declare,
    hookimpl,
)


class Open(Part):
    """An ouvert declarer's hand, face up on the table from the declaration to the end
    (§5.3): public. Empty in other games."""

    __slots__ = ("open_hand",)
    key = "skat_open"
    seen = declare(open_hand=PUBLIC_CARDS("an ouvert declarer's hand, face up; [] in other games"))

    def __init__(self, players: int) -> None:
        self.open_hand: list[int] = []


class SkatTricks(TrickEffect):
    """Keeps the open hand as it is played from, and ends a null game at the declarer's
    first trick (§6.4, SK-7)."""

    parts = (Open,)

    def played(self, state: State, seat: int, action: Play) -> None:
        shown = Open.of(state).open_hand
        if action.card in shown:
            shown.remove(action.card)

    def trick_done(self, state: State, trick: list[int], winner: int) -> bool:
        from tricktaker_skat.declaration import SkatGame

        part = SkatGame.of(state)
        return (
            part.declared is not None
            and part.declared.startswith("null")
            and (winner == part.declarer)
        )


@hookimpl
def trick_rules(game: CompiledGame, phase: str) -> list[TrickRule]:
    """Skat's piece of its trick phase, after the core's: the open hand and the end of a null
    game (:class:`SkatTricks`)."""
    if phase != "play":
        return []
    return [TrickRule("skat_tricks", order=110, effect=SkatTricks())]
