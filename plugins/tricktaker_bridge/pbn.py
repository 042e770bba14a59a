"""Portable Bridge Notation (PBN 2.1, the subset a deal needs): ``tricktaker play bridge --deal
FILE.pbn`` plays the file's boards; ``tricktaker replay RECORD --deals-out FILE.pbn`` writes a
played game's boards.

Read: the tags ``[Deal "N:<hands>"]`` (required: the first hand's direction, then the four
hands clockwise, each ``spades.hearts.diamonds.clubs``, ``T`` or ``10`` for the ten, ``-`` for
a void), ``[Dealer]`` (N E S W), ``[Vulnerable]`` (None / Love / -, NS, EW, All / Both) and
``[Board]`` (1 .. 999999, ASCII digits); other tags, sections and ``{...}`` / ``%`` / ``;``
comments are skipped. A game ends at a blank line; games without a Deal tag are skipped. One
board with a number whose dealer and vulnerability agree with the 16-board cycle is played as
that board (``board_number``); otherwise its dealer and vulnerability are given directly.
Several boards (at most :data:`MAX_BOARDS`) must be consecutive numbers of the cycle (a match).
A malformed file is a :class:`PBNError` (a :class:`~tricktaker.errors.TrickTakerError`) naming
the file, the line and what is wrong, never another exception.

Written: per board, ``Event``, ``Board``, ``Dealer``, ``Vulnerable``, ``Deal`` (the hands as
dealt, from North), ``Declarer``, ``Contract`` (``Pass`` when passed out), ``Result`` (the
declaring side's tricks) and ``Score`` (``NS 420``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from tricktaker import CompiledGame, DealFile, DealGiven, TrickTakerError, hookimpl, shown
from tricktaker_bridge.board import cycle_row

SEATS = "NESW"
SUITS = "SHDC"  # PBN's order inside a hand
RANKS = "AKQJT98765432"
TAG = re.compile(r'^\[(\w+)\s+"([^"]*)"\]\s*(?:;.*)?$')
BOARD = re.compile(r"[0-9]{1,6}")
"""A board number: ASCII digits only (``str.isdigit`` takes ``²`` and ``٣`` for digits)."""
MAX_BOARDS = 1_000
"""The most boards (games with a Deal tag) a file may hold: a match of that many boards (a
bound of the reader, so that a huge file is refused at its first board too many)."""
VULNERABLE = {
    "none": (False, False),
    "love": (False, False),
    "-": (False, False),
    "ns": (True, False),
    "ew": (False, True),
    "all": (True, True),
    "both": (True, True),
}
WRITTEN = {(False, False): "None", (True, False): "NS", (False, True): "EW", (True, True): "All"}
VULNERABILITY_OPTION = {(False, False): "none", (True, False): "ns", (False, True): "ew"}


class PBNError(TrickTakerError):
    """A malformed PBN file: the message names the file, the line and what is wrong."""


@dataclass
class Game:
    """One game of the file: its tags (name → (line, value))."""

    tags: dict[str, tuple[int, str]] = field(default_factory=dict)


def games_of(text: str, source: str) -> list[Game]:
    """The games of a PBN file that have a Deal tag, with their tags, each tag with its line
    number; at most :data:`MAX_BOARDS` (the reading stops at the next one)."""
    games: list[Game] = []
    current = Game()
    comment = 0  # the line a { comment } still open began on
    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if comment:
            comment = 0 if "}" in line else comment
            continue
        if line.startswith("{"):
            comment = 0 if "}" in line else number
            continue
        if line.startswith(("%", ";")):
            continue
        if not line:
            _close(games, current, source, number)
            current = Game()
            continue
        if line.startswith("["):
            name, value = _tag(line, source, number)
            if name in current.tags:
                raise PBNError(f"{source}, line {number}: the tag {name} is given twice")
            current.tags[name] = (number, value)
        # other lines belong to a section (auction, play): not needed to deal
    if comment:
        raise PBNError(f"{source}, line {comment}: a {{ comment is never closed with }}")
    _close(games, current, source, None)
    if not games:
        raise PBNError(f'{source}: no [Deal "..."] tag: not a PBN deal file')
    return games


def _tag(line: str, source: str, number: int) -> tuple[str, str]:
    """The name and value of the tag on ``line``."""
    match = TAG.match(line)
    if match is None:
        raise PBNError(
            f"{source}, line {number}: not a PBN tag: {shown(line)} "
            '(a tag is [Name "value"], one a line)'
        )
    name, value = match.groups()
    return name, value


def _close(games: list[Game], game: Game, source: str, number: int | None) -> None:
    """Add ``game`` to ``games`` if it has a Deal tag, within :data:`MAX_BOARDS`."""
    if "Deal" not in game.tags:
        return
    if len(games) == MAX_BOARDS:
        line = min(number for number, _ in game.tags.values())  # where the game starts
        raise PBNError(
            f"{source}, line {line}: more than {MAX_BOARDS:,} boards (a file is played as one "
            f"match of at most {MAX_BOARDS:,} boards)"
        )
    games.append(game)


def hands_of(value: str, where: str) -> list[list[str]]:
    """The four hands (N, E, S, W) of a Deal tag's value, as card texts."""
    first, colon, rest = value.partition(":")
    first = first.strip().upper()
    if not colon or len(first) != 1 or first not in SEATS:
        raise PBNError(
            f"{where}: Deal must start with the first hand's direction, N, E, S or W, and a "
            f'colon, e.g. "N:"; not {shown(value[:12])}'
        )
    parts = rest.split()
    if len(parts) != 4:
        raise PBNError(f"{where}: Deal must give 4 hands, not {len(parts)}")
    start = SEATS.index(first.upper())
    hands: list[list[str]] = [[] for _ in range(4)]
    seen: set[str] = set()
    for k, part in enumerate(parts):
        seat = (start + k) % 4
        suits = part.split(".")
        if len(suits) != 4:
            raise PBNError(
                f"{where}: the hand of {SEATS[seat]} ({part!r}) must have 4 suits "
                "(spades.hearts.diamonds.clubs)"
            )
        for suit, ranks in zip(SUITS, suits, strict=True):
            ranks = ranks.replace("10", "T")
            if ranks == "-":
                continue
            for char in ranks:
                rank = char.upper()
                if rank not in RANKS or len(rank) != 1:
                    raise PBNError(
                        f"{where}: {char!r} is not a rank (in {SEATS[seat]}'s hand; the ranks "
                        "are A K Q J T 9 8 7 6 5 4 3 2, 10 for T, - for a void)"
                    )
                card = ("10" if rank == "T" else rank) + suit
                if card in seen:
                    raise PBNError(f"{where}: {card} is dealt twice")
                seen.add(card)
                hands[seat].append(card)
        if len(hands[seat]) != 13:
            raise PBNError(f"{where}: {SEATS[seat]} holds {len(hands[seat])} cards, not 13")
    return hands


