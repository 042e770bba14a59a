"""Numeric bidding: every seat bids a number of tricks once, in turn.

Which numbers are legal, and why the others are refused, is one list of rules
(:class:`~tricktaker.engine.legality.Rule` over numbers of tricks), asked once per compiled
game from the ``bidding_rules`` hook: the core's rules are the range of bids and, when the
rules switch it on, the hook ("the dealer may not make the bids total the number of tricks").
The legal list is what the rules leave; a refused bid is explained by the first rule that
drops it.

Blind bids (``[bidding.blind]``, :class:`BlindBidding`): the rules name the numbers that may be
bid before looking at one's cards (``bids``), how far behind a seat's side must be at the start
of the hand (``behind``) and how many blind bids a side may make in a hand (``per_side``). A
seat that may bid blind at the start of the hand does not see its own cards
(:class:`~tricktaker.engine.visibility.Unlooked`) until its turn to bid. At that turn, if it
still may bid blind, its only choices are a blind bid (:class:`~tricktaker.actions.BlindBid`)
or ``look``; either way it then sees its hand, and after looking it bids as usual. A seat that
may no longer bid blind at its turn (its side has made its blind bids) sees its hand and bids
as usual. A blind bid is the same number of tricks as a bid made after looking
(``Bids.bids``); :class:`BlindBids` says which seats bid blind. The legal choices and the
reasons for refusing the others come from one list of rules over actions, whose source is the
rules over numbers above, so a blind bid is refused for the same reasons a bid of its number
would be.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any, ClassVar

from mypy_extensions import mypyc_attr

from tricktaker.actions import LOOK, Action, Bid, BlindBid, Look
from tricktaker.engine.boundary import MAX_BID
from tricktaker.engine.game import Phase
from tricktaker.engine.hookspecs import hookimpl
from tricktaker.engine.legality import Rule, Rules
from tricktaker.engine.mechanic import Mechanic
from tricktaker.engine.seats import seat_of
from tricktaker.engine.visibility import PUBLIC, Part, Unlooked, declare
from tricktaker.errors import NotationError
from tricktaker.rules.phases import BiddingSpec
from tricktaker.rules.playable import count_same, first_seat_needs

if TYPE_CHECKING:
    from tricktaker.cards import Deck
    from tricktaker.engine.game import CompiledGame
    from tricktaker.engine.state import State
    from tricktaker.rules import BlindBidSpec

BIDS = tuple(Bid(n) for n in range(MAX_BID))
"""Interned bid actions, so legal-action lists are built without allocating."""


@mypyc_attr(allow_interpreted_subclasses=True)
class Bids(Part):
    """Each seat's bid of the hand (None until it bids): public."""

    __slots__ = ("bids",)
    key = "bidding"
    seen = declare(bids=PUBLIC("each seat's bid in tricks; None: not bid yet"))

    def __init__(self, players: int) -> None:
        self.bids: list[int | None] = [None] * players

    def summary(self, deck: Deck) -> dict[str, Any]:
        return {"bids": list(self.bids)}


def bids_of(state: State) -> list[int | None]:
    """The bids of the hand (for the hook rule and exact-bid scoring)."""
    return Bids.of(state).bids


