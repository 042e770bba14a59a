"""Helpers for the Five Hundred scenario tests (shared/rules/five-hundred.md, issue 47).

Tests get the helpers through the ``fh`` fixture (the suite runs with ``--import-mode=importlib``,
so test modules cannot import this file). A test reads like the table talk::

    s = fh.deal(HANDS, dealer=0, kitty="JD QH 4D")   # §13.1 pack; seat 1 speaks first
    fh.act(s, "6H, 7S, 8H, pass, pass, pass")        # the calls, each by the seat to move
    fh.act(s, "discard KS, discard 6D, discard 4D")  # the contractor's three discards
    fh.play(s, "JK 4H 5H 6H")                        # each card (or JK:D) by the seat to move

Seats 0-3 are North, East, South, West; partners sit opposite (side 0 = seats 0 and 2, side 1
= seats 1 and 3). Cards are written rank then suit (``10H``), the Joker ``JK``.
:func:`scripted` makes hands in which the contracting side takes exactly ``t`` tricks of a
given contract, played by :func:`play_scripted`.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pytest

from tricktaker import DealGiven, Session, load_game
from tricktaker.testing import (
    act,
    card_helpers,
    hand_texts,
    helper_set,
    legal_texts,
    play_out,
)

GAME = load_game("five-hundred")
DECK = GAME.new_session(seed=0).deck
NORTH, EAST, SOUTH, WEST = 0, 1, 2, 3

card, cards, names, words = card_helpers(DECK)  # card texts in and out

# §2.1: the 43 cards, in the spec's own order (§13.1's example pack).
RANKS = ("A", "K", "Q", "J", "10", "9", "8", "7", "6", "5", "4")
PACK = tuple(
    [r + s for s in "SC" for r in RANKS[:-1]] + [r + s for s in "DH" for r in RANKS] + ["JK"]
)
SAME_COLOUR = {"S": "C", "C": "S", "H": "D", "D": "H"}

# §13.1, F-1, F-19: the pack positions of L, P, R and the dealer, and of the kitty.
POSITIONS = (
    (0, 1, 2, 13, 14, 15, 16, 30, 31, 32),
    (3, 4, 5, 17, 18, 19, 20, 33, 34, 35),
    (6, 7, 8, 21, 22, 23, 24, 36, 37, 38),
    (9, 10, 11, 25, 26, 27, 28, 39, 40, 41),
)
KITTY = (12, 29, 42)

# §4.1: the 25 suit and NT bids, lowest first, and their values.
DENOMS = ("S", "C", "D", "H", "NT")
LEVEL_BIDS = tuple(f"{n}{d}" for n in range(6, 11) for d in DENOMS)
VALUES = {
    f"{n}{d}": 40 + 100 * (n - 6) + 20 * k for n in range(6, 11) for k, d in enumerate(DENOMS)
}
VALUES.update(MIS=250, OMIS=500)


def ladder(misere: bool = True, misere_rank: str = "value") -> list[str]:
    """The ladder of §4.1, lowest first: MIS above 8♠ (value) or above 7NT (below_eights),
    OMIS directly below 10♥; without misère the 25 suit and NT bids."""
    bids = list(LEVEL_BIDS)
    if misere:
        bids.insert(bids.index("8S") + (1 if misere_rank == "value" else 0), "MIS")
        bids.insert(bids.index("10H"), "OMIS")
    return bids


def pack(
    hands: Sequence[str | Sequence[str]], dealer: int = NORTH, kitty: str | Sequence[str] = ""
) -> list[str]:
    """The 43-card pack (top card first) that deals ``hands[seat]`` to each seat by §13.1,
    with ``kitty`` at positions 12, 29, 42 (the cards no hand holds, if not given)."""
    held = [words(h) for h in hands]
    assert len(held) == 4 and all(len(h) == 10 for h in held), "give 10 cards to each seat"
    top = [""] * 43
    for k in range(4):
        for position, c in zip(POSITIONS[k], held[(dealer + 1 + k) % 4], strict=True):
            top[position] = c
    used = {c for h in held for c in h}
    rest = words(kitty) if kitty else [c for c in PACK if c not in used]
    for position, c in zip(KITTY, rest, strict=True):
        top[position] = c
    assert sorted(top) == sorted(PACK), "the pack must hold every card once"
    return top


def given(
    hands: Sequence[str | Sequence[str]], dealer: int = NORTH, kitty: str | Sequence[str] = ""
) -> DealGiven:
    return DealGiven(dealer=dealer, pack=pack(hands, dealer, kitty))


def new(deals: Sequence[DealGiven] = (), seed: int = 1, **options: Any) -> Session:
    return GAME.new_session(options=options, seed=seed, deals=deals)


def deal(
    hands: Sequence[str | Sequence[str]],
    dealer: int = NORTH,
    kitty: str | Sequence[str] = "",
    more: Sequence[DealGiven] = (),
    seed: int = 1,
    **options: Any,
) -> Session:
    """A session whose first hand is the stacked deal (then the ``more`` deals, then
    shuffles)."""
    return new([given(hands, dealer, kitty), *more], seed, **options)


def deal_pack(top: str, dealer: int = NORTH, seed: int = 1, **options: Any) -> Session:
    """A session whose first hand is dealt from the pack ``top`` (43 cards, top card first)."""
    return new([DealGiven(dealer=dealer, pack=words(top))], seed, **options)


def play(s: Session, *texts: str) -> None:
    """Each card (or Joker lead ``JK:D``) by the seat to move (several in one text)."""
    for text in texts:
        act(s, *text.split())


def phase(s: Session) -> str | None:
    return s.phase.name if not s.is_over else None


def side_totals(s: Session) -> list[int]:
    """Each side's total, checking that partners have the same (§13.4)."""
    totals = s.scores
    assert totals[0] == totals[2] and totals[1] == totals[3], totals
    return [totals[0], totals[1]]


