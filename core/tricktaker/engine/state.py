"""The mutable state of one game: plain lists of small ints, cheap to copy.

Everything a phase needs between two actions lives here (and nothing else does: phase handlers
are stateless), so :meth:`State.copy` is all ``Session.clone()`` has to do.
"""

from __future__ import annotations

import copy
from typing import Any

from tricktaker.actions import NO_TRUMP


class State:
    """Whole-game state. Seats are ``0 .. players-1``; cards are ints of the session's deck."""

    __slots__ = (
        "auction",
        "bids",
        "carry",
        "contract",
        "deal_no",
        "dealer",
        "extra",
        "hand_no",
        "hand_results",
        "hand_scores",
        "hand_size",
        "hands",
        "last_trick",
        "leader",
        "over",
        "phase",
        "played",
        "players",
        "stock",
        "taken",
        "to_move",
        "totals",
        "trick",
        "trick_no",
        "tricks_won",
        "trump",
        "turned",
        "winners",
    )

    def __init__(self, players: int) -> None:
        self.players = players
        self.hand_no = 0  # index of the current hand (counted hands only)
        self.deal_no = 0  # index of the current deal (thrown-in deals too)
        self.dealer = 0
        self.hand_size = 0
        self.phase = 0  # index into rules.phases
        self.to_move = -1  # seat to act, -1 when nobody (game over)
        self.hands: list[list[int]] = [[] for _ in range(players)]
        self.turned: int | None = None  # turned card / up-card
        self.stock: list[int] = []
        self.trump = NO_TRUMP
        self.bids: list[int | None] = [None] * players
        self.auction: Any = None  # AuctionState of a contract auction
        self.contract: Any = None  # Contract once an auction ends
        self.leader = 0  # seat that led the current trick
        self.trick: list[int] = []  # cards of the current trick in play order, from the leader
        self.trick_no = 0
        self.last_trick: tuple[int, tuple[int, ...], int] | None = (
            None  # this hand's: leader, cards, winner
        )
        self.played: list[tuple[int, int]] = []  # (seat, card) of the hand, in order
        self.tricks_won = [0] * players
        self.taken: list[list[int]] = [[] for _ in range(players)]  # cards won in tricks
        self.hand_scores: list[int] = [0] * players
        self.totals = [0] * players
        self.hand_results: list[dict[str, Any]] = []
        self.over = False
        self.winners: list[int] = []
        self.extra: dict[str, Any] = {}  # game-specific per-hand values
        self.carry: dict[str, Any] = {}  # game-specific values kept from hand to hand

    def new_hand(self) -> None:
        """Clear the per-hand values before a deal."""
        n = self.players
        self.hands = [[] for _ in range(n)]
        self.turned = None
        self.stock = []
        self.trump = NO_TRUMP
        self.bids = [None] * n
        self.auction = None
        self.contract = None
        self.trick = []
        self.trick_no = 0
        self.last_trick = None
        self.played = []
        self.tricks_won = [0] * n
        self.taken = [[] for _ in range(n)]
        self.hand_scores = [0] * n
        self.extra = {}

    def seat_in_trick(self, position: int) -> int:
        """The seat that played the card at ``position`` of the current trick."""
        return (self.leader + position) % self.players

    def copy(self) -> State:
        """An independent copy (lists are copied; cards and actions are immutable)."""
        new = State.__new__(State)
        for name in State.__slots__:
            setattr(new, name, getattr(self, name))
        new.hands = [list(h) for h in self.hands]
        new.stock = list(self.stock)
        new.bids = list(self.bids)
        new.auction = copy.deepcopy(self.auction)
        new.trick = list(self.trick)
        new.played = list(self.played)
        new.tricks_won = list(self.tricks_won)
        new.taken = [list(t) for t in self.taken]
        new.hand_scores = list(self.hand_scores)
        new.totals = list(self.totals)
        new.hand_results = list(self.hand_results)
        new.winners = list(self.winners)
        new.extra = copy.deepcopy(self.extra)
        new.carry = copy.deepcopy(self.carry)
        return new
