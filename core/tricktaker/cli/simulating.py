"""The ``simulate`` command's work once its arguments are checked: the outputs checked before
the first game, the games played (here, on worker processes or on a Dask cluster) with a
progress bar, each line written and added up as it comes, and the summary printed.

The command itself (its options and their checks) is in :mod:`tricktaker.cli.app`; the
simulation (playing, streaming, stopping, the statistics) is :mod:`tricktaker.simulate`.
"""

from __future__ import annotations

import logging
from collections.abc import Iterator, Sequence
from contextlib import contextmanager, nullcontext
from pathlib import Path
from typing import Any

import typer
from rich import box
from rich.console import Console, Group, RenderableType
from rich.markup import escape
from rich.progress import Progress
from rich.table import Table

from tricktaker.bots import is_timed
from tricktaker.cli.text import inert, plain
from tricktaker.errors import TrickTakerError
from tricktaker.limits import MAX_BOT_DEALS, same_file
from tricktaker.plots import pyplot, score_histograms
from tricktaker.simulate import (
    LinesOut,
    SimulationSpec,
    Stop,
    Tally,
    check_writable,
    reach_scheduler,
    run,
)


def simulate_games(
    console: Console,
    spec: SimulationSpec,
    name: str,
    workers: int,
    out: Path | None,
    plot: Path | None,
    scheduler: str | None,
    seats: Sequence[str] | None = None,
) -> None:
    """``simulate`` once its arguments are checked: ``--out`` and ``--plot`` are checked
    before the first game (no game is played for nothing); each game's line is written and
    added up as it finishes; Ctrl-C stops the run, keeping every finished game
    (:class:`tricktaker.simulate.Stop`); a failure (a full disk) keeps them too. ``seats``
    names the seats in the summary as the game does (``North``; else ``Player 1``...)."""
    _check_outputs(out, plot, spec.game_file)
    tally, stop = Tally(scores=plot is not None), Stop()
    local = nullcontext((None, workers, None))
    with local if scheduler is None else _dask_executor(scheduler) as (executor, slots, check):
        failure = _stream(console, spec, name, (slots, executor, check), stop, tally, out)
    if failure and scheduler is not None and not str(failure).startswith("--"):
        failure = TrickTakerError(f"--scheduler {scheduler}: {failure}")
    _simulate_report(console, spec, name, tally, out, plot if failure is None else None, seats)
    if failure is not None:
        above = ", summed up above" if tally.games else ""
        raise TrickTakerError(
            f"{failure} ({tally.games:,} of {spec.games:,} games finished{above})"
        )
    if stop.signal is not None:
        kept = f"; their lines are in {out}, in game order" if out else ""
        console.print(
            f"Interrupted after {tally.games:,} of {spec.games:,} games: the summary is of "
            f"those games{kept}.",
            soft_wrap=True,
        )
        raise typer.Exit(128 + stop.signal)


def _check_outputs(out: Path | None, plot: Path | None, game_file: str | None) -> None:
    """``--out`` and ``--plot`` can be written (and matplotlib is there), before any game; neither
    is the game's own rules file, nor are they one file."""
    for option, path in (("--out", out), ("--plot", plot)):
        if path and game_file and same_file(path, Path(game_file)):
            raise TrickTakerError(f"{option} {path}: that is the game's rules file; give another")
    if out:
        check_writable(out, "--out")
    if plot:
        pyplot()
        check_writable(plot, "--plot")
        if out and same_file(plot, out):
            raise TrickTakerError(f"--plot {plot}: the same file as --out; give another")


def _stream(
    console: Console,
    spec: SimulationSpec,
    name: str,
    where: tuple[int, Any, Any],
    stop: Stop,
    tally: Tally,
    out: Path | None,
) -> TrickTakerError | None:
    """Play the games (``where``: the worker count, an executor and its check), each line
    written to ``out`` and added to ``tally`` as it comes; the error that ended the run early,
    if one did (Ctrl-C is not one: ``stop`` says it)."""
    slots, executor, check = where
    output = LinesOut(out) if out else None
    try:
        with stop.signals(), Progress(console=console, transient=True) as progress:
            # a progress bar reads its description as markup: a game's name is made text
            task = progress.add_task(
                f"{escape(inert(name))}: {spec.games:,} games", total=spec.games
            )
            advance = lambda k: progress.advance(task, k)  # noqa: E731
            lines = run(spec, slots, executor, advance, stop, check)
            try:
                for line in lines:
                    if output:
                        output.write(line)
                    tally.add(line)
            finally:
                lines.close()
    except TrickTakerError as exc:
        return exc
    except Exception as exc:  # the cluster failed (a worker or the scheduler gone)
        if executor is None:
            raise
        return TrickTakerError(f"{type(exc).__name__}: {exc}")
    finally:
        if output:
            output.close()
    return None


