"""The basic bot's Hearts sense (``basic_bot_choice``): pass the dangerous cards, duck under
the card winning the trick, throw the Q♠ and high hearts away when void, lead low.

Only what the seat sees is read: its observation (hand, trick, cards played).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tricktaker import Action, CompiledGame, Give, Play, hookimpl


def _cards(game: CompiledGame) -> tuple[int, int, int, int, int]:
    deck = game.deck
    return (
        deck.parse("QS"),
        deck.parse("AS"),
        deck.parse("KS"),
        deck.suit_index("S"),
        deck.suit_index("H"),
    )


def danger(game: CompiledGame, card: int, queen_out: bool) -> float:
    """How much a card risks taking points: the Q♠ most, then A♠ K♠ while the Q♠ is out,
    then high hearts, then other high cards (``rank_of`` 0 is the ace)."""
    deck = game.deck
    queen, ace, king, spades, hearts = _cards(game)
    if card == queen:
        return 100.0
    if card in (ace, king) and queen_out:
        return 90.0 - deck.rank_of[card]
    rank = deck.rank_of[card]
    if deck.suit_of[card] == hearts:
        return 60.0 - 3 * rank
    if deck.suit_of[card] == spades:
        return 20.0 - 2 * rank  # low spades protect against the Q♠
    return 30.0 - 2 * rank


@hookimpl
def basic_bot_choice(
    game: CompiledGame, seat: int, legal: list[Action], observation: Mapping[str, Any]
) -> Action | None:
    hand: list[int] = observation["hand"]
    queen = game.deck.parse("QS")
    played = {card for _, card in observation.get("played", ())}
    queen_out = queen not in played and queen not in hand
    gifts = [a for a in legal if isinstance(a, Give)]
    if gifts:  # pass the most dangerous card (the Q♠ itself counts: it is not out then)
        return max(gifts, key=lambda g: danger(game, g.cards[0], queen not in played))
    plays = [a for a in legal if isinstance(a, Play)]
    if not plays or len(plays) != len(legal):
        return None
    return _play(game, observation, plays, queen_out)


def _play(
    game: CompiledGame, observation: Mapping[str, Any], plays: list[Play], queen_out: bool
) -> Action:
    deck = game.deck
    queen, _, _, _, hearts = _cards(game)
    rank_of, suit_of = deck.rank_of, deck.suit_of
    trick = [card for _, card in observation["trick"]]
    if not trick:  # lead the least dangerous card, low
        return min(plays, key=lambda p: (danger(game, p.card, queen_out), p.card))
    led = suit_of[trick[0]]
    best = min((c for c in trick if suit_of[c] == led), key=lambda c: rank_of[c])
    following = [p for p in plays if suit_of[p.card] == led]
    if not following:  # void: throw the worst card away
        return max(plays, key=lambda p: danger(game, p.card, True))
    under = [p for p in following if rank_of[p.card] > rank_of[best]]
    if under:  # duck with the highest card that still loses
        return min(under, key=lambda p: rank_of[p.card])
    points = any(suit_of[c] == hearts or c == queen for c in trick)
    last = len(trick) == observation["players"] - 1
    safe = [p for p in following if p.card != queen]
    if last and not points and safe:  # winning anyway and nothing in it: shed the highest
        return min(safe, key=lambda p: rank_of[p.card])
    if safe:  # win as cheaply as possible (never with the Q♠ if avoidable)
        return max(safe, key=lambda p: rank_of[p.card])
    return following[0]