def board_of(
    game: Game, source: str
) -> tuple[DealGiven, int, int | None, tuple[bool, bool] | None]:
    """One game's deal, its dealer, its board number and its vulnerability (None: not said)."""
    tags = game.tags
    line, value = tags["Deal"]
    hands = hands_of(value, f"{source}, line {line}")
    first = SEATS.index(value.partition(":")[0].strip().upper())  # checked by hands_of
    board: int | None = None
    if "Board" in tags:
        line, text = tags["Board"]
        if BOARD.fullmatch(text.strip()) is None or int(text) < 1:
            raise PBNError(
                f"{source}, line {line}: Board must be a number 1..999999, not {shown(text)}"
            )
        board = int(text)
    if "Dealer" in tags:
        line, text = tags["Dealer"]
        if text.strip().upper() not in list(SEATS):
            raise PBNError(f"{source}, line {line}: Dealer must be N, E, S or W, not {shown(text)}")
        dealer = SEATS.index(text.strip().upper())
    elif board is not None:
        dealer = cycle_row(board)[0]
    else:
        dealer = first  # the Deal's first direction (PBN's habit)
    vul: tuple[bool, bool] | None = None
    if "Vulnerable" in tags:
        line, text = tags["Vulnerable"]
        if text.strip().lower() not in VULNERABLE:
            raise PBNError(
                f"{source}, line {line}: Vulnerable must be None, NS, EW or All, not {shown(text)}"
            )
        vul = VULNERABLE[text.strip().lower()]
    return DealGiven(dealer=dealer, hands=hands), dealer, board, vul


