"""§6 the seven of trumps ("dix") exchange: K-5 (only when the turned suit is trumps, decided
before the first lead) and K-14 (only the holder of the 7 of trumps is asked, maker or not, a 7
received in the completion deal included; an exchanged K or Q of trumps counts for bella)."""

from __future__ import annotations

import pytest

from tricktaker import Exchange, IllegalAction, Pass, Play

# Dealer 0, non-dealer 1; the turned card is KH unless a test says otherwise.
ND_7 = "7H AS KS QD JD 9C 8C 10S 9S"  # the non-dealer holds 7H from the first deal
D_PLAIN = "AD 10D KD AC 10C KC 8S 7S 9H"
ND_PLAIN = "10H AS KS QD JD 9C 8C 10S 7D"
D_7 = "AD 10D KD AC 10C KC 8S 7S 7H"  # the dealer holds 7H from the first deal


def test_holder_is_asked_non_dealer_maker_K5_K14(kj):
    """§6.1, K-14: hearts accepted in round 1; the non-dealer (maker) holds 7H: only they are
    asked, with exactly two choices."""
    s = kj.deal(nd=ND_7, d=D_PLAIN, turned="KH")
    kj.choose(s, "accept")
    assert kj.phase(s) == "exchange_turned"
    assert s.current_seat == 1
    assert set(s.legal_actions()) == {Exchange(kj.card("7H")), Pass()}
    assert s.parse_action("exchange") == Exchange(kj.card("7H"))
    assert s.parse_action("swap") == Exchange(kj.card("7H"))
    assert s.parse_action("pass") == Pass()


def test_exchange_takes_the_turned_card_and_shows_the_seven_6_1(kj):
    """§6.1: the turned card goes into the hand; the 7 takes its place face up, outside play."""
    s = kj.deal(nd=ND_7, d=D_PLAIN, turned="KH")
    kj.choose(s, "accept", "exchange")
    hand = kj.hand_of(s, 1)
    assert "KH" in hand
    assert "7H" not in hand
    assert len(hand) == 9
    assert s.state.turned == kj.card("7H")
    assert s.state.parts["exchange_turned"].exchanged == 1
    for seat in (0, 1):
        obs = s.observation(seat)
        assert obs["turned"] == kj.card("7H")
        assert obs["exchanged"] == 1
    # The exchange is the only dix decision: the hand goes on to the first lead.
    assert kj.phase(s) == "play"
    assert s.current_seat == 1
    assert [a for _, a, _ in s.history if isinstance(a, Exchange | Pass)] == [
        Exchange(kj.card("7H"))
    ]
    # The 7H never enters play.
    rec = kj.record(s)
    kj.finish_hand(s)
    played = [c for _, trick, _ in rec.hands[0]["tricks"] for c in trick]
    assert "7H" not in played
    assert "KH" in played


def test_declining_the_exchange_keeps_everything_6_3(kj):
    """§6.3: the exchange is optional."""
    s = kj.deal(nd=ND_7, d=D_PLAIN, turned="KH")
    before = kj.hand_of(s, 1)
    kj.choose(s, "accept", "pass")
    assert "7H" in kj.hand_of(s, 1)
    assert "KH" not in kj.hand_of(s, 1)
    assert kj.hand_of(s, 1) >= before
    assert s.state.turned == kj.card("KH")
    assert s.state.parts["exchange_turned"].exchanged is None
    assert kj.phase(s) == "play"


def test_holder_not_maker_is_asked_K14(kj):
    """K-14: the dealer holds 7H while the non-dealer made hearts: the dealer is asked (and
    nobody else)."""
    s = kj.deal(nd=ND_PLAIN, d=D_7, turned="KH")
    kj.choose(s, "accept")
    assert s.state.parts["trump_selection"].maker == 1
    assert kj.phase(s) == "exchange_turned"
    assert s.current_seat == 0
    kj.choose(s, "exchange")
    assert "KH" in kj.hand_of(s, 0)
    assert s.state.parts["exchange_turned"].exchanged == 0
    assert kj.phase(s) == "play"
    assert s.current_seat == 1  # the non-dealer leads


def test_dealer_maker_holding_the_seven_is_asked_K14(kj):
    s = kj.deal(nd=ND_PLAIN, d=D_7, turned="KH")
    kj.choose(s, "pass", "accept")
    assert s.state.parts["trump_selection"].maker == 0
    assert kj.phase(s) == "exchange_turned"
    assert s.current_seat == 0


