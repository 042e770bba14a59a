"""The declaration (skat.md §5.2, §5.3, §15.4, SK-5, SK-6).

After the widow phase (the core's: ``skat`` to take the two cards up and put two away, or
``hand``), the declarer declares a game: after the skat one of 7 (``Declare("clubs")``,
``Declare("grand")``, ``Declare("null ouvert")`` …), from hand one of 22 (``Declare("grand
hand schneider")``, ``Declare("null ouvert hand")`` …). A null declaration is legal only if its
value reaches the bid; suit and grand declarations always are (SK-5). The declaration is
public and final (SK-6); it sets the trumps and, in an ouvert game, lays the declarer's hand
open. Under ``profile = openspiel`` the game was chosen in the auction: this phase only sets it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from pydantic import Field

from tricktaker import (
    PUBLIC,
    Action,
    Declare,
    Mechanic,
    Model,
    NotationError,
    Part,
    Phase,
    Rule,
    Rules,
    RulesPhase,
    Widow,
    declare,
    hookimpl,
)
from tricktaker_skat.auction import choice_phase, openspiel
from tricktaker_skat.play import Open
from tricktaker_skat.value_auction import ValueBidding
from tricktaker_skat.values import AFTER_SKAT, BY_TEXT, FROM_HAND, Declaration, allowed

if TYPE_CHECKING:
    from tricktaker import CompiledGame, Deck, State


class SkatGame(Part):
    """The declarer and the declaration (None until declared): public."""

    __slots__ = ("declared", "declarer")
    key = "skat_game"
    seen = declare(
        declarer=PUBLIC("the declarer; -1: none yet"),
        declared=PUBLIC("the game declared, as its words (e.g. 'grand hand'); None: not yet"),
    )

    def __init__(self, players: int) -> None:
        self.declarer = -1
        self.declared: str | None = None

    @property
    def declaration(self) -> Declaration | None:
        return None if self.declared is None else BY_TEXT[self.declared]

    def summary(self, deck: Deck) -> dict[str, Any]:
        return {"game": self.declared}


def _candidates(state: State, seat: int, _: list[Action]) -> list[Action]:
    games = AFTER_SKAT if Widow.of(state).widow_taken else FROM_HAND
    bid = ValueBidding.of(state).bid or 0
    return [Declare(d.text) for d in games if allowed(d, bid)]


def _refused(state: State, seat: int, action: Action) -> str:
    if isinstance(action, Declare) and action.what in BY_TEXT:
        d = BY_TEXT[action.what]
        bid = ValueBidding.of(state).bid or 0
        if d.null and not allowed(d, bid):
            return f"{d.text} is worth {d.null_value}, less than the bid {bid} (SK-5)"
        if Widow.of(state).widow_taken:
            return f"{d.text} is a hand game: you took the skat"
        return f"{d.text} is played after taking the skat: you play hand"
    return "declare a game: diamonds, hearts, spades, clubs, grand or null (§5.2)"


RULES: Rules[Action] = Rules([Rule("declaration", _candidates, _refused)])


class SkatDeclaration(RulesPhase):
    """The declaration."""

    name = "declaration"
    parts = (SkatGame, Open)
    rules = RULES

    def start(self, game: CompiledGame, state: State) -> bool:
        auction = ValueBidding.of(state)
        part = SkatGame.of(state)
        assert auction.winner is not None
        part.declarer = state.to_move = auction.winner
        if openspiel(game):  # the game chosen in the auction
            part.declared = auction.dialogue[-1][1]
            return self._declared(state, part)
        return False

    def apply(self, game: CompiledGame, state: State, action: Action) -> bool:
        assert isinstance(action, Declare)
        part = SkatGame.of(state)
        part.declared = action.what
        return self._declared(state, part)

    @staticmethod
    def _declared(state: State, part: SkatGame) -> bool:
        d = part.declaration
        assert d is not None
        state.trump = d.trump
        if d.ouvert:
            Open.of(state).open_hand = list(state.hands[part.declarer])
        state.to_move = -1
        return True

    def prompt(self, game: CompiledGame, state: State) -> str:
        return "declare a game"

    def parse(self, game: CompiledGame, state: State, text: str) -> Action:
        words = text.strip().lower().split()
        text = " ".join(words)
        if not Widow.of(state).widow_taken and "hand" not in words and words:
            kind, *rest = words
            if kind == "null":
                text = " ".join(["null", *(["ouvert"] if rest == ["ouvert"] else []), "hand"])
            else:
                text = " ".join([kind, "hand", *rest])
        if text not in BY_TEXT:
            raise NotationError(f"{text!r} is not a game: clubs, grand, null, grand hand …")
        return Declare(text)

    def format(self, game: CompiledGame, action: Action) -> str:
        assert isinstance(action, Declare)
        return action.what

    def told_text(self, game: CompiledGame, action: Action, you: bool) -> str | None:
        assert isinstance(action, Declare)
        return f"declare{'' if you else 's'} {action.what}"


class ChoiceSettings(Model):
    """The settings ``[mechanics.auction]`` keeps when the profile ``openspiel`` turns the value
    auction into the game choice (a patch can change the kind but not remove the auction's
    keys): accepted, and unused by the choice."""

    values: list[int] = Field(
        default_factory=list, description="The value auction's values (unused by the choice)."
    )
    last_resort: bool = Field(
        False, description="The value auction's last resort (unused by the choice)."
    )


@hookimpl
def mechanics() -> list[Mechanic]:
    """This module's phase kinds, declared: checked against the rules when the game loads."""
    return [
        Mechanic(
            kind="skat_choice",
            build=choice_phase,
            settings=ChoiceSettings,
            makes=("winner",),
            count=lambda rules, name, table, setting: (table,),
            summary="OpenSpiel's Skat: the game chosen in turn instead of the value auction; "
            "names the declarer.",
        ),
        Mechanic(
            kind="skat_declaration",
            build=_declaration,
            needs=("winner",),
            makes=("maker",),
            count=lambda rules, name, table, setting: (table,),
            summary="The declarer names the game (a suit, grand or null) and its announcements.",
        ),
    ]


def _declaration(name: str, game: CompiledGame) -> Phase:
    return SkatDeclaration()
