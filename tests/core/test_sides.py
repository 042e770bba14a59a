"""Sides (partnerships) are game-neutral rules data (issue 14, "What the core gains"): seats
grouped into sides score together — a side's hand score is the sum of what the scoring gives
its seats, each of its seats shows that score and the side's total, the best side wins — and a
contract is made with the tricks of the declarer's whole side. Tested on a partnership variant
of Oh Hell (a data-only file) and on contract scoring."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from tricktaker.engine.registry import Registry
from tricktaker.engine.session import DealGiven, Session
from tricktaker.errors import TrickTakerError
from tricktaker.records import parse_record, record_of, replay

PARTNERS = """
base = "oh-hell"

[game]
id = "oh-hell-partners"
name = "Oh Hell: Partners"
summary = "Oh Hell for four in two partnerships."

[options.players]
min = 4
max = 4
default = 4

[[sides]]
name = "North–South"
seats = [0, 2]

[[sides]]
name = "East–West"
seats = [1, 3]
"""


def variant(tmp_path: Path, text: str = PARTNERS, name: str = "partners.toml") -> Registry:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    registry = Registry()
    registry.add_file(path)
    return registry


# Dealer 3: seat 0 leads; seats 0 and 2 (North–South) take one trick each.
DEAL = DealGiven(
    dealer=3,
    hands=(("AS", "2D"), ("KS", "3D"), ("QS", "AD"), ("JS", "4D")),
    turned="2C",
)
MOVES = ["1", "0", "1", "1", "AS", "KS", "QS", "JS", "2D", "3D", "AD", "4D"]


def played(registry: Registry) -> Session:
    session = registry.game("oh-hell-partners").new_session(
        options={"hand_sizes": [2, 1]}, seed=1, deals=[DEAL], stop_after=1
    )
    for text in MOVES:
        session.apply(session.parse_action(text))
    return session


def test_a_side_scores_what_its_seats_score_together(tmp_path: Path) -> None:
    session = played(variant(tmp_path))
    hand = session.result()["hands"][0]
    assert hand["bids"] == [1, 0, 1, 1] and hand["tricks"] == [1, 0, 1, 0]
    # exact bids, positive style: made = 10 + tricks; seat 3 missed (0 of 1): 0 points
    assert hand["scores"] == [11 + 11, 10 + 0, 22, 10]
    assert session.scores == [22, 10, 22, 10]
    assert hand["breakdown"] == [
        {"item": "bid made", "points": [22, 10, 22, 10]},
    ]
    assert session.result()["sides"] == [
        {"name": "North–South", "seats": [0, 2]},
        {"name": "East–West", "seats": [1, 3]},
    ]


def test_the_best_side_wins_both_its_seats(tmp_path: Path) -> None:
    registry = variant(tmp_path)
    session = registry.game("oh-hell-partners").new_session(options={"hand_sizes": [3, 2]}, seed=4)
    rng = random.Random(4)
    while not session.is_over:
        session.apply(rng.choice(session.legal_actions()))
    totals = session.scores
    assert totals[0] == totals[2] and totals[1] == totals[3]
    best = 0 if totals[0] > totals[1] else 1
    if totals[0] != totals[1]:
        assert session.winners == [best, best + 2]
    again = replay(parse_record(record_of(session).model_dump(mode="json")))
    assert again.result() == session.result()


@pytest.mark.parametrize(
    ("sides", "why"),
    [
        ('[[sides]]\nname = "A"\nseats = [0, 2]\n[[sides]]\nname = "B"\nseats = [1, 2, 3]\n',
         "seat 2 is in more than one side"),
        ('[[sides]]\nname = "A"\nseats = [0, 2]\n[[sides]]\nname = "A"\nseats = [1, 3]\n',
         "two sides have the same name"),
        ('[[sides]]\nname = "A"\nseats = [0, 2]\n[[sides]]\nname = "B"\nseats = [1]\n',
         "every seat 0..3 of 4 players exactly once"),
    ],
)  # fmt: skip
def test_sides_that_do_not_partition_the_seats_are_refused(
    tmp_path: Path, sides: str, why: str
) -> None:
    text = PARTNERS[: PARTNERS.index("[[sides]]")] + sides
    with pytest.raises(TrickTakerError, match=why):
        registry = variant(tmp_path, text)
        registry.game("oh-hell-partners").new_session(seed=1)
