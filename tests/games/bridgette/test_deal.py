"""§1 dealer, §3 the deal (B-1, B-18), §4 the exchange: the up-card (B-2), the draws by the
up-card's class (each Colon too), hidden discards (B-3) in the order of B-19, discarding the
up-card, several cards in one discard action and its errors; worked example 1."""

from __future__ import annotations

import random

import pytest

from tricktaker import ContractBid, DealGiven, Discard, IllegalAction, Pass, Play

NUMBERS = ("10", "9", "8", "7", "6", "5", "4", "3", "2")
FACES = ("K", "Q", "J")


def draw_count(up: str) -> int:
    """§4.2, independent of the engine: 4 / 8 / 12 by the up-card's class."""
    if up in ("GC", "RC", "LC"):
        return {"LC": 4, "RC": 8, "GC": 12}[up]
    rank = up[:-1]
    if rank in NUMBERS:
        return 4
    if rank in FACES:
        return 8
    assert rank == "A"
    return 12


def shuffled_pack(bg, up: str, seed: int = 5) -> list[str]:
    """A shuffled 55-card pack with ``up`` at deck[26]."""
    full = list(bg.FULL)
    random.Random(seed).shuffle(full)
    full.remove(up)
    full.insert(26, up)
    return full


ALL_UP_CARDS = [r + s for s in "SC" for r in ("A", "K", "Q", "J", "10", "5", "2")] + [
    "AH",
    "7D",
    "JD",
    "GC",
    "RC",
    "LC",
]


@pytest.mark.parametrize("dealer", [0, 1])
@pytest.mark.parametrize("up", ["7H", "QS", "AD", "LC", "RC", "GC"])
def test_card_positions_B18_B1_B2(bg, dealer, up):
    """B-18, B-1: deck[0..25] alternate from the non-dealer (deck[0] to the non-dealer, deck[1]
    to the dealer …); the stock is deck[26..54]; the up-card is deck[26]. B-2: the non-dealer
    draws deck[26] (the up-card itself) and deck[27]; the dealer draws deck[28 … 27+N]; the
    rest of the stock stays in order."""
    p = shuffled_pack(bg, up)
    s = bg.new([DealGiven(dealer=dealer, pack=p)])
    nd = 1 - dealer
    n = draw_count(up)
    st = s.state
    assert st.dealer == dealer
    assert bg.names(st.hands[nd]) == p[0:26:2] + p[26:28]
    assert bg.names(st.hands[dealer]) == p[1:26:2] + p[28 : 28 + n]
    assert bg.DECK.format(st.turned) == up == p[26]
    assert bg.names(st.stock) == p[28 + n :]
    assert bg.names(st.parts["draw"].drawn[nd]) == p[26:28]
    assert bg.names(st.parts["draw"].drawn[dealer]) == p[28 : 28 + n]
    assert up in bg.hand_of(s, nd)  # B-2 reading (a): the up-card is one of the two
    assert s.observation(0)["turned"] == s.observation(1)["turned"] == bg.card(up)


@pytest.mark.parametrize("up", ALL_UP_CARDS)
def test_dealer_draws_4_8_12_by_the_up_card_4_2(bg, up):
    """§4.2: a number card or the Little Colon → 4; a face card or the Royal Colon → 8; an Ace
    or the Grand Colon → 12. The non-dealer always draws 2; at most 14 stock cards are drawn."""
    p = shuffled_pack(bg, up, seed=11)
    for dealer in (0, 1):
        s = bg.new([DealGiven(dealer=dealer, pack=p)])
        n = draw_count(up)
        counts = [len(h) for h in s.state.hands]
        assert counts[1 - dealer] == 15
        assert counts[dealer] == 13 + n
        assert len(s.state.stock) == 29 - 2 - n >= 15
        assert s.observation(1 - dealer)["drawn_counts"][dealer] == n


@pytest.mark.parametrize(
    ("up", "n"), [(f"{r}H", 4) for r in NUMBERS] + [(f"{r}C", 8) for r in FACES] + [("AS", 12)]
)
def test_every_rank_class_4_2(bg, up, n):
    """§2.3 / §4.2: every rank of each group gives its group's count."""
    s = bg.new([DealGiven(dealer=0, pack=shuffled_pack(bg, up, seed=3))])
    assert len(s.state.parts["draw"].drawn[0]) == n


def test_worked_example_1_exchange_QS(bg):
    """§13 example 1: up-card Q♠: the non-dealer takes Q♠ and the next card (15, discards 2);
    a face card, so the dealer draws 8 (21, discards 8); 29 − 2 − 8 = 19 stock cards unused."""
    p = shuffled_pack(bg, "QS", seed=8)
    s = bg.new([DealGiven(dealer=1, pack=p)])
    assert s.current_seat == 0 and bg.phase(s) == "discard"
    assert len(s.state.hands[0]) == 15 and "QS" in bg.hand_of(s, 0)
    assert len(s.state.hands[1]) == 21
    assert len(s.state.stock) == 19
    bg.discard(s, "QS " + p[27])
    assert s.current_seat == 1
    bg.discard(s, " ".join(p[28:36]))
    assert [len(h) for h in s.state.hands] == [13, 13]
    assert len(s.state.stock) == 19
    assert bg.phase(s) == "auction" and s.current_seat == 1  # §5.3.1: the dealer calls first


