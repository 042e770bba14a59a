"""The skat and the declaration (skat.md §5, §15.4, SK-5, SK-6, SK-13).

The declarer first chooses ``skat`` (take the two skat cards into the hand, then put away
two cards, one at a time) or ``hand``; then declares a game (``Declare("clubs")``,
``Declare("grand hand schneider")``, ``Declare("null ouvert")`` …). A null declaration is
legal only if its value reaches the bid; suit and grand declarations always are (SK-5). The
declaration sets the trumps and, in an ouvert game, lays the declarer's hand open.

Under ``profile = openspiel`` the game was chosen in the auction phase: the declarer takes
the skat at once and puts away two cards (§11.3).

Who sees what (§15.2): the skat lies in ``state.stock`` (nobody) until taken, then in the
declarer's hand (the declarer only); the cards put away are the declarer's own; the choice,
the declaration and an ouvert hand are public.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tricktaker import hookimpl
from tricktaker.actions import Action, Declare, Discard
from tricktaker.engine.game import Phase, PhaseFactory
from tricktaker.engine.handlog import DiscardEntry, DrawEntry, log
from tricktaker.engine.legality import Rule, Rules
from tricktaker.engine.visibility import OWN_PLACE, PUBLIC, Part, declare
from tricktaker.errors import NotationError
from tricktaker.mechanics.tricks import not_held
from tricktaker.mechanics.value_auction import ValueBidding
from tricktaker_skat.auction import openspiel
from tricktaker_skat.play import Open
from tricktaker_skat.values import AFTER_SKAT, BY_TEXT, FROM_HAND, Declaration, allowed

if TYPE_CHECKING:
    from tricktaker.cards import Deck
    from tricktaker.engine.game import CompiledGame
    from tricktaker.engine.state import State

SKAT = Declare("skat")
HAND = Declare("hand")
CHOOSE, PUT, DECLARE, DONE = "choose", "put away", "declare", "done"


class SkatGame(Part):
    """The declarer (public), the step, the choice (``skat``/``hand``, public),
    the cards put away (the declarer's own, face down) and the declaration (public)."""

    __slots__ = ("choice", "declared", "declarer", "put_away", "step")
    key = "skat_game"
    seen = declare(
        declarer=PUBLIC,
        step=PUBLIC,
        choice=PUBLIC,
        put_away=OWN_PLACE,
        declared=PUBLIC,
    )

    def __init__(self, players: int) -> None:
        self.declarer = -1
        self.step = CHOOSE
        self.choice: str | None = None
        self.put_away: list[list[int]] = [[] for _ in range(players)]
        self.declared: str | None = None

    @property
    def declaration(self) -> Declaration | None:
        return None if self.declared is None else BY_TEXT[self.declared]

    def summary(self, deck: Deck) -> dict[str, Any]:
        return {
            "skat_taken": self.choice == "skat",
            "game": self.declared,
        }


def _discard(card: int) -> Discard:
    return Discard((card,))


def _candidates(state: State, seat: int, _: list[Action]) -> list[Action]:
    part = SkatGame.of(state)
    if part.step == CHOOSE:
        return [SKAT, HAND]
    if part.step == PUT:
        return [_discard(c) for c in state.hands[seat]]
    games = AFTER_SKAT if part.choice == "skat" else FROM_HAND
    bid = ValueBidding.of(state).bid or 0
    return [Declare(d.text) for d in games if allowed(d, bid)]


def _rules(deck: Deck) -> Rules[Action]:
    def refused(state: State, seat: int, action: Action) -> str:
        part = SkatGame.of(state)
        if part.step == CHOOSE:
            return "take the skat (skat) or play hand (hand)"
        if part.step == PUT:
            if isinstance(action, Discard) and len(action.cards) == 1:
                return not_held(deck, action.cards[0])
            return "put away one card at a time"
        if isinstance(action, Declare) and action.what in BY_TEXT:
            d = BY_TEXT[action.what]
            bid = ValueBidding.of(state).bid or 0
            if d.null and not allowed(d, bid):
                return f"{d.text} is worth {d.null_value}, less than the bid {bid} (SK-5)"
            if part.choice == "skat":
                return f"{d.text} is a hand game: you took the skat"
            return f"{d.text} is played after taking the skat: you play hand"
        return "declare a game: diamonds, hearts, spades, clubs, grand or null (§5.2)"

    return Rules([Rule("declaration", _candidates, refused)])


class SkatDeclaration(Phase):
    """Skat or hand, the two cards put away, the declaration."""

    name = "declaration"
    parts = (SkatGame, Open)

    def bind(self, game: CompiledGame) -> None:
        self.rules = _rules(game.deck)

    def start(self, game: CompiledGame, state: State) -> bool:
        auction = ValueBidding.of(state)
        part = SkatGame.of(state)
        assert auction.winner is not None
        part.declarer = auction.winner
        state.to_move = part.declarer
        if openspiel(game):
            part.declared = auction.dialogue[-1][1]
            self._take(game, state, part)
            return False
        part.step = CHOOSE
        return False

    def _take(self, game: CompiledGame, state: State, part: SkatGame) -> None:
        seat = part.declarer
        part.choice = "skat"
        part.step = PUT
        skat = tuple(state.stock)
        state.hands[seat].extend(skat)
        state.stock = []
        log(game, state, DrawEntry(seat, skat, (seat,), source="skat"))

    def legal_actions(self, game: CompiledGame, state: State) -> list[Action]:
        return self.rules.allowed(state, state.to_move)

    def why_illegal(self, game: CompiledGame, state: State, action: Action) -> str | None:
        return self.rules.refusal(state, state.to_move, action)

    def apply(self, game: CompiledGame, state: State, action: Action) -> bool:
        part = SkatGame.of(state)
        seat = state.to_move
        if part.step == CHOOSE:
            if action is SKAT:
                self._take(game, state, part)
            else:
                part.choice = "hand"
                part.step = DECLARE
            return False
        if part.step == PUT:
            assert isinstance(action, Discard)
            (card,) = action.cards
            state.hands[seat].remove(card)
            part.put_away[seat].append(card)
            if len(part.put_away[seat]) < 2:
                return False
            log(game, state, DiscardEntry(seat, tuple(part.put_away[seat]), (seat,)))
            if part.declared is None:
                part.step = DECLARE
                return False
            return self._declared(state, part)
        assert isinstance(action, Declare)
        part.declared = action.what
        return self._declared(state, part)

    def _declared(self, state: State, part: SkatGame) -> bool:
        d = part.declaration
        assert d is not None
        part.step = DONE
        state.trump = d.trump
        if d.ouvert:
            Open.of(state).open_hand = list(state.hands[part.declarer])
        state.to_move = -1
        return True

    def prompt(self, game: CompiledGame, state: State) -> str:
        part = SkatGame.of(state)
        if part.step == CHOOSE:
            return "skat or hand"
        if part.step == PUT:
            return "put away a card"
        return "declare a game"

    def parse(self, game: CompiledGame, state: State, text: str) -> Action:
        part = SkatGame.of(state)
        words = text.strip().lower().split()
        if part.step == CHOOSE:
            if words in (["skat"], ["take"], ["pick", "up"], ["take", "skat"]):
                return SKAT
            if words == ["hand"]:
                return HAND
            raise NotationError(f"{text.strip()!r}: type skat or hand")
        if part.step == PUT:
            if words and words[0] in ("put", "away", "discard"):
                words = [w for w in words if w not in ("put", "away", "discard")]
            if len(words) != 1:
                raise NotationError("put away one card, e.g. 7D")
            return _discard(game.deck.parse(words[0]))
        text = " ".join(words)
        if part.choice == "hand" and "hand" not in words and words:
            kind, *rest = words
            text = " ".join([kind, *(["ouvert"] if rest == ["ouvert"] and kind == "null" else [])])
            text = (text + " hand") if kind == "null" else " ".join([kind, "hand", *rest])
        if text not in BY_TEXT:
            raise NotationError(f"{text!r} is not a game: clubs, grand, null, grand hand …")
        return Declare(text)

    def format(self, game: CompiledGame, action: Action) -> str:
        if isinstance(action, Discard):
            return game.deck.format(action.cards[0])
        assert isinstance(action, Declare)
        return action.what

    def told_text(self, game: CompiledGame, action: Action, you: bool) -> str | None:
        """``takes up the skat``, ``plays hand``, ``declares grand hand``."""
        s = "" if you else "s"
        if action is SKAT:
            return f"take{s} up the skat"
        if action is HAND:
            return f"play{s} hand"
        if isinstance(action, Declare):
            return f"declare{s} {action.what}"
        assert isinstance(action, Discard)
        return f"put{s} away {game.deck.format(action.cards[0], symbols=True)}"

    def hidden_text(self, game: CompiledGame, action: Action) -> str | None:
        return "puts a card away" if isinstance(action, Discard) else None


@hookimpl
def phase_kinds() -> dict[str, PhaseFactory]:
    return {"skat_declaration": _declaration}


def _declaration(name: str, game: CompiledGame) -> Phase:
    return SkatDeclaration()
