"""Skat for tricktaker: three players, an auction by game values, the skat, suit, grand and
null games, the game value with matadors, overbidding (shared/rules/skat.md).

The pack, the card points, the trumps (the jacks above a suit, the grand's jacks as a trump
set, null's natural order), following by effective suit, the 3 - skat - 4 - 3 deal (a widow
of two cards) and the match of ``deals`` deals are data in ``rules.toml``. This package adds
what only Skat has: the auction by game values (:mod:`.value_auction`) and OpenSpiel's game
choice (:mod:`.auction`), the skat or hand and the declaration (:mod:`.declaration`), the end
of a null game and the open hand (:mod:`.play`), the game value and scoring (:mod:`.values`,
:mod:`.scoring`), the bots' refinement (:mod:`.bot`) and the panels its players follow at the
table (:mod:`.panels`).
"""

from __future__ import annotations

from collections.abc import Callable

from tricktaker import GameSpec, registry_hookimpl, rules_module_path
from tricktaker_skat import bot, declaration, panels, play, scoring, value_auction

RULES = rules_module_path(__import__(__name__))


@registry_hookimpl
def tricktaker_register_games(register: Callable[[GameSpec], None]) -> None:
    register(
        GameSpec(
            id="skat",
            rules=RULES,
            plugins=(value_auction, play, declaration, scoring, bot, panels),
            summary="Three players bid game values; the declarer plays alone with the skat",
        )
    )
