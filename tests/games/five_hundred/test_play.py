"""Play (five-hundred.md §2.4, §2.5, §6; F-9 … F-13; worked examples 1, 5 … 10), issue 47."""

from __future__ import annotations

from typing import Any

import pytest

from tricktaker import IllegalAction

N, E, S, W = 0, 1, 2, 3

HEARTS_TRUMPS = ["JK", "JH", "JD", "AH", "KH", "QH", "10H", "9H", "8H", "7H", "6H", "5H", "4H"]
SPADES_TRUMPS = ["JK", "JS", "JC", "AS", "KS", "QS", "10S", "9S", "8S", "7S", "6S", "5S"]


def orders_hold(fh: Any, contract: str, order: list[str]) -> None:
    """Each window of four cards of ``order`` (highest first), played lowest first from the
    contractor: the highest of the four wins (so the whole order holds)."""
    for k in range(len(order) - 3):
        window = order[k : k + 4]
        trick = " ".join(reversed(window))
        assert fh.trick_winner(contract, trick) == (N + 3) % 4, (contract, trick)


@pytest.mark.parametrize(
    ("contract", "order"),
    [
        ("6H", HEARTS_TRUMPS),
        ("6H", ["AD", "KD", "QD", "10D", "9D", "8D", "7D", "6D", "5D", "4D"]),  # no jack
        ("6H", ["AS", "KS", "QS", "JS", "10S", "9S", "8S", "7S", "6S", "5S"]),
        ("6S", SPADES_TRUMPS),
        ("6S", ["AC", "KC", "QC", "10C", "9C", "8C", "7C", "6C", "5C"]),
        ("6S", ["AH", "KH", "QH", "JH", "10H", "9H", "8H", "7H", "6H", "5H", "4H"]),
        ("7NT", ["AC", "KC", "QC", "JC", "10C", "9C", "8C", "7C", "6C", "5C"]),
        ("7NT", ["AD", "KD", "QD", "JD", "10D", "9D", "8D", "7D", "6D", "5D", "4D"]),
    ],
)
def test_worked_example_1_card_orders_F9(fh: Any, contract: str, order: list[str]) -> None:
    """Worked example 1, §2.4.5, F-9: hearts trumps JK J♥ J♦ A♥ … 4♥ (13 trumps), diamonds
    without their jack; spades trumps JK J♠ J♣ A♠ … 5♠, clubs without their jack; at NT every
    suit A K Q J 10 … 5 (4)."""
    orders_hold(fh, contract, order)


def test_worked_example_1_the_trump_suits_have_13_and_12_cards(fh: Any) -> None:
    """Worked example 1, §2.4.5: with a red trump suit 13 trumps + 10 + 10 + 10; with a black
    one 12 + 9 + 11 + 11."""
    assert len(fh.trump_order("H")) == 13 and len(fh.trump_order("S")) == 12
    assert len(fh.plain_order("D", "H")) == 10 and len(fh.plain_order("C", "S")) == 9
    assert len(fh.plain_order("H", "S")) == 11 and len(fh.plain_order("S", "H")) == 10


def test_worked_example_5_following_in_hearts_F9(fh: Any) -> None:
    """Worked example 5, F-9: hearts trumps. 9♥ led: a player whose only trump is the Joker
    must play it. A♦ led: a player whose only "diamond" is J♦ holds no diamond (J♦ is a heart)
    and may play anything. J♦ led: trumps are led; the Joker alone must be played."""
    s = fh.first_trick("6H", N, {N: "9H", E: "JK AS KC"}, {E: "H"})
    fh.play(s, "9H")
    assert fh.legal_texts(s) == ["JK"]
    s = fh.first_trick("6H", N, {N: "AD", E: "JD AS KC"}, {E: "D"})
    fh.play(s, "AD")
    assert fh.legal(s) == fh.hand_of(s, E)
    s = fh.first_trick("6H", N, {N: "JD", E: "JK AD KC"}, {E: "H"})
    fh.play(s, "JD")
    assert fh.legal_texts(s) == ["JK"]
    with pytest.raises(IllegalAction):
        s.apply(s.parse_action("AD"))


