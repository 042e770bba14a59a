"""§9 options: the standard defaults, ``profile = openspiel`` and its presets, explicit options
overriding a profile, ``use_mercy_rule`` and ``mercy_threshold`` under each profile (§9.4),
``num_tricks`` accepted without effect (§9.3), values refused."""

from __future__ import annotations

import pytest

from spec_options import SPADES_OPENSPIEL as OPENSPIEL  # the spec's §9 columns
from spec_options import SPADES_STANDARD as STANDARD
from tricktaker.errors import RulesError


def test_standard_defaults_9(sp):
    """§9 table, column "Default (standard game)"."""
    assert sp.new().options == STANDARD
    assert sp.new(profile="standard").options == STANDARD


def test_openspiel_profile_sets_its_column_9_1(sp):
    """§9.1: ``profile = openspiel`` sets the defaults of the other options to its column: first
    dealer 3, one hand, the cap of 13, spades never broken, failed-nil tricks counted for the
    bid; OpenSpiel's own parameters keep their (same) defaults."""
    assert sp.new(profile="openspiel").options == OPENSPIEL


def test_openspiel_profile_plays_one_hand_from_seat_0_9_1(sp):
    """§9.1, §13.1: the profile alone is OpenSpiel's game: one hand, seat 0 bids and leads
    first, the cap (South may not bid 5 after North's 9), spades never broken, the failed nil
    counted for the bid (§11 ex. 2: −59)."""
    s = sp.new([sp.scripted_deal([3, 4, 2, 4])], profile="openspiel")
    assert (s.state.dealer, s.current_seat) == (3, 0)
    sp.bid(s, 9, 3)
    assert sp.legal_bids(s) == [0, 1, 2, 3, 4]
    s = sp.hand_with([3, 4, 2, 4], [4, 4, 0, 4], profile="openspiel")
    assert sp.team(s, 0)["score"] == -59
    assert s.is_over
    assert len(s.result()["hands"]) == 1


@pytest.mark.parametrize(
    ("override", "value"),
    [
        ("first_dealer", "1"),
        ("max_hands", 3),
        ("partnership_bid_cap", "none"),
        ("spades_break", "standard"),
        ("failed_nil_tricks", "bags_only"),
        ("win_threshold", 300),
        ("mercy_threshold", -200),
        ("win_or_loss_bonus", 0),
        ("num_tricks", 5),
        ("blind_nil", True),
    ],
)
def test_explicit_options_override_the_profile_9_1(sp, override, value):
    """§9.1: options given explicitly override the profile's column; the rest keep it."""
    s = sp.new(profile="openspiel", **{override: value})
    assert s.options == {**OPENSPIEL, override: value}


def test_overrides_take_effect_under_openspiel_9_1(sp):
    """§9.1: under ``profile = openspiel``: ``failed_nil_tricks = bags_only`` scores §11 ex. 2
    as −138; ``partnership_bid_cap = none`` lets South bid 13 after North's 9; ``first_dealer
    = 1`` makes seat 2 bid first."""
    s = sp.hand_with([3, 4, 2, 4], [4, 4, 0, 4], profile="openspiel", failed_nil_tricks="bags_only")
    assert sp.team(s, 0)["score"] == -138
    s = sp.new(profile="openspiel", partnership_bid_cap="none")
    sp.bid(s, 9, 3)
    assert sp.legal_bids(s) == list(range(14))
    s = sp.new(profile="openspiel", first_dealer="1")
    assert (s.state.dealer, s.current_seat) == (1, 2)


def test_openspiel_spades_break_override_9_1(sp):
    """§9.1, S-5: ``spades_break = standard`` under the OpenSpiel profile: North, left with
    nothing but spades after three club tricks, leads the 2♠; West wins with the A♠ and may
    then lead its K♠ from a mixed hand; with the profile's ``never`` it may not."""
    for rule, expect in (("standard", True), ("never", False)):
        hands = [
            "AC KC QC 2S 3S 4S 5S 6S 7S 8S 9S 10S JS",
            "QS JC 10C 9C AH KH QH JH 10H 9H 8H 7H 6H",
            "8C 7C 6C 5H 4H 3H 2H AD KD QD JD 10D 9D",
            "AS KS 5C 4C 3C 2C 8D 7D 6D 5D 4D 3D 2D",
        ]
        s = sp.deal(hands, profile="openspiel", spades_break=rule)
        sp.bid(s, 4, 3, 3, 3)
        sp.play(s, "AC 9C 6C 2C", "KC 10C 7C 3C", "QC JC 8C 4C", "2S QS 5H AS")
        assert ("KS" in sp.legal_cards(s)) is expect


def test_openspiel_with_more_hands_plays_a_standard_match_9_5(sp):
    """§9.5: ``profile = openspiel`` with ``max_hands`` > 1: a standard multi-hand game, the
    dealer rotating from seat 3, the bag count of §7 carried."""
    counts = [4, 3, 4, 2]
    deals = [sp.scripted_deal(counts, d) for d in (3, 0, 1)]
    s = sp.new(deals, profile="openspiel", max_hands=3)
    for k, dealer in enumerate((3, 0, 1)):
        assert s.state.dealer == dealer
        sp.next_hand(s, counts, [1, 1, 1, 1])
        assert sp.bags(s) == [(6 * (k + 1)) % 10, 3 * (k + 1) % 10]
    assert [h["dealer"] for h in s.result()["hands"]] == [3, 0, 1]
    assert [sp.team(s, 0, k)["penalties"] for k in range(3)] == [0, 1, 0]
    assert sp.team_totals(s) == [26 + 26 - 100 + 26, 23 + 23 + 23]
    assert s.is_over and s.winners == []


