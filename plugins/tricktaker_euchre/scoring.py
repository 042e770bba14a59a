"""Euchre scoring (euchre.md §7, E-8): the hand's points by the makers' side's tricks.

The makers (the maker's side) need ``needed`` tricks (3 of 5): 3 or 4 score ``made``, all
five ``march`` (``march_alone`` when the maker played alone). With fewer they are *euchred*:
the defenders score ``euchred`` (``euchred_by_alone`` when a defender played alone). Exactly
one side scores; a thrown-in hand scores nothing. The numbers are ``[mechanics.score]`` in
``rules.toml``; the points are written on the scoring side's first seat and the sides' pooling
gives them to both partners.
"""

from __future__ import annotations

from typing import Any

from pydantic import Field

from tricktaker import (
    CompiledGame,
    Mechanic,
    Model,
    Phase,
    ScorePhase,
    Selection,
    State,
    hookimpl,
    itemize,
    mechanic_settings,
)
from tricktaker_euchre.alone import Alone


class EuchreScoring(Model):
    """The numbers of §7 (``[mechanics.score]``)."""

    needed: int = Field(3, ge=1, description="Tricks the makers' side needs.")
    made: int = Field(1, description="Makers' points for `needed` tricks or more, not all.")
    march: int = Field(2, description="Makers' points for every trick, maker with partner.")
    march_alone: int = Field(4, description="Makers' points for every trick, maker alone.")
    euchred: int = Field(2, description="Defenders' points when the makers fall short.")
    euchred_by_alone: int = Field(
        4, description="Defenders' points when the makers fall short against a lone defender."
    )


def hand_points(
    spec: EuchreScoring, tricks: int, total: int, maker_alone: bool, defender_alone: bool
) -> tuple[str, int, bool]:
    """(what happened, points, whether the makers score) for the makers' ``tricks`` of
    ``total``."""
    if tricks < spec.needed:
        points = spec.euchred_by_alone if defender_alone else spec.euchred
        return "euchred", points, False
    if tricks == total:
        if maker_alone:
            return "march alone", spec.march_alone, True
        return "march", spec.march, True
    return "made", spec.made, True


def result(game: CompiledGame, state: State) -> dict[str, Any]:
    """The hand's facts: maker, makers' side, makers' tricks, who played alone, the outcome."""
    maker = Selection.of(state).maker
    assert maker is not None, "a scored hand has a maker"
    side = game.side_of[maker]
    alone = Alone.of(state).alone_seats
    tricks = sum(state.tricks_won[s] for s in game.sides[side])
    spec = settings(game)
    total = state.hand_size
    what, points, makers = hand_points(
        spec, tricks, total, maker in alone, any(s != maker for s in alone)
    )
    scorer = side if makers else 1 - side
    return {
        "maker": maker,
        "makers_tricks": tricks,
        "outcome": what,
        "points": points,
        "scoring_side": scorer,
    }


def settings(game: CompiledGame) -> EuchreScoring:
    return mechanic_settings(game.rules, "score", EuchreScoring)


@hookimpl
def score_hand(game: CompiledGame, state: State) -> list[int]:
    facts = result(game, state)
    scores = [0] * game.players
    scores[game.sides[facts["scoring_side"]][0]] = facts["points"]
    tricks = facts["makers_tricks"]
    itemize(state, f"{facts['outcome']} ({tricks} tricks to the makers)", scores, always=True)
    return scores


@hookimpl
def mechanics() -> list[Mechanic]:
    """This module's phase kinds, declared: checked against the rules when the game loads."""
    return [
        Mechanic(
            kind="euchre_score",
            build=_score,
            settings=EuchreScoring,
            needs=("maker", "tricks"),
            makes=("score",),
            reads=("trump_selection",),
            count=lambda rules, name, table, setting: (table,),
            summary="Euchre's score: points to the makers by their tricks, or to the "
            "defenders when the makers are euchred.",
        )
    ]


def _score(name: str, game: CompiledGame) -> Phase:
    settings(game)  # a bad [mechanics.score] stops the game from compiling
    return ScorePhase()