def test_the_left_bower_does_not_follow_its_printed_suit_F9(fh: Any) -> None:
    """§6.3.2, F-9: when diamonds are led (hearts trumps) the left bower J♦ cannot follow; a
    player whose only diamond would be J♦ is void and may trump with it, which wins."""
    s = fh.first_trick("6H", N, {N: "AD", E: "JD", S: "KD", W: "QD"}, {E: "D"})
    fh.play(s, "AD")
    assert "JD" in fh.legal(s) and not any(c.endswith("D") and c != "JD" for c in fh.hand_of(s, E))
    fh.play(s, "JD", "KD", "QD")
    assert s.state.last_trick[2] == E


def test_worked_example_6_the_joker_at_no_trumps_F10(fh: Any) -> None:
    """Worked example 6, §6.4, F-10 (7NT): a leader with the Joker may lead any other card or
    the Joker naming any of the four suits (JK:S JK:C JK:D JK:H, never plain JK). After JK:D a
    player holding a diamond must play one; one without may play anything. 10♣ led: a player
    holding JK and 5♣ must play 5♣ (the Joker is not a club); without a club, any card."""
    s = fh.first_trick("7NT", N, {N: "JK AS 4D KC"}, {})
    hand = fh.hand_of(s, N) - {"JK"}
    assert fh.legal(s) == hand | {"JK:S", "JK:C", "JK:D", "JK:H"}
    assert "JK" not in fh.legal(s)
    s = fh.first_trick("7NT", N, {N: "JK", E: "4D AS", S: "KC"}, {S: "D"})
    fh.play(s, "JK:D")
    assert fh.legal(s) == {c for c in fh.hand_of(s, E) if c.endswith("D")}
    fh.play(s, "4D")
    assert fh.legal(s) == fh.hand_of(s, S)
    s = fh.first_trick("7NT", N, {N: "10C", E: "JK 5C AH"}, {})
    fh.play(s, "10C")
    assert "5C" in fh.legal(s) and "JK" not in fh.legal(s)
    assert fh.legal(s) == {c for c in fh.hand_of(s, E) if c.endswith("C")}
    s = fh.first_trick("7NT", N, {N: "10C", E: "JK AH KS"}, {E: "C"})
    fh.play(s, "10C")
    assert fh.legal(s) == fh.hand_of(s, E)  # the Joker included


def test_a_joker_lead_names_the_led_suit_publicly_F10(fh: Any) -> None:
    """§6.4.1, F-10: the named suit is the led suit of that trick, announced to everyone;
    the action's text is JK:D (§13.4); a Joker played to another's lead is plain JK."""
    s = fh.first_trick("7NT", N, {N: "JK"}, {})
    fh.play(s, "JK:D")
    diamonds = fh.DECK.suit_index("D")
    for seat in range(4):
        assert s.observation(seat)["named_suit"] == diamonds
    s = fh.first_trick("7NT", N, {N: "10C", E: "JK"}, {E: "C"})
    fh.play(s, "10C")
    assert "JK" in fh.legal(s) and not any(":" in t for t in fh.legal(s))


def test_nobody_must_play_the_joker_F10(fh: Any) -> None:
    """§6.4.3, F-10: a void player may play the Joker but need not; at no trumps the Joker
    wins every trick it is in, led or not."""
    s = fh.first_trick("7NT", N, {N: "AC", E: "JK KH"}, {E: "C"})
    fh.play(s, "AC")
    assert {"JK", "KH"} <= fh.legal(s)
    fh.play(s, "KH")
    assert s.state.trick


