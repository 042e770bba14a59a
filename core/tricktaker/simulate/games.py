"""One game of a simulation: its seed, what is played, and the line of its result.

Game ``i`` of a run with seed ``S`` is played with its own seed ``game_seed(S, i)``, so every
game can be replayed alone (``tricktaker replay`` of its record, or a new session with that
seed and the same seats), whatever plays it. Only a seat that thinks for a set time
(``search:0.5s``, :func:`tricktaker.bots.is_timed`) makes the moves depend on the machine's
speed and load.

A game that has not ended after :func:`~tricktaker.limits.deal_limit` deals (bots that never
make a contract) is stopped there: its line says so (``cut_short``) and it has no winner.
"""

from __future__ import annotations

import hashlib
from collections.abc import Generator
from dataclasses import dataclass, field
from typing import Any

from tricktaker.bots import bot_seed, make_bot
from tricktaker.engine.session import Session
from tricktaker.errors import TrickTakerError
from tricktaker.limits import MAX_GAMES, deal_limit, shown
from tricktaker.mechanics.match import result_stats
from tricktaker.records import record_of

Lines = Generator[dict[str, Any], None, None]
"""Result lines, one a game, in game order (a generator: ``close()`` stops the run)."""


def game_seed(seed: int, index: int) -> int:
    """The seed of game ``index`` of a run seeded ``seed`` (stable across Python versions)."""
    digest = hashlib.sha256(f"tricktaker:{seed}:{index}".encode()).digest()
    return int.from_bytes(digest[:8], "big") >> 1


@dataclass(frozen=True)
class SimulationSpec:
    """What to play: the game, options, seat kinds (bots only), how many games, the seed."""

    game: str
    seats: tuple[str, ...]
    games: int
    seed: int = 0
    options: dict[str, Any] = field(default_factory=dict)
    records: bool = False
    game_file: str | None = None  # a game read from a variant or rules file

    def __post_init__(self) -> None:
        games = self.games
        if isinstance(games, bool) or not isinstance(games, int) or not 0 <= games <= MAX_GAMES:
            raise TrickTakerError(
                f"games: {shown(games)} is not a number of games; "
                f"0..{MAX_GAMES:,} (tricktaker.limits.MAX_GAMES)"
            )


def play_one(spec: SimulationSpec, index: int) -> dict[str, Any]:
    """Play game ``index`` of ``spec`` and return its result line."""
    from tricktaker.engine.registry import default_registry

    seed = game_seed(spec.seed, index)
    game = default_registry().game(spec.game, spec.game_file)
    limit = deal_limit(len(game.compiled(spec.options).schedule))
    session = game.new_session(options=spec.options, seed=seed, stop_after=limit)
    bots = [make_bot(kind, bot_seed(seed, seat)) for seat, kind in enumerate(spec.seats)]
    while not session.is_over:
        seat = session.current_seat
        session.apply(bots[seat].choose(session, seat))
    line = {
        "index": index,
        "game": spec.game,
        "seed": seed,
        "seats": list(spec.seats),
        "options": dict(session.options),
        "scores": session.scores,
        "winners": session.winners,
        "side_of": list(session.game.side_of),
        "hands": len(session.state.hand_results),
        "actions": len(session.history),
        "stats": collect_stats(session),
    }
    if session.state.stopped:  # stopped at the deal limit: no winner
        line["cut_short"] = f"stopped after {limit} deals (limits.MAX_BOT_DEALS)"
    if spec.records:
        line["record"] = record_of(session, list(spec.seats)).model_dump(mode="json")
    return line


def collect_stats(session: Session) -> dict[str, list[float]]:
    """Every plugin's ``game_stats`` for the finished ``session`` (the core's first)."""
    merged: dict[str, list[float]] = {}
    for stats in reversed(session.hook.game_stats(game=session.game, result=session.result())):
        merged.update(stats)
    return merged


def game_stats(result: dict[str, Any]) -> dict[str, list[float]]:
    """Per-seat statistics any game yields from its hand results (the core's ``game_stats``,
    :func:`tricktaker.mechanics.match.result_stats`)."""
    return result_stats(result)