def test_exchange_order_non_dealer_first_B19_B3(bg):
    """B-19, B-3: both draws are automatic; then the non-dealer discards 2, then the dealer
    discards N; nobody else may act in between; the auction starts with 13 cards each."""
    p = shuffled_pack(bg, "KD")
    s = bg.new([DealGiven(dealer=0, pack=p)])
    assert bg.phase(s) == "discard"
    assert s.history == []  # the draws took no action
    assert s.current_seat == 1
    nd_hand = list(s.state.hands[1])
    bg.discard(s, p[0])
    assert s.current_seat == 1  # still one to go
    bg.discard(s, p[2])
    assert s.current_seat == 0
    assert sorted(s.state.hands[1]) == sorted(c for c in nd_hand if c not in bg.cards([p[0], p[2]]))
    for k in range(8):
        assert s.current_seat == 0 and bg.phase(s) == "discard"
        bg.discard(s, p[28 + k])
    assert bg.phase(s) == "auction"
    assert [len(h) for h in s.state.hands] == [13, 13]
    assert s.state.parts["discard"].discarded == [bg.cards(p[28:36]), bg.cards([p[0], p[2]])]


def test_discarding_the_up_card_is_allowed_B19_B2(bg):
    """B-19: any cards may be discarded, the up-card included; its identity is kept (B-2)."""
    p = shuffled_pack(bg, "9C")
    s = bg.new([DealGiven(dealer=1, pack=p)])
    assert Discard((bg.card("9C"),)) in s.legal_actions()
    bg.discard(s, "9C")
    bg.discard(s, p[27])
    bg.discard(s, " ".join(p[28:32]))
    assert "9C" not in bg.hand_of(s, 0)
    assert bg.DECK.format(s.state.turned) == "9C"
    assert s.observation(0)["turned"] == s.observation(1)["turned"] == bg.card("9C")
    assert s.state.hand_results == []
    bg.call(s, "pass", "pass")  # passed out: still dealt and counted correctly
    assert s.state.hand_results[0]["turned"] == "9C"


def test_legal_discards_are_single_cards_of_the_hand(bg):
    """The discard phase lists one single-card discard per card held (15 for the non-dealer)."""
    p = shuffled_pack(bg, "5S")
    s = bg.new([DealGiven(dealer=0, pack=p)])
    legal = s.legal_actions()
    assert all(isinstance(a, Discard) and len(a.cards) == 1 for a in legal)
    assert sorted(a.cards[0] for a in legal) == sorted(s.state.hands[1])
    assert len(legal) == 15
    bg.discard(s, p[0] + " " + p[2])
    legal = s.legal_actions()
    assert sorted(a.cards[0] for a in legal) == sorted(s.state.hands[0])
    assert len(legal) == 17


def test_several_cards_in_one_discard_action(bg):
    """``Discard((c1, c2))``: the non-dealer's two cards in one action; the dealer's N in one
    action, or in several smaller ones (here 8 = 3 + 5); the text form works too."""
    p = shuffled_pack(bg, "JH")
    s = bg.new([DealGiven(dealer=0, pack=p)])
    s.apply(Discard(tuple(bg.cards([p[26], p[4]]))))
    assert s.current_seat == 0
    bg.discard(s, " ".join(p[1:6:2]))
    assert s.current_seat == 0 and len(s.state.hands[0]) == 18
    s.apply(s.parse_action("discard " + " ".join(p[28:33])))
    assert bg.phase(s) == "auction"
    assert bg.names(s.state.parts["discard"].discarded[1]) == [p[26], p[4]]
    assert bg.names(s.state.parts["discard"].discarded[0]) == [p[1], p[3], p[5], *p[28:33]]
    assert s.format_action(s.history[0][1], s.history[0][2]) == f"discard {p[26]} {p[4]}"


def test_discard_errors(bg):
    """Too many cards, a card not held, a card named twice, no card, a card of the other hand,
    and a call or a card play instead of a discard are refused with a reason; nothing changes."""
    p = shuffled_pack(bg, "4C")
    s = bg.new([DealGiven(dealer=0, pack=p)])
    before = [list(h) for h in s.state.hands]
    cases = [
        (Discard(tuple(bg.cards([p[0], p[2], p[4]]))), "must discard 2 card"),
        (Discard(tuple(bg.cards([p[1]]))), "don't hold"),  # the dealer's card
        (Discard(tuple(bg.cards([p[40]]))), "don't hold"),  # a stock card
        (Discard(tuple(bg.cards([p[0], p[0]]))), "named twice"),
        (Discard(()), "must discard 2 card"),
        (Pass(), "discard"),
        (ContractBid(1, 0), "discard"),
        (Play(bg.card(p[0])), "discard"),
    ]
    for action, reason in cases:
        with pytest.raises(IllegalAction, match=reason):
            s.apply(action)
    assert [list(h) for h in s.state.hands] == before
    assert s.history == []
    bg.discard(s, p[0])
    with pytest.raises(IllegalAction, match="must discard 1 card"):
        bg.discard(s, p[2] + " " + p[4])
    bg.discard(s, p[2])
    with pytest.raises(IllegalAction, match="must discard 4 card"):
        bg.discard(s, " ".join([*p[28:32], p[1]]))
    bg.discard(s, " ".join(p[28:32]))
    assert bg.phase(s) == "auction"


