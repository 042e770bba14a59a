"""Helpers for the Spades scenario tests (shared/rules/spades.md).

Tests get the helpers through the ``sp`` fixture (the suite runs with ``--import-mode=importlib``,
so test modules cannot import this file). A test reads like the table talk::

    s = sp.deal(HANDS)                   # dealer West (seat 3): North (0) bids and leads first
    sp.bid(s, 4, 3, "nil", 5)            # in bidding order, from the dealer's left
    sp.play(s, "AC", "2C", "3C", "4C")   # each card by the seat to move

Seats 0-3 are North, East, South, West; partners sit opposite (team 0 = seats 0 and 2, team 1 =
seats 1 and 3). Cards are written rank then suit (``10H``). Stacked packs follow §14.1 (S-13):
``pack[i]`` goes to seat ``(dealer + 1 + i) % 4``; the helpers take each seat's 13 cards and
build that pack. :func:`scripted` makes hands in which each seat takes a chosen number of
tricks, whatever the options, for the scoring tests.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pytest

from tricktaker import Bid, DealGiven, Play, Session, load_game
from tricktaker.testing import (
    ScriptedScores,
    act,
    card_helpers,
    hand_texts,
    helper_set,
    legal_cards,
    stacked_pack,
)

GAME = load_game("spades")
DECK = GAME.new_session(seed=0).deck
RANKS = ("A", "K", "Q", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2")
SUITS = ("S", "H", "D", "C")
NORTH, EAST, SOUTH, WEST = 0, 1, 2, 3
TEAM_SEATS = ((0, 2), (1, 3))

card, cards, names, words = card_helpers(DECK)  # card texts in and out


def strings_in(value: Any) -> set[str]:
    """Every string in a value (dict keys too, nested lists and tuples): to check that no card
    is written out in an observation."""
    if isinstance(value, str):
        return {value}
    if isinstance(value, dict):
        return set().union(*(strings_in(k) | strings_in(v) for k, v in value.items()), set())
    if isinstance(value, list | tuple | set):
        return set().union(*(strings_in(v) for v in value), set())
    return set()


def pack(hands: Sequence[str | Sequence[str]], dealer: int = WEST) -> list[str]:
    """The 52-card pack (top card first, as card texts) that deals ``hands[seat]`` to every
    seat by §14.1: ``pack[i]`` goes to seat ``(dealer + 1 + i) % 4``; seat ``s`` gets
    ``pack[j], pack[j + 4], …`` with ``j = (s - dealer - 1) % 4``."""
    held = [words(h) for h in hands]
    assert len(held) == 4 and all(len(h) == 13 for h in held), "give 13 cards to each seat"
    top = [held[(dealer + 1 + i) % 4][i // 4] for i in range(52)]
    return stacked_pack(DECK, top)


def given(hands: Sequence[str | Sequence[str]], dealer: int = WEST) -> DealGiven:
    return DealGiven(dealer=dealer, pack=pack(hands, dealer))


def new(
    deals: Sequence[DealGiven] = (),
    seed: int = 1,
    plugins: Sequence[Any] = (),
    **options: Any,
) -> Session:
    return GAME.new_session(options=options, seed=seed, deals=deals, plugins=plugins)


def deal(
    hands: Sequence[str | Sequence[str]],
    dealer: int = WEST,
    more: Sequence[DealGiven] = (),
    seed: int = 1,
    plugins: Sequence[Any] = (),
    **options: Any,
) -> Session:
    """A session whose first hand is the stacked deal (then the ``more`` deals, then
    shuffles)."""
    return new([given(hands, dealer), *more], seed, plugins, **options)


def bid(s: Session, *bids: int | str) -> None:
    """Bids in the order they are made (from the dealer's left): a number, or ``"nil"``."""
    for b in bids:
        if isinstance(b, str):
            act(s, b)
        else:
            s.apply(Bid(b))


def bid_by_seat(s: Session, bids: Sequence[int]) -> None:
    """``bids[seat]`` for every seat, checking that the dealer's left bids first, the dealer
    last (§4.1)."""
    dealer = s.state.dealer
    for k in range(4):
        seat = (dealer + 1 + k) % 4
        assert s.current_seat == seat
        s.apply(Bid(bids[seat]))


def play(s: Session, *texts: str) -> None:
    """Each card by the seat to move (several in one text: ``"AC 2C 3C 4C"``)."""
    for text in texts:
        for word in text.split():
            s.apply(Play(card(word)))


def legal_bids(s: Session) -> list[int]:
    out = []
    for action in s.legal_actions():
        assert isinstance(action, Bid)
        out.append(action.tricks)
    return sorted(out)


def phase(s: Session) -> str:
    return s.phase.name


# -- scripted hands: each seat takes a chosen number of tricks -------------------------------------


def _order(counts: Sequence[int]) -> list[int]:
    """The winners of the 13 tricks of :func:`scripted`, given the tricks per seat: the 10th
    trick (the four 2s) must not be won by the winner of the 9th (see :func:`scripted`)."""
    assert len(counts) == 4 and sum(counts) == 13 and min(counts) >= 0
    takers = [seat for seat in range(4) if counts[seat]]
    assert len(takers) >= 2, "one seat takes every trick: give it all 13 spades instead"
    ninth, tenth = takers[0], takers[1]
    rest = [seat for seat in range(4) for _ in range(counts[seat])]
    rest.remove(ninth)
    rest.remove(tenth)
    return [*rest[:8], ninth, tenth, *rest[8:]]


def scripted(counts: Sequence[int], dealer: int = WEST) -> tuple[list[list[str]], list[list[str]]]:
    """Hands in which seat ``s`` takes ``counts[s]`` tricks, under every option; returns
    ``(hands, tricks)``, ``tricks`` giving each trick's cards in play order (from its leader).

    Tricks 1-9 are clubs, diamonds, hearts in turn, each of four consecutive ranks from the
    top (A K Q J, 10 9 8 7, 6 5 4 3): the winner holds the highest, everybody follows. Trick 10
    is the four 2s: the winner of trick 9 leads its 2 of clubs, diamonds or hearts (its only
    card outside spades, and spades are not broken), the others are void in that suit and
    play their 2s; the 2♠ wins it. Tricks 11-13 are spades (A K Q J, 10 9 8 7, 6 5 4 3); every
    hand holds nothing else, so a spade may be led under both ``spades_break`` settings."""
    winners = _order(counts)
    hands: list[list[str]] = [[] for _ in range(4)]
    tricks: list[list[str]] = []
    leader = (dealer + 1) % 4
    used = dict.fromkeys("CDHS", 0)
    for k, winner in enumerate(winners):
        if k == 9:  # the 2s: the leader's 2 is not a spade, the winner holds the 2♠
            assert leader != winner
            others = iter(s for s in "CDH")
            twos = {seat: f"2{next(others)}" for seat in range(4) if seat != winner}
            twos[winner] = "2S"
            trick = [twos[(leader + j) % 4] for j in range(4)]
        else:
            suit = "S" if k >= 10 else "CDH"[k % 3]
            top = used[suit]
            used[suit] += 4
            group = [RANKS[top + j] + suit for j in range(4)]
            lows = iter(group[1:])
            trick = [group[0] if (leader + j) % 4 == winner else next(lows) for j in range(4)]
        for j, c in enumerate(trick):
            hands[(leader + j) % 4].append(c)
        tricks.append(trick)
        leader = winner
    return hands, tricks


def scripted_deal(counts: Sequence[int], dealer: int = WEST) -> DealGiven:
    hands, _ = scripted(counts, dealer)
    return given(hands, dealer)


def play_scripted(s: Session, counts: Sequence[int]) -> None:
    """Play the tricks of :func:`scripted` for the hand dealt by :func:`scripted_deal`,
    checking that each trick's winner leads the next."""
    hand_no = len(s.state.hand_results)
    _, tricks = scripted(counts, s.state.dealer)
    for k, trick in enumerate(tricks):
        play(s, *trick)
        if k < 12:
            assert s.current_seat == s.state.last_trick[2]
    assert len(s.state.hand_results) == hand_no + 1
    assert s.state.hand_results[-1]["tricks"] == list(counts)


def hand_with(
    counts: Sequence[int],
    bids: Sequence[int],
    dealer: int = WEST,
    more: Sequence[DealGiven] = (),
    seed: int = 1,
    plugins: Sequence[Any] = (),
    **options: Any,
) -> Session:
    """A session whose first hand is scripted for ``counts`` tricks per seat, bid ``bids``
    (per seat) and played out."""
    s = new([scripted_deal(counts, dealer), *more], seed, plugins, **options)
    bid_by_seat(s, bids)
    play_scripted(s, counts)
    return s


def next_hand(s: Session, counts: Sequence[int], bids: Sequence[int]) -> None:
    """Bid and play the next hand, dealt by ``scripted_deal(counts, dealer)`` (a ``more``
    deal given to the session)."""
    bid_by_seat(s, bids)
    play_scripted(s, counts)


def team(s: Session, side: int, hand: int = -1) -> dict[str, Any]:
    """The hand record of team ``side`` (S-15) for hand ``hand`` (default: the last one)."""
    hands = s.result()["hands"]
    return hands[hand]["teams"][side]


def breakdown(s: Session, hand: int = -1) -> list[tuple[str, list[int]]]:
    """The score breakdown of a hand: (item, points per seat) in order, the rows that give
    nobody anything left out; checks that the items add up to the hand's scores."""
    record = s.result()["hands"][hand]
    rows = [(row["item"], list(row["points"])) for row in record["breakdown"]]
    sums = [sum(points[seat] for _, points in rows) for seat in range(4)]
    assert sums == record["scores"], f"the items {rows} do not add up to {record['scores']}"
    return [(item, points) for item, points in rows if any(points)]


def team_totals(s: Session) -> list[int]:
    """Each team's total, checking that partners have the same (§1.3)."""
    totals = s.scores
    for a, b in TEAM_SEATS:
        assert totals[a] == totals[b], f"partners {a} and {b} differ: {totals}"
    return [totals[0], totals[1]]


def bags(s: Session) -> list[int]:
    return list(s.state.parts["spades_bags"].bags)


def set_match(s: Session, totals: Sequence[int], bag_counts: Sequence[int] = (0, 0)) -> None:
    """Explicit state before a hand: the teams' totals and bag counts (partners equal)."""
    s.state.totals = [totals[0], totals[1], totals[0], totals[1]]
    s.state.parts["spades_bags"].bags = list(bag_counts)


def finish_hand(s: Session) -> None:
    """Play the current hand to its end with the first legal actions."""
    done = len(s.state.hand_results)
    while not s.is_over and len(s.state.hand_results) == done:
        s.apply(s.legal_actions()[0])


def scores_plugin(*team_scores: Sequence[int]) -> ScriptedScores:
    """A test-only plugin: the next hands score ``(team 0, team 1)`` each (written on each
    team's first seat; the sides' pooling gives them to both partners)."""
    return ScriptedScores(*([a, b, 0, 0] for a, b in team_scores))


Helpers = helper_set(
    globals(),
    (
        "GAME DECK RANKS SUITS NORTH EAST SOUTH WEST TEAM_SEATS card cards names words strings_in "
        "pack given new deal act bid bid_by_seat play legal_bids phase scripted "
        "scripted_deal play_scripted hand_with next_hand team breakdown team_totals "
        "bags set_match finish_hand scores_plugin"
    ),
    legal_cards=legal_cards,
    hand_of=hand_texts,
)


@pytest.fixture
def sp() -> type:
    return Helpers
