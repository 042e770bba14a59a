"""Skat's refinement of the ``basic`` bot (``basic_bot_choice``): it bids up to what its hand
is worth, takes the skat, chooses the game its 12 cards support and puts away short-suit
cards, and plays as declarer or as one of the two defenders, who help each other.

Decisions read the bot's observation only (its hand, the public auction and declaration, the
cards played), never the state.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from tricktaker import PASS, Action, Bid, Declare, Play, State, hookimpl
from tricktaker_skat.auction import CHOICE_STAGE
from tricktaker_skat.values import (
    BASE,
    JACK,
    POINTS,
    RANKS,
    SUITS,
    matadors,
    trump_order,
)

if TYPE_CHECKING:
    from tricktaker import CompiledGame, TrickPlay

ACE, TEN = 0, 1


def _suit(card: int) -> int:
    return card // RANKS


def _rank(card: int) -> int:
    return card % RANKS


def _jacks(cards: list[int]) -> int:
    return sum(_rank(c) == JACK for c in cards)


def _side_aces(cards: list[int], trump_suit: int | None) -> float:
    """Aces outside the trump suit, with a ten behind an ace worth half a trick more."""
    value = 0.0
    for c in cards:
        if _rank(c) == ACE and _suit(c) != trump_suit:
            value += 1.0
            if _suit(c) * RANKS + TEN in cards:
                value += 0.5
    return value


def game_strength(kind: str, cards: list[int]) -> float:
    """A rough count of the tricks and control a game gives ``cards`` (higher: better)."""
    if kind == "grand":
        return 1.5 * _jacks(cards) + _side_aces(cards, None)
    trumps = set(trump_order(kind))
    held = [c for c in cards if c in trumps]
    return len(held) + 0.5 * _jacks(cards) + _side_aces(cards, SUITS.index(kind))


def playable(kind: str, cards: list[int]) -> bool:
    """Whether the bot would play ``kind`` with these 10 (or 12) cards."""
    extra = (len(cards) - 10) * 0.6
    if kind == "grand":
        return _jacks(cards) >= 3 and game_strength(kind, cards) >= 6.5 + extra
    trumps = sum(c in set(trump_order(kind)) for c in cards)
    return trumps >= 5 and game_strength(kind, cards) >= 7.0 + extra


def null_playable(cards: list[int]) -> bool:
    """Low cards only: every suit held has its 7, and no ace or king."""
    for c in cards:
        if _rank(c) in (ACE, 2):  # A, K
            return False
        if _rank(c) in (3, JACK, TEN) and _suit(c) * RANKS + 7 not in cards:
            return False
    return True


def value_of(kind: str, cards: list[int]) -> int:
    """The game's value with game level only, from the matadors these cards show."""
    _, n = matadors(kind, cards)
    return BASE[kind] * (n + 1)


def hand_worth(cards: list[int]) -> int:
    """The highest bid the bot holds: the value of the best game it would play, else 0."""
    best = 0
    for kind in (*SUITS, "grand"):
        if playable(kind, cards):
            best = max(best, value_of(kind, cards))
    if null_playable(cards):
        best = max(best, 23)
    return best


def choose_game(cards: list[int], bid: int) -> str:
    """The game for the declarer's 12 cards: the strongest whose value reaches the bid."""
    kinds = [*SUITS, "grand"]
    if null_playable(sorted(cards, key=_null_danger)[:10]) and bid <= 23:
        return "null"
    reaching = [k for k in kinds if value_of(k, cards) >= bid]
    pool = reaching or kinds
    return max(pool, key=lambda k: (game_strength(k, cards), BASE[k]))


NULL_DANGER = {ACE: 7, 2: 6, 3: 5, JACK: 4, TEN: 3, 5: 2, 6: 1, 7: 0}
"""How likely a card is to win a trick in null (A K Q J 10 9 8 7): the ace most."""


def _null_danger(card: int) -> int:
    return NULL_DANGER[_rank(card)]


def put_away_choice(cards: list[int], game: str, legal: list[Action]) -> Action:
    """Put away a card of a short side suit, high in points, never a trump or an ace."""
    if game == "null":
        return max(legal, key=lambda a: _null_danger(a.cards[0]))  # type: ignore[union-attr]
    trumps = set(trump_order(game))

    def length(card: int) -> int:
        return sum(_suit(c) == _suit(card) and c not in trumps for c in cards)

    def key(action: Action) -> tuple[int, int, int]:
        (card,) = action.cards  # type: ignore[union-attr]
        keep = card in trumps or _rank(card) == ACE
        return (1 if keep else 0, length(card), -POINTS[_rank(card)])

    return min(legal, key=key)


