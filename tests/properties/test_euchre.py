"""Whole random Euchre games (shared/rules/euchre.md) against an independent model.

Nothing here calls the engine's rule functions: the options after a profile (§9, §13.8), the
dealer and its rotation (E-2), the card positions of stacked packs (§14.1, E-15), the legal
calls of both rounds of making trump with stick the dealer (§4, E-9, E-12), the order of the
pending decisions under each ``alone_timing`` (§5.3, E-16), the dealer's discard (E-3, E-5),
who is asked to go alone (E-6, E-7) and who sits out, the effective suits and bowers (§2.3,
E-13), the legal cards and the seat to move skipping seats that sit out (§6, E-10), the trick
winners, the hand's points (§7, E-8), the end of the game (§8, E-11, E-14), the winners and the
returns (§13.7) are recomputed from the spec, and :class:`Checker` compares them with the live
session at every action, with the observations (E-17). The engine only names cards.

Every value of every option is played: the tests are parametrized over the 8 combinations of
``stick_the_dealer`` × ``allow_lone_defender`` × ``alone_timing``; hypothesis draws the
profile, the other options (or leaves them to the profile), explicit packs for the first
hands, the seeds and the choices. ``HYPOTHESIS_PROFILE=fuzz`` plays many more games.
"""

from __future__ import annotations

import itertools
import random
from typing import Any

import pytest
from budget import examples
from hypothesis import given
from hypothesis import strategies as st

from spec_options import EUCHRE_OPENSPIEL as OPENSPIEL  # the spec's §9 columns
from spec_options import EUCHRE_STANDARD as STANDARD
from tricktaker import DealGiven, IllegalAction, Session, load_game
from tricktaker.actions import ChooseTrump, Declare, Exchange, Pass, Play
from tricktaker.testing import CORE_OBSERVATION_KEYS, assert_bots_play, assert_replays, play_actions

GAME = load_game("euchre")

# §2.1, §2.2
SUITS = "SHDC"
RANKS = ("A", "K", "Q", "J", "10", "9")
PACK = tuple(r + s for s in SUITS for r in RANKS)
SAME_COLOUR = {"S": "C", "C": "S", "H": "D", "D": "H"}
TEAMS = ((0, 2), (1, 3))
# §14.1: the pack positions of L, P, R and the dealer.
POSITIONS = ((0, 1, 2, 10, 11), (3, 4, 12, 13, 14), (5, 6, 7, 15, 16), (8, 9, 17, 18, 19))
HAND_LIMIT = 40
MAX_ACTIONS = 5_000

OPTION_SETS = [
    {"stick_the_dealer": a, "allow_lone_defender": b, "alone_timing": c}
    for a, b, c in itertools.product([False, True], [False, True], ["with_call", "after_discard"])
]
OPTION_IDS = [
    f"stick{int(o['stick_the_dealer'])}-lone{int(o['allow_lone_defender'])}-{o['alone_timing']}"
    for o in OPTION_SETS
]
# Examples per option set (budget.py): ci 10 games each (5 for the bots); fuzz: about 8 minutes
# in all (measured in the ci profile on two shared cores: 0.024 s a checked game, 0.01 s a game
# played and replayed, 0.01 s a bots' game; the games are short, many to a low target).
SPEC_GAMES = examples(ci=10, fuzz=1_500)
REPLAYS = examples(ci=10, fuzz=1_200)
BOT_GAMES = examples(ci=5, fuzz=1_000)
SEEDS = st.integers(0, 2**63 - 1)
CHOICES = st.integers(0, 2**63 - 1)
PACKS = st.lists(st.permutations(PACK), max_size=2)

OBSERVATION_KEYS = CORE_OBSERVATION_KEYS | {
    "alone_queue",
    "alone_seats",
    "exchanged",
    "maker",
    "passes",
    "round",
    "sitting_out",
    "trump_round",
    "turned_discard",
    "turned_discard_counts",
}


@st.composite
def more_options(draw: st.DrawFn) -> dict[str, Any]:
    drawn = {
        "profile": draw(st.sampled_from([None, "standard", "openspiel"])),
        "first_dealer": draw(st.sampled_from([None, "random", "0", "1", "2", "3"])),
        "target_score": draw(st.sampled_from([None, 1, 3, 5, 10])),
        "single_hand": draw(st.sampled_from([None, False, False, True])),
    }
    return {name: value for name, value in drawn.items() if value is not None}


