"""What a seat sees (``observation(seat)``): never the other player's hand or the stock; always
the turned card, the exposed bottom card (§5.2), the maker, the winning sequence (§7.6), the
cards played, bella announcements and the dix exchange."""

from __future__ import annotations

import random

from tricktaker import DealGiven
from tricktaker.testing import CORE_OBSERVATION_KEYS

ND = "AS 10S AH 9H JD 8D AC 9C 7C"  # seat 1 (non-dealer) in both variants
D_A = "KS 9S KH 10H 10D 9D 10C 8C 7S"
D_B = "QS JS QH JH QD 7H 8S KC JC"
KEYS = CORE_OBSERVATION_KEYS | {
    "maker",
    "trump_round",
    "round",
    "passes",
    "bottom_card",
    "exchanged",
    "sequence",
    "sequence_points",
    "declare_queue",
    "declared",
    "announced",
    "announce_points",
    "announce_sets",
    "hand_points",
    "held_over",
    "legal",
}


def test_other_hand_and_stock_do_not_change_what_a_seat_sees(kj):
    """Two deals that differ only in the dealer's cards and the stock (same turned and bottom
    card, same cards for the non-dealer, no sequence for the dealer in either) look the same to
    the non-dealer, before and after the completion deal."""
    a = kj.deal(nd=ND, d=D_A, turned="KD", bottom="QC")
    b = kj.deal(nd=ND, d=D_B, turned="KD", bottom="QC")
    assert a.state.stock != b.state.stock
    assert a.observation(1) == b.observation(1)
    kj.choose(a, "accept")
    kj.choose(b, "accept")
    assert kj.phase(a) == kj.phase(b) == "play"
    assert a.observation(1) == b.observation(1)
    assert a.observation(0) != b.observation(0)  # the dealer's own hand differs


def card_fields(obs):
    """Every card int in the card-bearing fields of an observation."""
    out = set(obs["hand"])
    for key in ("turned", "bottom_card"):
        if obs[key] is not None:
            out.add(obs[key])
    out |= {c for _, c in obs["trick"]}
    out |= {c for _, c in obs["played"]}
    if obs["last_trick"] is not None:
        out |= set(obs["last_trick"][1])
    if obs["sequence"] is not None:
        out |= set(obs["sequence"][1])
    for action in obs.get("legal", ()):
        card = getattr(action, "card", None)
        if card is not None:
            out.add(card)
    return out


def test_never_the_other_hand_or_the_stock_through_a_whole_game(kj):
    """At every step of whole games (dix exchanges and sequences included), neither seat's
    observation names a card of the other's hand or of the stock, except what the rules make
    public: the turned and bottom cards, the winning sequence, the cards played."""
    for seed in range(3):
        s = kj.new(seed=seed)
        rnd = random.Random(seed)
        while not s.is_over:
            state = s.state
            public = set()
            if state.parts["sequences"].sequence:
                public |= set(state.parts["sequences"].sequence[1])
            for seat in (0, 1):
                obs = s.observation(seat)
                assert set(obs) <= KEYS
                assert ("legal" in obs) == (seat == s.current_seat)
                assert sorted(obs["hand"]) == sorted(state.hands[seat])
                hidden = set(state.hands[1 - seat]) | set(state.stock)
                hidden -= public | {state.parts["deal_more"].bottom_card}
                assert not card_fields(obs) & hidden
                for result in obs["hand_results"]:
                    assert not {"hands", "stock", "taken"} & set(result)
            s.apply(rnd.choice(s.legal_actions()))


def test_public_information_is_seen_by_both_seats(kj):
    """Turned card, bottom card, maker, dix exchange, winning sequence, bella and played cards
    are in both seats' observations."""
    nd = "7H QH JH AS 9C 8D 10S 9S 7C"
    d = "AD 10D JC AC 10C KC 8S 7S 8H"
    s = kj.new([DealGiven(dealer=0, pack=kj.pack(nd, d, "KH", bottom="QC"))])
    for seat in (0, 1):
        obs = s.observation(seat)
        assert obs["turned"] == kj.card("KH")
        assert obs["bottom_card"] is None
        assert obs["maker"] is None
    kj.choose(s, "accept", "exchange")
    kj.play(s, "KH", "8H", "QH")  # the exchanged KH, then QH: bella
    for seat in (0, 1):
        obs = s.observation(seat)
        assert obs["turned"] == kj.card("7H")
        assert obs["bottom_card"] == kj.card("QC")
        assert obs["maker"] == 1
        assert obs["exchanged"] == 1
        assert obs["sequence"][0] == 1
        assert kj.names(obs["sequence"][1]) == ["KH", "QH", "JH"]
        assert obs["announced"] == [0, 1]
        assert [(p, kj.DECK.format(c)) for p, c in obs["played"]] == [
            (1, "KH"),
            (0, "8H"),
            (1, "QH"),
        ]
        assert [(p, kj.DECK.format(c)) for p, c in obs["trick"]] == [(1, "QH")]
        assert obs["hand_counts"] == [8, 7]
        assert obs["trump"] == 1
