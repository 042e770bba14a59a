"""§2.3 ranks, bowers and the effective suit; §6 the play of the tricks (E-10, E-13, E-18);
worked examples 1-4."""

from __future__ import annotations

from tricktaker import DealGiven, Play
from tricktaker.mechanics.tricks import TrickPlay

N, E, S, W = 0, 1, 2, 3


def hearts_called(eu, hands, dealer, up="JC", kitty=""):
    """Explicit hands (seat 0 first); round 1 all pass, the dealer's left calls hearts in round
    2 and plays with partner, and leads."""
    used = {c for h in hands for c in eu.words(h)} | {up}
    rest = [c for c in eu.names(eu.DECK.cards) if c not in used]
    deal = DealGiven(
        dealer=dealer, hands=[eu.words(h) for h in hands], turned=up, stock=kitty or rest
    )
    s = eu.new([deal])
    eu.act(s, "pass, pass, pass, pass", "call H", "partner")
    assert eu.phase(s) == "play" and s.current_seat == (dealer + 1) % 4
    return s


def test_worked_example_1_ranking_hearts_trumps_section_2_3(eu):
    """Worked example 1, §2.3: with hearts trumps, trumps are J♥ J♦ A♥ K♥ Q♥ 10♥ 9♥ (7);
    diamonds A♦ K♦ Q♦ 10♦ 9♦ (5); spades and clubs A K Q J 10 9 (6 each)."""
    s = eu.new()
    play = next(p for p in s.game.phases if isinstance(p, TrickPlay))
    hearts = eu.DECK.suit_index("H")
    table = play.tables[hearts]
    by_suit: dict[str, list[str]] = {}
    for c in sorted(eu.DECK.cards, key=lambda c: table.rank_of[c]):
        by_suit.setdefault(eu.DECK.suits[table.suit_of[c]].letter, []).append(eu.DECK.format(c))
    assert by_suit["H"] == ["JH", "JD", "AH", "KH", "QH", "10H", "9H"]
    assert by_suit["D"] == ["AD", "KD", "QD", "10D", "9D"]
    assert by_suit["S"] == ["AS", "KS", "QS", "JS", "10S", "9S"]
    assert by_suit["C"] == ["AC", "KC", "QC", "JC", "10C", "9C"]


def test_worked_example_2_the_left_bower_led_is_a_trump_lead_E13(eu):
    """Worked example 2, §6.2.2, E-13: J♦ led with hearts trumps: trumps are led, so a player
    holding 9♥, A♦, K♠ must play 9♥."""
    hands = ["AH KH QH 10H 9S", "JD AC KC QC 10C", "9H AD KS 9C 10S", "AS QS 9D 10D KD"]
    s = hearts_called(eu, hands, dealer=N)
    eu.play(s, "JD")
    assert s.current_seat == S
    assert eu.legal_cards(s) == {"9H"}
    reason = s.phase.why_illegal(s.game, s.state, Play(eu.card("AD")))
    assert reason == "you must follow ♥ (hearts)"


def test_worked_example_3_the_printed_suit_of_the_left_bower_led_E13(eu):
    """Worked example 3, E-13: A♦ led with hearts trumps; a player holding J♦, K♠, 9♣ (and no
    other diamond) holds no diamond and may play anything (§6.2.3: no obligation to trump).
    A♦ (0), J♦ (1), K♦ (2), Q♦ (3): seat 1 wins with the left bower (§6.3.1)."""
    hands = ["AD AH KH QH 10H", "JD KS 9C AS QS", "KD 10S 9S AC KC", "QD JS QC 10C 9D"]
    s = hearts_called(eu, hands, dealer=W)
    eu.play(s, "AD")
    assert eu.legal_cards(s) == {"JD", "KS", "9C", "AS", "QS"}
    eu.play(s, "JD KD")
    assert eu.legal_cards(s) == {"QD", "9D"}  # seat 3 must follow diamonds
    eu.play(s, "QD")
    assert s.state.last_trick == (N, tuple(eu.cards("AD JD KD QD")), E)


def test_worked_example_4_trick_winners_section_6_3(eu):
    """Worked example 4, §6.3: A♥ (1), J♦ (2), 9♥ (3), K♥ (0): the left bower wins (seat 2);
    with J♥ from seat 3 the right bower wins (seat 3); K♣ (1), A♣ (2), J♠ (3), Q♦ (0): no trump,
    A♣ wins (seat 2): J♠ is an ordinary spade when hearts are trumps (§6.3.2)."""
    hands = ["KH QC 10C 9C AS", "AH KC 9S 10S QS", "JD AC AD KD QD", "9H JS 10D 9D KS"]
    s = hearts_called(eu, hands, dealer=N)
    eu.play(s, "AH JD 9H KH")
    assert s.state.last_trick[2] == S

    hands[3] = "JH JS 10D 9D KS"
    s = hearts_called(eu, hands, dealer=N, up="JC")
    eu.play(s, "AH JD JH KH")
    assert s.state.last_trick[2] == W

    hands = ["QD KH 10H JH QH", "KC 9S 10S QS AH", "AC JD AD KD 10D", "JS 9H 9D KS AS"]
    s = hearts_called(eu, hands, dealer=N)
    eu.play(s, "KC AC JS QD")
    assert s.state.last_trick[2] == S


def test_the_effective_suits_change_with_each_hands_trumps_E13_E18(eu):
    """E-13, E-18, §2.3.5: J♦ is a heart when hearts are trumps (ex. 3), and an ordinary
    diamond when spades are trumps: with spades called, A♦ led, J♦ must follow diamonds."""
    hands = ["AD AH KH QH 10H", "JD KS 9C AS QS", "KD 10S 9S AC KC", "QD JS QC 10C 9D"]
    used = {c for h in hands for c in eu.words(h)} | {"JC"}
    rest = [c for c in eu.names(eu.DECK.cards) if c not in used]
    s = eu.new([DealGiven(dealer=W, hands=[eu.words(h) for h in hands], turned="JC", stock=rest)])
    eu.act(s, "pass, pass, pass, pass", "call S", "partner")
    eu.play(s, "AD")
    assert eu.legal_cards(s) == {"JD"}


def test_follow_the_led_suit_else_anything_and_all_five_tricks_section_6_2_6_4(eu):
    """§6.1.1: the dealer's left leads; §6.2: follow the led suit if able, else any card;
    §6.4: all five tricks are played even when the result is certain; the winner leads."""
    s = eu.hand_with([N, N, N, S, E], maker=N, dealer=W)
    record = eu.hand_record(s)
    assert record["play"][0]["leader"] == N
    assert [t["winner"] for t in record["play"]] == [N, N, N, S, E]
    assert [t["leader"] for t in record["play"][1:]] == [N, N, N, S]
    assert len(record["play"]) == 5
