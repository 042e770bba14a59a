"""Skat's numbers (skat.md §4.1, §8, §9, §10): the bid values, the declarations, matadors, the
game value with its levels, won or lost, overbidding and the score of a deal.

Pure functions over card ints of the game's deck (suits C S H D, ranks A 10 K Q J 9 8 7, as
``rules.toml`` orders them): the phases and the scoring call them, and so do the tests.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

SUITS = ("clubs", "spades", "hearts", "diamonds")
"""The suit games in deck order (suit index 0 … 3: C S H D)."""
GRAND_TRUMP = len(SUITS)
"""``state.trump`` of a grand: a trump set that is not a suit (the four jacks)."""
BASE = {"diamonds": 9, "hearts": 10, "spades": 11, "clubs": 12, "grand": 24}
NULL_VALUES = {(False, False): 23, (True, False): 35, (False, True): 46, (True, True): 59}
"""Null values by (hand, ouvert) (§8.4)."""
JACK = 4  # rank index of the jack in A 10 K Q J 9 8 7
RANKS = 8
SUIT_TRUMP_ORDER = (0, 1, 2, 3, 5, 6, 7)  # A 10 K Q 9 8 7 (the jack is above)
POINTS = (11, 10, 4, 3, 2, 0, 0, 0)  # §2.2 by rank index


def _values() -> tuple[int, ...]:
    found = {b * m for b in (9, 10, 11, 12) for m in range(2, 19)}
    found |= {24 * m for m in range(2, 12)}
    found |= set(NULL_VALUES.values())
    return tuple(sorted(found))


BID_VALUES = _values()
"""The 63 valid bids (§4.1): 18 … 264."""


def card(suit: int, rank: int) -> int:
    return suit * RANKS + rank


def points(cards: Iterable[int]) -> int:
    """Card points (§2.2)."""
    return sum(POINTS[c % RANKS] for c in cards)


@dataclass(frozen=True)
class Declaration:
    """A declared game (§5.2): ``kind`` a suit name, ``grand`` or ``null``; ``hand``; the
    announcements (``schneider``, ``schwarz``; both implied by ``ouvert`` in suit/grand)."""

    kind: str
    hand: bool = False
    schneider: bool = False
    schwarz: bool = False
    ouvert: bool = False

    @property
    def null(self) -> bool:
        return self.kind == "null"

    @property
    def base(self) -> int:
        return BASE[self.kind]

    @property
    def trump(self) -> int:
        """``state.trump``: the suit index, the grand's trump set, or -1 (null)."""
        if self.kind == "null":
            return -1
        return GRAND_TRUMP if self.kind == "grand" else SUITS.index(self.kind)

    @property
    def null_value(self) -> int:
        return NULL_VALUES[(self.hand, self.ouvert)]

    @property
    def text(self) -> str:
        """The canonical text (§15.4): ``clubs``, ``grand hand schwarz``, ``null ouvert hand``."""
        if self.null:
            return " ".join(
                ["null", *(["ouvert"] if self.ouvert else []), *(["hand"] if self.hand else [])]
            )
        words = [self.kind]
        if self.hand:
            words.append("hand")
        if self.ouvert:
            words.append("ouvert")
        elif self.schwarz:
            words.append("schwarz")
        elif self.schneider:
            words.append("schneider")
        return " ".join(words)


def _declarations() -> tuple[tuple[Declaration, ...], tuple[Declaration, ...]]:
    games = ("diamonds", "hearts", "spades", "clubs", "grand")
    nulls = (Declaration("null"), Declaration("null", ouvert=True))
    taken = (*(Declaration(g) for g in games), *nulls)
    hand: list[Declaration] = []
    for g in games:
        hand += [
            Declaration(g, hand=True),
            Declaration(g, hand=True, schneider=True),
            Declaration(g, hand=True, schneider=True, schwarz=True),
            Declaration(g, hand=True, schneider=True, schwarz=True, ouvert=True),
        ]
    hand += [Declaration("null", hand=True), Declaration("null", hand=True, ouvert=True)]
    return taken, tuple(hand)


AFTER_SKAT, FROM_HAND = _declarations()
"""The 7 declarations after taking the skat and the 22 of a hand game (§5.2)."""
BY_TEXT = {d.text: d for d in AFTER_SKAT + FROM_HAND}


def allowed(declaration: Declaration, bid: int) -> bool:
    """§5.2.2, SK-5: a null game only if its value reaches the bid; suit and grand always."""
    return not declaration.null or declaration.null_value >= bid


