"""A deal can be studied afterwards (issue 13, "Records a person or a program can study"): each
finished hand in ``result()`` and in a record holds the deal, every trick, draw, exchange and
discard with who saw it, and the score by item; a session can stop after N deals with the last
one still on the table; the ``hand_event`` hook tells observers, never a clone's; a record's
hands are checked when it is replayed."""

from __future__ import annotations

import random
from typing import Any

import pytest

from tricktaker import hookimpl, load_game
from tricktaker.engine.handlog import DealEntry, DrawEntry, ExchangeEntry, TrickEntry
from tricktaker.engine.session import DealGiven, Session
from tricktaker.errors import RecordError
from tricktaker.records import parse_record, record_of, replay

GAMES = ["oh-hell", "klaberjass", "bridgette", "draw-bridge"]

# Oh Hell, 4 seats, 2 cards, dealer 3: seat 0 leads and takes both tricks.
OH_HELL_DEAL = DealGiven(
    dealer=3,
    hands=(("AS", "KS"), ("QS", "JS"), ("2H", "3H"), ("4D", "5D")),
    turned="2C",
    stock=("3C", "4C"),
)
OH_HELL_MOVES = ["2", "0", "0", "1", "AS", "QS", "2H", "4D", "KS", "JS", "3H", "5D"]


def oh_hell(stop_after: int | None = 1, **options: Any) -> Session:
    session = load_game("oh-hell").new_session(
        options={"hand_sizes": [2, 1], **options},
        seed=7,
        deals=[OH_HELL_DEAL],
        stop_after=stop_after,
    )
    for text in OH_HELL_MOVES:
        session.apply(session.parse_action(text))
    return session


def random_game(game: str, seed: int, stop_after: int | None = 3) -> Session:
    session = load_game(game).new_session(seed=seed, stop_after=stop_after)
    rng = random.Random(seed)
    while not session.is_over:
        session.apply(rng.choice(session.legal_actions()))
    return session


def test_a_hand_holds_its_deal_tricks_and_score_by_item() -> None:
    session = oh_hell()
    hand = session.result()["hands"][0]
    assert hand["deal"] == {
        "dealer": 3,
        "hands": [["AS", "KS"], ["QS", "JS"], ["2H", "3H"], ["4D", "5D"]],
        "turned": "2C",
        "stock": ["3C", "4C"],
    }
    assert hand["play"] == [
        {"phase": "play", "leader": 0, "seats": [0, 1, 2, 3], "cards": ["AS", "QS", "2H", "4D"],
         "winner": 0},
        {"phase": "play", "leader": 0, "seats": [0, 1, 2, 3], "cards": ["KS", "JS", "3H", "5D"],
         "winner": 0},
    ]  # fmt: skip
    assert hand["bids"] == [2, 0, 0, 1]
    assert hand["tricks"] == [2, 0, 0, 0]
    made = [s if seat < 3 else 0 for seat, s in enumerate(hand["scores"])]
    assert hand["breakdown"][0] == {"item": "bid made", "points": made}
    assert sum(p[3] for p in (item["points"] for item in hand["breakdown"])) == hand["scores"][3]


def test_stop_after_one_deal_keeps_it_on_the_table() -> None:
    """``stop_after=1``: the game stops after its first deal, the last trick still there; the
    observation works; the result says it stopped and is not a complete match."""
    session = oh_hell(stop_after=1)
    assert session.is_over and session.current_seat == -1
    assert session.state.deal_no == 1 and session.state.hand_no == 0
    last = session.state.last_trick
    assert last is not None and [session.deck.format(c) for c in last[1]] == [
        "KS",
        "JS",
        "3H",
        "5D",
    ]
    obs = session.observation(2)
    assert obs["hand_results"][0]["tricks"] == [2, 0, 0, 0]
    result = session.result()
    assert result["complete"] is False and result["stopped_after"] == 1
    assert result["winners"] == []
    with pytest.raises(ValueError, match="stop_after"):
        load_game("oh-hell").new_session(seed=1, stop_after=0)


def test_without_stop_after_the_next_deal_starts() -> None:
    session = oh_hell(stop_after=None)
    assert not session.is_over and session.state.deal_no == 1
    assert "stopped_after" not in session.result()


