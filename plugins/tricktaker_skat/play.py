"""Trick play in Skat (skat.md §2.3, §2.4, §6): the card orders of a grand and a null game,
the end of a null game at the declarer's first trick, and an ouvert declarer's open hand.

The suit games are data (``[play] top_trumps``: the four jacks above the trump suit). A grand
is ``state.trump = 4``: a trump set that is not a suit, the four jacks, through the effective
suit of each card; a null game has no trump (``NO_TRUMP``) and the natural order A K Q J 10 9
8 7 (the deck's ``sequence_ranks``), jacks in their own suits.
"""

from __future__ import annotations

from tricktaker import hookimpl
from tricktaker.actions import NO_TRUMP, Play
from tricktaker.cards import EffectiveCards
from tricktaker.engine.game import CompiledGame, Phase
from tricktaker.engine.state import State
from tricktaker.engine.visibility import PUBLIC_CARDS, Part, declare
from tricktaker.mechanics.play import trick_effects
from tricktaker.mechanics.tricks import Tables, TrickEffect, TrickPlay, effective_cards
from tricktaker_skat.values import GRAND_TRUMP, JACK, RANKS


@hookimpl
def effective_cards_factory(game: CompiledGame, phase: str) -> Tables:
    """The suit games from the rules' top trumps; the grand's jacks; null's natural order."""
    deck = game.deck
    tables = effective_cards(deck, game.rules.trick_spec(phase))
    suit_of = list(deck.suit_of)
    rank_of = list(deck.rank_of)
    for suit in range(len(deck.suits)):  # JC JS JH JD: suit order C S H D
        jack = suit * RANKS + JACK
        suit_of[jack] = GRAND_TRUMP
        rank_of[jack] = suit - len(deck.suits)
    tables[GRAND_TRUMP] = EffectiveCards(tuple(suit_of), tuple(rank_of))
    tables[NO_TRUMP] = EffectiveCards(deck.suit_of, deck.sequence_rank_of)
    return tables


class Open(Part):
    """An ouvert declarer's hand, face up on the table from the declaration to the end
    (§5.3): public. Empty in other games."""

    __slots__ = ("open_hand",)
    key = "skat_open"
    seen = declare(open_hand=PUBLIC_CARDS)

    def __init__(self, players: int) -> None:
        self.open_hand: list[int] = []


class SkatTricks(TrickEffect):
    """Keeps the open hand as it is played from, and ends a null game at the declarer's
    first trick (§6.4, SK-7)."""

    parts = (Open,)

    def played(self, state: State, seat: int, action: Play) -> None:
        shown = Open.of(state).open_hand
        if action.card in shown:
            shown.remove(action.card)

    def trick_done(self, state: State, trick: list[int], winner: int) -> bool:
        from tricktaker_skat.declaration import SkatGame

        part = SkatGame.of(state)
        return (
            part.declared is not None
            and part.declared.startswith("null")
            and (winner == part.declarer)
        )


@hookimpl
def phase_handler(name: str, game: CompiledGame) -> Phase | None:
    if name != "play":
        return None
    spec = game.rules.trick_spec(name)
    return TrickPlay(name, [*trick_effects(spec, game), SkatTricks()])
