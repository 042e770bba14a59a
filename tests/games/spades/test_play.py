"""§5 play: the first lead, following suit, spades always trumps, the trick winner; spades
broken (S-5, S-6, worked example 7) under ``spades_break = standard`` and ``never``."""

from __future__ import annotations

from collections.abc import Sequence

import pytest

from tricktaker import IllegalAction, Play
from tricktaker.testing import assert_trick_winner

BREAKS = ["standard", "never"]


def fill(sp, held: Sequence[str], void: Sequence[str] = ("", "", "", "")) -> list[list[str]]:
    """Four 13-card hands: seat s holds the cards ``held[s]`` and is given the rest of the pack
    in deck order, never a card of a suit in ``void[s]``."""
    hands = [sp.words(h) for h in held]
    taken = {c for h in hands for c in h}
    for c in sp.names(sp.DECK.cards):
        if c in taken:
            continue
        seat = next(s for s in range(4) if len(hands[s]) < 13 and c[-1] not in void[s])
        hands[seat].append(c)
    assert all(len(h) == 13 for h in hands)
    for s in range(4):
        assert not any(c[-1] in void[s] for c in hands[s]), (s, hands[s])
    return hands


def test_dealers_left_leads_then_each_trick_winner_5_1(sp):
    """§5.1: the player on the dealer's left leads the first trick; the winner of each trick
    leads the next; 13 tricks (§5.6)."""
    for dealer in range(4):
        s = sp.new([sp.scripted_deal([4, 3, 3, 3], dealer)])
        sp.bid_by_seat(s, [3, 3, 3, 3])
        assert s.current_seat == (dealer + 1) % 4
        assert s.state.leader == (dealer + 1) % 4
        sp.play_scripted(s, [4, 3, 3, 3])  # checks that each winner leads the next trick
        assert sum(s.result()["hands"][0]["tricks"]) == 13
        assert len(s.result()["hands"][0]["play"]) == 13


def test_must_follow_suit_if_able_5_2(sp):
    """§5.2: holding the suit led, a player must play a card of it (any of them: no
    obligation to beat); a card of another suit is refused and changes nothing."""
    hands = fill(sp, ["KH 2C", "AH 2H 3S 4D", "", ""])
    s = sp.deal(hands)
    sp.bid(s, 1, 1, 1, 1)
    sp.play(s, "KH")
    east = {c for c in hands[1] if c.endswith("H")}
    assert {"AH", "2H"} <= east
    assert sp.legal_cards(s) == east  # the low 2♥ as well as the A♥
    before = list(s.state.hands[1])
    with pytest.raises(IllegalAction):
        s.apply(Play(sp.card("3S")))
    with pytest.raises(IllegalAction):
        s.apply(Play(sp.card("4D")))
    assert list(s.state.hands[1]) == before
    assert s.current_seat == 1


def test_void_may_play_any_card_no_obligation_to_trump_5_2(sp):
    """§5.2: a player who cannot follow may play any card, spade or not: no obligation to
    trump."""
    hands = fill(sp, ["KH", "2S", "", ""], void=["", "H", "", ""])
    s = sp.deal(hands)
    sp.bid(s, 1, 1, 1, 1)
    sp.play(s, "KH")
    assert sp.legal_cards(s) == set(hands[1])
    assert any(c.endswith("S") for c in hands[1]) and any(not c.endswith("S") for c in hands[1])
    sp.play(s, next(c for c in hands[1] if c.endswith("D")))  # a discard, not a trump
    assert s.current_seat == 2


# (trick from North's lead, voids, winner): dealer West, North leads the first trick.
WINNERS = [
    ("QH 2H AH 10H", ["", "", "", ""], 2),  # no spade: the highest heart
    ("KH 2S AH 3H", ["", "H", "", ""], 1),  # a low spade beats the A of the suit led
    ("KH 3S 2S AH", ["", "H", "H", ""], 1),  # two spades: the higher
    ("2C AD AH 3C", ["", "C", "C", ""], 3),  # off-suit cards never win, however high
    ("9D 10D 2D JD", ["", "", "", ""], 3),
]


@pytest.mark.parametrize(("trick", "void", "winner"), WINNERS)
def test_trick_winner_highest_spade_else_highest_of_suit_led_5_5(sp, trick, void, winner):
    """§5.5: a trick containing a spade is won by the highest spade; otherwise by the highest
    card of the suit led; a card neither a spade nor of the suit led never wins."""
    plays = trick.split()
    hands = fill(sp, plays, void)
    s = sp.deal(hands)
    sp.bid(s, 1, 1, 1, 1)
    assert_trick_winner(s, plays, winner)
    assert s.current_seat == winner
    assert s.state.tricks_won == [int(seat == winner) for seat in range(4)]


