"""§5 phase 1, the 13 drawing tricks: the non-dealer leads first, no obligation to follow suit
(D-2; the ``follow_suit_phase1`` option makes it compulsory), only the suit led wins and there
are no trumps (D-3, worked example 1), both draws are compulsory, winner first (D-4)."""

from __future__ import annotations

import pytest

from tricktaker import NO_TRUMP, IllegalAction, Pass, Play

# Non-dealer (seat 1 when dealer 0) and dealer hands used below.
ND = "KH 10H 4H AS 9S 5S QD 8D 3D KC 7C 6C 2C"
D = "AH 9H 2H KS QS 3S AD JD 4D AC QC JC 3C"
STOCK = "7D 8H 6S 5H"


@pytest.mark.parametrize("dealer", [0, 1])
def test_non_dealer_leads_first_5_1(db, dealer):
    """§5.1: the non-dealer leads to the first drawing trick; the leader may lead any card
    (§5.2)."""
    s = db.deal(ND, D, STOCK, dealer=dealer)
    assert db.phase(s) == "draw_tricks"
    assert s.current_seat == 1 - dealer
    assert s.state.leader == 1 - dealer
    assert db.legal_cards(s) == set(ND.split())


def test_worked_example_1_drawing_trick_D2_D3(db):
    """Worked example 1 (§12.1): the non-dealer leads K♥; the dealer, who holds hearts, plays
    A♣ instead (legal in phase 1, D-2). K♥ wins (A♣ is not of the suit led, D-3). The non-dealer
    takes the top stock card (7♦), the dealer the next one (8♥), and the non-dealer leads
    again."""
    s = db.deal(ND, D, STOCK, dealer=0)
    db.play(s, "KH")
    assert s.current_seat == 0
    assert {"AH", "9H", "2H"} <= db.hand_of(s, 0)
    assert db.legal_cards(s) == set(D.split())  # D-2: any card, hearts held or not
    db.play(s, "AC")
    assert s.state.last_trick == (1, tuple(db.cards("KH AC")), 1)
    assert s.state.tricks_won == [0, 1]
    assert "7D" in db.hand_of(s, 1) and "8H" in db.hand_of(s, 0)
    assert s.state.parts["trick_draws"].drawn == [[db.card("8H")], [db.card("7D")]]
    assert s.current_seat == 1
    assert s.state.leader == 1


def test_no_obligation_to_follow_D2(db):
    """D-2 (§5.3): the follower may play any card, even holding the suit led; every card of
    the hand is legal, and a discard of another suit is accepted."""
    s = db.deal(ND, D, STOCK, dealer=0)
    db.play(s, "AS")
    assert {"KS", "QS", "3S"} <= db.hand_of(s, 0)
    assert db.legal_cards(s) == set(D.split())
    for text in ("2H", "AD", "3C", "KS"):
        assert s.is_legal(Play(db.card(text)))
    db.play(s, "2H")
    assert s.state.last_trick[2] == 1


def test_follow_suit_phase1_option_D2(db):
    """D-2 variant (§10, ``follow_suit_phase1=true``): following suit is compulsory in the
    drawing tricks too: holding spades the follower must play a spade; a void follower may
    play any card."""
    s = db.deal(ND, D, STOCK, dealer=0, follow_suit_phase1=True)
    assert db.legal_cards(s) == set(ND.split())  # the lead is free
    db.play(s, "AS")
    assert db.legal_cards(s) == {"KS", "QS", "3S"}
    with pytest.raises(IllegalAction, match="follow"):
        s.apply(Play(db.card("2H")))
    db.play(s, "3S")
    assert s.state.last_trick == (1, tuple(db.cards("AS 3S")), 1)
    # The dealer drew 8♥; the non-dealer leads a diamond: the dealer must play AD, JD or 4D.
    db.play(s, "QD")
    assert db.legal_cards(s) == {"AD", "JD", "4D"}


def test_follow_suit_phase1_void_may_play_anything_D2(db):
    """With ``follow_suit_phase1`` a follower void in the suit led plays any card, and the
    discard does not win (D-3)."""
    nd = "AS KS QS JS 10S 9S 8S 7S 6S 5S 4S 3S 2S"
    d = "AH KH QH JH 10H 9H 8H 7H 6H 5H 4H 3H 2H"
    s = db.deal(nd, d, "AD KD", dealer=0, follow_suit_phase1=True)
    db.play(s, "2S")
    assert db.legal_cards(s) == set(d.split())
    db.play(s, "AH")
    assert s.state.last_trick[2] == 1


