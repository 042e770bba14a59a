"""§6 the play: the opening lead by the declarer's left, the dummy exposed after the opening
lead (C-7) and played by the declarer (C-6, C-21, worked example 5), following suit, the
trick winner (worked example 6), all 13 tricks (C-14), every card seen (C-8), observations
(C-22)."""

from __future__ import annotations

import pytest

from tricktaker import IllegalAction, Play

# Worked example 5's facts in a whole deal: N (dummy) holds ♣A J 2, E ♣3, S ♣8, W leads ♣Q.
EXAMPLE_5 = [
    "AC JC 2C AH KH QH JH 10H 9H 8H 7H 6H 5H",  # N
    "3C 4C 5C 6C 7C 4H 3H 2H AS KS QS JS 10S",  # E
    "8C 9C 10C KC 9S 8S 7S 6S 5S 4S 3S 2S AD",  # S
    "QC KD QD JD 10D 9D 8D 7D 6D 5D 4D 3D 2D",  # W
]

# Worked example 6: W leads ♥K, N ♥A, E (no hearts) ♦2, S (no hearts) ♠3.
EXAMPLE_6 = [
    "AH QH JH 10H 9H 8H 7H AC KC QC JC 10C 9C",  # N
    "AD KD QD JD 10D 9D 8D 7D 6D 5D 4D 3D 2D",  # E
    "AS KS QS JS 10S 9S 8S 7S 6S 5S 4S 3S 2S",  # S
    "KH 6H 5H 4H 3H 2H 8C 7C 6C 5C 4C 3C 2C",  # W
]


def example_5(br):
    s = br.deal(EXAMPLE_5, dealer=br.SOUTH)
    br.call(s, "1NT Pass Pass Pass")  # S declares, N is dummy
    return s


def test_declarer_plays_dummys_cards_worked_example_5_C6_C21(br):
    """Worked example 5, C-6, C-21: declarer S, dummy N. W leads ♣Q. N's hand is due: the
    actor is S, choosing among dummy's clubs {♣2, ♣J, ♣A}; a card of S's own hand is refused.
    S plays ♣A from dummy, E follows ♣3, S ♣8. N's ♣A wins, so dummy leads next: the actor is
    S again, choosing from dummy's hand; S leads ♥A from dummy."""
    s = example_5(br)
    assert s.current_seat == br.WEST  # the declarer's left leads (§6.1)
    br.play(s, "QC")
    assert s.state.to_move == br.NORTH and s.current_seat == br.SOUTH
    assert br.legal_cards(s) == {"2C", "JC", "AC"}
    with pytest.raises(IllegalAction):
        s.apply(Play(br.card("8C")))  # S's own card in dummy's turn
    br.play(s, "AC")
    assert s.state.to_move == s.current_seat == br.EAST
    br.play(s, "3C")
    assert s.state.to_move == s.current_seat == br.SOUTH
    br.play(s, "8C")
    assert s.state.last_trick == (br.WEST, tuple(br.cards("QC AC 3C 8C")), br.NORTH)
    assert s.state.to_move == br.NORTH and s.current_seat == br.SOUTH
    assert "AH" in br.legal_cards(s) and "8C" not in br.legal_cards(s)
    br.play(s, "AH")
    assert s.state.trick == [br.card("AH")]
    # the record names the actor; the trick log names the hand each card came from
    actions = s.history[-5:]
    assert [seat for seat, _, _ in actions] == [br.WEST, br.SOUTH, br.EAST, br.SOUTH, br.SOUTH]


def test_dummy_is_exposed_after_the_opening_lead_C7_C22(br):
    """C-7, C-22 (§13.3.5): before the opening lead nobody sees dummy's cards (not the leader,
    not the declarer); from the opening lead on every seat sees dummy's remaining cards, dummy
    included; dummy never sees declarer's hand."""
    s = example_5(br)
    for seat in range(4):
        obs = s.observation(seat)
        assert obs["exposed"] == [] and obs["exposed_seat"] == br.NORTH
        assert obs["contract"].declarer == br.SOUTH
    br.play(s, "QC")
    north = sorted(br.cards(EXAMPLE_5[0]))
    for seat in range(4):
        assert sorted(s.observation(seat)["exposed"]) == north
    br.play(s, "AC")
    for seat in range(4):
        obs = s.observation(seat)
        assert sorted(obs["exposed"]) == sorted(c for c in north if c != br.card("AC"))
    dummy = s.observation(br.NORTH)
    south = sorted(br.cards(EXAMPLE_5[2]))
    assert not set(south) & set(dummy["exposed"] + dummy["hand"])


