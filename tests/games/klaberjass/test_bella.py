"""§8.1 bella: K-7 (announced with the second of K-Q of trumps held together, optional, default
on; counted in the hand total and in the maker test) and K-16 (an announcement where it is not
possible is an illegal action; the first card of the pair never carries one).

Dealer 0, non-dealer 1, hearts trumps (turned 7H: no dix question).
"""

from __future__ import annotations

import pytest

from tricktaker import IllegalAction, Play

# The non-dealer (maker) holds KH QH. Play, the winner of each trick leading the next:
#  1 AS KS → nd 15        2 AD KD → nd 15        3 KH 8H → nd 4
#  4 QH(bella) 8D → nd 3  5 7C AC → d 11          6 10C 8C → d 10
#  7 10S 7S → d 10        8 10D JD → d 12         9 9S JC → d 2, last trick 10
# Non-dealer: 37 card points (+ 20 bella = 57). Dealer: 45 + 10 = 55.
MAKER_ND = "AS 7S AD JD KH QH 7C 8C JC"
MAKER_D = "KS 10S 9S KD 10D 8D 8H AC 10C"
MAKER_PLAY_1_3 = ("AS", "KS", "AD", "KD", "KH", "8H")
MAKER_PLAY_5_9 = ("7C", "AC", "10C", "8C", "10S", "7S", "10D", "JD", "9S", "JC")


@pytest.fixture
def s(kj):
    s = kj.deal(nd=MAKER_ND, d=MAKER_D, turned="7H")
    kj.to_play(s)
    return s


def test_no_announcement_with_the_first_card_K7_K16(kj, s):
    """K-16: while both K and Q are held neither play carries an announcement; announcing with
    the first card is an illegal action, with a reason."""
    kj.play(s, "AS", "KS", "AD", "KD")
    legal = s.legal_actions()
    assert Play(kj.card("KH")) in legal
    assert Play(kj.card("QH")) in legal
    assert all(not a.announce for a in legal)
    with pytest.raises(IllegalAction, match="second"):
        s.apply(Play(kj.card("KH"), "bella"))
    assert s.parse_action("KH") == Play(kj.card("KH"))  # no announcement to default to
    kj.play(s, "KH")
    assert s.state.parts["announce"].announced == [0, 0]


def test_second_card_offers_bella_and_no_bella_K7(kj, s):
    """§8.1.2, K-7: the second of the pair is offered as ``Play(QH, "bella")`` and
    ``Play(QH, "no bella")`` (and not as a bare play); the card alone means announce."""
    kj.play(s, *MAKER_PLAY_1_3)
    legal = s.legal_actions()
    qh = kj.card("QH")
    assert Play(qh, "bella") in legal
    assert Play(qh, "no bella") in legal
    assert Play(qh) not in legal
    assert {a for a in legal if a.card != qh} == {Play(c) for c in s.state.hands[1] if c != qh}
    assert s.parse_action("QH") == Play(qh, "bella")
    assert s.parse_action("QH bella") == Play(qh, "bella")
    assert s.parse_action("QH no bella") == Play(qh, "no bella")
    assert s.format_action(Play(qh, "bella")) == "QH bella"
    assert s.format_action(Play(qh, "no bella")) == "QH no bella"
    kj.play(s, "QH")
    assert s.state.parts["announce"].announced == [0, 1]
    assert s.observation(0)["announced"] == [0, 1]


def test_bella_counts_in_the_hand_total_and_the_maker_test_K7_K10(kj, s):
    """K-7, K-10: with bella the maker has 37 + 20 = 57 > 55 and scores 57 (the dealer 55)."""
    kj.play(s, *MAKER_PLAY_1_3, "QH", "8D", *MAKER_PLAY_5_9)
    result = s.state.hand_results[0]
    assert result["announced"] == [0, 1]
    assert result["hand_points"] == [55, 57]
    assert result["scores"] == [55, 57]


def test_bella_not_announced_does_not_score_K7(kj, s):
    """§8.1.2: without the announcement bella does not score: the maker has 37 < 55 and scores 0;
    the dealer scores 55 + 37 = 92."""
    kj.play(s, *MAKER_PLAY_1_3, "QH no bella", "8D", *MAKER_PLAY_5_9)
    result = s.state.hand_results[0]
    assert result["announced"] == [0, 0]
    assert result["hand_points"] == [55, 37]
    assert result["scores"] == [92, 0]


def test_bella_announced_by_the_follower_with_the_second_card_K7(kj):
    """K-7 reading (a): bella goes with the second of the two cards, whoever leads the trick:
    the dealer plays QH on JH (first card, no bella), then KH on 9H with bella."""
    s = kj.deal(nd="JH 9H AH AS 10S KS AD 10D AC", d="KH QH 8H 9S 8S 7S KD QD KC", turned="7H")
    kj.to_play(s)
    kj.play(s, "JH")
    assert kj.legal_texts(s) == {"KH", "QH", "8H"}
    kj.play(s, "QH", "9H")
    assert kj.legal_texts(s) == {"KH bella", "KH no bella", "8H"}
    kj.play(s, "KH")
    assert s.state.parts["announce"].announced == [1, 0]


def test_no_bella_when_king_and_queen_are_split_K7(kj):
    """§8.1.1: the K and Q of trumps in different hands: nobody may announce, ever."""
    s = kj.deal(nd="KH 9H AS 10S KS AD 10D AC 9C", d="QH 8H 9S 8S 7S KD QD KC JC", turned="7H")
    kj.to_play(s)
    assert s.state.parts["announce"].announce_sets == [[], []]
    while not s.state.hand_results:
        legal = s.legal_actions()
        assert all(not a.announce for a in legal)
        card = s.legal_actions()[0].card
        if kj.DECK.format(card) in ("KH", "QH"):
            with pytest.raises(IllegalAction, match="bella"):
                s.apply(Play(card, "bella"))
        s.apply(legal[0])
    assert s.state.hand_results[0]["announced"] == [0, 0]


def test_no_bella_for_king_and_queen_of_a_plain_suit_8_1(kj):
    """§8.1: bella is the K and Q of trumps only: KS QS (spades plain) are never announced."""
    s = kj.deal(nd="KS QS AH 10S AD 10D AC 9C 8C", d="9H 8H 9S 8S 7S KD QD KC JC", turned="7H")
    kj.to_play(s)
    kj.play(s, "KS", "9S")
    assert kj.legal_texts(s) >= {"QS"}
    assert all(not a.announce for a in s.legal_actions())
    with pytest.raises(IllegalAction):
        s.apply(Play(kj.card("QS"), "bella"))


def test_bella_with_any_other_card_is_illegal_K16(kj, s):
    """K-16: an announcement on a play where it is not possible (a card that is not K or Q of
    trumps) is an illegal action, with a reason."""
    with pytest.raises(IllegalAction, match="bella can only be announced"):
        s.apply(Play(kj.card("AS"), "bella"))
    assert s.history[-1][1] != Play(kj.card("AS"), "bella")
    assert s.current_seat == 1
