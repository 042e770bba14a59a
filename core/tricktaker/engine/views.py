"""Everything derived from the visibility declarations: observations, hidden places, re-deals.

Nothing here knows a mechanic. It walks the engine's :class:`State` and every
:class:`~tricktaker.engine.visibility.Part` in ``state.parts`` through their ``seen``
declarations, so a mechanic that declares its fields gets all of this for free.
"""

from __future__ import annotations

import random
from collections.abc import Iterator, Sequence
from typing import TYPE_CHECKING, Any

from tricktaker.engine.state import State
from tricktaker.engine.visibility import (
    OWN,
    OWN_CARDS,
    PUBLIC,
    Seen,
    Unlooked,
    cards_in,
    copy_value,
    declare,
)

if TYPE_CHECKING:
    from tricktaker.cards import Deck
    from tricktaker.engine.game import CompiledGame

# The engine's fields a seat observes under another name or shape. The seats that sit a hand
# out (and the turn order and trick size derived from them) are public, and shown by the
# mechanic that makes a seat sit out, in its own part: a game without one shows nothing. Who
# plays for whom (played_by) is shown only when it is set.
SHOWN_APART = frozenset(
    {"parts", "hands", "trick", "phase", "seats_out", "next_seat", "trick_size", "played_by"}
)

OBSERVED_APART = declare(
    game=PUBLIC("the game's id"),
    seat=PUBLIC("the seat this observation is for"),
    hands_in_match=PUBLIC("the hands the match has; None: not known in advance"),
    phase=PUBLIC("the current phase's name (from the rules' phases); None: the game is over"),
    hand=OWN_CARDS("the seat's own cards, sorted; [] while it has not looked at them"),
    hand_counts=PUBLIC("the number of cards in each seat's hand"),
    trick=PUBLIC("the current trick as (seat, card) pairs, in play order"),
    played_by=PUBLIC("per seat, the seat choosing its actions; only in a hand that has one"),
    legal=OWN("the legal actions: only in the observation of the seat to act"),
)
"""The keys of an observation made apart from the fields' own declarations (by :func:`observe`,
:func:`observation` and ``Session.observation``), declared and described the same way for the
reference of every game's observation. A seat also sees ``NAME_counts`` (the number of cards
each seat holds there) for every per-seat card field ``NAME`` but its hand."""


def declared(state: State) -> Iterator[tuple[Any, str, Seen]]:
    """Every declared field of the state: (owner object, field name, declaration)."""
    for name, seen in State.seen.items():
        if name != "parts":
            yield state, name, seen
    for part in state.parts.values():
        for name, seen in part.seen.items():
            yield part, name, seen


def hand_hidden(state: State, seat: int) -> bool:
    """Whether ``seat`` has not looked at its own cards yet (see
    :class:`~tricktaker.engine.visibility.Unlooked`): one dictionary look-up when no mechanic
    hides hands."""
    part = state.parts.get(Unlooked.key)
    return part is not None and seat in part.unlooked  # type: ignore[attr-defined]


def seen_cards(state: State, seat: int) -> set[int]:
    """Every card ``seat`` sees now: its own hand (once it has looked at it) and
    :func:`known_cards`."""
    known = known_cards(state, seat)
    if not hand_hidden(state, seat):
        known.update(state.hands[seat])
    return known


def observation(game: CompiledGame, state: State, seat: int) -> dict[str, Any]:
    """What ``seat`` may see of ``game`` in ``state`` (:func:`observe`, with the game's id, the
    seat and the number of hands in the match); ``Session.observation`` adds the legal actions
    of the seat to act."""
    obs = observe(state, seat, game.deck, game.phase_names)
    obs.update(game=game.id, seat=seat, hands_in_match=game.hands_in_match)
    return obs


