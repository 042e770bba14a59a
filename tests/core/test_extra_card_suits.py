"""Extra cards in the trump order (``top_trumps = [{ card = "JK" }, ...]``) and as a suit of
their own in a hand without trumps (``[play] extras = "names_suit"``), issue 47.

The test game is made up (the cut pack of ``test_removed_cards``: no 2s, 3s or black 4s, one
extra card ``JK``); its cases are those of the Five Hundred spec: five-hundred.md §2.4, §2.5,
§6.3 - §6.5, §13.4, F-9, F-10 and worked examples 5, 6 and 7.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tricktaker import IllegalAction, Play, Session
from tricktaker.cli.view import action_text
from tricktaker.engine.registry import GameSpec, Registry
from tricktaker.interop.table import Numbering, Table
from tricktaker.testing import (
    act,
    assert_legal,
    assert_replays,
    card_texts,
    games_plugin,
    isolated_registry,
    legal_texts,
    new_session,
    play_out,
)

from .test_removed_cards import RULES as CUT_PACK

TOPS = '[{ card = "JK" }, { rank = "J", suit = "trump" }, { rank = "J", suit = "same_colour" }]'
SUIT_RULES = CUT_PACK.replace(
    'trump_suit = "H"', f'trump_suit = "H"\nextras = "names_suit"\ntop_trumps = {TOPS}'
)
NT_RULES = CUT_PACK.replace(
    'trumps = "fixed"\ntrump_suit = "H"', 'trumps = "none"\nextras = "names_suit"'
)


def registry_of(tmp_path: Path, rules: str) -> Registry:
    path = tmp_path / "rules.toml"
    path.write_text(rules, encoding="utf-8")
    return isolated_registry(games_plugin("cut", GameSpec(id="cut-pack", rules=path)))


def deal(tmp_path: Path, rules: str, hands: list[str], stock: str | None = None) -> Session:
    """A session of the test game with these hands (seat 1, the dealer's left, leads) and a
    stock of three cards (by default the first three of the pack that no hand holds)."""
    game = registry_of(tmp_path, rules).game("cut-pack")
    if stock is None:
        held = {c for h in hands for c in h.split()}
        rest = [c for c in card_texts(game.compiled().deck, game.compiled().deck.cards)]
        stock = " ".join([c for c in rest if c not in held][:3])
    return new_session(game, dealer=0, hands=hands, stock=stock)


# -- the extra card as the highest trump (hearts trumps) ---------------------------------------


def test_example_5_following_with_the_extra_card_and_the_bowers(tmp_path: Path) -> None:
    """issue 47, five-hundred.md example 5 (§6.3, F-9): hearts trumps. 9♥ led: JK is the only
    trump, so it must be played. A♦ led: J♦ is a heart, so a holder of J♦ A♠ K♣ is void in
    diamonds. J♦ led: trumps are led, and JK must follow."""
    west = "JD QH AH KH 10H JH AC JS QS KS"
    north = "4H 7D 6D 5D 6C 5C 7C 8C 9C 10C"
    east = "9H 8H 7H AD KD QD 10D 9D 8D 4D"
    s = deal(tmp_path, SUIT_RULES, [north, east, "JK AS KC 6S 5S 7S 8S 9S 10S QC", west])
    act(s, "9H")
    assert_legal(s, "JK")
    south = "JD AS KC 6S 5S 7S 8S 9S 10S QC"
    s = deal(tmp_path, SUIT_RULES, [north, east, south, west.replace("JD", "JK")])
    act(s, "AD")
    assert_legal(s, "JD AS KC 6S 5S 7S 8S 9S 10S QC")
    s = deal(
        tmp_path,
        SUIT_RULES,
        [
            "7D 6D 5D 6C 5C 7C 8C 9C 10C 6H",
            "JD 8H 7H 9H KD QD 10D 9D 8D 4D",
            "JK AD KC 6S 5S 7S 8S 9S 10S QC",
            "QH AH KH 10H JH AC JS QS KS 4H",
        ],
    )
    act(s, "JD")
    assert_legal(s, "JK")


def test_example_7_the_extra_card_is_the_highest_trump(tmp_path: Path) -> None:
    """issue 47, five-hundred.md example 7 (§6.5): hearts trumps, A♥ J♦ JK J♥: the extra card
    wins; with 4♥ instead of it, the right bower J♥ wins."""
    hands = [
        "JH 6D 5D 6C 5C 7C 8C 9C 10C 7D",
        "AH 8H 7H AD KD QD 10D 9D 8D 4D",
        "JD AS KC 6S 5S 7S 8S 9S 10S QC",
        "JK 4H QH KH 10H 9H AC JS QS KS",
    ]
    s = deal(tmp_path, SUIT_RULES, hands, stock="5H 6H JC")
    act(s, "AH, JD, JK, JH")
    assert s.state.last_trick is not None and s.state.last_trick[2] == 3
    s = deal(tmp_path, SUIT_RULES, hands, stock="5H 6H JC")
    act(s, "AH, JD, 4H, JH")
    assert s.state.last_trick is not None and s.state.last_trick[2] == 0


def test_a_top_trump_card_must_be_a_card_of_the_pack(tmp_path: Path) -> None:
    """issue 47: ``{ card = ... }`` names a card of this pack; rank + suit or card, not both."""
    bad = SUIT_RULES.replace('{ card = "JK" }', '{ card = "3H" }')
    with pytest.raises(Exception, match="not in this pack"):
        registry_of(tmp_path, bad).game("cut-pack").compiled()
    both = SUIT_RULES.replace('{ card = "JK" }', '{ card = "JK", rank = "A", suit = "trump" }')
    with pytest.raises(Exception, match="either card, or rank and suit"):
        registry_of(tmp_path, both).game("cut-pack").compiled()


# -- without trumps: the extra card is a suit of its own that names a suit -------------------


NT_HANDS = [
    "10C 5D 6D 7D 8D 9D 6C 7C 8C 9C",
    "JK AS 4D KC 5S 6S 7S 8S 9S 10S",
    "4H AH KH QH JH 10H 9H 8H 7H 6H",
    "JD QD KD AD 10D AC QC JC 5C 5H",
]


def test_example_6_the_leads_of_the_extra_card_name_a_suit(tmp_path: Path) -> None:
    """issue 47, five-hundred.md example 6 (§6.4, §13.2, F-10): a leader holding JK A♠ 4♦ K♣
    (and six low spades here) leads any card, and JK only as JK:S JK:C JK:D JK:H."""
    s = deal(tmp_path, NT_RULES, NT_HANDS)
    assert s.current_seat == 1
    assert_legal(s, "JK:S JK:C JK:D JK:H AS 4D KC 5S 6S 7S 8S 9S 10S")
    with pytest.raises(IllegalAction, match="name the suit you lead with JK: JK:S"):
        s.apply(Play(s.deck.parse("JK")))


def test_the_named_suit_is_the_suit_led_and_public(tmp_path: Path) -> None:
    """issue 47, five-hundred.md example 6 and §13.3 item 6: after JK:D a holder of diamonds
    must follow diamonds, a seat without any plays anything; everybody sees the named suit,
    and the hand log records it."""
    s = deal(tmp_path, NT_RULES, NT_HANDS)
    act(s, "JK:D")
    assert_legal(s, "4H AH KH QH JH 10H 9H 8H 7H 6H")  # seat 2: no diamond
    act(s, "AH")
    assert_legal(s, "JD QD KD AD 10D")  # seat 3 must follow the named diamonds
    for seat in range(4):
        seen = s.observation(seat)
        assert seen["named_suit"] == 2 and seen["named_leads"] == [(0, 1, s.deck.parse("JK"), 2)]
    act(s, "AD, 5D")
    assert s.state.last_trick is not None and s.state.last_trick[2] == 1  # JK wins
    assert s.observation(0)["named_suit"] == -1

    # five-hundred.md §13.4: the trick's record holds the suit named with the suitless card
    # that led it; the other tricks have no such key, and it is no separate event.
    play_out(s, hands=1)
    hand = s.result()["hands"][0]
    assert hand["play"][0]["named_suit"] == "D"
    assert hand["play"][0]["cards"][0] == "JK"
    assert all("named_suit" not in trick for trick in hand["play"][1:])
    assert not any("named_suit" in event for event in hand.get("events", []))


def test_the_extra_card_follows_only_when_void_and_wins(tmp_path: Path) -> None:
    """issue 47, five-hundred.md examples 6 and 7 (§6.4, §6.5, F-10): to 10♣ a holder of JK 5♣
    A♥ must play 5♣ (JK is no club); a holder of JK A♥ K♠ and no club may play any card, JK
    alone (no suit named), and JK wins the trick: 10♣, JK, K♣, A♣."""
    lead, west, north = (
        "10C 5D 6D 7D 8D 9D 6C 7C 8C AS",
        "JD QD KD AD 10D 4D KC 5C JS 4H",
        ("9C AC QC JC 5H 8H 7H 6H KH QH"),
    )
    s = deal(
        tmp_path,
        NT_RULES,
        [north, lead, "JK 5C AH 5S 6S 7S 8S 9S 10S KS", west.replace("5C", "QS")],
    )
    act(s, "10C")
    assert_legal(s, "5C")
    s = deal(tmp_path, NT_RULES, [north, lead, "JK AH KS 5S 6S 7S 8S 9S 10S QS", west])
    act(s, "10C")
    assert_legal(s, "JK AH KS 5S 6S 7S 8S 9S 10S QS")
    act(s, "JK")
    assert_legal(s, "KC 5C")
    act(s, "KC, AC")
    assert s.state.last_trick is not None and s.state.last_trick[2] == 2


def test_the_named_suit_reads_and_writes_as_jk_colon_suit(tmp_path: Path) -> None:
    """issue 47, five-hundred.md §13.4: ``JK:D``; ``jk:d``, ``JK D`` and ``JK:diamonds`` are
    read too; a suit named anywhere else is refused."""
    s = deal(tmp_path, NT_RULES, NT_HANDS)
    jk = s.deck.parse("JK")
    for text in ("JK:D", "jk:d", "JK D", "JK:diamonds", "play JK:D"):
        assert s.parse_action(text) == Play(jk, "", 2)
    assert s.format_action(Play(jk, "", 2)) == "JK:D"
    assert action_text(s, Play(jk, "", 2)).plain == "plays JK naming ♦ diamonds"
    with pytest.raises(IllegalAction, match="a suit is named only when leading"):
        s.apply(Play(s.deck.parse("AS"), "", 0))
    suit = deal(tmp_path, SUIT_RULES, NT_HANDS)
    assert "JK" in legal_texts(suit) and "JK:D" not in legal_texts(suit)  # trumps: plain JK
    with pytest.raises(IllegalAction, match="a suit is named only when leading"):
        suit.apply(Play(jk, "", 2))


def test_games_with_the_extra_card_play_replay_and_go_through_the_interop(tmp_path: Path) -> None:
    """issue 47: random play with the extra card in both kinds of hand replays from its record;
    the interop numbers a lead naming a suit as an *other* action."""
    for rules in (NT_RULES, SUIT_RULES):
        registry = registry_of(tmp_path, rules)
        for seed in range(4):
            session = registry.game("cut-pack").new_session(seed=seed)
            play_out(session, "random", seed)
            assert_replays(session, registry)
    game = registry_of(tmp_path, NT_RULES).game("cut-pack")
    numbering = Numbering.of(game.compiled())
    s = deal(tmp_path, NT_RULES, NT_HANDS)
    ids = numbering.ids(s.legal_actions())
    assert [numbering.block(i) for i in ids[:4]] == ["other"] * 4
    assert all(numbering.block(i) == "play" for i in ids[4:])
    table = Table(game)
    while not table.is_over:
        if table.chance is not None:
            table.apply(table.chance_outcomes()[0][0])
        else:
            table.apply(table.legal_ids()[-1])
    assert table.session is not None and table.session.is_over
