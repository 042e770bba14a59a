"""A seat's observation as a vector of numbers, the same layout for every game (sizes from the
game's deck, seats and phases), for learning agents (PettingZoo's observations, OpenSpiel's
observation tensor).

Everything comes from :meth:`~tricktaker.interop.table.Table.observation` (the session's
observation of the seat, so nothing hidden from the seat is in it). Seats are *relative*: index
0 of every per-seat section is the observing seat, 1 the seat after it, and so on. With ``D``
cards, ``P`` seats, ``S`` suits and the game's phases:

==================  ===========  =========================================================
section             size         values
==================  ===========  =========================================================
``hand``            ``D``        1 for each card in the seat's hand
``trick``           ``P * D``    1 for the card each seat (relative) played to this trick
``played``          ``D``        1 for each card played to a trick in this hand
``turned``          ``D``        1 for the turned (up) card, if any
``trump``           ``S + 2``    one-hot: no trump, each suit, another trump (a trump set)
``phase``           phases + 1   one-hot: each phase of the hand, or none (game over)
``to_move``         ``P``        one-hot: the seat to act (relative)
``dealer``          ``P``        one-hot: the dealer (relative)
``leader``          ``P``        one-hot: the seat that led this trick (relative)
``hand_counts``     ``P``        cards in each seat's hand
``tricks_won``      ``P``        tricks each seat took in this hand
``totals``          ``P``        each seat's running total
``contract``        ``4 + P``    1 if there is a contract, its level, denomination + 1
                                 (0: no trump), doubled (0..2), then one-hot declarer
``progress``        3            hand number, trick number, cards per hand
*per-seat facts*    ``P`` each   each public per-seat number of the game's mechanics
                                 (e.g. ``bids``), -1 where a seat has none yet
==================  ===========  =========================================================

The per-seat facts are the fields of the observation, beyond the engine's own, that hold one
number per seat when a game starts (:func:`per_seat_fields`); :func:`layout` lists every
section of a game with its offset (``tools/docgen.py``-style tables in docs/interop.md).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, TypeGuard

from tricktaker.actions import NO_TRUMP
from tricktaker.engine.views import declared

if TYPE_CHECKING:
    from tricktaker.engine.game import CompiledGame
    from tricktaker.engine.registry import Game

__all__ = ["Section", "VectorLayout", "layout", "layout_markdown", "per_seat_fields"]

_ENGINE_PER_SEAT = frozenset({"hand_counts", "tricks_won", "totals", "hand_scores"})


def _per_seat_number(value: Any, players: int) -> TypeGuard[list[Any]]:
    return (
        isinstance(value, list)
        and len(value) == players
        and all(v is None or isinstance(v, int | float) for v in value)
    )


def per_seat_fields(game: Game, options: Mapping[str, Any] | None = None) -> tuple[str, ...]:
    """The observation fields of ``game`` (beyond the engine's) that hold one number (or None)
    per seat at the first decision of a game, sorted: the mechanics' public per-seat facts
    (declared public and not cards, or the counts of each seat's own cards)."""
    session = game.new_session(options or {}, seed=0, stop_after=1)
    obs = session.observation(session.current_seat)
    players = session.players
    public: set[str] = set()  # public facts, and the counts of each seat's own cards
    for _, name, seen in declared(session.state):
        if seen.who == "all" and not seen.cards:
            public.add(name)
        elif seen.who == "owner" and seen.cards:
            public.add(f"{name}_counts")
    return tuple(
        sorted(
            key
            for key, value in obs.items()
            if key in public and key not in _ENGINE_PER_SEAT and _per_seat_number(value, players)
        )
    )


@dataclass(frozen=True)
class Section:
    """One section of the vector: its name, offset and size."""

    name: str
    offset: int
    size: int


@dataclass(frozen=True)
class VectorLayout:
    """The layout of one game's observation vector, and the function that fills it."""

    deck_size: int
    players: int
    suits: int
    phases: tuple[str, ...]
    fields: tuple[str, ...]

    @classmethod
    def of(cls, game: Game, options: Mapping[str, Any] | None = None) -> VectorLayout:
        compiled: CompiledGame = game.compiled(options or {})
        return cls(
            deck_size=compiled.deck.ids,  # card ids: a pack's removed cards keep theirs
            players=compiled.players,
            suits=len(compiled.deck.suits),
            phases=tuple(compiled.phase_names),
            fields=per_seat_fields(game, options),
        )

    @property
    def sections(self) -> list[Section]:
        d, p = self.deck_size, self.players
        sizes = [
            ("hand", d),
            ("trick", p * d),
            ("played", d),
            ("turned", d),
            ("trump", self.suits + 2),
            ("phase", len(self.phases) + 1),
            ("to_move", p),
            ("dealer", p),
            ("leader", p),
            ("hand_counts", p),
            ("tricks_won", p),
            ("totals", p),
            ("contract", 4 + p),
            ("progress", 3),
            *((name, p) for name in self.fields),
        ]
        out: list[Section] = []
        offset = 0
        for name, size in sizes:
            out.append(Section(name, offset, size))
            offset += size
        return out

    @property
    def size(self) -> int:
        last = self.sections[-1]
        return last.offset + last.size

    def vector(self, obs: Mapping[str, Any], seat: int) -> list[float]:
        """The vector of ``seat``'s observation ``obs`` (empty observation: all zeros), as a
        list (the frameworks make arrays of it: this module needs no numpy)."""
        out = [0.0] * self.size
        if not obs:
            return out
        at = {s.name: s.offset for s in self.sections}
        d, p = self.deck_size, self.players

        def rel(s: int) -> int:
            return (s - seat) % p

        def one_hot_seat(name: str, s: Any) -> None:
            if isinstance(s, int) and 0 <= s < p:
                out[at[name] + rel(s)] = 1.0

        def per_seat(name: str, values: Sequence[Any]) -> None:
            for s, v in enumerate(values):
                out[at[name] + rel(s)] = -1.0 if v is None else float(v)

        for card in obs["hand"]:
            out[at["hand"] + card] = 1.0
        for s, card in obs["trick"]:
            out[at["trick"] + rel(s) * d + card] = 1.0
        for _, card in obs.get("played", ()):
            out[at["played"] + card] = 1.0
        if obs.get("turned") is not None:
            out[at["turned"] + obs["turned"]] = 1.0
        trump = obs.get("trump", NO_TRUMP)
        out[at["trump"] + (0 if trump == NO_TRUMP else min(trump + 1, self.suits + 1))] = 1.0
        phase = obs.get("phase")
        index = self.phases.index(phase) if phase in self.phases else len(self.phases)
        out[at["phase"] + index] = 1.0
        one_hot_seat("to_move", obs.get("to_move"))
        one_hot_seat("dealer", obs.get("dealer"))
        if obs["trick"]:
            one_hot_seat("leader", obs.get("leader"))
        per_seat("hand_counts", obs["hand_counts"])
        per_seat("tricks_won", obs.get("tricks_won", [0] * p))
        per_seat("totals", obs.get("totals", [0] * p))
        contract = obs.get("contract")
        if contract is not None:
            base = at["contract"]
            level, denomination = contract.level, contract.denomination
            out[base : base + 4] = [1.0, level, denomination + 1, contract.doubled]
            if 0 <= contract.declarer < p:
                out[base + 4 + rel(contract.declarer)] = 1.0
        base = at["progress"]
        out[base : base + 3] = [obs.get("hand_no", 0), obs.get("trick_no", 0), obs["hand_size"]]
        for name in self.fields:
            value = obs.get(name)
            if _per_seat_number(value, p):
                per_seat(name, value)
            else:
                out[at[name] : at[name] + p] = [-1.0] * p
        return out


def layout(game: Game, options: Mapping[str, Any] | None = None) -> VectorLayout:
    """The vector layout of ``game`` with ``options``."""
    return VectorLayout.of(game, options)


def layout_markdown(game_ids: Sequence[str]) -> str:
    """The layout of each game's vector and its action ids, as Markdown (the generated part of
    docs/interop.md: ``python tools/interop_tables.py`` writes it)."""
    from tricktaker.engine.registry import load_game
    from tricktaker.interop.table import Numbering

    lines: list[str] = []
    for game_id in game_ids:
        game = load_game(game_id)
        compiled = game.compiled()
        vector = layout(game)
        numbering = Numbering.of(compiled)
        d = numbering.deck_size
        pack = compiled.deck.size
        ids = f" (card ids 0-{d - 1}, {d - pack} not in the pack)" if pack != d else ""
        lines += [
            f"### {game_id}",
            "",
            f"{compiled.players} seats, {pack} cards{ids}, phases {', '.join(vector.phases)}. "
            f"Action ids: {numbering.size} (cards 0-{d - 1}, give {d}-{2 * d - 1}, discard "
            f"{2 * d}-{3 * d - 1}, exchange {3 * d}-{4 * d - 1}, other {4 * d}-"
            f"{numbering.size - 1}). Observation vector: {vector.size} numbers.",
            "",
            "| section | offset | size |",
            "|---|---|---|",
            *(f"| `{s.name}` | {s.offset} | {s.size} |" for s in vector.sections),
            "",
        ]
    return "\n".join(lines)