def side_scores(s: Session, hand: int = -1) -> list[int]:
    """Each side's score of a finished hand (partners score the same)."""
    scores = s.state.hand_results[hand]["scores"]
    assert scores[0] == scores[2] and scores[1] == scores[3], scores
    return [scores[0], scores[1]]


def hand_record(s: Session, hand: int = -1) -> dict[str, Any]:
    return s.result()["hands"][hand]


def legal(s: Session) -> set[str]:
    """The legal actions now, as a set of texts (§13.4: legal sets are compared as sets)."""
    return set(legal_texts(s))


def finish_hand(s: Session) -> None:
    """Play the current hand to its end with the first legal actions."""
    play_out(s, "first", hands=1)


# -- scripted hands: the contracting side takes exactly t tricks ----------------------------------


def trump_order(trump: str) -> list[str]:
    """The trumps of a suit contract, highest first (§2.4.5)."""
    low = [r + trump for r in RANKS if r != "J" and (r != "4" or trump in "DH")]
    return ["JK", "J" + trump, "J" + SAME_COLOUR[trump], *low]


def plain_order(suit: str, trump: str | None = None) -> list[str]:
    """A suit's cards, highest first, without the jack that is a trump (§2.4.5, §2.5)."""
    ranks = [r for r in RANKS if r != "4" or suit in "DH"]
    if trump is not None and suit == SAME_COLOUR[trump]:
        ranks.remove("J")
    return [r + suit for r in ranks]


