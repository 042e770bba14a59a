"""§5 the first trick, §6 following, §7 leading and breaking hearts, §13.3 the legal set
(HT-4 to HT-8, HT-16, HT-17), with stacked hold hands dealt by West (seat 3)."""

from __future__ import annotations

import pytest

from tricktaker import IllegalAction, Play

NORTH, EAST, SOUTH, WEST = 0, 1, 2, 3
RANKS = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")


def test_first_lead_is_the_2C_by_its_holder_HT4(ht):
    """§5.1, HT-4, HT-16 rule 4: the holder of the 2♣ leads it, and only it."""
    s = ht.deal(ht.SUITS, pass_direction="hold")
    assert s.current_seat == NORTH
    assert ht.legal_cards(s) == {"2C"}
    with pytest.raises(IllegalAction, match="2♣"):
        s.apply(Play(ht.card("AC")))


def test_can_lead_any_club_HT4(ht):
    """§5.1 with ``can_lead_any_club``: any club, the 2♣ included."""
    s = ht.deal(ht.SUITS, pass_direction="hold", can_lead_any_club=True)
    assert ht.legal_cards(s) == set(ht.words(ht.SUITS[0]))
    ht.play(s, "AC")
    assert s.current_seat == EAST


def test_first_trick_only_hearts_may_play_any_heart_example_5_HT5(ht):
    """§12 ex. 5 (vector 427), HT-5: East holds all 13 hearts and no club: every heart is
    legal; South (diamonds) plays any diamond; West may not play the Q♠ while holding other
    spades (§5.3)."""
    s = ht.deal(ht.SUITS, pass_direction="hold")
    ht.play(s, "2C")
    assert ht.legal_cards(s) == set(ht.words(ht.SUITS[1]))
    ht.play(s, "2H")
    assert ht.legal_cards(s) == set(ht.words(ht.SUITS[2]))
    ht.play(s, "2D")
    spades = set(ht.words(ht.SUITS[3]))
    assert ht.legal_cards(s) == spades - {"QS"}
    with pytest.raises(IllegalAction, match="first trick"):
        s.apply(Play(ht.card("QS")))


@pytest.mark.parametrize("jd_bonus", [False, True])
def test_first_trick_jd_is_not_a_penalty_card_example_5_HT5(ht, jd_bonus):
    """§12 ex. 5 (vectors 432, 434), HT-5: West holds 2♥…K♥ and the J♦, no club: the J♦ is
    the only legal card, with or without ``jd_bonus``."""
    hands = [
        ht.SUITS[0],
        " ".join(f"{r}S" for r in RANKS),
        "AH 2D 3D 4D 5D 6D 7D 8D 9D 10D QD KD AD",
        "2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH JD",
    ]
    s = ht.deal(hands, pass_direction="hold", jd_bonus=jd_bonus)
    ht.play(s, "2C")
    assert ht.legal_cards(s) == set(ht.words(hands[1])) - {"QS"}
    ht.play(s, "2S")
    assert ht.legal_cards(s) == set(ht.words(hands[2])) - {"AH"}
    ht.play(s, "2D")
    assert ht.legal_cards(s) == {"JD"}


def test_first_trick_a_spade_instead_of_the_jd_example_5_HT5(ht):
    """§12 ex. 5: had West held a spade instead of the J♦, that spade would be its only card."""
    hands = [
        ht.SUITS[0],
        "JD 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS AS",
        "AH 2D 3D 4D 5D 6D 7D 8D 9D 10D QD KD AD",
        "2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH 2S",
    ]
    s = ht.deal(hands, pass_direction="hold")
    ht.play(s, "2C 3S 2D")
    assert ht.legal_cards(s) == {"2S"}


def test_first_trick_penalty_cards_allowed_when_option_off_HT5(ht):
    """§5.4: with ``no_pts_on_first_trick = false`` a club-less seat plays any card."""
    s = ht.deal(ht.SUITS, pass_direction="hold", no_pts_on_first_trick=False)
    ht.play(s, "2C 2H 2D")
    assert ht.legal_cards(s) == set(ht.words(ht.SUITS[3]))
    ht.play(s, "QS")  # the Q♠ on the first trick breaks hearts (§5.5)
    assert s.state.parts["broken_suits"].broken_suits == [ht.DECK.suit_index("H")]


def test_only_q_spades_and_hearts_on_first_trick_may_play_queen_HT5(ht):
    """HT-5 reading (a): a club-less hand of only hearts and the Q♠ may play any of its
    cards on the first trick, the Q♠ included (§13.3 rule 2: none left, so all of H)."""
    hands = [
        ht.SUITS[0],
        "QS 2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH",
        "AH 2D 3D 4D 5D 6D 7D 8D 9D 10D QD KD AD",
        "2S 3S 4S 5S 6S 7S 8S 9S 10S JS KS AS JD",
    ]
    s = ht.deal(hands, pass_direction="hold")
    ht.play(s, "2C")
    assert ht.legal_cards(s) == set(ht.words(hands[1]))


