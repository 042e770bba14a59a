"""The table tells what happens beyond the actions (issue 13, "The table"): cards drawn are
announced as the seat at the screen may see them ("You drew 9♠", "Player 2 drew a card", "drew
the 9♠" when it was face up), and at a hand's end its score is broken down by item ("card
points 81 + bella 20 + last trick 10 = 111", "made 3♥, 1 over: 140")."""

from __future__ import annotations

import io
import re

from rich.console import Console

from tricktaker import load_game
from tricktaker.cli.events import breakdown_lines, draw_text, sides_line
from tricktaker.cli.play import ConsoleGame
from tricktaker.engine.handlog import EVERYBODY, DrawEntry
from tricktaker.engine.seats import HandSide, hand_sides

DECK = load_game("draw-bridge").new_session(seed=0).deck
NINE = DECK.parse("9S")
KING = DECK.parse("KH")


def name(seat: int) -> str:
    return f"Player {seat + 1}"


def plain(text: object) -> str:
    return " ".join(str(text).split())


def test_a_draw_is_told_as_the_viewer_may_see_it() -> None:
    own = DrawEntry(0, (NINE,), (0,))
    assert plain(draw_text(DECK, own, -1, name, viewer=0)) == "You drew 9♠"
    assert plain(draw_text(DECK, own, -1, name, viewer=1)) == "Player 1 drew a card"
    assert plain(draw_text(DECK, own, -1, name, viewer=1, open_hands=True)) == "Player 1 drew 9♠"
    face_up = DrawEntry(1, (NINE,), EVERYBODY)
    assert plain(draw_text(DECK, face_up, -1, name, viewer=0)) == "Player 2 drew the 9♠"
    several = DrawEntry(1, (NINE, KING), (1,))
    assert plain(draw_text(DECK, several, -1, name, viewer=0)) == "Player 2 drew 2 cards"
    assert plain(draw_text(DECK, several, -1, name, viewer=1)) == "You drew 2 cards: 9♠ K♥"
    dealt = DrawEntry(1, (NINE, KING), (1,), source="deal")
    assert plain(draw_text(DECK, dealt, -1, name, viewer=1)) == "You were dealt 2 more 9♠ K♥"
    assert plain(draw_text(DECK, dealt, -1, name, viewer=0)) == "Player 2 was dealt 2 more cards"


def test_a_hands_score_is_broken_down_per_seat() -> None:
    hand = {
        "scores": [46, 140],
        "breakdown": [
            {"item": "card points", "points": [26, 80]},
            {"item": "sequence", "points": [0, 50]},
            {"item": "bella", "points": [20, 0]},
            {"item": "last trick", "points": [0, 10]},
        ],
    }
    assert [plain(line) for line in breakdown_lines(hand, name)] == [
        "Player 1: card points 26 + bella 20 = 46",
        "Player 2: card points 80 + sequence 50 + last trick 10 = 140",
    ]
    tied = {
        "scores": [61, 0],
        "breakdown": [
            {"item": "card points", "points": [61, 51]},
            {"item": "last trick", "points": [0, 10]},
            {"item": "maker tied: its points lost", "points": [0, -61]},
        ],
    }
    assert [plain(line) for line in breakdown_lines(tied, name)] == [
        "Player 1: card points 61",
        "Player 2: card points 51 + last trick 10 + maker tied: its points lost -61 = 0",
    ]
    contract = {
        "scores": [0, 140],
        "contract": {"level": 3, "denomination": "H", "declarer": 1, "doubled": 0},
        "breakdown": [{"item": "made 3H, 1 over", "points": [0, 140]}],
    }
    assert [plain(line) for line in breakdown_lines(contract, name, DECK)] == [
        "Player 2: made 3♥, 1 over: 140"
    ]