def scripted(contract: str, t: int, declarer: int) -> dict[str, Any]:
    """Hands in which ``declarer``'s side takes exactly ``t`` tricks of ``contract`` (a suit
    or NT bid): the declarer leads its ``t`` top trumps (at NT its top spades), which nobody
    can beat, then a low card of a suit X that its left-hand opponent wins with the ace; that
    opponent then leads its top cards of a suit Y, which nobody else holds above them, to the
    end. The declarer's kitty cards are the three it discards. Returns hands (by seat), kitty,
    and the suits W (the declarer's winners), X and Y."""
    denom = contract.lstrip("0123456789")
    trump = None if denom == "NT" else denom
    if trump is None:
        winners, x, y = plain_order("S"), "H", "D"
    else:
        winners = trump_order(trump)
        x, y = ("H", "D") if trump in "SC" else ("S", "C")
    pool = [c for c in PACK]
    hands: list[list[str]] = [[] for _ in range(4)]
    left = (declarer + 1) % 4
    take = winners[:t]
    xs, ys = plain_order(x, trump), plain_order(y, trump)
    if t < 10:
        take += xs[-(10 - t) :]
        hands[left] += [xs[0], *ys[: 9 - t]]
    assert len(take) == 10, (contract, t)
    hands[declarer] = take
    used = set(hands[declarer]) | set(hands[left])
    trumps = set(winners) | ({"JK"} if trump is None else set())
    # the kitty: the Joker at NT, else the lowest trumps left (they cannot ruff later)
    spare = [c for c in ([*reversed(winners), "JK"] if trump else ["JK", *reversed(winners)])]
    kitty = [c for c in spare if c not in used][:3]
    used |= set(kitty)
    # the left-hand opponent discards on the declarer's leads: no trump, no X, no Y
    discards = [c for c in pool if c not in used and c not in trumps and c[-1] not in (x, y)]
    if len(discards) < 10 - len(hands[left]):
        discards += [
            c
            for c in reversed(pool)
            if c not in used and c not in trumps and c not in discards and c[-1] == x
        ]
    hands[left] += discards[: 10 - len(hands[left])]
    used |= set(hands[left])
    rest = [c for c in pool if c not in used]
    while len(kitty) < 3:  # all the spare trumps are held: any other card
        kitty.append(rest.pop())
    partner, right = (declarer + 2) % 4, (declarer + 3) % 4
    # deal the rest alternately, so neither the partner nor the right-hand opponent is long in
    # trumps (they must not have to ruff the opponent's winners)
    for k, c in enumerate(rest):
        hands[partner if k % 2 == 0 else right].append(c)
    assert all(len(h) == 10 for h in hands), [len(h) for h in hands]
    return {
        "hands": hands,
        "kitty": kitty,
        "discards": kitty,
        "trump": trump,
        "W": winners,
        "X": x,
        "Y": y,
    }


def is_trump(c: str, trump: str | None) -> bool:
    if trump is None:
        return False
    return c == "JK" or c[-1] == trump or c in ("J" + trump, "J" + SAME_COLOUR[trump])


def play_scripted(s: Session, plan: dict[str, Any]) -> None:
    """Play the hand of :func:`scripted` to its end: the declarer leads its winners, then its
    low X cards; its left-hand opponent leads its Y cards; the others follow with any card of
    the led suit, else discard a card that is neither a trump nor the Joker (first one of
    neither X nor Y, so the left-hand opponent keeps its winners)."""
    trump = plan["trump"]
    contract = s.state.contract
    assert contract is not None
    declarer = contract.declarer
    start = len(s.state.hand_results)
    while len(s.state.hand_results) == start and not s.is_over:
        options = legal_texts(s)
        seat = s.current_seat
        if not s.state.trick:  # a lead
            mine = [o for o in options if o in plan["W"]] if seat == declarer else []
            ys = [o for o in options if o[-1] == plan["Y"] and not is_trump(o, trump)]
            choice = mine[0] if mine else ys[0] if ys else options[-1]
            if seat == declarer and not mine:
                xs = [o for o in options if o[-1] == plan["X"] and not is_trump(o, trump)]
                choice = xs[-1] if xs else options[0]
        else:  # follow (forced), else discard: first from neither X nor Y, then any plain card
            plain = [o for o in options if not is_trump(o, trump) and o != "JK"]
            spare = [o for o in plain if o[-1] not in (plan["X"], plan["Y"])]
            choice = spare[0] if spare else plain[-1] if plain else options[0]
        act(s, choice)


def effective_suit(c: str, trump: str | None) -> str:
    """A card's effective suit (§2.4.4): T for the Joker and the left bower in a suit
    contract; at no trumps the Joker's is "JK" (no suit, §2.5)."""
    if c == "JK":
        return trump or "JK"
    return trump if is_trump(c, trump) and trump else c[-1]


