"""The summary of a run's lines, added up as they pass (:class:`Tally`), and the 95 %
intervals it and the benchmarks give: Wilson's for a win rate, Student's t for a mean."""

from __future__ import annotations

import math
import statistics
from collections import Counter
from collections.abc import Iterable, Sequence
from typing import Any


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


class Tally:
    """The summary of result lines, added up as they pass: memory does not grow with the
    number of games (per seat: a win count, Welford's running mean and sum of squared
    deviations of the score, the sum of each statistic). With ``scores``, :attr:`scores`
    counts each seat's final scores too (for ``--plot``: one count a distinct score)."""

    def __init__(self, scores: bool = False) -> None:
        self.games = 0
        self.kinds: list[str] = []
        self.scores: list[Counter[float]] | None = [] if scores else None
        self._hands = 0
        self._actions = 0
        self._cut_short = 0
        self._wins: list[float] = []
        self._mean: list[float] = []
        self._squares: list[float] = []
        self._stats: dict[str, list[float]] = {}
        self._stat_games: Counter[str] = Counter()

    def add(self, line: dict[str, Any]) -> None:
        """Count one game's result line."""
        scores = line["scores"]
        if not self.games:
            self.kinds = list(line["seats"])
            self._wins, self._mean, self._squares = ([0.0] * len(scores) for _ in range(3))
            if self.scores is not None:
                self.scores = [Counter() for _ in scores]
        self.games += 1
        self._hands += line["hands"]
        self._actions += line["actions"]
        self._cut_short += "cut_short" in line
        share = 1 / _winning_sides(line) if line["winners"] else 0.0
        for seat in line["winners"]:
            self._wins[seat] += share
        for seat, score in enumerate(scores):
            delta = score - self._mean[seat]
            self._mean[seat] += delta / self.games
            self._squares[seat] += delta * (score - self._mean[seat])
            if self.scores is not None:
                self.scores[seat][score] += 1
        for name, values in line["stats"].items():
            sums = self._stats.setdefault(name, [0.0] * len(scores))
            for seat, value in enumerate(values):
                sums[seat] += value
            self._stat_games[name] += 1

    def summary(self) -> dict[str, Any]:
        """Per seat: win rate with its 95 % interval (a shared win counts 1/k for k winning
        players or sides: partners win together), mean and standard deviation of the final
        score, and the mean of each game statistic over the games that have it."""
        n = self.games
        if not n:
            return {"games": 0, "seats": []}
        seats = []
        for seat, kind in enumerate(self.kinds):
            low, high = wilson(self._wins[seat], n)
            stats = {
                name: sums[seat] / self._stat_games[name] for name, sums in self._stats.items()
            }
            seats.append(
                {
                    "seat": seat,
                    "kind": kind,
                    "win_rate": self._wins[seat] / n,
                    "win_ci95": [low, high],
                    "mean_score": self._mean[seat],
                    "sd_score": math.sqrt(self._squares[seat] / n),
                    "stats": stats,
                }
            )
        return {
            "games": n,
            "mean_hands": self._hands / n,
            "mean_actions": self._actions / n,
            "cut_short": self._cut_short,
            "seats": seats,
        }


def _winning_sides(line: dict[str, Any]) -> int:
    """How many players, or sides, share the win of a game's line."""
    side_of = line.get("side_of") or range(len(line["scores"]))
    return len({side_of[w] for w in line["winners"]})


def summarize(lines: Iterable[dict[str, Any]]) -> dict[str, Any]:
    """The :meth:`Tally.summary` of ``lines`` (any iterable: it is read once, never kept)."""
    tally = Tally()
    for line in lines:
        tally.add(line)
    return tally.summary()