# -- the independent model ---------------------------------------------------------------------


def printed(card: str) -> str:
    return card[-1]


def rank(card: str) -> str:
    return card[:-1]


def effective(card: str, trump: str) -> str:
    """§2.3.3: the left bower's suit is the trump suit; every other card keeps its suit."""
    if rank(card) == "J" and printed(card) == SAME_COLOUR[trump]:
        return trump
    return printed(card)


def power(card: str, trump: str) -> int:
    """§2.3.4: higher is better within the card's effective suit."""
    if rank(card) == "J" and printed(card) == trump:
        return 100
    if rank(card) == "J" and printed(card) == SAME_COLOUR[trump]:
        return 99
    return len(RANKS) - RANKS.index(rank(card))


def legal_cards(hand: set[str], trick: list[str], trump: str) -> set[str]:
    """§6.2: the cards of the led effective suit, else anything; a leader plays anything."""
    if not trick:
        return set(hand)
    led = effective(trick[0], trump)
    same = {c for c in hand if effective(c, trump) == led}
    return same or set(hand)


def trick_winner(trick: list[str], trump: str) -> int:
    """§6.3: the highest trump, else the highest card of the led suit (position in trick)."""
    trumps = [(power(c, trump), i) for i, c in enumerate(trick) if effective(c, trump) == trump]
    if trumps:
        return max(trumps)[1]
    led = effective(trick[0], trump)
    return max((power(c, trump), i) for i, c in enumerate(trick) if effective(c, trump) == led)[1]


def points_of(tricks: int, maker_alone: bool, defender_alone: bool) -> tuple[int, bool]:
    """§7: (points, whether the makers score)."""
    if tricks <= 2:
        return (4 if defender_alone else 2), False
    if tricks == 5:
        return (4 if maker_alone else 2), True
    return 1, True


def effective_options(given_options: dict[str, Any]) -> dict[str, Any]:
    column = OPENSPIEL if given_options.get("profile") == "openspiel" else STANDARD
    return {**column, **given_options}


# -- the checker -------------------------------------------------------------------------------


