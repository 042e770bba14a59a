"""Sensible calls for the ``basic`` bot (``basic_bot_choice``): a small natural system by
high-card points, from what the seat sees (its hand and the calls).

* High-card points: A 4, K 3, Q 2, J 1; a partnership's strength is the bot's points plus an
  estimate of its partner's from the partner's calls (an opening 13, 1NT 16, a response 8, a
  pass 5, nothing yet 8).
* Opening (the side has not bid): 12 points or more: 1NT with 15-17 and a balanced hand,
  else the longest suit (a major first on equal length); with fewer points, pass.
* Overcall (only the opponents have bid): a five-card suit and 10 points at the one or two
  level; 16 points or more without one: double.
* Once the side has bid: the strain is a suit the partner bid where the bot holds support
  (3 cards in a major, 4 in a minor), else the bot's own five-card suit, else no trump; the
  level is the highest the side's strength supports (20 points: 1, 23: 2, no trump 25: 3,
  a major 26: 4, a minor 29: 5, 33: 6, 37: 7). With a game or a slam in reach it bids it at
  once; otherwise that strain at the lowest legal level if it does not exceed the level,
  else it passes. It never redoubles.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tricktaker import DOUBLE, NO_TRUMP, PASS, Action, CompiledGame, ContractBid, Deck, hookimpl

POINTS = {"A": 4, "K": 3, "Q": 2, "J": 1}
MAJORS = ("S", "H")
GAME = {"NT": 3, "S": 4, "H": 4, "D": 5, "C": 5}


def hcp(deck: Deck, hand: list[int]) -> int:
    return sum(POINTS.get(deck.ranks[deck.rank_of[c]], 0) for c in hand)


def lengths(deck: Deck, hand: list[int]) -> dict[int, int]:
    counts = dict.fromkeys(range(len(deck.suits)), 0)
    for card in hand:
        counts[deck.suit_of[card]] += 1
    return counts


def max_level(points: int, strain: str) -> int:
    """The highest level a side of ``points`` bids in ``strain`` (0: none)."""
    if points >= 37:
        return 7
    if points >= 33:
        return 6
    game = {"NT": (25, 3), "S": (26, 4), "H": (26, 4)}.get(strain, (29, 5))
    if points >= game[0]:
        return game[1]
    if points >= 23:
        return 2 if strain in ("NT", "S", "H") or points < 25 else 3
    return 1 if points >= 20 else 0


def partner_estimate(calls: list[tuple[int, Action]], partner: int, seat: int) -> int:
    bids = [(k, a) for k, (s, a) in enumerate(calls) if s == partner and isinstance(a, ContractBid)]
    if not bids:
        passed = any(s == partner for s, _ in calls)
        return 5 if passed else 8
    first_index, first = bids[0]
    side_bid_before = any(
        s in (seat, partner) and isinstance(a, ContractBid) for s, a in calls[:first_index]
    )
    if side_bid_before:
        return 8
    return 16 if first.level == 1 and first.denomination == NO_TRUMP else 13


def lowest(legal: list[Action], denomination: int) -> ContractBid | None:
    bids = [a for a in legal if isinstance(a, ContractBid) and a.denomination == denomination]
    return min(bids, key=lambda b: b.level) if bids else None


def choose_call(deck: Deck, obs: Mapping[str, Any], legal: list[Action]) -> Action:
    """The call of the system above for the seat that sees ``obs``."""
    hand: list[int] = obs["hand"]
    seat: int = obs["seat"]
    calls: list[tuple[int, Action]] = obs["calls"]
    partner = (seat + 2) % 4
    points = hcp(deck, hand)
    length = lengths(deck, hand)
    letter = {i: deck.suits[i].letter for i in length}
    longest = max(length, key=lambda s: (length[s], letter[s] in MAJORS, -s))
    ours = [a for s, a in calls if s in (seat, partner) and isinstance(a, ContractBid)]
    theirs = [a for s, a in calls if s not in (seat, partner) and isinstance(a, ContractBid)]
    balanced = sorted(length.values()) in ([3, 3, 3, 4], [2, 3, 4, 4], [2, 3, 3, 5])
    if not ours:
        if theirs:  # an overcall, a double, or a pass
            if length[longest] >= 5 and points >= 10:
                bid = lowest(legal, longest)
                if bid is not None and bid.level <= 2:
                    return bid
            if points >= 16 and DOUBLE in legal:
                return DOUBLE
            return PASS
        if points < 12:
            return PASS
        strain = NO_TRUMP if balanced and 15 <= points <= 17 else longest
        bid = lowest(legal, strain)
        return bid if bid is not None and bid.level == 1 else PASS
    strength = points + partner_estimate(calls, partner, seat)
    partner_suits = [
        a.denomination
        for s, a in calls
        if s == partner and isinstance(a, ContractBid) and a.denomination != NO_TRUMP
    ]
    strain = NO_TRUMP
    for suit in partner_suits:
        if length[suit] >= (3 if letter[suit] in MAJORS else 4):
            strain = suit
            strength += max(0, length[suit] - 3)
            break
    else:
        if length[longest] >= 5 and not balanced:
            strain = longest
    name = "NT" if strain == NO_TRUMP else letter[strain]
    bid = lowest(legal, strain)
    top = max_level(strength, name)
    if bid is None or bid.level > top:
        return PASS
    if top >= GAME[name]:  # game (or a slam) in reach: bid it at once
        return ContractBid(top, strain)
    return bid


@hookimpl
def basic_bot_choice(
    game: CompiledGame, seat: int, legal: list[Action], observation: Mapping[str, Any]
) -> Action | None:
    """The auction by the system above; the play is left to the basic bot (which plays the
    dummy's cards when it is the declarer)."""
    if observation.get("phase") != "auction":
        return None
    return choose_call(game.deck, observation, legal)
