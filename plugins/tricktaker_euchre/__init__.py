"""Euchre for tricktaker: four players in two partnerships, 24 cards, bowers, going alone.

The deal, the two rounds of making trump around the up-card, the dealer's pick-up and discard,
the bowers (``top_trumps``), the sides and the end of the game are data in ``rules.toml``,
played by the core's mechanics. This package adds what only Euchre has: going alone and
defending alone (:mod:`.alone`, a seat sits the hand out), the hand's points by the makers'
tricks (:mod:`.scoring`), the winner and returns of the game (:mod:`.match`), the statistics of
simulated games (:mod:`.display`) and the panels its players follow at the table: trump, maker,
going alone, the makers' tricks (:mod:`.panels`).
"""

from __future__ import annotations

from collections.abc import Callable

from tricktaker import GameSpec, registry_hookimpl, rules_module_path
from tricktaker_euchre import alone, display, match, panels, scoring

RULES = rules_module_path(__import__(__name__))


@registry_hookimpl
def tricktaker_register_games(register: Callable[[GameSpec], None]) -> None:
    register(
        GameSpec(
            id="euchre",
            rules=RULES,
            plugins=(alone, scoring, match, display, panels),
            summary="Four players in two partnerships, 24 cards, bowers and going alone",
        )
    )
