"""Suitless extra cards that belong to a rank group.

With ``[play.extras]`` in the rules:

* following a suit card, the extra card of the led card's rank group may be played instead of
  following suit (and when void); it always loses. Other extra cards may follow only when the
  hand holds nothing else;
* an extra card may be led at any time; any card may follow it, and the follower wins with a
  trump or a suit card of the led extra's group, else the leader wins;
* the lead ban: when the matching extra card followed a suit card, the trick's winner may not
  lead that suit to the next trick (the ban lapses when the hand holds nothing else).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tricktaker.actions import NO_TRUMP, Action, Play
from tricktaker.engine.hookspecs import LegalPlays, TrickWinner
from tricktaker.engine.visibility import PUBLIC, Part, declare
from tricktaker.mechanics.tricks import TrickPlay

if TYPE_CHECKING:
    from tricktaker.cards import Deck
    from tricktaker.engine.game import CompiledGame
    from tricktaker.engine.state import State


def make_group_legal_plays(deck: Deck) -> LegalPlays:
    suit_of, group_of = deck.suit_of, deck.group_of

    def legal(state: State, seat: int) -> list[int]:
        hand = state.hands[seat]
        trick = state.trick
        if not trick:
            ban = LeadBan.of(state).lead_ban
            if ban is not None and ban[0] == seat:
                allowed = [c for c in hand if suit_of[c] != ban[1]]
                return allowed or list(hand)
            return list(hand)
        led = trick[0]
        led_suit = suit_of[led]
        if led_suit < 0:
            return list(hand)
        group = group_of[led]
        matching = [c for c in hand if suit_of[c] < 0 and group_of[c] == group]
        follow = [c for c in hand if suit_of[c] == led_suit]
        if follow:
            return follow + matching
        suited = [c for c in hand if suit_of[c] >= 0]
        return suited + matching if suited or matching else list(hand)

    return legal


def make_group_trick_winner(deck: Deck) -> TrickWinner:
    suit_of, rank_of, group_of = deck.suit_of, deck.rank_of, deck.group_of

    def winner(state: State) -> int:
        trick = state.trick
        trump = state.trump
        led = trick[0]
        best, best_suit, best_rank = 0, suit_of[led], rank_of[led]
        led_group = group_of[led] if best_suit < 0 else -1
        for i in range(1, len(trick)):
            card = trick[i]
            suit = suit_of[card]
            if suit < 0:
                continue  # an extra card never wins when it follows
            is_trump = suit == trump and trump != NO_TRUMP
            if best_suit < 0:  # an extra card leads (or leads still): trump or group card wins
                if is_trump or group_of[card] == led_group:
                    best, best_suit, best_rank = i, suit, rank_of[card]
            elif suit == best_suit:
                if rank_of[card] < best_rank:
                    best, best_rank = i, rank_of[card]
            elif is_trump:
                best, best_suit, best_rank = i, suit, rank_of[card]
        return best

    return winner


class LeadBan(Part):
    """The lead ban in force: (seat, suit) that seat may not lead next, or None. Public."""

    __slots__ = ("lead_ban",)
    key = "lead_ban"
    seen = declare(lead_ban=PUBLIC)

    def __init__(self, players: int) -> None:
        self.lead_ban: tuple[int, int] | None = None


class LeadBanTrickPlay(TrickPlay):
    """Trick play that records the lead ban after the matching extra card follows a suit card."""

    parts = (LeadBan,)

    def apply(self, game: CompiledGame, state: State, action: Action) -> bool:
        assert isinstance(action, Play)
        deck = game.deck
        trick = state.trick
        completes = len(trick) == state.players - 1
        banned = -1
        if completes and deck.suit_of[trick[0]] >= 0:
            group = deck.group_of[trick[0]]
            followers = [*trick[1:], action.card]
            if any(deck.suit_of[c] < 0 and deck.group_of[c] == group for c in followers):
                banned = deck.suit_of[trick[0]]
        done = super().apply(game, state, action)
        if completes:
            LeadBan.of(state).lead_ban = (state.leader, banned) if banned >= 0 else None
        return done

    def why_illegal(self, game: CompiledGame, state: State, action: Action) -> str:
        if not isinstance(action, Play) or action.card not in state.hands[state.to_move]:
            return super().why_illegal(game, state, action)
        deck = game.deck
        card = action.card
        ban = LeadBan.of(state).lead_ban
        if not state.trick and ban is not None:
            suit = deck.suits[ban[1]]
            return (
                f"you may not lead {suit.symbol} ({suit.name}) right after an extra card stopped "
                "it (the lead ban): lead another suit or an extra card"
            )
        led = state.trick[0]
        groups = deck.rank_groups
        if deck.suit_of[card] < 0:
            mine = groups[deck.group_of[card]][0] if deck.group_of[card] >= 0 else "no group"
            return (
                f"{deck.extra(card).title} may only follow a card of its group ({mine}), "
                "unless you hold nothing else"
            )
        matching = [
            c for c in deck.cards if deck.is_extra(c) and deck.group_of[c] == deck.group_of[led]
        ]
        colon = f" or play the {deck.extra(matching[0]).title}" if matching else ""
        suit = deck.suits[deck.suit_of[led]]
        return f"you must follow {suit.symbol} ({suit.name}){colon}"
