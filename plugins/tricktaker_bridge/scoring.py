"""Scoring a board (bridge.md §7, §13.5): Law 77 from the rules file's tables, with the
declaring side's vulnerability, and the board's record.

The numbers are all in ``rules.toml`` (``[scoring]``, read by the core's contract scoring
with ``count = "contracted"``); this module only tells the scorer which sides are vulnerable
(their "raised stakes") and writes the board's result as §13.5 names its parts. Rubber scoring
(``scoring = "rubber"``) is :mod:`.rubber`.
"""

from __future__ import annotations

from typing import Any

from tricktaker import (
    CompiledGame,
    Contract,
    ContractScoring,
    Mechanic,
    Phase,
    ScorePhase,
    State,
    counted_parts,
    defaults,
    hookimpl,
    penalty_of,
    score_contract,
)
from tricktaker_bridge import rubber
from tricktaker_bridge.board import Board

PART_NAMES = {
    "trick score": "trick_score",
    "overtricks": "overtricks",
    "part game bonus": "part_score_bonus",
    "game bonus": "game_bonus",
    "level bonus": "slam_bonus",
    "completion bonus": "insult_bonus",
}
"""The core's names of a made contract's parts, and the board record's (§13.5)."""


def table(game: CompiledGame) -> ContractScoring:
    spec = game.rules.scoring
    assert isinstance(spec, ContractScoring)
    return spec


def contract_text(game: CompiledGame, contract: Contract | None) -> str:
    """``4HX``, ``3NTXX``, ``1C``, or ``passed out`` (§13.5)."""
    if contract is None:
        return "passed out"
    denomination = game.deck.denomination(contract.denomination)
    return f"{contract.level}{denomination}{'X' * contract.doubled}"


def partner(seat: int) -> int:
    return (seat + 2) % 4


def declarer_tricks(state: State) -> int:
    """The declaring side's tricks (0 .. 13)."""
    assert state.contract is not None
    declarer = state.contract.declarer
    return state.tricks_won[declarer] + state.tricks_won[partner(declarer)]


def board_parts(
    game: CompiledGame, contract: Contract, tricks: int, vulnerable: bool
) -> dict[str, int]:
    """The parts of the declaring side's score (§7): those of a made contract, or
    ``undertricks`` (the defenders' points) when it is defeated."""
    spec = table(game)
    if tricks < contract.tricks:
        under = contract.tricks - tricks
        return {"undertricks": penalty_of(spec, under, contract.doubled, vulnerable)}
    denomination = game.deck.denomination(contract.denomination)
    over = tricks - contract.tricks
    parts = counted_parts(spec, denomination, contract.level, contract.doubled, over, vulnerable)
    if game.options["scoring"] == "rubber":  # §9.2.3: no game or part-score bonus per deal
        parts.pop("game bonus", None)
        parts.pop("part game bonus", None)
    return {PART_NAMES[name]: points for name, points in parts.items()}


def ns_score(game: CompiledGame, contract: Contract, tricks: int, vulnerable: bool) -> int:
    """The N-S board score (§7.8): the declaring side's total, signed, from N-S's side."""
    parts = board_parts(game, contract, tricks, vulnerable)
    score = -parts["undertricks"] if "undertricks" in parts else sum(parts.values())
    return score if contract.declarer % 2 == 0 else -score


@hookimpl
def score_hand(game: CompiledGame, state: State) -> list[int]:
    """Duplicate: Law 77 by the rules' tables, with the vulnerability of the board."""
    if game.options["scoring"] == "rubber":
        return rubber.score_deal(game, state)
    return score_contract(game, state, table(game), raised=Board.of(state).vulnerable)


@hookimpl
def hand_summary(game: CompiledGame, state: State) -> dict[str, Any]:
    """The core's summary, and the board's result (§13.5): contract, declarer, dummy, the
    declaring side's tricks, the parts of the score, the N-S and E-W board scores."""
    summary: dict[str, Any] = defaults.hand_summary(game, state)
    contract = state.contract
    result: dict[str, Any] = {"contract": contract_text(game, contract)}
    if contract is not None and not state.thrown_in:
        declarer = contract.declarer
        tricks = declarer_tricks(state)
        vulnerable = Board.of(state).vulnerable[declarer % 2]
        result.update(
            declarer=declarer,
            dummy=partner(declarer),
            tricks=tricks,
            parts=board_parts(game, contract, tricks, vulnerable),
        )
    if game.options["scoring"] == "duplicate":
        ns = 0
        if contract is not None and not state.thrown_in:
            ns = ns_score(game, contract, result["tricks"], vulnerable)
        result.update(ns=ns, ew=-ns)
    summary["result"] = result
    return summary


@hookimpl
def mechanics() -> list[Mechanic]:
    """This module's phase kinds, declared: checked against the rules when the game loads."""
    return [
        Mechanic(
            kind="bridge_score",
            build=_score,
            needs=("board", "contract", "tricks"),
            makes=("score",),
            count=lambda rules, name, table, setting: (table,),
            summary="Duplicate bridge scoring (Law 77) of the contract, with the board's "
            "vulnerability.",
        )
    ]


def _score(name: str, game: CompiledGame) -> Phase:
    if game.options["scoring"] == "rubber":
        return ScorePhase(parts=(rubber.Rubber,))
    return ScorePhase()
