"""A widow taken up by the declarer: the cards dealt aside (``[deal] widow``, in the stock)
join the declarer's hand, who then lays away as many cards, one at a time; the cards laid away
count for the declarer's side (a scoring reads them from :class:`Widow`). With ``choice`` the
declarer may instead leave the widow face down (it still belongs to the declarer: a scoring
may count it).

The declarer is the winner of an auction before this phase: the seat named by the game's
:class:`AuctionWinner` part (a game's own auction keeps its state in a subclass of it, and
its mechanic declares that it makes ``"winner"``). Actions:
``Declare(take)`` / ``Declare(leave)`` (the words of the settings), then ``Discard((card,))``
for each card laid away. Who sees what: the widow lies in the stock (nobody) until taken, then
in the declarer's hand (the declarer only); the cards laid away are the declarer's own, face
down (``put_away``); the choice is public.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from pydantic import Field, model_validator

from tricktaker.actions import Action, Declare, Discard
from tricktaker.engine.game import Phase, RulesPhase
from tricktaker.engine.handlog import DiscardEntry, DrawEntry, log
from tricktaker.engine.hookspecs import hookimpl
from tricktaker.engine.legality import Rule, Rules
from tricktaker.engine.mechanic import Mechanic
from tricktaker.engine.visibility import OWN_CARDS, OWN_PLACE, PUBLIC, Part, declare
from tricktaker.errors import NotationError
from tricktaker.mechanics.tricks import not_held
from tricktaker.rules import Model, mechanic_settings
from tricktaker.rules.playable import count_widow

if TYPE_CHECKING:
    from tricktaker.cards import Deck
    from tricktaker.engine.game import CompiledGame
    from tricktaker.engine.state import State


class AuctionWinner(Part):
    """The state of an auction that names a winner: the declarer, who takes up the widow.

    A game's auction keeps its state in a subclass and answers :meth:`declarer`; the core's
    ``widow`` phase asks the game's part of this kind who takes the widow up. (Subclasses set
    ``__slots__``, ``key`` and ``seen`` as any :class:`~tricktaker.engine.visibility.Part`.)"""

    __slots__ = ()

    def declarer(self) -> int | None:
        """The seat that won the auction; None while it is not decided, or when nobody won
        (the deal was thrown in)."""
        raise NotImplementedError(f"{type(self).__name__} names no declarer")


class WidowPhaseSpec(Model):
    """A widow taken up by the declarer (an auction's winner) and replaced by as many
    cards laid away one at a time, which count for the declarer's side; with ``choice`` the
    declarer may leave it face down instead. The part ``widow`` keeps the choice and the cards
    laid away (``put_away``, seen by the declarer only)."""

    name: str = Field("widow", description="What the game calls the widow, e.g. 'kitty'.")
    take: str = Field(
        "take",
        pattern=r"^\S+$",
        description="The word that takes the widow up, e.g. 'take' (one word).",
    )
    leave: str = Field(
        "leave",
        pattern=r"^\S+$",
        description="The word that leaves it face down, e.g. 'hand' (one word).",
    )
    choice: bool = Field(
        True,
        description="The declarer chooses to take the widow or to leave it; false: it is "
        "always taken.",
    )

    @model_validator(mode="after")
    def _words_read_back(self) -> WidowPhaseSpec:
        """The two words read back as themselves (a record replays): distinct, and neither
        is the other's usual word ('take', 'leave'), which is read as that choice too."""
        take, leave = self.take.lower(), self.leave.lower()
        if take == leave or take == "leave" or leave == "take":
            raise ValueError(
                f"take = {self.take!r} and leave = {self.leave!r} must be two different words, "
                "and take may not be 'leave' nor leave 'take'"
            )
        return self


class Widow(Part):
    """The declarer (public), whether the widow was taken (None: not decided yet; public),
    and the cards each seat laid away (its own, face down)."""

    __slots__ = ("put_away", "taken_up", "widow_taken", "widow_taker")
    key = "widow"
    seen = declare(
        widow_taker=PUBLIC("the declarer, who takes the widow up or leaves it; -1: none yet"),
        widow_taken=PUBLIC("whether the widow was taken up; None: not decided"),
        put_away=OWN_PLACE("the cards this seat laid away, face down (they count for it)"),
        taken_up=OWN_CARDS("the widow's cards this seat took up into its hand"),
    )

    def __init__(self, players: int) -> None:
        self.widow_taker = -1
        self.widow_taken: bool | None = None
        self.put_away: list[list[int]] = [[] for _ in range(players)]
        self.taken_up: list[list[int]] = [[] for _ in range(players)]

    def summary(self, deck: Deck) -> dict[str, Any]:
        return {} if self.widow_taken is None else {"widow_taken": self.widow_taken}


class WidowPhase(RulesPhase):
    """Take the widow or leave it, then lay away as many cards, one at a time."""

    name = "widow"
    parts = (Widow,)

    def __init__(self, spec: WidowPhaseSpec) -> None:
        self.spec = spec
        self.take, self.leave = Declare(spec.take), Declare(spec.leave)

    def bind(self, game: CompiledGame) -> None:
        deck = game.deck
        widow = game.rules.deal.widow
        self.size = 0 if widow is None else widow.size
        self.discards = tuple(Discard((c,)) for c in range(deck.ids))  # indexed by card id

        def candidates(state: State, seat: int, _: list[Action]) -> list[Action]:
            part = Widow.of(state)
            if part.widow_taken is None:
                return [self.take, self.leave]
            return [self.discards[c] for c in state.hands[seat]]

        def refused(state: State, seat: int, action: Action) -> str:
            if Widow.of(state).widow_taken is None:
                return f"take the {self.spec.name} ({self.spec.take}) or {self.spec.leave}"
            if isinstance(action, Discard) and len(action.cards) == 1:
                return not_held(deck, action.cards[0])
            return "lay away one card at a time"

        self.rules: Rules[Action] = Rules([Rule("widow", candidates, refused)])

    def start(self, game: CompiledGame, state: State) -> bool:
        part = Widow.of(state)
        winner = next(
            (p.declarer() for p in state.parts.values() if isinstance(p, AuctionWinner)), None
        )
        if winner is None:
            raise RuntimeError("the widow phase needs the winner of an auction before it")
        part.widow_taker = state.to_move = winner
        if not self.spec.choice:
            self._take_up(game, state, part)
        return False

    def _take_up(self, game: CompiledGame, state: State, part: Widow) -> None:
        seat = part.widow_taker
        part.widow_taken = True
        cards = tuple(state.stock)
        state.hands[seat].extend(cards)
        part.taken_up[seat] = list(cards)
        state.stock = []
        log(game, state, DrawEntry(seat, cards, (seat,), source=self.spec.name))

    def apply(self, game: CompiledGame, state: State, action: Action) -> bool:
        part = Widow.of(state)
        seat = state.to_move
        if part.widow_taken is None:
            if action is self.take:
                self._take_up(game, state, part)
                return False
            part.widow_taken = False
            state.to_move = -1
            return True
        assert isinstance(action, Discard)
        (card,) = action.cards
        state.hands[seat].remove(card)
        laid = part.put_away[seat]
        laid.append(card)
        if len(laid) < self.size:
            return False
        log(game, state, DiscardEntry(seat, tuple(laid), (seat,)))
        state.to_move = -1
        return True

    def prompt(self, game: CompiledGame, state: State) -> str:
        if Widow.of(state).widow_taken is None:
            return f"{self.spec.take} or {self.spec.leave}"
        return "lay away a card"

    def parse(self, game: CompiledGame, state: State, text: str) -> Action:
        words = text.strip().lower().split()
        if Widow.of(state).widow_taken is None:
            if words == [self.spec.take.lower()] or words == ["take"]:
                return self.take
            if words == [self.spec.leave.lower()] or words == ["leave"]:
                return self.leave
            raise NotationError(f"{text.strip()!r}: type {self.spec.take} or {self.spec.leave}")
        words = [w for w in words if w not in ("put", "away", "lay", "discard")]
        if len(words) != 1:
            raise NotationError("lay away one card, e.g. 7D")
        return self.discards[game.deck.parse(words[0])]

    def format(self, game: CompiledGame, action: Action) -> str:
        if isinstance(action, Discard):
            return game.deck.format(action.cards[0])
        assert isinstance(action, Declare)
        return action.what

    def told_text(self, game: CompiledGame, action: Action, you: bool) -> str | None:
        """``takes up the kitty``, ``plays hand``, ``puts away 7♦`` (to the declarer)."""
        s = "" if you else "s"
        if action is self.take:
            return f"take{s} up the {self.spec.name}"
        if action is self.leave:
            return f"play{s} {self.spec.leave}"
        assert isinstance(action, Discard)
        return f"put{s} away {game.deck.format(action.cards[0], symbols=True)}"

    def hidden_text(self, game: CompiledGame, action: Action) -> str | None:
        return "puts a card away" if isinstance(action, Discard) else None


@hookimpl(trylast=True)
def mechanics() -> list[Mechanic]:
    """The phase kinds of this module, declared (issue 45)."""
    return [
        Mechanic(
            kind="widow",
            build=_widow,
            settings=WidowPhaseSpec,
            needs=("winner",),
            count=count_widow,
            summary="An auction's winner (its AuctionWinner part) takes up the widow and lays "
            "cards away, or leaves it.",
        )
    ]


def _widow(name: str, game: CompiledGame) -> Phase:
    phase = WidowPhase(mechanic_settings(game.rules, name, WidowPhaseSpec))
    phase.name = name
    return phase
