"""Packs with named cards removed (``[deck] remove``) and a widow dealt in parts after several
rounds of packets (``[deal] widow = { size = 3, after = [1, 2, 3] }``), issue 47.

The test game is made up: a 52-card pack without the 2s, 3s and black 4s, plus one extra card
``JK`` (43 cards), dealt 3 - 4 - 3 to four seats with one card aside after each round, as the
Five Hundred spec deals (five-hundred.md §2.1, §3, §13.1, F-1). Card ids keep their place in the
full numbering (sparse): ``Deck.ids`` ids exist, ``Deck.cards`` are the pack's and
``Deck.size`` counts them.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from typer.testing import CliRunner

from tricktaker import NotationError, RulesError, TrickTakerError
from tricktaker.cli.app import app
from tricktaker.engine.registry import GameSpec, Registry
from tricktaker.interop.table import Numbering, Table
from tricktaker.testing import card_texts, games_plugin, isolated_registry, new_session

RULES = """
phases = ["deal", "play"]

[game]
id = "cut-pack"
name = "Cut Pack"
summary = "A test game: a 52-card pack without the 2s, 3s and black 4s, plus an extra card."

[deck]
ranks = ["A", "K", "Q", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2"]
rank_aliases = { T = "10" }
suits = [
    { letter = "S", symbol = "♠", name = "spades" },
    { letter = "C", symbol = "♣", name = "clubs" },
    { letter = "D", symbol = "♦", name = "diamonds", red = true },
    { letter = "H", symbol = "♥", name = "hearts", red = true },
]
extras = [{ name = "JK", title = "Joker" }]
remove = ["2S", "2C", "2D", "2H", "3S", "3C", "3D", "3H", "4S", "4C"]

[[sides]]
name = "A"
seats = [0, 2]

[[sides]]
name = "B"
seats = [1, 3]

[options.players]
type = "int"
min = 4
max = 4
default = 4
description = "Four seats."

[deal]
first_dealer = "seat0"
hand_size = 10
batches = [3, 4, 3]
widow = { size = 3, after = [1, 2, 3] }

[play]
trumps = "fixed"
trump_suit = "H"

[match]
end = "deals"
deals = 1
"""

PACK = (
    "AS KS QS JS 10S 9S 8S 7S 6S 5S AC KC QC JC 10C 9C 8C 7C 6C 5C AD KD QD JD 10D 9D 8D 7D "
    "6D 5D 4D AH KH QH JH 10H 9H 8H 7H 6H 5H 4H JK"
)
"""The pack of five-hundred.md §13.1's example, top card first."""


def write(tmp_path: Path, rules: str = RULES) -> Path:
    path = tmp_path / "rules.toml"
    path.write_text(rules, encoding="utf-8")
    return path


def registry_of(tmp_path: Path, rules: str = RULES) -> Registry:
    spec = GameSpec(id="cut-pack", rules=write(tmp_path, rules))
    return isolated_registry(games_plugin("cut", spec))


def refusal(tmp_path: Path, rules: str) -> str:
    with pytest.raises(TrickTakerError) as caught:
        registry_of(tmp_path, rules).game("cut-pack").compiled()
    return str(caught.value)


def test_a_cut_pack_keeps_its_numbering_and_counts_its_cards(tmp_path: Path) -> None:
    """issue 47 (five-hundred.md §2.1): 52 - 10 + 1 = 43 cards; ids stay ``suit * 13 + rank``,
    so 53 ids exist and the removed ones are not cards of the pack."""
    deck = registry_of(tmp_path).game("cut-pack").compiled().deck
    assert (deck.size, deck.ids, len(deck.cards)) == (43, 53, 43)
    assert deck.cards == tuple(sorted(deck.cards))
    assert sorted(card_texts(deck, deck.removed)) == sorted(
        ["2S", "2C", "2D", "2H", "3S", "3C", "3D", "3H", "4S", "4C"]
    )
    assert deck.parse("4D") == deck.card(2, 10) and deck.in_pack[deck.parse("4D")]
    assert deck.format(deck.card(0, 10)) == "4S" and not deck.in_pack[deck.card(0, 10)]
    with pytest.raises(NotationError, match=r"'4S': 4♠ is not in this pack"):
        deck.parse("4S")
    assert deck.read_any("4s") == deck.card(0, 10)  # the full pack's card, for the rules


def test_the_deal_in_packets_with_the_widow_in_parts_is_exactly_13_1(tmp_path: Path) -> None:
    """issue 47 (five-hundred.md §13.1, F-1): 3 to each seat, 1 aside, 4 to each, 1 aside, 3 to
    each, 1 aside, from the dealer's left: the example of §13.1 card for card."""
    game = registry_of(tmp_path).game("cut-pack")
    session = new_session(game, dealer=0, pack=PACK)
    hands = [card_texts(session, h) for h in session.state.hands]
    assert hands[1] == ["AS", "KS", "QS", "JC", "10C", "9C", "8C", "4D", "AH", "KH"]
    assert hands[2] == ["JS", "10S", "9S", "7C", "6C", "5C", "AD", "QH", "JH", "10H"]
    assert hands[3] == ["8S", "7S", "6S", "KD", "QD", "JD", "10D", "9H", "8H", "7H"]
    assert hands[0] == ["5S", "AC", "KC", "9D", "8D", "7D", "6D", "6H", "5H", "4H"]
    assert card_texts(session, session.state.stock) == ["QC", "5D", "JK"]
    # the positions of §13.1 for another dealer: L = dealer + 1 gets deck[0..2, 13..16, 30..32]
    pack = PACK.split()
    moved = new_session(game, dealer=2, pack=pack)
    assert card_texts(moved, moved.state.hands[3]) == [
        pack[i] for i in (0, 1, 2, 13, 14, 15, 16, 30, 31, 32)
    ]
    assert card_texts(moved, moved.state.stock) == [pack[12], pack[29], pack[42]]


def test_a_removed_card_given_anywhere_is_refused_naming_it(tmp_path: Path) -> None:
    """issue 47: hands, packs and rules that name a removed card are refused, saying the card
    is not in this pack; a pack of the full 52 + 1 cards is refused too."""
    game = registry_of(tmp_path).game("cut-pack")
    hands = [
        "4S KS QS JC 10C 9C 8C 4D AH KH",
        "JS 10S 9S 7C 6C 5C AD QH JH 10H",
        "8S 7S 6S KD QD JD 10D 9H 8H 7H",
        "5S AC KC 9D 8D 7D 6D 6H 5H 4H",
    ]
    with pytest.raises(TrickTakerError, match="4♠ is not in this pack"):
        new_session(game, dealer=0, hands=hands)
    with pytest.raises(TrickTakerError, match="not in this pack"):
        new_session(game, dealer=0, pack=PACK + " 2S")
    bad = RULES.replace('trump_suit = "H"', 'trump_suit = "H"\nfirst_lead_card = "3C"')
    assert "3♣ is not in this pack" in refusal(tmp_path, bad)


@pytest.mark.parametrize(
    ("remove", "words"),
    [
        ('["1S"]', "remove.0"),
        ('["2S", "2s"]', "name each card once"),
        ("[" + ", ".join(f'"{r}{s}"' for r in "AKQJ" for s in "SCDH") + ', "JK"]', None),
    ],
)
def test_remove_is_checked_when_the_rules_load(
    tmp_path: Path, remove: str, words: str | None
) -> None:
    """issue 47: an unknown card, a card removed twice, or every card removed is refused."""
    rules = (
        RULES.replace(
            'remove = ["2S", "2C", "2D", "2H", "3S", "3C", "3D", "3H", "4S", "4C"]',
            f"remove = {remove}",
        )
        .replace(
            'ranks = ["A", "K", "Q", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2"]',
            (
                'ranks = ["A", "K", "Q", "J"]'
                if words is None
                else 'ranks = ["A", "K", "Q", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2"]'
            ),
        )
        .replace(
            'rank_aliases = { T = "10" }\n',
            "" if words is None else 'rank_aliases = { T = "10" }\n',
        )
    )
    message = refusal(tmp_path, rules)
    assert (words or "every card of the pack is removed") in message


@pytest.mark.parametrize(
    ("widow", "words"),
    [
        ("{ size = 3, after = [1, 2] }", "cannot be split equally"),
        ("{ size = 3, after = [2, 1, 3] }", "increasing order"),
        ("{ size = 3, after = [] }", "at least one round"),
    ],
)
def test_a_widow_in_parts_is_checked(tmp_path: Path, widow: str, words: str) -> None:
    """issue 47: the parts of a widow split its size equally over rounds given in order."""
    rules = RULES.replace("widow = { size = 3, after = [1, 2, 3] }", f"widow = {widow}")
    assert words in refusal(tmp_path, rules)


def test_a_widow_after_one_round_still_works(tmp_path: Path) -> None:
    """issue 47: ``after = 1`` (one number) deals the whole widow after the first round."""
    rules = RULES.replace("after = [1, 2, 3]", "after = 1")
    session = new_session(registry_of(tmp_path, rules).game("cut-pack"), dealer=0, pack=PACK)
    assert card_texts(session, session.state.stock) == ["QC", "JC", "10C"]
    assert card_texts(session, session.state.hands[1])[:4] == ["AS", "KS", "QS", "9C"]


def test_the_rules_text_counts_the_cards_in_the_pack(tmp_path: Path) -> None:
    """issue 47: ``tricktaker rules`` says "Pack: 43 cards", which cards are left out, and
    each suit's ranks as they are in the pack (no 3 or 2 anywhere, the 4 in the red suits)."""
    result = CliRunner().invoke(app, ["rules", str(write(tmp_path))], env={"COLUMNS": "250"})
    assert result.exit_code == 0, result.output
    assert "Pack: 43 cards (without 2S 2C 2D 2H 3S 3C 3D 3H 4S 4C)" in result.output
    assert "♠ A K Q J 10 9 8 7 6 5, ♣ A K Q J 10 9 8 7 6 5, ♦ A K Q J 10 9 8 7 6 5 4," in (
        result.output
    )


def test_the_interop_numbers_card_ids_and_deals_only_the_pack(tmp_path: Path) -> None:
    """issue 47: action ids and vectors are indexed by card id (53); a chance node deals only
    the 43 cards of the pack."""
    game = registry_of(tmp_path).game("cut-pack")
    numbering = Numbering.of(game.compiled())
    assert numbering.deck_size == 53
    table = Table(game)
    if table.chance is not None and table.chance.dealer is None:  # the dealer drawn first
        table.apply(table.chance_outcomes()[0][0])
    outcomes = [card for card, _ in table.chance_outcomes()]
    deck = game.compiled().deck
    assert outcomes == list(deck.cards) and len(outcomes) == 43
    while table.chance is not None:
        table.apply(table.chance_outcomes()[0][0])
    assert table.session is not None
    assert sum(len(h) for h in table.session.state.hands) == 40
    assert len(table.session.state.stock) == 3


def test_rules_errors_are_rules_errors() -> None:
    """The refusals above are the engine's errors (a RulesError is a TrickTakerError)."""
    assert issubclass(RulesError, TrickTakerError)
