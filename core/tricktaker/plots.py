"""Pictures of simulation results (matplotlib, an optional dependency: the ``plot`` extra).

The histograms are drawn from counts of each distinct final score per seat
(:attr:`tricktaker.simulate.Tally.scores`), never from a list of every game: a run of any
length keeps one count a distinct score (scores are whole numbers in a range the game bounds).
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from tricktaker.errors import TrickTakerError

MAX_BINS = 60
"""Bars of a histogram at most (fewer for few games or few distinct scores)."""


def pyplot() -> Any:
    """matplotlib's ``pyplot`` on the file-only Agg backend, or a clear error saying how to
    install it (checked before a run, so no games are played for nothing)."""
    try:
        import matplotlib

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        raise TrickTakerError("--plot needs matplotlib: pip install 'tricktaker[plot]'") from None
    return plt


def bin_edges(counts: Sequence[Mapping[float, int]]) -> list[float]:
    """Common bin edges for every seat: about the square root of the games many bars (at most
    :data:`MAX_BINS`, at most one a distinct score), evenly spread over the scores' range."""
    values = {value for seat in counts for value in seat}
    games = max((sum(seat.values()) for seat in counts), default=0)
    low, high = min(values), max(values)
    if low == high:
        return [low - 0.5, high + 0.5]
    bins = max(1, min(MAX_BINS, len(values), math.ceil(math.sqrt(games))))
    width = (high - low) / bins
    return [low + k * width for k in range(bins)] + [high]


def score_histograms(
    counts: Sequence[Mapping[float, int]],
    kinds: Sequence[str],
    path: Path,
    title: str = "",
    option: str = "--plot",
    names: Sequence[str] | None = None,
) -> None:
    """One histogram of final scores per seat, overlaid, written to ``path`` (PNG).

    ``counts[seat]`` maps each final score of that seat to the number of games that ended
    with it; ``kinds[seat]`` labels the seat, after its name for people (``names[seat]``, as
    the game names it; else ``Player 1`` for seat 0, issue 46).
    """
    plt = pyplot()
    edges = bin_edges(counts)
    figure, axes = plt.subplots(figsize=(8, 4.5))
    for seat, (seat_counts, kind) in enumerate(zip(counts, kinds, strict=True)):
        values = list(seat_counts)
        axes.hist(
            values,
            bins=edges,
            weights=[seat_counts[v] for v in values],
            histtype="step",
            linewidth=1.5,
            label=f"{names[seat] if names else f'Player {seat + 1}'} ({kind})",
        )
    axes.set_xlabel("final score")
    axes.set_ylabel("games")
    axes.set_title(title)
    axes.legend()
    figure.tight_layout()
    try:
        figure.savefig(path, format="png", dpi=100)
    except (OSError, ValueError) as exc:
        reason = getattr(exc, "strerror", None) or str(exc)
        raise TrickTakerError(f"{option} {path}: cannot write the plot ({reason})") from None
    finally:
        plt.close(figure)
