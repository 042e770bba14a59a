"""Whole random Five Hundred games (shared/rules/five-hundred.md) against an independent model
(issue 47).

Nothing here calls the engine's rule functions: the options (§9), the dealer and its rotation
(F-2), the pack and the deal (§2.1, §3, F-1), the legal calls of the ladder auction under every
misère option and the inkle (§4, F-3 … F-7, F-18), the end of the auction and the thrown-in
hands (F-4), the kitty and the three discards (§5, F-8), the legal cards with the Joker, the
bowers and the Joker's named suit (§6, §13.2, F-9, F-10), the seat to move skipping the misère
partner (F-11), the trick winners, the end of a misère at the contractor's first trick and the
open-misère hand shown after trick 1 (F-12), the hand's scores (§7, F-14, F-15), the totals from
the start scores, the end of the game with the floor and "only a made contract wins" (§8,
F-16, F-17) and the observations (F-21) are recomputed from the spec, and :class:`Checker`
compares them with the live session at every action. The engine only names cards and actions.

Every value of every option is played: the tests are parametrized over the misère options
(``misere`` × ``misere_rank`` × ``misere_after_seven``) and hypothesis draws the others
(``inkle``, ``opponents_score_tricks``, ``must_bid_out``, ``target_score``, ``start_scores``,
``first_dealer``), the seeds and the choices. ``HYPOTHESIS_PROFILE=fuzz`` plays many more.
"""

from __future__ import annotations

import itertools
import random
from typing import Any

import pytest
from budget import examples
from hypothesis import given
from hypothesis import strategies as st

from spec_options import FIVE_HUNDRED_DEFAULTS as DEFAULTS  # the spec's §9 column
from tricktaker import Session, load_game
from tricktaker.testing import assert_bots_play, assert_replays, play_actions

GAME = load_game("five-hundred")

# §2.1: the 43 cards
RANKS = ("A", "K", "Q", "J", "10", "9", "8", "7", "6", "5", "4")
PACK = tuple(
    [r + s for s in "SC" for r in RANKS[:-1]] + [r + s for s in "DH" for r in RANKS] + ["JK"]
)
SAME_COLOUR = {"S": "C", "C": "S", "H": "D", "D": "H"}
SUITS = "SCDH"
DENOMS = ("S", "C", "D", "H", "NT")
TEAMS = ((0, 2), (1, 3))
HAND_LIMIT = 30
MAX_ACTIONS = 5_000

OPTION_SETS = [
    {"misere": a, "misere_rank": b, "misere_after_seven": c}
    for a, b, c in itertools.product([True, False], ["value", "below_eights"], [True, False])
]
OPTION_IDS = [
    f"mis{int(o['misere'])}-{o['misere_rank']}-seven{int(o['misere_after_seven'])}"
    for o in OPTION_SETS
]
SPEC_GAMES = examples(ci=6, fuzz=1_000)
REPLAYS = examples(ci=4, fuzz=400)
BOT_GAMES = examples(ci=3, fuzz=400)
SEEDS = st.integers(0, 2**63 - 1)
CHOICES = st.integers(0, 2**63 - 1)


@st.composite
def more_options(draw: st.DrawFn) -> dict[str, Any]:
    target = draw(st.sampled_from([None, 150, 300, 500]))
    t = 500 if target is None else target
    must = draw(st.sampled_from([None, True, False]))
    top = t - 1 if must is False else t + 200
    start = draw(st.sampled_from([None, "zero", "drawn"]))
    drawn = {
        "target_score": target,
        "first_dealer": draw(st.sampled_from([None, "random", "0", "1", "2", "3"])),
        "inkle": draw(st.sampled_from([None, False, True])),
        "opponents_score_tricks": draw(st.sampled_from([None, True, False])),
        "must_bid_out": must,
        "start_scores": None
        if start is None
        else [0, 0]
        if start == "zero"
        else [draw(st.integers(-t + 1, top)), draw(st.integers(-t + 1, top))],
    }
    return {name: value for name, value in drawn.items() if value is not None}


