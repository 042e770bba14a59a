"""Klaberjass (Bela, Clobyosh) for tricktaker: 2 players, 32 cards, J-9 trumps, first to 500.

The game is data in ``rules.toml``; the core's phases (trump selection from a turned card, dix
exchange, trick play with must-trump and must-overtrump and the bella announcement, point-trick
scoring with the maker settlement) play it. This package adds what only Klaberjass has: the
completion deal (:mod:`.completion`, the phase kind ``deal_more``), sequences
(:mod:`.sequences`, the phase kind ``sequences``), the statistics of simulated games
(:mod:`.display`) and the panels its players follow at the table: the maker, the sequences,
bella and the card points (:mod:`.panels`).
"""

from __future__ import annotations

from collections.abc import Callable

from tricktaker import GameSpec, registry_hookimpl, rules_module_path
from tricktaker_klaberjass import completion, display, panels, sequences

RULES = rules_module_path(__import__(__name__))


@registry_hookimpl
def tricktaker_register_games(register: Callable[[GameSpec], None]) -> None:
    register(
        GameSpec(
            id="klaberjass",
            rules=RULES,
            plugins=(completion, sequences, display, panels),
            summary="Two-player point-trick game, J-9 trumps, first to 500",
        )
    )