@pytest.mark.parametrize(
    ("holder", "nd", "d"),
    [
        (1, "AS KS QD JD 9C 8C 7H 10S 9S", D_PLAIN),  # deck[13]: to the non-dealer
        (0, ND_PLAIN, "AD 10D KD AC 10C KC 8S 7S 7H"),  # deck[18]: to the dealer
    ],
)
def test_seven_received_in_the_completion_deal_K14(kj, holder, nd, d):
    """K-14: a 7 of trumps received in the completion deal also allows the exchange."""
    s = kj.deal(nd=nd, d=d, turned="KH")
    assert "7H" not in kj.hand_of(s, 0) | kj.hand_of(s, 1)  # not in the first six cards
    kj.choose(s, "accept")
    assert "7H" in kj.hand_of(s, holder)
    assert kj.phase(s) == "exchange_turned"
    assert s.current_seat == holder
    kj.choose(s, "exchange")
    assert "KH" in kj.hand_of(s, holder)


def test_no_exchange_when_trumps_named_in_round2_K5(kj):
    """§6.3, K-5: trumps named in round 2 (spades): the holder of 7S is not asked, and neither is
    the holder of the 7 of the turned suit."""
    s = kj.deal(nd="7S 7H AS QD JD 9C 8C 10S 9S", d=D_PLAIN.replace("7S", "7D"), turned="KH")
    kj.choose(s, "pass", "pass", "S")
    assert s.state.trump == 0
    assert kj.phase(s) == "play"
    assert s.state.turned == kj.card("KH")
    assert {"7S", "7H"} <= kj.hand_of(s, 1)


def test_no_exchange_when_the_turned_card_is_the_seven_K5(kj):
    """§6.3, K-5: the turned card is itself the 7 of trumps: nobody is asked."""
    s = kj.deal(nd=ND_PLAIN, d=D_PLAIN.replace("9H", "KH"), turned="7H")
    kj.choose(s, "accept")
    assert kj.phase(s) == "play"
    assert s.state.turned == kj.card("7H")


def test_nobody_asked_when_the_seven_is_not_dealt_K14(kj):
    """K-14: the 7 of trumps in the stock (or as the bottom card): no dix step."""
    s = kj.deal(nd=ND_PLAIN, d=D_PLAIN, turned="KH", bottom="7H")
    kj.choose(s, "accept")
    assert kj.phase(s) == "play"
    assert s.state.parts["deal_more"].bottom_card == kj.card("7H")


def test_only_the_seven_of_trumps_may_be_exchanged_6_1(kj):
    s = kj.deal(nd=ND_7, d=D_PLAIN, turned="KH")
    kj.choose(s, "accept")
    with pytest.raises(IllegalAction, match="only"):
        s.apply(Exchange(kj.card("9S")))
    with pytest.raises(IllegalAction):
        s.apply(Play(kj.card("AS")))  # no lead before the dix decision (§6.2)
    assert kj.phase(s) == "exchange_turned"


@pytest.mark.parametrize(("turned", "kept"), [("KH", "QH"), ("QH", "KH")])
def test_exchanged_king_or_queen_of_trumps_counts_for_bella_K14(kj, turned, kept):
    """K-14, §8.1.1: the K (or Q) of trumps obtained by the exchange forms bella with the Q (K)
    held: announcing is offered with the second of them."""
    nd = f"7H {kept} AS QD JD 9C 8C 10S 9S"
    s = kj.deal(nd=nd, d=D_PLAIN.replace("9H", "8H"), turned=turned)
    kj.choose(s, "accept", "exchange")
    assert {"KH", "QH"} <= kj.hand_of(s, 1)
    assert s.state.parts["announce"].announce_sets[1] == [(kj.card("KH"), kj.card("QH"))]
    kj.play(s, turned, "8H")  # the dealer's only trump, lower: the non-dealer leads again
    assert kj.legal_texts(s) >= {f"{kept} bella", f"{kept} no bella"}
    kj.play(s, kept)  # the card alone announces (K-7)
    assert s.state.parts["announce"].announced == [0, 1]


def test_sequences_are_compared_after_the_exchange_6_2_7_2(kj):
    """§6.2, §7.2: the exchange comes before sequences: the turned KH completes K-Q-J of hearts
    (20) for the non-dealer."""
    nd = "7H QH JH AS 9C 8D 10S 9S 7C"
    d = "AD 10D JC AC 10C KC 8S 7S 9H"
    s = kj.deal(nd=nd, d=d, turned="KH")
    kj.choose(s, "accept", "exchange")
    assert kj.phase(s) == "play"
    assert s.state.parts["sequences"].sequence_points == [0, 20]
    seat, run = s.state.parts["sequences"].sequence
    assert seat == 1
    assert kj.names(run) == ["KH", "QH", "JH"]
    # Without the exchange the non-dealer has no sequence.
    s2 = kj.deal(nd=nd, d=d, turned="KH")
    kj.choose(s2, "accept", "pass")
    assert s2.state.parts["sequences"].sequence_points == [0, 0]
    assert s2.state.parts["sequences"].sequence is None
