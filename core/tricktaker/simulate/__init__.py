"""Many games between bots, in parallel, with results that do not depend on the worker count.

A simulation plays games ``0`` to ``n - 1`` of a :class:`SimulationSpec` (a game and its
options, one bot a seat, a seed), each game with its own seed, and yields one result line a
game, in game order, whatever plays them: this process, worker processes or a Dask cluster.
Memory does not grow with ``n``, and Ctrl-C stops a run keeping every finished game.

Where each part lives:

* :mod:`~tricktaker.simulate.games`: a game's seed, the spec, one game played into its line,
  the game's statistics;
* :mod:`~tricktaker.simulate.running`: :func:`run`, the games played in this process, on
  worker processes or on an executor, their lines in game order;
* :mod:`~tricktaker.simulate.chunks`: the games handed out in chunks, a bounded number ahead;
* :mod:`~tricktaker.simulate.workers`: this machine's worker processes (``--workers``);
* :mod:`~tricktaker.simulate.stop`: :class:`Stop`, Ctrl-C and SIGTERM turned into a flag;
* :mod:`~tricktaker.simulate.outputs`: the ``--out`` and ``--plot`` files checked, the
  ``--out`` lines written;
* :mod:`~tricktaker.simulate.scheduler`: a Dask scheduler's address checked (``--scheduler``);
* :mod:`~tricktaker.simulate.stats`: :class:`Tally`, the summary added up as lines pass, and
  the 95 % intervals.
"""

from __future__ import annotations

from tricktaker.simulate.chunks import AHEAD, CHUNK, chunk_size
from tricktaker.simulate.games import (
    Lines,
    SimulationSpec,
    collect_stats,
    game_seed,
    game_stats,
    play_one,
)
from tricktaker.simulate.outputs import LinesOut, cannot_write, check_writable
from tricktaker.simulate.running import run
from tricktaker.simulate.scheduler import check_scheduler_address, reach_scheduler
from tricktaker.simulate.stats import Tally, mean_interval, summarize, t_quantile_975, wilson
from tricktaker.simulate.stop import POLL, Stop
from tricktaker.simulate.workers import SEND_EVERY

__all__ = [
    "AHEAD",
    "CHUNK",
    "POLL",
    "SEND_EVERY",
    "Lines",
    "LinesOut",
    "SimulationSpec",
    "Stop",
    "Tally",
    "cannot_write",
    "check_scheduler_address",
    "check_writable",
    "chunk_size",
    "collect_stats",
    "game_seed",
    "game_stats",
    "mean_interval",
    "play_one",
    "reach_scheduler",
    "run",
    "summarize",
    "t_quantile_975",
    "wilson",
]