def test_follow_suit_any_card_of_it_example_2(ht):
    """§6.2, §12 ex. 2 (vector 0, across pass): North leads the 2♣; East must play one of
    10♣ K♣ A♣; South 5♣, West 3♣; East's 10♣ is the highest club and wins."""
    s = ht.deal(ht.EXAMPLE_0, pass_direction="across")
    ht.passes(s, *ht.EXAMPLE_0_PASSES)
    assert s.current_seat == NORTH
    assert ht.legal_cards(s) == {"2C"}
    ht.play(s, "2C")
    assert ht.legal_cards(s) == {"10C", "KC", "AC"}
    ht.play(s, "10C 5C 3C")
    assert s.state.last_trick == (NORTH, tuple(ht.cards("2C 10C 5C 3C")), EAST)
    assert s.current_seat == EAST


def test_leading_before_hearts_broken_and_breaking_example_3_HT6_HT8(ht):
    """§7, §12 ex. 3, HT-6, HT-8, HT-16 rule 6: East leads to trick 2 and may lead any of its
    nine cards that are not hearts, the Q♠ included; trick 3: West discards 9♥ (hearts now
    broken), East plays the Q♠ to the spade lead and wins 14 points."""
    s = ht.deal(ht.EXAMPLE_0, pass_direction="across")
    ht.passes(s, *ht.EXAMPLE_0_PASSES)
    ht.play(s, "2C 10C 5C 3C")
    assert ht.hand_of(s, EAST) == set(ht.words("6S 7H 9S 10D 10H JS QH QS KC KD KS AC"))
    assert ht.legal_cards(s) == set(ht.words("6S 9S 10D JS QS KC KD KS AC"))
    with pytest.raises(IllegalAction, match="not broken"):
        s.apply(Play(ht.card("7H")))
    ht.play(s, "6S AS 2D 2S")  # South wins with A♠
    assert s.current_seat == SOUTH
    ht.play(s, "3S 9H 8S QS")
    assert s.state.parts["broken_suits"].broken_suits == [ht.DECK.suit_index("H")]
    assert s.state.last_trick[2] == EAST
    assert s.state.taken[EAST][-4:] == ht.cards("3S 9H 8S QS")
    assert ht.hand_of(s, EAST) >= {"7H", "10H", "QH"}
    assert {"7H", "10H", "QH"} <= ht.legal_cards(s)  # hearts broken: East may lead one


def test_hearts_broken_at_the_discarded_heart_mid_trick_HT17(ht):
    """§7.1, §13.4, HT-17, HT-19: hearts break as soon as a heart is played, not when its
    trick ends: after West discards the 9♥ to South's 3♠ lead (§12 ex. 3, trick 3), with two
    cards of the trick still to come, every seat's observation shows hearts broken."""
    s = ht.deal(ht.EXAMPLE_0, pass_direction="across")
    ht.passes(s, *ht.EXAMPLE_0_PASSES)
    ht.play(s, "2C 10C 5C 3C", "6S AS 2D 2S", "3S")
    assert all(s.observation(seat)["broken_suits"] == [] for seat in range(4))
    ht.play(s, "9H")
    assert len(s.state.trick) == 2 and s.current_seat == NORTH
    hearts = ht.DECK.suit_index("H")
    assert all(s.observation(seat)["broken_suits"] == [hearts] for seat in range(4))


EAST_RUN = [
    "2C 2D 3D 4D 5D 6D 7D 8D 2H 3H 4H 5H 9D",
    "AC KC QC JC 10C 9C 8C 7C 6C 8H 9H JH QS",
    "4C 10D JD QD KD AD 2S 3S 4S 6H 7H 10H 3C",
    "5C 5S 6S 7S 8S 9S 10S JS KS AS QH KH AH",
]
EAST_RUN_PLAYS = (
    "2C AC 4C 5C",  # North leads; East wins
    "KC 3C 5S 2D",
    "QC 10D 6S 3D",
    "JC JD 7S 4D",
    "10C QD 8S 5D",
    "9C KD 9S 6D",
    "8C AD 10S 7D",
    "7C 2S JS 8D",
    "6C 3S KS 9D",
)

# EAST_RUN with East's Q♠ and South's 2♠ swapped: South throws the Q♠ on trick 8.
QS_RUN = [
    EAST_RUN[0],
    EAST_RUN[1].replace("QS", "2S"),
    EAST_RUN[2].replace("2S", "QS"),
    EAST_RUN[3],
]
QS_RUN_PLAYS = tuple(t.replace("7C 2S", "7C QS") for t in EAST_RUN_PLAYS)


