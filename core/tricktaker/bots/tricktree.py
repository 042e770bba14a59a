"""Information-set Monte Carlo tree search over the rest of a plain trick phase.

One tree for the deciding seat's information set (single-observer ISMCTS, Cowling, Powley and
Whitehouse 2012, as OpenSpiel's ``ismcts``): its nodes are the plays made since the decision,
by every seat; each iteration takes a world consistent with what the seat has seen, walks the
tree choosing among the plays legal in that world by UCB1 on the mover's own value (a play's
*availability*, how often it could have been chosen, stands in for its parent's visits),
adds one node, plays the hand out (at random, as OpenSpiel does, or with ``plain_rollouts``
by ``basic``'s play, :meth:`~tricktaker.bots.tricksolver.TrickModel.plain_choice`), and
credits every play on the way with the finished hand's value to the seat that made it. The
play chosen is the most visited.

It runs on :class:`~tricktaker.bots.tricksolver.TrickModel` (small ints, plays made and
restored in place, each finished hand scored by the engine once), so it fits where the model
does (:func:`~tricktaker.bots.tricksolver.fits`).
"""

from __future__ import annotations

import math
import time
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    import random
    from collections.abc import Callable

    from tricktaker.bots.tricksolver import TrickModel
    from tricktaker.engine.session import Session

EXPLORATION = 2.0
"""UCB1's exploration constant, on the values of :func:`~tricktaker.bots.solver.hand_value`
(points), the constant OpenSpiel's ISMCTS uses."""

NEW_WORLD_EVERY = 4
"""After the first :data:`FIRST_WORLDS` iterations, a new world is sampled every this many
(the others reuse one sampled before, at random): sampling a world costs about as much as
several iterations."""

FIRST_WORLDS = 16
"""Iterations that each sample a world of their own before worlds start to be reused."""

_Node = dict[int, list[Any]]
"""A node: each play tried from it → [visits, total value, availability, child node]."""


class TrickTree:
    """ISMCTS on ``model`` for one decision: :meth:`choose` returns the card to play."""

    def __init__(
        self,
        model: TrickModel,
        rng: random.Random,
        exploration: float = EXPLORATION,
        plain_rollouts: bool = False,
    ) -> None:
        self.plain_rollouts = plain_rollouts
        self.model = model
        self.rng = rng
        self.exploration = exploration
        self.iterations = 0

    def choose(
        self,
        sample: Callable[[], Session],
        deadline: float,
        iterations: int | None = None,
    ) -> int:
        """The most visited play at the root after ``iterations`` iterations or at
        ``deadline`` (a ``time.perf_counter()`` reading), worlds drawn by ``sample()``."""
        model, rng, c = self.model, self.rng, self.exploration
        root: _Node = {}
        worlds: list[tuple[Any, ...]] = []
        done = 0
        while iterations is None or done < iterations:
            if done < FIRST_WORLDS or done % NEW_WORLD_EVERY == 0:
                model.load(sample())
                worlds.append(model.saved())
            else:
                model.restore(worlds[rng.randrange(len(worlds))])
            path: list[tuple[list[Any], int]] = []
            node: _Node | None = root
            while node is not None and not model.over():
                legal = model.legal()
                mover = model.to_move
                untried = [card for card in legal if card not in node]
                if untried:
                    card = untried[rng.randrange(len(untried))]
                    for other in legal:
                        tried = node.get(other)
                        if tried is not None:
                            tried[2] += 1
                    stats: list[Any] = [0, 0.0, 1, None]
                    node[card] = stats
                    path.append((stats, mover))
                    model.play(card)
                    break
                best, best_score = legal[0], -math.inf
                for card in legal:
                    stats = node[card]
                    stats[2] += 1
                    visits = stats[0]
                    score = stats[1] / visits + c * math.sqrt(math.log(stats[2]) / visits)
                    if score > best_score:
                        best, best_score = card, score
                stats = node[best]
                path.append((stats, mover))
                model.play(best)
                if stats[3] is None:
                    stats[3] = {}
                node = stats[3]
            model.play_out(None if self.plain_rollouts else rng.random)
            value = model.outcome()
            for stats, mover in path:
                stats[0] += 1
                stats[1] += value[mover]
            done += 1
            if time.perf_counter() > deadline:
                break
        self.iterations = done
        return max(root, key=lambda card: (root[card][0], -card))
