"""Reusable hand phases: dealing, numeric bidding, contract auctions, trick play, scoring.

They live in the core, not in a game, so that every game that needs one reuses it.
"""

from tricktaker.engine.game import Phase
from tricktaker.mechanics.auction import AuctionPhase, Contract
from tricktaker.mechanics.bidding import NumericBidding
from tricktaker.mechanics.dealing import DealPhase, deal_cards
from tricktaker.mechanics.scoring import ScorePhase
from tricktaker.mechanics.tricks import TrickPlay
from tricktaker.mechanics.widow import WidowPhase, WidowPhaseSpec
from tricktaker.rules import Model
from tricktaker.rules.ladder import LadderSettings

MECHANIC_SETTINGS: dict[str, type[Model]] = {
    "ladder": LadderSettings,
    "widow": WidowPhaseSpec,
}
"""The settings model of each core phase kind that reads ``[mechanics.NAME]`` (for the
rules-file reference)."""

__all__ = [
    "MECHANIC_SETTINGS",
    "AuctionPhase",
    "Contract",
    "DealPhase",
    "NumericBidding",
    "Phase",
    "ScorePhase",
    "TrickPlay",
    "WidowPhase",
    "deal_cards",
]
