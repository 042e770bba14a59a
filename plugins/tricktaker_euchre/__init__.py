"""Euchre for tricktaker: four players in two partnerships, 24 cards, bowers, going alone.

The deal, the two rounds of making trump around the up-card, the dealer's pick-up and discard,
going alone and defending alone (a seat sits the hand out), the bowers (``top_trumps``), the
sides and the end of the game are data in ``rules.toml``, played by the core's mechanics. This
package adds what only Euchre has: the hand's points by the makers' tricks (:mod:`.scoring`)
and the winner and returns of the game (:mod:`.match`).
"""

from __future__ import annotations

from collections.abc import Callable

from tricktaker import GameSpec, registry_hookimpl, rules_module_path
from tricktaker_euchre import display, match, scoring

RULES = rules_module_path(__import__(__name__))


@registry_hookimpl
def tricktaker_register_games(register: Callable[[GameSpec], None]) -> None:
    register(
        GameSpec(
            id="euchre",
            rules=RULES,
            plugins=(scoring, match, display),
            summary="Four players in two partnerships, 24 cards, bowers and going alone",
        )
    )