def test_the_log_is_hidden_until_the_hand_is_over_and_never_in_observations() -> None:
    """A hand's deal and draws are in ``result()``, never in a seat's observation: a seat must
    not learn the other hands (or a face-down draw) of an earlier deal."""
    session = random_game("draw-bridge", 4, stop_after=2)
    hands = session.result()["hands"]
    assert all("deal" in h and "draws" in h for h in hands if not h["thrown_in"])
    for seat in (0, 1):
        for hand in session.observation(seat)["hand_results"]:
            assert not {"deal", "play", "draws", "exchanges", "discards"} & set(hand)


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("seed", range(4))
def test_every_hand_adds_up(game: str, seed: int) -> None:
    """For every game: the score items add up to the hand's scores; every card dealt is played
    at most once; each trick's seats follow from its leader; its winner is the next leader."""
    session = random_game(game, seed)
    players = session.players
    for hand in session.result()["hands"]:
        if hand["thrown_in"]:
            assert hand["breakdown"] == [] and hand["tricks"] == [0] * players
            continue
        totals = [sum(i["points"][s] for i in hand["breakdown"]) for s in range(players)]
        assert totals == hand["scores"]
        played = [c for trick in hand["play"] for c in trick["cards"]]
        assert len(played) == len(set(played))
        dealt = {c for h in hand["deal"]["hands"] for c in h}
        drawn = {c for d in hand.get("draws", []) for c in d["cards"]}
        turned = {hand["deal"].get("turned")} | {
            c for e in hand.get("exchanges", []) for c in e["took"]
        }
        assert set(played) <= dealt | drawn | turned
        for trick, following in zip(hand["play"], hand["play"][1:], strict=False):
            assert trick["seats"] == [(trick["leader"] + k) % players for k in range(players)]
            if trick["phase"] == following["phase"]:
                assert following["leader"] == trick["winner"]
        last_phase = hand["play"][-1]["phase"]
        won = [sum(t["winner"] == s for t in hand["play"] if t["phase"] == last_phase)
               for s in range(players)]  # fmt: skip
        assert won == hand["tricks"]


def test_draws_say_who_saw_them() -> None:
    """A face-down draw is seen by the seat that drew it; with the open top, the card that was
    face up on the stock is seen by everybody."""
    closed = random_game("draw-bridge", 1, stop_after=1).result()["hands"][0]
    assert closed["draws"] and all(d["seen_by"] == [d["seat"]] for d in closed["draws"])
    session = load_game("draw-bridge").new_session(
        options={"open_top_card": True}, seed=1, stop_after=1
    )
    rng = random.Random(1)
    while not session.is_over:
        session.apply(rng.choice(session.legal_actions()))
    draws = session.result()["hands"][0]["draws"]
    assert {tuple(d["seen_by"]) for d in draws} <= {(0,), (1,), (0, 1)}
    assert sum(d["seen_by"] == [0, 1] for d in draws) == 13  # one face-up card per trick


class Tape:
    def __init__(self) -> None:
        self.entries: list[Any] = []

    @hookimpl
    def hand_event(self, game: Any, view: Any, entry: Any) -> None:
        self.entries.append(entry)


def test_hand_events_reach_observers_never_clones() -> None:
    tape = Tape()
    session = load_game("klaberjass").new_session(seed=3, plugins=[tape], stop_after=1)
    rng = random.Random(3)
    while not session.is_over:
        before = len(tape.entries)
        clone = session.clone()
        while not clone.is_over:
            clone.apply(rng.choice(clone.legal_actions()))
        assert len(tape.entries) == before  # a simulated world tells nobody
        session.apply(rng.choice(session.legal_actions()))
    kinds = {type(e) for e in tape.entries}
    assert {DealEntry, TrickEntry, DrawEntry} <= kinds
    assert kinds <= {DealEntry, TrickEntry, DrawEntry, ExchangeEntry}
    hand = session.result()["hands"][0]
    assert sum(isinstance(e, TrickEntry) for e in tape.entries) == len(hand["play"])


def test_a_record_holds_the_hands_and_replaying_reproduces_them() -> None:
    """The record detail round-trips: a record's hands (deal, tricks, draws, score items) are
    what replaying its actions gives, for every game."""
    for game in GAMES:
        session = random_game(game, 11)
        record = record_of(session)
        assert record.stop_after == 3 and len(record.hands) == len(session.result()["hands"])
        again = replay(parse_record(record.model_dump(mode="json")))
        assert again.result() == session.result()
        assert again.is_over


def test_a_record_whose_hands_differ_from_its_actions_is_refused() -> None:
    data = record_of(oh_hell()).model_dump(mode="json", exclude_none=True)
    data["hands"][0]["play"][1]["winner"] = 2
    with pytest.raises(RecordError, match="hand 1: the record says play"):
        replay(parse_record(data))
    data = record_of(oh_hell()).model_dump(mode="json", exclude_none=True)
    data["hands"][0]["breakdown"][0]["points"] = [0, 0, 0, 0]
    with pytest.raises(RecordError, match="hand 1: the record says breakdown"):
        replay(parse_record(data))


def test_old_records_without_hands_still_load() -> None:
    data = record_of(oh_hell()).model_dump(mode="json", exclude_none=True)
    del data["hands"], data["stop_after"]
    again = replay(parse_record(data))
    assert again.result()["hands"][0]["play"] == oh_hell().result()["hands"][0]["play"]


@pytest.mark.parametrize(
    ("game", "hands"), [("bridgette", 6), ("oh-hell", 19), ("klaberjass", None)]
)
def test_the_observation_says_how_many_hands_the_match_has(game: str, hands: int | None) -> None:
    """A schedule's length, or the deals of a match of N deals; none for a target score."""
    session = load_game(game).new_session(seed=1)
    assert session.observation(0)["hands_in_match"] == hands
