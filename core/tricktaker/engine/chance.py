"""The shuffle every deal comes from: Fisher–Yates over the session's seeded generator.

:func:`shuffle` gives exactly the permutation that ``random.Random.shuffle`` gives CPython 3.11
for the same generator state (the same draws of ``getrandbits``, the same rejections), so a
seed deals the same cards as it always has and records made before keep replaying. It is
written out here for two reasons: it is the largest cost of starting a hand (one Python call
per card in the library's version, none here), and a game's deals must not change with the
Python version a player happens to run.
"""

from __future__ import annotations

import random
from functools import cache


@cache
def _bits(size: int) -> tuple[int, ...]:
    """``bits[n]``: the number of random bits drawn to choose one of ``n`` places."""
    return tuple(n.bit_length() for n in range(size + 1))


def shuffle(rng: random.Random, cards: list[int]) -> None:
    """Shuffle ``cards`` in place with ``rng``: for each place from the last down to the
    second, swap in a card chosen uniformly from it and the places before it (a draw of as
    many bits as the count needs, drawn again while it is out of range)."""
    getrandbits = rng.getrandbits
    bits = _bits(len(cards))
    for i in range(len(cards) - 1, 0, -1):
        n = i + 1
        k = bits[n]
        j = getrandbits(k)
        while j >= n:
            j = getrandbits(k)
        cards[i], cards[j] = cards[j], cards[i]