def test_observations_hold_exactly_what_a_seat_may_see_C22(br):
    """C-22: own hand, dealer and vulnerability, every call with its caller, the contract,
    every card played with its seat; the partner's hand is never shown; the declarer acting
    for dummy gets its own observation, with dummy's legal cards."""
    s = br.deal(EXAMPLE_5, dealer=br.SOUTH, vulnerability="ew")
    br.call(s, "1NT Pass Pass Pass")
    br.play(s, "QC")
    obs = s.observation(br.SOUTH)
    assert obs["hand"] == sorted(br.cards(EXAMPLE_5[2]), key=br.DECK.sort_key)
    assert obs["dealer"] == br.SOUTH and obs["vulnerable"] == [False, True]
    assert [(seat, br.call_text(s, c)) for seat, c in obs["calls"]] == [
        (2, "1NT"),
        (3, "Pass"),
        (0, "Pass"),
        (1, "Pass"),
    ]
    assert obs["played"] == [(br.WEST, br.card("QC"))]
    assert obs["played_by"] == [br.SOUTH, 1, 2, 3]
    assert {br.names([a.card])[0] for a in obs["legal"]} == {"2C", "JC", "AC"}
    east = s.observation(br.EAST)
    assert "legal" not in east
    assert not set(br.cards(EXAMPLE_5[3])) & set(east["hand"])  # W's cards hidden from E
    assert east["hand_counts"] == [13, 13, 13, 12]


def test_the_trick_winner_worked_example_6(br):
    """Worked example 6: spades trumps, W leads ♥K, N ♥A, E discards ♦2, S ruffs ♠3: S wins
    with the only trump. At no trump the same cards are won by N's ♥A."""
    s = br.deal(EXAMPLE_6, dealer=br.SOUTH)
    br.call(s, "1S Pass Pass Pass")
    br.play(s, "KH AH 2D 3S")
    assert s.state.last_trick[2] == br.SOUTH
    s = br.deal(EXAMPLE_6, dealer=br.SOUTH)
    br.call(s, "1NT Pass Pass Pass")
    br.play(s, "KH AH 2D 3S")
    assert s.state.last_trick[2] == br.NORTH
    assert s.state.to_move == br.NORTH and s.current_seat == br.SOUTH  # dummy leads next


def test_follow_suit_section_6_4(br):
    """§6.4: a hand holding the suit led must follow (the refusal says so); a void hand may
    play anything, with no obligation to trump."""
    s = br.deal(EXAMPLE_6, dealer=br.SOUTH)
    br.call(s, "1S Pass Pass Pass")
    br.play(s, "KH")
    assert br.legal_cards(s) == {"AH", "QH", "JH", "10H", "9H", "8H", "7H"}
    with pytest.raises(IllegalAction, match="you must follow"):
        s.apply(Play(br.card("AC")))
    br.play(s, "AH")
    assert len(br.legal_cards(s)) == 13  # E: no hearts, anything


def test_all_13_tricks_are_played_C14_and_every_card_stays_seen_C8(br):
    """C-14: no claims: all 13 tricks are played even when the result is certain; C-8: every
    card played stays in the observation; §13.6: after the 52nd card the board is over."""
    p = br.plan("7NT", 13)
    s = br.new([p.deal])
    br.call(s, " ".join(p.calls))
    for trick in p.tricks[:-1]:
        br.play(s, *trick)
    assert not s.is_over and len(s.observation(br.EAST)["played"]) == 48
    br.play(s, *p.tricks[-1])
    assert s.is_over and s.legal_actions() == []
    assert len(br.record(s)["play"]) == 13


def test_declarer_decides_26_times_each_defender_13_C6(br):
    """C-6: over a whole board the declarer makes 26 decisions in the play, each defender 13,
    the dummy none (its only decisions are its calls)."""
    p = br.plan("4H", 10, declarer=br.EAST)
    s = br.new([p.deal])
    br.run(s, p)
    play_actors = [seat for seat, _, phase in s.history if s.phase_names[phase] == "play"]
    counts = [play_actors.count(seat) for seat in range(4)]
    assert counts == [13, 26, 13, 0]


def test_the_opening_leader_is_declarers_left(br):
    """§6.1: for each declarer, its left leads to the first trick."""
    for declarer in range(4):
        s = br.new(dealer=declarer)
        br.call(s, "1C Pass Pass Pass")
        assert s.current_seat == s.state.to_move == (declarer + 1) % 4
