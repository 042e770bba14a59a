"""Five Hundred for tricktaker: four players in two partnerships, a 43-card pack with the
Joker, a bid ladder with misère and open misère, the Avondale schedule
(shared/rules/five-hundred.md).

Everything the game plays is data in ``rules.toml``, played by the core's mechanics: the pack
with named cards removed, the kitty dealt one card after each round of packets, the ladder
auction (passes final, special rungs with their conditions, inkles as an option), the kitty
taken up and three cards discarded, the Joker above the bowers and, without trumps, a suit of
its own that names a suit when led, the partner who sits out in misère and the hand exposed
in open misère, the contract scored from the ladder's values and the end of the game ("only a
made contract wins", the floor). This package adds only the panels its players follow at the
table (:mod:`.panels`).
"""

from __future__ import annotations

from collections.abc import Callable

from tricktaker import GameSpec, registry_hookimpl, rules_module_path
from tricktaker_fivehundred import panels

RULES = rules_module_path(__import__(__name__))


@registry_hookimpl
def tricktaker_register_games(register: Callable[[GameSpec], None]) -> None:
    register(
        GameSpec(
            id="five-hundred",
            rules=RULES,
            plugins=(panels,),
            summary="Four players in partnerships, 43 cards with the Joker, a bid ladder",
        )
    )
