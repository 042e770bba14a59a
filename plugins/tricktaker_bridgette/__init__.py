"""Bridgette for tricktaker: 2 players, 55 cards (52 + the Grand, Royal and Little Colon).

Everything is data in ``rules.toml``; the core's phases play it: the up-card draw and hidden
discards, the contract auction with bid requirements and jump bids, trick play where a Colon may
replace following suit and sets a lead ban, and the contract scoring tables. The package adds the
panels its players follow at the table (:mod:`.panels`: the exchange, the contract, the lead ban
and the Colons).
"""

from __future__ import annotations

from collections.abc import Callable

from tricktaker import GameSpec, registry_hookimpl, rules_module_path
from tricktaker_bridgette import panels

RULES = rules_module_path(__import__(__name__))


@registry_hookimpl
def tricktaker_register_games(register: Callable[[GameSpec], None]) -> None:
    register(
        GameSpec(
            id="bridgette",
            rules=RULES,
            plugins=(panels,),
            summary="Two-player contract game, Colons",
        )
    )