def test_spade_led_highest_spade_wins_5_5(sp):
    """§5.5: trick 1 East trumps a heart (spades are broken); East leads the 3♠: South's 5♠
    beats North's 4♠; West, void in spades, throws the A♥, which never wins."""
    hands = fill(
        sp,
        ["2H 4S", "2S 3S AD", "3H 5S", "4H AH"],
        void=["", "H", "", "S"],
    )
    s = sp.deal(hands)
    sp.bid(s, 1, 1, 1, 1)
    assert_trick_winner(s, "2H 2S 3H 4H", 1)
    assert "3S" in sp.legal_cards(s)
    assert_trick_winner(s, "3S 5S AH 4S", 2)


@pytest.mark.parametrize("rule", BREAKS)
def test_first_lead_no_spade_from_a_mixed_hand_S6(sp, rule):
    """§5.4, S-6: spades are not broken at the first lead: a leader who holds a non-spade
    may not lead a spade (both settings)."""
    hands = fill(sp, ["AS KS QS 2C", "", "", ""])
    s = sp.deal(hands, spades_break=rule)
    sp.bid(s, 3, 3, 3, 3)
    assert sp.legal_cards(s) == {c for c in hands[0] if not c.endswith("S")}
    with pytest.raises(IllegalAction, match="may not lead"):
        s.apply(Play(sp.card("AS")))
    assert s.state.trick == []


@pytest.mark.parametrize("rule", BREAKS)
def test_first_lead_spade_from_an_all_spade_hand_S6(sp, rule):
    """§5.3, §5.4, S-6: a leader who holds nothing but spades may lead a spade (both
    settings); holding all 13 spades North takes every trick."""
    spades = " ".join(r + "S" for r in sp.RANKS)
    s = sp.deal(fill(sp, [spades, "", "", ""]), spades_break=rule)
    sp.bid(s, 13, 0, 0, 0)
    assert sp.legal_cards(s) == set(spades.split())
    while len(s.state.hand_results) == 0:
        s.apply(s.legal_actions()[-1])
    assert s.result()["hands"][0]["tricks"] == [13, 0, 0, 0]


# S-5: North takes three club tricks and is left with nothing but spades; it leads the 2♠
# (spades not broken: allowed, it holds nothing else); West wins with the A♠ and still holds
# the K♠ with clubs and red cards. Reading (a): North's spade broke spades.
S5_HANDS = [
    "AC KC QC 2S 3S 4S 5S 6S 7S 8S 9S 10S JS",
    "QS JC 10C 9C",
    "8C 7C 6C",
    "AS KS 5C 4C 3C 2C",
]
S5_VOID = ["", "", "S", ""]
S5_PLAY = ["AC 9C 6C 2C", "KC 10C 7C 3C", "QC JC 8C 4C"]


def s5_session(sp, rule):
    s = sp.deal(fill(sp, S5_HANDS, S5_VOID), spades_break=rule)
    sp.bid(s, 4, 3, 3, 3)
    for k, trick in enumerate(S5_PLAY):
        if k:  # North leads again, holding clubs: no spade yet
            assert not any(c.endswith("S") for c in sp.legal_cards(s))
        assert_trick_winner(s, trick, 0)
    assert all(c.endswith("S") for c in sp.hand_of(s, 0))
    assert sp.legal_cards(s) == sp.hand_of(s, 0)  # only spades: a spade may be led
    south_red = next(c for c in sp.hand_of(s, 2) if c.endswith("H"))
    assert_trick_winner(s, ["2S", "QS", south_red, "AS"], 3)
    return s


def test_a_spade_led_from_an_all_spade_hand_breaks_spades_S5(sp):
    """S-5 (a), ``spades_break = standard``: any spade played breaks spades, including a spade
    led by a player with nothing else: West may now lead its K♠ from a mixed hand."""
    s = s5_session(sp, "standard")
    west = sp.hand_of(s, 3)
    assert "KS" in west and any(not c.endswith("S") for c in west)
    assert sp.legal_cards(s) == west
    sp.play(s, "KS")
    assert s.state.trick == [sp.card("KS")]


