"""Sequences (runs) as melds (klaberjass.md §7, K-6, K-15): found in the hands, compared between
the players, scored before the first lead.

A run is a maximal set of cards of one suit that are consecutive in the deck's sequence order
(``deck.sequence_rank_of``). Each player's best run takes part: longer beats shorter, then the
higher top card, then a run in trumps; equal best runs of different players cancel out, and
nobody scores. The holder of the best run scores it (``best_only``) or all their runs
(``all_of_best_holder``). With ``declare``, players choose whether to show their run.

The phase kind ``sequences`` lives here, not in the core, because only Klaberjass scores runs:
none of the other bundled games has melds, nor do Five Hundred, Doppelkopf or Tarok. Its
settings are ``[mechanics.sequences]`` in ``rules.toml``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Literal

from pydantic import Field, model_validator

from tricktaker import (
    PASS,
    PUBLIC,
    REVEALED,
    Action,
    CompiledGame,
    Deck,
    Declare,
    Mechanic,
    Model,
    NotationError,
    Part,
    Pass,
    Phase,
    Rule,
    Rules,
    State,
    declare,
    hookimpl,
    mechanic_settings,
)

DECLARE = Declare("sequence")
RunKey = tuple[int, int, bool]


class SequenceSettings(Model):
    """``[mechanics.sequences]``: runs of cards of one suit in the sequence order, compared
    between players (§7, K-6, K-15).

    The best run is the longest, then the one with the higher top card, then one in trumps;
    equal best runs of different players cancel out.
    """

    min_length: int = Field(3, ge=2, description="The fewest cards that make a run.")
    points: dict[int, int] = Field(
        description="Length -> points; longer runs score as the largest length listed."
    )
    scoring: Literal["best_only", "all_of_best_holder"] = Field(
        "best_only",
        description="What the holder of the best run scores: 'best_only' that run, "
        "'all_of_best_holder' all their runs. Nobody else scores runs.",
    )
    declare: bool = Field(
        False,
        description="Players holding a run choose whether to declare it (an undeclared run "
        "does not count); false: runs are compared without asking.",
    )

    @model_validator(mode="after")
    def _every_run_scores(self) -> SequenceSettings:
        """A run of ``min_length`` cards finds its points (else scoring it would fail)."""
        if not self.points or min(self.points) > self.min_length:
            raise ValueError(
                f"points: needs an entry for a run of {self.min_length} cards (min_length) or "
                f"fewer, so that every run scores; got lengths {sorted(self.points) or 'none'}"
            )
        return self


def find_runs(deck: Deck, hand: Sequence[int], min_length: int) -> list[tuple[int, ...]]:
    """Every maximal run of ``min_length`` or more cards in ``hand``, each highest card first."""
    order = deck.sequence_rank_of
    by_suit: dict[int, list[int]] = {}
    for card in hand:
        if not deck.is_extra(card):
            by_suit.setdefault(deck.suit_of[card], []).append(card)
    runs = []
    for cards in by_suit.values():
        cards.sort(key=lambda c: order[c])
        chain = [cards[0]]
        for card in cards[1:]:
            if order[card] == order[chain[-1]] + 1:
                chain.append(card)
                continue
            if len(chain) >= min_length:
                runs.append(tuple(chain))
            chain = [card]
        if len(chain) >= min_length:
            runs.append(tuple(chain))
    return runs


def run_key(deck: Deck, run: Sequence[int], trump: int) -> RunKey:
    """Larger is better: length, then the top card in sequence order, then trumps."""
    top = min(deck.sequence_rank_of[c] for c in run)
    return (len(run), -top, deck.suit_of[run[0]] == trump)


def run_points(points: dict[int, int], length: int) -> int:
    """Points of a run of ``length``: the entry of the largest listed length not above it."""
    return points[max(k for k in points if k <= length)]


def best_run(deck: Deck, runs: Sequence[tuple[int, ...]], trump: int) -> tuple[int, ...] | None:
    """The best of ``runs`` (:func:`run_key`), or None without any."""
    return max(runs, key=lambda r: run_key(deck, r, trump), default=None)


def compare_runs(
    deck: Deck, best: dict[int, tuple[int, ...]], trump: int
) -> tuple[int, tuple[int, ...]] | None:
    """The seat whose best run beats every other seat's, with that run; None on a tie."""
    ranked = sorted(best.items(), key=lambda item: run_key(deck, item[1], trump), reverse=True)
    if not ranked:
        return None
    if len(ranked) > 1 and run_key(deck, ranked[0][1], trump) == run_key(deck, ranked[1][1], trump):
        return None
    return ranked[0]