def test_worked_example_7_trick_winners(fh: Any) -> None:
    """Worked example 7: hearts trumps A♥ (N), J♦ (E), JK (S), J♥ (W): S; with 4♥ for the
    Joker, W's right bower wins. 7NT: 10♣ (E), J♣ (S), Q♣ (W), A♥ (N): W; 10♣ (E), JK (S),
    A♣ (W), 5♣ (N): S. JK:D (N), A♦ (E), K♠ (S), 4♦ (W): N."""
    assert fh.trick_winner("6H", "AH JD JK JH", N) == S
    assert fh.trick_winner("6H", "AH JD 4H JH", N) == W
    assert fh.trick_winner("7NT", "10C JC QC AH", E) == W
    assert fh.trick_winner("7NT", "10C JK AC 5C", E) == S
    assert fh.trick_winner("7NT", "JK:D AD KS 4D", N) == N


EXAMPLE_8_PACK = (
    "AD KD QD JS QS 10S JK JH AH JC QC 8C JD 10H 8H 5H AC 7S 6S 5S KC KH 9H 7H AS 7C 6C 4H "
    "10D QH 10C 9S 8S 9C 6H 5D KS 5C 6D 9D 8D 7D 4D"
)
EXAMPLE_8_TRICKS = [
    ("JK 4H 5H 6H", W),
    ("JH 7D 8H 5D", W),
    ("AS 6C 8S 5S", W),
    ("5C QC 10C KC", S),
    ("JS 7H 7C 9S", W),
    ("9H 8C 10H 6S", E),
    ("AD 9C QH 8D", W),
    ("JD 9D KD 7S", W),
    ("AH 10D QD 10S", W),
    ("KH JC AC QS", W),
]


def test_worked_example_8_a_complete_hand_F13_F14(fh: Any) -> None:
    """Worked example 8, F-13: E 6♥, S 7♠, W 8♥, N, E, S pass: W contractor at 8♥ (300), takes
    the kitty (13 cards) and discards K♠ 6♦ 4♦; W leads; the ten tricks as in the table (N
    void in spades: J♣ is a club; W holds J♦ but is void in diamonds; the left bower led:
    trumps led). E-W 9 tricks: +300; N-S 1 trick: +10."""
    s = fh.deal_pack(EXAMPLE_8_PACK, dealer=N)
    fh.act(s, "6H, 7S, 8H, pass, pass, pass")
    assert s.state.contract.declarer == W and s.state.contract.value == 300
    assert fh.phase(s) == "kitty" and len(s.state.hands[W]) == 13
    fh.act(s, "discard KS, discard 6D, discard 4D")
    assert fh.hand_of(s, W) == set(fh.words("JK JH JD AH KH QH 9H 7H AS 5C"))
    assert s.current_seat == W  # F-13: the contractor leads
    for k, (cards, winner) in enumerate(EXAMPLE_8_TRICKS):
        if k == 2:  # N holds J♣ but no spade: void (F-9)
            fh.play(s, "AS")
            assert fh.legal(s) == fh.hand_of(s, N)
            fh.play(s, "6C 8S 5S")
        elif k == 5:  # E must play 10♥, its last trump
            fh.play(s, "9H 8C")
            assert fh.legal_texts(s) == ["10H"]
            fh.play(s, "10H 6S")
        elif k == 6:  # W holds J♦ but is void in diamonds
            fh.play(s, "AD 9C")
            assert fh.legal(s) == fh.hand_of(s, W)
            fh.play(s, "QH 8D")
        else:
            fh.play(s, cards)
        if k < 9:
            assert s.state.last_trick[2] == winner, (k + 1, cards)
    record = fh.hand_record(s)["play"]
    assert [t["winner"] for t in record] == [w for _, w in EXAMPLE_8_TRICKS]
    assert [" ".join(t["cards"]) for t in record] == [c for c, _ in EXAMPLE_8_TRICKS]
    assert list(s.state.hand_results[-1]["tricks"]) == [0, 1, 1, 8]
    assert fh.side_scores(s) == [10, 300]
    assert fh.side_totals(s) == [10, 300]


