"""No panel shows a card its seat may not see (issue 46), in every bundled game.

At every step of a seeded game (random bots, the options that add hidden cards switched on),
each seat's panels (the ``table_panels`` hook, as the table draws them) may show only cards that
seat has seen during the current deal (``seen_cards``: its own hand once looked at, every card
played or shown face up, the cards it drew, passed, received, discarded or put away; gathered
step by step, so a card it has seen and given away still counts), or cards of a finished deal's
public record (Skat's skat once the deal is over, SK-19), or Klaberjass' best sequence once
the rules reveal it (§7.6). The check trusts nothing the panels
say about themselves: a panel that read a card out of another seat's entry would fail it.
"""

from __future__ import annotations

import contextlib
from typing import Any

import pytest

from tricktaker import Session, load_game
from tricktaker.bots import RandomBot
from tricktaker.engine import views
from tricktaker.testing import table_panels

GAMES: dict[str, dict[str, Any]] = {
    "hearts": {},
    "spades": {"blind_nil": True, "blind_nil_deficit": 0},
    "skat": {},
    "bridge": {},
    "klaberjass": {},
    "oh-hell": {"players": 5},
    "euchre": {},
    "bridgette": {},
    "draw-bridge": {"open_top_card": True},
    "five-hundred": {"inkle": True},
}


def record_cards(session: Session, results: list[dict[str, Any]]) -> set[int]:
    """The cards written in the public records of the finished deals (as card texts)."""
    deck = session.deck
    found: set[int] = set()

    def walk(value: Any) -> None:
        if isinstance(value, str):
            with contextlib.suppress(Exception):  # not a card text
                found.add(deck.parse(value))
        elif isinstance(value, dict):
            for item in value.values():
                walk(item)
        elif isinstance(value, list | tuple):
            for item in value:
                walk(item)

    walk(results[-1:] if results else [])
    return found


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_no_panel_shows_a_card_its_seat_may_not_see(game_id: str) -> None:
    """Issue 46, SK-19, HT-19, D-13, B-3: every card in a seat's panels is one it has seen."""
    session = load_game(game_id).new_session(options=GAMES[game_id], seed=11)
    bot = RandomBot(5)
    seen: list[set[int]] = [set() for _ in range(session.players)]
    deal = session.state.deal_no
    shown_cards = 0
    for _ in range(3000):
        if session.is_over:
            break
        if session.state.deal_no != deal:
            deal, seen = session.state.deal_no, [set() for _ in range(session.players)]
        public = record_cards(session, session.state.hand_results)
        for seat in range(session.players):
            seen[seat] |= views.seen_cards(session.state, seat)
            best = session.observation(seat).get("sequence")
            if best:  # Klaberjass §7.6: the winning sequence is shown to the other player
                seen[seat] |= set(best[1])
            for panel in table_panels(session, seat):
                for row in panel.rows:
                    shown_cards += len(row.cards)
                    leaked = set(row.cards) - seen[seat] - public
                    assert not leaked, (
                        f"{game_id}, deal {deal}, seat {seat}: panel {panel.title!r} shows "
                        f"{session.deck.format_many(sorted(leaked))}, which it has not seen"
                    )
        session.apply(bot.choose(session, session.current_seat))
    assert len(session.state.hand_results) >= 1  # at least a whole deal was checked
    if game_id not in ("oh-hell", "euchre", "bridge"):  # their panels show no cards
        assert shown_cards, "the check is vacuous: no panel showed a card"