def test_follow_suit_phase1_default_off_D2(db):
    """D-2: the option exists and is off by default."""
    assert db.new().options["follow_suit_phase1"] is False


@pytest.mark.parametrize(
    ("led", "other", "winner"),
    [
        ("KH", "AC", "led"),  # an ace of another suit never wins
        ("2S", "AH", "led"),  # the lowest card led beats any discard
        ("KS", "KH", "led"),  # equal ranks: only the suit led counts (D-3 (b) rejected)
        ("9S", "QS", "other"),  # the higher card of the suit led
        ("AD", "2D", "led"),
        ("3C", "4C", "other"),
    ],
)
def test_only_the_suit_led_wins_no_trumps_D3(db, led, other, winner):
    """D-3 (§5.4): no trumps; the trick is won by the higher card of the suit led, a card of
    another suit never wins. The non-dealer (seat 1) leads ``led``, the dealer plays
    ``other``."""
    pool = [c for c in db.FULL if c not in (led, other)]
    nd = [led, *pool[:12]]
    d = [other, *pool[12:24]]
    s = db.deal(nd, d, dealer=0)
    assert s.state.trump == NO_TRUMP
    db.play(s, led, other)
    expected = 1 if winner == "led" else 0
    assert s.state.last_trick == (1, tuple(db.cards([led, other])), expected)
    assert s.current_seat == expected  # the winner leads the next trick (§5.5.3)


def test_no_trumps_in_drawing_tricks_even_in_a_suit_D3(db):
    """D-3: every drawing trick is played at no trump: ``state.trump`` stays "no trump" for the
    whole of phase 1 and a low spade discard never beats a diamond lead."""
    s = db.deal(ND, D, STOCK, dealer=0)
    for _ in range(13):
        assert s.state.trump == NO_TRUMP
        leader = s.current_seat
        lead = min(s.legal_actions(), key=lambda a: a.card)
        s.apply(lead)
        led_suit = db.DECK.suit_of[lead.card]
        off = [a for a in s.legal_actions() if db.DECK.suit_of[a.card] != led_suit]
        if off:
            s.apply(off[0])
            assert s.state.last_trick[2] == leader
        else:
            s.apply(s.legal_actions()[0])
    assert db.phase(s) == "auction"


def test_both_draws_compulsory_D4(db):
    """D-4 (§5.5): after each trick both players draw at once — the winner first, then the
    loser; nobody is asked whether to draw (the next actions are plays, never a pass), and
    both hands stay at 13 cards."""
    s = db.deal(ND, D, STOCK, dealer=0)
    db.play(s, "AS 2H")
    assert [len(h) for h in s.state.hands] == [13, 13]
    assert all(isinstance(a, Play) for a in s.legal_actions())
    assert not s.is_legal(Pass())
    with pytest.raises(IllegalAction):
        s.apply(Pass())
    assert s.state.parts["trick_draws"].drawn == [[db.card("8H")], [db.card("7D")]]
    # the dealer wins the next one: the dealer draws 6♠ first, the non-dealer 5♥
    db.play(s, "9S KS")
    assert s.state.parts["trick_draws"].drawn == [db.cards("8H 6S"), db.cards("7D 5H")]
    assert s.current_seat == 0


def test_drawing_tricks_not_scored_5(db):
    """§5 (heading) and §5.6: the drawing tricks count for nothing: the phase-3 trick count
    starts from zero, and a deal in which one player won all 13 drawing tricks still scores
    only the contract tricks."""
    nd, d = db.forced(7, "S", "C")  # the declarer (non-dealer) will take exactly 7 tricks
    arr = db.arranged(nd, d, dealer=0)
    s = db.new([arr.given])
    db.draw_out(s, arr)
    db.call(s, "pass", "1S", "pass")
    assert s.state.tricks_won == [0, 0]
    assert s.state.trick_no == 0
    db.play_out_hand(s)
    assert s.state.hand_results[0]["tricks"] == [6, 7]
    assert s.scores == [0, 30]  # 1♠ with 7 tricks: one trick over six × 30


def test_winner_leads_next_trick_5_5(db):
    """§5.1, §5.5.3: afterwards the winner of each trick leads the next."""
    s = db.deal(ND, D, STOCK, dealer=0)
    db.play(s, "5S", "QS")  # dealer wins
    assert s.current_seat == 0 and s.state.leader == 0
    db.play(s, "AD", "QD")  # dealer leads A♦, wins
    assert s.current_seat == 0
    db.play(s, "3C", "7C")  # non-dealer wins with 7♣
    assert s.current_seat == 1 and s.state.leader == 1