def test_a_hands_sides_are_shown_as_parties() -> None:
    """Issue 15: a hand's sides, the rules' partnerships or the sides of one deal alone, are
    shown as parties: their tricks and card points together; a partnership's shared score
    once; the seats of a side for one deal, each with its own score, once with ``each`` when
    they scored alike, else a line per seat."""
    hand = {
        "scores": [-72, 40, 30],
        "tricks": [3, 0, 7],
        "card_points": [42, 0, 78],
        "breakdown": [
            {"item": "lost", "points": [-72, 0, 0]},
            {"item": "defending", "points": [0, 40, 30]},
        ],
    }
    one_deal = [HandSide("declarer", (0,), False), HandSide("defenders", (1, 2), False)]
    assert plain(sides_line(hand, name, one_deal)) == (
        "Sides: Declarer (Player 1) 3 tricks, 42 card points · "
        "Defenders (Player 2 & Player 3) 7 tricks, 78 card points"
    )
    assert [plain(line) for line in breakdown_lines(hand, name, sides=one_deal)] == [
        "Declarer (Player 1): lost -72",  # issue 46: the sign on the points
        "Player 2, of Defenders (Player 2 & Player 3): defending 40",
        "Player 3, of Defenders (Player 2 & Player 3): defending 30",
    ]
    alike = {**hand, "scores": [-72, 40, 40], "breakdown": [
        {"item": "lost", "points": [-72, 0, 0]}, {"item": "defending", "points": [0, 40, 40]}
    ]}  # fmt: skip
    assert [plain(line) for line in breakdown_lines(alike, name, sides=one_deal)][1:] == [
        "Defenders (Player 2 & Player 3): defending 40 each"
    ]
    partners = [HandSide("North–South", (0, 2), True), HandSide("East–West", (1, 3), True)]
    team = {"scores": [50, -10, 50, -10], "tricks": [3, 4, 3, 3], "breakdown": [
        {"item": "made 5", "points": [50, 0, 50, 0]},
        {"item": "set", "points": [0, -10, 0, -10]},
    ]}  # fmt: skip
    assert plain(sides_line(team, name, partners)) == (
        "Sides: North–South (Player 1 & Player 3) 6 tricks · "
        "East–West (Player 2 & Player 4) 7 tricks"
    )
    assert [plain(line) for line in breakdown_lines(team, name, sides=partners)] == [
        "North–South (Player 1 & Player 3): made 5: 50",
        "East–West (Player 2 & Player 4): set -10",
    ]


def test_the_sides_of_a_hand_are_the_partnerships_or_the_deals() -> None:
    """Issue 15: :func:`hand_sides` reads the rules' partnerships (shared scores), else the
    record's ``deal_sides`` named by ``deal_side_names`` (each seat its own score), else
    nothing: every seat for itself."""
    spades = load_game("spades").compiled()
    assert hand_sides(spades, {"deal_sides": [[0], [1, 2, 3]]}) == [
        HandSide("North–South", (0, 2), True),
        HandSide("East–West", (1, 3), True),
    ]
    hearts = load_game("hearts").compiled()
    assert hand_sides(hearts, {}) == []
    named = {"deal_sides": [[1], [0, 2]], "deal_side_names": ["declarer", "defenders"]}
    assert hand_sides(hearts, named) == [
        HandSide("declarer", (1,), False),
        HandSide("defenders", (0, 2), False),
    ]
    assert hand_sides(hearts, {"deal_sides": [[1], [0, 2]]})[1] == HandSide("side 2", (0, 2), False)


def test_a_human_at_draw_bridge_sees_its_own_draws_never_the_others() -> None:
    """A whole Draw Bridge deal at the console, seat 0 human (first legal move each time): each
    of its draws names the card, each of the bot's says "drew a card" and never names it; the
    hand ends with its score by item."""
    session = load_game("draw-bridge").new_session(seed=5, stop_after=1)
    out = io.StringIO()
    console = Console(file=out, width=100, color_system=None)
    game: ConsoleGame

    def read(prompt: str) -> str:
        return session.format_action(session.legal_actions()[0])

    game = ConsoleGame(session, ["human", "basic"], console, read=read)
    assert game.run()
    text = out.getvalue()
    hand = session.result()["hands"][0]
    mine = [d["cards"][0] for d in hand["draws"] if d["seat"] == 0]
    theirs = [d["cards"][0] for d in hand["draws"] if d["seat"] == 1]
    told = re.findall(r"You drew (\S+)", text)
    assert [DECK.format(DECK.parse(c), symbols=True) for c in mine] == told
    assert text.count("Player 2 drew a card") == len(theirs) == 13
    for card in theirs:  # the bot's drawn cards are named only if played
        pretty = DECK.format(DECK.parse(card), symbols=True)
        assert f"drew {pretty}" not in text and f"drew the {pretty}" not in text
    assert not hand["thrown_in"]
    assert "  Player 2: made 1♠, 3 over: 120\n" in text


def test_a_session_stopped_after_one_deal_ends_without_a_winner_at_the_console() -> None:
    session = load_game("oh-hell").new_session(options={"hand_sizes": [2, 1]}, seed=3, stop_after=1)
    out = io.StringIO()
    game = ConsoleGame(session, ["basic"] * 4, Console(file=out, width=80), open_hands=True)
    assert game.run()
    text = out.getvalue()
    assert "Stopped after 1 deal, as asked: no winner." in text
    assert " drew " not in text  # Oh Hell draws nothing
    assert re.search(r"Player \d: bid (made|missed)", text)
