"""Hearts for tricktaker: four players, each for themselves, avoid hearts and the Q♠.

The deal, the pass of three cards by a direction cycled hand by hand, the first trick (the 2♣
opens, no penalty cards), hearts broken (by a heart or the Q♠), the penalty-card scoring with
shooting the moon as its take-all reversal, and the match to 100 won by the lowest total are
data in ``rules.toml``, played by the core's mechanics. This package adds what only Hearts
has: a fixed number of hands and OpenSpiel's returns (:mod:`.match`), and the basic bot's
sense of which cards are dangerous (:mod:`.bot`), and the panels its players follow at the
table (:mod:`.panels`).
"""

from __future__ import annotations

from collections.abc import Callable

from tricktaker import GameSpec, registry_hookimpl, rules_module_path
from tricktaker_hearts import bot, match, panels

RULES = rules_module_path(__import__(__name__))


@registry_hookimpl
def tricktaker_register_games(register: Callable[[GameSpec], None]) -> None:
    register(
        GameSpec(
            id="hearts",
            rules=RULES,
            plugins=(match, bot, panels),
            summary="Four players avoid hearts and the Q♠; the lowest total at 100 wins",
        )
    )
