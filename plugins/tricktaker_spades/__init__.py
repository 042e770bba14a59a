"""Spades for tricktaker: four players in two partnerships, spades always trumps, nil and bags.

The deal, the bidding (nil, the partnership cap), trick play (spades broken) and the sides are
data in ``rules.toml``, played by the core's mechanics. This package adds what only Spades has:
the team bid with nil and bags carried from hand to hand (:mod:`.scoring`), and the end of the
game with the mercy rule, a hand limit and OpenSpiel's returns (:mod:`.match`), and the panels
its players follow at the table: bids against tricks, nil, bags (:mod:`.panels`).
"""

from __future__ import annotations

from collections.abc import Callable

from tricktaker import GameSpec, registry_hookimpl, rules_module_path
from tricktaker_spades import match, panels, scoring

RULES = rules_module_path(__import__(__name__))


@registry_hookimpl
def tricktaker_register_games(register: Callable[[GameSpec], None]) -> None:
    register(
        GameSpec(
            id="spades",
            rules=RULES,
            plugins=(scoring, match, panels),
            summary="Four players in two partnerships bid tricks; spades always trump",
        )
    )
