"""Reusable hand phases: dealing, numeric bidding, contract auctions, trick play, scoring.

They live in the core, not in a game, so that every game that needs one reuses it.
"""

from tricktaker.phases.auction import AuctionPhase, Contract
from tricktaker.phases.base import Phase
from tricktaker.phases.bidding import NumericBidding
from tricktaker.phases.dealing import DealPhase, deal_cards
from tricktaker.phases.scoring import ScorePhase
from tricktaker.phases.tricks import TrickPlay

__all__ = [
    "AuctionPhase",
    "Contract",
    "DealPhase",
    "NumericBidding",
    "Phase",
    "ScorePhase",
    "TrickPlay",
    "deal_cards",
]
