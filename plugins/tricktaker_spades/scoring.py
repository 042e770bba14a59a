"""Spades scoring (spades.md §6, §7): each side's team bid, nil bids, bags and the 10-bag penalty.

A side's bid is the sum of its seats' bids (nil counts 0). The tricks counted for it are those
of its non-nil bidders (``failed_nil_tricks = bags_only``, S-7), or of both partners
(``count_for_bid``, OpenSpiel). Made: 10 × bid plus one point per overtrick; set: −10 × bid.
Every overtrick, and every trick of a nil bidder under ``bags_only``, is a bag: one point, and
added to the side's bag count, which is carried from hand to hand (S-8); each full 10 bags cost
100 points and leave the count. Each nil is judged on its bidder's own tricks: ±100, a blind
nil ±200 (§4.5.4, §6.3: otherwise a nil in every respect).
"""

from __future__ import annotations

from typing import Any

from tricktaker import (
    PUBLIC,
    CompiledGame,
    Mechanic,
    Part,
    Phase,
    ScorePhase,
    State,
    bids_of,
    blind_of,
    declare,
    hookimpl,
    itemize,
)

NIL = 100
BLIND_NIL = 200
BAG_LIMIT = 10
BAG_PENALTY = 100


class Bags(Part):
    """Each side's bag count (carried from hand to hand), and the last hand's record per side:
    public (S-14: both sides' totals and bag counts are seen by all)."""

    __slots__ = ("bags", "team_hands")
    key = "spades_bags"
    scope = "match"
    seen = declare(
        bags=PUBLIC("each side's bags, carried from hand to hand (sides in [[sides]] order)"),
        team_hands=PUBLIC("the last hand's record per side: bid, tricks, made, bags, score"),
    )

    def __init__(self, players: int) -> None:
        self.bags = [0, 0]
        self.team_hands: list[dict[str, Any]] = []

    def summary(self, deck: Any) -> dict[str, Any]:
        return {"teams": [dict(team) for team in self.team_hands]}


def team_hand(
    bids: list[int],
    tricks: list[int],
    seats: tuple[int, ...],
    bags_before: int,
    count_nil: bool,
    blind: tuple[int, ...] = (),
) -> dict[str, Any]:
    """One side's hand (S-15): team bid, tricks counted, made or set, overtricks, failed-nil
    bags, bags, penalties, each nil's result (a blind nil of a seat in ``blind``: ±200), the
    hand score and the bag count after."""
    nil = [s for s in seats if bids[s] == 0]
    bid = sum(bids[s] for s in seats)
    counted = sum(tricks[s] for s in seats if count_nil or s not in nil)
    failed_nil_bags = 0 if count_nil else sum(tricks[s] for s in nil)
    made = counted >= bid
    over = counted - bid if made else 0
    bags = over + failed_nil_bags
    penalties, left = divmod(bags_before + bags, BAG_LIMIT)
    worth = {s: BLIND_NIL if s in blind else NIL for s in nil}
    nils = {s: worth[s] if tricks[s] == 0 else -worth[s] for s in nil}
    score = (10 * bid if made else -10 * bid) + bags + sum(nils.values())
    score -= BAG_PENALTY * penalties
    return {
        "bid": bid,
        "counted": counted,
        "made": made,
        "overtricks": over,
        "failed_nil_bags": failed_nil_bags,
        "bags": bags,
        "penalties": penalties,
        "nil": {str(s): points for s, points in nils.items()},
        "score": score,
        "bag_count": left,
    }


@hookimpl
def score_hand(game: CompiledGame, state: State) -> list[int]:
    """Each side's hand score, itemized; written on the side's first seat (the sides' pooling
    gives it to both partners), a nil's points on its bidder."""
    part = Bags.of(state)
    bids = [b or 0 for b in bids_of(state)]
    blind = tuple(seat for seat, flag in enumerate(blind_of(state)) if flag)
    count_nil = game.options["failed_nil_tricks"] == "count_for_bid"
    scores = [0] * game.players
    part.team_hands = []
    for side, seats in enumerate(game.sides):
        team = team_hand(bids, state.tricks_won, seats, part.bags[side], count_nil, blind)
        part.team_hands.append(team)
        part.bags[side] = team["bag_count"]
        first = seats[0]

        def on(seat: int, points: int) -> list[int]:
            row = [0] * game.players
            row[seat] = points
            return row

        word = "made" if team["made"] else "set"
        points = 10 * team["bid"] if team["made"] else -10 * team["bid"]
        itemize(state, f"bid {team['bid']} {word}", on(first, points))
        itemize(state, "bags", on(first, team["bags"]))
        for seat_text, nil_points in team["nil"].items():
            seat = int(seat_text)
            name = "blind nil" if seat in blind else "nil"
            result = "made" if nil_points > 0 else "failed"
            itemize(state, f"{name} {result}", on(seat, nil_points))
        itemize(state, "10-bag penalty", on(first, -BAG_PENALTY * team["penalties"]))
        team["total"] = state.totals[first] + team["score"]  # S-15: the total after the hand
        scores[first] += team["score"]
    return scores


@hookimpl
def mechanics() -> list[Mechanic]:
    """This module's phase kinds, declared: checked against the rules when the game loads."""
    return [
        Mechanic(
            kind="spades_score",
            build=_score,
            needs=("bids", "tricks"),
            makes=("score",),
            count=lambda rules, name, table, setting: (table,),
            summary="Spades' score: bids made or set by each partnership, bags, nil and blind nil.",
        )
    ]


def _score(name: str, game: CompiledGame) -> Phase:
    return ScorePhase(parts=(Bags,))
