"""The value auction (mechanics/value_auction.py): a ladder of values, the fixed dialogue from
the dealer's left (each seat calls to the survivor of the seats before it), yes or pass, jumps,
the last resort, and the settings refused at load; and the widow (mechanics/widow.py, ``[deal]
widow``): dealt aside into the stock, taken up by the auction's winner or left, the cards laid
away one at a time and seen by the declarer only."""

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


def session_of(
    tmp_path: Path, extra: str = "", rules: str = RULES, pack: list[str] | None = None
) -> Session:
    path = tmp_path / "rules.toml"
    path.write_text(rules + extra, encoding="utf-8")
    registry = isolated_registry(games_plugin("tiny", GameSpec(id="tiny-values", rules=path)))
    return new_session(registry.game("tiny-values"), dealer=0, pack=pack)


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


# -- the widow ---------------------------------------------------------------------------------

WIDOW_RULES = (
    RULES.replace('phases = ["deal", "auction"]', 'phases = ["deal", "auction", "widow"]')
    .replace("min = 4\nmax = 4\ndefault = 4", "min = 3\nmax = 3\ndefault = 3")
    .replace("hand_size = 2", "hand_size = 2\nbatches = [1]\nwidow = { size = 2, after = 1 }")
    .replace("values = [10, 15, 20, 30]", "values = [10, 20]")
)
PACK = ["AS", "KS", "QS", "JS", "AH", "KH", "QH", "JH"]  # AS KS QS to 1 2 0; JS AH aside


def widow_session(tmp_path: Path, extra: str = "") -> Session:
    return session_of(tmp_path, extra, rules=WIDOW_RULES, pack=PACK)


def test_the_widow_is_dealt_aside_and_taken_up_by_the_winner(tmp_path: Path) -> None:
    s = widow_session(tmp_path)
    assert s.deck.format(s.state.stock[0]) == "JS" and len(s.state.stock) == 2
    for seat in range(3):
        assert s.observation(seat)["hand_counts"] == [2, 2, 2]
    act(s, "10, pass, pass")  # seat 2 calls 10 to seat 1, who passes; the dealer passes
    assert s.current_seat == 2 and legal_texts(s) == ["take", "leave"]
    act(s, "take")
    assert len(s.state.hands[2]) == 4 and s.state.stock == []
    assert s.phase.prompt(s.game, s.state) == "lay away a card"
    act(s, "JS, AH")
    widow = s.state.parts["widow"]
    assert widow.widow_taken and s.deck.format(widow.put_away[2][0]) == "JS"
    assert s.observation(2)["put_away"] == widow.put_away[2]
    assert s.observation(0)["put_away"] == [] and s.observation(0)["put_away_counts"][2] == 2
    assert s.is_over


def test_the_widow_left_or_always_taken(tmp_path: Path) -> None:
    s = widow_session(tmp_path)
    act(s, "10, pass, pass, leave")
    assert s.state.parts["widow"].widow_taken is False and len(s.state.stock) == 2
    forced = widow_session(tmp_path, '\n[mechanics.widow]\nchoice = false\nname = "kitty"\n')
    act(forced, "10, pass, pass")
    assert len(forced.state.hands[2]) == 4 and forced.legal_actions()[0].cards  # lay away
