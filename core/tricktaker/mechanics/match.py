"""The end of a hand and of the match: who has won, and what a hand's record says."""

from __future__ import annotations

import statistics
from typing import TYPE_CHECKING, Any

from tricktaker.engine.hookspecs import hookimpl
from tricktaker.mechanics.scoring import contract_made
from tricktaker.mechanics.tricks import trump_name

if TYPE_CHECKING:
    from tricktaker.engine.game import CompiledGame
    from tricktaker.engine.state import State


@hookimpl(trylast=True)
def match_over(game: CompiledGame, state: State) -> bool:
    match = game.rules.match
    if match.end == "schedule":
        return state.hand_no + 1 >= len(game.schedule)
    if match.end == "hook":
        return False  # the game's own match_over decides (it is registered before the core)
    if match.end == "deals":
        assert match.deals is not None
        if state.hand_no + 1 < match.deals:
            return False
        return not (match.ties == "play_on" and _tied(game, state))
    if match.lose_at is not None or match.contract_wins != "no":
        return decided(game, state) is not None
    target = match.target
    assert isinstance(target, int)
    if max(state.totals) < target:
        return False
    return not (match.ties == "play_on" and _tied(game, state))


def decided(game: CompiledGame, state: State) -> list[int] | None:
    """The seats that have won after the hand just scored, by a target match with a floor
    (``[match] lose_at``) or with contracts that win (``contract_wins``); None: play on.

    In order: (1) with ``contract_wins`` 'first' or 'only', the contracting side that made
    its contract this hand and whose total is at the target or more wins; (2) with a floor,
    a side whose total is at the floor or below loses, and the best of the other totals wins;
    (3) unless ``contract_wins`` is 'only', the best total at the target or more wins (equal
    best totals share the win, or play on with ``ties = 'play_on'``)."""
    match = game.rules.match
    target = match.target
    assert isinstance(target, int)
    totals = state.totals
    contract = state.contract
    if match.contract_wins != "no" and contract is not None and contract_made(game, state):
        side = game.side_of[contract.declarer]
        if totals[contract.declarer] >= target:
            return [seat for seat in range(state.players) if game.side_of[seat] == side]
    floor = match.floor
    if floor is not None and min(totals) <= floor:
        others = [seat for seat, total in enumerate(totals) if total > floor]
        among = others or list(range(state.players))  # all at the floor: the best of them
        best = max(totals[seat] for seat in among)
        return [seat for seat in among if totals[seat] == best]
    if match.contract_wins != "only" and max(totals) >= target:
        if match.ties == "play_on" and _tied(game, state):
            return None
        best = max(totals)
        return [seat for seat, total in enumerate(totals) if total == best]
    return None


def best_total(game: CompiledGame, totals: list[int]) -> int:
    """The winning total: the highest, or the lowest with ``winner = "lowest"``."""
    return min(totals) if game.rules.match.winner == "lowest" else max(totals)


def _tied(game: CompiledGame, state: State) -> bool:
    """Whether more than one player (or side: partners share their total) has the best total."""
    best = best_total(game, state.totals)
    return len({game.side_of[s] for s, total in enumerate(state.totals) if total == best}) > 1


@hookimpl(trylast=True)
def winners(game: CompiledGame, state: State) -> list[int]:
    """The best total (highest, or lowest) wins; equal best totals share the win. With a
    floor or contracts that win (``[match] lose_at``, ``contract_wins``): the seats
    :func:`decided` names."""
    match = game.rules.match
    if match.end == "target" and (match.lose_at is not None or match.contract_wins != "no"):
        won = decided(game, state)
        if won is not None:
            return won
    best = best_total(game, state.totals)
    return [seat for seat, total in enumerate(state.totals) if total == best]


@hookimpl(trylast=True)
def returns(game: CompiledGame, state: State) -> list[float]:
    """The totals."""
    return [float(t) for t in state.totals]


@hookimpl(trylast=True)
def hand_summary(game: CompiledGame, state: State) -> dict[str, Any]:
    summary: dict[str, Any] = {"dealer": state.dealer, "hand_size": state.hand_size}
    if state.turned is not None:
        summary["turned"] = game.deck.format(state.turned)
    summary["trump"] = trump_name(game.deck, game.rules.play, state.trump)
    for part in state.parts.values():
        summary.update(part.summary(game.deck))
    if state.contract is not None:
        c = state.contract
        summary["contract"] = {
            "level": c.level,
            "denomination": game.deck.denomination(c.denomination),
            "declarer": c.declarer,
            "doubled": c.doubled,
        }
        if c.name:  # a ladder's contract: its name, value and kind, only when it has them
            summary["contract"]["name"] = c.name
        if c.value:
            summary["contract"]["value"] = c.value
        if c.misere:
            summary["contract"]["misere"] = True
    return summary


@hookimpl(trylast=True)
def game_stats(game: CompiledGame, result: dict[str, Any]) -> dict[str, list[float]]:
    """What every game yields from its hand results: bids made, contracts, hand points."""
    return result_stats(result)


def result_stats(result: dict[str, Any]) -> dict[str, list[float]]:
    """Per-seat statistics any game yields from its hand results: bids made (exact-bid games),
    contracts declared and made (contract games), hand points (point-trick games)."""
    hands = [h for h in result["hands"] if not h.get("thrown_in")]
    players = len(result["scores"])
    stats: dict[str, list[float]] = {}
    with_bids = [h for h in hands if h.get("bids")]
    if with_bids:
        stats["bids made"] = [
            sum(h["bids"][s] == h["tricks"][s] for h in with_bids) / len(with_bids)
            for s in range(players)
        ]
    contracts = [h for h in hands if h.get("contract")]
    if contracts:
        declared = [
            [h for h in contracts if h["contract"]["declarer"] == s] for s in range(players)
        ]
        stats["contracts declared"] = [float(len(d)) for d in declared]
        stats["contracts made"] = [
            float(sum(h["scores"][s] > 0 for h in d)) for s, d in enumerate(declared)
        ]
    with_points = [h for h in hands if h.get("hand_points")]
    if with_points:
        stats["hand points"] = [
            statistics.fmean(h["hand_points"][s] for h in with_points) for s in range(players)
        ]
    return stats
