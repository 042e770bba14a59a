"""Many games between bots, in parallel, with results that do not depend on the worker count.

Game ``i`` of a run with seed ``S`` is played with its own seed ``game_seed(S, i)``, so every
game can be replayed alone (``tricktaker replay`` of its record, or a new session with that
seed and the same seats), and results come back in game order whatever the number of worker
processes.

A game that has not ended after :func:`~tricktaker.limits.deal_limit` deals (bots that never
make a contract) is stopped there: its line says so (``cut_short``) and it has no winner.
"""

from __future__ import annotations

import hashlib
import math
import statistics
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import Executor, ProcessPoolExecutor
from dataclasses import dataclass, field
from typing import Any

from tricktaker.bots import bot_seed, make_bot
from tricktaker.engine.session import Session
from tricktaker.limits import deal_limit
from tricktaker.mechanics.match import result_stats
from tricktaker.records import record_of


def game_seed(seed: int, index: int) -> int:
    """The seed of game ``index`` of a run seeded ``seed`` (stable across Python versions)."""
    digest = hashlib.sha256(f"tricktaker:{seed}:{index}".encode()).digest()
    return int.from_bytes(digest[:8], "big") >> 1


@dataclass(frozen=True)
class SimulationSpec:
    """What to play: the game, options, seat kinds (bots only), how many games, the seed."""

    game: str
    seats: tuple[str, ...]
    games: int
    seed: int = 0
    options: dict[str, Any] = field(default_factory=dict)
    records: bool = False
    game_file: str | None = None  # a game read from a variant or rules file


def play_one(spec: SimulationSpec, index: int) -> dict[str, Any]:
    """Play game ``index`` of ``spec`` and return its result line."""
    from tricktaker.engine.registry import default_registry

    seed = game_seed(spec.seed, index)
    game = default_registry().game(spec.game, spec.game_file)
    limit = deal_limit(len(game.compiled(spec.options).schedule))
    session = game.new_session(options=spec.options, seed=seed, stop_after=limit)
    bots = [make_bot(kind, bot_seed(seed, seat)) for seat, kind in enumerate(spec.seats)]
    while not session.is_over:
        seat = session.current_seat
        session.apply(bots[seat].choose(session, seat))
    line = {
        "index": index,
        "game": spec.game,
        "seed": seed,
        "seats": list(spec.seats),
        "options": dict(session.options),
        "scores": session.scores,
        "winners": session.winners,
        "side_of": list(session.game.side_of),
        "hands": len(session.state.hand_results),
        "actions": len(session.history),
        "stats": collect_stats(session),
    }
    if session.state.stopped:  # stopped at the deal limit: no winner
        line["cut_short"] = f"stopped after {limit} deals (limits.MAX_BOT_DEALS)"
    if spec.records:
        line["record"] = record_of(session, list(spec.seats)).model_dump(mode="json")
    return line


def _chunk(spec: SimulationSpec, indices: Sequence[int]) -> list[dict[str, Any]]:
    return [play_one(spec, i) for i in indices]