@pytest.mark.parametrize("option", [False, True])
def test_lead_from_queen_and_hearts_example_4_HT7(ht, option):
    """§7.3.4, §12 ex. 4 (vectors 393, 394), HT-7: East leads to trick 10 holding
    8♥ 9♥ J♥ Q♠, hearts not broken: only the Q♠; with ``can_lead_hearts_instead_of_qs`` all
    four."""
    s = ht.deal(EAST_RUN, pass_direction="hold", can_lead_hearts_instead_of_qs=option)
    ht.play(s, *EAST_RUN_PLAYS)
    assert s.current_seat == EAST and s.state.trick_no == 9
    assert s.state.parts["broken_suits"].broken_suits == []
    assert ht.hand_of(s, EAST) == {"8H", "9H", "JH", "QS"}
    assert ht.legal_cards(s) == ({"8H", "9H", "JH", "QS"} if option else {"QS"})


NORTH_RUN = [
    "2C AC KC QC JC 10C 9C 8C 7C 2H 4H 8H 9H",
    "3C 4C 5C 6C 2D 3D 4D 5D 6D 3H 5H 6H 7H",
    "7D 8D 9D 10D JD QD KD AD 2S 10H JH QH KH",
    "3S 4S 5S 6S 7S 8S 9S 10S JS QS KS AS AH",
]
NORTH_RUN_PLAYS = (
    "2C 3C 2S 3S",  # East's 3♣ wins
    "4C 7D 4S AC",  # North's A♣ wins
    "KC 5C 8D 5S",
    "QC 6C 9D 6S",
    "JC 2D 10D 7S",
    "10C 3D JD 8S",
    "9C 4D QD 9S",
    "8C 5D KD 10S",
    "7C 6D AD JS",
)


def test_lead_from_only_hearts_example_4_HT7(ht):
    """§7.3.3, §12 ex. 4 (vector 413), HT-7, HT-16 rule 6: North leads to trick 10 holding
    only 2♥ 4♥ 8♥ 9♥, hearts not broken: any of them may be led."""
    s = ht.deal(NORTH_RUN, pass_direction="hold")
    ht.play(s, *NORTH_RUN_PLAYS)
    assert s.current_seat == NORTH
    assert ht.legal_cards(s) == {"2H", "4H", "8H", "9H"}


@pytest.mark.parametrize("qs_breaks", [True, False])
def test_queen_of_spades_breaks_hearts_HT6_HT17(ht, qs_breaks):
    """§7.1, HT-6, HT-17: the Q♠ thrown on trick 8 breaks hearts (``qs_breaks_hearts``), so
    East may lead a heart to trick 10; with the option off only its 2♠."""
    s = ht.deal(QS_RUN, pass_direction="hold", qs_breaks_hearts=qs_breaks)
    ht.play(s, *QS_RUN_PLAYS)
    assert ht.hand_of(s, EAST) == {"8H", "9H", "JH", "2S"}
    assert ht.legal_cards(s) == ({"8H", "9H", "JH", "2S"} if qs_breaks else {"2S"})


@pytest.mark.parametrize("qs_breaks", [True, False])
def test_queen_of_spades_breaks_hearts_at_the_card_mid_trick_HT17(ht, qs_breaks):
    """§7.1, §13.4, HT-17: South's Q♠ thrown to trick 8 breaks hearts at once (with
    ``qs_breaks_hearts``), while West has still to play to that trick; with the option off
    the Q♠ breaks nothing."""
    s = ht.deal(QS_RUN, pass_direction="hold", qs_breaks_hearts=qs_breaks)
    ht.play(s, *QS_RUN_PLAYS[:7], "7C")
    assert s.observation(NORTH)["broken_suits"] == []
    ht.play(s, "QS")
    assert len(s.state.trick) == 2 and s.current_seat == WEST
    broken = [ht.DECK.suit_index("H")] if qs_breaks else []
    assert s.observation(NORTH)["broken_suits"] == broken


def test_hearts_broken_from_the_start_without_must_break_HT17(ht):
    """§7.2, HT-17: with ``must_break_hearts = false`` hearts count as broken from the start
    (and ``can_lead_hearts_instead_of_qs`` has no effect either way)."""
    s = ht.deal(EAST_RUN, pass_direction="hold", must_break_hearts=False)
    ht.play(s, *EAST_RUN_PLAYS)
    assert ht.legal_cards(s) == {"8H", "9H", "JH", "QS"}


def test_no_duty_to_play_the_queen_HT8(ht):
    """HT-8: nobody must play the Q♠: West, void of the suit led after trick 1, may keep it."""
    s = ht.deal(NORTH_RUN, pass_direction="hold")
    ht.play(s, "2C 3C 2S 3S", "4C 7D")
    assert "QS" in ht.legal_cards(s) and len(ht.legal_cards(s)) > 1


def test_highest_of_suit_led_wins_no_trumps(ht):
    """§6.4: the highest card of the suit led wins; another suit never wins."""
    s = ht.deal(NORTH_RUN, pass_direction="hold")
    ht.play(s, "2C 3C 2S 3S")
    assert s.state.last_trick[2] == EAST  # the 3♣ beats the 2♣; the spades do not count
