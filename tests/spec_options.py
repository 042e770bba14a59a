"""The option tables of the specs (``shared/rules/<game>.md``), transcribed once for the tests
that check them: each game's ``test_options.py`` (the scenario tests) and its whole-game
property test, whose independent model starts from the same columns. Importable by every test
module (``pythonpath = ["tests"]`` in the pytest settings)."""

from __future__ import annotations

from typing import Any

# spades.md §9: the column "Default (standard game)", and the column "OpenSpiel" (§9.1).
SPADES_STANDARD: dict[str, Any] = {
    "players": 4,
    "profile": "standard",
    "first_dealer": "random",
    "max_hands": 0,
    "partnership_bid_cap": "none",
    "spades_break": "standard",
    "failed_nil_tricks": "bags_only",
    "blind_nil": False,
    "blind_nil_deficit": 100,
    "blind_nil_exchange": "2",
    "win_threshold": 500,
    "use_mercy_rule": False,
    "mercy_threshold": -350,
    "win_or_loss_bonus": 200,
    "num_tricks": 2,
}
SPADES_OPENSPIEL: dict[str, Any] = {
    **SPADES_STANDARD,
    "profile": "openspiel",
    "first_dealer": "3",
    "max_hands": 1,
    "partnership_bid_cap": "13",
    "spades_break": "never",
    "failed_nil_tricks": "count_for_bid",
}

# euchre.md §9: the standard column, and the OpenSpiel column (§13.8).
EUCHRE_STANDARD: dict[str, Any] = {
    "players": 4,
    "profile": "standard",
    "first_dealer": "random",
    "target_score": 10,
    "single_hand": False,
    "stick_the_dealer": False,
    "allow_lone_defender": False,
    "alone_timing": "with_call",
}
EUCHRE_OPENSPIEL: dict[str, Any] = {
    **EUCHRE_STANDARD,
    "profile": "openspiel",
    "single_hand": True,
    "stick_the_dealer": True,
    "alone_timing": "after_discard",
}

# hearts.md §10: the column "Default", and OpenSpiel's defaults (§14.7: one hand, the
# direction drawn at random).
HEARTS_STANDARD: dict[str, Any] = {
    "players": 4,
    "pass_cards": True,
    "pass_direction": "cycle",
    "no_pts_on_first_trick": True,
    "can_lead_any_club": False,
    "must_break_hearts": True,
    "qs_breaks_hearts": True,
    "can_lead_hearts_instead_of_qs": False,
    "jd_bonus": False,
    "avoid_all_tricks_bonus": False,
    "shoot_the_moon": "add",
    "target_score": 100,
    "hands": 0,
    "ties": "share",
}
HEARTS_OPENSPIEL: dict[str, Any] = {**HEARTS_STANDARD, "pass_direction": "random", "hands": 1}
HEARTS_BOOLEANS: tuple[str, ...] = (
    "pass_cards",
    "no_pts_on_first_trick",
    "can_lead_any_club",
    "must_break_hearts",
    "qs_breaks_hearts",
    "can_lead_hearts_instead_of_qs",
    "jd_bonus",
    "avoid_all_tricks_bonus",
)
"""The eight Boolean options, OpenSpiel's parameters of the same names (§10, §14.1)."""
HEARTS_CHOICES: dict[str, tuple[Any, ...]] = {
    "pass_direction": ("cycle", "left", "right", "across", "hold", "random"),
    "shoot_the_moon": ("add", "subtract"),
    "ties": ("share", "play_on"),
}

# five-hundred.md §9: the column "Default" (players fixed at 4, §1.1).
FIVE_HUNDRED_DEFAULTS: dict[str, Any] = {
    "players": 4,
    "target_score": 500,
    "first_dealer": "random",
    "start_scores": [0, 0],
    "misere": True,
    "misere_rank": "value",
    "misere_after_seven": True,
    "inkle": False,
    "opponents_score_tricks": True,
    "must_bid_out": True,
}