# -- the independent model ---------------------------------------------------------------------


def value_of(bid: str) -> int:
    """§4.1: V = 40 + 100 × (tricks − 6) + 20 × d; MIS 250, OMIS 500."""
    if bid == "MIS":
        return 250
    if bid == "OMIS":
        return 500
    tricks, denom = int(bid.rstrip("SCDHNT")), bid.lstrip("0123456789")
    return 40 + 100 * (tricks - 6) + 20 * DENOMS.index(denom)


def ladder(opts: dict[str, Any]) -> list[str]:
    """§4.1: the rungs, lowest first."""
    bids = [f"{n}{d}" for n in range(6, 11) for d in DENOMS]
    if opts["misere"]:
        place = bids.index("8S") + (1 if opts["misere_rank"] == "value" else 0)
        bids.insert(place, "MIS")
        bids.insert(bids.index("10H"), "OMIS")
    return bids


def is_trump(card: str, trump: str | None) -> bool:
    if trump is None:
        return False
    return card == "JK" or card[-1] == trump or card == "J" + SAME_COLOUR[trump]


def suit_of(card: str, trump: str | None) -> str:
    """§2.4.4, §2.5: the effective suit; at no trumps the Joker has none ("")."""
    if card == "JK":
        return trump or ""
    return trump if trump is not None and is_trump(card, trump) else card[-1]


def power(card: str, trump: str | None) -> int:
    """Higher wins within the card's effective suit (§2.4.5, §2.5)."""
    if card == "JK":
        return 100
    if trump is not None and card == "J" + trump:
        return 99
    if trump is not None and card == "J" + SAME_COLOUR[trump]:
        return 98
    return len(RANKS) - RANKS.index(card[:-1])


def legal_plays(hand: set[str], trick: list[str], led: str | None, trump: str | None) -> set[str]:
    """§13.2.3: a leader any card (at no trumps the Joker as JK:S … JK:H); a follower the
    cards of the led (effective) suit, else the whole hand."""
    if not trick:
        if trump is None and "JK" in hand:
            return (hand - {"JK"}) | {f"JK:{x}" for x in SUITS}
        return set(hand)
    assert led is not None
    same = {c for c in hand if suit_of(c, trump) == led}
    return same or set(hand)


def trick_winner(trick: list[str], led: str, trump: str | None) -> int:
    """§6.5: the highest trump (the Joker at no trumps), else the highest of the led suit."""
    if trump is None and "JK" in trick:
        return trick.index("JK")
    pool = [i for i, c in enumerate(trick) if is_trump(c, trump)] or [
        i for i, c in enumerate(trick) if suit_of(c, trump) == led
    ]
    return max(pool, key=lambda i: power(trick[i], trump))


def hand_scores(bid: str, taken: int, opts: dict[str, Any]) -> tuple[int, int, bool]:
    """§7: (contracting side, opponents, made); ``taken``: the contracting side's tricks (in
    misère the contractor's)."""
    v = value_of(bid)
    if bid in ("MIS", "OMIS"):
        return (v, 0, True) if taken == 0 else (-v, 0, False)
    need = int(bid.rstrip("SCDHNT"))
    theirs = 10 * (10 - taken) if opts["opponents_score_tricks"] else 0
    if taken == 10 and v < 250:
        return 250, theirs, True
    return (v, theirs, True) if taken >= need else (-v, theirs, False)


def game_end(totals: list[int], side: int | None, made: bool, opts: dict[str, Any]) -> int | None:
    """§8: the winning side after a hand, or None (``side``: the contracting side)."""
    t = opts["target_score"]
    if side is not None and made and totals[side] >= t:
        return side
    for k in (0, 1):
        if totals[k] <= -t:
            return 1 - k
    if not opts["must_bid_out"]:
        best = [k for k in (0, 1) if totals[k] >= t]
        if best:
            assert len(best) == 1
            return best[0]
    return None


# -- the checker -------------------------------------------------------------------------------


