"""The panels Five Hundred players follow at the table (issue 47): the contract (the core
auction's panel: the contract, the contractor, who sits out, the tricks against what is
needed), the Joker's named suit when led, the kitty exchange (the discards to the contractor
alone: F-21) and the last hand's scores."""

from __future__ import annotations

from typing import Any

from tricktaker import PanelRow
from tricktaker.testing import panel, table_panels

N, E, S, W = 0, 1, 2, 3
NS, EW = 0, 1

EXAMPLE_8_PACK = (
    "AD KD QD JS QS 10S JK JH AH JC QC 8C JD 10H 8H 5H AC 7S 6S 5S KC KH 9H 7H AS 7C 6C 4H "
    "10D QH 10C 9S 8S 9C 6H 5D KS 5C 6D 9D 8D 7D 4D"
)
EXAMPLE_8_PLAY = (
    "JK 4H 5H 6H JH 7D 8H 5D AS 6C 8S 5S 5C QC 10C KC JS 7H 7C 9S 9H 8C 10H 6S AD 9C QH 8D "
    "JD 9D KD 7S AH 10D QD 10S KH JC AC QS"
)


def rows(s: Any, seat: int, title: str) -> list[PanelRow] | None:
    found = panel(s, seat, title)
    return None if found is None else list(found.rows)


def test_only_the_auction_during_the_auction(fh: Any) -> None:
    """§4, §13.3.3: before there is a contract only the auction's calls are drawn (every call
    is public), no contract, kitty or Joker panel."""
    s = fh.deal_pack(EXAMPLE_8_PACK, dealer=N)
    fh.act(s, "6H, 7S")
    for seat in range(4):
        assert [p.title for p in table_panels(s, seat)] == ["Auction"]


def test_the_contract_and_the_kitty_shown_to_the_contractor_only_F8_F21(fh: Any) -> None:
    """Worked example 8, §5, F-8, F-21: once W is contractor at 8♥, every seat sees the
    contract, the contractor and the tricks against the 8 needed (3 defeat it); the Kitty
    panel tells everybody that W took it up and how many cards are discarded, and shows W
    alone the kitty it took up (J♦ Q♥ 4♦, §13.3.5) and its discards, never another seat."""
    s = fh.deal_pack(EXAMPLE_8_PACK, dealer=N)
    fh.act(s, "6H, 7S, 8H, pass, pass, pass")
    contract = [
        PanelRow(label="Contract", text="8♥"),
        PanelRow(label="Declarer", seat=W),
        PanelRow(side=EW, text="0 taken, 8 needed"),
        PanelRow(side=NS, text="0 taken, 3 to defeat"),
    ]
    for seat in range(4):
        assert rows(s, seat, "Contract") == contract
    fh.act(s, "discard KS, discard 6D")
    assert rows(s, W, "Kitty") == [
        PanelRow(label="Kitty", seat=W, text="took it, discarding (2 of 3)"),
        PanelRow(label="You took up", cards=tuple(fh.cards("JD 4D QH"))),
        PanelRow(label="Your discards", cards=tuple(fh.cards("KS 6D"))),
    ]
    for seat in (N, E, S):
        assert rows(s, seat, "Kitty") == [
            PanelRow(label="Kitty", seat=W, text="took it, discarding (2 of 3)")
        ]
    fh.act(s, "discard 4D")
    done = PanelRow(label="Kitty", seat=W, text="took it, discarded 3 cards face down")
    assert rows(s, W, "Kitty") == [
        done,
        PanelRow(label="You took up", cards=tuple(fh.cards("JD 4D QH"))),
        PanelRow(label="Your discards", cards=tuple(fh.cards("KS 6D 4D"))),
    ]
    for seat in (N, E, S):
        assert rows(s, seat, "Kitty") == [done]
    fh.play(s, "JK 4H 5H 6H")
    assert rows(s, E, "Contract")[2] == PanelRow(side=EW, text="1 taken, 8 needed")


def test_the_last_hand_shows_each_sides_score_and_total(fh: Any) -> None:
    """Worked example 8, §7: after the hand, everybody sees 8♥ (300) by W with 9 tricks made,
    N-S +10 and E-W +300 with their totals, worded apart from the current hand's contract
    panel (a player trial read two "Contract" rows as one, issue 47)."""
    s = fh.deal_pack(EXAMPLE_8_PACK, dealer=N)
    fh.act(s, "6H, 7S, 8H, pass, pass, pass, discard KS, discard 6D, discard 4D")
    fh.play(s, EXAMPLE_8_PLAY)
    for seat in range(4):
        assert rows(s, seat, "Last hand") == [
            PanelRow(label="Last contract", seat=W, text="8♥ (300), 9 tricks: made"),
            PanelRow(side=NS, text="last hand +10, total 10"),
            PanelRow(side=EW, text="last hand +300, total 300"),
        ]


def test_a_thrown_in_hand_is_said(fh: Any) -> None:
    """§4.5, F-4: after four passes the last hand reads thrown in."""
    s = fh.new(first_dealer="0")
    fh.act(s, "pass, pass, pass, pass")
    assert rows(s, N, "Last hand") == [PanelRow(label="Thrown in", text="everybody passed")]


def test_the_jokers_named_suit_while_its_trick_is_on_the_table_F10(fh: Any) -> None:
    """§6.4.1, F-10: after N leads JK:D at 7NT every seat sees that N's Joker calls
    diamonds; the panel goes when the trick is complete."""
    s = fh.first_trick("7NT", N, {N: "JK", E: "AD", S: "KS", W: "4D"}, {S: "D"})
    fh.play(s, "JK:D")
    for seat in range(4):
        assert rows(s, seat, "Joker") == [PanelRow(label="Led", seat=N, text="calls ♦ diamonds")]
    fh.play(s, "AD KS 4D")
    assert rows(s, N, "Joker") is None


def test_misere_sits_out_and_the_contractors_tricks_F11(fh: Any) -> None:
    """§6.1.2, F-11: in misère the contract panel names MIS, the contractor and the partner who
    sits out, and counts the contractor's tricks, none allowed; after the hand the last hand
    says the misère was defeated."""
    s = fh.new(first_dealer="0")
    fh.act(s, "7NT, MIS, pass, pass, pass")
    found = rows(s, E, "Contract")
    assert found is not None
    assert PanelRow(label="Sits out", seat=N) in found
    assert any("MIS" in r.text for r in found)
    s = fh.scored("MIS", 1, S)
    last = rows(s, E, "Last hand")
    assert last is not None and last[0] == PanelRow(
        label="Last contract", seat=S, text="MIS (250), 1 trick: defeated"
    )
