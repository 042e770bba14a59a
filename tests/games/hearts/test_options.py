"""§10 options: the table's defaults, every value accepted, values outside it refused, and
the options' independence (§10: ``qs_breaks_hearts`` and ``can_lead_hearts_instead_of_qs``
have no effect without ``must_break_hearts``; ``pass_direction`` none without ``pass_cards``)."""

from __future__ import annotations

import itertools

import pytest

from spec_options import HEARTS_BOOLEANS, HEARTS_CHOICES, HEARTS_OPENSPIEL, HEARTS_STANDARD
from tricktaker.errors import RulesError


def test_defaults_are_the_table_column(ht):
    """§10 table, column "Default"; OpenSpiel's setting differs in two (§14.7)."""
    assert ht.new().options == HEARTS_STANDARD
    assert ht.new(pass_direction="random", hands=1).options == HEARTS_OPENSPIEL


@pytest.mark.parametrize("name", HEARTS_BOOLEANS)
def test_every_boolean_option_both_ways(ht, name):
    """§10: each Boolean option accepts on and off and the game plays to its end."""
    for value in (True, False):
        s = ht.new(seed=3, hands=1, **{name: value})
        assert s.options[name] is value
        ht.finish_hand(s)
        assert s.is_over


@pytest.mark.parametrize(("name", "values"), sorted(HEARTS_CHOICES.items()))
def test_every_choice_value(ht, name, values):
    for value in values:
        s = ht.new(seed=3, hands=1, **{name: value})
        assert s.options[name] == value


@pytest.mark.parametrize(
    ("name", "value"),
    [
        ("pass_direction", "up"),
        ("shoot_the_moon", "double"),
        ("ties", "dealer"),
        ("target_score", 0),
        ("hands", -1),
        ("players", 5),
    ],
)
def test_values_outside_the_table_are_refused(ht, name, value):
    with pytest.raises(RulesError):
        ht.new(**{name: value})


def test_every_combination_of_the_booleans_loads(ht):
    """§10: all options are independent: the 256 combinations of the Boolean options load."""
    for values in itertools.product((True, False), repeat=len(HEARTS_BOOLEANS)):
        ht.new(seed=1, **dict(zip(HEARTS_BOOLEANS, values, strict=True)))


def test_break_options_without_must_break_have_no_effect(ht):
    """§10: with ``must_break_hearts = false`` the two breaking options change nothing."""
    plain = ht.new(seed=9, hands=1, must_break_hearts=False)
    other = ht.new(
        seed=9,
        hands=1,
        must_break_hearts=False,
        qs_breaks_hearts=False,
        can_lead_hearts_instead_of_qs=True,
    )
    while not plain.is_over:
        assert plain.legal_actions() == other.legal_actions()
        action = plain.legal_actions()[-1]
        plain.apply(action)
        other.apply(action)
    assert plain.scores == other.scores