class Checker:
    """Follows a live session action by action and compares it with the model."""

    def __init__(self, session: Session, given_options: dict[str, Any]) -> None:
        self.s = session
        self.deck = session.deck
        self.opts = {**DEFAULTS, **given_options}
        assert session.options == self.opts, "§9: the defaults, then the options given"
        named = self.opts["first_dealer"]
        self.first = session.state.dealer if named == "random" else int(named)
        self.totals = list(self.opts["start_scores"])
        assert self.s.scores == [self.totals[k % 2] for k in range(4)], "§13.4: start scores"
        self.deal = -1
        self.actions = 0
        self.winner: int | None = None
        self.new_hand()

    def texts(self, cards: Any) -> list[str]:
        return [self.deck.format(c) for c in cards]

    def new_hand(self) -> None:
        st_ = self.s.state
        self.deal += 1
        self.dealer = (self.first + self.deal) % 4  # F-2
        assert st_.dealer == self.dealer
        self.held = [set(self.texts(h)) for h in st_.hands]
        self.kitty = set(self.texts(st_.stock))
        assert all(len(h) == 10 for h in self.held) and len(self.kitty) == 3, "§3.1"
        assert sorted([*itertools.chain(*self.held), *self.kitty]) == sorted(PACK), "F-1"
        self.stage = "auction"
        self.to_move = (self.dealer + 1) % 4  # §4.2.1
        self.passed: set[int] = set()
        self.spoken: set[int] = set()
        self.high: str | None = None
        self.high_bidder = -1
        self.discards: list[str] = []
        self.out: set[int] = set()
        self.trick: list[str] = []
        self.trick_seats: list[int] = []
        self.led: str | None = None
        self.tricks = [0, 0, 0, 0]
        self.exposed = False

    # -- what is legal -------------------------------------------------------------------------

    def expected_legal(self) -> set[str]:
        seat = self.to_move
        if self.stage == "auction":
            rungs = ladder(self.opts)
            start = 0 if self.high is None else rungs.index(self.high) + 1
            calls = {"pass", *rungs[start:]}
            over_seven = (
                self.high is not None
                and self.high not in ("MIS", "OMIS")
                and int(self.high.rstrip("SCDHNT")) >= 7
            )
            if self.opts["misere_after_seven"] and not over_seven:
                calls.discard("MIS")  # F-6
            if self.opts["inkle"]:  # §4.6, F-18: six-level calls are inkles only
                calls -= {b for b in calls if b.startswith("6")}
                first_two = seat in ((self.dealer + 1) % 4, (self.dealer + 2) % 4)
                if first_two and seat not in self.spoken:
                    calls |= {f"6{d}" for d in DENOMS}
            return calls
        if self.stage == "kitty":
            return {f"discard {c}" for c in self.held[seat]}  # F-8: any card (issue 47's text)
        return legal_plays(self.held[seat], self.trick, self.led, self.trump)

    # -- per action ----------------------------------------------------------------------------

    def before(self) -> None:
        s = self.s
        assert not s.is_over and self.actions < MAX_ACTIONS
        assert s.current_seat == self.to_move, f"{self.stage}: seat {self.to_move} to move"
        assert s.phase.name == self.stage
        got = [s.format_action(a) for a in s.legal_actions()]
        assert len(set(got)) == len(got)
        assert set(got) == self.expected_legal(), (self.stage, sorted(got))
        self.check_observation(self.to_move)
        self.check_observation((self.to_move + 1 + self.actions % 3) % 4)

    def after(self, text: str) -> None:
        self.actions += 1
        seat = self.to_move
        if self.stage == "auction":
            self.auction_call(seat, text)
        elif self.stage == "kitty":
            text = text.removeprefix("discard ")
            self.held[seat].remove(text)
            self.discards.append(text)
            if len(self.discards) == 3:
                self.stage = "play"  # F-13: the contractor leads
        else:
            self.play_card(seat, text)

    def auction_call(self, seat: int, text: str) -> None:
        inkle = self.opts["inkle"] and text.startswith("6")
        self.spoken.add(seat)
        if text == "pass":
            self.passed.add(seat)
        elif not inkle:
            self.high, self.high_bidder = text, seat
        if len(self.passed) == 4:  # §4.5, F-4
            self.end_hand(thrown_in=True)
            return
        if len(self.passed) == 3 and self.high is not None:  # §4.4.2
            self.contractor = self.high_bidder  # the last caller after three passes (§4.4)
            self.bid = self.high
            denom = self.bid.lstrip("0123456789")
            self.trump = denom if denom in SUITS else None
            if self.bid in ("MIS", "OMIS"):
                self.out = {(self.contractor + 2) % 4}  # §6.1.2, F-11
            self.held[self.contractor] |= self.kitty  # §5.1: taken with no decision
            self.stage = "kitty"
            self.to_move = self.contractor
            contract = self.s.state.contract
            assert contract is not None and contract.declarer == self.contractor
            assert contract.value == value_of(self.bid)
            return
        nxt = (seat + 1) % 4
        while nxt in self.passed:
            nxt = (nxt + 1) % 4
        self.to_move = nxt

    def play_card(self, seat: int, text: str) -> None:
        card, _, named = text.partition(":")
        self.held[seat].remove(card)
        if not self.trick:
            self.led = named or suit_of(card, self.trump)
        self.trick.append(card)
        self.trick_seats.append(seat)
        if len(self.trick) < 4 - len(self.out):
            nxt = (seat + 1) % 4
            while nxt in self.out:
                nxt = (nxt + 1) % 4
            self.to_move = nxt
            return
        assert self.led is not None
        winner = self.trick_seats[trick_winner(self.trick, self.led, self.trump)]
        self.tricks[winner] += 1
        self.trick, self.trick_seats, self.led = [], [], None
        self.to_move = winner
        misere = self.bid in ("MIS", "OMIS")
        if sum(self.tricks) == 10 or (misere and winner == self.contractor):  # §6.7
            self.end_hand(thrown_in=False)
            return
        assert self.s.state.last_trick[2] == winner  # type: ignore[index]
        if self.bid == "OMIS" and sum(self.tricks) == 1:
            self.exposed = True  # §6.6, F-12

    def end_hand(self, thrown_in: bool) -> None:
        s, st_ = self.s, self.s.state
        result = st_.hand_results[self.deal]
        assert result["thrown_in"] == thrown_in
        points = [0, 0]
        side: int | None = None
        made = False
        if not thrown_in:
            side = self.contractor % 2
            assert all(self.tricks[o] == 0 for o in self.out)
            if self.bid in ("MIS", "OMIS"):
                taken = self.tricks[self.contractor]
            else:
                taken = self.tricks[side] + self.tricks[side + 2]
            ours, theirs, made = hand_scores(self.bid, taken, self.opts)
            points[side], points[1 - side] = ours, theirs
            assert list(result["tricks"]) == self.tricks
        assert list(result["scores"]) == [points[k % 2] for k in range(4)], "§7"
        for k in (0, 1):
            self.totals[k] += points[k]
        assert s.scores == [self.totals[k % 2] for k in range(4)]
        self.winner = game_end(self.totals, side, made, self.opts)
        if self.winner is not None:
            assert s.is_over and not st_.stopped, "§8"
            return
        if self.deal + 1 >= HAND_LIMIT:
            assert s.is_over and st_.stopped
            return
        assert not s.is_over
        self.new_hand()

    def step(self, action: Any) -> None:
        self.before()
        text = self.s.format_action(action)
        assert action in self.s.legal_actions()
        self.s.apply(action)
        self.after(text)

    def finish(self) -> None:
        s = self.s
        assert s.is_over and s.legal_actions() == []
        if self.winner is not None:
            assert sorted(s.result()["winners"]) == list(TEAMS[self.winner])

    def check_observation(self, seat: int) -> None:
        """F-21: own hand; the kitty and the discards to the contractor only; the misère
        partner's hand to nobody else; the open-misère hand to all after trick 1."""
        obs = self.s.observation(seat)
        assert set(self.texts(obs["hand"])) == self.held[seat]
        assert obs["dealer"] == self.dealer
        assert obs["totals"] == [self.totals[k % 2] for k in range(4)]
        discards = set(self.texts(obs.get("put_away") or ()))
        if self.stage != "auction" and seat == self.contractor:
            assert discards == set(self.discards)
        else:
            assert not discards
        exposed = set(self.texts(obs.get("exposed_hand") or ()))
        if self.exposed:
            assert exposed == self.held[self.contractor]
        else:
            assert not exposed
        hidden: set[str] = set()
        if self.stage != "auction" and seat != self.contractor:
            hidden |= set(self.discards)  # §5.3: never shown to another seat
        for other in self.out:
            if other != seat:
                hidden |= self.held[other]  # §13.3.8: the sitting-out hand
        shown = set(self.texts(c for _, c in obs["played"])) | exposed
        assert not shown & hidden, f"seat {seat} sees {sorted(shown & hidden)}"


