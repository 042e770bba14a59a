"""The board (bridge.md §3, §8, §11): its number, dealer and vulnerability.

The dealer of the first board comes from the ``dealer`` option, or from the board number's
row of the standard 16-board cycle; later boards (and deals of rubber scoring) pass the deal
to the left, which is the cycle's order too. Vulnerability is decided when a board starts (the
``board`` phase, after the deal, so that an explicit deal's own dealer counts): by the cycle
when the match has board numbers, otherwise by the ``vulnerability`` option, or relative to
the dealer (OpenSpiel's ``dealer_vul`` / ``non_dealer_vul``). Rubber scoring keeps its own
vulnerability (a side that has won a game, :mod:`.rubber`).
"""

from __future__ import annotations

from typing import Any

from tricktaker import (
    PUBLIC,
    CompiledGame,
    Deck,
    Mechanic,
    Part,
    Phase,
    State,
    declare,
    hookimpl,
)

NS, EW = 0, 1

ABSOLUTE = {"none": (False, False), "ns": (True, False), "ew": (False, True), "both": (True, True)}
"""Who is vulnerable (N-S, E-W) by the ``vulnerability`` option's value."""

CYCLE_NAMES = "none ns ew both ns ew both none ew both none ns both none ns ew"
CYCLE: tuple[tuple[bool, bool], ...] = tuple(ABSOLUTE[v] for v in CYCLE_NAMES.split(" "))
"""§3.2: the vulnerability (N-S, E-W) of boards 1 .. 16."""


def cycle_row(board: int) -> tuple[int, tuple[bool, bool]]:
    """The dealer and vulnerability of board ``board`` (1 or more) by the 16-board cycle."""
    return (board - 1) % 4, CYCLE[(board - 1) % 16]


def numbered(options: dict[str, Any]) -> bool:
    """Whether the boards have numbers (a board number given, or a match of several)."""
    return bool(options["board_number"]) or options["num_boards"] > 1


def board_of(options: dict[str, Any], hand_no: int) -> int:
    """The number of the board played as the match's ``hand_no``-th (0 when unnumbered)."""
    if not numbered(options):
        return 0
    return (options["board_number"] or 1) + hand_no


def vulnerable(options: dict[str, Any], dealer: int, hand_no: int) -> tuple[bool, bool]:
    """(N-S, E-W) vulnerable on the ``hand_no``-th board, dealt by ``dealer`` (duplicate)."""
    board = board_of(options, hand_no)
    if board:
        return cycle_row(board)[1]
    if options["vulnerability"] != "relative":
        return ABSOLUTE[options["vulnerability"]]
    mine, theirs = bool(options["dealer_vul"]), bool(options["non_dealer_vul"])
    return (mine, theirs) if dealer % 2 == NS else (theirs, mine)


class Board(Part):
    """The board's number (0: none) and each side's vulnerability (N-S, E-W): public."""

    __slots__ = ("board", "vulnerable")
    key = "board"
    seen = declare(
        board=PUBLIC("the board's number; 0: none"),
        vulnerable=PUBLIC("each side's vulnerability: [N-S, E-W]"),
    )

    def __init__(self, players: int) -> None:
        self.board = 0
        self.vulnerable = [False, False]

    def summary(self, deck: Deck) -> dict[str, Any]:
        facts: dict[str, Any] = {"vulnerable": list(self.vulnerable)}
        if self.board:
            facts["board"] = self.board
        return facts


class BoardPhase(Phase):
    """Number the board and set the vulnerability, once the deal (and its dealer) is known."""

    name = "board"
    parts = (Board,)

    def start(self, game: CompiledGame, state: State) -> bool:
        board = Board.of(state)
        options = game.options
        if options["scoring"] == "rubber":
            from tricktaker_bridge.rubber import Rubber  # the rubber's own vulnerability

            board.vulnerable = Rubber.of(state).vulnerable_now()
            return True
        board.board = board_of(options, state.hand_no)
        board.vulnerable = list(vulnerable(options, state.dealer, state.hand_no))
        return True


@hookimpl
def first_dealer(game: CompiledGame, state: State) -> int:
    """The first dealer: the first board's by the cycle, or the ``dealer`` option (how the
    options combine, §11.2, is checked by their ``only_with`` in the rules file)."""
    options = game.options
    if options["scoring"] == "duplicate" and numbered(options):
        return cycle_row(board_of(options, 0))[0]
    return int(options["dealer"])


@hookimpl
def mechanics() -> list[Mechanic]:
    """This module's phase kinds, declared: checked against the rules when the game loads."""
    return [
        Mechanic(
            kind="bridge_board",
            build=lambda name, game: BoardPhase(),
            makes=("board",),
            words={"board": "the board's dealer and vulnerability"},
            count=lambda rules, name, table, setting: (table,),
            summary="The board: its dealer and vulnerability, by option or board number.",
        )
    ]
