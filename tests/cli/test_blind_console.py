"""Blind bids and passed cards at the console (Spades' blind nil, spades.md §4.5): the human is
asked "blind nil or look" before seeing its hand, then to pass cards to its partner; the
others see only how many cards were passed."""

from __future__ import annotations

import io

from rich.console import Console

from tricktaker import load_game
from tricktaker.cli.play import ConsoleGame


def test_the_human_decides_blind_nil_or_look_before_seeing_the_hand() -> None:
    options = {"blind_nil": True, "blind_nil_deficit": 0, "first_dealer": "3", "max_hands": 1}
    session = load_game("spades").new_session(options=options, seed=4)
    out = io.StringIO()
    console = Console(file=out, width=80, color_system=None)
    prompts: list[tuple[str, str]] = []

    def read(prompt: str) -> str:
        prompts.append((prompt, out.getvalue()))
        if "blind nil or look" in prompt:
            return "blind nil"
        if "pass 2 cards" in prompt:  # the whole pass (issue 46: played only once complete)
            cards = [a.cards[0] for a in session.legal_actions()[:2]]
            return "pass " + " ".join(session.deck.format(c) for c in cards)
        return session.format_action(session.legal_actions()[0])

    assert ConsoleGame(session, ["human", "basic", "basic", "basic"], console, read=read).run()
    first, shown = prompts[0]
    assert first.startswith("You: blind nil or look")
    assert "Your hand  face down: you have not looked at your cards yet" in shown
    assert "You bid blind nil!" in out.getvalue()
    passing = [p for p, _ in prompts if "pass 2 cards face down to your partner" in p]
    assert passing, [p for p, _ in prompts][:6]
    text = out.getvalue()
    assert "You pass " in text and "Partner (South) passes " in text  # the two see the cards
    assert "East passes 1 card face down" not in text  # nobody else passed

    assert "Bids       You blind nil" in text


def test_only_the_passer_and_the_receiver_see_the_passed_cards() -> None:
    options = {"blind_nil": True, "blind_nil_deficit": 0, "first_dealer": "3"}
    session = load_game("spades").new_session(options=options, seed=4)
    for text in ("blind nil", "look", "4", "5", "look", "6"):
        session.apply(session.parse_action(text))
    assert session.phase.name == "pass_cards" and session.current_seat == 0
    action = session.legal_actions()[0]
    card = session.deck.format(action.cards[0], symbols=True)
    shown = {}
    for me in range(4):
        out = io.StringIO()
        kinds = ["basic"] * 4
        kinds[me] = "human"
        console = Console(file=out, width=80, color_system=None)
        ConsoleGame(session.clone(), kinds, console).show_action(0, action)
        shown[me] = out.getvalue().strip()
    assert shown[0] == f"You pass {card} face down"
    assert shown[2] == f"Partner (North) passes {card} face down"
    assert shown[1] == shown[3] == "North passes 1 card face down"