# -- playing -----------------------------------------------------------------------------------


def new_session(options: dict[str, Any], seed: int) -> Session:
    return GAME.new_session(options=options, seed=seed, stop_after=HAND_LIMIT)


def play_random(session: Session, rnd: random.Random, checker: Checker | None = None) -> None:
    step = None if checker is None else checker.step
    play_actions(session, lambda s: rnd.choice(s.legal_actions()), step, MAX_ACTIONS)


@pytest.mark.parametrize("options", OPTION_SETS, ids=OPTION_IDS)
@SPEC_GAMES
@given(more=more_options(), seed=SEEDS, choices=CHOICES)
def test_random_games_follow_the_spec(options, more, seed, choices):
    """Whole random games under every option: every deal, legal call, discard and card, seat
    to move (skipping the misère partner), trick winner, hand score, total, the end, the
    winners and the observations agree with the independent model."""
    given_options = {**more, **options}
    session = new_session(given_options, seed)
    checker = Checker(session, given_options)
    play_random(session, random.Random(choices), checker)
    checker.finish()


@pytest.mark.parametrize("options", OPTION_SETS[:2], ids=OPTION_IDS[:2])
@REPLAYS
@given(more=more_options(), seed=SEEDS, choices=CHOICES)
def test_record_replay_reproduces_the_result(options, more, seed, choices):
    """``record_of`` → JSON → ``parse_record`` → ``replay`` gives the same ``result()``."""
    session = new_session({**more, **options}, seed)
    play_random(session, random.Random(choices))
    assert session.is_over
    assert_replays(session)


