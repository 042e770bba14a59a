"""The rules language's passing by direction, first-trick restrictions and penalty-card
scoring: combinations that cannot work are refused when the file loads, with the reason."""

from __future__ import annotations

import pytest
from pydantic import ValidationError

from tricktaker.rules import PassCardsSpec, PenaltyCardScoring, PlaySpec


@pytest.mark.parametrize(
    ("fields", "why"),
    [
        ({"passers": "every_seat", "to": "partner"}, "every_seat"),
        ({"passers": "blind_bidders", "to": ["left"]}, "blind_bidders"),
        ({"passers": "every_seat", "to": []}, "at least one direction"),
        ({"passers": "every_seat", "to": ["left"], "receive": "after_all"}, "back = true"),
    ],
)
def test_pass_cards_combinations_refused(fields, why):
    with pytest.raises(ValidationError, match=why):
        PassCardsSpec(cards=3, **fields)


def test_pass_by_directions_accepted():
    spec = PassCardsSpec(
        cards=3,
        passers="every_seat",
        to=["left", "right", "across", "hold"],
        back=False,
        receive="after_all",
    )
    assert spec.choose == "cycle"


def test_first_lead_any_of_suit_needs_the_card():
    with pytest.raises(ValidationError, match="first_lead_card"):
        PlaySpec(first_lead_any_of_suit=True)
    assert PlaySpec(first_lead_card="2C", first_lead_any_of_suit=True).first_lead_card == "2C"


def test_take_all_effect_needs_its_cards():
    with pytest.raises(ValidationError, match="take_all"):
        PenaltyCardScoring(cards={"H": 1}, take_all_effect="add")
