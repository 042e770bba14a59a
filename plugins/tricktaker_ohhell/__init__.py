"""Oh Hell (Board Game Arena rule set) for tricktaker: 3 to 7 players, exact bids, the hook.

Everything Oh Hell needs is data in ``rules.toml``: the core's dealing, numeric bidding with the
hook, trick play and exact-bid scoring tables play it as written. The plugin registers the game
and the panels its players follow at the table (:mod:`.panels`: bids against tricks); a variant
overrides one hook or overlays the rules.
"""

from __future__ import annotations

from collections.abc import Callable

from tricktaker import GameSpec, registry_hookimpl, rules_module_path
from tricktaker_ohhell import panels

RULES = rules_module_path(__import__(__name__))


@registry_hookimpl
def tricktaker_register_games(register: Callable[[GameSpec], None]) -> None:
    register(
        GameSpec(
            id="oh-hell",
            rules=RULES,
            plugins=(panels,),
            summary="Exact-bidding whist, 3–7 players",
        )
    )