@mypyc_attr(allow_interpreted_subclasses=True)
class NumericBidding(Phase):
    """Bids in turn from ``first``; the legal bids are what ``rules`` leave (by default the
    core's rules; binding the compiled game takes the ``bidding_rules`` hook's answer)."""

    name = "bidding"
    parts: ClassVar[tuple[type[Part], ...]] = (Bids,)

    def __init__(
        self,
        first: str = "left_of_dealer",
        rules: list[Rule[int]] | None = None,
        zero_name: str | None = None,
    ) -> None:
        self.first = first
        self.rules = Rules(rules or [BID_RANGE])
        self.zero_name = zero_name

    def bind(self, game: CompiledGame) -> None:
        self.rules = Rules(game.hook.bidding_rules(game=game))

    def start(self, game: CompiledGame, state: State) -> bool:
        state.to_move = seat_of(self.first, state)
        return False

    def legal_actions(self, game: CompiledGame, state: State) -> list[Action]:
        return [BIDS[b] for b in self.rules.allowed(state, state.to_move)]

    def apply(self, game: CompiledGame, state: State, action: Action) -> bool:
        assert isinstance(action, Bid)
        bids = bids_of(state)
        bids[state.to_move] = action.tricks
        state.to_move = (state.to_move + 1) % state.players
        return None not in bids

    def why_illegal(self, game: CompiledGame, state: State, action: Action) -> str | None:
        if not isinstance(action, Bid):
            return "it is time to bid a number of tricks"
        return self.rules.refusal(state, state.to_move, action.tricks)

    def prompt(self, game: CompiledGame, state: State) -> str:
        """``bid 0-N``, naming the numbers the rules forbid this seat (e.g. the hook's)."""
        legal = self.rules.allowed(state, state.to_move)
        most = max(legal, default=state.hand_size)
        barred = [str(b) for b in range(most + 1) if b not in legal]
        text = f"bid 0-{most}" + (f", not {', '.join(barred)}" if barred else "")
        return text + (f" (0 is {self.zero_name})" if self.zero_name and 0 in legal else "")

    def parse(self, game: CompiledGame, state: State, text: str) -> Action:
        if self.zero_name and text.strip().lower() in (self.zero_name, f"bid {self.zero_name}"):
            return BIDS[0]
        match = re.fullmatch(r"\s*(?:bid\s*)?(\d+)\s*", text, re.IGNORECASE)
        if not match:
            raise NotationError(f"{text.strip()!r} is not a bid: type a number of tricks, e.g. 2")
        tricks = int(match.group(1))
        return BIDS[tricks] if tricks < len(BIDS) else Bid(tricks)

    def format(self, game: CompiledGame, action: Action) -> str:
        assert isinstance(action, Bid)
        return self.zero_name if action.tricks == 0 and self.zero_name else str(action.tricks)


# -- blind bids ------------------------------------------------------------------------------------


@mypyc_attr(allow_interpreted_subclasses=True)
class BlindBids(Part):
    """Which seats bid blind in the hand: public (a blind bid is shown as such)."""

    __slots__ = ("blind",)
    key = "blind_bids"
    seen = declare(blind=PUBLIC("per seat, whether it bid blind (before looking at its cards)"))

    def __init__(self, players: int) -> None:
        self.blind = [False] * players

    def summary(self, deck: Deck) -> dict[str, Any]:
        return {"blind": list(self.blind)}


def blind_of(state: State) -> list[bool]:
    """Per seat, whether it bid blind in the hand (all False when the game has no blind bids)."""
    part = state.parts.get(BlindBids.key)
    return [False] * state.players if part is None else list(part.blind)  # type: ignore[attr-defined]


