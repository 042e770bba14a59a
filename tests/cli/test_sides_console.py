"""A game of sides at the console (issue 14, "At the console"): seats by the rules' names, the
human's partner named as such ("Partner (South, basic)"), scores per side ("North–South"), a
hand's score broken down per side, final standings per side. Played with Spades."""

from __future__ import annotations

import io

from rich.console import Console

from tricktaker import load_game
from tricktaker.cli.play import ConsoleGame
from tricktaker.cli.view import (
    score_table,
    seat_name,
    side_contracts,
    standings_table,
    table_view,
)


def render(renderable: object, width: int = 80) -> str:
    out = io.StringIO()
    Console(file=out, width=width, color_system=None).print(renderable)
    return out.getvalue()


def test_seats_are_named_by_the_rules_and_the_partner_as_such() -> None:
    game = load_game("spades").compiled()
    kinds = ["human", "basic", "basic", "random"]
    names = [seat_name(s, kinds, 0, game) for s in range(4)]
    assert names == ["You", "East (basic)", "Partner (South, basic)", "West (random)"]
    assert [seat_name(s, None, 1, game) for s in range(4)] == [
        "North", "You", "South", "Partner (West)"
    ]  # fmt: skip
    assert seat_name(2, None, None, game) == "South"
    assert seat_name(2, None, 0, load_game("oh-hell").compiled()) == "Player 3"


def test_a_whole_game_at_the_console_speaks_of_sides() -> None:
    session = load_game("spades").new_session(options={"max_hands": 2}, seed=2)
    out = io.StringIO()
    console = Console(file=out, width=80, color_system=None)

    def read(prompt: str) -> str:
        return session.format_action(session.legal_actions()[0])

    assert ConsoleGame(session, ["human", "basic", "basic", "basic"], console, read=read).run()
    text = out.getvalue()
    assert "Seats You · East (basic) · Partner (South, basic) · West (basic)" in text
    assert "Partner (South) bids" in text
    totals = session.scores
    total_rows = [line.split() for line in text.splitlines() if line.startswith("│ Total")]
    assert total_rows[-1] == ["│", "Total", "│", str(totals[0]), "│", str(totals[1]), "│"]
    hand = session.result()["hands"][-1]
    ns = sum(item["points"][0] for item in hand["breakdown"])
    assert ns == hand["scores"][0] == hand["scores"][2]
    assert "North–South (You & Partner (South)): " in text
    tricks = hand["tricks"]
    assert (  # issue 15: a side's tricks together, as for the sides of one deal (Skat)
        f"Sides: North–South (You & Partner (South)) {tricks[0] + tricks[2]} tricks · "
        f"East–West (East & West) {tricks[1] + tricks[3]} tricks"
    ) in " ".join(text.split())  # the line may wrap at 80 columns
    assert "East–West (East & West): " in text
    table = render(score_table(session, None, 0))
    assert "North–South (you)" in table and "East–West" in table
    standings = render(standings_table(session, None, 0))
    assert "North–South: You & Partner (South)" in standings
    view = render(table_view(session, 0))
    assert f"North–South {totals[0]} · East–West {totals[1]}" in view


def test_partners_win_together_in_simulations() -> None:
    """A side's win counts whole for each of its seats (not shared like a tie between two)."""
    from tricktaker.simulate import summarize

    line = {
        "scores": [5, 1, 5, 1],
        "winners": [0, 2],
        "seats": ["basic"] * 4,
        "stats": {},
        "hands": 1,
        "actions": 52,
    }
    with_sides = summarize([{**line, "side_of": [0, 1, 0, 1]}])
    assert [s["win_rate"] for s in with_sides["seats"]] == [1.0, 0.0, 1.0, 0.0]
    without = summarize([{**line, "side_of": [0, 1, 2, 3]}])  # a tie of two players
    assert [s["win_rate"] for s in without["seats"]] == [0.5, 0.0, 0.5, 0.0]


def test_each_side_sees_its_tricks_against_its_partners_bids() -> None:
    """Issue 14: the table shows every bid and each side's tricks against its side's bids
    (partial while a partner has still to bid)."""
    assert side_contracts(["N–S", "E–W"], [(0, 2), (1, 3)], [3, None, 4, 2], [1, 2, 0, 0]) == [
        "N–S: 7 bid, 1 taken",  # issue 46: in words
        "E–W: 2 bid so far, 2 taken",
    ]
    session = load_game("spades").new_session(seed=3)
    for bid in ["7", "7", "nil", "5"]:  # East deals: South, West, North, East bid in turn
        session.apply(session.parse_action(bid))
    text = render(table_view(session, 0))
    assert "Team bids" in text  # issue 46: Spades' own panel says it (with nil apart)
    assert "Sides" not in text
