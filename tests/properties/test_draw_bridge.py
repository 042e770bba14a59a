"""Whole random Draw Bridge games (shared/rules/draw-bridge.md) against an independent model.

Nothing here calls the engine's rule functions: the deal positions (D-12), the drawing tricks
(§5, D-2 … D-4, the ``follow_suit_phase1`` option), the draws and the open top card (D-11,
D-12), the legal calls of the auction (§6, D-5 … D-7, D-14), the contract tricks (§7), the
scores (§8, D-8 … D-10, the ``penalties`` option, D-15), the end of the game (§9, D-1) and what
each seat sees (D-13) are recomputed from the spec, and :class:`Checker` compares them with the
live session at every action. The engine is only used to name cards (``deck.format``) and
calls (``format_action``).

Every option combination is played: the tests are parametrized over the 8 combinations of
``open_top_card`` × ``follow_suit_phase1`` × ``penalties``; hypothesis draws the seeds, the
choices, the target score (small, to keep games short) and explicit packs for the first deals
(so that the card positions of D-12 are checked too). ``HYPOTHESIS_PROFILE=fuzz`` plays many more
games.
"""

from __future__ import annotations

import itertools
import random
from typing import Any

import pytest
from budget import examples
from hypothesis import given
from hypothesis import strategies as st

from tricktaker import DealGiven, IllegalAction, Pass, Play, Session, load_game
from tricktaker.limits import deal_limit
from tricktaker.testing import CORE_OBSERVATION_KEYS, assert_bots_play, assert_replays, play_actions

GAME = load_game("draw-bridge")
DECK = GAME.new_session(seed=0).deck

