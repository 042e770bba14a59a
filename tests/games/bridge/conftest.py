"""Helpers for the Bridge scenario tests (shared/rules/bridge.md).

Tests get the helpers through the ``br`` fixture (the suite runs with
``--import-mode=importlib``, so test modules cannot import this file). A test reads like the
table talk::

    s = br.deal(HANDS, dealer=br.NORTH)      # hands listed N, E, S, W (§13.1)
    br.call(s, "1NT Pass 3NT Pass Pass Pass") # calls in turn, from the dealer
    br.play(s, "QC 2C 3C 8C")                 # each card by the hand to play

Seats 0-3 are North, East, South, West (C-1); N-S (0, 2) play E-W (1, 3). Cards are written
rank then suit (``10H``). :func:`scripted` makes hands in which each seat wins a chosen number
of tricks under any contract, for the scoring tests; :func:`board` bids, plays and scores such
a deal.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, NamedTuple

import pytest

from tricktaker import DealGiven, Play, Session, load_game
from tricktaker.testing import (
    act,
    card_helpers,
    hand_texts,
    helper_set,
    legal_cards,
    stacked_pack,
)

GAME = load_game("bridge")
DECK = GAME.new_session(seed=0).deck
NORTH, EAST, SOUTH, WEST = 0, 1, 2, 3
RANKS = ("A", "K", "Q", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2")

card, cards, names, words = card_helpers(DECK)  # card texts in and out

CALL_TEXT = {"pass": "Pass", "double": "X", "redouble": "XX"}


def given(hands: Sequence[str | Sequence[str]], dealer: int = NORTH) -> DealGiven:
    """An explicit deal: ``hands`` listed N, E, S, W."""
    return DealGiven(dealer=dealer, hands=[words(h) for h in hands])


def pack(hands: Sequence[str | Sequence[str]], dealer: int = NORTH) -> list[str]:
    """The pack (top card first) that deals ``hands`` by §13.1: ``pack[i]`` to seat
    ``(dealer + 1 + i) % 4``."""
    held = [words(h) for h in hands]
    top = [held[(dealer + 1 + i) % 4][i // 4] for i in range(52)]
    return stacked_pack(DECK, top)


def new(deals: Sequence[DealGiven] = (), seed: int = 1, **options: Any) -> Session:
    return GAME.new_session(options=options, seed=seed, deals=deals)


def deal(
    hands: Sequence[str | Sequence[str]],
    dealer: int = NORTH,
    more: Sequence[DealGiven] = (),
    seed: int = 1,
    **options: Any,
) -> Session:
    """A session whose first board is dealt ``hands`` (N, E, S, W) by ``dealer``."""
    return new([given(hands, dealer), *more], seed, **options)


def call(s: Session, text: str) -> None:
    """Calls in turn (``1NT Pass X XX 7NT``)."""
    act(s, *text.split())


def call_texts(s: Session) -> set[str]:
    """The legal calls as the spec writes them (C-23): ``Pass``, ``X``, ``XX``, ``1C`` …"""
    return {call_text(s, a) for a in s.legal_actions()}


def call_text(s: Session, action: Any) -> str:
    text = s.format_action(action, s.phase_names.index("auction"))
    return CALL_TEXT.get(text, text)


def play(s: Session, *texts: str) -> None:
    """Each card by the hand to play (several in one text)."""
    for text in texts:
        for word in text.split():
            s.apply(Play(card(word)))


def auction(s: Session) -> list[tuple[int, str]]:
    return [(seat, call_text(s, c)) for seat, c in s.state.parts["auction"].calls]


# -- scripted deals: each seat wins a chosen number of tricks -----------------------------------


def scripted(
    counts: Sequence[int], leader: int, trump: str = "NT"
) -> tuple[list[list[str]], list[list[str]]]:
    """Hands (N, E, S, W) in which seat ``s`` wins ``counts[s]`` tricks when ``leader`` leads
    first, under any contract; and each trick's cards in play order.

    Tricks 1-12 are one suit each (♠ ♥ ♦ ♣ in turn, three groups of four consecutive ranks
    A-J, 10-7, 6-3): everybody follows and the winner holds the group's highest card. Trick 13
    is the four 2s: the winner of trick 12 leads (its 2 of the trump suit, or ♠ at no trump),
    the others hold the other 2s and cannot follow, so the leader wins it too."""
    assert len(counts) == 4 and sum(counts) == 13
    last = max(range(4), key=lambda seat: counts[seat])
    assert counts[last] >= 2
    winners = [seat for seat in range(4) for _ in range(counts[seat] - (2 if seat == last else 0))]
    winners += [last, last]
    hands: list[list[str]] = [[] for _ in range(4)]
    tricks: list[list[str]] = []
    lead = leader
    for k, winner in enumerate(winners):
        if k < 12:
            suit = "SHDC"[k // 3]
            group = [RANKS[4 * (k % 3) + j] + suit for j in range(4)]
            lows = iter(group[1:])
            order = [(lead + j) % 4 for j in range(4)]
            trick = [group[0] if seat == winner else next(lows) for seat in order]
        else:
            first = "S" if trump == "NT" else trump
            others = iter(s for s in "SHDC" if s != first)
            trick = [f"2{first}"] + [f"2{next(others)}" for _ in range(3)]
        for j, c in enumerate(trick):
            hands[(lead + j) % 4].append(c)
        tricks.append(trick)
        lead = winner
    return hands, tricks


def contract_calls(contract: str) -> list[str]:
    """The auction of ``contract`` (``4S``, ``3NTX``, ``1NTXX``) bid by the dealer."""
    level_denomination = contract.rstrip("X")
    doubled = len(contract) - len(level_denomination)
    return [level_denomination, *["X", "XX"][:doubled], "Pass", "Pass", "Pass"]


class Plan(NamedTuple):
    """A scripted board: its deal, its calls, each trick's cards in play order."""

    deal: DealGiven
    calls: list[str]
    tricks: list[list[str]]


