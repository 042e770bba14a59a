"""tricktaker and OpenSpiel side by side, in one run: random playouts of Oh Hell, 4 players,
10-card hands, one core; plus the cost of ``clone()`` + ``apply()`` and the memory of one state.

    pip install -e ".[bench]"          # adds open-spiel
    python benchmarks/versus_openspiel.py [--seconds 5]

Both engines are driven from Python the same way: pick a uniformly random legal action and
apply it until the hand is over (OpenSpiel's deal and trump card are chance nodes, sampled from
their outcomes). tricktaker checks the legality of every action on ``apply``. Without
open-spiel installed the script reports tricktaker's figures alone.
"""

from __future__ import annotations

import argparse
import pickle
import random
import statistics
import time
import tracemalloc
from typing import Any

from tricktaker import load_game

HANDS_PER_SESSION = 20


def tricktaker_playouts(seconds: float) -> float:
    game = load_game("oh-hell")
    options = {"players": 4, "hand_sizes": [10] * HANDS_PER_SESSION}
    rng = random.Random(1)
    hands = seed = 0
    start = time.perf_counter()
    while time.perf_counter() < start + seconds:
        session = game.new_session(options=options, seed=seed)
        seed += 1
        legal_actions, apply, randrange = session.legal_actions, session.apply, rng.randrange
        while not session.is_over:
            legal = legal_actions()
            apply(legal[randrange(len(legal))])
        hands += HANDS_PER_SESSION
    return hands / (time.perf_counter() - start)


def openspiel_playouts(seconds: float) -> float | None:
    try:
        import pyspiel  # type: ignore[import-not-found]
    except ImportError:
        return None
    game = pyspiel.load_game("oh_hell", {"players": 4, "num_tricks_fixed": 10})
    rng = random.Random(1)
    hands = 0
    start = time.perf_counter()
    while time.perf_counter() < start + seconds:
        state = game.new_initial_state()
        while not state.is_terminal():
            if state.is_chance_node():
                outcomes = state.chance_outcomes()
                state.apply_action(outcomes[rng.randrange(len(outcomes))][0])
            else:
                legal = state.legal_actions()
                state.apply_action(legal[rng.randrange(len(legal))])
        hands += 1
    return hands / (time.perf_counter() - start)


def clone_and_apply(
    repeats: int = 20_000,
    game_id: str = "oh-hell",
    options: dict[str, Any] | None = None,
    skip: int = 10,
) -> dict[str, Any]:
    """Cost of clone() + one apply() on a mid-hand state (by default Oh Hell, 4 players, 10
    cards, after the bids and a few cards), and the state's size."""
    if options is None and game_id == "oh-hell":
        options = {"players": 4, "hand_sizes": [10]}
    session = load_game(game_id).new_session(options=options, seed=3)
    for _ in range(skip):  # bids, then a few cards
        session.apply(session.legal_actions()[0])
    start = time.perf_counter()
    for _ in range(repeats):
        copy = session.clone()
        copy.apply(copy.legal_actions()[0])
    per = (time.perf_counter() - start) / repeats
    tracemalloc.start()
    before = tracemalloc.take_snapshot()
    kept = [session.state.copy() for _ in range(100)]
    after = tracemalloc.take_snapshot()
    tracemalloc.stop()
    allocated = sum(stat.size_diff for stat in after.compare_to(before, "filename"))
    return {
        "us_clone_apply": per * 1e6,
        "state_bytes": allocated / len(kept),
        "state_pickle_bytes": len(pickle.dumps(session.state)),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=5.0, help="per engine, in all")
    parser.add_argument("--rounds", type=int, default=5, help="alternations of the two engines")
    args = parser.parse_args()
    import tricktaker.engine.session as session_module

    build = "pure Python" if session_module.__file__.endswith(".py") else "compiled by mypyc"
    share = args.seconds / max(args.rounds, 1)
    ours: list[float] = []
    ratios: list[float] = []
    for _ in range(max(args.rounds, 1)):  # interleaved: a drift of the machine hits both alike
        ours.append(tricktaker_playouts(share))
        theirs = openspiel_playouts(share)
        if theirs is not None:
            ratios.append(ours[-1] / theirs)
    print(f"Oh Hell random playouts, 4 players, 10-card hands, one core ({build}):")
    print(f"  tricktaker  {statistics.median(ours):8,.0f} full hands/s (median of the rounds)")
    if not ratios:
        print("  OpenSpiel   not installed (pip install -e '.[bench]')")
    else:
        print(
            f"  ratio       {statistics.median(ratios):8.2f}× (tricktaker / OpenSpiel, median of"
            f" {len(ratios)} interleaved rounds; range {min(ratios):.2f}–{max(ratios):.2f})"
        )
    cost = clone_and_apply()
    print(f"clone() + apply(): {cost['us_clone_apply']:.1f} µs")
    other = clone_and_apply(game_id="bridgette", skip=12)  # into the trick play
    print(f"clone() + apply() in Bridgette: {other['us_clone_apply']:.1f} µs")
    print(
        f"one game state: about {cost['state_bytes']:,.0f} bytes in memory "
        f"({cost['state_pickle_bytes']:,} bytes pickled)"
    )


if __name__ == "__main__":
    main()
