"""The cost of autosaving one action, early in a game and late: µs per action and the ratio.

    python benchmarks/autosave.py [--at 10,10000] [--window 50] [--dir PATH] [--no-sync]

One Oh Hell session (4 players, hands of 10 cards, enough hands to pass the last point) is
played with random legal actions. The console's autosave, a journal
(:class:`tricktaker.saves.Journal`: one line per action, flushed and fsynced), is timed after
every action; the figure at action N is the median over the ``--window`` actions from N. For
comparison, the whole-record save the console used before journals (``record_of`` then
``records.save``, which formats every action again) is timed at the same actions of the same
game, played again apart (so neither write's dirty pages are flushed by the other's fsync).
The journal goes to ``--dir`` (default: a temporary directory, usually on the disk of
``$TMPDIR``); fsync makes it the speed of that disk, ``--no-sync`` leaves only the formatting
and the write.
"""

from __future__ import annotations

import argparse
import random
import statistics
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from tricktaker import Session, load_game
from tricktaker.records import record_of, save
from tricktaker.saves import Journal


def play(hands: int, after_each: Callable[[Session, int], None], last: int) -> None:
    """Random legal actions in one Oh Hell session until ``last``, ``after_each`` after each."""
    game = load_game("oh-hell")
    session = game.new_session(options={"players": 4, "hand_sizes": [10] * hands}, seed=1)
    rng = random.Random(1)
    after_each(session, 0)
    while len(session.history) < last:
        legal = session.legal_actions()
        session.apply(legal[rng.randrange(len(legal))])
        after_each(session, len(session.history))


def measure(at: list[int], window: int, directory: Path, sync: bool) -> dict[int, dict[str, float]]:
    last = max(at) + window
    hands = last // 44 + 2  # 4 bids and 40 cards a hand
    timed = {n for start in at for n in range(start, start + window)}
    seats = ["random"] * 4

    # The journal, alone (the console's autosave): timed after every action.
    journal_us: dict[int, float] = {}
    journals: list[Journal] = []

    def append(session: Session, n: int) -> None:
        if n == 0:
            journals.append(Journal.open(directory / "journal.json", session, seats, sync=sync))
            return
        start = time.perf_counter()
        journals[0].append()
        journal_us[n] = (time.perf_counter() - start) * 1e6

    play(hands, append, last)
    journals[0].close(whole=False)

    # The whole record rewritten, as before journals: the same game, timed at the same points.
    whole_us: dict[int, float] = {}

    def rewrite(session: Session, n: int) -> None:
        if n in timed:
            start = time.perf_counter()
            save(record_of(session, seats), directory / "whole.json")
            whole_us[n] = (time.perf_counter() - start) * 1e6

    play(hands, rewrite, last)
    return {
        point: {
            "journal_us": statistics.median(journal_us[n] for n in range(point, point + window)),
            "whole_us": statistics.median(whole_us[n] for n in range(point, point + window)),
        }
        for point in at
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--at", default="10,10000", help="actions to measure at (comma-separated)")
    parser.add_argument("--window", type=int, default=50, help="actions per figure (median)")
    parser.add_argument(
        "--dir", type=Path, default=None, help="where to write (default: a temp dir)"
    )
    parser.add_argument("--no-sync", action="store_true", help="do not fsync each action")
    args = parser.parse_args()
    at = [int(n) for n in args.at.split(",")]
    with tempfile.TemporaryDirectory(dir=args.dir) as tmp:
        figures = measure(at, args.window, Path(tmp), not args.no_sync)
    first = figures[at[0]]
    print(f"{'at action':>10} {'journal µs':>11} {'ratio':>6} {'whole record µs':>16} {'ratio':>7}")
    for point in at:
        f = figures[point]
        print(
            f"{point:>10,} {f['journal_us']:>11.0f} {f['journal_us'] / first['journal_us']:>5.2f}×"
            f" {f['whole_us']:>16.0f} {f['whole_us'] / first['whole_us']:>6.1f}×"
        )


if __name__ == "__main__":
    main()
