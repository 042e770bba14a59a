"""Euchre at the console: making trump, going alone, the dealer's pick-up and discard read
naturally; the maker, who plays alone and who sits out are shown; a human with a bot partner
plays a whole game."""

from __future__ import annotations

import io
import re

from rich.console import Console

from tricktaker import DealGiven, load_game
from tricktaker.cli.play import ConsoleGame
from tricktaker.cli.view import action_text, table_view

HANDS = [
    ["QH", "JH", "9D", "AC", "KC"],
    ["AS", "KS", "QS", "10H", "9H"],
    ["JS", "10S", "AD", "KD", "QD"],
    ["9S", "AH", "KH", "JD", "10D"],
]


def render(renderable: object, width: int = 80) -> str:
    out = io.StringIO()
    Console(file=out, width=width, color_system=None).print(renderable)
    return out.getvalue()


def test_prompts_and_texts_read_naturally() -> None:
    deal = DealGiven(dealer=0, hands=HANDS, turned="QC", stock=["JC", "10C", "9C"])
    s = load_game("euchre").new_session(seed=1, deals=[deal])
    assert s.phase.prompt(s.game, s.state) == "trumps: order up ♣ or pass"  # issue 46
    s.apply(s.parse_action("pass"))
    s.apply(s.parse_action("order"))
    assert s.phase.prompt(s.game, s.state) == "play alone, or with your partner? (alone / partner)"
    alone = s.parse_action("alone")
    assert render(action_text(s, alone)).strip() == "plays alone"
    assert render(action_text(s, s.parse_action("partner"), you=True)).strip() == (
        "play with your partner"
    )
    s.apply(alone)
    assert s.phase.prompt(s.game, s.state) == "take Q♣ and discard a card"
    discard = s.parse_action("9D")
    assert render(action_text(s, discard)).strip() == "takes the turned card and discards 9♦"
    assert s.phase.hidden_text(s.game, discard) == (
        "takes the turned card and discards a card face down"
    )
    s.apply(discard)
    view = render(table_view(s, 1))
    assert re.search(r"Maker +South \(alone\)", view)  # the Trump panel (issue 46)
    assert re.search(r"Sits out +North", view)
    assert re.search(r"Makers +North–South 0 taken, 3 needed", view)


def test_a_whole_game_with_a_bot_partner() -> None:
    session = load_game("euchre").new_session(seed=5)
    out = io.StringIO()
    console = Console(file=out, width=80, color_system=None)

    def read(prompt: str) -> str:
        return session.format_action(session.legal_actions()[-1])

    assert ConsoleGame(session, ["human", "basic", "basic", "basic"], console, read=read).run()
    text = out.getvalue()
    assert session.is_over
    assert "Seats You · East (basic) · Partner (South, basic) · West (basic)" in text
    assert "takes the turned card and discards a card face down" in text
    assert "North–South" in text and "East–West" in text
