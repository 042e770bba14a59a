"""§4 making trump: round 1 (order up), round 2 (call another suit, E-9), nobody makes trump
(§4.4), stick the dealer (E-12, worked example 8); the order of the decisions (E-16)."""

from __future__ import annotations

from tricktaker import ChooseTrump, Pass

N, E, S, W = 0, 1, 2, 3
HANDS = ["QH JH 9D AC KC", "AS KS QS 10H 9H", "JS 10S AD KD QD", "9S AH KH JD 10D"]
HANDS_8 = ["QH JH 9D AC KC", "AS KS QS 10H 9H", "JS 10S AD KD QD", "9S AH KH JD JC"]  # 10♦ up


def suits(s):
    """The suits offered now (letters), and whether pass is offered."""
    offered = [eu_letter(s, a.suit) for a in s.legal_actions() if isinstance(a, ChooseTrump)]
    return sorted(offered), Pass() in s.legal_actions()


def eu_letter(s, suit):
    return s.deck.suits[suit].letter


def test_round_1_order_up_or_pass_from_the_dealers_left_section_4_1(eu):
    """§4.1: from the dealer's left to the dealer, each passes or orders up the up-card's suit
    (only that suit); the first to order up is the maker and nobody else speaks (§4.1.2); a
    player may order up without holding the suit (§4.1.3: seat 1 holds no club)."""
    s = eu.deal(HANDS, dealer=N, up="QC")
    assert s.current_seat == E
    for seat in (E, S, W, N):
        assert s.current_seat == seat
        assert suits(s) == (["C"], True)
        eu.act(s, "pass" if seat != N else "order")  # the dealer picks it up
    assert s.state.parts["trump_selection"].maker == N
    s = eu.deal(HANDS, dealer=N, up="QC")
    eu.act(s, "order")  # seat 1, no club in hand
    assert s.state.parts["trump_selection"].maker == E
    assert eu.DECK.suits[s.state.trump].letter == "C"
    assert eu.phase(s) == "alone" and s.current_seat == E


def test_round_2_calls_any_other_suit_E9(eu):
    """§4.3, E-9: after four passes, each from the dealer's left may call one of the three
    suits other than the turned-down suit (never the up-card's), or pass; no pick-up."""
    s = eu.deal(HANDS, dealer=N, up="QC")
    eu.act(s, "pass, pass, pass, pass")
    assert s.current_seat == E
    assert suits(s) == (["D", "H", "S"], True)
    refused = s.phase.why_illegal(s.game, s.state, ChooseTrump(eu.DECK.suit_index("C")))
    assert refused == "♣ (clubs) was refused: name another suit or pass"
    eu.act(s, "pass", "call D")
    assert s.state.parts["trump_selection"].maker == S
    eu.act(s, "partner")
    assert eu.phase(s) == "play"  # §4.3.3: no pick-up and discard in round 2
    assert len(s.state.hands[N]) == 5


def test_thrown_in_without_stick_the_dealer_worked_example_8_section_4_4(eu):
    """Worked example 8 without the option, §4.4.1: dealer seat 3, up-card 10♦; eight passes;
    the dealer may pass in round 2; the hand is thrown in, nothing scored, seat 0 deals next."""
    s = eu.deal(HANDS_8, dealer=W, up="10D")
    eu.act(s, *["pass"] * 7)
    assert s.current_seat == W
    assert suits(s) == (["C", "H", "S"], True)
    eu.act(s, "pass")
    record = eu.hand_record(s)
    assert record["thrown_in"] and record["scores"] == [0, 0, 0, 0]
    assert s.state.dealer == N and eu.side_totals(s) == [0, 0]


def test_stick_the_dealer_worked_example_8_E12(eu):
    """Worked example 8, §4.4.2, E-12: with stick_the_dealer, after seven passes the dealer
    (seat 3, up-card 10♦) must call clubs, hearts or spades: not diamonds, and may not pass."""
    s = eu.deal(HANDS_8, dealer=W, up="10D", stick_the_dealer=True)
    eu.act(s, *["pass"] * 7)
    assert s.current_seat == W
    assert suits(s) == (["C", "H", "S"], False)
    assert s.phase.why_illegal(s.game, s.state, Pass()) == (
        "everybody else has passed: you must choose a suit"
    )
    eu.act(s, "call H")
    assert s.state.parts["trump_selection"].maker == W


def test_stick_the_dealer_only_binds_the_last_seat_E12(eu):
    """E-12: the other seats may still pass in round 2, and the dealer may pass in round 1."""
    s = eu.deal(HANDS_8, dealer=W, up="10D", stick_the_dealer=True)
    for _ in range(4):
        assert suits(s)[1]
        eu.act(s, "pass")
    for _ in range(3):
        assert suits(s)[1]
        eu.act(s, "pass")


def test_the_decisions_of_one_hand_in_order_E16(eu):
    """E-16 (§14.2): round 1 d+1, d+2, d+3, d; the pending decisions in §5.3's order (with
    with_call: the maker's alone question, then the dealer's discard); then the play from the
    dealer's left. Every listed decision is asked, even the alone question to a stuck dealer."""
    s = eu.deal(HANDS, dealer=S, up="QC")
    seen = []
    for text in ("pass", "pass", "order", "partner", "discard KD"):
        seen.append((s.current_seat, eu.phase(s)))
        eu.act(s, text)
    assert seen == [
        (W, "trump_selection"),
        (N, "trump_selection"),
        (E, "trump_selection"),
        (E, "alone"),
        (S, "exchange_turned"),
    ]
    assert (s.current_seat, eu.phase(s)) == (W, "play")

    s = eu.deal(HANDS_8, dealer=W, up="10D", stick_the_dealer=True)
    eu.act(s, *["pass"] * 7, "call S")
    assert (s.current_seat, eu.phase(s)) == (W, "alone")
    assert sorted(eu.legal_texts(s)) == ["alone", "partner"]
