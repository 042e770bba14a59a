"""§3 the deal (E-1, E-15), §1.3 / E-2 the first dealer and the rotation, §2.1 the pack."""

from __future__ import annotations

from collections import Counter

from tricktaker import DealGiven

N, E, S, W = 0, 1, 2, 3

PACK_14_1 = [
    *("AS", "KS", "QS", "JS", "10S", "9S"),
    *("AH", "KH", "QH", "JH", "10H", "9H"),
    *("AD", "KD", "QD", "JD", "10D", "9D"),
    *("AC", "KC", "QC", "JC", "10C", "9C"),
]


def test_the_pack_of_24_cards_section_2_1(eu):
    """§2.1: A K Q J 10 9 in four suits; 20 cards in the hands, 1 up-card, 3 in the kitty."""
    s = eu.new()
    assert eu.DECK.size == 24
    assert eu.DECK.ranks == ("A", "K", "Q", "J", "10", "9")
    assert [len(h) for h in s.state.hands] == [5, 5, 5, 5]
    assert s.state.turned is not None and len(s.state.stock) == 3


def test_stacked_pack_example_of_section_14_1_E15_E1(eu):
    """§14.1 (E-15) and E-1: dealer seat 0 and the pack A♠ K♠ … 9♣ give seat 1 A♠ K♠ Q♠ 10♥
    9♥, seat 2 J♠ 10♠ A♦ K♦ Q♦, seat 3 9♠ A♥ K♥ J♦ 10♦, seat 0 Q♥ J♥ 9♦ A♣ K♣ (3-2-3-2 then
    2-3-2-3 from the dealer's left); up-card Q♣; kitty J♣ 10♣ 9♣ (§3.2, §3.3)."""
    s = eu.new([DealGiven(dealer=N, pack=PACK_14_1)])
    hands = [eu.names(h) for h in s.state.hands]
    assert hands[E] == ["AS", "KS", "QS", "10H", "9H"]
    assert hands[S] == ["JS", "10S", "AD", "KD", "QD"]
    assert hands[W] == ["9S", "AH", "KH", "JD", "10D"]
    assert hands[N] == ["QH", "JH", "9D", "AC", "KC"]
    assert eu.DECK.format(s.state.turned) == "QC"
    assert eu.names(s.state.stock) == ["JC", "10C", "9C"]


def test_the_positions_follow_the_dealer_E15(eu):
    """E-15: with dealer d the dealer's left L gets deck[0,1,2,10,11], P deck[3,4,12,13,14], R
    deck[5,6,7,15,16], d deck[8,9,17,18,19], for every dealer."""
    for dealer in range(4):
        s = eu.new([DealGiven(dealer=dealer, pack=PACK_14_1)])
        for k, positions in enumerate(eu.POSITIONS):
            seat = (dealer + 1 + k) % 4
            assert eu.names(s.state.hands[seat]) == [PACK_14_1[p] for p in positions]
        assert eu.DECK.format(s.state.turned) == PACK_14_1[20]


def test_first_dealer_random_then_to_the_left_E2(eu):
    """E-2, §1.3: the first dealer is drawn with the seed (every seat happens), then the deal
    passes to the left after every hand, thrown-in hands included (§4.4.1)."""
    firsts = Counter(eu.new(seed=seed).state.dealer for seed in range(40))
    assert set(firsts) == {0, 1, 2, 3}
    s = eu.new(seed=3)
    dealer = s.state.dealer
    eu.act(s, *["pass"] * 8)  # thrown in
    assert eu.hand_record(s)["thrown_in"]
    assert s.state.dealer == (dealer + 1) % 4
    eu.finish_hand(s)
    assert s.state.dealer == (dealer + 2) % 4


def test_first_dealer_option(eu):
    """The option first_dealer gives a seat (tests, replays)."""
    for seat in range(4):
        assert eu.new(first_dealer=str(seat)).state.dealer == seat


def test_ten_is_read_as_T_too_and_written_10_E18(eu):
    """E-18: card text is rank then suit, ``10H``; ``T`` is accepted as the ten on input."""
    assert eu.DECK.parse("TH") == eu.DECK.parse("10H")
    assert eu.DECK.format(eu.DECK.parse("th")) == "10H"
    hands = ["QH JH 9D AC KC", "AS KS QS 10H 9H", "JS 10S AD KD QD", "9S AH KH JD 10D"]
    s = eu.deal(hands, dealer=N, up="QC")
    eu.act(s, "pass, pass, pass, order", "partner", "discard 9D", "TH")
    assert s.state.trick == [eu.card("10H")]


def test_consecutive_thrown_in_hands_each_pass_the_deal_E18(eu):
    """E-18, §4.4.1: thrown-in hands count for the rotation of the deal (the next seat deals),
    score nothing, and may follow one another without limit."""
    s = eu.new(first_dealer="2")
    for k in range(6):
        assert s.state.dealer == (2 + k) % 4
        eu.act(s, *["pass"] * 8)
    assert [h["thrown_in"] for h in s.result()["hands"]] == [True] * 6
    assert eu.side_totals(s) == [0, 0] and not s.is_over
