"""Lead restrictions that depend on what has been played: a suit not led until it is broken.

With ``no_lead_until_broken`` in a trick phase's rules (``"trump"`` or a suit letter), that suit
may not be led until a card of it has been played to an earlier trick of the hand, unless the
leader holds nothing else. The suits broken so far are public (:class:`BrokenSuits`): every
card played to a trick is seen by all. Cards count by their effective suit, so a card that
counts as a trump breaks trumps.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from mypy_extensions import mypyc_attr

from tricktaker.actions import NO_TRUMP
from tricktaker.engine.legality import Rule
from tricktaker.engine.visibility import PUBLIC, Part, declare
from tricktaker.mechanics.tricks import Tables, TrickEffect, suit_words

if TYPE_CHECKING:
    from tricktaker.actions import Play
    from tricktaker.cards import Deck
    from tricktaker.engine.game import CompiledGame
    from tricktaker.engine.state import State


@mypyc_attr(allow_interpreted_subclasses=True)
class BrokenSuits(Part):
    """The suits played to a trick so far this hand (broken), in the order they broke."""

    __slots__ = ("broken_suits",)
    key = "broken_suits"
    seen = declare(broken_suits=PUBLIC("the suits played to a trick so far (suit indexes)"))

    def __init__(self, players: int) -> None:
        self.broken_suits: list[int] = []


def named_suit(deck: Deck, ref: str) -> int | None:
    """The suit ``no_lead_until_broken`` names: None for the trump suit."""
    return None if ref == "trump" else deck.suit_index(ref)


def restricted_suit(named: int | None, trump: int) -> int:
    """The restricted suit in a hand whose trump is ``trump`` (NO_TRUMP when the rules name
    the trump suit and there is none)."""
    return trump if named is None else named


def cards_named(deck: Deck, patterns: list[str]) -> frozenset[int]:
    """The cards a list of suit letters and card texts names (``["H", "QS"]``)."""
    out: set[int] = set()
    for pattern in patterns:
        if pattern.upper() in (s.letter.upper() for s in deck.suits):
            suit = deck.suit_index(pattern)
            out.update(c for c in deck.cards if deck.suit_of[c] == suit)
        else:
            out.add(deck.parse(pattern))
    return frozenset(out)


def unbroken_lead_rule(
    deck: Deck,
    tables: Tables,
    ref: str,
    never: bool = False,
    if_only: frozenset[int] = frozenset(),
) -> Rule[int]:
    """The restricted suit may not be led while unbroken (``never``: for the whole hand),
    unless the hand holds nothing else (or, with ``if_only``, nothing else but those
    cards)."""
    named = named_suit(deck, ref)

    def narrow(state: State, seat: int, candidates: list[int]) -> list[int]:
        if state.trick:
            return candidates
        suit = restricted_suit(named, state.trump)
        if suit == NO_TRUMP or (not never and suit in BrokenSuits.of(state).broken_suits):
            return candidates
        suit_of = tables[state.trump].suit_of
        allowed = [c for c in candidates if suit_of[c] != suit]
        if if_only and allowed and all(c in if_only for c in allowed):
            return candidates
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


@mypyc_attr(allow_interpreted_subclasses=True)
class BreakSuits(TrickEffect):
    """Marks the restricted suit broken as soon as a card of it (or one of ``also``, the
    rules' ``breaks_also``) is played to a trick: at the card, not when its trick ends, so the
    public flag is right in the middle of a trick too (the legality reads it only at a lead,
    where both would agree)."""

    parts = (BrokenSuits,)

    def __init__(self, ref: str, also: list[str] | None = None) -> None:
        self.ref = ref
        self.also_named = list(also or [])

    def bind(self, game: CompiledGame, tables: Tables) -> None:
        self.named = named_suit(game.deck, self.ref)
        self.also = cards_named(game.deck, self.also_named)
        self.tables = tables

    def played(self, state: State, seat: int, action: Play) -> None:
        suit = restricted_suit(self.named, state.trump)
        broken = BrokenSuits.of(state).broken_suits
        if suit != NO_TRUMP and suit not in broken:
            card = action.card
            if self.tables[state.trump].suit_of[card] == suit or card in self.also:
                broken.append(suit)
