"""How a run hands its games out: in chunks of game numbers, made as they are asked for.

**Memory does not grow with the number of games.** :func:`tricktaker.simulate.run` hands the
game numbers out in chunks as workers become free (never a list of them), keeps at most
:data:`AHEAD` chunks a worker between the first unfinished game and the last one handed out,
and yields each line as soon as the games before it are done;
:class:`~tricktaker.simulate.Tally` sums the lines up as they pass (win counts, Welford's
running mean and deviation of the scores, the sums of every statistic) and
:class:`~tricktaker.simulate.LinesOut` writes each one at once.
``benchmarks/simulate_memory.py`` measures it.
"""

from __future__ import annotations

from collections.abc import Generator

CHUNK = 50
"""Games a chunk holds at most (fewer when there are few games a worker)."""

AHEAD = 4
"""Chunks a worker that may be handed out beyond the first unfinished one: what bounds memory."""


def chunk_size(games: int, workers: int) -> int:
    """Games a chunk: a quarter of a worker's share, at most :data:`CHUNK`, at least 1."""
    return max(1, min(CHUNK, games // (4 * max(1, workers))))


def game_chunks(games: int, size: int) -> Generator[tuple[int, int], None, None]:
    """The chunks of game numbers ``(start, end)``, made as they are asked for."""
    return ((start, min(start + size, games)) for start in range(0, games, size))