def test_discards_hidden_from_the_non_dealer_B3(bg):
    """B-3: the non-dealer's observation never shows the cards the dealer drew or discarded:
    two deals that differ only in the dealer's drawn cards (swapped with cards deep in the
    stock) look the same to the non-dealer at every step; the dealer sees the difference."""
    a = shuffled_pack(bg, "QH")
    b = list(a)
    for k in range(28, 36):  # the dealer's 8 drawn cards ↔ the last 8 stock cards
        b[k], b[k + 19] = b[k + 19], b[k]
    sa = bg.new([DealGiven(dealer=0, pack=a)])
    sb = bg.new([DealGiven(dealer=0, pack=b)])
    assert sa.state.hands[0] != sb.state.hands[0]
    assert sa.observation(1) == sb.observation(1)
    for s, p in ((sa, a), (sb, b)):
        bg.discard(s, f"{p[26]} {p[27]}")
    assert sa.observation(1) == sb.observation(1)
    for s, p in ((sa, a), (sb, b)):
        bg.discard(s, " ".join(p[28:36]))  # different cards discarded
    assert sa.state.parts["discard"].discarded[0] != sb.state.parts["discard"].discarded[0]
    assert sa.observation(1) == sb.observation(1)
    assert sa.observation(0) != sb.observation(0)
    obs = sa.observation(0)
    assert bg.names(obs["drawn"]) == a[28:36]
    assert bg.names(obs["discarded"]) == a[28:36]
    assert obs["drawn_counts"] == [8, 2]


def test_discards_hidden_from_the_dealer_B3(bg):
    """B-3: the dealer never sees the non-dealer's second drawn card nor what the non-dealer
    discarded (only that the up-card was drawn, B-19)."""
    a = shuffled_pack(bg, "3S")
    b = list(a)
    b[27], b[54] = b[54], b[27]
    sa = bg.new([DealGiven(dealer=1, pack=a)])
    sb = bg.new([DealGiven(dealer=1, pack=b)])
    assert sa.observation(1) == sb.observation(1)
    bg.discard(sa, f"{a[27]} {a[0]}")
    bg.discard(sb, f"{b[27]} {b[0]}")
    assert sa.observation(1) == sb.observation(1)
    bg.discard(sa, " ".join(a[28:32]))
    bg.discard(sb, " ".join(b[28:32]))
    assert sa.observation(1) == sb.observation(1)
    assert bg.names(sa.observation(0)["discarded"]) == [a[27], a[0]]
    assert bg.names(sa.observation(0)["drawn"]) == a[26:28]
    assert bg.names(sb.observation(0)["drawn"]) == b[26:28]


def test_cards_are_conserved_and_the_stock_stays_dead_4_4(bg):
    """§4.4: hands, discards and the undrawn stock always make up the 55 cards; only the two
    13-card hands are played."""
    p = shuffled_pack(bg, "AH")
    s = bg.new([DealGiven(dealer=0, pack=p)])

    def everything():
        st = s.state
        out = [c for h in st.hands for c in h] + list(st.stock)
        out += [c for d in st.parts["discard"].discarded for c in d]
        out += [c for _, c in st.played]
        return sorted(out)

    assert everything() == list(range(55))
    bg.exchange(s)
    assert everything() == list(range(55))
    hands = [set(h) for h in s.state.hands]
    bg.call(s, s.format_action(next(a for a in s.legal_actions() if isinstance(a, ContractBid))))
    bg.call(s, "pass")
    while len(s.state.played) < 25:
        s.apply(s.legal_actions()[0])
        assert everything() == list(range(55))
    played = {c for _, c in s.state.played} | set(s.state.hands[s.current_seat])
    s.apply(s.legal_actions()[0])
    assert sum(s.state.hand_results[0]["tricks"]) == 13
    assert played == hands[0] | hands[1]
    assert len(played) == 26


@pytest.mark.parametrize("seed", range(8))
def test_first_dealer_random_then_alternating_1_2(bg, seed):
    """§1.2: the first dealer is chosen at random, then the deal alternates every deal."""
    s = bg.new(seed=seed)
    first = s.state.dealer
    bg.play_out(s)
    dealers = [r["dealer"] for r in s.state.hand_results]
    assert dealers[:6] == [first, 1 - first] * 3


def test_first_dealer_takes_both_values_1_2(bg):
    assert {bg.new(seed=seed).state.dealer for seed in range(20)} == {0, 1}
