"""What a seat sees (``observation(seat)``): its own hand, draws and discards; the up-card, the
calls, the contract and the cards played; never the other hand, the other player's drawn or
discarded cards (B-3) or the stock."""

from __future__ import annotations

ND = "AS KS QS JS AH KH QH AD KD QD AC KC QC"
D_A = "10S 9S 8S 10H 9H 8H 7H 10D 9D 8D 10C 9C 8C"
D_B = "7S 6S 5S 6H 5H 4H 3H 7D 6D 5D 7C 6C 5C"


def test_the_other_hand_and_the_stock_are_not_seen_B3(bg):
    """Two deals that differ only in the dealer's cards and the stock (same up-card, same cards
    for the non-dealer) look the same to the non-dealer until the dealer plays a card."""
    a = bg.deal(nd=ND, d=D_A, up="2S", stock="GC")
    b = bg.deal(nd=ND, d=D_B, up="2S", stock="GC")
    assert a.state.stock != b.state.stock
    assert a.observation(1) == b.observation(1)
    for s in (a, b):
        bg.exchange(s)
    assert a.observation(1) == b.observation(1)
    for s in (a, b):
        bg.call(s, "1S", "double", "pass")  # both dealers hold three spades
    assert a.observation(1) == b.observation(1)
    assert a.observation(1)["contract"] == a.state.contract
    assert [(seat, a.format_action(call, 3)) for seat, call in a.observation(1)["calls"]] == [
        (0, "1S"),
        (1, "double"),
        (0, "pass"),
    ]
    assert a.observation(0) != b.observation(0)


def test_each_seat_sees_only_its_own_draws_and_discards_B3(bg):
    s = bg.new(seed=31)
    while not s.is_over and len(s.state.hand_results) < 2:
        for seat in (0, 1):
            obs = s.observation(seat)
            assert sorted(obs["hand"]) == sorted(s.state.hands[seat])
            assert obs["drawn"] == s.state.parts["draw"].drawn[seat]
            discards = s.state.parts["discard"].discarded
            assert obs["discarded"] == list(discards[seat])
            assert obs["turned"] == s.state.turned
            assert ("legal" in obs) == (seat == s.current_seat)
            assert "stock" not in obs
        s.apply(bg.quick_action(s))
