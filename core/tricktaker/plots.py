"""Pictures of simulation results (matplotlib, an optional dependency: the ``plot`` extra)."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

from tricktaker.errors import TrickTakerError


def score_histograms(lines: Sequence[dict[str, Any]], path: Path, title: str = "") -> None:
    """One histogram of final scores per seat, overlaid, written to ``path`` (PNG)."""
    try:
        import matplotlib

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        raise TrickTakerError("--plot needs matplotlib: pip install 'tricktaker[plot]'") from None
    players = len(lines[0]["scores"])
    figure, axes = plt.subplots(figsize=(8, 4.5))
    for seat in range(players):
        scores = [line["scores"][seat] for line in lines]
        label = f"seat {seat} ({lines[0]['seats'][seat]})"
        axes.hist(scores, bins="auto", histtype="step", linewidth=1.5, label=label)
    axes.set_xlabel("final score")
    axes.set_ylabel("games")
    axes.set_title(title)
    axes.legend()
    figure.tight_layout()
    try:
        figure.savefig(path, format="png", dpi=100)
    except OSError as exc:
        raise TrickTakerError(f"{path}: cannot write the plot ({exc.strerror})") from None
    finally:
        plt.close(figure)
