"""Hearts at the console (hearts.md §4.2): the human chooses its three cards in one line, sees
only counts of the others' picks, and is told the three cards it received once everybody has
passed."""

from __future__ import annotations

import io

from rich.console import Console

from tricktaker import load_game
from tricktaker.cli.play import ConsoleGame


def test_pass_three_cards_in_one_line_then_see_what_was_received() -> None:
    session = load_game("hearts").new_session(options={"hands": 1}, seed=4)
    out = io.StringIO()
    console = Console(file=out, width=100, color_system=None)
    prompts: list[str] = []
    chosen: list[str] = []

    def read(prompt: str) -> str:
        prompts.append(prompt)
        if "all in one line" in prompt:
            hand = sorted(session.state.hands[0])[:3]
            chosen.extend(session.deck.format(c) for c in hand)
            return "pass " + " ".join(chosen)
        return session.format_action(session.legal_actions()[0])

    assert ConsoleGame(session, ["human", "basic", "basic", "basic"], console, read=read).run()
    assert prompts[0].startswith("You: pass 3 cards face down to East (left), all in one line")
    assert sum("all in one line" in p for p in prompts) == 1  # the three cards at once
    text = out.getvalue()
    assert "West passes 3 cards face down" in text  # the others' picks: counts only, once
    line = next(line for line in text.splitlines() if "You received from West:" in line)
    assert text.index("You pass ") < text.index(line) < text.index("Trick 1: East 2♣")
    assert len(line.split(":", 1)[1].split()) == 3
    # HT-20: the one-line pass is recorded as three picks, as OpenSpiel's twelve actions
    givers = [seat for seat, action, _ in session.history if action.__class__.__name__ == "Give"]
    assert givers == [2, 2, 2, 3, 3, 3, 0, 0, 0, 1, 1, 1]  # dealer East
