"""The line console in a Five Hundred hand (issue 47, a player trial): calls under their
callers in the auction grid, a contract by its name, trick numbers from the state's count in a
hand resumed with three-card tricks, the suit named with a suitless lead, and the help and
``?`` saying how to type that lead (five-hundred.md §13.4)."""

from __future__ import annotations

import io

from rich.console import Console

from tricktaker import Session, load_game
from tricktaker.actions import Play
from tricktaker.cli.play import ConsoleGame
from tricktaker.cli.view import (
    auction_rows,
    hand_contract_text,
    help_lines,
    legal_text,
    named_suit,
    score_table,
    table_view,
)

CALLS = ["7S", "pass", "pass", "MIS", "8C", "OMIS", "pass"]
"""You 7♠, East and South pass (for good), West MIS, you 8♣, West OMIS, you pass: West plays
an open misère, its partner East sits out."""


def open_misere(tricks: int, calls: list[str] = CALLS) -> Session:
    """Five Hundred, West dealing, ``calls``; with all of :data:`CALLS`, the kitty put away and
    ``tricks`` tricks played (each seat's first legal card)."""
    session = load_game("five-hundred").new_session(options={"first_dealer": 3}, seed=7)
    for text in calls:
        session.apply(session.parse_action(text))
    if calls != CALLS:
        return session
    while session.game.phase_names[session.state.phase] != "play":
        session.apply(session.legal_actions()[0])
    while session.state.trick_no < tricks or session.state.trick:
        session.apply(session.legal_actions()[0])
    return session


def text_of(renderable: object, width: int = 100) -> str:
    console = Console(file=io.StringIO(), width=width, color_system=None)
    console.print(renderable)
    out = console.file.getvalue()  # type: ignore[attr-defined]
    assert isinstance(out, str)
    return out


def test_each_call_sits_under_its_caller() -> None:
    """issue 47 (trial item 2): once East and South have passed for good, West's OMIS is in
    West's column and your pass in yours (it read ``8♣ OMIS pass``: under East and South)."""
    session = open_misere(0, CALLS[:-1])
    calls = session.observation(0)["calls"]
    rows = auction_rows(calls, 4)
    said = [[None if c is None else session.format_action(c[1]) for c in row] for row in rows]
    assert said == [["7S", "pass", "pass", "MIS"], ["8C", None, None, "OMIS"]]
    lines = text_of(table_view(session, 0)).splitlines()
    head = next(k for k, line in enumerate(lines) if line.startswith("Auction"))
    assert lines[head + 2].index("OMIS") == lines[head].index("West")


def test_a_named_contract_is_written_by_its_name() -> None:
    """issue 47 (trial item 3): the score sheet's contract column (a ladder's auction has
    one) writes ``OMIS by West``, never ``0NT``."""
    session = open_misere(0)
    while not session.state.hand_results:
        session.apply(session.legal_actions()[0])
    hand = session.state.hand_results[0]
    assert hand_contract_text(session, hand).startswith("OMIS by West")
    sheet = text_of(score_table(session))
    assert "Contract" in sheet and "OMIS by West" in sheet and "0NT" not in sheet


def test_trick_numbers_follow_the_state_after_a_resume() -> None:
    """issue 47 (trial item 4): resumed after two tricks of three cards (East sits out), the
    console knows two tricks of three cards, numbered 1 and 2, and numbers the next 3 (it
    cut the cards in fours: one trick, the next numbered 2)."""
    session = open_misere(2)
    out = io.StringIO()
    game = ConsoleGame(session, ["human", "basic", "basic", "basic"], Console(file=out, width=80))
    tricks = game.tricks_so_far()
    assert [number for _, _, number in tricks] == [1, 2]
    assert all(len(trick) == 3 for trick, _, _ in tricks)
    while session.state.trick_no == 2 and not session.is_over:
        session.apply(session.legal_actions()[0])
    assert "Trick 3:" in out.getvalue()


def test_a_suitless_lead_shows_the_suit_named() -> None:
    """issue 47 (trial item 6): a trick led with the Joker naming a suit says which
    (``East JK naming ♦``); ``?``'s legal list tells how to type such a lead, and so does the
    help."""
    session = open_misere(0)
    deck = session.deck
    jk, ace = deck.parse("JK"), deck.parse("AS")
    view = {"named_leads": [(0, 1, jk, 2)]}
    assert named_suit(view, 1, jk) == 2 and named_suit(view, 0, jk) == -1
    game = ConsoleGame(session, ["human", "basic", "basic", "basic"], Console(file=io.StringIO()))
    line = text_of(game.trick_line(3, [(1, jk), (3, ace)], 1, -1, 2))
    assert "Trick 3: East JK naming ♦" in line
    legal = [Play(ace), *(Play(jk, named_suit=s) for s in range(4))]
    assert "JK:S, JK:C, JK:D or JK:H" in legal_text(session, legal).plain
    play = next(line for line in help_lines(session) if line.strip().startswith("play:"))
    assert "JK:D" in play
