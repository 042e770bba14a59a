"""Scoring a deal of Skat (skat.md §7, §8, §10, §11.6, §15.5) and the facts of its record.

The declarer's card points are the tricks' plus the skat's (put away, or untouched in a hand
game); the matadors are counted on the declarer's 12 cards (the 10 dealt and the 2 of the
skat, SK-11). ``values.outcome`` gives the value, won or lost, overbid and the score; standard
scoring puts it on the declarer, tournament scoring adds ±50 and 40 to each defender of a lost
game. Under ``profile = openspiel`` the scores are OpenSpiel's returns × 240 (whole numbers:
the declarer 2 (P − 60), each defender D − 60; null ±60 / ∓30), and the returns are theirs.
"""

from __future__ import annotations

from dataclasses import asdict
from typing import TYPE_CHECKING, Any

from tricktaker import (
    PUBLIC,
    Mechanic,
    Part,
    Phase,
    ScorePhase,
    Widow,
    declare,
    hookimpl,
    itemize,
    trump_name,
)
from tricktaker_skat.auction import openspiel
from tricktaker_skat.declaration import SkatGame
from tricktaker_skat.value_auction import ValueBidding
from tricktaker_skat.values import Outcome, outcome, points, seat_scores

if TYPE_CHECKING:
    from tricktaker import CompiledGame, Deck, State

RETURNS_SCALE = 240


class Result(Part):
    """The scored deal: the facts of §15.5 and the skat, shown to all once the deal is over
    (empty before)."""

    __slots__ = ("record",)
    key = "skat_result"
    seen = declare(
        record=PUBLIC("the scored deal's facts (§15.5) and the skat once over; {} before")
    )

    def __init__(self, players: int) -> None:
        self.record: dict[str, Any] = {}

    def summary(self, deck: Deck) -> dict[str, Any]:
        return dict(self.record)


def twelve_cards(state: State, declarer: int) -> list[int]:
    """The declarer's 10 dealt cards and the 2 of the skat (wherever they are now)."""
    played = [card for seat, card in state.played if seat == declarer]
    return [*played, *state.hands[declarer], *skat_cards(state, declarer)]


def skat_cards(state: State, declarer: int) -> list[int]:
    """The skat of the deal: the cards put away, or the untouched skat of a hand game."""
    return [*Widow.of(state).put_away[declarer], *state.stock]


def card_points(state: State, declarer: int) -> list[int]:
    """Each seat's card points (§7.1): those of its tricks, and the skat's for the declarer."""
    out = [points(taken) for taken in state.taken]
    out[declarer] += points(skat_cards(state, declarer))
    return out


def deal_outcome(state: State) -> Outcome:
    part = SkatGame.of(state)
    declaration = part.declaration
    assert declaration is not None
    seat = part.declarer
    tricks = state.tricks_won
    return outcome(
        declaration,
        ValueBidding.of(state).bid or 0,
        twelve_cards(state, seat),
        card_points(state, seat)[seat],
        tricks[seat],
        sum(tricks) - tricks[seat],
    )


def record_of(game: CompiledGame, state: State, result: Outcome) -> dict[str, Any]:
    deck = game.deck
    seat = SkatGame.of(state).declarer
    facts = asdict(result)
    facts["declaration"] = result.declaration.text
    facts["levels"] = list(result.levels)
    facts["skat"] = [deck.format(c) for c in skat_cards(state, seat)]
    facts["card_points"] = each = card_points(state, seat)
    facts["defender_points"] = sum(p for s, p in enumerate(each) if s != seat)
    facts["reasons"] = result.reasons
    return facts


def openspiel_scores(state: State) -> list[int]:
    """§11.6 × 240: declarer 2 (P − 60), defenders D − 60; null ±60 / ∓30."""
    part = SkatGame.of(state)
    seat = part.declarer
    declaration = part.declaration
    assert declaration is not None
    if declaration.null:
        won = state.tricks_won[seat] == 0
        mine = 60 if won else -60
        return [mine if s == seat else -mine // 2 for s in range(3)]
    p = card_points(state, seat)[seat]  # the skat is always taken: the put-away counts
    return [2 * (p - 60) if s == seat else 60 - p for s in range(3)]


@hookimpl
def score_hand(game: CompiledGame, state: State) -> list[int]:
    part = SkatGame.of(state)
    seat = part.declarer
    if openspiel(game):
        scores = openspiel_scores(state)
        Result.of(state).record = {
            "declaration": part.declared,
            "returns_x240": scores,
            "card_points": card_points(state, seat),
        }
        itemize(state, "returns × 240", scores, always=True)
        return scores
    result = deal_outcome(state)
    Result.of(state).record = record_of(game, state, result)
    tournament = game.options["scoring"] == "tournament"
    scores = seat_scores(result, seat, tournament)
    row = [0, 0, 0]
    row[seat] = result.score
    itemize(state, result.reasons, row, always=True)
    if tournament:  # §10.2: the declarer's ±50, then each defender's 40 of a lost game
        fifty = [0, 0, 0]
        fifty[seat] = scores[seat] - result.score
        itemize(state, "tournament " + ("won" if result.won else "lost"), fifty)
        forty = [scores[s] if s != seat else 0 for s in range(3)]
        itemize(state, "tournament, defending a lost game", forty)
    return scores


@hookimpl
def returns(game: CompiledGame, state: State) -> list[float]:
    """OpenSpiel's returns under its profile (§11.6); the totals otherwise."""
    if openspiel(game):
        return [t / RETURNS_SCALE for t in state.totals]
    return [float(t) for t in state.totals]


@hookimpl
def match_over(game: CompiledGame, state: State) -> bool | None:
    """Under OpenSpiel's profile one deal is the game, whatever ``deals`` says (§0, §11.1);
    otherwise the core's end after ``deals`` deals."""
    return True if openspiel(game) else None


@hookimpl
def hand_summary(game: CompiledGame, state: State) -> dict[str, Any]:
    """The dealer, the auction, the game, the skat and the scored facts (§15.5)."""
    summary: dict[str, Any] = {"dealer": state.dealer, "hand_size": state.hand_size}
    summary["trump"] = trump_name(game.deck, game.rules.play, state.trump)
    for part in state.parts.values():
        summary.update(part.summary(game.deck))
    if state.thrown_in:
        summary["skat"] = [game.deck.format(c) for c in state.stock]
    return summary


@hookimpl
def game_stats(game: CompiledGame, result: dict[str, Any]) -> dict[str, list[float]]:
    """Per seat, for ``tricktaker simulate``: games declared, games won, deals thrown in."""
    declared, won = [0.0] * game.players, [0.0] * game.players
    for hand in result["hands"]:
        seat = hand.get("declarer")
        if hand.get("thrown_in") or seat is None:
            continue
        declared[seat] += 1
        won[seat] += bool(hand.get("won", hand["scores"][seat] > 0))
    thrown = float(sum(bool(h.get("thrown_in")) for h in result["hands"]))
    return {"games declared": declared, "games won": won, "deals thrown in": [thrown] * 3}


@hookimpl
def mechanics() -> list[Mechanic]:
    """This module's phase kinds, declared: checked against the rules when the game loads."""
    return [
        Mechanic(
            kind="skat_score",
            build=_score,
            needs=("maker", "tricks"),
            makes=("score",),
            count=lambda rules, name, table, setting: (table,),
            summary="Skat's score: the declared game's value won or lost (twice) by the declarer.",
        )
    ]


def _score(name: str, game: CompiledGame) -> Phase:
    return ScorePhase(parts=(Result,))
