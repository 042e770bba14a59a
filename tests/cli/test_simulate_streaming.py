"""`tricktaker simulate -n` streams: nothing of the size of n is built, a bounded number of
games is in flight, and the summary is added up as the games pass."""

from __future__ import annotations

import math
import multiprocessing
import statistics
import time
from concurrent.futures import ThreadPoolExecutor
from itertools import islice
from typing import Any

import pytest

from tricktaker.errors import TrickTakerError
from tricktaker.limits import MAX_GAMES
from tricktaker.simulate import AHEAD, CHUNK, SimulationSpec, Tally, run, summarize
from tricktaker.simulate import workers as worker_processes

OPTIONS = {"players": 3, "hand_sizes": [1]}


def spec(games: int = MAX_GAMES) -> SimulationSpec:
    return SimulationSpec("oh-hell", ("random",) * 3, games, 2, OPTIONS)


@pytest.mark.parametrize("workers", [1, 2])
def test_a_run_of_the_largest_n_starts_at_once(workers: int) -> None:
    """issue 44, class 6: a run of MAX_GAMES (10**12) games yields its first games in game
    order at once (before: list(range(n)) first, a MemoryError or OverflowError)."""
    started = time.monotonic()
    lines = run(spec(), workers=workers)
    assert [line["index"] for line in islice(lines, 3)] == [0, 1, 2]
    lines.close()
    assert time.monotonic() - started < 10


@pytest.mark.skipif(
    multiprocessing.get_start_method() != "fork", reason="the workers inherit a patched game"
)
def test_workers_play_a_bounded_number_of_games_ahead_of_a_slow_one(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """issue 44, class 6: while game 0 takes long, the other worker plays at most AHEAD chunks
    a worker beyond it (whose lines wait for it), not the rest of the run."""

    def play_one(spec: SimulationSpec, index: int) -> dict[str, Any]:
        if index == 0:
            time.sleep(1.5)  # unbounded, the other worker would play ~10**5 games meanwhile
        return {"index": index}

    monkeypatch.setattr(worker_processes, "play_one", play_one)
    finished = [0]
    lines = run(spec(), workers=2, progress=lambda k: finished.__setitem__(0, finished[0] + k))
    assert next(lines) == {"index": 0}
    ahead = finished[0]
    assert [line["index"] for line in islice(lines, 2 * CHUNK)] == list(range(1, 2 * CHUNK + 1))
    lines.close()
    assert CHUNK < ahead <= (AHEAD * 2 + 1) * CHUNK


def test_an_executor_is_given_chunks_lazily() -> None:
    """issue 44, class 6: on an executor (Dask's), chunks are submitted as earlier ones are
    read, at most AHEAD a slot in flight."""
    submitted = [0]

    class Counting(ThreadPoolExecutor):
        def submit(self, fn: Any, /, *args: Any, **kwargs: Any) -> Any:
            submitted[0] += 1
            return super().submit(fn, *args, **kwargs)

    with Counting(max_workers=2) as executor:
        lines = run(spec(), workers=2, executor=executor)
        read = list(islice(lines, 3 * CHUNK))
        lines.close()
    assert [line["index"] for line in read] == list(range(3 * CHUNK))
    assert submitted[0] <= AHEAD * 2 + 3


def test_the_tally_matches_the_games() -> None:
    """issue 44, class 6: the running tally (Welford's mean and deviation, win shares, the
    statistics' means) gives the figures computed from all the lines at once."""
    lines = list(run(SimulationSpec("oh-hell", ("basic", "random", "random"), 30, 4, OPTIONS)))
    tally = Tally(scores=True)
    for line in lines:
        tally.add(line)
    summary = tally.summary()
    assert summary == summarize(iter(lines))  # any iterable, read once
    assert summary["games"] == 30
    assert summary["mean_hands"] == pytest.approx(statistics.fmean(x["hands"] for x in lines))
    for seat in summary["seats"]:
        s = seat["seat"]
        scores = [line["scores"][s] for line in lines]
        assert seat["mean_score"] == pytest.approx(statistics.fmean(scores))
        assert seat["sd_score"] == pytest.approx(statistics.pstdev(scores))
        wins = sum(1 / len(x["winners"]) for x in lines if s in x["winners"])
        assert seat["win_rate"] == pytest.approx(wins / 30)
        made = statistics.fmean(x["stats"]["bids made"][s] for x in lines)
        assert seat["stats"]["bids made"] == pytest.approx(made)
        assert tally.scores is not None and sum(tally.scores[s].values()) == 30
        assert sorted(tally.scores[s].elements()) == sorted(scores)


def test_an_empty_tally() -> None:
    assert Tally().summary() == {"games": 0, "seats": []}
    assert summarize([]) == {"games": 0, "seats": []}


@pytest.mark.parametrize("games", [MAX_GAMES + 1, -1, True, 1.5, 10**40])
def test_a_number_of_games_outside_the_limit_is_refused(games: Any) -> None:
    """issue 44, class 6: the API refuses what the console refuses, with the limit."""
    with pytest.raises(TrickTakerError, match=f"0..{MAX_GAMES:,}"):
        spec(games)


def test_the_console_refuses_a_31_digit_n(cli: Any) -> None:
    """issue 44, class 6: a 31-digit -n (an OverflowError before) is refused naming the
    option and the allowed maximum."""
    output = cli.error("simulate", "oh-hell", "-n", "9" * 31).output
    assert f"-n/--games: {'9' * 31} games is too many; at most {MAX_GAMES:,}" in output
    assert math.log10(MAX_GAMES) >= 9  # 10**9 games are allowed
