"""The ``basic`` and ``search`` bots at Hearts: they pass the dangerous cards (the Q♠, A♠ K♠,
high hearts), avoid points, and beat ``random`` clearly (fewer points per hand)."""

from __future__ import annotations

from tricktaker import Give
from tricktaker.bots import make_bot
from tricktaker.testing import assert_bots_play


def points_per_hand(ht, kind: str, games: int, seed0: int = 0) -> tuple[float, float]:
    """The average P of a ``kind`` bot in seat 0 against three random bots over single hands,
    and the random bots' average."""
    mine = theirs = 0.0
    for seed in range(seed0, seed0 + games):
        s = ht.new(seed=seed, hands=1)
        bots = [
            make_bot(kind if seat == 0 else "random", seed=seed * 10 + seat) for seat in range(4)
        ]
        while not s.is_over:
            seat = s.current_seat
            s.apply(bots[seat].choose(s, seat))
        mine += s.scores[0]
        theirs += sum(s.scores[1:]) / 3
    return mine / games, theirs / games


def test_basic_bot_passes_the_queen_and_high_hearts(ht):
    """§4.2: the basic bot passes Q♠, then A♥ K♥ rather than low clubs."""
    hands = [
        "QS AH KH 2C 3C 4C 5C 2D 3D 4D 5D 2S 3S",
        "AS KS JS 10S 9S 8S 7S 6S 5S 4S QH JH 10H",
        "6C 7C 8C 9C 10C JC QC KC AC 6D 7D 8D 9D",
        "10D JD QD KD AD 2H 3H 4H 5H 6H 7H 8H 9H",
    ]
    s = ht.deal(hands, pass_direction="left")
    bot = make_bot("basic", seed=0)
    picks = []
    for _ in range(3):
        action = bot.choose(s, 0)
        assert isinstance(action, Give)
        picks.extend(ht.names(action.cards))
        s.apply(action)
    assert picks == ["QS", "AH", "KH"]


def test_basic_bot_beats_random(ht):
    """Over 60 single hands the basic bot takes far fewer points than a random player."""
    mine, theirs = points_per_hand(ht, "basic", 60)
    assert mine < theirs / 2, (mine, theirs)


def test_search_bot_beats_random(ht):
    """Over 4 single hands the search bot takes fewer points than the random players."""
    mine, theirs = points_per_hand(ht, "search:16", 4)
    assert mine < theirs, (mine, theirs)


def test_bots_play_whole_matches(ht):
    """Every bot kind plays a whole match to 100 to the end, legally."""
    s = ht.new(seed=7)
    assert_bots_play(s, ["basic", "random", "basic", "random"], seed=7)
    assert s.is_over and max(s.scores) >= 100
