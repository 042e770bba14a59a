"""§4 choosing trumps: round 1 (the turned suit), round 2 (another suit, K-3), all pass (§4.3,
K-1, K-17); the maker is recorded."""

from __future__ import annotations

import pytest

from tricktaker import ChooseTrump, IllegalAction, Pass

# Dealer 0, non-dealer 1, turned 10D (the 7D lies in the stock: no dix question).
ND = "AS KS 9H 8H QC JC 7S 8D 9C"
D = "QS JS 10H 7H 10C 8C AH KH 9D"
TURNED = "10D"
SUIT = {"S": 0, "H": 1, "D": 2, "C": 3}


@pytest.fixture
def s(kj):
    return kj.deal(nd=ND, d=D, turned=TURNED, dealer=0)


def test_round1_offers_only_the_turned_suit_non_dealer_first_4_1(kj, s):
    """§4.1: the non-dealer (seat 1) may accept the turned suit or pass; nothing else."""
    assert kj.phase(s) == "trump_selection"
    assert s.current_seat == 1
    assert set(s.legal_actions()) == {ChooseTrump(SUIT["D"]), Pass()}
    with pytest.raises(IllegalAction, match="only accept"):
        s.apply(ChooseTrump(SUIT["H"]))


def test_non_dealer_accepts_becomes_maker_4_1(kj, s):
    """§4.1.1/3: the non-dealer accepts: diamonds are trumps, the non-dealer is the maker; the
    selection ends at once (the dealer is not asked)."""
    kj.choose(s, "accept")
    assert s.state.trump == SUIT["D"]
    assert s.state.parts["trump_selection"].maker == 1
    assert s.state.parts["trump_selection"].trump_round == 1
    assert kj.phase(s) == "play"
    assert s.observation(0)["maker"] == 1
    assert s.observation(1)["maker"] == 1
    assert [seat for seat, _, _ in s.history] == [1]


def test_dealer_accepts_after_non_dealer_passes_4_1(kj, s):
    """§4.1.2: the non-dealer passes, the dealer accepts and becomes the maker."""
    kj.choose(s, "pass")
    assert s.current_seat == 0
    assert set(s.legal_actions()) == {ChooseTrump(SUIT["D"]), Pass()}
    kj.choose(s, "accept")
    assert s.state.trump == SUIT["D"]
    assert s.state.parts["trump_selection"].maker == 0
    assert kj.phase(s) == "play"
    assert s.current_seat == 1  # the non-dealer still leads (§8.1)


def test_round2_other_suits_only_non_dealer_first_K3(kj, s):
    """§4.2, K-3: after both pass the turned suit, the non-dealer may name one of the three other
    suits or pass; the turned suit may not be named."""
    kj.choose(s, "pass", "pass")
    assert kj.phase(s) == "trump_selection"
    assert s.current_seat == 1
    assert set(s.legal_actions()) == {
        ChooseTrump(SUIT["S"]),
        ChooseTrump(SUIT["H"]),
        ChooseTrump(SUIT["C"]),
        Pass(),
    }
    with pytest.raises(IllegalAction, match="refused"):
        s.apply(ChooseTrump(SUIT["D"]))
    with pytest.raises(IllegalAction):
        s.apply(s.parse_action("accept"))  # 'accept' means the turned suit: refused (K-3)


@pytest.mark.parametrize("suit", ["S", "H", "C"])
def test_non_dealer_names_another_suit_4_2(kj, s, suit):
    kj.choose(s, "pass", "pass", suit)
    assert s.state.trump == SUIT[suit]
    assert s.state.parts["trump_selection"].maker == 1
    assert s.state.parts["trump_selection"].trump_round == 2
    assert s.state.hand_size == 9  # the completion deal follows (§5)


def test_dealer_names_a_suit_after_non_dealer_passes_round2_4_2(kj, s):
    kj.choose(s, "pass", "pass", "pass")
    assert s.current_seat == 0
    assert ChooseTrump(SUIT["D"]) not in s.legal_actions()
    kj.choose(s, "trump S")
    assert s.state.trump == SUIT["S"]
    assert s.state.parts["trump_selection"].maker == 0
    assert kj.phase(s) == "play"


def test_dealer_cannot_name_the_turned_suit_in_round2_K3(kj, s):
    kj.choose(s, "pass", "pass", "pass")
    with pytest.raises(IllegalAction):
        s.apply(ChooseTrump(SUIT["D"]))
    assert s.current_seat == 0


def test_all_pass_throws_the_hand_in_K17(kj):
    """§4.3, K-17: four passes throw the hand in: 0 for both, nothing else happens (no
    completion deal, no play), the deal passes to the other player and the next hand starts."""
    s = kj.deal(nd=ND, d=D, turned=TURNED, dealer=0, seed=5)
    kj.choose(s, "pass", "pass", "pass", "pass")
    assert len(s.state.hand_results) == 1
    result = s.state.hand_results[0]
    assert result["thrown_in"] is True
    assert result["scores"] == [0, 0]
    assert result["totals"] == [0, 0]
    assert result["dealer"] == 0
    assert result["tricks"] == [0, 0]
    assert "maker" not in result
    assert s.scores == [0, 0]
    assert not s.is_over
    # The next hand: dealt by seat 1, seat 0 acts first, six cards each and a turned card.
    assert s.state.dealer == 1
    assert s.current_seat == 0
    assert kj.phase(s) == "trump_selection"
    assert [len(h) for h in s.state.hands] == [6, 6]
    assert s.state.turned is not None
    assert s.state.parts["trump_selection"].maker is None


def test_thrown_in_then_stacked_second_hand_is_played_K1_K17(kj):
    """K-1, K-17: after a thrown-in hand the next (stacked) deal is played normally with the
    other dealer; the thrown-in hand added nothing to the totals."""
    second = kj.given(nd=D, d=ND, turned=TURNED, dealer=1)
    s = kj.deal(nd=ND, d=D, turned=TURNED, dealer=0, more=[second])
    kj.choose(s, "pass", "pass", "pass", "pass")
    assert s.state.dealer == 1
    assert s.current_seat == 0
    kj.choose(s, "accept")
    assert s.state.parts["trump_selection"].maker == 0
    kj.finish_hand(s)
    first, played = s.state.hand_results
    assert first["scores"] == [0, 0]
    assert played["thrown_in"] is False
    assert s.scores == played["scores"]


def test_parse_trump_words(kj, s):
    """Console words of the selection: accept / pass, a suit letter or symbol, 'trump H'."""
    assert s.parse_action("accept") == ChooseTrump(SUIT["D"])
    assert s.parse_action("pass") == Pass()
    kj.choose(s, "pass", "pass")
    assert s.parse_action("H") == ChooseTrump(SUIT["H"])
    assert s.parse_action("♣") == ChooseTrump(SUIT["C"])
    assert s.parse_action("trump S") == ChooseTrump(SUIT["S"])
    assert s.format_action(ChooseTrump(SUIT["S"])) == "trump S"


def test_no_schmeiss_and_no_no_trump_contract_K12(kj, s):
    """K-12: no offer to annul (schmeiss) and no 'no trumps' choice: in both rounds the only
    actions are a suit (one of the four) or pass."""
    for _ in range(3):
        for action in s.legal_actions():
            assert isinstance(action, ChooseTrump | Pass)
            if isinstance(action, ChooseTrump):
                assert 0 <= action.suit < 4
        kj.choose(s, "pass")
    assert len(s.legal_actions()) == 4  # three suits and pass
