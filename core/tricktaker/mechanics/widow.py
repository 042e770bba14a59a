"""A widow taken up by the declarer: the cards dealt aside (``[deal] widow``, in the stock)
join the declarer's hand, who then lays away as many cards, one at a time or several in one
action (``discard 7D 6C``), as the other discard phases take them; the cards laid away count for
the declarer's side (a scoring reads them from :class:`Widow`). With ``choice`` the
declarer may instead leave the widow face down (it still belongs to the declarer: a scoring
may count it).

The declarer is the winner of an auction before this phase: the seat named by the game's
:class:`AuctionWinner` part (a game's own auction keeps its state in a subclass of it, and
its mechanic declares that it makes ``"winner"``). Actions:
``Declare(take)`` / ``Declare(leave)`` (the words of the settings), then ``Discard(cards)``:
the legal list offers one card at a time (``Discard((card,))``, what bots and records take),
and several cards at once are accepted (:class:`~tricktaker.mechanics.drawing.ChooseCards`,
so a console gathers them with ``undo`` until the last one completes the widow, issue 47).
Who sees what: the widow lies in the stock (nobody) until taken, then in the declarer's hand
(the declarer only); the cards laid away are the declarer's own, face down (``put_away``);
the choice is public.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from pydantic import Field, model_validator

from tricktaker.actions import Action, Declare, Discard
from tricktaker.engine.game import Phase
from tricktaker.engine.handlog import DiscardEntry, DrawEntry, log
from tricktaker.engine.hookspecs import hookimpl
from tricktaker.engine.mechanic import Mechanic
from tricktaker.engine.visibility import OWN_CARDS, OWN_PLACE, PUBLIC, Part, declare
from tricktaker.errors import NotationError
from tricktaker.mechanics.drawing import ChooseCards
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
    cards laid away (one at a time or several at once), which count for the declarer's side;
    with ``choice`` the declarer may leave it face down instead. The part ``widow`` keeps the
    choice and the cards laid away (``put_away``, seen by the declarer only)."""

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


class WidowPhase(ChooseCards):
    """Take the widow or leave it, then lay away as many cards: one at a time (the legal
    list) or several in one action (``discard 7D 6C``), as every phase that chooses cards of
    a hand (:class:`~tricktaker.mechanics.drawing.ChooseCards`): a console gathers the cards
    and ``undo`` takes one back until the last one completes the widow (issue 47)."""

    name = "widow"
    parts = (Widow,)
    words = ("discard", "d", "lay", "put", "away")

    def __init__(self, spec: WidowPhaseSpec, deck: Deck) -> None:
        super().__init__(deck)
        self.spec = spec
        self.take, self.leave = Declare(spec.take), Declare(spec.leave)

    def bind(self, game: CompiledGame) -> None:
        widow = game.rules.deal.widow
        self.size = 0 if widow is None else widow.size

    def _held(self, state: State, seat: int, cards: list[int]) -> list[int]:
        """The cards of the hand, in the hand's order (the legal list's order before issue 47,
        so seeded games play as they did)."""
        return list(state.hands[seat])

    def left(self, state: State) -> int:
        """How many cards the declarer still lays away: 0 before the widow is taken up, when
        it is left, and once the phase is over."""
        part = Widow.of(state)
        seat = state.to_move
        if not part.widow_taken or seat < 0:
            return 0
        return max(0, self.size - len(part.put_away[seat]))

    def asked(self, state: State) -> str:
        """``discard 3 cards`` (the widow's size out of turn, e.g. in the help)."""
        n = self.left(state) or self.size
        return f"discard {n} card{'s' if n != 1 else ''}"

    def legal_actions(self, game: CompiledGame, state: State) -> list[Action]:
        if Widow.of(state).widow_taken is None:
            return [self.take, self.leave]
        return super().legal_actions(game, state)

    def why_illegal(self, game: CompiledGame, state: State, action: Action) -> str | None:
        if Widow.of(state).widow_taken is None:
            if action == self.take or action == self.leave:
                return None
            return f"take the {self.spec.name} ({self.spec.take}) or {self.spec.leave}"
        return super().why_illegal(game, state, action)

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
            if action == self.take:
                self._take_up(game, state, part)
                return False
            part.widow_taken = False
            state.to_move = -1
            return True
        assert isinstance(action, Discard)
        laid = part.put_away[seat]
        for card in action.cards:
            state.hands[seat].remove(card)
            laid.append(card)
        if len(laid) < self.size:
            return False
        log(game, state, DiscardEntry(seat, tuple(laid), (seat,)))
        state.to_move = -1
        return True

    def prompt(self, game: CompiledGame, state: State) -> str:
        """``take or leave``, then ``discard 3 cards (one line or one at a time)``."""
        if Widow.of(state).widow_taken is None:
            return f"{self.spec.take} or {self.spec.leave}"
        return f"{self.asked(state)} (one line or one at a time)"

    def parse(self, game: CompiledGame, state: State, text: str) -> Action:
        """``take``/``leave`` (the settings' words, or those two), then the cards laid away:
        ``7D``, ``discard 7D 6C``, ``put away 7D`` (records of one card a line read back)."""
        words = text.replace(",", " ").strip().lower().split()
        if Widow.of(state).widow_taken is None:
            if words == [self.spec.take.lower()] or words == ["take"]:
                return self.take
            if words == [self.spec.leave.lower()] or words == ["leave"]:
                return self.leave
            raise NotationError(f"{text.strip()!r}: type {self.spec.take} or {self.spec.leave}")
        while words and words[0] in self.words:
            words = words[1:]
        if not words:
            raise NotationError(f"name the cards to lay away, e.g. {self.verb} 7D")
        return Discard(tuple(game.deck.parse(w) for w in words))

    def format(self, game: CompiledGame, action: Action) -> str:
        """The cards laid away as the other discard phases write them (``discard 7D``,
        ``discard 7D 6C``; a bare ``7D``, as records held it before issue 47, reads back too);
        the choice as its word."""
        if isinstance(action, Discard):
            return f"{self.verb} " + " ".join(game.deck.format(c) for c in action.cards)
        assert isinstance(action, Declare)
        return action.what

    def told_text(self, game: CompiledGame, action: Action, you: bool) -> str | None:
        """``takes up the kitty``, ``plays hand``, ``puts away 7♦ 6♣`` (to the declarer)."""
        s = "" if you else "s"
        if action == self.take:
            return f"take{s} up the {self.spec.name}"
        if action == self.leave:
            return f"play{s} {self.spec.leave}"
        assert isinstance(action, Discard)
        cards = " ".join(game.deck.format(c, symbols=True) for c in action.cards)
        return f"put{s} away {cards}"

    def hidden_text(self, game: CompiledGame, action: Action) -> str | None:
        """``puts a card away``; several at once: ``puts 3 cards away``."""
        if not isinstance(action, Discard):
            return None
        n = len(action.cards)
        return "puts a card away" if n == 1 else f"puts {n} cards away"


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
    phase = WidowPhase(mechanic_settings(game.rules, name, WidowPhaseSpec), game.deck)
    phase.name = name
    return phase
