"""The widow's discards at the line console (issue 47, a player trial of Five Hundred): the
help offers "discard cards (e.g. discard 5S 5C), or one at a time (undo takes one back)", and
the kitty takes them so, as every discard phase does: cards typed one at a time are gathered,
``undo`` takes the last one back, several go in one line; the discards are played once they
complete the kitty (five-hundred.md §5, F-8: the contractor discards three cards)."""

from __future__ import annotations

import io

from rich.console import Console

from tricktaker import Discard, load_game
from tricktaker.cli.play import ConsoleGame


def test_the_kitty_discards_are_gathered_with_undo_and_several_at_once_F8() -> None:
    """Issue 47 (F-8): North bids 10NT (the top of the ladder) and takes the kitty; a card
    typed alone is gathered, not played; ``undo`` takes it back; two more, then the last two
    in one line (``discard …``): the three are played together, once, and told together."""
    session = load_game("five-hundred").new_session(seed=3, options={"first_dealer": 3})
    out = io.StringIO()
    screen = Console(file=out, width=100, color_system=None)
    script: list[str] = []
    laid_at: list[int] = []

    def read(prompt: str) -> str:
        name = session.game.phase_names[session.state.phase]
        if name == "auction":
            return "10NT"
        if name != "kitty":
            return "quit"
        if not script:
            hand = sorted(session.state.hands[0], key=session.deck.sort_key)
            cards = [session.deck.format(c) for c in hand[:3]]
            script.extend([cards[0], "undo", "undo", cards[1], cards[1],
                           f"discard {cards[0]} {cards[2]}", "quit"])  # fmt: skip
        laid_at.append(len(session.history))
        return script.pop(0)

    ConsoleGame(session, ["human", "basic", "basic", "basic"], screen, read=read).run()
    text = out.getvalue()
    assert len(set(laid_at)) == 1  # nothing was laid away until the three were chosen
    assert "Taken back: " in text and "Nothing to take back" in text
    assert "already chosen (undo takes one back)" in text
    assert "'undo' is not a card" not in text and "lay away one card" not in text
    widow = session.state.parts["widow"]
    assert len(widow.put_away[0]) == 3 and len(session.state.hands[0]) == 10
    kitty = [a for s, a, _ in session.history if s == 0 and isinstance(a, Discard)]
    assert len(kitty) == 1 and len(kitty[0].cards) == 3  # played whole, as typed
    assert "You put away " in text
