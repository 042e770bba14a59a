"""§7 phase 3, the 13 contract tricks: the defender leads, the follower must follow suit, the
highest trump wins (trumps per the contract), an NT contract has no trump; each player keeps the
tricks they win."""

from __future__ import annotations

import pytest

from tricktaker import NO_TRUMP, IllegalAction, Play

# The hands at the auction (the non-dealer is seat 1, the dealer seat 0).
DECL = "AS KS 2S AH 3H 2H KD QD 2D 5C 4C 3C 2C"
DEF = "QS JS 10S 9S KH QH JH AD JD 10D AC KC QC"


def contract(db, bid: str, declarer: str = "nd", doubling: tuple[str, ...] = ()):
    """At the first contract trick: ``DECL`` for ``declarer`` ("nd" or "d"), ``DEF`` for the
    other; the auction makes ``bid`` for the declarer."""
    nd, d = (DECL, DEF) if declarer == "nd" else (DEF, DECL)
    s = db.at_auction(nd, d, dealer=0)
    calls = ["pass", bid] if declarer == "nd" else [bid]
    db.call(s, *calls, *doubling, "pass")
    assert db.phase(s) == "play"
    return s


@pytest.mark.parametrize(("declarer", "seat"), [("nd", 1), ("d", 0)])
def test_defender_leads_first_7_1(db, declarer, seat):
    """§7.1: the defender (the player who is not declarer) leads to the first trick, any
    card."""
    s = contract(db, "1S", declarer)
    assert s.state.contract.declarer == seat
    assert s.current_seat == 1 - seat
    assert db.legal_cards(s) == set(DEF.split())


def test_must_follow_suit_7_2(db):
    """§7.2: the follower must follow suit if able (compulsory in phase 3, D-2)."""
    s = contract(db, "1S")
    db.play(s, "AC")
    assert db.legal_cards(s) == {"5C", "4C", "3C", "2C"}
    for text in ("AH", "AS", "KD"):
        with pytest.raises(IllegalAction, match="follow"):
            s.apply(Play(db.card(text)))
    db.play(s, "2C")
    assert s.state.last_trick == (0, tuple(db.cards("AC 2C")), 0)


def test_whole_contract_play_1s_fails_7(db):
    """§7 throughout, one whole deal of 1♠ by the non-dealer, every card explicit: following
    suit, a void defender trumping (9♠), the higher card of the suit led, the winner leading.
    The declarer takes 5 tricks: 1♠ fails, nobody scores (D-8)."""
    s = contract(db, "1S")
    tricks = [
        ("AC 2C", 0),
        ("KC 3C", 0),
        ("QC 4C", 0),
        ("AD 2D", 0),
        ("KH AH", 1),  # the declarer follows with the ace
        ("5C 9S", 0),  # the defender, void in clubs, trumps
        ("JD QD", 1),
        ("KD 10D", 1),
        ("3H QH", 0),
        ("JH 2H", 0),
        ("10S AS", 1),
        ("KS JS", 1),
        ("2S QS", 0),
    ]
    for i, (cards, winner) in enumerate(tricks):
        leader = s.current_seat
        first, second = cards.split()
        if i == 5:
            assert db.legal_cards(s) == {"AS", "KS", "2S", "3H", "2H", "KD", "QD", "5C"}
        db.play(s, first)
        if i == 5:
            # void in clubs: any card (a trump or a discard, §7.2)
            assert db.legal_cards(s) == {"QS", "JS", "10S", "9S", "QH", "JH", "JD", "10D"}
        db.play(s, second)
        if i < 12:
            assert s.state.last_trick == (leader, tuple(db.cards(cards)), winner), i
            assert s.current_seat == winner
    result = s.state.hand_results[0]
    assert result["tricks"] == [8, 5]
    assert result["scores"] == [0, 0]
    assert result["contract"] == {"level": 1, "denomination": "S", "declarer": 1, "doubled": 0}


def test_trumps_per_contract_7_3(db):
    """§7.3: the contract's suit is trumps: in 1♥ the same 9♠ discard on a club lead does not
    win (not a trump), and a heart does."""
    s = contract(db, "1H")
    assert s.state.trump == 1  # hearts
    db.play(s, "AC 2C", "KC 3C", "QC 4C", "AD 2D", "KH AH")
    db.play(s, "5C")
    db.play(s, "9S")
    assert s.state.last_trick[2] == 1  # a spade is not a trump in hearts
    db.play(s, "2H")  # the declarer leads a low trump
    db.play(s, "QH")
    assert s.state.last_trick[2] == 0  # the higher trump
    db.play(s, "JD QD")
    assert s.state.last_trick[2] == 1


def test_trump_beats_any_card_of_the_suit_led_7_3(db):
    """§7.3: a trump wins against the ace of the suit led; between two trumps the higher
    wins."""
    s = contract(db, "1C", declarer="d")  # the dealer (seat 0) declares 1♣ with DECL
    assert s.current_seat == 1
    db.play(s, "AD")  # the defender leads the ace of diamonds
    db.play(s, "2D")
    db.play(s, "AC")  # the defender leads trumps
    assert db.legal_cards(s) == {"5C", "4C", "3C", "2C"}
    db.play(s, "5C")
    assert s.state.last_trick[2] == 1


def test_no_trump_in_nt_7_3(db):
    """§7.3: in an NT contract there is no trump: a card of another suit never wins, however
    high."""
    s = contract(db, "1NT")
    assert s.state.trump == NO_TRUMP
    db.play(s, "AC 2C", "KC 3C", "QC 4C", "AD 2D", "KH AH")
    db.play(s, "5C")
    db.play(s, "9S")  # the defender discards a spade
    assert s.state.last_trick[2] == 1
    assert s.current_seat == 1


def test_thirteen_tricks_each_keeps_its_own_7_4(db):
    """§7.4: 13 contract tricks are played (13 cards each); each player keeps the tricks they
    win, the phase-3 count alone is scored."""
    nd, d = db.forced(10, "H", "S")
    s = db.at_auction(nd, d, dealer=1)  # seat 0 is the non-dealer and declarer
    db.call(s, "pass", "3H", "pass")
    assert s.state.contract.declarer == 0
    db.play_out_hand(s)
    result = s.state.hand_results[0]
    assert result["tricks"] == [10, 3]
    assert result["scores"] == [120, 0]  # 4 tricks over six × 30