class Checker:
    """Follows a live session action by action and compares it with the model."""

    def __init__(self, session: Session, given_options: dict[str, Any], packs: Any = ()) -> None:
        self.s = session
        self.deck = session.deck
        self.opts = effective_options(given_options)
        assert session.options == self.opts, "§9: the profile's column, then the options given"
        self.packs = [list(p) for p in packs]
        named = self.opts["first_dealer"]
        self.first = session.state.dealer if named == "random" else int(named)
        assert session.state.dealer == self.first
        self.totals = [0, 0]
        self.deal = -1
        self.actions = 0
        self.new_hand()

    def text(self, card: int) -> str:
        return self.deck.format(card)

    def texts(self, cards: Any) -> list[str]:
        return [self.deck.format(c) for c in cards]

    # -- per hand --------------------------------------------------------------------------

    def new_hand(self) -> None:
        s, st_ = self.s, self.s.state
        self.deal += 1
        assert not s.is_over
        self.dealer = (self.first + self.deal) % 4  # E-2: every deal passes to the left
        assert st_.dealer == self.dealer
        hands = [self.texts(h) for h in st_.hands]
        assert all(len(h) == 5 for h in hands), "§3.1: 5 cards each"
        self.up = self.text(st_.turned)
        kitty = self.texts(st_.stock)
        assert len(kitty) == 3
        assert sorted([*(c for h in hands for c in h), self.up, *kitty]) == sorted(PACK)
        if self.deal < len(self.packs):  # §14.1, E-15
            pack = self.packs[self.deal]
            for k, positions in enumerate(POSITIONS):
                seat = (self.dealer + 1 + k) % 4
                assert hands[seat] == [pack[p] for p in positions]
            assert self.up == pack[20] and kitty == pack[21:]
        self.held = [set(h) for h in hands]
        self.stage = "round1"
        self.spoken = 0
        self.maker: int | None = None
        self.trump = ""
        self.pending: list[tuple[str, int]] = []
        self.alone: list[int] = []
        self.out: set[int] = set()
        self.tricks = [0, 0, 0, 0]
        self.trick: list[str] = []
        self.trick_seats: list[int] = []
        self.played: list[tuple[int, str]] = []
        self.to_move = (self.dealer + 1) % 4  # §1.4

    def start_pending(self, round_1: bool) -> None:
        """§5.3, E-16: the decisions after the call, in the table's order."""
        assert self.maker is not None
        asked = [("alone", self.maker)]
        if self.opts["allow_lone_defender"]:  # §5.2.1: defenders in order from the left
            order = [(self.dealer + 1 + k) % 4 for k in range(4)]
            asked += [("defend", seat) for seat in order if seat % 2 != self.maker % 2]
        if not round_1:
            self.pending = asked
        elif self.opts["alone_timing"] == "with_call":
            self.pending = [*asked, ("discard", self.dealer)]
        else:
            self.pending = [("discard", self.dealer), *asked]
        self.next_pending()

    def next_pending(self) -> None:
        if self.pending:
            self.stage, self.to_move = self.pending[0]
            return
        self.stage = "play"
        leader = (self.dealer + 1) % 4  # §6.1, E-10
        while leader in self.out:
            leader = (leader + 1) % 4
        self.leader = self.to_move = leader

    def next_seat(self, seat: int) -> int:
        seat = (seat + 1) % 4
        while seat in self.out:
            seat = (seat + 1) % 4
        return seat

    def expected_legal(self) -> set[tuple[str, ...]]:
        seat = self.to_move
        up = printed(self.up)
        if self.stage == "round1":
            return {("pass",), ("suit", up)}  # §4.1
        if self.stage == "round2":
            calls = {("suit", x) for x in SUITS if x != up}  # E-9
            if not (self.opts["stick_the_dealer"] and self.spoken == 7):  # E-12
                calls.add(("pass",))
            return calls
        if self.stage in ("alone", "defend"):
            return {("alone",), ("partner",)}  # E-6, E-7
        if self.stage == "discard":
            return {("discard", c) for c in self.held[seat]}  # E-3: not the up-card
        return {("play", c) for c in legal_cards(self.held[seat], self.trick, self.trump)}

    def as_tuple(self, action: Any) -> tuple[str, ...]:
        if isinstance(action, Pass):
            return ("pass",)
        if isinstance(action, ChooseTrump):
            return ("suit", self.deck.suits[action.suit].letter)
        if isinstance(action, Declare):
            return (action.what,)
        if isinstance(action, Exchange):
            return ("discard", self.text(action.card))
        assert isinstance(action, Play) and not action.announce
        return ("play", self.text(action.card))

    # -- per action ------------------------------------------------------------------------

    def before(self, rnd: random.Random | None = None) -> None:
        s = self.s
        assert not s.is_over
        assert self.actions < MAX_ACTIONS
        assert s.current_seat == self.to_move, f"{self.stage}: seat {self.to_move} to move"
        phase = {
            "round1": "trump_selection",
            "round2": "trump_selection",
            "alone": "alone",
            "defend": "alone",
            "discard": "exchange_turned",
            "play": "play",
        }[self.stage]
        assert s.phase.name == phase
        got = [self.as_tuple(a) for a in s.legal_actions()]
        assert len(set(got)) == len(got)
        assert set(got) == self.expected_legal(), (self.stage, got)
        self.check_observation(self.to_move)
        self.check_observation((self.to_move + 1 + self.actions % 3) % 4)
        if rnd is not None and rnd.random() < 0.1 and self.stage == "play":
            self.probe_illegal(rnd)

    def after(self, action: Any) -> None:
        self.actions += 1
        seat = self.to_move
        move = self.as_tuple(action)
        if self.stage in ("round1", "round2"):
            self.spoken += 1
            if move == ("pass",):
                if self.spoken == 8:
                    self.end_hand(thrown_in=True)  # §4.4.1
                    return
                self.stage = "round1" if self.spoken < 4 else "round2"
                self.to_move = (seat + 1) % 4
                return
            self.maker, self.trump = seat, move[1]
            self.start_pending(round_1=self.stage == "round1")
            return
        if self.stage in ("alone", "defend"):
            self.pending.pop(0)
            if move == ("alone",):
                self.alone.append(seat)
                self.out.add((seat + 2) % 4)
                if self.stage == "defend":  # the first lone defender ends the questions
                    self.pending = [p for p in self.pending if p[0] != "defend"]
            self.next_pending()
            return
        if self.stage == "discard":
            self.pending.pop(0)
            self.held[seat].remove(move[1])
            self.held[seat].add(self.up)  # E-5: even when the dealer sits out
            self.next_pending()
            return
        card = move[1]
        self.held[seat].remove(card)
        self.trick.append(card)
        self.trick_seats.append(seat)
        self.played.append((seat, card))
        if len(self.trick) < 4 - len(self.out):
            self.to_move = self.next_seat(seat)
            return
        winner = self.trick_seats[trick_winner(self.trick, self.trump)]
        self.tricks[winner] += 1
        self.trick, self.trick_seats = [], []
        self.leader = self.to_move = winner
        if sum(self.tricks) < 5:
            assert self.s.state.last_trick[2] == winner  # type: ignore[index]
            assert self.s.state.tricks_won == self.tricks
        else:
            self.end_hand(thrown_in=False)

    def end_hand(self, thrown_in: bool) -> None:
        s, st_ = self.s, self.s.state
        result = st_.hand_results[self.deal]
        assert result["dealer"] == self.dealer and result["thrown_in"] == thrown_in
        points = [0, 0]
        if not thrown_in:
            assert self.maker is not None
            side = self.maker % 2
            made = self.tricks[side] + self.tricks[side + 2]
            assert all(self.tricks[o] == 0 for o in self.out)  # §6.4
            value, makers = points_of(
                made, self.maker in self.alone, any(a != self.maker for a in self.alone)
            )
            points[side if makers else 1 - side] = value
            assert result["maker"] == self.maker
            assert result["tricks"] == self.tricks
            assert result.get("alone", []) == self.alone
        assert result["scores"] == [points[seat % 2] for seat in range(4)], "§7"
        for side in (0, 1):
            self.totals[side] += points[side]
        assert s.scores == [self.totals[seat % 2] for seat in range(4)]
        if self.opts["single_hand"]:  # E-14
            over = True
        else:
            over = max(self.totals) >= self.opts["target_score"]  # §8.1, E-11
            assert not (min(self.totals) >= self.opts["target_score"])  # no tie
        if over:
            assert s.is_over and not st_.stopped
            return
        if self.deal + 1 >= HAND_LIMIT:
            assert s.is_over and st_.stopped
            return
        assert not s.is_over
        self.new_hand()

    def step(self, action: Any, rnd: random.Random | None = None) -> None:
        self.before(rnd)
        assert action in self.s.legal_actions()
        self.s.apply(action)
        self.after(action)

    def finish(self) -> None:
        s = self.s
        assert s.is_over and s.current_seat == -1 and s.legal_actions() == []
        result = s.result()
        diff = self.totals[0] - self.totals[1]
        assert result["returns"] == [float(diff), -diff, diff, -diff], "§13.7"
        if s.state.stopped or diff == 0:
            assert s.winners == [] or not s.state.stopped
        if not s.state.stopped:
            best = 0 if diff > 0 else 1
            assert s.winners == ([] if diff == 0 else list(TEAMS[best]))

    # -- observations and illegal actions --------------------------------------------------

    def check_observation(self, seat: int) -> None:
        """E-17: own hand, the up-card, the maker, who plays alone and who sits out, the cards
        played; never another seat's unplayed cards or the kitty; the discard to the dealer."""
        obs = self.s.observation(seat)
        assert set(obs) - {"legal"} == OBSERVATION_KEYS, sorted(obs)
        assert set(self.texts(obs["hand"])) == self.held[seat]
        hidden = set().union(*(self.held[o] for o in range(4) if o != seat)) - {self.up}
        shown = set(self.texts(c for _, c in obs["played"]))
        shown |= set(self.texts(c for _, c in obs["trick"]))
        if obs["last_trick"] is not None:
            shown |= set(self.texts(obs["last_trick"][1]))
        shown |= set(self.texts(obs["turned_discard"]))
        assert not shown & hidden, f"seat {seat} sees {sorted(shown & hidden)}"
        assert self.text(obs["turned"]) == self.up
        assert obs["maker"] == self.maker and obs["dealer"] == self.dealer
        assert obs["alone_seats"] == self.alone
        assert obs["sitting_out"] == sorted(self.out)
        assert [(p, self.text(c)) for p, c in obs["played"]] == self.played
        assert obs["totals"] == [self.totals[s % 2] for s in range(4)]

    def probe_illegal(self, rnd: random.Random) -> None:
        allowed = {m[1] for m in self.expected_legal()}
        bad = [c for c in PACK if c not in allowed]
        action = Play(self.deck.parse(rnd.choice(bad)))
        before = (len(self.s.history), self.s.current_seat, [list(h) for h in self.s.state.hands])
        with pytest.raises(IllegalAction):
            self.s.apply(action)
        after = (len(self.s.history), self.s.current_seat, [list(h) for h in self.s.state.hands])
        assert after == before