def build(
    required: dict[int, str], void: dict[int, str] | None = None, trump: str | None = None
) -> list[list[str]]:
    """Four hands of 10 holding the ``required`` cards of each seat, filled with the cards
    left, a seat never given a card of an effective suit in its ``void`` letters (``"C"``;
    separated by spaces; ``"JK"``: not the Joker); the 3 cards left over are the kitty."""
    void = void or {}
    hands = [words(required.get(seat, "")) for seat in range(4)]
    used = {c for h in hands for c in h}
    rest = [c for c in PACK if c not in used]
    for seat in sorted(range(4), key=lambda k: -len(void.get(k, ""))):
        banned = void.get(seat, "")
        for c in list(rest):
            if len(hands[seat]) == 10:
                break
            suit = effective_suit(c, trump)
            if suit in banned.split() or (c == "JK" and "JK" in banned.split()):
                continue
            hands[seat].append(c)
            rest.remove(c)
        assert len(hands[seat]) == 10, f"seat {seat} cannot be filled: {hands[seat]}"
    return hands


def first_trick(
    contract: str,
    leader: int,
    required: dict[int, str],
    void: dict[int, str] | None = None,
    **options: Any,
) -> Session:
    """A session at the first lead of ``contract``, ``leader`` the contractor (it speaks first
    and the others pass), holding the ``required`` cards (:func:`build`); the contractor
    discards the kitty it took."""
    denom = contract.lstrip("0123456789")
    hands = build(required, void, None if denom in ("NT", "MIS", "OMIS") else denom)
    used = {c for h in hands for c in h}
    kitty = [c for c in PACK if c not in used]
    s = deal(hands, (leader - 1) % 4, kitty, **options)
    act(s, contract, "pass", "pass", "pass")
    for c in kitty:
        act(s, f"discard {c}")
    assert s.phase.name == "play" and s.current_seat == leader
    return s


def trick_winner(contract: str, trick: str, leader: int = NORTH) -> int:
    """The seat that wins ``trick`` (cards in play order from ``leader``, the contractor) as
    the first trick of ``contract``; a follower whose card is not of the led effective suit
    is void in it."""
    trump = contract.lstrip("0123456789")
    trump_suit = None if trump == "NT" else trump
    plays = trick.split()
    led = plays[0]
    led_suit = led.split(":")[1] if ":" in led else effective_suit(led, trump_suit)
    required = {(leader + k) % 4: p.split(":")[0] for k, p in enumerate(plays)}
    void = {
        (leader + k) % 4: led_suit
        for k, p in enumerate(plays[1:], start=1)
        if effective_suit(p, trump_suit) != led_suit
    }
    s = first_trick(contract, leader, required, void)
    play(s, trick)
    last = s.state.last_trick
    assert last is not None
    return int(last[2])


def win_auction(s: Session, declarer: int, contract: str) -> None:
    """The calls that make ``declarer`` the contractor at ``contract``: the seats before it
    pass (for MIS the first speaker bids 7♠ instead, F-6), it bids, the others pass."""
    first = (s.state.dealer + 1) % 4
    if contract == "MIS":
        assert declarer != first, "MIS cannot be the first call (F-6)"
        act(s, "7S")
    while s.current_seat != declarer:
        act(s, "pass")
    act(s, contract)
    while s.state.contract is None:
        act(s, "pass")
    assert s.state.contract.declarer == declarer


def scripted_hands(
    hands: Sequence[tuple[str, int, int]], first_dealer: int = NORTH
) -> tuple[list[DealGiven], list[dict[str, Any]]]:
    """The deals of several scripted hands ``(contract, tricks, declarer)``, the deal passing
    to the left from ``first_dealer``; and their plans."""
    deals, plans = [], []
    for k, (contract, t, declarer) in enumerate(hands):
        if contract in ("MIS", "OMIS"):
            plan = misere_plan(contract, t > 0, declarer)
        else:
            plan = scripted(contract, t, declarer)
        plan.update(contract=contract, tricks=t, declarer=declarer)
        deals.append(given(plan["hands"], (first_dealer + k) % 4, plan["kitty"]))
        plans.append(plan)
    return deals, plans


