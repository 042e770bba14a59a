"""§9 options: the standard defaults, ``profile = openspiel`` (§13.8) and explicit options
over it, options combined, values and malformed rules refused with the file, field and what is
allowed."""

from __future__ import annotations

import pytest

from spec_options import EUCHRE_OPENSPIEL as OPENSPIEL  # the spec's §9 columns
from spec_options import EUCHRE_STANDARD as STANDARD
from tricktaker.errors import RulesError
from tricktaker.rules import load_rules_data, mechanic_settings, validate_rules
from tricktaker_euchre.scoring import EuchreScoring


def test_standard_defaults_section_9(eu):
    """§9, column "Default (standard game)"."""
    assert eu.new().options == STANDARD


def test_openspiel_profile_section_13_8(eu):
    """§13.8, §9 column "OpenSpiel": single_hand, stick_the_dealer, alone_timing =
    after_discard; allow_lone_defender keeps its own value (OpenSpiel's parameter)."""
    assert eu.new(profile="openspiel").options == OPENSPIEL
    s = eu.new(profile="openspiel", allow_lone_defender=True, stick_the_dealer=False)
    assert s.options == {**OPENSPIEL, "allow_lone_defender": True, "stick_the_dealer": False}


def test_options_combine_section_9(eu):
    """§9: the options are independent: all five non-defaults at once play a legal hand."""
    s = eu.hand_with(
        [N, E, E, E, E],
        maker=N,
        defender=E,
        allow_lone_defender=True,
        stick_the_dealer=True,
        alone_timing="after_discard",
        single_hand=True,
        target_score=3,
    )
    assert s.is_over and eu.side_totals(s) == [0, 4]


N, E = 0, 1


@pytest.mark.parametrize(
    ("option", "value", "words"),
    [
        ("alone_timing", "never", "with_call, after_discard"),
        ("target_score", 0, "allowed: 1.."),
        ("players", 3, "4"),
    ],
)
def test_bad_values_are_refused(eu, option, value, words):
    with pytest.raises((RulesError, ValueError)) as info:
        eu.new(**{option: value})
    assert option in str(info.value)
    assert words in str(info.value)


def test_a_malformed_rules_file_names_the_file_the_field_and_what_is_allowed(eu):
    """A rules file with a bad value is refused naming the file, the field and what is
    allowed: the dealing packets, the exchange (``[mechanics.alone]``, the plugin's own
    mechanic since issue 45: test_alone_mechanic.py)."""
    path = eu.GAME.spec.rules
    data = load_rules_data(path)
    bad_deal = {**data["deal"], "packets": [[3, 2, 3, 2], [2, 3, 2]]}
    with pytest.raises(RulesError) as info:
        validate_rules({**data, "deal": bad_deal}, str(path))
    assert "deal" in str(info.value) and "one packet to each seat" in str(info.value)
    bad_deal = {**data["deal"], "packets": [[3, 2, 3, 2], [2, 3, 2, 2]]}
    with pytest.raises(RulesError) as info:
        validate_rules({**data, "deal": bad_deal}, str(path))
    assert "add up to the hand size (5)" in str(info.value)
    score = {**data["mechanics"]["score"], "march": "two"}
    rules = validate_rules({**data, "mechanics": {"score": score}}, str(path))
    with pytest.raises(RulesError) as info:
        mechanic_settings(rules, "score", EuchreScoring)  # when the score phase is built
    assert "euchre" in str(info.value) and "mechanics.score: march" in str(info.value)