# Worked example 9: dealer W; N 7♦, E MIS, S pass, W pass, N pass.
EX9 = {
    W: "10S JS KS 9C AC 8D JD QD KD 10H",
    E: "4H 5H 6H 4D 5D 8S 5C 7C JK AS",
    S: "9H 10C 6S KH AD KC QS 9D 10D 8H",
    N: "7H 8C 7S JH AH QC JC 5S 9S 7D",
}
EX9_KITTY = "6D 6C QH"


def example_9(fh: Any, **options: Any) -> Any:
    s = fh.deal([EX9[k] for k in range(4)], dealer=W, kitty=EX9_KITTY, **options)
    fh.act(s, "7D, MIS, pass, pass, pass")
    return s


def test_worked_example_9_a_misere_hand_F11_F15(fh: Any) -> None:
    """Worked example 9, F-11, F-15: E contractor at misère, W sits out face down; E takes the
    kitty and discards JK, A♠, Q♥; tricks of three, clockwise skipping W: E 4♥ S 9♥ N 7♥ (S),
    S 10♣ N 8♣ E 7♣ (S), S 6♠ N 7♠ E 8♠ (E's only spade, forced; E wins): play stops after
    trick 3; E-W -250, N-S 0."""
    s = example_9(fh)
    c = s.state.contract
    assert (c.declarer, c.name, c.misere) == (E, "MIS", True)
    assert fh.phase(s) == "kitty" and s.current_seat == E
    fh.act(s, "discard JK, discard AS, discard QH")
    assert s.current_seat == E
    fh.play(s, "4H 9H 7H")
    assert s.state.last_trick[2] == S and s.current_seat == S
    fh.play(s, "10C 8C 7C")
    assert s.state.last_trick[2] == S
    fh.play(s, "6S 7S")
    assert fh.legal_texts(s) == ["8S"]
    fh.play(s, "8S")
    result = s.state.hand_results[-1]
    assert list(result["tricks"]) == [0, 1, 2, 0]
    assert fh.side_scores(s) == [0, -250]
    assert fh.side_totals(s) == [0, -250]
    assert s.state.dealer == N  # the next hand: W dealt, N deals


def test_the_misere_partner_sits_out_F11(fh: Any) -> None:
    """§6.1.2, F-11: in misère the partner makes no decision and plays no card; every trick
    has three cards; the turn skips the partner's seat."""
    s = example_9(fh)
    fh.act(s, "discard JK, discard AS, discard QH")
    for seat in range(4):
        assert list(s.observation(seat)["sits_out"]) == [W]
    seats_to_move = []
    while not s.state.hand_results:
        seats_to_move.append(s.current_seat)
        fh.play(s, fh.legal_texts(s)[0])
    assert W not in seats_to_move
    assert len(s.state.hand_results[-1]["tricks"]) == 4


def test_misere_contractor_who_plays_the_joker_wins_the_trick_F11(fh: Any) -> None:
    """F-11: the Joker follows the trumpless rules in misère, so a contractor who plays it wins
    that trick and is defeated at once."""
    s = example_9(fh)
    fh.act(s, "discard AS, discard QH, discard 4D")
    fh.play(s, "JK:C")
    assert fh.legal(s)  # S must follow clubs if able
    fh.play(s, fh.legal_texts(s)[0])  # S
    fh.play(s, fh.legal_texts(s)[0])  # N; W sits out
    assert s.state.hand_results and fh.side_scores(s) == [0, -250]


# Worked example 10: dealer E; S OMIS first, W, N, E pass; N sits out.
EX10_LOSE = {S: "4D 5S 6S 7S 5C 6C 7C 4H 5H 6H", W: "9D AS KS QS AC KC QC AH KH QH",
             E: "6D JS 10S 9S JC 10C 9C JH 10H 9H"}  # fmt: skip