# -- playing -----------------------------------------------------------------------------------


def new_session(options: dict[str, Any], seed: int, packs: Any = (), first: int = 0) -> Session:
    named = effective_options(options)["first_dealer"]
    first = first if named == "random" else int(named)
    deals = [DealGiven(dealer=(first + k) % 4, pack=list(p)) for k, p in enumerate(packs)]
    return GAME.new_session(options=options, seed=seed, deals=deals, stop_after=HAND_LIMIT)


def play_random(session: Session, rnd: random.Random, checker: Checker | None = None) -> None:
    step = None if checker is None else (lambda a: checker.step(a, rnd))
    play_actions(session, lambda s: rnd.choice(s.legal_actions()), step, MAX_ACTIONS)


# -- the properties ----------------------------------------------------------------------------


@pytest.mark.parametrize("options", OPTION_SETS, ids=OPTION_IDS)
@SPEC_GAMES
@given(more=more_options(), seed=SEEDS, choices=CHOICES, packs=PACKS, first=st.integers(0, 3))
def test_random_games_follow_the_spec(options, more, seed, choices, packs, first):
    """Whole random games under every option: every deal (§14.1 positions for explicit packs),
    legal call, alone answer, discard and card, seat to move (skipping seats that sit out),
    trick winner, hand's points, total, the end, the winners, the returns and every
    observation agree with the independent model."""
    given_options = {**more, **options}
    session = new_session(given_options, seed, packs, first)
    checker = Checker(session, given_options, packs)
    play_random(session, random.Random(choices), checker)
    checker.finish()