def read(text: str, source: str) -> DealFile:
    """The boards of a PBN file and the options they imply (see the module docstring)."""
    games = games_of(text, source)
    boards = [board_of(g, source) for g in games]
    deals = tuple(b[0] for b in boards)
    if len(boards) == 1:
        _, dealer, number, vul = boards[0]
        if (
            number is not None
            and cycle_row(number)[0] == dealer
            and (vul is None or vul == cycle_row(number)[1])
        ):
            return DealFile(deals, {"board_number": number})
        options: dict[str, Any] = {"dealer": dealer}
        if vul is not None:
            options["vulnerability"] = VULNERABILITY_OPTION.get(vul, "both")
        return DealFile(deals, options)
    first = boards[0][2]
    for k, ((_, dealer, number, vul), game) in enumerate(zip(boards, games, strict=True)):
        line = game.tags.get("Board", game.tags["Deal"])[0]
        if number is None:
            raise PBNError(
                f"{source}, line {line}: {len(boards)} boards are a match: each needs a "
                '[Board "n"] tag, and this one has none'
            )
        if first is not None and number != first + k:
            raise PBNError(
                f"{source}, line {line}: board {number} where board {first + k} is due: the "
                f"{len(boards)} boards of a match are consecutive numbers of the cycle"
            )
        cycle_dealer, cycle_vul = cycle_row(number)
        if dealer != cycle_dealer or (vul is not None and vul != cycle_vul):
            raise PBNError(
                f"{source}, line {line}: board {number}'s dealer or vulnerability is not the "
                "16-board cycle's, which a match of boards follows"
            )
    assert first is not None  # every board has a number (checked above)
    return DealFile(deals, {"board_number": first, "num_boards": len(boards)})


def holding(held: list[str]) -> str:
    """A hand in PBN: ``AKQ.JT9.-.8765432`` (spades first, T for the ten, - for a void)."""
    return ".".join(
        "".join(r for r in RANKS if ("10" if r == "T" else r) + s in held) or "-" for s in SUITS
    )


def write(hands: list[dict[str, Any]]) -> str:
    """The boards of a played game as PBN (see the module docstring)."""
    out: list[str] = ["% PBN 2.1", "% written by tricktaker", ""]
    for k, hand in enumerate(hands, start=1):
        cards = hand["deal"]["hands"]

        result = hand.get("result", {})
        vul = tuple(hand.get("vulnerable", (False, False)))
        out.append('[Event "tricktaker"]')
        out.append(f'[Board "{hand.get("board", k)}"]')
        out.append(f'[Dealer "{SEATS[hand["dealer"]]}"]')
        out.append(f'[Vulnerable "{WRITTEN[(bool(vul[0]), bool(vul[1]))]}"]')
        out.append(f'[Deal "N:{" ".join(holding(cards[seat]) for seat in range(4))}"]')
        if result.get("contract", "passed out") == "passed out":
            out += ['[Declarer ""]', '[Contract "Pass"]', '[Result ""]', '[Score "NS 0"]']
        else:
            out.append(f'[Declarer "{SEATS[result["declarer"]]}"]')
            out.append(f'[Contract "{result["contract"]}"]')
            out.append(f'[Result "{result["tricks"]}"]')
            if "ns" in result:
                out.append(f'[Score "NS {result["ns"]}"]')
        out.append("")
    return "\n".join(out)


def check_pack(game: CompiledGame, source: str) -> None:
    """PBN holds four hands of 13 from the 52-card pack (suits S H D C, ranks A to 2): a
    variant of another pack or deal reads and writes no PBN (its cards would be refused as
    unknown, or lost), a :class:`PBNError` naming ``source`` and the game's pack."""
    suits = "".join(suit.letter.upper() for suit in game.deck.suits)
    ranks = ["10" if rank == "T" else rank for rank in RANKS]
    hand_size = game.rules.deal.hand_size
    if (
        sorted(suits) != sorted(SUITS)
        or list(game.deck.ranks) != ranks
        or game.deck.extras
        or game.players != 4
        or hand_size != 13
        or any(size != 13 for size in game.schedule)
    ):
        raise PBNError(
            f"{source}: PBN holds 4 hands of 13 cards from the 52-card pack (suits S H D C, "
            f"ranks A to 2); {game.id} deals {game.players} hands of {hand_size} from a pack "
            f"of suits {' '.join(suits)}, ranks {' '.join(game.deck.ranks)}, so it reads and "
            "writes no PBN"
        )


@hookimpl
def read_deals(game: CompiledGame, text: str, source: str) -> DealFile:
    check_pack(game, source)
    return read(text, source)


@hookimpl
def write_deals(game: CompiledGame, hands: list[dict[str, Any]]) -> str:
    check_pack(game, "--deals-out")
    return write(hands)