def _simulate_report(
    console: Console,
    spec: SimulationSpec,
    name: str,
    tally: Tally,
    out: Path | None,
    plot: Path | None,
    seats: Sequence[str] | None = None,
) -> None:
    """The summary table of the finished games and what to know about them."""
    summary = tally.summary()
    console.print(
        _summary_table(summary, name, seats) if tally.games else f"{name}: no game finished."
    )
    if summary.get("cut_short"):
        console.print(
            f"{summary['cut_short']} of {tally.games} games stopped at the deal limit with no "
            f"winner: a game of bots lasts at most {MAX_BOT_DEALS} deals (or twice the "
            "hands of a longer schedule; tricktaker.limits.MAX_BOT_DEALS).",
            soft_wrap=True,
        )
    timed = sorted({kind for kind in spec.seats if is_timed(kind)})
    if timed:
        console.print(
            f"Note: {', '.join(timed)} thinks for a set time, not a set number of worlds, so "
            "these results depend on this machine's speed and its load: the same command and "
            "seed can give other results (search and search:N give the same on any machine).",
            soft_wrap=True,
        )
    if plot and tally.games and tally.scores is not None:  # scores: counted when plot is set
        title = f"{name}: {tally.games:,} games"
        score_histograms(tally.scores, tally.kinds, plot, title=title, names=seats)
        console.print(f"Score distributions drawn in {plot}.", soft_wrap=True)
    if out and tally.games == spec.games:
        console.print(f"One JSON line per game in {out}.", soft_wrap=True)


@contextmanager
def _dask_executor(address: str) -> Iterator[tuple[Any, int, Any]]:
    """A ``concurrent.futures`` executor on a Dask distributed cluster, with the cluster's
    number of worker threads and a check that the client still has its scheduler, for the
    block; the address is checked before connecting, and every failure to connect is a message
    naming ``--scheduler``."""
    reach_scheduler(address)
    try:
        from distributed import Client
    except ImportError:
        raise TrickTakerError(
            "--scheduler needs Dask distributed: pip install 'tricktaker[dist]'"
        ) from None
    names = ("distributed", "distributed.client", "tornado", "tornado.application")
    loggers = [logging.getLogger(name) for name in names]  # Dask's config sets each level
    levels = [logger.level for logger in loggers]
    for logger in loggers:  # a lost scheduler is said once, by us, not in Dask's tracebacks
        logger.setLevel(logging.CRITICAL)
    try:
        try:
            client = Client(address, timeout=5)  # type: ignore[no-untyped-call]
        except Exception as exc:  # OSError, TimeoutError, or whatever a strange peer causes
            reason = f"{type(exc).__name__}: {exc}" if str(exc) else type(exc).__name__
            raise TrickTakerError(
                f"--scheduler {address}: cannot reach the Dask scheduler ({reason})"
            ) from None

        def check() -> None:  # the client gives its scheduler up after 5 s of reconnecting
            if client.status in ("closing", "closed"):
                raise TrickTakerError(f"--scheduler {address}: the Dask scheduler was lost")

        try:
            slots = max(1, sum(client.nthreads().values()))  # type: ignore[no-untyped-call]
            yield client.get_executor(), slots, check  # type: ignore[no-untyped-call]
        finally:
            client.close()  # type: ignore[no-untyped-call]
    finally:
        for logger, level in zip(loggers, levels, strict=True):
            logger.setLevel(level)


def _summary_table(
    summary: dict[str, Any], name: str, seats: Sequence[str] | None = None
) -> RenderableType:
    """The summary per seat, each seat named as the game names it: the bot, the win rate with
    its 95% interval, the score; then the game's own statistics in a table of their own, a
    row each (in one table, 8 columns broke the interval into ``(9.5%–9…`` at 80 columns)."""
    if not summary["games"]:
        return Table(title=plain(f"{name}: no game finished"))
    numbers = [seat["seat"] for seat in summary["seats"]]
    labels = [plain(seats[n]) if seats else f"Player {n + 1}" for n in numbers]
    table = Table(
        title=plain(f"{name}: {summary['games']:,} games, {summary['mean_hands']:.1f} hands each"),
    )
    for column in ("seat", "bot", "win rate (95% CI)", "mean score", "sd"):
        table.add_column(column, justify="left" if column in ("seat", "bot") else "right")
    for label, seat in zip(labels, summary["seats"], strict=True):
        low, high = seat["win_ci95"]
        table.add_row(
            label,
            seat["kind"],
            f"{seat['win_rate']:.1%} ({low:.1%}–{high:.1%})",
            f"{seat['mean_score']:.1f}",
            f"{seat['sd_score']:.1f}",
        )
    stat_names = list(summary["seats"][0]["stats"])
    if not stat_names:
        return table
    stats = Table(title="Per game, on average", box=box.SIMPLE_HEAD, show_edge=False)
    stats.add_column("")
    for label in labels:
        stats.add_column(label, justify="right")
    for stat in stat_names:
        stats.add_row(plain(stat), *(f"{seat['stats'][stat]:.2f}" for seat in summary["seats"]))
    return Group(table, stats)
