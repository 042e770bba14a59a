"""Scoring a hand: the ``score`` phase and the core's scoring tables."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from tricktaker.engine.game import Phase, PhaseFactory
from tricktaker.engine.hookspecs import hookimpl
from tricktaker.engine.visibility import PUBLIC, Part, declare
from tricktaker.errors import RulesError
from tricktaker.mechanics.bidding import bids_of
from tricktaker.mechanics.trumps import Selection

if TYPE_CHECKING:
    from tricktaker.cards import Deck
    from tricktaker.engine.game import CompiledGame
    from tricktaker.engine.state import State
    from tricktaker.rules import (
        ContractScoring,
        ExactBidScoring,
        ExactBidStyle,
        PointTrickScoring,
    )


class HandPoints(Part):
    """Point-trick scoring: each seat's points of the hand before the settlement (public)."""

    __slots__ = ("hand_points",)
    key = "hand_points"
    seen = declare(hand_points=PUBLIC)

    def __init__(self, players: int) -> None:
        self.hand_points: list[int] | None = None

    def summary(self, deck: Deck) -> dict[str, Any]:
        return {} if self.hand_points is None else {"hand_points": list(self.hand_points)}


class HeldOver(Part):
    """Points set aside by a tied hand, for whoever scores more in the next settled one."""

    __slots__ = ("held_over",)
    key = "held_over"
    seen = declare(held_over=PUBLIC)
    scope = "match"

    def __init__(self, players: int) -> None:
        self.held_over = 0


class ScorePhase(Phase):
    """Ask the ``score_hand`` hook for the hand's points; the session adds them to the totals.
    ``parts``: the state the game's scoring keeps."""

    name = "score"

    def __init__(self, parts: tuple[type[Part], ...] = ()) -> None:
        self.parts = parts

    def start(self, game: CompiledGame, state: State) -> bool:
        scores = game.hook.score_hand(game=game, state=state)
        if len(scores) != state.players:
            raise TypeError(f"score_hand returned {len(scores)} scores for {state.players} seats")
        state.hand_scores = list(scores)
        return True


def exact_bid_style(spec: ExactBidScoring) -> ExactBidStyle:
    """The scoring table of ``style`` (or the first one)."""
    return spec.styles[spec.style if spec.style is not None else next(iter(spec.styles))]


def score_exact_bids(style: ExactBidStyle, bids: list[int | None], tricks: list[int]) -> list[int]:
    """Exact-bid scoring: the ``made`` formula when tricks equal the bid, else ``lost``."""
    out = []
    for bid, taken in zip(bids, tricks, strict=True):
        assert bid is not None
        table = style.made if taken == bid else style.lost
        out.append(table.points(taken, bid))
    return out


def hand_totals(game: CompiledGame, state: State, spec: PointTrickScoring) -> list[int]:
    """Point-trick hand totals: card points taken + the points of melds and announcements (what
    every part with ``meld_points()`` says) + the last trick bonus."""
    deck, trump = game.deck, state.trump
    totals = [sum(deck.points(c, trump) for c in taken) for taken in state.taken]
    for part in state.parts.values():
        for seat, points in enumerate(part.meld_points()):
            totals[seat] += points
    if state.last_trick is not None:
        totals[state.last_trick[2]] += spec.last_trick
    return totals


def settle_maker(totals: list[int], maker: int) -> list[int]:
    """The maker must outscore the others: more → everybody scores their own total; equal →
    the maker scores 0; less → the maker scores 0 and the best opponent takes both totals."""
    best_other = max(t for seat, t in enumerate(totals) if seat != maker)
    scores = list(totals)
    if totals[maker] > best_other:
        return scores
    scores[maker] = 0
    if totals[maker] < best_other:
        winner = max((s for s in range(len(totals)) if s != maker), key=lambda s: totals[s])
        scores[winner] += totals[maker]
    return scores


