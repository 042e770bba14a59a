"""``basic``'s choice of a card (:func:`tricktaker.bots.basic.basic_card`), rule by rule.

The function sees card ids, their strengths and whether each would win the trick as it stands,
so these tests give it small made-up cards: card ``c`` has strength ``c`` and wins when it is
at least the trick's best so far."""

from __future__ import annotations

from tricktaker.bots.basic import basic_card

STRENGTH = list(range(20))


def play(cards: list[int], best: int | None, want_more: bool, one_short: bool = False) -> int:
    """``basic``'s card from ``cards`` when the trick's best card so far is ``best`` (``None``:
    leading)."""

    def wins(card: int) -> bool:
        return best is None or card > best

    return basic_card(cards, best is None, want_more, STRENGTH, wins, one_short)


def test_a_seat_short_of_its_bid_leads_high_and_wins_as_cheaply_as_it_can() -> None:
    assert play([3, 9, 14], None, want_more=True) == 14
    assert play([3, 9, 14], 8, want_more=True) == 9
    assert play([3, 5, 7], 8, want_more=True) == 3  # cannot win: keeps its best


def test_one_trick_short_it_wins_with_its_strongest_winner() -> None:
    """The last trick it needs is taken with the card likeliest to take one it does not want,
    keeping the weaker winners to lose later tricks (+0.17 a hand over the cheapest winner in
    Oh Hell, ``docs/simulation.md``)."""
    assert play([3, 9, 14], 8, want_more=True, one_short=True) == 14
    assert play([3, 5, 7], 8, want_more=True, one_short=True) == 3  # no winner: the same as ever
    assert play([3, 9, 14], None, want_more=True, one_short=True) == 14  # leads its strongest


def test_a_seat_that_has_its_tricks_leads_low_and_sheds_the_highest_loser() -> None:
    assert play([3, 9, 14], None, want_more=False) == 3
    assert play([3, 9, 14], 10, want_more=False) == 9
    assert play([12, 14], 10, want_more=False) == 12  # every card wins: its weakest
