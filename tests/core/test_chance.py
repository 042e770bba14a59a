"""The shuffle every deal comes from (engine.chance): the permutation of CPython 3.11's
``random.Random.shuffle`` for the same generator state, on every Python version, so a seed
deals the cards it always dealt and old records replay."""

from __future__ import annotations

import random
import sys

import pytest

from tricktaker.engine.chance import shuffle


def test_the_permutations_a_seed_has_always_given() -> None:
    # Taken from CPython 3.11's random.Random.shuffle: fixed here, whatever the Python.
    cards = list(range(10))
    shuffle(random.Random(7), cards)
    assert cards == [8, 3, 1, 4, 7, 0, 9, 6, 2, 5]
    cards = list(range(52))
    rng = random.Random(2026)
    shuffle(rng, cards)
    assert cards[:13] == [29, 23, 27, 24, 22, 13, 16, 48, 9, 4, 40, 19, 1]
    assert rng.getrandbits(16) == 23825  # the generator advanced by exactly the same draws


@pytest.mark.skipif(sys.version_info[:2] != (3, 11), reason="the library's shuffle of 3.11")
@pytest.mark.parametrize("size", [0, 1, 2, 3, 24, 32, 52, 55])
def test_same_as_the_library_shuffle(size: int) -> None:
    for seed in range(300):
        mine, theirs = list(range(size)), list(range(size))
        a, b = random.Random(seed), random.Random(seed)
        shuffle(a, mine)
        b.shuffle(theirs)
        assert mine == theirs
        assert a.getstate() == b.getstate()


def test_a_shuffle_is_a_permutation_and_varies() -> None:
    seen = set()
    for seed in range(50):
        cards = list(range(24))
        shuffle(random.Random(seed), cards)
        assert sorted(cards) == list(range(24))
        seen.add(tuple(cards))
    assert len(seen) == 50