@mypyc_attr(allow_interpreted_subclasses=True)
class BlindBidding(NumericBidding):
    """Numeric bidding with blind bids (``[bidding.blind]``): see the module docstring."""

    parts: ClassVar[tuple[type[Part], ...]] = (Bids, BlindBids, Unlooked)

    def __init__(
        self, blind: BlindBidSpec, first: str = "left_of_dealer", zero_name: str | None = None
    ) -> None:
        super().__init__(first, zero_name=zero_name)
        self.blind = blind
        self.blind_bids = tuple(BlindBid(b) for b in blind.bids)

    def bind(self, game: CompiledGame) -> None:
        super().bind(game)
        self.sides = game.sides or tuple((seat,) for seat in range(game.players))
        self.side_of = game.side_of
        self.choices: Rules[Action] = Rules(
            [
                Rule("bids", self._bids, self._not_a_bid),
                Rule("blind", self._may_bid_blind, self._why_not_blind),
                Rule("look_first", self._look_first, self._not_looked),
                Rule("look", self._may_look, self._looked),
            ]
        )

    # -- who may bid blind -------------------------------------------------------------------

    def far_enough_behind(self, state: State, seat: int) -> bool:
        """Whether ``seat``'s total was at least ``behind`` points below the best total of the
        other sides at the start of the hand (totals change only between hands)."""
        behind = self.blind.behind
        if behind is None:
            return True
        mine = self.side_of[seat]
        best = max(
            (state.totals[s] for s in range(state.players) if self.side_of[s] != mine),
            default=state.totals[seat],
        )
        return state.totals[seat] <= best - behind

    def side_blind_bids(self, state: State, seat: int) -> int:
        blind = BlindBids.of(state).blind
        return sum(blind[s] for s in self.sides[self.side_of[seat]])

    def may_bid_blind(self, state: State, seat: int) -> bool:
        """Whether ``seat`` may bid blind now: far enough behind, its side's blind bids not all
        made, and its cards not looked at."""
        limit = self.blind.per_side
        return (
            seat in Unlooked.of(state).unlooked
            and self.far_enough_behind(state, seat)
            and (limit is None or self.side_blind_bids(state, seat) < limit)
        )

    def _turn(self, state: State) -> None:
        """The seat to bid looks at its cards if it may no longer bid blind."""
        seat = state.to_move
        unlooked = Unlooked.of(state).unlooked
        if seat in unlooked and not self.may_bid_blind(state, seat):
            unlooked.remove(seat)

    # -- the rules: bids, blind bids and looking, one source for the legal list and refusals --

    def _name(self, tricks: int) -> str:
        return f"blind {self.zero_name if tricks == 0 and self.zero_name else tricks}"

    def _bids(self, state: State, seat: int, actions: list[Action]) -> list[Action]:
        numbers = self.rules.allowed(state, seat)
        out: list[Action] = [BIDS[b] if b < len(BIDS) else Bid(b) for b in numbers]
        out += [b for b in self.blind_bids if b.tricks in numbers]
        out.append(LOOK)
        return out

    def _not_a_bid(self, state: State, seat: int, action: Action) -> str:
        if isinstance(action, BlindBid) and action not in self.blind_bids:
            allowed = " or ".join(self._name(b.tricks) for b in self.blind_bids)
            return f"{self._name(action.tricks)}: the only blind bid is {allowed}"
        tricks = action.tricks if isinstance(action, Bid | BlindBid) else 0
        reason = self.rules.refusal(state, seat, tricks)
        return reason or "that is not a bid"

    def _may_bid_blind(self, state: State, seat: int, actions: list[Action]) -> list[Action]:
        if self.may_bid_blind(state, seat):
            return actions
        return [a for a in actions if not isinstance(a, BlindBid)]

    def _why_not_blind(self, state: State, seat: int, action: Action) -> str:
        assert isinstance(action, BlindBid)
        name = self._name(action.tricks)
        if not self.far_enough_behind(state, seat):
            side = "your side was" if len(self.sides[self.side_of[seat]]) > 1 else "you were"
            return (
                f"{name}: {side} not behind by {self.blind.behind} or more at the start of the hand"
            )
        limit = self.blind.per_side
        if limit is not None and self.side_blind_bids(state, seat) >= limit:
            return f"{name}: your side has already made {limit} blind bid(s)"
        return f"{name}: only before looking at your cards"

    def _look_first(self, state: State, seat: int, actions: list[Action]) -> list[Action]:
        if seat not in Unlooked.of(state).unlooked:
            return actions
        return [a for a in actions if not isinstance(a, Bid)]

    def _not_looked(self, state: State, seat: int, action: Action) -> str:
        blind = " or ".join(self._name(b.tricks) for b in self.blind_bids)
        return f"you have not looked at your cards: bid {blind}, or look"

    def _may_look(self, state: State, seat: int, actions: list[Action]) -> list[Action]:
        if seat in Unlooked.of(state).unlooked:
            return actions
        return [a for a in actions if a is not LOOK]

    def _looked(self, state: State, seat: int, action: Action) -> str:
        return "you have already looked at your cards"

    # -- the phase -----------------------------------------------------------------------------

    def start(self, game: CompiledGame, state: State) -> bool:
        super().start(game, state)
        if self.blind.bids:
            Unlooked.of(state).unlooked = [
                seat for seat in range(state.players) if self.far_enough_behind(state, seat)
            ]
        self._turn(state)
        return False

    def legal_actions(self, game: CompiledGame, state: State) -> list[Action]:
        return self.choices.allowed(state, state.to_move)

    def apply(self, game: CompiledGame, state: State, action: Action) -> bool:
        seat = state.to_move
        unlooked = Unlooked.of(state).unlooked
        if seat in unlooked:
            unlooked.remove(seat)
        if isinstance(action, Look):
            return False
        if isinstance(action, BlindBid):
            BlindBids.of(state).blind[seat] = True
            action = BIDS[action.tricks] if action.tricks < len(BIDS) else Bid(action.tricks)
        done = super().apply(game, state, action)
        if not done:
            self._turn(state)
        return done

    def why_illegal(self, game: CompiledGame, state: State, action: Action) -> str | None:
        if not isinstance(action, Bid | BlindBid | Look):
            return "it is time to bid a number of tricks"
        return self.choices.refusal(state, state.to_move, action)

    def prompt(self, game: CompiledGame, state: State) -> str:
        if state.to_move in Unlooked.of(state).unlooked:
            blind = " or ".join(self._name(b.tricks) for b in self.blind_bids)
            return f"{blind} or look (your cards are still face down)"
        return super().prompt(game, state)

    def parse(self, game: CompiledGame, state: State, text: str) -> Action:
        words = text.strip().lower()
        if words in ("look", "l"):
            return LOOK
        match = re.fullmatch(r"(?:bid\s+)?blind\s+(\w+)", words)
        if match:
            inner = super().parse(game, state, match.group(1))
            assert isinstance(inner, Bid)
            return BlindBid(inner.tricks)
        return super().parse(game, state, text)

    def format(self, game: CompiledGame, action: Action) -> str:
        if isinstance(action, Look):
            return "look"
        if isinstance(action, BlindBid):
            return self._name(action.tricks)
        return super().format(game, action)


