"""The widow (mechanics/widow.py and ``[deal] widow``): dealt aside into the stock, taken up by
the value auction's winner or left, the cards laid away one at a time and seen by the
declarer only."""

from __future__ import annotations

from pathlib import Path

from tricktaker import Session
from tricktaker.engine.registry import GameSpec
from tricktaker.testing import act, games_plugin, isolated_registry, legal_texts, new_session

RULES = """
phases = ["deal", "auction", "widow"]

[game]
id = "tiny-widow"
name = "Tiny Widow"
summary = "A test game: three seats bid values; the winner takes the widow."

[deck]
ranks = ["A", "K", "Q", "J"]
suits = [
    { letter = "S", symbol = "♠", name = "spades" },
    { letter = "H", symbol = "♥", name = "hearts", red = true },
]

[options.players]
type = "int"
min = 3
max = 3
default = 3
description = "Three seats."

[deal]
first_dealer = "seat0"
hand_size = 2
batches = [1]
widow = { size = 2, after = 1 }

[match]
end = "deals"
deals = 1

[mechanics.auction]
kind = "value_auction"
values = [10, 20]
"""

PACK = ["AS", "KS", "QS", "JS", "AH", "KH", "QH", "JH"]  # AS KS QS to 1 2 0; JS AH aside


def session_of(tmp_path: Path, extra: str = "") -> Session:
    path = tmp_path / "rules.toml"
    path.write_text(RULES + extra, encoding="utf-8")
    registry = isolated_registry(games_plugin("tiny", GameSpec(id="tiny-widow", rules=path)))
    return new_session(registry.game("tiny-widow"), pack=PACK, dealer=0)


def test_the_widow_is_dealt_aside_and_taken_up_by_the_winner(tmp_path: Path) -> None:
    s = session_of(tmp_path)
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
    s = session_of(tmp_path)
    act(s, "10, pass, pass, leave")
    assert s.state.parts["widow"].widow_taken is False and len(s.state.stock) == 2
    forced = session_of(tmp_path, '\n[mechanics.widow]\nchoice = false\nname = "kitty"\n')
    act(forced, "10, pass, pass")
    assert len(forced.state.hands[2]) == 4 and forced.legal_actions()[0].cards  # lay away