def plan(contract: str, tricks: int, declarer: int = NORTH, dealer: int | None = None) -> Plan:
    """The board ``contract`` (``4HX``) bid by ``declarer`` (after passes from the dealer, by
    default the declarer; doubled by its left, redoubled by its partner), the declaring side
    winning ``tricks`` tricks (declarer ``tricks``, its left the others; a single trick goes
    to the partner or the other defender)."""
    dealer = declarer if dealer is None else dealer
    denomination = contract.rstrip("X")[1:]
    leader = (declarer + 1) % 4
    counts = [0, 0, 0, 0]
    counts[declarer], counts[leader] = tricks, 13 - tricks
    if min(tricks, 13 - tricks) == 1:
        counts[(declarer + 2) % 4 if tricks == 1 else (declarer + 3) % 4] = 1
        counts[declarer if tricks == 1 else leader] = 0
    hands, played = scripted(counts, leader, denomination)
    passes = ["Pass"] * ((declarer - dealer) % 4)
    return Plan(given(hands, dealer), passes + contract_calls(contract), played)


def play_to(s: Session, tricks: int | None, seed: int = 0) -> None:
    """Play the board out so that the declaring side wins exactly ``tricks`` tricks (None:
    any number): random legal cards (seeded) tried on a copy until some play gives that,
    then played."""
    import random

    rnd = random.Random(seed)
    board_no = len(s.state.hand_results)
    for _ in range(5000):
        trial = s.clone()
        moves = []
        while len(trial.state.hand_results) == board_no:
            legal = trial.legal_actions()
            move = legal[rnd.randrange(len(legal))]
            moves.append(move)
            trial.apply(move)
        if tricks is None or trial.state.hand_results[-1]["result"].get("tricks") == tricks:
            for move in moves:
                s.apply(move)
            return
    raise AssertionError(f"no play found giving the declaring side {tricks} tricks")


def run(s: Session, board_plan: Plan) -> None:
    """Bid and play the planned board (its deal given to the session)."""
    call(s, " ".join(board_plan.calls))
    for trick in board_plan.tricks:
        play(s, *trick)


def board(
    contract: str,
    tricks: int,
    declarer: int = NORTH,
    seed: int = 1,
    **options: Any,
) -> Session:
    """A whole board (see :func:`plan`), played out."""
    board_plan = plan(contract, tricks, declarer)
    s = new([board_plan.deal], seed=seed, **options)
    run(s, board_plan)
    return s


def record(s: Session, hand: int = -1) -> dict[str, Any]:
    return s.result()["hands"][hand]


def breakdown(s: Session, hand: int = -1) -> list[tuple[str, list[int]]]:
    """The score items of a board (those giving somebody something), checked to add up."""
    rec = record(s, hand)
    rows = [(row["item"], list(row["points"])) for row in rec["breakdown"]]
    sums = [sum(points[seat] for _, points in rows) for seat in range(4)]
    assert sums == rec["scores"], f"the items {rows} do not add up to {rec['scores']}"
    return [(item, points) for item, points in rows if any(points)]


def ns(s: Session, hand: int = -1) -> int:
    """The N-S board score, checked against the E-W score and every seat (§7.8)."""
    rec = record(s, hand)
    scores = rec["scores"]
    assert scores == [scores[0], -scores[0], scores[0], -scores[0]]
    assert rec["result"]["ns"] == scores[0] and rec["result"]["ew"] == -scores[0]
    return int(scores[0])


Helpers = helper_set(
    globals(),
    (
        "GAME DECK NORTH EAST SOUTH WEST card cards names words given pack new deal "
        "call call_texts call_text play auction scripted contract_calls board plan run "
        "play_to record breakdown ns"
    ),
    DealGiven=DealGiven,
    act=act,
    legal_cards=legal_cards,
    hand_of=hand_texts,
)


@pytest.fixture
def br() -> type:
    return Helpers
