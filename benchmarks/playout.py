"""Random-playout throughput of Oh Hell: full hands per second and µs per action, one core.

    python benchmarks/playout.py [--players 4] [--cards 10] [--seconds 5]

A hand is dealt, bid and played to the last trick and scored, choosing uniformly among
``legal_actions()`` and applying through the public game API (legality is checked on every
``apply``). Sessions of 20 hands are created as needed, so session set-up is included.
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


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--cards", type=int, default=10)
    parser.add_argument("--seconds", type=float, default=5.0)
    args = parser.parse_args()
    figures = run(args.players, args.cards, args.seconds)
    print(
        f"Oh Hell random playouts, {args.players} players, {args.cards}-card hands, one core:\n"
        f"  {figures['hands']:.0f} hands, {figures['actions']:.0f} actions "
        f"in {figures['seconds']:.2f} s\n"
        f"  {figures['hands_per_s']:,.0f} full hands/s\n"
        f"  {figures['us_per_action']:.2f} µs per action (legal_actions + apply)"
    )


if __name__ == "__main__":
    main()
