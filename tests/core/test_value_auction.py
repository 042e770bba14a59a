"""The value auction (mechanics/value_auction.py): a ladder of values, the fixed dialogue from
the dealer's left (each seat calls to the survivor of the seats before it), yes or pass, jumps,
the last resort, and the settings refused at load."""

from __future__ import annotations

from pathlib import Path

import pytest

from tricktaker import RulesError, Session
from tricktaker.engine.registry import GameSpec
from tricktaker.testing import act, games_plugin, isolated_registry, legal_texts, new_session

RULES = """
phases = ["deal", "auction"]

[game]
id = "tiny-values"
name = "Tiny Values"
summary = "A test game: four seats bid values; nothing is played."

[deck]
ranks = ["A", "K", "Q", "J"]
suits = [
    { letter = "S", symbol = "♠", name = "spades" },
    { letter = "H", symbol = "♥", name = "hearts", red = true },
]

[options.players]
type = "int"
min = 4
max = 4
default = 4
description = "Four seats."

[deal]
first_dealer = "seat0"
hand_size = 2

[match]
end = "deals"
deals = 1

[mechanics.auction]
kind = "value_auction"
values = [10, 15, 20, 30]
"""


def session_of(tmp_path: Path, extra: str = "") -> Session:
    path = tmp_path / "rules.toml"
    path.write_text(RULES + extra, encoding="utf-8")
    registry = isolated_registry(games_plugin("tiny", GameSpec(id="tiny-values", rules=path)))
    return new_session(registry.game("tiny-values"), dealer=0)


def test_each_seat_calls_to_the_survivor_of_the_seats_before_it(tmp_path: Path) -> None:
    """Dealer 0: seat 2 calls to seat 1; seat 3 calls to the survivor; the dealer last."""
    s = session_of(tmp_path)
    part = s.state.parts["value_auction"]
    assert s.current_seat == 2 and legal_texts(s) == ["10", "15", "20", "30", "pass"]
    act(s, "10")
    assert s.current_seat == 1 and legal_texts(s) == ["yes", "pass"]
    assert s.phase.prompt(s.game, s.state) == "10? yes or pass"
    act(s, "yes, 20, pass")  # seat 1 holds 10, passes 20: seat 2 survives with 20
    assert s.current_seat == 3 and legal_texts(s) == ["30", "pass"]
    act(s, "pass")  # seat 3 passes: seat 0, the dealer, calls to seat 2
    assert s.current_seat == 0 and (part.caller, part.answerer) == (0, 2)
    act(s, "pass")
    assert (part.winner, part.bid) == (2, 20)
    assert part.dialogue == [
        (2, "10"),
        (1, "yes"),
        (2, "20"),
        (1, "pass"),
        (3, "pass"),
        (0, "pass"),
    ]


def test_the_last_resort_and_the_throw_in(tmp_path: Path) -> None:
    s = session_of(tmp_path)
    act(s, "pass, pass, pass")
    assert s.current_seat == 1 and legal_texts(s) == ["10", "pass"]
    act(s, "10")
    assert s.state.parts["value_auction"].winner == 1
    thrown = session_of(tmp_path, "last_resort = false\n")
    act(thrown, "pass, pass, pass")
    assert thrown.is_over and thrown.result()["hands"][0]["thrown_in"]


def test_the_values_must_increase(tmp_path: Path) -> None:
    path = tmp_path / "rules.toml"
    path.write_text(RULES.replace("[10, 15, 20, 30]", "[10, 10, 20]"), encoding="utf-8")
    registry = isolated_registry(games_plugin("tiny", GameSpec(id="tiny-values", rules=path)))
    with pytest.raises(RulesError, match="values must increase"):
        new_session(registry.game("tiny-values"), dealer=0)