EX10_WIN = {S: "9D 5S 6S 7S 5C 6C 7C 4H 5H 6H", W: "5D AS KS QS AC KC QC AH KH QH",
            E: "6D JS 10S 9S JC 10C 9C JH 10H 9H"}  # fmt: skip


def example_10(fh: Any, hands: dict[int, str]) -> Any:
    full = fh.build(hands)
    s = fh.deal(full, dealer=E, kitty=[c for c in fh.PACK if all(c not in h for h in full)])
    fh.act(s, "OMIS, pass, pass, pass")
    for c in [c for c in fh.PACK if all(c not in h for h in full)]:
        fh.act(s, f"discard {c}")
    return s


def test_worked_example_10_open_misere_exposed_after_trick_1_F12(fh: Any) -> None:
    """Worked example 10, F-12: S bids OMIS as the first call; N sits out. S leads 4♦, W 9♦,
    E 6♦: W wins trick 1 and S's nine remaining cards are face up for all four seats (N too)
    until the end of the hand; not before trick 1 is complete."""
    s = example_10(fh, EX10_LOSE)
    assert s.state.contract.declarer == S and s.current_seat == S
    fh.play(s, "4D", "9D")
    for seat in (N, E, W):
        assert not s.observation(seat).get("exposed_hand")
    fh.play(s, "6D")
    assert s.state.last_trick[2] == W
    for seat in range(4):
        obs = s.observation(seat)
        assert set(fh.names(obs["exposed_hand"])) == fh.hand_of(s, S)
        assert len(obs["exposed_hand"]) == 9 and obs["exposed_hand_seat"] == S
    fh.play(s, "AS", "9S", "5S")  # W leads, E, then S (N sits out)
    assert set(fh.names(s.observation(E)["exposed_hand"])) == fh.hand_of(s, S)


def test_worked_example_10_the_contractor_wins_trick_1_never_exposed_F12(fh: Any) -> None:
    """Worked example 10, F-12: had S led 9♦ with W and E following lower, S wins trick 1:
    play stops, N-S -500, and S's hand is never exposed."""
    s = example_10(fh, EX10_WIN)
    fh.play(s, "9D 5D 6D")
    assert s.state.hand_results and fh.side_scores(s) == [-500, 0]
    for seat in range(4):
        assert not s.observation(seat).get("exposed_hand")


def test_the_contractor_leads_in_every_contract_F13(fh: Any) -> None:
    """§6.2.1, F-13: the contractor leads the first trick, whoever the dealer is."""
    for dealer in range(4):
        for contractor in range(4):
            s = fh.new(first_dealer=str(dealer), seed=dealer * 4 + contractor)
            calls = []
            seat = (dealer + 1) % 4
            while seat != contractor:
                calls.append("pass")
                seat = (seat + 1) % 4
            fh.act(s, *calls, "7NT", *["pass"] * (3 - len(calls)))
            assert s.state.contract.declarer == contractor
            for _ in range(3):
                fh.act(s, f"discard {fh.legal_texts(s)[0]}")
            assert fh.phase(s) == "play" and s.current_seat == contractor


def test_worked_example_6_seven_legal_leads_exactly_F10(fh: Any) -> None:
    """Worked example 6, F-10, F-22 (7NT): N wins six heart tricks and leads to trick 7 holding
    JK, A♠, 4♦, K♣: exactly 7 legal leads, AS 4D KC JK:S JK:C JK:D JK:H."""
    s = fh.first_trick("7NT", N, {N: "JK AS 4D KC AH KH QH JH 10H 9H"}, {})
    for lead in ("AH", "KH", "QH", "JH", "10H", "9H"):
        fh.play(s, lead)
        for _ in range(3):
            fh.play(s, fh.legal_texts(s)[0])
        assert s.state.last_trick[2] == N
    assert fh.hand_of(s, N) == set(fh.words("JK AS 4D KC"))
    assert fh.legal(s) == {"AS", "4D", "KC", "JK:S", "JK:C", "JK:D", "JK:H"}
