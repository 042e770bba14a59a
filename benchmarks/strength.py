"""Bot strength: one bot of kind A against bots of kind B, in every game, with 95 % intervals.

    python benchmarks/strength.py [--games 200] [--a basic] [--b random]

A's seat rotates from game to game, so no seat is favoured. In a game of partnerships A takes
every seat of one side (rotating from side to side) and B the others: partners are the same kind
of bot, and a side's win is the figure. The figure is A's share of wins (a shared win counts
1/k) with its Wilson 95 % interval, next to the share a bot of equal strength would get (one
over the number of players, or of sides), and the mean time of a decision for each kind of bot.
A game still unfinished at the deal limit (:func:`tricktaker.limits.deal_limit`) is no win.

Kinds: those of :func:`tricktaker.bots.make_bot` (``random``, ``basic``, ``search[:N]``) and
``ismcts[:N]``, OpenSpiel's ISMCTS with N simulations (default 100) through
:mod:`tricktaker.interop.openspiel` (extra ``openspiel``): ``--a ismcts:50 --b basic``.
"""

from __future__ import annotations

import argparse
import time
from collections import defaultdict
from concurrent.futures import ProcessPoolExecutor

from tricktaker import default_registry
from tricktaker.bots import Bot, make_bot
from tricktaker.cli.play import bot_seed
from tricktaker.limits import deal_limit
from tricktaker.simulate import game_seed, wilson

SHORTER: dict[str, dict[str, int]] = {
    "draw-bridge": {"target_score": 100},
    "spades": {"win_threshold": 200},
    "skat": {"deals": 3},
}
"""Matches shortened so that 200 games with a search bot take minutes, not hours."""


def make_seat(kind: str, seed: int) -> Bot:
    """A bot of ``kind``: ``ismcts`` or ``ismcts:N`` (OpenSpiel's ISMCTS at the table, through
    the interop), else :func:`make_bot`'s kinds."""
    name, _, budget = kind.partition(":")
    if name == "ismcts":
        from tricktaker.interop.openspiel import ismcts_seat  # needs the 'openspiel' extra

        if budget and not (budget.isdigit() and 0 < int(budget) <= 100_000):
            raise ValueError(f"{kind!r}: ismcts:N takes a number of simulations, e.g. ismcts:50")
        return ismcts_seat(seed, simulations=int(budget) if budget else 100)
    return make_bot(kind, seed)


def play(
    game_id: str, a: str, b: str, index: int
) -> tuple[float, int, dict[str, float], dict[str, int]]:
    """Game ``index``: A's share of the win, the count of players (or sides), decision seconds
    and counts."""
    game = default_registry().game(game_id)
    seconds: dict[str, float] = defaultdict(float)
    decisions: dict[str, int] = defaultdict(int)
    seed = game_seed(2026, index)
    options = SHORTER.get(game_id, {})
    limit = deal_limit(len(game.compiled(options).schedule))
    session = game.new_session(options=options, seed=seed, stop_after=limit)
    sides = session.game.sides or tuple((seat,) for seat in range(session.players))
    hero = sides[index % len(sides)]
    kinds = [a if seat in hero else b for seat in range(session.players)]
    bots = [make_seat(kind, bot_seed(seed, seat)) for seat, kind in enumerate(kinds)]
    while not session.is_over:
        seat = session.current_seat
        start = time.perf_counter()
        action = bots[seat].choose(session, seat)
        seconds[kinds[seat]] += time.perf_counter() - start
        decisions[kinds[seat]] += 1
        session.apply(action)
    winning = [side for side in sides if any(seat in session.winners for seat in side)]
    share = 1 / len(winning) if hero in winning else 0.0
    return share, len(sides), dict(seconds), dict(decisions)


def match(game_id: str, a: str, b: str, games: int, workers: int = 1) -> dict[str, float]:
    wins = 0.0
    seconds: dict[str, float] = defaultdict(float)
    decisions: dict[str, int] = defaultdict(int)
    players = 0
    with ProcessPoolExecutor(max_workers=workers) as pool:
        futures = [pool.submit(play, game_id, a, b, i) for i in range(games)]
        for future in futures:
            share, players, spent, counts = future.result()
            wins += share
            for kind in spent:
                seconds[kind] += spent[kind]
                decisions[kind] += counts[kind]
    low, high = wilson(wins, games)
    return {
        "players": players,
        "share": wins / games,
        "low": low,
        "high": high,
        "fair": 1 / players,
        "ms_a": 1000 * seconds[a] / max(1, decisions[a]),
        "ms_b": 1000 * seconds[b] / max(1, decisions[b]),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--a", default="basic")
    parser.add_argument("--b", default="random")
    parser.add_argument("--workers", type=int, default=1)
    parser.add_argument("--only", action="append", help="only this game (repeatable)")
    args = parser.parse_args()
    print(f"{args.a} (one seat or side, rotating) against {args.b}, {args.games} games per game:")
    for game_id in args.only or default_registry().ids:
        r = match(game_id, args.a, args.b, args.games, args.workers)
        verdict = "stronger" if r["low"] > r["fair"] else "not significantly stronger"
        print(
            f"  {game_id:12} wins {r['share']:6.1%} (95% CI {r['low']:.1%}–{r['high']:.1%}; "
            f"equal strength {r['fair']:.0%}) → {verdict}; decision {args.a} "
            f"{r['ms_a']:.3f} ms, {args.b} {r['ms_b']:.3f} ms"
        )


if __name__ == "__main__":
    main()
