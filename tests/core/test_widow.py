"""The widow (mechanics/widow.py, ``[deal] widow``): dealt aside into the stock, taken up by an
auction's winner or left, the cards laid away one at a time and seen by the declarer only.

Issue 45: the widow is the core's (Skat's skat, Five Hundred's kitty, Tarok's talon) while each
game's auction is its own, so the widow finds its taker through the public
:class:`tricktaker.AuctionWinner` part that a game's auction keeps. The auction here is a test
plugin's, written against the public API only: from the dealer's left each seat claims the
widow (``mine``) or passes; the first claim wins.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from tricktaker import (
    PASS,
    PUBLIC,
    Action,
    AuctionWinner,
    CompiledGame,
    Declare,
    GameSpec,
    Mechanic,
    Phase,
    Rule,
    Rules,
    RulesPhase,
    Session,
    State,
    declare,
    hookimpl,
)
from tricktaker.testing import act, games_plugin, isolated_registry, legal_texts, new_session

MINE = Declare("mine")


class Claim(AuctionWinner):
    """Who claimed the widow."""

    __slots__ = ("claimed",)
    key = "claim"
    seen = declare(claimed=PUBLIC("the seat that claimed the widow; None: nobody yet"))

    def __init__(self, players: int) -> None:
        self.claimed: int | None = None

    def declarer(self) -> int | None:
        return self.claimed


class ClaimPhase(RulesPhase):
    """From the dealer's left, each seat claims the widow or passes; the first claim wins."""

    parts = (Claim,)
    rules: Rules[Action] = Rules(
        [Rule("claim", lambda state, seat, _: [MINE, PASS], lambda s, seat, a: "mine or pass")]
    )

    def start(self, game: CompiledGame, state: State) -> bool:
        state.to_move = (state.dealer + 1) % state.players
        return False

    def apply(self, game: CompiledGame, state: State, action: Action) -> bool:
        if action == MINE:
            Claim.of(state).claimed = state.to_move
            state.to_move = -1
            return True
        state.to_move = (state.to_move + 1) % state.players
        return False

    def parse(self, game: CompiledGame, state: State, text: str) -> Action:
        return MINE if text.strip() == "mine" else PASS

    def format(self, game: CompiledGame, action: Action) -> str:
        return "mine" if action == MINE else "pass"


def _claim(name: str, game: CompiledGame) -> Phase:
    phase = ClaimPhase()
    phase.name = name
    return phase


class ClaimMechanic:
    @hookimpl
    def mechanics(self) -> list[Mechanic]:
        return [
            Mechanic(
                kind="claim",
                build=_claim,
                makes=("winner",),
                count=lambda rules, name, table, setting: [table],
                summary="The first seat to claim the widow takes it up.",
            )
        ]


RULES = """
phases = ["deal", "claim", "widow"]

[game]
id = "tiny-widow"
name = "Tiny Widow"
summary = "A test game: three seats, a widow of two claimed and taken up; nothing is played."

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
"""
PACK = ["AS", "KS", "QS", "JS", "AH", "KH", "QH", "JH"]  # AS KS QS to 1 2 0; JS AH aside


def widow_session(tmp_path: Path, extra: str = "") -> Session:
    path = tmp_path / "rules.toml"
    path.write_text(RULES + extra, encoding="utf-8")
    spec = GameSpec(id="tiny-widow", rules=path, plugins=(ClaimMechanic(),))
    registry = isolated_registry(games_plugin("tiny", spec))
    return new_session(registry.game("tiny-widow"), dealer=0, pack=PACK)


def test_the_widow_is_dealt_aside_and_taken_up_by_the_winner(tmp_path: Path) -> None:
    s = widow_session(tmp_path)
    assert s.deck.format(s.state.stock[0]) == "JS" and len(s.state.stock) == 2
    for seat in range(3):
        assert s.observation(seat)["hand_counts"] == [2, 2, 2]
    act(s, "pass, mine")  # seat 1 passes, seat 2 claims
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
    act(s, "pass, mine, leave")
    assert s.state.parts["widow"].widow_taken is False and len(s.state.stock) == 2
    forced = widow_session(tmp_path, '\n[mechanics.widow]\nchoice = false\nname = "kitty"\n')
    act(forced, "pass, mine")
    assert len(forced.state.hands[2]) == 4 and forced.legal_actions()[0].cards  # lay away


def test_an_auction_part_that_names_no_declarer_says_so() -> None:
    """The base part names nobody: a game's auction must answer ``declarer``."""

    class Mute(AuctionWinner):
        __slots__ = ()
        key = "mute"

    with pytest.raises(NotImplementedError, match="Mute names no declarer"):
        Mute(3).declarer()
