"""What a player reads carries no specification references (``§5.3``, ``H-5``, ``B-15``, "the
seed"), no ``None`` and no cut option names: ``tricktaker games`` and ``tricktaker rules`` for
every bundled game, at 80 columns."""

from __future__ import annotations

import re

import pytest
from typer.testing import CliRunner

from tricktaker import load_game
from tricktaker.cli.app import app

GAMES = ["oh-hell", "klaberjass", "bridgette", "draw-bridge"]
SPEC_WORDS = re.compile(r"§|(?<![A-Za-z0-9])[BDHK]-\d+|\bthe seed\b|\bNone\b")


def shown(*args: str) -> str:
    result = CliRunner().invoke(app, list(args), env={"COLUMNS": "80", "NO_COLOR": "1"})
    assert result.exit_code == 0, result.output
    return result.output


@pytest.mark.parametrize("game_id", GAMES)
def test_rules_page_has_no_spec_references_and_every_option_name_whole(game_id: str) -> None:
    text = shown("rules", game_id)
    assert not SPEC_WORDS.findall(text), SPEC_WORDS.findall(text)
    for name in load_game(game_id).rules.options:
        assert re.search(rf"(?<![\w-]){re.escape(name)}(?![\w-])", text), name


def test_games_table_has_no_spec_references() -> None:
    text = shown("games")
    assert not SPEC_WORDS.findall(text), SPEC_WORDS.findall(text)


def test_trumps_are_shown_in_trump_order() -> None:
    """Klaberjass ranks trumps J 9 A 10 K Q 8 7 and plain suits A 10 K Q J 9 8 7: the hand
    shows each suit in the order its cards take tricks."""
    from tricktaker.cli.view import hand_text

    deck = load_game("klaberjass").new_session(seed=1).deck
    hand = [deck.parse(card) for card in ["KH", "10H", "AH", "9H", "JH", "7S"]]
    hearts = deck.suit_index("H")
    assert hand_text(deck, hand, hearts).plain == "♥* J 9 A 10 K  ♠ 7"  # trumps first
    assert hand_text(deck, hand).plain == "♠ 7  ♥ A 10 K J 9"


def test_question_mark_lists_a_card_that_may_announce_once_and_explains_the_choice() -> None:
    """A card that may be played with an announcement or without is offered twice (two
    actions); ``?`` shows it once and says how to type each form."""
    import random

    from tricktaker import Play
    from tricktaker.cli.view import legal_text

    for seed in range(100):
        session = load_game("klaberjass").new_session(seed=seed)
        rng = random.Random(seed)
        while not session.is_over:
            legal = session.legal_actions()
            both = [a for a in legal if isinstance(a, Play) and a.announce == "bella"]
            if both:
                text = legal_text(session, legal).plain
                card = session.deck.format(both[0].card, symbols=True)
                typed = session.deck.format(both[0].card)
                rank = card[:-1]  # issue 46: the cards grouped by suit, each rank once
                group = next(g for g in text.split(" (")[0].split("  ") if g[0] == card[-1])
                assert group.split()[1:].count(rank) == 1, text
                assert f"type {typed} bella or {typed} no bella" in text, text
                return
            session.apply(rng.choice(legal))
    raise AssertionError("no game offered an announcement")


def test_the_bids_row_sets_the_total_against_the_tricks_once_everybody_has_bid() -> None:
    from tricktaker.cli.view import bids_total

    assert bids_total([2, None, 1], 5) == ""
    assert bids_total([2, 4, 1, 1], 9) == " (8 of 9: under by 1)"
    assert bids_total([3, 4, 1, 2], 9) == " (10 of 9: over by 1)"
    assert bids_total([3, 4, 1, 1], 9) == " (9 of 9: exactly)"
