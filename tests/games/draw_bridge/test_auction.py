"""§6 phase 2, the auction: 35 bids 1♣ … 7NT (no level 0, D-5), pass / double / redouble, a new
bid cancels doubling (D-6, D-14), the auction ends at the first pass after a bid, double or
redouble, two passes with no bid throw the deal in and the other player deals next (D-7), no
hand requirements (§6.2)."""

from __future__ import annotations

import pytest

from tricktaker import NO_TRUMP, ContractBid, Double, IllegalAction, Pass, Redouble
from tricktaker.mechanics.auction import Contract

BIDS = [f"{level}{d}" for level in range(1, 8) for d in ("C", "D", "H", "S", "NT")]
S, H, D, C = 0, 1, 2, 3  # the engine's suit indices (deck order)


def auction(db, dealer=0, **options):
    """A session at the auction (the drawing tricks played by a fixed rule)."""
    s = db.new([db.given(ALL_SPADES_ND, ALL_HEARTS_D, dealer=dealer)], **options)
    db.finish_drawing(s)
    return s


ALL_SPADES_ND = "AS KS QS JS 10S 9S 8S 7S 6S 5S 4S 3S 2S"
ALL_HEARTS_D = "AH KH QH JH 10H 9H 8H 7H 6H 5H 4H 3H 2H"


@pytest.mark.parametrize("dealer", [0, 1])
def test_dealer_calls_first_35_bids_D5(db, dealer):
    """§6.1, §6.3.1, D-5: the dealer calls first; the calls are pass and the 35 bids 1♣ (lowest)
    … 7NT (highest), in the order of §6.1 (NT > ♠ > ♥ > ♦ > ♣, §2.3); no double or redouble
    before a bid."""
    s = auction(db, dealer)
    assert s.current_seat == dealer
    texts = db.legal_texts(s)
    assert texts == ["pass", *BIDS]
    assert len(texts) - 1 == 35
    assert not s.is_legal(Double()) and not s.is_legal(Redouble())


@pytest.mark.parametrize("bid", [ContractBid(0, NO_TRUMP), ContractBid(0, C), ContractBid(8, C)])
def test_no_level_zero_nor_eight_D5(db, bid):
    """D-5: levels 1–7 only; 0NT / 0♣ (Bridgette's level 0) and 8♣ are refused."""
    s = auction(db)
    with pytest.raises(IllegalAction, match="not a bid here"):
        s.apply(bid)
    assert s.current_seat == 0 and s.state.parts["auction"].calls == []


def test_a_bid_must_outrank_6_1(db):
    """§6.1, §6.2: a bid outranks the standing one by level, or at equal level by denomination;
    an equal or lower bid is refused."""
    s = auction(db)
    db.call(s, "2H")
    assert db.legal_texts(s) == ["pass", "double", *BIDS[BIDS.index("2S") :]]
    for text in ("2H", "2D", "1NT", "1C"):
        with pytest.raises(IllegalAction, match="not a legal bid"):
            db.call(s, text)
    db.call(s, "2S")
    assert db.legal_texts(s)[:4] == ["pass", "double", "2NT", "3C"]


def test_double_and_redouble_legality_6_2(db):
    """§6.2 table: double only the opponent's undoubled bid; redouble only one's own doubled
    bid; neither twice."""
    s = auction(db)
    with pytest.raises(IllegalAction, match="no bid to double"):
        s.apply(Double())
    with pytest.raises(IllegalAction, match="no double to redouble"):
        s.apply(Redouble())
    db.call(s, "1NT")  # dealer (seat 0)
    assert s.is_legal(Double()) and not s.is_legal(Redouble())
    db.call(s, "double")  # non-dealer
    texts = db.legal_texts(s)
    assert texts[:2] == ["pass", "redouble"] and "double" not in texts
    assert texts[2:] == BIDS[BIDS.index("2C") :]
    db.call(s, "redouble")
    texts = db.legal_texts(s)
    assert "double" not in texts and "redouble" not in texts
    assert texts == ["pass", *BIDS[BIDS.index("2C") :]]
    with pytest.raises(IllegalAction):
        s.apply(Double())


def test_cannot_double_own_bid_6_2(db):
    """§6.2: a player whose bid was doubled may not double it (it is their own bid) but may
    redouble; after the redouble the opponent (the doubler) may neither double nor redouble."""
    s = auction(db)
    db.call(s, "1C", "double")
    assert s.current_seat == 0
    with pytest.raises(IllegalAction, match="only double an opponent's bid"):
        s.apply(Double())
    db.call(s, "redouble")
    assert s.current_seat == 1
    with pytest.raises(IllegalAction, match="already doubled"):
        s.apply(Double())
    with pytest.raises(IllegalAction, match="only redouble your own"):
        s.apply(Redouble())


def test_pass_after_a_bid_ends_the_auction_6_3_2_D7(db):
    """§6.3.2, D-7: the auction ends at the first pass that follows a bid: 1♣ by the dealer,
    pass → the dealer is declarer of 1♣ undoubled, 7 tricks needed; the defender leads."""
    s = auction(db, dealer=1)
    db.call(s, "1C", "pass")
    assert s.state.contract == Contract(1, C, 1, 0, 7)
    assert db.phase(s) == "play"
    assert s.state.trump == C
    assert s.current_seat == 0


def test_pass_after_double_ends_doubled_D7(db):
    """D-7: a pass after a double ends the auction; the last bidder (not the doubler) is
    declarer, the contract doubled."""
    s = auction(db)
    db.call(s, "3NT", "double", "pass")
    assert s.state.contract == Contract(3, NO_TRUMP, 0, 1, 9)
    assert s.state.trump == NO_TRUMP
    assert s.current_seat == 1


