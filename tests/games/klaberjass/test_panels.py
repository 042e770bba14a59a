"""The panels Klaberjass players follow at the table (issue 46): the maker, the bottom card
and the dix; the sequences declared and the best one, shown to both once compared (§7.6);
bella; the card points of each player's tricks. Dealer 0, non-dealer 1 throughout; both
players see the same panels, and nothing of a hand but what the rules reveal."""

from __future__ import annotations

from tricktaker import PanelRow
from tricktaker.testing import panel, table_panels

D, ND = 0, 1

# §13 example 4: 8-9-10♣ (non-dealer) against 9-10-J♦ (dealer): the dealer's scores 20.
EX4_ND = "10C 9C 8C AS QS 9H 7D AH JS"
EX4_D = "JD 10D 9D KS 9S 7S KC 7C 10H"


def rows(s, seat, title):
    found = panel(s, seat, title)
    return None if found is None else list(found.rows)


def both_see(s, title, expected):
    for seat in (D, ND):
        assert rows(s, seat, title) == expected, seat


def titles(s, seat):
    return [p.title for p in table_panels(s, seat)]


def test_no_panel_while_trumps_are_chosen_then_the_maker_and_bottom_card_K13(kj):
    """§4, §5.2, K-4, K-13 (issue 46): while trumps are being chosen there is no panel (the
    bottom card is exposed only at the completion deal); once the non-dealer accepts, both
    see the maker and the bottom card, and the card points start at 0."""
    s = kj.deal(nd=EX4_ND, d=EX4_D, turned="8H", bottom="8S")
    for seat in (D, ND):
        assert table_panels(s, seat) == []
    kj.choose(s, "accept")
    assert kj.phase(s) == "play"
    both_see(
        s,
        "Trump",
        [PanelRow(label="Maker", seat=ND), PanelRow(label="Bottom card", cards=(kj.card("8S"),))],
    )
    both_see(s, "Card points", [PanelRow(seat=D, text="0"), PanelRow(seat=ND, text="0")])


def test_the_best_sequence_is_shown_to_both_example_4_K6(kj):
    """§7.3.2, §7.6, §13 example 4, K-6 (issue 46): sequences compared automatically: the
    dealer's J-10-9♦ beats the non-dealer's 10-9-8♣ and is shown to both with its 20; the
    losing run is shown to nobody."""
    s = kj.deal(nd=EX4_ND, d=EX4_D, turned="8H")
    kj.to_play(s)
    best = PanelRow(label="Best", seat=D, text="20:", cards=tuple(kj.cards("JD 10D 9D")))
    both_see(s, "Sequences", [best])
    assert titles(s, ND) == ["Trump", "Sequences", "Card points"]


def test_the_best_run_is_shown_in_sequence_order_K6(kj):
    """§7.1, K-6 (issue 46): a run is shown in sequence order, high to low (the deck's
    ``sequence_ranks``): the dealer's four hearts read ``Q♥ J♥ 10♥ 9♥`` with their 50, not in
    trick order (where the 10 ranks above the Queen: ``10♥ Q♥ J♥ 9♥``)."""
    s = kj.deal(nd="AS QS 8S 7D 9D AC JC 7C 8H", d="QH JH 10H 9H KS 9S 7S KC 10D", turned="7H")
    kj.to_play(s)
    best = PanelRow(label="Best", seat=D, text="50:", cards=tuple(kj.cards("QH JH 10H 9H")))
    both_see(s, "Sequences", [best])


def test_declared_sequences_with_the_option_K6(kj):
    """§7, §12, K-6 option ``declare_sequences`` (issue 46): the non-dealer declares first;
    the dealer sees that it declared, never its run, before deciding; once both have declared
    the best is shown to both, after both declarations."""
    s = kj.deal(nd=EX4_ND, d=EX4_D, turned="8H", declare_sequences=True)
    kj.choose(s, "accept", "declare")
    assert kj.phase(s) == "sequences" and s.current_seat == D
    both_see(s, "Sequences", [PanelRow(label="Declared", seat=ND)])
    kj.act(s, "declare")
    both_see(
        s,
        "Sequences",
        [
            PanelRow(label="Declared", seat=ND),
            PanelRow(label="Declared", seat=D),
            PanelRow(label="Best", seat=D, text="20:", cards=tuple(kj.cards("JD 10D 9D"))),
        ],
    )


def test_no_sequence_scores_K6(kj):
    """§7.3.4, K-6 (issue 46): with nobody declaring, no sequence scores and the panel says
    so."""
    s = kj.deal(nd=EX4_ND, d=EX4_D, turned="8H", declare_sequences=True)
    kj.choose(s, "accept", "pass", "pass")
    both_see(s, "Sequences", [PanelRow(label="Best", text="none scores")])