# -- play -------------------------------------------------------------------------------------


def _trick_phase(game: CompiledGame) -> TrickPlay:
    return game.phases[game.phase_names.index("play")]  # type: ignore[return-value]


def play_choice(game: CompiledGame, seat: int, obs: Mapping[str, Any], plays: list[Play]) -> Play:
    phase = _trick_phase(game)
    trump = obs["trump"]
    table = phase.tables.get(trump, phase.tables[-1])
    suit_of, rank_of = table.suit_of, table.rank_of
    declarer = obs["declarer"]
    null = (obs.get("declared") or "").startswith("null")
    trick = [card for _, card in obs["trick"]]
    leader = obs["leader"]

    def is_trump(card: int) -> bool:
        return bool(trump >= 0 and suit_of[card] == trump)

    def cost(card: int) -> tuple[int, int, int]:
        """Cheapest first: plain before trump, low before high, few points first."""
        return (1 if is_trump(card) else 0, -rank_of[card], POINTS[_rank(card)])

    def wins(card: int) -> bool:
        probe = State.trick_only([*trick, card], trump)
        return bool(phase.winner(probe) == len(trick))

    cards = [p.card for p in plays]
    by_card = {p.card: p for p in plays}
    if null:
        if seat == declarer:
            safe = [c for c in cards if not wins(c)] if trick else cards
            if safe:
                return (
                    by_card[max(safe, key=lambda c: -rank_of[c])]
                    if trick
                    else by_card[min(safe, key=lambda c: -rank_of[c])]
                )
            return by_card[min(cards, key=lambda c: -rank_of[c])]
        return by_card[min(cards, key=lambda c: -rank_of[c])]
    if not trick:
        if seat == declarer:
            trumps = [c for c in cards if is_trump(c)]
            if trumps:
                return by_card[min(trumps, key=lambda c: rank_of[c])]
            return by_card[min(cards, key=lambda c: (rank_of[c], -POINTS[_rank(c)]))]
        aces = [c for c in cards if _rank(c) == ACE and not is_trump(c)]
        if aces:
            return by_card[aces[0]]
        return by_card[min(cards, key=cost)]
    current = (leader + phase.winner(State.trick_only(trick, trump))) % 3
    partner_winning = seat != declarer and current != declarer
    declarer_played = seat == declarer or (declarer - leader) % 3 < len(trick)
    if partner_winning and declarer_played:
        plain = [c for c in cards if not is_trump(c)] or cards
        return by_card[max(plain, key=lambda c: POINTS[_rank(c)])]
    winning = [c for c in cards if wins(c)]
    if winning and not partner_winning:
        return by_card[min(winning, key=cost)]
    return by_card[min(cards, key=lambda c: (POINTS[_rank(c)], cost(c)))]


@hookimpl
def basic_bot_choice(
    game: CompiledGame, seat: int, legal: list[Action], observation: Mapping[str, Any]
) -> Action | None:
    obs = observation
    hand: list[int] = obs["hand"]
    phase = obs["phase"]
    if phase == "auction":
        if obs["stage"] == CHOICE_STAGE:  # OpenSpiel's game choice: the best playable game
            for kind in sorted((*SUITS, "grand"), key=lambda k: -game_strength(k, hand)):
                if playable(kind, hand):
                    return Declare(kind)
            return Declare("null") if null_playable(hand) else PASS
        worth = hand_worth(hand)
        bids = sorted((a for a in legal if isinstance(a, Bid)), key=lambda b: b.tricks)
        if bids:  # a caller (or Forehand after two passes): the next value if worth it
            return bids[0] if bids[0].tricks <= worth else PASS
        high = obs["high"] or 0
        return Declare("yes") if high <= worth else PASS
    if phase == "skat":  # the core's widow phase, named as Skat names it
        if Declare("skat") in legal:
            return Declare("skat")
        twelve = [*hand, *obs["put_away"]]
        if obs["stage"] == CHOICE_STAGE:  # OpenSpiel: the game chosen in the auction
            kind = obs["dialogue"][-1][1]
        else:
            kind = choose_game(twelve, obs["bid"] or 0)
        return put_away_choice(twelve, kind, legal)
    if phase == "declaration":
        kind = choose_game(hand + obs["put_away"], obs["bid"] or 0)
        for text in (kind, f"{kind} hand"):
            if Declare(text) in legal:
                return Declare(text)
        return None
    plays = [a for a in legal if isinstance(a, Play)]
    if plays and len(plays) == len(legal):
        return play_choice(game, seat, obs, plays)
    return None
