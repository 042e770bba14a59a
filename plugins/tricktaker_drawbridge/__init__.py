"""Draw Bridge for tricktaker: 2 players; 13 drawing tricks, an auction, 13 contract tricks.

All data in ``rules.toml``: the two trick phases with their own rules (``[tricks.draw_tricks]``
and ``[play]``), the shared contract auction and the contract scoring of the core. The package
adds the panels its players follow at the table (:mod:`.panels`: the drawing tricks and the
stock, then the contract).
"""

from __future__ import annotations

from collections.abc import Callable

from tricktaker import GameSpec, registry_hookimpl, rules_module_path
from tricktaker_drawbridge import panels

RULES = rules_module_path(__import__(__name__))


@registry_hookimpl
def tricktaker_register_games(register: Callable[[GameSpec], None]) -> None:
    register(
        GameSpec(
            id="draw-bridge",
            rules=RULES,
            plugins=(panels,),
            summary="Two-player bridge with a draw",
        )
    )
