"""§13.6 observations (HT-19): public facts, each seat's own cards, and the pass seen only by
its passer and (after the twelfth pick) its receiver."""

from __future__ import annotations

from tricktaker.engine import views

NORTH, EAST, SOUTH, WEST = 0, 1, 2, 3


def test_public_facts_and_own_hand_HT19(ht):
    """HT-19: the direction, whose turn, how many picks each seat made (not which), the
    hearts-broken flag, tricks and points so far and the totals are public; each seat sees its
    own hand only."""
    s = ht.deal(ht.EXAMPLE_0, pass_direction="across")
    ht.passes(s, "7D 5H 4C")
    for seat in range(4):
        obs = s.observation(seat)
        assert obs["pass_direction"] == "across"
        assert obs["passes"] == [(NORTH, SOUTH, 3)]
        assert obs["hand_counts"][NORTH] == 10
        assert sorted(obs["hand"]) == sorted(s.state.hands[seat])
        assert obs["broken_suits"] == []
    assert sorted(s.observation(NORTH)["set_aside"]) == sorted(ht.cards("7D 5H 4C"))
    for seat in (EAST, SOUTH, WEST):
        assert s.observation(seat)["set_aside"] == []
        assert not set(ht.cards("7D 5H 4C")) & views.seen_cards(s.state, seat)


def test_received_cards_seen_by_receiver_only_after_all_picks_HT19(ht):
    """HT-19: South sees North's three cards only after the twelfth pick, as a set; East and
    West never see them (until played)."""
    s = ht.deal(ht.EXAMPLE_0, pass_direction="across")
    ht.passes(s, *ht.EXAMPLE_0_PASSES[:3])
    assert not set(ht.cards("7D 5H 4C")) & views.seen_cards(s.state, SOUTH)
    ht.passes(s, ht.EXAMPLE_0_PASSES[3])
    assert set(ht.cards("7D 5H 4C")) <= views.seen_cards(s.state, SOUTH)
    assert s.observation(SOUTH)["cards_received"] == sorted(ht.cards("7D 5H 4C"))
    for seat in (EAST, WEST):
        assert not set(ht.cards("7D 5H 4C")) & views.seen_cards(s.state, seat)
    assert s.observation(NORTH)["opening_holder"] == NORTH
