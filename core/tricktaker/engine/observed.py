"""A seat's observation read field by field: :class:`ObservationView`.

``Session.observation(seat)`` builds every field a seat may see (copies of the played cards, of
every hand's result, of each mechanic's public fields). A bot deciding inside a simulated game
reads a handful of them, thousands of times a second: building the rest was most of a ``basic``
play-out's time. The view holds the same mapping (a test checks it equals the observation at
every step of every game) but computes and copies a field only when it is read, from the same
declarations (:mod:`tricktaker.engine.views`).

It lives outside the compiled modules of the optional mypyc build: a compiled class cannot
derive from :class:`collections.abc.Mapping`.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from typing import TYPE_CHECKING, Any

from tricktaker.engine.views import SHOWN_APART, declared, hand_hidden
from tricktaker.engine.visibility import copy_value

if TYPE_CHECKING:
    from tricktaker.engine.game import CompiledGame
    from tricktaker.engine.state import State

Field = tuple[str | None, str, str]
"""Where a key's value comes from: the part's key (None: the state), the field, and how it is
read ("all": the value, "owner": the seat's entry, "counts": each seat's entry's size)."""

_INDEXES: dict[tuple[type, ...], dict[str, Field]] = {}


def _index(state: State) -> dict[str, Field]:
    """The declared keys of an observation of ``state``, found once per set of part classes."""
    kinds = tuple(type(part) for part in state.parts.values())
    found = _INDEXES.get(kinds)
    if found is None:
        found = {}
        for owner, name, seen in declared(state):
            if name in SHOWN_APART and owner is state:
                continue
            key = None if owner is state else owner.key
            if seen.who == "all":
                found[name] = (key, name, "all")
            elif seen.who == "owner":
                found[name] = (key, name, "owner")
                if seen.cards:
                    found[f"{name}_counts"] = (key, name, "counts")
        _INDEXES[kinds] = found
    return found


class ObservationView(Mapping[str, Any]):
    """What ``seat`` may see of ``state``: equal to ``Session.observation(seat)``, each field
    computed when first read. ``legal`` (the seat's legal actions, when it is to act) is given
    as a function, called when read. Valid until the state changes."""

    __slots__ = ("_cache", "_fields", "_game", "_legal", "_seat", "_state")

    def __init__(
        self,
        game: CompiledGame,
        state: State,
        seat: int,
        legal: Callable[[], list[Any]] | None = None,
    ) -> None:
        self._game = game
        self._state = state
        self._seat = seat
        self._legal = legal
        self._fields = _index(state)
        self._cache: dict[str, Any] = {}

    def _keys(self) -> list[str]:
        keys = ["phase", "hand", "hand_counts", "trick"]
        if self._state.played_by is not None:
            keys.append("played_by")
        keys += [k for k in self._fields if k not in keys]
        keys += ["game", "seat", "hands_in_match"]
        if self._legal is not None:
            keys.append("legal")
        return keys

    def __iter__(self) -> Iterator[str]:
        return iter(self._keys())

    def __len__(self) -> int:
        return len(self._keys())

    def __contains__(self, key: object) -> bool:
        return key in self._keys()

    def __getitem__(self, key: str) -> Any:
        cache = self._cache
        if key in cache:
            return cache[key]
        value = self._compute(key)
        cache[key] = value
        return value

    def _compute(self, key: str) -> Any:
        state, seat, game = self._state, self._seat, self._game
        field = self._fields.get(key)
        if field is not None:
            part, name, how = field
            value = getattr(state if part is None else state.parts[part], name)
            if how == "all":
                return copy_value(value)
            if how == "owner":
                return copy_value(value[seat])
            return [len(v) for v in value]
        if key == "phase":
            names = game.phase_names
            return names[state.phase] if 0 <= state.phase < len(names) else None
        if key == "hand":
            hidden = hand_hidden(state, seat)
            return [] if hidden else sorted(state.hands[seat], key=game.deck.sort_key)
        if key == "hand_counts":
            return [len(h) for h in state.hands]
        if key == "trick":
            return [(state.seat_in_trick(i), c) for i, c in enumerate(state.trick)]
        if key == "played_by" and state.played_by is not None:
            return list(state.played_by)
        if key == "game":
            return game.id
        if key == "seat":
            return seat
        if key == "hands_in_match":
            return game.hands_in_match
        if key == "legal" and self._legal is not None:
            return self._legal()
        raise KeyError(key)


class TableView(ObservationView):
    """What everybody at the table may see of the game now: the public keys of an observation,
    read-only and computed when read, and :meth:`seen_by` for one seat's whole observation.

    The event hooks (``trick_completed``, ``hand_event``, ``hand_ended``) receive one instead of
    the engine's mutable state, so an observer (a console, a network table, a logger) can
    neither change the game nor read a hidden card by mistake. The keys are those of
    ``Session.observation(seat)`` without what only one seat sees: no ``hand``, no ``seat``, no
    ``legal`` and no field declared for its owner alone (a field of cards shows its
    ``NAME_counts``); ``hand_counts``, ``trick`` (seat, card) in play order, ``phase``, the
    engine's and every mechanic's public fields are there. Valid until the game moves on.
    """

    __slots__ = ()

    def __init__(self, game: CompiledGame, state: State) -> None:
        super().__init__(game, state, -1)

    def _keys(self) -> list[str]:
        return [k for k in super()._keys() if k not in _SEAT_KEYS and not self._owned(k)]

    def _owned(self, key: str) -> bool:
        field = self._fields.get(key)
        return field is not None and field[2] == "owner"

    def _compute(self, key: str) -> Any:
        if key in _SEAT_KEYS or self._owned(key):
            raise KeyError(key)
        return super()._compute(key)

    def seen_by(self, seat: int) -> ObservationView:
        """What ``seat`` may see now: its observation (its hand, its own fields, everything
        public), without its legal actions."""
        if not 0 <= seat < self._state.players:
            raise ValueError(f"seat {seat}: the seats are 0..{self._state.players - 1}")
        return ObservationView(self._game, self._state, seat)


_SEAT_KEYS = frozenset({"hand", "seat", "legal"})
"""The keys of an observation that belong to its seat alone."""