@pytest.mark.parametrize("options", OPTION_SETS[::3], ids=OPTION_IDS[::3])
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


@examples(ci=50, fuzz=1_000)
@given(bid=st.sampled_from([f"{n}{d}" for n in range(6, 11) for d in DENOMS]),
       taken=st.integers(0, 10), tricks_on=st.booleans())  # fmt: skip
def test_the_model_scores_worked_example_11(bid, taken, tricks_on):
    """The model itself: worked example 11's rows, and made ⇔ taken ≥ bid."""
    opts = {"opponents_score_tricks": tricks_on}
    _, theirs, made = hand_scores(bid, taken, opts)
    assert made == (taken >= int(bid.rstrip("SCDHNT")))
    assert theirs == (10 * (10 - taken) if tricks_on else 0)
    on = {"opponents_score_tricks": True}
    assert hand_scores("6S", 6, on)[:2] == (40, 40)
    assert hand_scores("8S", 10, on)[:2] == (250, 0)
    assert hand_scores("8C", 10, on)[:2] == (260, 0)
    assert hand_scores("9D", 8, on)[:2] == (-380, 20)
    assert hand_scores("10NT", 10, on)[:2] == (520, 0)
    assert hand_scores("MIS", 1, on)[:2] == (-250, 0)
    assert hand_scores("OMIS", 0, on)[:2] == (500, 0)
