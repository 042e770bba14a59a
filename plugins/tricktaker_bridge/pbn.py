"""Portable Bridge Notation (PBN 2.1, the subset a deal needs): ``tricktaker play bridge --deal
FILE.pbn`` plays the file's boards; ``tricktaker replay RECORD --deals-out FILE.pbn`` writes a
played game's boards.

Read: the tags ``[Deal "N:<hands>"]`` (required: the first hand's direction, then the four
hands clockwise, each ``spades.hearts.diamonds.clubs``, ``T`` or ``10`` for the ten, ``-`` for
a void), ``[Dealer]`` (N E S W), ``[Vulnerable]`` (None / Love / -, NS, EW, All / Both) and
``[Board]``; other tags, sections and ``{...}`` / ``%`` comments are skipped. A game ends at
a blank line. One board with a number whose dealer and vulnerability agree with the 16-board
cycle is played as that board (``board_number``); otherwise its dealer and vulnerability are
given directly. Several boards must be consecutive numbers of the cycle (a match). A
malformed file is a :class:`~tricktaker.errors.TrickTakerError` naming the line and what is
wrong.

Written: per board, ``Event``, ``Board``, ``Dealer``, ``Vulnerable``, ``Deal`` (the hands as
dealt, from North), ``Declarer``, ``Contract`` (``Pass`` when passed out), ``Result`` (the
declaring side's tricks) and ``Score`` (``NS 420``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from tricktaker import DealGiven, hookimpl
from tricktaker.engine.dealfiles import DealFile
from tricktaker.engine.game import CompiledGame
from tricktaker.errors import TrickTakerError
from tricktaker_bridge.board import cycle_row

SEATS = "NESW"
SUITS = "SHDC"  # PBN's order inside a hand
RANKS = "AKQJT98765432"
TAG = re.compile(r'^\[(\w+)\s+"([^"]*)"\]\s*$')
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
    """The games of a PBN file with their tags, each tag with its line number."""
    games: list[Game] = []
    current = Game()
    in_comment = False
    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if in_comment:
            in_comment = "}" not in line
            continue
        if line.startswith("{"):
            in_comment = "}" not in line
            continue
        if line.startswith(("%", ";")):
            continue
        if not line:
            if current.tags:
                games.append(current)
                current = Game()
            continue
        if line.startswith("["):
            match = TAG.match(line)
            if match is None:
                shown = line[:60]
                raise PBNError(
                    f'{source}, line {number}: not a PBN tag: {shown!r} (a tag is [Name "value"])'
                )
            name, value = match.groups()
            if name in current.tags:
                raise PBNError(f"{source}, line {number}: the tag {name} is given twice")
            current.tags[name] = (number, value)
        # other lines belong to a section (auction, play): not needed to deal
    if current.tags:
        games.append(current)
    games = [g for g in games if g.tags]
    if not any("Deal" in g.tags for g in games):
        raise PBNError(f'{source}: no [Deal "..."] tag: not a PBN deal file')
    return games


def hands_of(value: str, where: str) -> list[list[str]]:
    """The four hands (N, E, S, W) of a Deal tag's value, as card texts."""
    first, colon, rest = value.partition(":")
    if not colon or first.upper() not in SEATS:
        raise PBNError(f'{where}: Deal must start with the first hand\'s direction, e.g. "N:"')
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
            ranks = ranks.upper().replace("10", "T")
            if ranks == "-":
                continue
            for rank in ranks:
                if rank not in RANKS:
                    raise PBNError(f"{where}: {rank!r} is not a rank (in {SEATS[seat]}'s hand)")
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
    if "Deal" not in tags:
        line = min(n for n, _ in tags.values())
        raise PBNError(f'{source}, line {line}: this game has no [Deal "..."] tag')
    line, value = tags["Deal"]
    hands = hands_of(value, f"{source}, line {line}")
    board: int | None = None
    if "Board" in tags:
        line, text = tags["Board"]
        if not text.strip().isdigit() or int(text) < 1 or len(text.strip()) > 6:
            raise PBNError(f"{source}, line {line}: Board must be a number 1 or more, not {text!r}")
        board = int(text)
    if "Dealer" in tags:
        line, text = tags["Dealer"]
        if text.strip().upper() not in list(SEATS):
            raise PBNError(f"{source}, line {line}: Dealer must be N, E, S or W, not {text!r}")
        dealer = SEATS.index(text.strip().upper())
    elif board is not None:
        dealer = cycle_row(board)[0]
    else:
        dealer = SEATS.index(value[0].upper())  # the Deal's first direction (PBN's habit)
    vul: tuple[bool, bool] | None = None
    if "Vulnerable" in tags:
        line, text = tags["Vulnerable"]
        if text.strip().lower() not in VULNERABLE:
            raise PBNError(
                f"{source}, line {line}: Vulnerable must be None, NS, EW or All, not {text!r}"
            )
        vul = VULNERABLE[text.strip().lower()]
    return DealGiven(dealer=dealer, hands=hands), dealer, board, vul


def read(text: str, source: str) -> DealFile:
    """The boards of a PBN file and the options they imply (see the module docstring)."""
    boards = [board_of(g, source) for g in games_of(text, source) if "Deal" in g.tags]
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
    numbers = [b[2] for b in boards]
    first = numbers[0]
    if first is None or any(n != first + k for k, n in enumerate(numbers)):
        raise PBNError(
            f"{source}: {len(boards)} boards: a match needs consecutive board numbers "
            f"(the file has {', '.join(str(n) for n in numbers)})"
        )
    for (_, dealer, number, vul), game in zip(boards, games_of(text, source), strict=False):
        assert number is not None
        cycle_dealer, cycle_vul = cycle_row(number)
        if dealer != cycle_dealer or (vul is not None and vul != cycle_vul):
            line = game.tags.get("Board", (0, ""))[0]
            raise PBNError(
                f"{source}, line {line}: board {number}'s dealer or vulnerability is not the "
                "16-board cycle's, which a match of boards follows"
            )
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


@hookimpl
def read_deals(game: CompiledGame, text: str, source: str) -> DealFile:
    return read(text, source)


@hookimpl
def write_deals(game: CompiledGame, hands: list[dict[str, Any]]) -> str:
    return write(hands)
