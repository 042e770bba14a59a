"""E-17 (§14.3): what a seat sees — its hand, the up-card, the calls, who plays alone and who
sits out, the play, the score; only the dealer sees the discard; nobody sees the kitty or another
seat's unplayed cards, a sitting-out partner's included."""

from __future__ import annotations

import random

N, E, S, W = 0, 1, 2, 3
HANDS = ["QH JH 9D AC KC", "AS KS QS 10H 9H", "JS 10S AD KD QD", "9S AH KH JD 10D"]


def test_what_each_seat_sees_E17(eu):
    """E-17: the dealer, own hand (the dealer's with the up-card, without the discard), the
    up-card remembered, the maker and round, the alone decisions and who sits out, the cards
    played with their seats, tricks won, the running score; the discard only to the dealer."""
    s = eu.deal(HANDS, dealer=N, up="QC")
    eu.act(s, "pass, order", "alone", "discard 9D", "AS")
    for seat in range(4):
        obs = s.observation(seat)
        assert obs["dealer"] == N
        assert eu.DECK.format(obs["turned"]) == "QC"
        assert obs["maker"] == S and obs["trump_round"] == 1
        assert obs["alone_seats"] == [S] and obs["sitting_out"] == [N]
        assert obs["played"] == [(E, eu.card("AS"))]
        assert obs["trick"] == [(E, eu.card("AS"))]
        assert obs["totals"] == [0, 0, 0, 0]
        assert obs["hand_counts"] == [5, 4, 5, 5]
        assert obs["turned_discard"] == ([eu.card("9D")] if seat == N else [])
        assert "stock" not in obs
    assert set(eu.names(s.observation(N)["hand"])) == {"QH", "JH", "AC", "KC", "QC"}


def test_nobody_sees_another_hand_or_the_kitty_E17(eu):
    """E-17: through whole random games (going alone included), a seat's observation holds
    no card of another seat's hand (a sitting-out partner's included), of the kitty or of
    another seat's discard."""
    rng = random.Random(3)
    for seed in range(10):
        s = eu.new(seed=seed, allow_lone_defender=True)
        while not s.is_over:
            hands = [set(h) for h in s.state.hands]
            kitty = set(s.state.stock)
            for seat in range(4):
                obs = s.observation(seat)
                assert set(obs["hand"]) == hands[seat]
                secret = set().union(*(hands[o] for o in range(4) if o != seat)) | kitty
                shown = {c for _, c in obs["played"]} | set(obs["hand"])
                if obs["turned"] is not None:
                    shown.add(obs["turned"])
                shown |= set(obs.get("turned_discard", []))
                assert not (shown - set(obs["hand"])) & (secret - {obs["turned"]})
            s.apply(rng.choice(s.legal_actions()))


def test_a_seat_that_sits_out_still_observes_the_play_E17(eu):
    """E-17: the sitting-out seat sees every card played."""
    s = eu.hand_with([N, N, N, N, N], maker=N, alone=True, single_hand=True)
    assert len(s.observation(S)["played"]) == 15
