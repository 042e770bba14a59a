"""Skat for tricktaker: three players, an auction by game values, the skat, suit, grand and
null games, the game value with matadors, overbidding (shared/rules/skat.md).

The pack, card points, trumps of the suit games, following by effective suit and the match of
``deals`` deals are data in ``rules.toml``. This package adds what only Skat has: the
3-skat-4-3 deal (:mod:`.deal`), the auction and OpenSpiel's game choice (:mod:`.auction`),
the skat or hand and the declaration (:mod:`.declaration`), the grand's and null's card orders
and the end of a null game (:mod:`.play`), and the game value and scoring (:mod:`.values`,
:mod:`.scoring`).
"""

from __future__ import annotations

from collections.abc import Callable

from tricktaker import GameSpec, registry_hookimpl
from tricktaker.engine.registry import rules_module_path
from tricktaker_skat import auction, bot, deal, declaration, play, scoring

RULES = rules_module_path(__import__(__name__))


@registry_hookimpl
def tricktaker_register_games(register: Callable[[GameSpec], None]) -> None:
    register(
        GameSpec(
            id="skat",
            rules=RULES,
            plugins=(deal, play, auction, declaration, scoring, bot),
            summary="Three players bid game values; the declarer plays alone with the skat",
        )
    )