@pytest.mark.parametrize("options", OPTION_SETS, ids=OPTION_IDS)
@REPLAYS
@given(more=more_options(), seed=SEEDS, choices=CHOICES, packs=PACKS, first=st.integers(0, 3))
def test_record_replay_reproduces_the_result(options, more, seed, choices, packs, first):
    """``record_of`` → JSON → ``parse_record`` → ``replay`` gives the same ``result()``."""
    session = new_session({**more, **options}, seed, packs, first)
    play_random(session, random.Random(choices))
    assert session.is_over
    assert_replays(session)


@pytest.mark.parametrize("options", OPTION_SETS, ids=OPTION_IDS)
@BOT_GAMES
@given(
    more=more_options(),
    seed=SEEDS,
    kinds=st.lists(st.sampled_from(["basic", "random"]), min_size=4, max_size=4),
)
def test_bots_play_only_legal_actions(options, more, seed, kinds):
    """``basic`` and ``random`` bots choose legal actions only (checked against the model)."""
    given_options = {**more, **options}
    session = new_session(given_options, seed)
    checker = Checker(session, given_options)
    assert_bots_play(session, kinds, seed, apply=checker.step, max_actions=MAX_ACTIONS)
    checker.finish()


@examples(ci=100, fuzz=2_000)
@given(tricks=st.integers(0, 5), maker_alone=st.booleans(), defender_alone=st.booleans())
def test_the_model_scores_worked_example_5(tricks, maker_alone, defender_alone):
    """The model itself: exactly one side scores 1, 2 or 4; worked example 5's rows."""
    value, makers = points_of(tricks, maker_alone, defender_alone)
    assert value in (1, 2, 4) and makers == (tricks >= 3)
    assert points_of(3, False, False) == (1, True)
    assert points_of(4, True, False) == (1, True)
    assert points_of(5, False, False) == (2, True)
    assert points_of(5, True, False) == (4, True)
    assert points_of(2, False, False) == (2, False)
    assert points_of(0, True, False) == (2, False)
    assert points_of(1, False, True) == (4, False)
    assert points_of(5, False, True) == (2, True)
