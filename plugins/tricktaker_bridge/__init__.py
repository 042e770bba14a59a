"""Contract Bridge for tricktaker: four players in two partnerships, duplicate scoring.

The deal, the auction (double, redouble, the declarer as the first of the side to name the
strain, passed-out boards), trick play with the dummy exposed after the opening lead and
played by the declarer, and every number of Law 77 are data in ``rules.toml``, played by the
core's mechanics. This package adds what only Bridge has: the board with its number, dealer and
vulnerability (:mod:`.board`), the vulnerability given to the scorer and the board's record
(:mod:`.scoring`), rubber scoring (:mod:`.rubber`), Portable Bridge Notation (:mod:`.pbn`) and
sensible bidding for the basic bot (:mod:`.bidding`), and the panels its players follow at the
table: the board, the contract with both sides' tricks, the rubber (:mod:`.panels`).
"""

from __future__ import annotations

from collections.abc import Callable

from tricktaker import GameSpec, registry_hookimpl, rules_module_path
from tricktaker_bridge import bidding, board, panels, pbn, rubber, scoring

RULES = rules_module_path(__import__(__name__))


@registry_hookimpl
def tricktaker_register_games(register: Callable[[GameSpec], None]) -> None:
    register(
        GameSpec(
            id="bridge",
            rules=RULES,
            plugins=(board, scoring, rubber, bidding, pbn, panels),
            summary="Contract Bridge: four players in partnerships, auction, dummy, duplicate",
        )
    )
