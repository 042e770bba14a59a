"""The panels Oh Hell players follow at the table (issue 46): each seat's bid against the
tricks it has taken, and the bids' total against the tricks of the hand (over or under: the
hook, §5.3, makes sure it is never even). All of it is public (H-9): every seat sees the same."""

from __future__ import annotations

from tricktaker import PanelRow
from tricktaker.testing import panel, table_panels


def rows(s, seat, title):
    found = panel(s, seat, title)
    return None if found is None else list(found.rows)


def seat_rows(*texts):
    return [PanelRow(seat=seat, text=text) for seat, text in enumerate(texts)]


def test_no_panel_before_the_first_bid_H9(oh):
    """§5.1, H-9 (issue 46): before anybody has bid there is nothing to follow: no panel is
    drawn (the turned card is the table's, not a panel's)."""
    hands, turned, _ = oh.scripted(4, 0, [1, 1, 3, 2, 2])
    s = oh.deal(4, hands, turned=turned, dealer=0)
    for seat in range(4):
        assert table_panels(s, seat) == []


def test_the_bids_as_they_are_made_and_the_hook_example_1_H5(oh):
    """§5, §11 example 1, H-5 (issue 46): 4 players, a 3-card hand, dealer North (seat 0);
    seats 1, 2, 3 bid 1, 0, 1: the dealer has not bid yet and the total so far is 2 for 3
    tricks. The dealer, hooked, bids 2: 4 bid for 3 tricks, 1 over. Every seat sees it."""
    hands, turned, _ = oh.scripted(4, 0, [1, 1, 3])
    s = oh.deal(4, hands, turned=turned, dealer=0)
    oh.bid(s, 1)
    assert rows(s, 2, "Bids and tricks") == seat_rows(
        "not bid yet", "bid 1", "not bid yet", "not bid yet"
    )
    assert rows(s, 2, "Bids total") == [PanelRow(text="1 bid so far, for 3 tricks")]
    oh.bid(s, 0, 1)
    for seat in range(4):
        assert rows(s, seat, "Bids and tricks") == seat_rows(
            "not bid yet", "bid 1", "bid 0", "bid 1"
        )
        assert rows(s, seat, "Bids total") == [PanelRow(text="2 bid so far, for 3 tricks")]
    oh.bid(s, 2)
    for seat in range(4):
        assert rows(s, seat, "Bids and tricks") == seat_rows(
            "bid 2, took 0", "bid 1, took 0", "bid 0, took 0", "bid 1, took 0"
        )
        assert rows(s, seat, "Bids total") == [PanelRow(text="4 bid for 3 tricks: 1 over")]
        assert [p.title for p in table_panels(s, seat)] == ["Bids and tricks", "Bids total"]


def test_bids_against_tricks_through_the_hand_example_3_H7(oh):
    """§6.5, §7, §11 example 3 (issue 46): a 5-card hand, bids by seat 0, 2, 0, 1 (3 for 5
    tricks: 2 under). The tricks count up as they are won (seat 1 takes the first two, seat 3
    the third, seat 2 the last two); at the hand's end seat 1 and seat 3 have made their bids,
    seat 2 took 2 against a bid of 0, and every seat sees the same."""
    winners = [1, 1, 3, 2, 2]
    hands, turned, tricks = oh.scripted(4, 0, winners)
    s = oh.deal(4, hands, turned=turned, dealer=0)
    oh.bid_by_seat(s, [0, 2, 0, 1])
    assert rows(s, 0, "Bids total") == [PanelRow(text="3 bid for 5 tricks: 2 under")]
    oh.play(s, *tricks[0])
    oh.play(s, *tricks[1][:2])  # mid-trick: the second trick is not won yet
    assert rows(s, 3, "Bids and tricks") == seat_rows(
        "bid 0, took 0", "bid 2, took 1", "bid 0, took 0", "bid 1, took 0"
    )
    oh.play(s, *tricks[1][2:])
    oh.play(s, *tricks[2])
    assert rows(s, 0, "Bids and tricks") == seat_rows(
        "bid 0, took 0", "bid 2, took 2", "bid 0, took 0", "bid 1, took 1"
    )
    for trick in tricks[3:]:
        oh.play(s, *trick)
    assert s.is_over
    for seat in range(4):
        assert rows(s, seat, "Bids and tricks") == seat_rows(
            "bid 0, took 0", "bid 2, took 2", "bid 0, took 2", "bid 1, took 1"
        )
        assert rows(s, seat, "Bids total") == [PanelRow(text="3 bid for 5 tricks: 2 under")]


def test_the_next_hand_starts_with_no_bids_H9(oh):
    """§3, §5.1 (issue 46): once a hand is scored the next is dealt and its bidding starts:
    the last hand's bids are not carried over (the score sheet has them)."""
    hands, turned, tricks = oh.scripted(4, 0, [1, 1, 3])
    s = oh.deal(4, hands, turned=turned, dealer=0, hand_sizes=[3, 3])
    oh.bid(s, 1, 0, 1, 2)
    for trick in tricks:
        oh.play(s, *trick)
    assert not s.is_over and len(s.state.hand_results) == 1
    assert table_panels(s, 1) == []
    oh.bid(s, 3)  # seat 2, left of the new dealer (seat 1), bids first
    assert rows(s, 0, "Bids and tricks") == seat_rows(
        "not bid yet", "not bid yet", "bid 3", "not bid yet"
    )
    assert rows(s, 0, "Bids total") == [PanelRow(text="3 bid so far, for 3 tricks")]