def run(
    spec: SimulationSpec,
    workers: int = 1,
    executor: Executor | None = None,
    progress: Callable[[int], None] | None = None,
) -> Iterator[dict[str, Any]]:
    """Play every game of ``spec`` and yield the result lines in game order.

    With ``workers`` > 1 (or a given ``executor``, e.g. a Dask client's) the games are played
    in chunks on other processes; ``progress(n)`` is called as ``n`` more games finish.
    """
    indices = list(range(spec.games))
    if executor is None and workers <= 1:
        for i in indices:
            yield play_one(spec, i)
            if progress:
                progress(1)
        return
    size = max(1, min(50, spec.games // (4 * max(1, workers)) or 1))
    chunks = [indices[k : k + size] for k in range(0, len(indices), size)]
    own = executor is None
    pool: Executor = executor or ProcessPoolExecutor(max_workers=workers)
    try:
        futures = [pool.submit(_chunk, spec, chunk) for chunk in chunks]
        for future in futures:  # in submission order: results in game order
            lines = future.result()
            if progress:
                progress(len(lines))
            yield from lines
    finally:
        if own:
            pool.shutdown()


def collect_stats(session: Session) -> dict[str, list[float]]:
    """Every plugin's ``game_stats`` for the finished ``session`` (the core's first)."""
    merged: dict[str, list[float]] = {}
    for stats in reversed(session.hook.game_stats(game=session.game, result=session.result())):
        merged.update(stats)
    return merged


def game_stats(result: dict[str, Any]) -> dict[str, list[float]]:
    """Per-seat statistics any game yields from its hand results (the core's ``game_stats``,
    :func:`tricktaker.mechanics.match.result_stats`)."""
    return result_stats(result)


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """95 % Wilson score interval of a proportion (shared wins count fractionally)."""
    if n == 0:
        return (0.0, 1.0)
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return (max(0.0, centre - half), min(1.0, centre + half))


_T_975 = {1: 12.706, 2: 4.303, 3: 3.182, 4: 2.776}
"""Student's t 97.5 % quantiles for 1 to 4 degrees of freedom (exact to 3 decimals)."""


def t_quantile_975(df: int) -> float:
    """Student's t 97.5 % quantile with ``df`` degrees of freedom (the half-width factor of a
    95 % interval): a table for ``df`` up to 4, else the Cornish-Fisher expansion around the
    normal quantile (within 0.001 of the exact value from ``df`` = 5: 2.571, 30: 2.042)."""
    if df < 1:
        raise ValueError(f"degrees of freedom must be at least 1, not {df}")
    if df in _T_975:
        return _T_975[df]
    z = statistics.NormalDist().inv_cdf(0.975)
    terms = (
        (z**3 + z) / 4,
        (5 * z**5 + 16 * z**3 + 3 * z) / 96,
        (3 * z**7 + 19 * z**5 + 17 * z**3 - 15 * z) / 384,
        (79 * z**9 + 776 * z**7 + 1482 * z**5 - 1920 * z**3 - 945 * z) / 92160,
    )
    return z + math.fsum(term / float(df) ** (k + 1) for k, term in enumerate(terms))


def mean_interval(values: Sequence[float]) -> tuple[float, float, float]:
    """The mean of ``values`` and its 95 % t interval (mean, low, high): for paired figures,
    e.g. one bot's per-deal score difference. Fewer than two values: an unbounded interval."""
    if not values:
        return (math.nan, -math.inf, math.inf)
    mean = statistics.fmean(values)
    if len(values) < 2:
        return (mean, -math.inf, math.inf)
    half = t_quantile_975(len(values) - 1) * statistics.stdev(values) / math.sqrt(len(values))
    return (mean, mean - half, mean + half)


def _winning_sides(line: dict[str, Any]) -> int:
    """How many players, or sides, share the win of a game's line."""
    side_of = line.get("side_of") or range(len(line["scores"]))
    return len({side_of[w] for w in line["winners"]})


def summarize(lines: Sequence[dict[str, Any]]) -> dict[str, Any]:
    """Per seat: win rate with its 95 % interval (a shared win counts 1/k for k winning players
    or sides: partners win together), mean and standard deviation of the final score, and the
    mean of each game statistic."""
    if not lines:
        return {"games": 0, "seats": []}
    players = len(lines[0]["scores"])
    n = len(lines)
    seats = []
    for s in range(players):
        wins = sum(1 / _winning_sides(line) for line in lines if s in line["winners"])
        scores = [line["scores"][s] for line in lines]
        low, high = wilson(wins, n)
        stats = {
            name: statistics.fmean(
                line["stats"][name][s] for line in lines if name in line["stats"]
            )
            for name in lines[0]["stats"]
        }
        seats.append(
            {
                "seat": s,
                "kind": lines[0]["seats"][s],
                "win_rate": wins / n,
                "win_ci95": [low, high],
                "mean_score": statistics.fmean(scores),
                "sd_score": statistics.pstdev(scores),
                "stats": stats,
            }
        )
    return {
        "games": n,
        "mean_hands": statistics.fmean(line["hands"] for line in lines),
        "mean_actions": statistics.fmean(line["actions"] for line in lines),
        "cut_short": sum(1 for line in lines if "cut_short" in line),
        "seats": seats,
    }
