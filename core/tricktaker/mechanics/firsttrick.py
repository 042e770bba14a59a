"""Restrictions on the first trick of a trick phase.

* ``first_lead_card`` (e.g. ``"2C"``): the seat holding that card when play starts leads the
  first trick (:func:`holder_of`), and must lead it; with ``first_lead_any_of_suit`` any card
  of its suit (:func:`first_lead_rule`).
* ``first_trick_barred`` (suit letters and cards, e.g. ``["H", "QS"]``): a seat that cannot
  follow suit to the first trick may not play those cards, unless its hand holds nothing else
  (:func:`first_trick_barred_rule`, placed after the obligation ladder).

Both read only public state (the trick number and the cards of the trick). Who holds the
opening card is a fact the rules make public when play starts (:class:`OpeningLead`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from mypy_extensions import mypyc_attr

from tricktaker.engine.legality import Rule
from tricktaker.engine.visibility import REVEALED, Part, declare
from tricktaker.mechanics.leads import cards_named
from tricktaker.mechanics.tricks import Tables, TrickEffect, suit_words, suits_by_trump

if TYPE_CHECKING:
    from tricktaker.cards import Deck
    from tricktaker.engine.game import CompiledGame
    from tricktaker.engine.state import State
    from tricktaker.rules import PlaySpec


@mypyc_attr(allow_interpreted_subclasses=True)
class OpeningHolder(Part):
    """The seat that held ``first_lead_card`` when play started (it leads): revealed."""

    __slots__ = ("opening_holder",)
    key = "opening_holder"
    seen = declare(
        opening_holder=REVEALED("the seat that held the opening card (it leads); None: before play")
    )

    def __init__(self, players: int) -> None:
        self.opening_holder: int | None = None


@mypyc_attr(allow_interpreted_subclasses=True)
class OpeningLead(TrickEffect):
    """Records who holds the opening card when the phase starts (before the first lead)."""

    parts = (OpeningHolder,)

    def __init__(self, card: str) -> None:
        self.text = card

    def bind(self, game: CompiledGame, tables: Tables) -> None:
        self.card = game.deck.parse(self.text)

    def start(self, state: State) -> None:
        OpeningHolder.of(state).opening_holder = holder_of(state, self.card)


def holder_of(state: State, card: int) -> int | None:
    """The seat holding ``card``, or None."""
    for seat, hand in enumerate(state.hands):
        if card in hand:
            return seat
    return None


def first_lead_rule(deck: Deck, spec: PlaySpec) -> Rule[int]:
    """The first lead of the phase is ``first_lead_card`` (or, with
    ``first_lead_any_of_suit``, any card of its suit the leader holds)."""
    assert spec.first_lead_card is not None
    opening = deck.parse(spec.first_lead_card)
    suit = deck.suit_of[opening]
    any_of_suit = spec.first_lead_any_of_suit

    def narrow(state: State, seat: int, candidates: list[int]) -> list[int]:
        if state.trick or state.trick_no:
            return candidates
        if any_of_suit:
            allowed = [c for c in candidates if deck.suit_of[c] == suit]
        else:
            allowed = [c for c in candidates if c == opening]
        return allowed or candidates

    def explain(state: State, seat: int, card: int) -> str:
        if any_of_suit:
            return f"the first trick must be opened with {suit_words(deck, suit)}"
        return f"the first trick must be opened with {deck.format(opening, symbols=True)}"

    return Rule("first_lead", narrow, explain)


def first_trick_barred_rule(deck: Deck, spec: PlaySpec, tables: Tables) -> Rule[int]:
    """A seat that does not follow suit to the first trick may not play the barred cards,
    unless it holds nothing else."""
    barred = cards_named(deck, spec.first_trick_barred)
    suits = suits_by_trump(tables)

    def narrow(state: State, seat: int, candidates: list[int]) -> list[int]:
        trick = state.trick
        if not trick or state.trick_no:
            return candidates
        suit_of = suits[state.trump]
        if suit_of[candidates[0]] == suit_of[trick[0]]:  # following suit (all follow, or none)
            return candidates
        allowed = [c for c in candidates if c not in barred]
        return allowed or candidates

    def explain(state: State, seat: int, card: int) -> str:
        return (
            f"{deck.format(card, symbols=True)} may not be played to the first trick unless "
            "you hold nothing else you may play"
        )

    return Rule("first_trick_barred", narrow, explain)