def score_point_trick(game: CompiledGame, state: State, spec: PointTrickScoring) -> list[int]:
    """Totals, then the maker settlement; with ``hold_over`` a tie sets the maker's
    points aside for whoever scores more in the next settled hand."""
    totals = hand_totals(game, state, spec)
    HandPoints.of(state).hand_points = totals
    maker = Selection.of(state).maker
    assert maker is not None, "point-trick scoring needs a maker (a trump selection phase)"
    scores = settle_maker(totals, maker)
    if spec.hold_over:
        part = HeldOver.of(state)
        if totals[maker] == max(t for s, t in enumerate(totals) if s != maker):
            part.held_over += totals[maker]
        elif part.held_over:
            winner = max(range(len(scores)), key=lambda s: scores[s])
            scores[winner] += part.held_over
            part.held_over = 0
    return scores


def contract_name(game: CompiledGame, level: int, denomination: int) -> str:
    """``"4H"``, ``"3NT"``: the key of a contract in the rules' tables."""
    return f"{level}{game.deck.denomination(denomination)}"


def score_contract(game: CompiledGame, state: State, spec: ContractScoring) -> list[int]:
    """Contract scoring: the declarer scores a made contract, the defenders a failed one."""
    scores = [0] * state.players
    contract = state.contract
    if contract is None:  # a passed-out deal
        return scores
    declarer = contract.declarer
    taken = state.tricks_won[declarer] + (
        state.tricks_won[(declarer + 2) % state.players] if state.players == 4 else 0
    )
    required = contract.tricks
    doubled = contract.doubled
    if taken >= required:
        name = contract_name(game, contract.level, contract.denomination)
        value = next((v.value for v in spec.values if name in v.contracts), 0)
        if spec.trick_values:
            first, further = spec.trick_values[game.deck.denomination(contract.denomination)]
            over = taken - (required - contract.level)
            value += first + further * (over - 1) if over > 0 else 0
        bonus = 0
        if taken == required:
            bonus += spec.exact_bonus.get(contract.level, 0)
        bonus += spec.overtrick_bonus.get(taken - required, 0)
        completion = spec.completion_bonus[doubled]
        multiplier = spec.multiplier[doubled]
        if spec.multiply_completion:
            points = (value + bonus + completion) * multiplier
        else:
            points = (value + bonus) * multiplier + completion
        scores[declarer] = points
        return scores
    if spec.penalties:
        under = required - taken
        row = spec.penalties[min(under, len(spec.penalties)) - 1]
        scores[(declarer + 1) % state.players] = row[doubled]
    return scores


SCORERS: dict[str, Callable[[CompiledGame, State, Any], list[int]]] = {
    "exact_bid": lambda game, state, spec: score_exact_bids(
        exact_bid_style(spec), bids_of(state), state.tricks_won
    ),
    "point_trick": lambda game, state, spec: score_point_trick(game, state, spec),
    "contract": lambda game, state, spec: score_contract(game, state, spec),
}
"""The scoring kinds of ``[scoring] kind``: each scores a hand from its table."""

PARTS: dict[str, tuple[type[Part], ...]] = {"point_trick": (HandPoints, HeldOver)}
"""The state each scoring kind keeps."""


@hookimpl(trylast=True)
def score_hand(game: CompiledGame, state: State) -> list[int]:
    """The hand scored by the table of the rules' scoring kind."""
    scoring = game.rules.scoring
    if scoring is None:
        raise RulesError(f"{game.game_id}: no [scoring] table in the rules and no score_hand hook")
    return SCORERS[scoring.kind](game, state, scoring)


@hookimpl(trylast=True)
def phase_kinds() -> dict[str, PhaseFactory]:
    return {"score": _score}


def _score(name: str, game: CompiledGame) -> Phase:
    scoring = game.rules.scoring
    return ScorePhase(PARTS.get(scoring.kind, ()) if scoring is not None else ())