# test_bella.py's hand: the non-dealer (maker, hearts trumps) holds KH QH and takes tricks
# 1-4 (AS KS, AD KD, KH 8H, QH 8D: 37 card points), announcing bella with the QH.
MAKER_ND = "AS 7S AD JD KH QH 7C 8C JC"
MAKER_D = "KS 10S 9S KD 10D 8D 8H AC 10C"


def test_bella_and_card_points_through_the_hand_K7(kj):
    """§2.3, §8.1, K-7 (issue 46): no bella row while the K♥ alone has been played; with the
    Q♥, announced, both see the non-dealer's 20 for bella; the card points count the tricks
    each has taken (37 to the non-dealer after four tricks)."""
    s = kj.deal(nd=MAKER_ND, d=MAKER_D, turned="7H")
    kj.to_play(s)
    kj.play(s, "AS", "KS", "AD", "KD", "KH", "8H")
    assert panel(s, D, "Bella") is None
    both_see(s, "Card points", [PanelRow(seat=D, text="0"), PanelRow(seat=ND, text="34")])
    kj.play(s, "QH")  # the second of the pair: bella announced (the default)
    both_see(s, "Bella", [PanelRow(seat=ND, text="20")])
    kj.play(s, "8D")
    both_see(s, "Card points", [PanelRow(seat=D, text="0"), PanelRow(seat=ND, text="37")])
    assert titles(s, D) == ["Trump", "Sequences", "Bella", "Card points"]


def test_bella_not_announced_shows_nothing_K7(kj):
    """§8.1.2, K-7 (issue 46): played ``no bella``, it does not score and no panel names it."""
    s = kj.deal(nd=MAKER_ND, d=MAKER_D, turned="7H")
    kj.to_play(s)
    kj.play(s, "AS", "KS", "AD", "KD", "KH", "8H", "QH no bella")
    assert panel(s, D, "Bella") is None and panel(s, ND, "Bella") is None


def test_the_dix_exchange_K14(kj):
    """§6, K-5, K-14 (issue 46): hearts accepted in round 1 with the K♥ turned; the non-dealer
    holds the 7♥ and exchanges it: both see who took the turned card."""
    s = kj.deal(
        nd="7H AS KS QD JD 9C 8C 10S 9S", d="AD 10D KD AC 10C KC 8S 7S 9H", turned="KH", bottom="QS"
    )
    kj.choose(s, "accept")
    assert kj.phase(s) == "exchange_turned"
    head = [PanelRow(label="Maker", seat=ND), PanelRow(label="Bottom card", cards=(kj.card("QS"),))]
    both_see(s, "Trump", head)
    assert panel(s, D, "Sequences") is None  # compared only after the dix step (§7.2)
    kj.choose(s, "exchange")
    both_see(s, "Trump", [*head, PanelRow(label="Dix", seat=ND, text="took the turned card")])


def test_the_last_hand_stays_on_the_table_when_the_game_ends_example_6(kj):
    """§10, §13 example 6 (issue 46): the second hand (the dealer 1; the non-dealer, 0, passes
    and 1 accepts spades) ends the game: its panels stay, the maker and the card points of
    both (A 50, B 90; the last trick's 10 is not a card point)."""
    ex6 = {"nd": "10H AH AC JC KD 10D 9D 10S AS", "d": "QH KH KC 10C QD AD JD JS 9S"}
    first = {"nd": "JH 9H AH AS 10S AD 10D AC 10C", "d": "KH QH 8H KS QS KD QD KC QC"}
    s = kj.deal(
        turned="7H",
        more=[kj.given(dealer=1, turned="8S", **ex6)],
        plugins=[kj.ScriptedScores([450, 430])],
        **first,
    )
    kj.finish_hand(s)
    for seat in (D, ND):
        assert table_panels(s, seat) == []  # the new hand: trumps not chosen yet
    kj.to_play(s, "pass", "accept")
    kj.play(s, *kj.names(kj.cards("10H QH AC KC KD QD 10D AD JS 10S 9S AS 10C JC KH AH 9D JD")))
    assert s.is_over
    both_see(s, "Card points", [PanelRow(seat=0, text="50"), PanelRow(seat=1, text="90")])
    both_see(s, "Sequences", [PanelRow(label="Best", text="none scores")])
    assert rows(s, 0, "Trump")[0] == PanelRow(label="Maker", seat=1)
