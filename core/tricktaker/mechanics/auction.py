"""The contract auction shared by the bridge-family games.

Bids name a level and a denomination; pass, double and redouble as usual. The ladder (levels,
denominations lowest first, which denominations exist at level 0) and the end (how many passes
after a bid close it, how many with no bid throw the deal in) are data from ``[auction]``.
A new bid cancels any double or redouble. The declarer is the seat of the standing bid.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING

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
from tricktaker.engine.game import Phase, PhaseFactory, require
from tricktaker.engine.hookspecs import hookimpl
from tricktaker.engine.seats import seat_of
from tricktaker.engine.state import Contract as Contract  # its home is the engine's state
from tricktaker.engine.visibility import PUBLIC, Part, declare
from tricktaker.errors import NotationError

if TYPE_CHECKING:
    from tricktaker.cards import Deck
    from tricktaker.engine.game import CompiledGame
    from tricktaker.engine.state import State
    from tricktaker.rules import AuctionSpec


class AuctionState(Part):
    """The calls so far and the standing bid: all public."""

    __slots__ = ("calls", "doubled", "high", "high_bidder", "passes")
    key = "auction"
    seen = declare(calls=PUBLIC, high=PUBLIC, high_bidder=PUBLIC, doubled=PUBLIC, passes=PUBLIC)

    def __init__(self, players: int) -> None:
        self.calls: list[tuple[int, Action]] = []
        self.high: ContractBid | None = None
        self.high_bidder = -1
        self.doubled = 0
        self.passes = 0


class AuctionPhase(Phase):
    """A contract auction, from the seat the rules name (the dealer by default)."""

    name = "auction"
    parts = (AuctionState,)

    def __init__(self, spec: AuctionSpec, deck: Deck) -> None:
        self.spec = spec
        self.deck = deck
        denoms = [deck.denomination_index(d) for d in spec.denominations]
        zero = {deck.denomination_index(d) for d in spec.level_zero}
        self.ladder: list[ContractBid] = []
        for level in range(spec.min_level, spec.max_level + 1):
            for denom in denoms:
                if level > 0 or denom in zero:
                    self.ladder.append(ContractBid(level, denom))
        self.rank = {bid: i for i, bid in enumerate(self.ladder)}

    # -- the rules -------------------------------------------------------------------------

    def start(self, game: CompiledGame, state: State) -> bool:
        state.to_move = seat_of(self.spec.first, state)
        return False

    def is_opponent(self, state: State, seat: int, other: int) -> bool:
        """Opponents: the other side in a partnership game (even seats), anyone else otherwise."""
        if state.players % 2 == 0 and state.players > 2:
            return (seat - other) % 2 == 1
        return seat != other

    def _counts(self, state: State, seat: int) -> list[int]:
        """Cards of each suit in ``seat``'s hand (suitless extra cards count for none)."""
        suit_of = self.deck.suit_of
        counts = [0] * len(self.deck.suits)
        for card in state.hands[seat]:
            if suit_of[card] >= 0:
                counts[suit_of[card]] += 1
        return counts

    def _lowest(self, state: State) -> dict[int, int]:
        """Denomination -> the lowest level at which a bid in it outranks the standing bid."""
        auction = AuctionState.of(state)
        start = 0 if auction.high is None else self.rank[auction.high] + 1
        lowest: dict[int, int] = {}
        for bid in self.ladder[start:]:
            lowest.setdefault(bid.denomination, bid.level)
        return lowest

    def unmet(
        self, game: CompiledGame, counts: list[int], jump: bool, bid: ContractBid
    ) -> Callable[[], str] | None:
        """The requirement on the bidder's hand (``counts``: cards per suit) that ``bid``
        fails, or None. It is the one test of the bid requirements: the legal list keeps the
        bids it passes, and a refusal reads its finding, a function giving the words (built
        only when somebody asks). A game restricting bids further overrides this."""
        req = self.spec.requirements
        if req is None:
            return None
        text = partial(self.format, game, bid, True)
        if bid.denomination == NO_TRUMP:
            if min(counts) < req.nt_each_suit:
                return lambda: f"{text()} needs at least {req.nt_each_suit} card of every suit"
            if jump and req.nt_jump_long_suit and max(counts) < req.jump_suit_cards:
                return lambda: (
                    f"{text()} is a jump bid: it needs a suit of {req.jump_suit_cards} cards"
                )
            return None
        need = req.jump_suit_cards if jump else req.suit_cards
        held = counts[bid.denomination]
        if held >= need:
            return None
        suit = self.deck.suits[bid.denomination].name
        kind = "jump bid" if jump else "bid"
        return lambda: f"{text()} is a {kind}: it needs at least {need} {suit} (you hold {held})"

    def bid_allowed(
        self, game: CompiledGame, state: State, seat: int, bid: ContractBid
    ) -> str | None:
        """Why the bid requirements forbid ``seat`` to bid ``bid`` now (what :meth:`unmet`
        finds, in words); None if they allow it."""
        found = self.unmet(game, self._counts(state, seat), self.is_jump(state, bid), bid)
        return None if found is None else found()

    def is_jump(self, state: State, bid: ContractBid) -> bool:
        """Whether ``bid`` is above the lowest level at which its denomination would outrank the
        standing bid (opening: the lowest level of that denomination)."""
        return bid.level > self._lowest(state)[bid.denomination]

    def legal_actions(self, game: CompiledGame, state: State) -> list[Action]:
        auction = AuctionState.of(state)
        seat = state.to_move
        legal: list[Action] = [PASS]
        if self.spec.doubling and auction.high is not None:
            if auction.doubled == 0 and self.is_opponent(state, seat, auction.high_bidder):
                legal.append(DOUBLE)
            if auction.doubled == 1 and not self.is_opponent(state, seat, auction.high_bidder):
                legal.append(REDOUBLE)
        start = 0 if auction.high is None else self.rank[auction.high] + 1
        counts = self._counts(state, seat)
        lowest = self._lowest(state)
        unmet = self.unmet
        for bid in self.ladder[start:]:
            if unmet(game, counts, bid.level > lowest[bid.denomination], bid) is None:
                legal.append(bid)
        return legal

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
                    auction.high_bidder,
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

    def why_illegal(self, game: CompiledGame, state: State, action: Action) -> str:
        auction = AuctionState.of(state)
        seat = state.to_move
        if isinstance(action, Double | Redouble) and not self.spec.doubling:
            return "there is no doubling in this game"
        if isinstance(action, Double):
            if auction.high is None:
                return "there is no bid to double"
            if not self.is_opponent(state, seat, auction.high_bidder):
                return "you may only double an opponent's bid"
            return "that bid is already doubled"
        if isinstance(action, Redouble):
            if auction.high is None or auction.doubled == 0:
                return "there is no double to redouble"
            if self.is_opponent(state, seat, auction.high_bidder):
                return "you may only redouble your own side's doubled bid"
            return "that bid is already redoubled"
        if isinstance(action, ContractBid):
            if action not in self.rank:
                low, high = (
                    self.format(game, self.ladder[0], symbols=True),
                    self.format(game, self.ladder[-1], symbols=True),
                )
                bid = self.format(game, action, symbols=True)
                return f"{bid} is not a bid here (bids go from {low} to {high})"
            if auction.high is not None and self.rank[action] <= self.rank[auction.high]:
                return (
                    f"{self.format(game, action, symbols=True)} is not a legal bid after "
                    f"{self.format(game, auction.high, symbols=True)}"
                )
            reason = self.bid_allowed(game, state, seat, action)
            if reason:
                return reason
        return "that is not a call: bid (e.g. 2H, 3NT), pass, double or redouble"

    # -- notation --------------------------------------------------------------------------

    def format(self, game: CompiledGame, action: Action, symbols: bool = False) -> str:
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
def phase_kinds() -> dict[str, PhaseFactory]:
    return {"auction": _auction}


def _auction(name: str, game: CompiledGame) -> Phase:
    return AuctionPhase(require(game, name, game.rules.auction, "auction"), game.deck)