# §2: 52 cards, A high … 2 low; §2.3 / §6.1 the denominations for the auction, lowest first.
RANKS = ("A", "K", "Q", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2")
SUITS = ("S", "H", "D", "C")
PACK = tuple(r + s for s in SUITS for r in RANKS)
DENOMINATIONS = ("C", "D", "H", "S", "NT")
BIDS = tuple(f"{level}{d}" for level in range(1, 8) for d in DENOMINATIONS)  # 35 bids (D-5)
# §8.1: [first trick over six, each further trick over six]
TRICK_VALUES = {"C": (20, 20), "D": (20, 20), "H": (30, 30), "S": (30, 30), "NT": (40, 30)}
MAX_ACTIONS = 20_000

OPTION_SETS = [
    {"open_top_card": a, "follow_suit_phase1": b, "penalties": c}
    for a, b, c in itertools.product([False, True], repeat=3)
]
OPTION_IDS = [
    f"open{int(o['open_top_card'])}-follow{int(o['follow_suit_phase1'])}-pen{int(o['penalties'])}"
    for o in OPTION_SETS
]
# Examples per option set (budget.py): ci 20 games each; fuzz: about a minute per option set.
# Without penalties games are long (0.05 s a checked game, 0.26 s a bots' game), with them short.
SPEC_GAMES = examples(ci=20, fuzz=600)
REPLAYS = examples(ci=20, fuzz=1_200)
BOT_GAMES = examples(ci=20, fuzz=240)
SEEDS = st.integers(0, 2**63 - 1)
CHOICES = st.builds(random.Random, st.integers(0, 2**63 - 1))  # the random players' choices
TARGETS = st.sampled_from([1, 20, 50])
PACKS = st.lists(st.integers(0, 2**32 - 1), max_size=3)  # shuffle seeds of explicit packs

# What an observation holds (D-13): a new key must be looked at before it is allowed.
BASE_KEYS = CORE_OBSERVATION_KEYS | {"drawn", "drawn_counts", "face_up", "top_card", "stock_size"}
AUCTION_KEYS = {"calls", "high", "high_bidder", "doubled", "passes"}
"""The contract auction's public part: every call, the standing bid, doubling, passes."""


# -- the independent model -----------------------------------------------------------------


def rank(card: str) -> int:
    return RANKS.index(card[:-1])


def suit(card: str) -> str:
    return card[-1]


def legal_cards(hand: set[str], trick: list[str], follow: bool) -> set[str]:
    """§5.3 / D-2 (no obligation, unless ``follow``) and §7.2 (must follow suit if able)."""
    if not trick or not follow:
        return set(hand)
    same = {c for c in hand if suit(c) == suit(trick[0])}
    return same or set(hand)


def trick_winner(trick: list[str], trump: str | None) -> int:
    """§5.4 / D-3 (no trump: the higher card of the suit led) and §7.3 (the highest trump):
    position (0 = leader) of the winning card."""
    a, b = trick
    if suit(a) == suit(b):
        return 0 if rank(a) < rank(b) else 1
    return 1 if suit(b) == trump else 0


def deal_score(level: int, denom: str, doubled: int, tricks: int, penalties: bool) -> list[int]:
    """§8, D-8 … D-10, §10 / D-15: [declarer, defender]."""
    if tricks >= 6 + level:
        first, further = TRICK_VALUES[denom]
        over = tricks - 6
        return [(first + further * (over - 1)) * (1, 2, 4)[doubled], 0]
    if not penalties:
        return [0, 0]
    under = 6 + level - tricks
    if doubled == 0:
        return [0, 50 * under]
    doubled_points = sum(100 if i == 1 else 200 if i <= 3 else 300 for i in range(1, under + 1))
    return [0, doubled_points * doubled]


def legal_calls(high: int | None, bidder: int, doubled: int, seat: int) -> set[str]:
    """§6.2: pass always; a bid above the standing one; double the opponent's undoubled bid;
    redouble one's own doubled bid."""
    calls = {"pass"}
    start = 0 if high is None else high + 1
    calls |= set(BIDS[start:])
    if high is not None:
        if doubled == 0 and bidder != seat:
            calls.add("double")
        if doubled == 1 and bidder == seat:
            calls.add("redouble")
    return calls


# -- the checker ---------------------------------------------------------------------------


class Checker:
    """Follows a live session action by action and compares it with the model."""

    def __init__(self, session: Session) -> None:
        self.s = session
        self.opts = session.options
        self.open_top = bool(self.opts["open_top_card"])
        self.follow1 = bool(self.opts["follow_suit_phase1"])
        self.penalties = bool(self.opts["penalties"])
        self.target = int(self.opts["target_score"])
        self.given = [(d.dealer, [DECK.format(c) for c in d.pack]) for d in session.deals if d.pack]
        self.totals = [0, 0]
        self.deals = 0
        self.actions = 0
        self.dealer: int | None = None
        self.new_deal()

    def text(self, card: int) -> str:
        return DECK.format(card)

    def texts(self, cards: Any) -> list[str]:
        return [DECK.format(c) for c in cards]

    # -- a new deal: §4, D-12 --------------------------------------------------------------

    def new_deal(self) -> None:
        s, st_ = self.s, self.s.state
        assert s.phase.name == "draw_tricks"
        previous = self.dealer
        self.dealer = st_.dealer
        self.nd = 1 - self.dealer
        if self.deals < len(self.given):
            dealer, pack = self.given[self.deals]
            assert self.dealer == dealer
        else:
            pack = None
            if previous is not None:
                assert self.dealer == 1 - previous, "§1.2, D-7: the deal alternates"
        hands = [self.texts(h) for h in st_.hands]
        self.stock = self.texts(st_.stock)
        assert [len(h) for h in hands] == [13, 13], "§4.2: 13 cards each"
        assert len(self.stock) == 26, "§4.3: 26 cards in the stock"
        assert sorted(hands[0] + hands[1] + self.stock) == sorted(PACK), "52 cards, each once"
        if pack is not None:  # D-12
            assert hands[self.nd] == pack[0:26:2]
            assert hands[self.dealer] == pack[1:26:2]
            assert self.stock == pack[26:]
        self.hands = [set(h) for h in hands]
        self.phase = "draw_tricks"
        self.drawn: list[list[str]] = [[], []]
        self.face_up: list[str] = [self.stock[0]] if self.open_top else []
        self.played: list[tuple[int, str]] = []
        self.trick: list[str] = []
        self.leader = self.nd  # §5.1
        self.tricks_done = 0
        self.calls: list[tuple[int, str]] = []
        self.high: int | None = None
        self.bidder = -1
        self.doubled = 0
        self.passes = 0
        self.contract: tuple[int, str, int, int] | None = None
        self.tricks = [0, 0]
        assert s.current_seat == self.nd

    # -- before an action ------------------------------------------------------------------

    def seat_to_move(self) -> int:
        if self.phase == "auction":
            return (self.dealer + len(self.calls)) % 2  # §6.3.1: the dealer first, alternating
        return (self.leader + len(self.trick)) % 2

    def expected_legal(self) -> set[str]:
        seat = self.seat_to_move()
        if self.phase == "auction":
            return legal_calls(self.high, self.bidder, self.doubled, seat)
        follow = self.follow1 if self.phase == "draw_tricks" else True
        return legal_cards(self.hands[seat], self.trick, follow)

    def before(self) -> int:
        s = self.s
        assert not s.is_over
        assert self.actions < MAX_ACTIONS, "the game did not end"
        assert s.phase.name == self.phase
        seat = self.seat_to_move()
        assert s.current_seat == seat
        # 52 cards conserved: the hands, the stock and the cards played this deal
        st_ = s.state
        every = [*st_.hands[0], *st_.hands[1], *st_.stock, *(c for _, c in st_.played)]
        assert sorted(self.texts(every)) == sorted(PACK), "52 cards, each once"
        legal = s.legal_actions()
        assert len(set(legal)) == len(legal)
        got = {s.format_action(a) for a in legal}
        assert got == self.expected_legal(), f"{self.phase}: legal actions"
        self.check_observation(seat)
        self.check_observation(1 - seat)
        return seat

    # -- after an action -------------------------------------------------------------------

    def after(self, seat: int, text: str) -> None:
        self.actions += 1
        if self.phase == "auction":
            self.after_call(seat, text)
        else:
            self.after_card(seat, text)

    def after_call(self, seat: int, text: str) -> None:
        s = self.s
        self.calls.append((seat, text))
        if text == "pass":
            self.passes += 1
            if self.high is None and self.passes == 2:  # D-7: thrown in
                result = s.state.hand_results[-1]
                assert result["thrown_in"] is True
                assert result["scores"] == [0, 0]
                self.end_deal([0, 0])
                return
            if self.high is not None:  # §6.3.2, D-7: the first pass after a bid ends it
                bid = BIDS[self.high]
                self.contract = (int(bid[0]), bid[1:], self.bidder, self.doubled)
                self.phase = "play"
                self.leader = 1 - self.bidder  # §7.1: the defender leads
                self.trick = []
                assert s.phase.name == "play"
                c = s.state.contract
                assert (c.level, c.declarer, c.doubled, c.tricks) == (
                    self.contract[0],
                    self.bidder,
                    self.doubled,
                    6 + self.contract[0],
                )
            return
        self.passes = 0
        if text == "double":
            self.doubled = 1
        elif text == "redouble":
            self.doubled = 2
        else:
            self.high = BIDS.index(text)
            self.bidder = seat
            self.doubled = 0  # D-6

    def after_card(self, seat: int, text: str) -> None:
        s, st_ = self.s, self.s.state
        self.hands[seat].remove(text)
        self.trick.append(text)
        self.played.append((seat, text))
        if len(self.trick) < 2:
            return
        trump = None
        if self.phase == "play":
            assert self.contract is not None
            trump = None if self.contract[1] == "NT" else self.contract[1]
        won = (self.leader + trick_winner(self.trick, trump)) % 2
        self.tricks[won] += 1
        self.trick = []
        self.leader = won
        if self.phase == "draw_tricks":
            self.tricks_done += 1
            for k in (won, 1 - won):  # §5.5, D-4: the winner first, both compulsory
                card = self.stock.pop(0)
                self.hands[k].add(card)
                self.drawn[k].append(card)
            if self.open_top and self.stock:  # D-11, D-12
                self.face_up.append(self.stock[0])
            assert self.texts(st_.stock) == self.stock
            for k in (0, 1):
                assert set(self.texts(st_.hands[k])) == self.hands[k]
                assert self.texts(st_.parts["trick_draws"].drawn[k]) == self.drawn[k]
            if self.tricks_done < 13:
                assert self.stock, "D-4: the stock cannot run out early"
                return
            # D-4, D-12: exactly empty after trick 13; 13 cards each; the auction
            assert self.stock == [] and st_.stock == []
            assert [len(h) for h in self.hands] == [13, 13]
            assert [len(h) for h in st_.hands] == [13, 13]
            assert len(self.played) == 26
            self.phase = "auction"
            self.tricks = [0, 0]
            assert s.phase.name == "auction"
            return
        if any(self.hands):
            assert s.current_seat == won
            return
        # §7.4: the 13 contract tricks add up; §8 the score.
        assert sum(self.tricks) == 13
        assert len(self.played) == 52
        assert sorted(c for _, c in self.played) == sorted(PACK)
        assert self.contract is not None
        level, denom, declarer, doubled = self.contract
        points = deal_score(level, denom, doubled, self.tricks[declarer], self.penalties)
        scores = points if declarer == 0 else points[::-1]
        result = st_.hand_results[-1]
        assert result["thrown_in"] is False
        assert result["tricks"] == self.tricks
        assert result["contract"] == {
            "level": level,
            "denomination": denom,
            "declarer": declarer,
            "doubled": doubled,
        }
        assert result["scores"] == scores, f"§8: {self.contract}, tricks {self.tricks}"
        self.end_deal(scores)

    def end_deal(self, scores: list[int]) -> None:
        s = self.s
        self.deals += 1
        assert len(s.state.hand_results) == self.deals
        assert min(scores) == 0, "§9.2: only one player scores in a deal"
        self.totals = [t + x for t, x in zip(self.totals, scores, strict=True)]
        result = s.state.hand_results[-1]
        assert result["totals"] == self.totals
        assert result["dealer"] == self.dealer
        assert s.scores == self.totals
        over = max(self.totals) >= self.target  # §9.1, D-1: checked between deals
        assert s.is_over == over
        if over:
            assert self.totals[0] != self.totals[1]
            assert s.winners == [self.totals.index(max(self.totals))]
            assert s.current_seat == -1
            return
        self.new_deal()

    # -- what a seat sees: D-13 ------------------------------------------------------------

    def check_observation(self, seat: int) -> None:
        s = self.s
        obs = s.observation(seat)
        keys = set(BASE_KEYS | AUCTION_KEYS)
        if seat == s.current_seat:
            keys.add("legal")
        assert set(obs) == keys, f"observation keys: {sorted(set(obs) ^ keys)}"
        assert set(self.texts(obs["hand"])) == self.hands[seat]
        assert [(k, self.text(c)) for k, c in obs["played"]] == self.played
        assert self.texts(obs["drawn"]) == self.drawn[seat]
        assert self.texts(obs["face_up"]) == self.face_up
        top = self.stock[0] if self.open_top and self.stock else None
        assert (None if obs["top_card"] is None else self.text(obs["top_card"])) == top
        assert obs["stock_size"] == len(self.stock)
        assert obs["hand_counts"] == [len(h) for h in self.hands]
        assert obs["totals"] == self.totals
        if "auction" in obs:
            assert obs["auction"] == self.calls
        shown = set(obs["hand"]) | set(obs["drawn"]) | set(obs["face_up"])
        shown |= {c for _, c in obs["trick"]} | {c for _, c in obs["played"]}
        if obs["top_card"] is not None:
            shown.add(obs["top_card"])
        if obs["last_trick"] is not None:
            shown |= set(obs["last_trick"][1])
        shown |= {a.card for a in obs.get("legal", ()) if isinstance(a, Play)}
        hidden = (self.hands[1 - seat] | set(self.stock)) - set(self.face_up)
        leaked = hidden & set(self.texts(shown))
        assert not leaked, f"seat {seat} sees hidden cards {sorted(leaked)}"

    # -- driving ---------------------------------------------------------------------------

    def step(self, action: Any) -> None:
        seat = self.before()
        text = self.s.format_action(action)
        assert text in self.expected_legal()
        self.s.apply(action)
        self.after(seat, text)

    def finish(self) -> None:
        s = self.s
        assert s.is_over
        assert self.deals == len(s.state.hand_results)
        assert s.legal_actions() == []
        result = s.result()
        assert result["complete"] is True
        assert result["scores"] == self.totals
        assert result["actions"] == self.actions == len(s.history)
        with pytest.raises(IllegalAction):
            s.apply(Pass())


# -- playing -------------------------------------------------------------------------------


def choose(session: Session, rnd: random.Random) -> Any:
    """A random legal action; in the auction biased towards passing and low bids, so that
    contracts are sometimes made and games stay short."""
    legal = session.legal_actions()
    if session.phase.name != "auction" or rnd.random() < 0.05:
        return legal[rnd.randrange(len(legal))]
    texts = [session.format_action(a) for a in legal]
    roll = rnd.random()
    if roll < 0.4:
        return legal[texts.index("pass")]
    doubling = [a for a, t in zip(legal, texts, strict=True) if t in ("double", "redouble")]
    if roll < 0.5 and doubling:
        return doubling[0]
    bids = [a for a, t in zip(legal, texts, strict=True) if t in BIDS]
    if not bids:
        return legal[texts.index("pass")]
    return bids[rnd.randrange(min(3, len(bids)))]


def shuffled(pack_seed: int) -> list[str]:
    pack = list(PACK)
    random.Random(pack_seed).shuffle(pack)
    return pack


def new_session(options: dict[str, Any], seed: int, packs: Any, first: int, target: int):
    """A session whose first deals are explicit packs (dealers alternating from ``first``)."""
    deals = [DealGiven(dealer=(first + k) % 2, pack=shuffled(p)) for k, p in enumerate(packs)]
    return GAME.new_session(options={**options, "target_score": target}, seed=seed, deals=deals)


def play_random(session: Session, rnd: random.Random, checker: Checker | None = None) -> None:
    step = None if checker is None else (lambda a: checker.step(a))
    play_actions(session, lambda s: choose(s, rnd), step, MAX_ACTIONS)


# -- the properties ------------------------------------------------------------------------


@pytest.mark.parametrize("options", OPTION_SETS, ids=OPTION_IDS)
@SPEC_GAMES
@given(seed=SEEDS, rnd=CHOICES, packs=PACKS, first=st.integers(0, 1), target=TARGETS)
def test_random_games_follow_the_spec(options, seed, rnd, packs, first, target):
    """Whole random games finish; every deal (D-12 positions), drawing trick, draw, face-up
    card, call, contract trick, score, total, the end of the game and every observation agree
    with the independent model."""
    session = new_session(options, seed, packs, first, target)
    checker = Checker(session)
    play_random(session, rnd, checker)
    checker.finish()


@pytest.mark.parametrize("options", OPTION_SETS, ids=OPTION_IDS)
@REPLAYS
@given(seed=SEEDS, rnd=CHOICES, packs=PACKS, first=st.integers(0, 1), target=TARGETS)
def test_record_replay_reproduces_the_result(options, seed, rnd, packs, first, target):
    """``record_of`` → JSON → ``parse_record`` → ``replay`` gives the same ``result()``."""
    session = new_session(options, seed, packs, first, target)
    play_random(session, rnd)
    assert session.is_over
    assert_replays(session)


@pytest.mark.parametrize("options", OPTION_SETS, ids=OPTION_IDS)
@BOT_GAMES
@given(
    seed=SEEDS,
    kinds=st.lists(st.sampled_from(["basic", "random"]), min_size=2, max_size=2),
    target=TARGETS,
)
def test_bots_play_only_legal_actions(options, seed, kinds, target):
    """``basic`` and ``random`` bots choose legal actions only (checked against the model),
    choosing does not change the session, and their games finish or, as a bots-only
    ``tricktaker play`` does, stop at the deal limit (``tricktaker.limits.deal_limit``): two
    random bots seldom make a contract, and without penalties a game of theirs may last more
    than 20,000 actions."""
    session = new_session(options, seed, [], 0, target)
    checker = Checker(session)
    limit = deal_limit(len(session.schedule))

    def step(action: Any) -> None:
        checker.step(action)
        if not session.is_over and session.state.deal_no >= limit:
            raise DealLimitReached

    try:
        assert_bots_play(session, kinds, seed, apply=step, max_actions=MAX_ACTIONS)
    except DealLimitReached:
        assert checker.deals == len(session.state.hand_results) == limit
        return
    checker.finish()


class DealLimitReached(Exception):
    """A bots-only game reached the console's deal limit unfinished."""
