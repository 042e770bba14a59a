"""Random-playout throughput: full hands per second and µs per action, one core.

    python benchmarks/playout.py [--players 4] [--cards 10] [--seconds 5]   # Oh Hell
    python benchmarks/playout.py --all [--seconds 5]                         # every game

A hand is dealt, bid and played to the last trick and scored, choosing uniformly among
``legal_actions()`` and applying through the public game API (legality is checked on every
``apply``). Oh Hell sessions of 20 hands of the given size are created as needed; other games
play whole matches. Session set-up is included.

For the before/after figures of a change, ``python benchmarks/compare.py --base main~3`` runs
the same playouts in both trees, alternately, and prints the ratios (see ``README.md`` here).
"""

from __future__ import annotations

import argparse
import random
import time

from tricktaker import load_game


def run(players: int, cards: int, seconds: float, hands_per_session: int = 20) -> dict[str, float]:
    game = load_game("oh-hell")
    options = {"players": players, "hand_sizes": [cards] * hands_per_session}
    rng = random.Random(1)
    hands = actions = 0
    seed = 0
    start = time.perf_counter()
    deadline = start + seconds
    while time.perf_counter() < deadline:
        session = game.new_session(options=options, seed=seed)
        seed += 1
        legal_actions, apply, randrange = session.legal_actions, session.apply, rng.randrange
        while not session.is_over:
            legal = legal_actions()
            apply(legal[randrange(len(legal))])
            actions += 1
        hands += hands_per_session
    elapsed = time.perf_counter() - start
    return {
        "hands": hands,
        "actions": actions,
        "seconds": elapsed,
        "hands_per_s": hands / elapsed,
        "us_per_action": elapsed / actions * 1e6,
    }


def run_game(game_id: str, seconds: float) -> dict[str, float]:
    """Whole random matches of ``game_id`` (thrown-in deals count as hands)."""
    game = load_game(game_id)
    rng = random.Random(1)
    hands = actions = seed = 0
    start = time.perf_counter()
    while time.perf_counter() < start + seconds:
        session = game.new_session(seed=seed)
        seed += 1
        while not session.is_over:
            legal = session.legal_actions()
            session.apply(legal[rng.randrange(len(legal))])
            actions += 1
        hands += len(session.state.hand_results)
    elapsed = time.perf_counter() - start
    return {"hands_per_s": hands / elapsed, "us_per_action": elapsed / actions * 1e6}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--cards", type=int, default=10)
    parser.add_argument("--seconds", type=float, default=5.0)
    parser.add_argument("--all", action="store_true", help="also every installed game")
    args = parser.parse_args()
    figures = run(args.players, args.cards, args.seconds)
    print(
        f"Oh Hell random playouts, {args.players} players, {args.cards}-card hands, one core:\n"
        f"  {figures['hands']:.0f} hands, {figures['actions']:.0f} actions "
        f"in {figures['seconds']:.2f} s\n"
        f"  {figures['hands_per_s']:,.0f} full hands/s\n"
        f"  {figures['us_per_action']:.2f} µs per action (legal_actions + apply)"
    )
    if args.all:
        from tricktaker import default_registry

        print("Whole random matches of every game (default options):")
        for game_id in default_registry().ids:
            other = run_game(game_id, args.seconds)
            print(
                f"  {game_id:12} {other['hands_per_s']:8,.0f} hands/s"
                f"  {other['us_per_action']:6.2f} µs per action"
            )


if __name__ == "__main__":
    main()
