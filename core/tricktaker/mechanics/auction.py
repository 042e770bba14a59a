"""The contract auction shared by the games with contracts of a level and a denomination.

Bids name a level and a denomination; pass, double and redouble as usual. The ladder (levels,
denominations lowest first, which denominations exist at level 0) and the end (how many passes
after a bid close it, how many with no bid throw the deal in) are data from ``[auction]``.
A new bid cancels any double or redouble. The declarer is the seat of the standing bid, or
(``declarer = "first_of_side"``) the seat of its side that first bid its denomination.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, NamedTuple

from mypy_extensions import mypyc_attr

from tricktaker.actions import (
    DOUBLE,
    NO_TRUMP,
    PASS,
    REDOUBLE,
    Action,
    ContractBid,
    Double,
    Pass,
    Redouble,
)
from tricktaker.engine.game import BidMeaning, Phase, require
from tricktaker.engine.hookspecs import hookimpl
from tricktaker.engine.legality import Rule, Rules
from tricktaker.engine.mechanic import Mechanic
from tricktaker.engine.panels import Panel, PanelRow
from tricktaker.engine.seats import seat_of
from tricktaker.engine.state import Contract as Contract  # its home is the engine's state
from tricktaker.engine.visibility import PUBLIC, Part, declare
from tricktaker.errors import NotationError
from tricktaker.rules.phases import AuctionSpec
from tricktaker.rules.playable import count_auction, first_seat_needs

if TYPE_CHECKING:
    from collections.abc import Mapping, Sequence
    from typing import Any

    from tricktaker.cards import Deck
    from tricktaker.engine.game import CompiledGame
    from tricktaker.engine.state import State
    from tricktaker.rules import AuctionSpec


@mypyc_attr(allow_interpreted_subclasses=True)
class AuctionState(Part):
    """The calls so far and the standing bid: all public."""

    __slots__ = ("calls", "doubled", "high", "high_bidder", "passes")
    key = "auction"
    seen = declare(
        calls=PUBLIC("every call as (seat, action), in order"),
        high=PUBLIC(
            "the standing bid (level, denomination: a suit index; -1 no trump); None: none"
        ),
        high_bidder=PUBLIC("the seat that made the standing bid; -1: none"),
        doubled=PUBLIC("0: undoubled, 1: doubled, 2: redoubled"),
        passes=PUBLIC("the passes in a row since the last call that was not a pass"),
    )

    def __init__(self, players: int) -> None:
        self.calls: list[tuple[int, Action]] = []
        self.high: ContractBid | None = None
        self.high_bidder = -1
        self.doubled = 0
        self.passes = 0


ANY_LEVEL = 99
"""Above any level: the bound of a requirement that any level of a denomination meets."""

PLAIN, JUMP = 1, 2
"""What a hand allows in a denomination, as bits: bids at the lowest level (not a jump), and
jump bids; ``PLAIN | JUMP``: any bid."""


class Unmet(NamedTuple):
    """A bid requirement the bidder's hand fails: ``kind`` is ``suit`` (cards of the bid's
    suit), ``every_suit`` (a no-trump bid's cards of each suit) or ``long_suit`` (a no-trump
    jump bid's longest suit); ``need`` cards, ``held`` in the hand."""

    kind: str
    need: int
    held: int


class Ladder:
    """The bids of an auction, lowest first, and what the rules read of them, computed once
    for every compiled game with these rules and pack (:func:`ladder_of`).

    Denominations index lists by suit, NO_TRUMP (-1) being the last slot.
    """

    def __init__(
        self,
        levels: tuple[int, int],
        denominations: tuple[int, ...],
        zero: frozenset[int],
        suits: int,
        doubling: bool,
    ) -> None:
        self.denominations = denominations
        self.bids: list[ContractBid] = [
            ContractBid(level, denom)
            for level in range(levels[0], levels[1] + 1)
            for denom in denominations
            if level > 0 or denom in zero
        ]
        self.rank = {bid: i for i, bid in enumerate(self.bids)}
        self.position = [0] * (suits + 1)
        """Each denomination's place in the order of denominations."""
        for i, denom in enumerate(denominations):
            self.position[denom] = i
        lowest = [ANY_LEVEL] * (suits + 1)
        self.lowest_from: list[list[int]] = [lowest]
        """For each start in the ladder, the lowest level of each denomination from there
        (ANY_LEVEL when no bid of it is left)."""
        for bid in reversed(self.bids):
            lowest = list(lowest)
            lowest[bid.denomination] = bid.level
            self.lowest_from.append(lowest)
        self.lowest_from.reverse()
        heads: list[Action] = [PASS, DOUBLE, REDOUBLE] if doubling else [PASS]
        self.calls: list[Action] = [*heads, *self.bids]
        """Every call there is: the source's list (the rules must not modify it)."""
        # The lists the core's rules give on, each remembered once made, so that the next
        # rule knows them by identity: every call, without double and/or redouble, and each
        # of those from a start in the ladder on. ``suffix`` maps each to (the calls before
        # the bids, the start of its bids in the ladder).
        self.suffix: dict[int, tuple[list[Action], int]] = {id(self.calls): (heads, 0)}
        self._without: dict[tuple[int, type], list[Action]] = {}
        self._above: dict[tuple[int, int], list[Action]] = {}
        self._kept: dict[tuple[tuple[int, ...], int], list[ContractBid]] = {}
        if doubling:
            no_double: list[Action] = [PASS, REDOUBLE, *self.bids]
            no_redouble: list[Action] = [PASS, DOUBLE, *self.bids]
            neither: list[Action] = [PASS, *self.bids]
            for calls in (no_double, no_redouble, neither):
                self.suffix[id(calls)] = (calls[: len(calls) - len(self.bids)], 0)
            self._without[id(self.calls), Double] = no_double
            self._without[id(self.calls), Redouble] = no_redouble
            self._without[id(no_double), Redouble] = neither
            self._without[id(no_redouble), Double] = neither
        self.shared = set(self.suffix)
        """The ids of the lists the ladder keeps (the final list must be a copy)."""

    def without(self, calls: list[Action], kind: type) -> list[Action] | None:
        """``calls`` (a list the ladder knows) without its call of class ``kind``; None for a
        list it does not know."""
        return self._without.get((id(calls), kind))

    def above(self, calls: list[Action], floor: int) -> list[Action] | None:
        """``calls`` (a list the ladder knows, from the start of the ladder) with only the
        bids above the ``floor``-th; None for a list it does not know."""
        known = self.suffix.get(id(calls))
        if known is None or known[1] != 0:
            return None
        key = (id(calls), floor)
        found = self._above.get(key)
        if found is None:
            found = self._above[key] = [*known[0], *self.bids[floor + 1 :]]
            self.suffix[id(found)] = (known[0], floor + 1)
            self.shared.add(id(found))
        return found

    def bounds(self, allows: tuple[int, ...], start: int) -> tuple[list[int], list[int]]:
        """The lowest and highest level each denomination may be bid at from ``start``, for a
        hand that ``allows`` what it does in each denomination (in the order of
        ``denominations``): a bid at the lowest level is not a jump, any higher one is."""
        lowest = self.lowest_from[start]
        low, high = [0] * len(lowest), [ANY_LEVEL] * len(lowest)
        for denom, allowed in zip(self.denominations, allows, strict=True):
            if allowed == PLAIN:
                high[denom] = lowest[denom]
            elif allowed == JUMP:
                low[denom] = lowest[denom] + 1
            elif not allowed:
                low[denom], high[denom] = ANY_LEVEL, -1
        return low, high

    def kept(self, calls: list[Action], allows: tuple[int, ...]) -> list[Action] | None:
        """``calls`` (a list the ladder knows) with only the bids a hand that ``allows`` what
        it does may make (see :meth:`bounds`); None for a list it does not know."""
        known = self.suffix.get(id(calls))
        if known is None:
            return None
        heads, start = known
        key = (allows, start)
        bids = self._kept.get(key)
        if bids is None:
            low, high = self.bounds(allows, start)
            bids = [
                b
                for b in self.bids[start:]
                if low[b.denomination] <= b.level <= high[b.denomination]
            ]
            if len(self._kept) > 50_000:
                self._kept.clear()
            self._kept[key] = bids
        return [*heads, *bids]


_LADDERS: dict[tuple[object, ...], Ladder] = {}


def ladder_of(spec: AuctionSpec, deck: Deck) -> Ladder:
    """The ladder of these rules and pack, shared by all compiled games that have them."""
    key = (
        spec.min_level,
        spec.max_level,
        tuple(spec.denominations),
        tuple(spec.level_zero),
        spec.doubling,
        deck.suits,
    )
    found = _LADDERS.get(key)
    if found is None:
        if len(_LADDERS) > 64:
            _LADDERS.clear()
        found = _LADDERS[key] = Ladder(
            (spec.min_level, spec.max_level),
            tuple(deck.denomination_index(d) for d in spec.denominations),
            frozenset(deck.denomination_index(d) for d in spec.level_zero),
            len(deck.suits),
            spec.doubling,
        )
    return found


@mypyc_attr(allow_interpreted_subclasses=True)
class AuctionPhase(Phase):
    """A contract auction, from the seat the rules name (the dealer by default).

    Its legality is one list of rules over calls (:mod:`tricktaker.engine.legality`), in this
    order: ``calls`` (the source: pass, and double and redouble if the game has them, and the
    ladder of bids), ``double``, ``redouble``, ``outrank`` (a bid must outrank the standing
    bid), then ``requirements`` (the cards a bid needs in the bidder's hand), if the rules have
    any. Each rule drops one kind of call, so the order decides no message but that of a bid
    both too low and unmet ("not a legal bid after ..."). A game restricting calls further
    extends :meth:`auction_rules`.
    """

    name = "auction"
    parts = (AuctionState,)

    def __init__(self, spec: AuctionSpec, deck: Deck) -> None:
        self.spec = spec
        self.deck = deck
        self.lad = ladder_of(spec, deck)
        self.ladder = self.lad.bids
        self.rank = self.lad.rank
        self.calls = self.lad.calls
        self.everything = (PLAIN | JUMP,) * len(self.lad.denominations)
        self._allows: dict[tuple[int, ...], tuple[int, ...]] = {}
        self.rules = Rules(self.auction_rules())

    # -- the rules -------------------------------------------------------------------------

    def auction_rules(self) -> list[Rule[Action]]:
        """The rules of a call, in order (see the class). A game restricting calls further
        overrides this and adds its rules to this list."""
        rules = [
            Rule("calls", self._calls, self._no_such_call),
            Rule("double", self._may_double, self._why_not_double),
            Rule("redouble", self._may_redouble, self._why_not_redouble),
            Rule("outrank", self._outranking, self._outranked),
        ]
        if self.spec.requirements is not None:
            rules.append(Rule("requirements", self._meeting_requirements, self._unmet_words))
        return rules

    def start(self, game: CompiledGame, state: State) -> bool:
        state.to_move = seat_of(self.spec.first, state)
        return False

    def is_opponent(self, state: State, seat: int, other: int) -> bool:
        """Opponents: the other side in a partnership game (even seats), anyone else otherwise."""
        if state.players % 2 == 0 and state.players > 2:
            return (seat - other) % 2 == 1
        return seat != other

    def _start(self, state: State) -> int:
        """Where the bids that outrank the standing bid start in the ladder."""
        high = AuctionState.of(state).high
        return 0 if high is None else self.rank[high] + 1

    def _calls(self, state: State, seat: int, calls: list[Action]) -> list[Action]:
        return self.calls

    def _no_such_call(self, state: State, seat: int, call: Action) -> str:
        if isinstance(call, Double | Redouble):
            return "there is no doubling in this game"
        low, high = self.ladder[0], self.ladder[-1]
        return (
            f"{self._text(call)} is not a bid here "
            f"(bids go from {self._text(low)} to {self._text(high)})"
        )

    def _outranking(self, state: State, seat: int, calls: list[Action]) -> list[Action]:
        high = AuctionState.of(state).high
        if high is None:
            return calls
        found = self.lad.above(calls, self.rank[high])  # the source's lists: a slice
        if found is not None:
            return found
        position, width = self.lad.position, len(self.lad.denominations)
        key = high.level * width + position[high.denomination]
        return [
            c
            for c in calls
            if not isinstance(c, ContractBid) or c.level * width + position[c.denomination] > key
        ]

    def _outranked(self, state: State, seat: int, bid: Action) -> str:
        high = AuctionState.of(state).high
        assert high is not None
        return f"{self._text(bid)} is not a legal bid after {self._text(high)}"

    def _without(self, calls: list[Action], kind: type) -> list[Action]:
        """``calls`` without the call of class ``kind``."""
        found = self.lad.without(calls, kind)
        if found is not None:
            return found
        for i, call in enumerate(calls):
            if call.__class__ is kind:
                return calls[:i] + calls[i + 1 :]
        return calls

    def _double_allowed(self, state: State, seat: int) -> bool:
        auction = AuctionState.of(state)
        return (
            auction.high is not None
            and auction.doubled == 0
            and self.is_opponent(state, seat, auction.high_bidder)
        )

    def _may_double(self, state: State, seat: int, calls: list[Action]) -> list[Action]:
        return calls if self._double_allowed(state, seat) else self._without(calls, Double)

    def _why_not_double(self, state: State, seat: int, call: Action) -> str:
        auction = AuctionState.of(state)
        if auction.high is None:
            return "there is no bid to double"
        if not self.is_opponent(state, seat, auction.high_bidder):
            return "you may only double an opponent's bid"
        return "that bid is already doubled"

    def _redouble_allowed(self, state: State, seat: int) -> bool:
        auction = AuctionState.of(state)
        return (
            auction.high is not None
            and auction.doubled == 1
            and not self.is_opponent(state, seat, auction.high_bidder)
        )

    def _may_redouble(self, state: State, seat: int, calls: list[Action]) -> list[Action]:
        return calls if self._redouble_allowed(state, seat) else self._without(calls, Redouble)

    def _why_not_redouble(self, state: State, seat: int, call: Action) -> str:
        auction = AuctionState.of(state)
        if auction.high is None or auction.doubled == 0:
            return "there is no double to redouble"
        if self.is_opponent(state, seat, auction.high_bidder):
            return "you may only redouble your own side's doubled bid"
        return "that bid is already redoubled"

    # -- the bid requirements ----------------------------------------------------------------

    def _counts(self, hand: list[int]) -> list[int]:
        """Cards of each suit in ``hand`` (suitless extra cards count for none)."""
        counts = [0] * (len(self.deck.suits) + 1)
        suit_of = self.deck.suit_of
        for card in hand:
            counts[suit_of[card]] += 1  # a suitless card (-1) lands in the extra last slot
        counts.pop()
        return counts

    def unmet(self, counts: list[int], jump: bool, denomination: int) -> Unmet | None:
        """The requirement on the bidder's hand (``counts``: cards per suit) that a bid in
        ``denomination`` fails, as a jump bid or not; None if it meets them all. It is the one
        test of the requirements: their rule keeps the bids it passes, and explains a refused
        bid by its finding."""
        req = self.spec.requirements
        if req is None:
            return None
        if denomination == NO_TRUMP:
            if min(counts) < req.nt_each_suit:
                return Unmet("every_suit", req.nt_each_suit, min(counts))
            if jump and req.nt_jump_long_suit and max(counts) < req.jump_suit_cards:
                return Unmet("long_suit", req.jump_suit_cards, max(counts))
            return None
        need = req.jump_suit_cards if jump else req.suit_cards
        held = counts[denomination]
        return None if held >= need else Unmet("suit", need, held)

    def allows(self, hand: list[int]) -> tuple[int, ...]:
        """What ``hand`` allows in each denomination (``PLAIN``, ``JUMP`` bits), as
        :meth:`unmet` finds; remembered for the hand."""
        key = tuple(hand)
        found = self._allows.get(key)
        if found is None:
            counts, unmet = self._counts(hand), self.unmet
            found = tuple(
                (PLAIN if unmet(counts, False, d) is None else 0)
                | (JUMP if unmet(counts, True, d) is None else 0)
                for d in self.lad.denominations
            )
            if len(self._allows) > 4096:
                self._allows.clear()
            self._allows[key] = found
        return found

    def _meeting_requirements(self, state: State, seat: int, calls: list[Action]) -> list[Action]:
        allows = self.allows(state.hands[seat])
        if allows == self.everything:
            return calls
        found = self.lad.kept(calls, allows)  # the source's lists: remembered
        if found is not None:
            return found
        low, high = self.lad.bounds(allows, self._start(state))
        return [
            c
            for c in calls
            if not isinstance(c, ContractBid)
            or low[c.denomination] <= c.level <= high[c.denomination]
        ]

    def _unmet_words(self, state: State, seat: int, bid: Action) -> str:
        assert isinstance(bid, ContractBid)
        jump = bid.level > self.lad.lowest_from[self._start(state)][bid.denomination]
        found = self.unmet(self._counts(state.hands[seat]), jump, bid.denomination)
        assert found is not None, "the requirements rule dropped a bid that meets them"
        text = self._text(bid)
        if found.kind == "every_suit":
            return f"{text} needs at least {found.need} card of every suit"
        if found.kind == "long_suit":
            return f"{text} is a jump bid: it needs a suit of {found.need} cards"
        suit = self.deck.suits[bid.denomination].name
        kind = "jump bid" if jump else "bid"
        return f"{text} is a {kind}: it needs at least {found.need} {suit} (you hold {found.held})"

    def legal_actions(self, game: CompiledGame, state: State) -> list[Action]:
        legal = self.rules.allowed(state, state.to_move)
        return list(legal) if id(legal) in self.lad.shared else legal  # never a kept list

    def why_illegal(self, game: CompiledGame, state: State, action: Action) -> str | None:
        if not isinstance(action, Pass | Double | Redouble | ContractBid):
            return "that is not a call: bid (e.g. 2H, 3NT), pass, double or redouble"
        return self.rules.refusal(state, state.to_move, action)

    def apply(self, game: CompiledGame, state: State, action: Action) -> bool:
        auction = AuctionState.of(state)
        seat = state.to_move
        auction.calls.append((seat, action))
        state.to_move = (seat + 1) % state.players
        if isinstance(action, Pass):
            auction.passes += 1
            if auction.high is None:
                if auction.passes >= self.spec.passes_to_throw_in:
                    state.thrown_in = True
                    return True
                return False
            if auction.passes >= self.spec.passes_to_end:
                high = auction.high
                state.contract = Contract(
                    high.level,
                    high.denomination,
                    self.declarer(state, auction),
                    auction.doubled,
                    self.spec.base_tricks + high.level,
                )
                state.trump = high.denomination
                return True
            return False
        auction.passes = 0
        if isinstance(action, Double):
            auction.doubled = 1
        elif isinstance(action, Redouble):
            auction.doubled = 2
        else:
            assert isinstance(action, ContractBid)
            auction.high = action
            auction.high_bidder = seat
            auction.doubled = 0  # a new bid cancels doubling
        return False

    def declarer(self, state: State, auction: AuctionState) -> int:
        """The declarer of the final bid: its bidder, or with ``declarer = "first_of_side"``
        the first seat of the bidder's side to bid its denomination (doubles name none)."""
        bidder = auction.high_bidder
        if self.spec.declarer == "last_bidder":
            return bidder
        denomination = auction.high.denomination if auction.high is not None else None
        return next(
            seat
            for seat, call in auction.calls
            if isinstance(call, ContractBid)
            and call.denomination == denomination
            and (seat == bidder or not self.is_opponent(state, seat, bidder))
        )

    def bid_meaning(self, game: CompiledGame, state: State, action: Action) -> BidMeaning | None:
        if not isinstance(action, ContractBid):
            return None
        return BidMeaning(self.spec.base_tricks + action.level, action.denomination)

    # -- notation --------------------------------------------------------------------------

    def format(self, game: CompiledGame, action: Action, symbols: bool = False) -> str:
        return self._text(action, symbols)

    def _text(self, action: Action, symbols: bool = True) -> str:
        if isinstance(action, Pass):
            return "pass"
        if isinstance(action, Double):
            return "double"
        if isinstance(action, Redouble):
            return "redouble"
        assert isinstance(action, ContractBid)
        return f"{action.level}{self.deck.denomination(action.denomination, symbols)}"

    def prompt(self, game: CompiledGame, state: State) -> str:
        return "call (e.g. 2H, 3NT, pass)"

    def parse(self, game: CompiledGame, state: State, text: str) -> Action:
        key = text.strip().lower()
        if key in ("pass", "p", "no bid"):
            return PASS
        if key in ("double", "x", "dbl", "dble"):
            return DOUBLE
        if key in ("redouble", "xx", "rdbl", "redbl"):
            return REDOUBLE
        match = re.fullmatch(r"(?:bid\s*)?(\d)\s*(.+)", key)
        if match:
            level, denom_text = int(match.group(1)), match.group(2).strip()
            if denom_text in ("nt", "n", "no trump", "notrump", "no trumps"):
                return ContractBid(level, NO_TRUMP)
            try:
                return ContractBid(level, self.deck.suit_index(denom_text))
            except NotationError:
                pass
        raise NotationError(
            f"{text.strip()!r} is not a call: bid a level and a suit or NT (e.g. 2H, 3NT), "
            "or pass, double (x), redouble (xx)"
        )


@hookimpl(trylast=True)
def mechanics() -> list[Mechanic]:
    """The phase kinds of this module, declared (issue 45)."""
    return [
        Mechanic(
            kind="auction",
            build=_auction,
            settings=AuctionSpec,
            table="auction",
            makes=("contract",),
            needs_of=first_seat_needs("auction"),
            count=count_auction,
            summary="A contract auction: bids of a level and a denomination, doubles, "
            "redoubles; names the contract and its declarer.",
        )
    ]


DOUBLING = ("", " doubled", " redoubled")


@hookimpl(trylast=True)
def table_panels(game: CompiledGame, view: Mapping[str, Any], seat: int) -> list[Panel]:
    """The auction's own panel, drawn first (issue 46): the contract it made, with its doubling,
    the declarer, the dummy (a partner's hand face up, played by the declarer) and the
    tricks of the declaring side (or seat) against the tricks it needs, the others' against
    those that defeat it. A trick counts for the side that won it. Nothing before there is a
    contract, nothing in a game without an auction, and nothing in a game whose auction draws
    its own contract panel (a phase with ``draws_contract``, e.g. the ``ladder``)."""
    contract = view.get("contract")
    if contract is None or any(getattr(p, "draws_contract", False) for p in game.phases):
        return []
    strain = game.deck.denomination(contract.denomination, symbols=True)
    words = f"{contract.level}{strain}{DOUBLING[contract.doubled]}"
    return [Panel("Contract", tuple(contract_rows(game, view, words)))]


def contract_rows(
    game: CompiledGame, view: Mapping[str, Any], words: str, sits_out: Sequence[int] = ()
) -> list[PanelRow]:
    """The rows of a contract's panel as ``view`` shows it: the contract in ``words``, the
    declarer, the dummy or the seats that sit out (``sits_out``), and the tricks of the
    declaring side (or seat) against the tricks it needs (a misère: none allowed), the
    others' against those that defeat it."""
    contract = view["contract"]
    declarer = contract.declarer
    tricks = view["tricks_won"]
    misere = contract.misere
    to_defeat = 1 if misere else view["hand_size"] - contract.tricks + 1
    if game.sides:  # a trick counts for the side that won it
        taken = [sum(tricks[s] for s in seats) for seats in game.sides]
        ours = game.side_of[declarer]
    else:
        taken = list(tricks)
        ours = declarer
    if misere:
        lost = ": defeated" if taken[ours] else ""
        needed = f"{taken[ours]} taken, none allowed{lost}"
        against = f"{sum(taken) - taken[ours]} taken"
    else:
        made = ": made" if taken[ours] >= contract.tricks else ""
        needed = f"{taken[ours]} taken, {contract.tricks} needed{made}"
        others = sum(taken) - taken[ours]
        beaten = ": defeated" if others >= to_defeat else ""
        against = f"{others} taken, {to_defeat} to defeat{beaten}"
    rows = [PanelRow(label="Contract", text=words)]
    exposed = view.get("exposed_seat")
    dummy = [PanelRow(label="Dummy", seat=exposed)] if exposed is not None and exposed >= 0 else []
    dummy += [PanelRow(label="Sits out", seat=s) for s in sits_out]
    if game.sides and len(game.sides) == 2:
        rows += [PanelRow(label="Declarer", seat=declarer), *dummy]
        rows += [PanelRow(side=ours, text=needed), PanelRow(side=1 - ours, text=against)]
    elif game.players == 2:
        rows += [PanelRow(label="Declarer", seat=declarer, text=needed), *dummy]
        rows.append(PanelRow(label="Defender", seat=1 - declarer, text=against))
    else:
        rows += [PanelRow(label="Declarer", seat=declarer, text=needed), *dummy]
        rows.append(PanelRow(label="Defenders", text=against))
    return rows


def _auction(name: str, game: CompiledGame) -> Phase:
    return AuctionPhase(require(game, name, game.rules.auction, "auction"), game.deck)
