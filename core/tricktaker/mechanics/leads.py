"""Lead restrictions that depend on what has been played: a suit not led until it is broken.

With ``no_lead_until_broken`` in a trick phase's rules (``"trump"`` or a suit letter), that suit
may not be led until a card of it has been played to an earlier trick of the hand, unless the
leader holds nothing else. The suits broken so far are public (:class:`BrokenSuits`): every
card played to a trick is seen by all. Cards count by their effective suit, so a card that
counts as a trump breaks trumps.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tricktaker.actions import NO_TRUMP
from tricktaker.engine.legality import Rule
from tricktaker.engine.visibility import PUBLIC, Part, declare
from tricktaker.mechanics.tricks import Tables, TrickEffect, suit_words

if TYPE_CHECKING:
    from tricktaker.cards import Deck
    from tricktaker.engine.game import CompiledGame
    from tricktaker.engine.state import State


class BrokenSuits(Part):
    """The suits played to a trick so far this hand (broken), in the order they broke."""

    __slots__ = ("broken_suits",)
    key = "broken_suits"
    seen = declare(broken_suits=PUBLIC)

    def __init__(self, players: int) -> None:
        self.broken_suits: list[int] = []


def named_suit(deck: Deck, ref: str) -> int | None:
    """The suit ``no_lead_until_broken`` names: None for the trump suit."""
    return None if ref == "trump" else deck.suit_index(ref)


def restricted_suit(named: int | None, trump: int) -> int:
    """The restricted suit in a hand whose trump is ``trump`` (NO_TRUMP when the rules name
    the trump suit and there is none)."""
    return trump if named is None else named


def unbroken_lead_rule(deck: Deck, tables: Tables, ref: str, never: bool = False) -> Rule[int]:
    """The restricted suit may not be led while unbroken (``never``: for the whole hand),
    unless the hand holds nothing else."""
    named = named_suit(deck, ref)

    def narrow(state: State, seat: int, candidates: list[int]) -> list[int]:
        if state.trick:
            return candidates
        suit = restricted_suit(named, state.trump)
        if suit == NO_TRUMP or (not never and suit in BrokenSuits.of(state).broken_suits):
            return candidates
        suit_of = tables[state.trump].suit_of
        allowed = [c for c in candidates if suit_of[c] != suit]
        return allowed or candidates

    def explain(state: State, seat: int, card: int) -> str:
        suit = restricted_suit(named, state.trump)
        if never:
            return f"you may not lead {suit_words(deck, suit)} unless you hold nothing else"
        return (
            f"you may not lead {suit_words(deck, suit)} until a card of it has been played "
            "to a trick (it is not broken yet), unless you hold nothing else"
        )

    return Rule("unbroken_lead", narrow, explain)


class BreakSuits(TrickEffect):
    """Marks the restricted suit broken once a card of it has been played to a trick."""

    parts = (BrokenSuits,)

    def __init__(self, ref: str) -> None:
        self.ref = ref

    def bind(self, game: CompiledGame, tables: Tables) -> None:
        self.named = named_suit(game.deck, self.ref)
        self.tables = tables

    def trick_done(self, state: State, trick: list[int], winner: int) -> bool:
        suit = restricted_suit(self.named, state.trump)
        broken = BrokenSuits.of(state).broken_suits
        if suit != NO_TRUMP and suit not in broken:
            suit_of = self.tables[state.trump].suit_of
            if any(suit_of[c] == suit for c in trick):
                broken.append(suit)
        return False