# -- the core's rules ----------------------------------------------------------------------------


def _range(state: State, seat: int, bids: list[int]) -> list[int]:
    return list(range(state.hand_size + 1))


def _out_of_range(state: State, seat: int, bid: int) -> str:
    return f"a bid is a number of tricks from 0 to {state.hand_size}"


BID_RANGE: Rule[int] = Rule("range", _range, _out_of_range)
"""The source: a bid is a number of tricks from 0 to the hand size."""


def hook_rule(first: str) -> Rule[int]:
    """The hook, for bidding that starts at ``first``: the last bidder (the dealer, from the
    dealer's left) may not bid the number that makes the bids total the number of tricks. It
    lapses for the others and when that number would be negative."""

    def forbidden(state: State, seat: int) -> int | None:
        if seat != (seat_of(first, state) - 1) % state.players:
            return None
        bids = bids_of(state)
        others = sum(b for s, b in enumerate(bids) if s != seat and b is not None)
        number = state.hand_size - others
        return number if number >= 0 else None

    def narrow(state: State, seat: int, bids: list[int]) -> list[int]:
        number = forbidden(state, seat)
        if number is None or number not in bids:
            return bids
        return [b for b in bids if b != number]

    def explain(state: State, seat: int, bid: int) -> str:
        return (
            f"the dealer may not bid {bid}: the bids would total {state.hand_size}, "
            f"the number of tricks (the hook)"
        )

    return Rule("hook", narrow, explain)


def side_cap_rule(game: CompiledGame, cap: int) -> Rule[int]:
    """The bids of one side may not total more than ``cap``: a seat may bid at most what its
    partners' bids leave (0 is always allowed)."""
    sides, side_of = game.sides, game.side_of

    def room(state: State, seat: int) -> int:
        bids = bids_of(state)
        partners = sum(bids[s] or 0 for s in sides[side_of[seat]] if s != seat) if sides else 0
        return max(cap - partners, 0)

    def narrow(state: State, seat: int, bids: list[int]) -> list[int]:
        most = room(state, seat)
        return [b for b in bids if b <= most]

    def explain(state: State, seat: int, bid: int) -> str:
        return (
            f"you may bid at most {room(state, seat)}: a side's bids may not total more than {cap}"
        )

    return Rule("side_cap", narrow, explain)


@hookimpl(trylast=True)
def bidding_rules(game: CompiledGame) -> list[Rule[int]]:
    spec = game.rules.bidding
    if spec is None:
        return [BID_RANGE]
    rules = [BID_RANGE, hook_rule(spec.first)] if spec.hook else [BID_RANGE]
    if spec.side_cap is not None:
        rules.append(side_cap_rule(game, spec.side_cap))
    return rules


@hookimpl(trylast=True)
def mechanics() -> list[Mechanic]:
    """The phase kinds of this module, declared (issue 45)."""
    return [
        Mechanic(
            kind="bidding",
            build=_bidding,
            settings=BiddingSpec,
            table="bidding",
            makes=("bids",),
            needs_of=first_seat_needs("bidding"),
            count=count_same,
            summary="Each seat bids a number of tricks (with nil and blind bids if allowed).",
        )
    ]


def _bidding(name: str, game: CompiledGame) -> Phase:
    rules = game.rules
    spec = rules.bidding
    if spec is None:
        return NumericBidding()
    if spec.blind is not None and spec.blind.bids:
        return BlindBidding(spec.blind, spec.first, zero_name=spec.zero_name)
    return NumericBidding(spec.first, zero_name=spec.zero_name)