def play_planned(s: Session, plan: dict[str, Any]) -> None:
    """Bid, discard and play one scripted hand of :func:`scripted_hands`."""
    win_auction(s, plan["declarer"], plan["contract"])
    for c in plan["discards"]:
        act(s, f"discard {c}")
    if plan["contract"] in ("MIS", "OMIS"):
        play_misere(s, plan)
    else:
        play_scripted(s, plan)


def scored(
    contract: str, t: int, declarer: int = WEST, dealer: int | None = None, **options: Any
) -> Session:
    """A session after one hand of ``contract`` in which the declaring side took ``t``
    tricks (in misère: the contractor, 0 or 1)."""
    first = (declarer - 1) % 4 if dealer is None else dealer
    if contract == "MIS" and dealer is None:
        first = (declarer - 2) % 4
    return scored_hands([(contract, t, declarer)], first, **options)


def scored_hands(
    hands: Sequence[tuple[str, int, int]], first_dealer: int = NORTH, **options: Any
) -> Session:
    """A session after the scripted ``hands`` (each ``(contract, tricks, declarer)``)."""
    deals, plans = scripted_hands(hands, first_dealer)
    s = new(deals, **options)
    for plan in plans:
        if s.is_over:
            break
        play_planned(s, plan)
        tricks = s.state.hand_results[-1]["tricks"]
        if plan["contract"] in ("MIS", "OMIS"):
            assert (tricks[plan["declarer"]] > 0) == (plan["tricks"] > 0), tricks
        else:
            side = [plan["declarer"] % 2, plan["declarer"] % 2 + 2]
            assert sum(tricks[k] for k in side) == plan["tricks"], tricks
    return s


def misere_plan(contract: str, takes_one: bool, declarer: int) -> dict[str, Any]:
    """Hands in which the misère ``declarer`` takes no trick (its low hearts and diamonds
    under its left-hand opponent's high ones), or leads the Joker and takes trick 1."""
    left, partner, right = ((declarer + k) % 4 for k in (1, 2, 3))
    required = {
        declarer: "4H 5H 6H 7H 8H 4D 5D 6D 7D 8D",
        left: "AH KH QH JH 10H AD KD QD JD 10D",
        right: "9H 9D AS KS QS JS 10S 9S 8S 7S",
    }
    hands = build(required, {partner: "H D"})
    kitty = [c for c in PACK if all(c not in h for h in hands)]
    assert "JK" in kitty
    discards = [c for c in kitty if c != "JK"] + ["8H"] if takes_one else kitty
    return {"hands": hands, "kitty": kitty, "discards": discards, "takes_one": takes_one}


def play_misere(s: Session, plan: dict[str, Any]) -> None:
    """The misère contractor leads a low card (or the Joker naming spades, taking trick 1);
    everybody then plays the first legal card."""
    start = len(s.state.hand_results)
    if plan["takes_one"]:
        act(s, "JK:S")
    while len(s.state.hand_results) == start:
        options = legal_texts(s)
        act(
            s,
            options[-1] if s.current_seat == plan["declarer"] and not s.state.trick else options[0],
        )


Helpers = helper_set(
    globals(),
    (
        "GAME DECK NORTH EAST SOUTH WEST PACK POSITIONS KITTY LEVEL_BIDS VALUES ladder card "
        "cards names words pack given new deal deal_pack play phase side_totals side_scores "
        "hand_record legal finish_hand scripted play_scripted win_auction "
        "scored scored_hands scripted_hands play_planned misere_plan play_misere trump_order "
        "plain_order effective_suit build first_trick trick_winner"
    ),
    act=act,
    legal_texts=legal_texts,
    hand_of=hand_texts,
)


@pytest.fixture
def fh() -> type:
    return Helpers