def observe(state: State, seat: int, deck: Deck, phase_names: Sequence[str]) -> dict[str, Any]:
    """What ``seat`` may see: every public field, its own entry of every per-seat field (and
    the sizes of the others'), nothing hidden. The seat's hand is sorted (empty while the seat
    has not looked at it: :func:`hand_hidden`), the trick given as ``(seat, card)`` pairs, the
    phase by name, and ``played_by`` only in a hand that has it."""
    hidden = hand_hidden(state, seat)
    obs: dict[str, Any] = {
        "phase": phase_names[state.phase] if 0 <= state.phase < len(phase_names) else None,
        "hand": [] if hidden else sorted(state.hands[seat], key=deck.sort_key),
        "hand_counts": [len(h) for h in state.hands],
        "trick": [(state.seat_in_trick(i), c) for i, c in enumerate(state.trick)],
    }
    if state.played_by is not None:  # only in hands where a seat chooses another's actions
        obs["played_by"] = list(state.played_by)
    for owner, name, seen in declared(state):
        if name in SHOWN_APART and owner is state:
            continue
        if seen.who == "all":
            obs[name] = copy_value(getattr(owner, name))
        elif seen.who == "owner":
            value = getattr(owner, name)
            obs[name] = copy_value(value[seat])
            if seen.cards:
                obs[f"{name}_counts"] = [len(v) for v in value]
    return obs


def known_cards(state: State, seat: int) -> set[int]:
    """The cards ``seat`` knows the place of, beyond its own hand: every card shown in a public
    card field, and those of its own per-seat card fields (its hand only once it has looked at
    it)."""
    known: set[int] = set()
    hidden = hand_hidden(state, seat)
    for owner, name, seen in declared(state):
        if not seen.cards:
            continue
        value = getattr(owner, name)
        if seen.who == "all":
            known.update(cards_in(value))
        elif seen.who == "owner" and not (hidden and owner is state and name == "hands"):
            known.update(cards_in(value[seat]))
    return known


def hidden_places(state: State, seat: int, undealt_known: bool = False) -> list[list[int]]:
    """The card lists ``seat`` cannot see into: the other seats' entries of per-seat places
    (hands, discards), its own hand while it has not looked at it, and the hidden places (the
    stock), unless ``undealt_known``: then only the seats' places, the cards nobody holds (an
    undealt stock, a kitty, a widow) being taken as known where they lie, which the seat cannot
    know (what OpenSpiel's resamplers give its ISMCTS: for benchmarks, never for play)."""
    places: list[list[int]] = []
    hidden = hand_hidden(state, seat)
    for owner, name, seen in declared(state):
        if not seen.place:
            continue
        value = getattr(owner, name)
        if seen.who == "owner":
            mine = hidden and owner is state and name == "hands"
            places += [v for s, v in enumerate(value) if s != seat or mine]
        elif seen.who == "nobody" and not undealt_known:
            places.append(value)
    return places


def card_places(state: State) -> list[list[int]]:
    """Every place a card of the deal lies in; a turned card lies on the table unless it lies
    in a place (an up-card left on the stock, or taken into a hand)."""
    places: list[list[int]] = []
    for owner, name, seen in declared(state):
        if seen.place:
            value = getattr(owner, name)
            if value and isinstance(value[0], list):
                places += value
            else:
                places.append(value)
    if state.turned is not None and not any(state.turned in place for place in places):
        places.append([state.turned])
    return places


def hidden_slots(
    state: State, seat: int, undealt_known: bool = False
) -> list[tuple[list[int], int]]:
    """Where the cards ``seat`` cannot see lie: (place, index) in the places it cannot see
    into (:func:`hidden_places`, ``undealt_known`` as there), skipping the cards it knows. A re-deal
    moves cards among these slots only, so they hold for every re-deal of the same state (a
    search finds them once a decision)."""
    known = known_cards(state, seat)
    slots: list[tuple[list[int], int]] = []
    for place in hidden_places(state, seat, undealt_known):
        slots += [(place, i) for i, card in enumerate(place) if card not in known]
    return slots


def redeal(
    state: State,
    seat: int,
    rng: random.Random,
    slots: list[tuple[list[int], int]] | None = None,
) -> None:
    """Re-deal, in place, the cards ``seat`` cannot see among the places it cannot see into,
    each place keeping its size and every card the seat knows staying where it is; ``slots``:
    :func:`hidden_slots` of this state, when already found."""
    if slots is None:
        slots = hidden_slots(state, seat)
    pool = sorted(place[i] for place, i in slots)  # their order carries nothing
    rng.shuffle(pool)
    for (place, i), card in zip(slots, pool, strict=True):
        place[i] = card