# -- the mercy rule under each profile (§9.4, §13.2) -----------------------------------------------


def scripted(sp, *team_scores, **options):
    s = sp.new(plugins=[sp.scores_plugin(*team_scores)], **options)
    sp.finish_hand(s)
    return s


def test_openspiel_mercy_on_whenever_the_threshold_is_not_0_9_4(sp):
    """§9.4, §13.2: under ``profile = openspiel`` ``use_mercy_rule`` is accepted and ignored:
    the mercy rule is on exactly when ``mercy_threshold ≠ 0``: with ``use_mercy_rule =
    false`` a team at −400 (≤ −350, lower) still loses the bonus and the game."""
    s = scripted(sp, (-400, 0), profile="openspiel", use_mercy_rule=False)
    assert s.options["use_mercy_rule"] is False
    assert s.winners == [1, 3]
    assert s.result()["returns"] == [-600, 0, -600, 0]


def test_openspiel_mercy_threshold_0_switches_it_off_9_4(sp):
    """§9.4, §13.2: under the OpenSpiel profile ``mercy_threshold = 0`` switches the rule off,
    even with ``use_mercy_rule = true``."""
    s = scripted(sp, (-400, 0), profile="openspiel", use_mercy_rule=True, mercy_threshold=0)
    assert s.winners == []
    assert s.result()["returns"] == [-400, 0, -400, 0]


def test_standard_use_mercy_rule_alone_switches_it_9_4(sp):
    """§9.4: under ``profile = standard`` ``use_mercy_rule`` alone switches the rule."""
    off = scripted(sp, (-400, 0))
    assert not off.is_over
    on = scripted(sp, (-400, 0), use_mercy_rule=True)
    assert on.is_over and on.winners == [1, 3]


def test_standard_threshold_0_is_an_ordinary_threshold_9_4(sp):
    """§9.4: under ``profile = standard`` a threshold of 0 is an ordinary threshold: −10
    against 20 loses."""
    s = scripted(sp, (-10, 20), use_mercy_rule=True, mercy_threshold=0)
    assert s.is_over and s.winners == [1, 3]
    assert s.result()["returns"] == [-210, 20, -210, 20]
    s = scripted(sp, (0, 0), use_mercy_rule=True, mercy_threshold=0)
    assert not s.is_over  # equal totals


@pytest.mark.parametrize("target", [250, 300, 500])
def test_win_threshold_9_2(sp, target):
    """§9.2, §9.6: the target is ``win_threshold`` (250, 300 and 500 are common)."""
    below = scripted(sp, (target - 1, 0), win_threshold=target)
    assert not below.is_over
    at = scripted(sp, (target, 0), win_threshold=target)
    assert at.is_over and at.winners == [0, 2]


# -- num_tricks (§9.3) -----------------------------------------------------------------------------


def test_num_tricks_accepted_without_effect_9_3(sp):
    """§9.3: ``num_tricks`` has no effect on the rules, legal actions, scores or returns: the
    same seed and choices give the same game, action by action and observation by
    observation, for 0, 2 and 7."""
    runs = []
    for n in (0, 2, 7):
        s = sp.new(seed=11, profile="openspiel", num_tricks=n)
        assert s.options["num_tricks"] == n
        seen = []
        while not s.is_over:
            legal = s.legal_actions()
            seen.append((s.current_seat, list(legal), s.observation(s.current_seat)))
            s.apply(legal[len(seen) * 7 % len(legal)])
        result = s.result()
        del result["options"]
        runs.append((seen, result))
    assert runs[0] == runs[1] == runs[2]


# -- values refused --------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("option", "value"),
    [
        ("profile", "bridge"),
        ("first_dealer", "4"),
        ("max_hands", -1),
        ("partnership_bid_cap", "12"),
        ("spades_break", "after_first_trick"),
        ("failed_nil_tricks", "nothing"),
        ("num_tricks", -1),
        ("blind_nil", "sometimes"),
        ("blind_nil_deficit", -1),
        ("blind_nil_exchange", "1"),
        ("blind_nil_exchange", "3"),
    ],
)
def test_values_outside_the_table_are_refused_9(sp, option, value):
    """§9 table: values outside "Values" are refused, naming the option; reading (c) of S-7
    (a failed nil's tricks count for nothing) is not included."""
    with pytest.raises(RulesError, match=option):
        sp.new(**{option: value})


def test_a_numbered_choice_may_be_given_as_a_number_S1():
    """S-1, §9: ``first_dealer`` and ``partnership_bid_cap`` are choices written as numbers; from
    Python they may be given as numbers too (``3``, ``13``), meaning the same as ``"3"``."""
    from tricktaker import load_game

    as_int = load_game("spades").new_session(
        options={"first_dealer": 3, "partnership_bid_cap": 13}, seed=1
    )
    assert as_int.options["first_dealer"] == "3" and as_int.state.dealer == 3
    assert as_int.options["partnership_bid_cap"] == "13"