def test_never_broken_no_spade_from_a_mixed_hand_after_spades_played_S5(sp):
    """S-5 (c), ``spades_break = never``: the same trick: West may not lead the K♠ while it
    holds another suit."""
    s = s5_session(sp, "never")
    west = sp.hand_of(s, 3)
    assert sp.legal_cards(s) == {c for c in west if not c.endswith("S")}
    with pytest.raises(IllegalAction, match="may not lead"):
        s.apply(Play(sp.card("KS")))


# Worked example 7, dealer West. Trick 1: North leads 2♦, East wins with the A♦; trick 2:
# East's K♦ wins; trick 3: East leads the K♥, South (void in hearts) trumps with the 4♠, West
# and North follow with hearts; South wins and leads trick 4 holding the A♠ and 7♠ (among
# other spades) and the 9♣, its only other card.
EX7_SOUTH = "3D 5D 4S AS 7S KS QS JS 10S 9S 8S 6S 9C"
EX7_SOUTH_ONLY_SPADES = "3D 5D 4S AS 7S KS QS JS 10S 9S 8S 6S 5S"
EX7_PLAY = ["2D AD 3D 4D", "KD 5D 6D 7D", "KH 4S 3H 2H"]


def ex7_session(sp, south, rule):
    held = ["2D 7D 2H", "AD KD KH", south, "4D 6D 3H"]
    s = sp.deal(fill(sp, held, void=["", "", "H", ""]), spades_break=rule)
    sp.bid(s, 3, 3, 3, 3)
    assert_trick_winner(s, EX7_PLAY[0], 1)
    assert_trick_winner(s, EX7_PLAY[1], 1)
    assert not any(c.endswith("S") for c in sp.legal_cards(s))  # East: not broken yet
    assert_trick_winner(s, EX7_PLAY[2], 2)
    assert s.current_seat == 2
    return s


def test_worked_example_7_standard_south_may_lead_anything_S5(sp):
    """§11 ex. 7, S-5: ``standard``: South's 4♠ on the heart lead broke spades: South may lead
    any of its cards, the A♠, the 7♠ and the 9♣ included."""
    s = ex7_session(sp, EX7_SOUTH, "standard")
    assert sp.legal_cards(s) == set(EX7_SOUTH.split()) - {"3D", "5D", "4S"}
    assert {"AS", "7S", "9C"} <= sp.legal_cards(s)
    sp.play(s, "AS")


def test_worked_example_7_never_south_must_lead_the_club_S5(sp):
    """§11 ex. 7, S-5 (c): ``never``: South must lead the 9♣."""
    s = ex7_session(sp, EX7_SOUTH, "never")
    assert sp.legal_cards(s) == {"9C"}
    with pytest.raises(IllegalAction, match="may not lead"):
        s.apply(Play(sp.card("AS")))
    sp.play(s, "9C")


@pytest.mark.parametrize("rule", BREAKS)
def test_worked_example_7_only_spades_either_setting_leads_a_spade_S5(sp, rule):
    """§11 ex. 7: had South held only spades (the A♠, 7♠ and others), either setting allows a
    spade lead."""
    s = ex7_session(sp, EX7_SOUTH_ONLY_SPADES, rule)
    assert sp.legal_cards(s) == set(EX7_SOUTH_ONLY_SPADES.split()) - {"3D", "5D", "4S"}
    sp.play(s, "7S")


def test_spades_broken_starts_unbroken_every_hand_S5(sp):
    """S-15, S-5: the spades-broken state belongs to the hand: hand 1 breaks spades (the 2♠ of
    its tenth trick); in hand 2 no spade has been played after trick 1, and the leader of
    trick 2, holding spades and other suits, may not lead a spade."""
    counts = [4, 3, 3, 3]
    s = sp.new([sp.scripted_deal(counts, 3), sp.scripted_deal(counts, 0)], max_hands=2)
    sp.bid_by_seat(s, [3, 3, 3, 3])
    _, tricks = sp.scripted(counts, 3)
    for trick in tricks[:10]:
        sp.play(s, *trick)
    assert any(c.endswith("S") for c in sp.legal_cards(s))  # broken in hand 1
    for trick in tricks[10:]:
        sp.play(s, *trick)
    assert s.state.dealer == 0
    sp.bid_by_seat(s, [3, 3, 3, 3])
    _, tricks = sp.scripted(counts, 0)
    sp.play(s, *tricks[0])
    leader = s.current_seat
    held = sp.hand_of(s, leader)
    assert any(c.endswith("S") for c in held) and any(not c.endswith("S") for c in held)
    assert sp.legal_cards(s) == {c for c in held if not c.endswith("S")}
