"""Whole random Hearts games (shared/rules/hearts.md) against an independent model.

Nothing here calls the engine's rule functions: the pass direction of each hand (§4.1, HT-2,
HT-13), the twelve picks from the dealer's left and the hand-over after the last one (§4.2,
§13.2, HT-3), the legal set step by step (§13.3: the 2♣ lead, no penalty cards on the first
trick, following, leading before hearts are broken), the hearts-broken flag (§13.4), trick
winners (§6.4), card points, shooting the moon and the bonuses (§8, §13.5), the end of the
match with its ties (§9) and the returns (HT-12) are recomputed from the spec, and
:class:`Checker` compares them with the live session at every action, together with the
observations (HT-19: own hand only; the picks seen by the passer, the received cards by the
receiver only after all twelve picks).

Every value of every option is played: the tests are parametrized over ``pass_direction`` and
hypothesis draws the eight Boolean options, ``shoot_the_moon``, ``ties``, ``hands`` and
``target_score`` (low, so that matches end quickly).
"""

from __future__ import annotations

import random
from typing import Any

import pytest
from budget import examples
from hypothesis import given
from hypothesis import strategies as st

from spec_options import HEARTS_BOOLEANS, HEARTS_CHOICES, HEARTS_STANDARD
from tricktaker import Action, Give, Play, Session, load_game
from tricktaker.testing import assert_bots_play, assert_replays, play_actions