def trump_order(kind: str) -> tuple[int, ...]:
    """The trumps of a suit game or a grand, highest first (§2.3)."""
    jacks = tuple(card(s, JACK) for s in range(4))
    if kind == "grand":
        return jacks
    suit = SUITS.index(kind)
    return jacks + tuple(card(suit, r) for r in SUIT_TRUMP_ORDER)


def matadors(kind: str, cards: Iterable[int]) -> tuple[bool, int]:
    """(with, n) on the declarer's 12 cards (§8.2): the unbroken run of top trumps held
    ("with") or missing ("without")."""
    held = set(cards)
    order = trump_order(kind)
    with_ = order[0] in held
    n = 0
    for trump in order:
        if (trump in held) != with_:
            break
        n += 1
    return with_, n


@dataclass(frozen=True)
class Outcome:
    """A scored deal (§15.5): everything a record states."""

    declaration: Declaration
    bid: int
    declarer_points: int
    declarer_tricks: int
    defender_tricks: int
    with_matadors: bool = False
    matadors: int = 0
    levels: tuple[str, ...] = ()
    multiplier: int = 0
    value: int = 0
    won: bool = False
    overbid: bool = False
    loss_value: int = 0
    score: int = 0

    @property
    def reasons(self) -> str:
        """The value with its reasons: ``with 2, game 3, × clubs 12 = 36``."""
        d = self.declaration
        if d.null:
            word = "won" if self.won else "lost"
            return f"{d.text} {d.null_value}, {word}"
        parts = [f"{'with' if self.with_matadors else 'without'} {self.matadors}"]
        count = self.matadors
        for level in self.levels:
            count += 1
            parts.append(f"{level} {count}")
        text = ", ".join(parts) + f", × {d.kind} {d.base} = {self.value}"
        if self.overbid:
            text += f"; overbid (bid {self.bid}): lost at {self.loss_value}"
        elif not self.won:
            text += ", lost"
        return text


def outcome(
    declaration: Declaration,
    bid: int,
    twelve: Sequence[int],
    declarer_points: int,
    declarer_tricks: int,
    defender_tricks: int,
) -> Outcome:
    """Score one deal (§7, §8, §9, §10.1 standard): ``twelve`` the declarer's 10 dealt cards
    and the 2 dealt skat cards; ``declarer_points`` includes the skat."""
    d = declaration
    facts = {
        "declaration": d,
        "bid": bid,
        "declarer_points": declarer_points,
        "declarer_tricks": declarer_tricks,
        "defender_tricks": defender_tricks,
    }
    if d.null:
        won = declarer_tricks == 0
        value = d.null_value
        return Outcome(
            **facts,  # type: ignore[arg-type]
            value=value,
            won=won,
            loss_value=0 if won else value,
            score=value if won else -2 * value,
        )
    with_, n = matadors(d.kind, twelve)
    p = declarer_points
    announced_schneider = d.schneider or d.schwarz or d.ouvert
    announced_schwarz = d.schwarz or d.ouvert
    schneider = p >= 90 or p <= 30 or announced_schneider
    schwarz = declarer_tricks == 0 or defender_tricks == 0 or announced_schwarz
    levels = ["game"]
    for name, applies in (
        ("hand", d.hand),
        ("schneider", schneider),
        ("schneider announced", announced_schneider),
        ("schwarz", schwarz),
        ("schwarz announced", announced_schwarz),
        ("ouvert", d.ouvert),
    ):
        if applies:
            levels.append(name)
    multiplier = n + len(levels)
    value = d.base * multiplier
    overbid = value < bid
    won = (
        p >= 61
        and (not announced_schneider or p >= 90)
        and (not announced_schwarz or defender_tricks == 0)
        and not overbid
    )
    loss = value if value >= bid else d.base * math.ceil(bid / d.base)
    return Outcome(
        **facts,  # type: ignore[arg-type]
        with_matadors=with_,
        matadors=n,
        levels=tuple(levels),
        multiplier=multiplier,
        value=value,
        won=won,
        overbid=overbid,
        loss_value=0 if won else loss,
        score=value if won else -2 * loss,
    )


TOURNAMENT_WIN = 50
TOURNAMENT_DEFENDER = 40


def seat_scores(result: Outcome, declarer: int, tournament: bool) -> list[int]:
    """Each seat's score of a deal (§10.1, §10.2)."""
    scores = [0, 0, 0]
    scores[declarer] = result.score
    if tournament:
        if result.won:
            scores[declarer] += TOURNAMENT_WIN
        else:
            scores[declarer] -= TOURNAMENT_WIN
            for seat in range(3):
                if seat != declarer:
                    scores[seat] += TOURNAMENT_DEFENDER
    return scores
