"""Suitless extra cards that belong to a rank group.

With ``extras = "group"`` in a trick phase's rules:

* following a suit card, the extra card of the led card's rank group may be played instead of
  following suit (and when void); it always loses. Other extra cards may follow only when the
  hand holds nothing else (:func:`follow_by_group_rule`);
* an extra card may be led at any time; any card may follow it, and the follower wins with a
  trump or a suit card of the led extra's group, else the leader wins
  (:func:`make_group_trick_winner`);
* the lead ban: when the matching extra card followed a suit card, the trick's winner may not
  lead that suit to the next trick (the ban lapses when the hand holds nothing else):
  :class:`LeadBanRecord` records it in the public :class:`LeadBan` part, :func:`lead_ban_rule`
  enforces it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from mypy_extensions import mypyc_attr

from tricktaker.actions import NO_TRUMP
from tricktaker.engine.hookspecs import TrickWinner
from tricktaker.engine.legality import Rule
from tricktaker.engine.visibility import PUBLIC, Part, declare
from tricktaker.mechanics.tricks import (
    Tables,
    TrickEffect,
    effective_cards,
    ranks_by_trump,
    suit_words,
    suits_by_trump,
)

if TYPE_CHECKING:
    from tricktaker.cards import Deck
    from tricktaker.engine.game import CompiledGame
    from tricktaker.engine.state import State


def follow_by_group_rule(deck: Deck, tables: Tables) -> Rule[int]:
    """Follow suit, or play the extra card of the led card's group instead; an extra card of
    another group follows only when the hand holds no suit card and no matching extra."""
    group_of = deck.group_of
    suits = suits_by_trump(tables)

    def narrow(state: State, seat: int, candidates: list[int]) -> list[int]:
        trick = state.trick
        if not trick:
            return candidates
        suit_of = suits[state.trump]
        led = trick[0]
        led_suit = suit_of[led]
        if led_suit < 0:
            return candidates
        group = group_of[led]
        matching = [c for c in candidates if suit_of[c] < 0 and group_of[c] == group]
        follow = [c for c in candidates if suit_of[c] == led_suit]
        if follow:
            return follow + matching
        suited = [c for c in candidates if suit_of[c] >= 0]
        return suited + matching if suited or matching else candidates

    def explain(state: State, seat: int, card: int) -> str:
        suit_of = tables[state.trump].suit_of
        if suit_of[card] < 0:
            mine = deck.rank_groups[group_of[card]][0] if group_of[card] >= 0 else "no group"
            return (
                f"{deck.extra(card).title} may only follow a card of its group ({mine}), "
                "unless you hold nothing else"
            )
        led = state.trick[0]
        matching = [c for c in deck.cards if deck.is_extra(c) and group_of[c] == group_of[led]]
        extra = f" or play the {deck.extra(matching[0]).title}" if matching else ""
        return f"you must follow {suit_words(deck, suit_of[led])}{extra}"

    return Rule("follow_by_group", narrow, explain)


def make_group_trick_winner(
    deck: Deck, tables: Tables | None = None, later_wins_ties: bool = False
) -> TrickWinner:
    """The trick winner with extra cards by group (see the module). Of two equal cards the
    first played wins, or with ``later_wins_ties`` the last played."""
    tables = tables or effective_cards(deck)
    tie = 1 if later_wins_ties else 0  # ranks are ints: "< best + 1" is "<= best"
    group_of = deck.group_of
    suits = suits_by_trump(tables)
    ranks = ranks_by_trump(tables)

    def winner(state: State) -> int:
        trick = state.trick
        trump = state.trump
        suit_of, rank_of = suits[trump], ranks[trump]
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
                if rank_of[card] < best_rank + tie:
                    best, best_rank = i, rank_of[card]
            elif is_trump:
                best, best_suit, best_rank = i, suit, rank_of[card]
        return best

    return winner


@mypyc_attr(allow_interpreted_subclasses=True)
class LeadBan(Part):
    """The lead ban in force: (seat, suit) that seat may not lead next, or None. Public."""

    __slots__ = ("lead_ban",)
    key = "lead_ban"
    seen = declare(
        lead_ban=PUBLIC("(seat, suit index): that seat may not lead that suit next; None: none")
    )

    def __init__(self, players: int) -> None:
        self.lead_ban: tuple[int, int] | None = None


def lead_ban_rule(deck: Deck, tables: Tables) -> Rule[int]:
    """The seat under the lead ban may not lead the banned suit, unless it holds nothing
    else."""
    suits = suits_by_trump(tables)

    def narrow(state: State, seat: int, candidates: list[int]) -> list[int]:
        if state.trick:
            return candidates
        ban = state.parts["lead_ban"].lead_ban  # type: ignore[attr-defined]
        if ban is None or ban[0] != seat:
            return candidates
        suit_of = suits[state.trump]
        banned = ban[1]
        allowed = [c for c in candidates if suit_of[c] != banned]
        return allowed or candidates

    def explain(state: State, seat: int, card: int) -> str:
        ban = LeadBan.of(state).lead_ban
        assert ban is not None
        return (
            f"you may not lead {suit_words(deck, ban[1])} right after an extra card stopped "
            "it (the lead ban): lead another suit or an extra card"
        )

    return Rule("lead_ban", narrow, explain)


@mypyc_attr(allow_interpreted_subclasses=True)
class LeadBanRecord(TrickEffect):
    """Records the lead ban after each trick: when the extra card of the led suit card's group
    followed it, the winner may not lead that suit next."""

    parts = (LeadBan,)

    def bind(self, game: CompiledGame, tables: Tables) -> None:
        self.group_of = game.deck.group_of
        self.tables = tables

    def trick_done(self, state: State, trick: list[int], winner: int) -> bool:
        suit_of = self.tables[state.trump].suit_of
        group_of = self.group_of
        led = trick[0]
        banned = -1
        if suit_of[led] >= 0:
            group = group_of[led]
            if any(suit_of[c] < 0 and group_of[c] == group for c in trick[1:]):
                banned = suit_of[led]
        LeadBan.of(state).lead_ban = (winner, banned) if banned >= 0 else None
        return False