class Sequences(Part):
    """The winning run (seat, cards) once settled, shown to everybody, and each seat's points;
    with declarations, the holders of a run still to be asked (the rules reveal who holds one)
    and who declared."""

    __slots__ = ("declare_queue", "declared", "sequence", "sequence_points")
    key = "sequences"
    seen = declare(
        sequence=REVEALED("the best run as (seat, cards) once settled; None: none or not yet"),
        sequence_points=REVEALED("each seat's points for runs once settled; None: not yet"),
        declare_queue=REVEALED("the seats holding a run still to be asked to declare it"),
        declared=PUBLIC("the seats that declared a run"),
    )

    def __init__(self, players: int) -> None:
        self.sequence: tuple[int, tuple[int, ...]] | None = None
        self.sequence_points: list[int] | None = None
        self.declare_queue: list[int] = []
        self.declared: list[int] = []

    def meld_points(self) -> list[int]:
        """Each seat's points for runs, which the point-trick scoring adds to its total."""
        return self.sequence_points or []

    def points_label(self) -> str:
        return "sequence"

    def summary(self, deck: Deck) -> dict[str, Any]:
        out: dict[str, Any] = {}
        if self.sequence_points is not None:
            out["sequence_points"] = list(self.sequence_points)
        if self.sequence:
            seat, run = self.sequence
            out["sequence"] = {"seat": seat, "cards": [deck.format(c) for c in run]}
        return out


def _declare_or_pass(state: State, seat: int, actions: list[Action]) -> list[Action]:
    return [DECLARE, PASS]


def _declare(state: State, seat: int, action: Action) -> str:
    return "declare your sequence, or pass to keep it secret"


class SequencePhase(Phase):
    """Scores runs before the first lead (the ``sequences`` part: the winning run, shown to
    everybody, and the points of each seat).

    A variant that scores runs its own way subclasses it and overrides :meth:`holder_points`
    (``docs/examples/klaberjass_all_sequences.py`` does)."""

    name = "sequences"
    parts = (Sequences,)

    def __init__(self, spec: SequenceSettings, deck: Deck) -> None:
        self.spec = spec
        self.deck = deck
        self.rules: Rules[Action] = Rules([Rule("declare_or_pass", _declare_or_pass, _declare)])

    def runs(self, state: State, seat: int) -> list[tuple[int, ...]]:
        """Every run of ``seat``'s hand long enough to count."""
        return find_runs(self.deck, state.hands[seat], self.spec.min_length)

    def start(self, game: CompiledGame, state: State) -> bool:
        first = (state.dealer + 1) % state.players  # the non-dealer first
        order = [(first + k) % state.players for k in range(state.players)]
        holders = [seat for seat in order if self.runs(state, seat)]
        if self.spec.declare and holders:
            Sequences.of(state).declare_queue = holders
            state.to_move = holders[0]
            return False
        self._settle(game, state, holders)
        return True

    def legal_actions(self, game: CompiledGame, state: State) -> list[Action]:
        return self.rules.allowed(state, state.to_move)

    def apply(self, game: CompiledGame, state: State, action: Action) -> bool:
        part = Sequences.of(state)
        queue = part.declare_queue
        if isinstance(action, Declare):
            part.declared.append(queue[0])
        queue.pop(0)
        if queue:
            state.to_move = queue[0]
            return False
        self._settle(game, state, part.declared)
        return True

    def _settle(self, game: CompiledGame, state: State, seats: Sequence[int]) -> None:
        deck, trump = self.deck, state.trump
        best = {}
        for seat in seats:
            run = best_run(deck, self.runs(state, seat), trump)
            if run is not None:
                best[seat] = run
        points = [0] * state.players
        winner = compare_runs(deck, best, trump)
        part = Sequences.of(state)
        part.sequence = winner
        if winner is not None:
            seat, run = winner
            points[seat] = self.holder_points(game, state, seat, run)
        part.sequence_points = points

    def holder_points(
        self, game: CompiledGame, state: State, seat: int, best: Sequence[int]
    ) -> int:
        """What the holder of the best run scores: that run (``best_only``) or all their runs
        (``all_of_best_holder``), as the rules say. A variant may override it."""
        if self.spec.scoring == "all_of_best_holder":
            return sum(run_points(self.spec.points, len(r)) for r in self.runs(state, seat))
        return run_points(self.spec.points, len(best))

    def why_illegal(self, game: CompiledGame, state: State, action: Action) -> str | None:
        return self.rules.refusal(state, state.to_move, action)

    def prompt(self, game: CompiledGame, state: State) -> str:
        return "declare your sequence, or pass"

    def parse(self, game: CompiledGame, state: State, text: str) -> Action:
        key = text.strip().lower()
        if key in ("declare", "declare sequence", "show", "yes", "y"):
            return DECLARE
        if key in ("pass", "p", "no", "n", "keep"):
            return PASS
        raise NotationError(f"{text.strip()!r}: type declare or pass")

    def format(self, game: CompiledGame, action: Action) -> str:
        return "pass" if isinstance(action, Pass) else "declare sequence"


def build(name: str, game: CompiledGame) -> Phase:
    """The phase ``name`` with its ``[mechanics.NAME]`` settings (checked when the game
    loaded)."""
    return SequencePhase(mechanic_settings(game.rules, name, SequenceSettings), game.deck)


def count(rules: Any, name: str, table: Any, setting: Any) -> tuple[Any, ...]:
    """Runs are shown and scored, never moved: the cards are counted on through the phase."""
    return (table,)


@hookimpl
def mechanics() -> list[Mechanic]:
    """The phase kind ``sequences``: after the deal (and the trumps, which break ties between
    runs); it moves no card."""
    return [
        Mechanic(
            kind="sequences",
            build=build,
            settings=SequenceSettings,
            count=count,
            summary="Sequences (Klaberjass): runs in the sequence order compared between the "
            "players before the first lead; the holder of the best scores.",
        )
    ]
