"""Testing rule plugins in isolation: an isolated registry, explicit deals, assertion helpers.

Use these from any test, or through the pytest plugin shipped with tricktaker
(:mod:`tricktaker.testing.plugin`, loaded automatically by pytest through the ``pytest11`` entry
point), which wraps them in fixtures::

    from tricktaker.testing import act, assert_legal, isolated_registry, new_session
    import tricktaker_my_game             # the package ``tricktaker new-game my-game`` makes

    game = isolated_registry(tricktaker_my_game).game("my-game")
    session = new_session(game, options={"players": 3},
                          hands=["AS KS QS JS 10S 9S 8S", "AH KH QH JH 10H 9H 8H",
                                 "AD KD QD JD 10D 9D 8D"], turned="2C", dealer=2)
    act(session, "3", "2")                # seats 0 and 1 bid
    assert_legal(session, "0 1 3 4 5 6 7")  # the dealer may not make the bids total 7

:func:`conformance_suite` turns :mod:`tricktaker.testing.conformance` into a pytest test class in
one line. Nothing here imports pytest except that function, so the console's ``tricktaker
check`` uses the same checks without it.
"""

from __future__ import annotations

from tricktaker.testing.conformance import conformance_suite
from tricktaker.testing.helpers import (
    CORE_OBSERVATION_KEYS,
    ScriptedScores,
    act,
    assert_bots_play,
    assert_hand_scores,
    assert_legal,
    assert_replays,
    assert_totals,
    assert_trick_winner,
    card_helpers,
    card_ints,
    card_texts,
    game_under_test,
    games_plugin,
    hand_texts,
    helper_set,
    isolated_registry,
    legal_cards,
    legal_texts,
    new_session,
    panel,
    play_actions,
    play_out,
    playing,
    rules_differences,
    spec_citations,
    stacked_pack,
    table_panels,
)

__all__ = [
    "CORE_OBSERVATION_KEYS",
    "ScriptedScores",
    "act",
    "assert_bots_play",
    "assert_hand_scores",
    "assert_legal",
    "assert_replays",
    "assert_totals",
    "assert_trick_winner",
    "card_helpers",
    "card_ints",
    "card_texts",
    "conformance_suite",
    "game_under_test",
    "games_plugin",
    "hand_texts",
    "helper_set",
    "isolated_registry",
    "legal_cards",
    "legal_texts",
    "new_session",
    "panel",
    "play_actions",
    "play_out",
    "playing",
    "rules_differences",
    "spec_citations",
    "stacked_pack",
    "table_panels",
]