def test_pass_after_redouble_ends_redoubled_D7(db):
    """D-7: a pass after a redouble ends the auction, redoubled."""
    s = auction(db)
    db.call(s, "pass", "2D", "double", "redouble", "pass")
    assert s.state.contract == Contract(2, D, 1, 2, 8)
    assert s.current_seat == 0


def test_dealer_passes_non_dealer_bids_6_3_3(db):
    """§6.3.3: after the dealer's first pass the non-dealer may bid; the auction then goes on
    normally (the dealer may outbid; a pass ends it)."""
    s = auction(db, dealer=0)
    db.call(s, "pass", "1H", "1S", "2H", "pass")
    assert s.state.contract == Contract(2, H, 1, 0, 8)
    assert [len(c) for c in [s.state.parts["auction"].calls]] == [5]


def test_new_bid_cancels_double_D6_D14(db):
    """D-6, D-14: a player whose bid was doubled may bid again (same or another denomination);
    the new bid cancels the double and starts undoubled."""
    s = auction(db)
    db.call(s, "1H", "double", "2H", "pass")
    assert s.state.contract == Contract(2, H, 0, 0, 8)
    s = auction(db)
    db.call(s, "1H", "double", "1NT", "pass")
    assert s.state.contract == Contract(1, NO_TRUMP, 0, 0, 7)


def test_doubler_may_bid_on_after_redouble_D14(db):
    """D-14: the doubler may bid on after a redouble; the new bid cancels the redouble, and the
    other player may now double it."""
    s = auction(db)
    db.call(s, "1S", "double", "redouble", "2C")
    assert s.state.parts["auction"].doubled == 0
    assert "double" in db.legal_texts(s)
    db.call(s, "double", "pass")
    assert s.state.contract == Contract(2, C, 1, 1, 8)


def test_redoubled_bid_overcalled_then_passed_is_undoubled_D6(db):
    """D-6: after bid – double – redouble – higher bid – pass the contract is the new bid,
    undoubled."""
    s = auction(db)
    db.call(s, "1C", "double", "redouble", "1D", "pass")
    assert s.state.contract == Contract(1, D, 1, 0, 7)


def test_after_7nt_only_pass_or_double_6_1(db):
    """§6.1: 7NT is the highest bid: the opponent may only pass or double."""
    s = auction(db)
    db.call(s, "7NT")
    assert db.legal_texts(s) == ["pass", "double"]
    db.call(s, "double")
    assert db.legal_texts(s) == ["pass", "redouble"]
    db.call(s, "redouble")
    assert db.legal_texts(s) == ["pass"]
    db.call(s, "pass")
    assert s.state.contract == Contract(7, NO_TRUMP, 0, 2, 13)


def test_long_auction_last_bidder_declares_6_3(db):
    """§6.3: the players alternate until a pass follows a bid; the maker of the standing bid is
    declarer."""
    s = auction(db, dealer=1)
    db.call(s, "1C", "1D", "1H", "double", "2C", "3C", "4S", "pass")
    assert s.state.contract == Contract(4, S, 1, 0, 10)
    assert [seat for seat, _ in s.state.parts["auction"].calls] == [1, 0, 1, 0, 1, 0, 1, 0]


@pytest.mark.parametrize("dealer", [0, 1])
def test_both_pass_thrown_in_other_deals_D7(db, dealer):
    """D-7, §6.3.4: two passes with no bid throw the deal in: nobody scores, the thrown-in deal
    counts as a deal, and the other player deals the next one (whose non-dealer leads)."""
    s = auction(db, dealer)
    db.call(s, "pass", "pass")
    result = s.state.hand_results[0]
    assert result["thrown_in"] is True
    assert result["scores"] == [0, 0] and s.scores == [0, 0]
    assert s.state.contract is None
    assert s.state.hand_no == 1  # counted
    assert s.state.deal_no == 1
    assert s.state.dealer == 1 - dealer
    assert db.phase(s) == "draw_tricks"
    assert s.current_seat == dealer  # the new non-dealer leads
    assert not s.is_over


def test_first_pass_does_not_end_the_auction_D7(db):
    """D-7: a pass with no bid standing does not end the auction; the second player may still
    bid (or pass)."""
    s = auction(db)
    db.call(s, "pass")
    assert db.phase(s) == "auction"
    assert s.current_seat == 1
    assert db.legal_texts(s) == ["pass", *BIDS]


def test_no_hand_requirements_6_2(db):
    """§6.2: there are no hand-content restrictions: a player holding no club may bid 7♣, and a
    player holding one suit only may bid NT."""
    nd, d = db.forced(13, "S", "H")  # the non-dealer holds the 13 spades, the dealer 13 hearts
    s = db.at_auction(nd, d, dealer=0)
    assert db.hand_of(s, 0) == {r + "H" for r in db.RANKS}
    assert db.legal_texts(s) == ["pass", *BIDS]
    db.call(s, "7C")
    assert "double" in db.legal_texts(s)
    db.call(s, "pass")
    assert s.state.contract == Contract(7, C, 0, 0, 13)
    s = db.at_auction(nd, d, dealer=0)
    db.call(s, "1NT", "pass")
    assert s.state.contract.denomination == NO_TRUMP


def test_calls_by_text_6_2(db):
    """The calls read as typed: ``1c``, ``3nt``, ``x``, ``xx``, ``p``."""
    s = auction(db)
    for text, action in [
        ("1c", ContractBid(1, C)),
        ("3nt", ContractBid(3, NO_TRUMP)),
        ("x", Double()),
        ("xx", Redouble()),
        ("p", Pass()),
    ]:
        assert s.parse_action(text) == action
