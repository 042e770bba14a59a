"""Contract Bridge at the console: a human declarer plays the dummy's cards when it is the
dummy's turn (the prompt says whose cards), the dummy is shown face up after the opening lead,
partners are named "Partner (North, basic)", the sides' scores are shown, and the saved record
replays."""

from __future__ import annotations

import io

from rich.console import Console

from tricktaker import DealGiven, load_game
from tricktaker.cli.play import ConsoleGame
from tricktaker.records import load, replay

HANDS = [
    "AC JC 2C AH KH QH JH 10H 9H 8H 7H 6H 5H",  # N: the dummy
    "3C 4C 5C 6C 7C 4H 3H 2H AS KS QS JS 10S",
    "8C 9C 10C KC 9S 8S 7S 6S 5S 4S 3S 2S AD",  # S: the human declarer
    "QC KD QD JD 10D 9D 8D 7D 6D 5D 4D 3D 2D",
]


class Human:
    """Bids 7NT, then passes (or redoubles); plays the first legal card (its own or the
    dummy's)."""

    def __init__(self) -> None:
        self.game: ConsoleGame | None = None
        self.prompts: list[str] = []

    def __call__(self, prompt: str) -> str:
        assert self.game is not None
        session = self.game.session
        self.prompts.append(prompt)
        if session.phase.name == "auction":
            return "7nt" if not session.state.parts["auction"].calls else "pass"
        return session.deck.format(session.legal_actions()[0].card).lower()


def test_a_human_declarer_plays_the_dummy(tmp_path):
    session = load_game("bridge").new_session(
        seed=1,
        options={"vulnerability": "ns", "dealer": 2},
        deals=[DealGiven(dealer=2, hands=[h.split() for h in HANDS])],
    )
    out = io.StringIO()
    human = Human()
    path = tmp_path / "g.json"
    game = ConsoleGame(
        session,
        ["basic", "basic", "human", "basic"],
        Console(file=out, width=100, no_color=True),
        record=path,
        read=human,
    )
    human.game = game
    assert game.run()
    text = out.getvalue()
    assert "Partner (North, basic)" in text  # the seats, introduced once
    assert "Contract" in text and "7NT" in text
    dummy_prompts = [p for p in human.prompts if "from Partner (North)'s hand" in p]
    assert len(dummy_prompts) == 13  # every card of the dummy chosen by the declarer
    assert "You: card (" in "".join(human.prompts)  # and the declarer's own cards
    assert "Partner (North), face up" in text
    assert "Partner (North)'s cards, played by You" in text
    assert "You play" in text and "from Partner (North)'s hand" in text
    assert "North–South vulnerable · East–West not vulnerable" in text  # Board panel, issue 46
    assert "North–South" in text and "East–West" in text  # the sides' scores
    assert session.is_over
    assert replay(load(path)).result() == session.result()


def test_the_dummy_is_not_shown_before_the_opening_lead():
    """C-7 at the console: the table before the opening lead has no face-up hand."""
    session = load_game("bridge").new_session(
        seed=1, deals=[DealGiven(dealer=2, hands=[h.split() for h in HANDS])], options={"dealer": 2}
    )
    from tricktaker.cli.view import table_view

    for call in ("1nt", "pass", "pass", "pass"):
        session.apply(session.parse_action(call))
    out = io.StringIO()
    Console(file=out, width=100, no_color=True).print(table_view(session, 3))
    assert "face up" not in out.getvalue()
    session.apply(session.legal_actions()[0])
    out = io.StringIO()
    Console(file=out, width=100, no_color=True).print(table_view(session, 3))
    assert "North, face up" in out.getvalue()


def test_the_auction_is_shown_as_a_table_of_four_columns():
    """Issue 14: Bridge's auction is shown as the familiar table, a column per seat in seat
    order (North, East, South, West), the dealer's first call in the dealer's column."""
    from tricktaker.cli.view import table_view

    session = load_game("bridge").new_session(
        seed=1,
        options={"dealer": 1},
        deals=[DealGiven(dealer=1, hands=[h.split() for h in HANDS])],
    )
    for call in ["1D", "pass", "1S", "double", "pass"]:  # East deals and calls first
        session.apply(session.parse_action(call))
    out = io.StringIO()
    Console(file=out, width=100, no_color=True).print(table_view(session, 2))
    lines = out.getvalue().splitlines()
    header = next(i for i, line in enumerate(lines) if line.startswith("Auction"))
    assert lines[header].split()[1:] == ["Partner", "(North)", "East", "You", "West"]
    columns = [lines[header].index(w) for w in ("Partner", "East", "You", "West")]

    def row(i: int) -> list[str]:
        line = lines[header + i]
        ends = [*columns[1:], len(line)]
        return [line[start:end].strip() for start, end in zip(columns, ends, strict=True)]

    assert row(1) == ["", "1♦", "pass", "1♠"]
    assert row(2) == ["double", "pass", "", ""]
