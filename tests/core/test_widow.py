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
from tricktaker.actions import Discard
from tricktaker.mechanics.drawing import ChooseCards
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
    assert s.phase.prompt(s.game, s.state) == "discard 2 cards (one line or one at a time)"
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


def test_several_cards_laid_away_in_one_action_as_other_discard_phases(tmp_path: Path) -> None:
    """Issue 47 (a player trial): the widow's discards are taken as every discard phase takes
    them (``ChooseCards``): one at a time (the legal list) or several in one action
    (``discard JS AH``), never more than are left, nor a card twice or not held."""
    s = widow_session(tmp_path)
    act(s, "pass, mine, take")
    phase = s.phase
    assert isinstance(phase, ChooseCards) and phase.left(s.state) == 2
    assert legal_texts(s) == ["discard KS", "discard QH", "discard JS", "discard AH"]
    for text, why in [
        ("discard JS JS", "a card is named twice"),
        ("discard JS AH KS", "you must discard 2 card(s), not 3"),
        ("discard AS", "you don't hold A♠"),
    ]:
        action = s.parse_action(text)
        assert not s.is_legal(action)
        assert why in (phase.why_illegal(s.game, s.state, action) or ""), text
    both = s.parse_action("put away JS, AH")
    assert both == Discard((s.deck.parse("JS"), s.deck.parse("AH")))
    assert s.format_action(both) == "discard JS AH"
    assert s.parse_action(s.format_action(both)) == both  # a record reads back
    assert phase.hidden_text(s.game, both) == "puts 2 cards away"
    assert phase.told_text(s.game, both, False) == "puts away J♠ A♥"
    s.apply(both)
    assert s.state.parts["widow"].put_away[2] == list(both.cards) and s.is_over


def test_one_card_then_the_rest_and_the_count_left(tmp_path: Path) -> None:
    """Issue 47: a card laid away alone leaves one to go (``left``), the legal list offers the
    cards still held; a bare card reads as before (``JS``), and ``left`` is 0 before the widow
    is taken up and once it is left."""
    s = widow_session(tmp_path)
    act(s, "pass, mine")
    assert s.phase.left(s.state) == 0
    act(s, "take, JS")
    assert s.phase.left(s.state) == 1
    assert legal_texts(s) == ["discard KS", "discard QH", "discard AH"]
    assert s.phase.prompt(s.game, s.state) == "discard 1 card (one line or one at a time)"
    act(s, "discard AH")
    assert s.is_over and s.state.parts["widow"].put_away[2] == [
        s.deck.parse("JS"),
        s.deck.parse("AH"),
    ]
    left = widow_session(tmp_path)
    act(left, "pass, mine, leave")
    assert left.game.phases[-1].left(left.state) == 0
