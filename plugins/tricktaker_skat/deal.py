"""The deal (skat.md §3, §15.1, SK-2): 3 to each from Forehand, 2 to the skat, 4 each, 3 each.

The skat lies in ``state.stock`` (face down: nobody sees it) until the declarer takes it up;
in OpenSpiel's profile seat 2 always deals (§11.1).
"""

from __future__ import annotations

from tricktaker import hookimpl
from tricktaker.engine.game import CompiledGame
from tricktaker.engine.state import State

SKAT_AT = 9
"""Pack positions 9 and 10 are the skat (§15.1)."""


@hookimpl
def deal(game: CompiledGame, state: State, pack: list[int]) -> bool:
    players = state.players
    forehand = (state.dealer + 1) % players
    hands: list[list[int]] = [[] for _ in range(players)]
    pos = 0
    for size in (3, None, 4, 3):
        if size is None:
            state.stock = list(pack[pos : pos + 2])
            pos += 2
            continue
        for k in range(players):
            hands[(forehand + k) % players].extend(pack[pos : pos + size])
            pos += size
    state.hands = hands
    state.turned = None
    return True