GAME = load_game("hearts")
RANKS = ("A", "K", "Q", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2")
CYCLE = ("left", "right", "across", "hold")  # §4.1
OFFSET = {"left": 1, "right": 3, "across": 2, "hold": 0}
SPEC_GAMES = examples(ci=10, fuzz=300)
REPLAYS = examples(ci=5, fuzz=100)
SEEDS = st.integers(0, 2**63 - 1)
CHOICES = st.integers(0, 2**63 - 1)


@st.composite
def options(draw: st.DrawFn) -> dict[str, Any]:
    drawn: dict[str, Any] = {name: draw(st.booleans()) for name in HEARTS_BOOLEANS}
    drawn["shoot_the_moon"] = draw(st.sampled_from(HEARTS_CHOICES["shoot_the_moon"]))
    drawn["ties"] = draw(st.sampled_from(HEARTS_CHOICES["ties"]))
    drawn["hands"] = draw(st.sampled_from([0, 0, 1, 2, 3]))
    drawn["target_score"] = draw(st.sampled_from([1, 20, 60, 100]))
    return drawn


def suit(card: str) -> str:
    return card[-1]


def power(card: str) -> int:
    return len(RANKS) - RANKS.index(card[:-1])


def is_penalty(card: str) -> bool:
    return suit(card) == "H" or card == "QS"


def legal_plays(
    hand: set[str], trick: list[str], first: bool, broken: bool, o: dict[str, Any]
) -> set[str]:
    """§13.3, the first rule that fits."""
    if trick:
        same = {c for c in hand if suit(c) == suit(trick[0])}
        if same:
            return same
        if first and o["no_pts_on_first_trick"]:
            return {c for c in hand if not is_penalty(c)} or set(hand)
        return set(hand)
    if first:
        return {c for c in hand if suit(c) == "C"} if o["can_lead_any_club"] else {"2C"}
    if broken:
        return set(hand)
    others = {c for c in hand if suit(c) != "H"}
    if not others or (others == {"QS"} and o["can_lead_hearts_instead_of_qs"]):
        return set(hand)
    return others


def hand_points(taken: list[list[str]], tricks: list[int], o: dict[str, Any]) -> list[int]:
    """§8, §13.5: R, then the moon, else the −5 bonus."""
    value = {c: (1 if suit(c) == "H" else 13 if c == "QS" else 0) for cards in taken for c in cards}
    if o["jd_bonus"]:
        value["JD"] = -10
    r = [sum(value[c] for c in cards) for cards in taken]
    penalty = {f"{rank}H" for rank in RANKS} | {"QS"}
    shooter = next((s for s in range(4) if penalty <= set(taken[s])), None)
    if shooter is not None:
        if o["shoot_the_moon"] == "add":
            return [x - 26 if s == shooter else x + 26 for s, x in enumerate(r)]
        return [x - 52 if s == shooter else x for s, x in enumerate(r)]
    if o["avoid_all_tricks_bonus"]:
        return [x - 5 if tricks[s] == 0 else x for s, x in enumerate(r)]
    return r


class Checker:
    """The model of §4-§9, stepped with the session and compared at every action."""

    def __init__(self, session: Session, o: dict[str, Any]) -> None:
        self.s = session
        self.o = o
        self.totals = [0] * 4
        self.hand_no = -1
        self.dealer: int | None = None
        self.start_hand()

    def text(self, card: int) -> str:
        return self.s.deck.format(card)

    def start_hand(self) -> None:
        s, o = self.s, self.o
        self.hand_no += 1
        assert s.state.hand_no == self.hand_no
        if self.dealer is not None:
            assert s.state.dealer == (self.dealer + 1) % 4  # §1.4
        self.dealer = s.state.dealer
        direction = s.observation(0)["pass_direction"]
        wanted = o["pass_direction"]
        if not o["pass_cards"]:
            assert direction == "hold"  # HT-13
        elif wanted == "cycle":
            assert direction == CYCLE[self.hand_no % 4]
        elif wanted == "random":
            assert direction in CYCLE
        else:
            assert direction == wanted
        self.direction = direction
        self.hands = [{self.text(c) for c in s.state.hands[seat]} for seat in range(4)]
        assert all(len(h) == 13 for h in self.hands)
        assert set().union(*self.hands) == {r + x for r in RANKS for x in "SHDC"}
        self.picks: list[list[str]] = [[] for _ in range(4)]
        self.passing = direction != "hold"
        self.trick: list[str] = []
        self.trick_no = 0
        self.broken = not o["must_break_hearts"]
        self.taken: list[list[str]] = [[] for _ in range(4)]
        self.tricks = [0] * 4
        self.leader = -1
        if not self.passing:
            self.open_play()

    def open_play(self) -> None:
        self.leader = next(seat for seat in range(4) if "2C" in self.hands[seat])  # §5.1

    def to_move(self) -> int:
        if self.passing:
            done = sum(len(p) for p in self.picks)
            return (self.dealer + 1 + done // 3) % 4  # type: ignore[operator]
        return (self.leader + len(self.trick)) % 4

    def legal(self) -> set[str]:
        seat = self.to_move()
        if self.passing:
            return set(self.hands[seat])
        return legal_plays(self.hands[seat], self.trick, self.trick_no == 0, self.broken, self.o)

    def check_observations(self) -> None:
        s = self.s
        for seat in range(4):
            obs = s.observation(seat)
            assert {self.text(c) for c in obs["hand"]} == self.hands[seat]
            assert sorted(self.text(c) for c in obs["cards_given"]) == sorted(self.picks[seat])
            if self.passing:
                assert obs["cards_received"] == []  # HT-3: nothing before the twelfth pick
            if self.o["must_break_hearts"]:  # HT-19: the hearts-broken flag is public
                assert obs["broken_suits"] == ([s.deck.suit_index("H")] if self.broken else [])
            assert "hands" not in obs

    def step(self, action: Action) -> None:
        s = self.s
        seat = self.to_move()
        assert s.current_seat == seat
        legal = s.legal_actions()
        if self.passing:
            assert all(isinstance(a, Give) and len(a.cards) == 1 for a in legal)
            texts = {self.text(a.cards[0]) for a in legal if isinstance(a, Give)}
        else:
            assert all(isinstance(a, Play) for a in legal)
            texts = {self.text(a.card) for a in legal if isinstance(a, Play)}
        assert texts == self.legal(), (texts, self.legal())
        self.check_observations()
        s.apply(action)
        if self.passing:
            assert isinstance(action, Give)
            card = self.text(action.cards[0])
            self.hands[seat].remove(card)
            self.picks[seat].append(card)
            if sum(len(p) for p in self.picks) == 12:  # §4.2.2: all handed over together
                shift = OFFSET[self.direction]
                for giver in range(4):
                    self.hands[(giver + shift) % 4] |= set(self.picks[giver])
                self.passing = False
                self.open_play()
                for receiver in range(4):
                    got = s.observation(receiver)["cards_received"]
                    giver = (receiver - shift) % 4
                    assert sorted(self.text(c) for c in got) == sorted(self.picks[giver])
            return
        assert isinstance(action, Play)
        card = self.text(action.card)
        self.hands[seat].remove(card)
        self.trick.append(card)
        if suit(card) == "H" or (card == "QS" and self.o["qs_breaks_hearts"]):
            self.broken = True  # §13.4: at the card, not when the trick ends
        if len(self.trick) < 4:
            return
        led = suit(self.trick[0])
        best = max(
            range(4), key=lambda i: power(self.trick[i]) if suit(self.trick[i]) == led else -1
        )
        winner = (self.leader + best) % 4
        if self.trick_no < 12:  # after the 13th the next hand has begun
            assert s.state.last_trick is not None and s.state.last_trick[2] == winner
            assert s.current_seat == winner
        self.taken[winner] += self.trick
        self.tricks[winner] += 1
        self.trick = []
        self.trick_no += 1
        self.leader = winner
        if self.trick_no < 13:
            return
        self.end_hand()

    def end_hand(self) -> None:
        s, o = self.s, self.o
        p = hand_points(self.taken, self.tricks, o)
        record = s.state.hand_results[-1]
        assert record["tricks"] == self.tricks
        assert record["scores"] == p
        self.totals = [t + x for t, x in zip(self.totals, p, strict=True)]
        assert s.scores == self.totals
        lowest = min(self.totals)
        tied = self.totals.count(lowest) > 1
        if o["hands"]:
            over = self.hand_no + 1 >= o["hands"]
        else:
            over = max(self.totals) >= o["target_score"]
        if over and o["ties"] == "play_on" and tied:
            over = False
        assert s.is_over == over
        if over:
            result = s.result()
            assert result["winners"] == [x for x in range(4) if self.totals[x] == lowest]
            played = self.hand_no + 1
            assert result["returns"] == [26 * played - t for t in self.totals]  # HT-12
        else:
            self.start_hand()


DIRECTIONS = list(HEARTS_CHOICES["pass_direction"])


@pytest.mark.parametrize("direction", DIRECTIONS)
@SPEC_GAMES
@given(more=options(), seed=SEEDS, choices=CHOICES)
def test_random_games_follow_the_spec(
    direction: str, more: dict[str, Any], seed: int, choices: int
) -> None:
    o = {**HEARTS_STANDARD, **more, "pass_direction": direction}
    given_options = {k: v for k, v in o.items() if k != "players"}
    session = GAME.new_session(options=given_options, seed=seed)
    checker = Checker(session, o)
    rng = random.Random(choices)

    def choose(s: Session) -> Action:
        legal = s.legal_actions()
        return legal[rng.randrange(len(legal))]

    play_actions(session, choose, checker.step, max_actions=20_000)


@pytest.mark.parametrize("direction", DIRECTIONS)
@REPLAYS
@given(more=options(), seed=SEEDS)
def test_bots_games_replay(direction: str, more: dict[str, Any], seed: int) -> None:
    """Bots play whole games under every option; the records replay to the same result."""
    session = GAME.new_session(options={**more, "pass_direction": direction}, seed=seed)
    assert_bots_play(session, ["basic", "random", "basic", "random"], seed=seed % 1000)
    assert_replays(session)
