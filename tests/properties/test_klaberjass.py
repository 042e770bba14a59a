"""Whole random Klaberjass games (shared/rules/klaberjass.md) against an independent model.

Nothing here calls the engine's rule functions: the deal positions (K-13), trump selection
(§4, K-3), dix (§6, K-5, K-14), sequences (§7, K-6, K-15), obligations (§8, K-8, K-16), bella
(§8.1, K-7), trick winners, card points (§2.3), hand totals (K-10), the maker settlement (§9,
K-9, with the ``tie_hold_over`` option) and the end of the game (§10, K-11) are recomputed from
the spec, and :class:`Checker` compares them with the live session at every action. The engine
is only used to name cards (``deck.format`` / ``deck.parse``).

Every option value is played: the tests are parametrized over all 8 combinations of
``sequence_scoring`` × ``declare_sequences`` × ``tie_hold_over``; hypothesis draws the seeds and
the choices. ``HYPOTHESIS_PROFILE=fuzz`` plays many more games.
"""

from __future__ import annotations

import itertools
import random
from typing import Any

import pytest
from budget import examples
from hypothesis import given
from hypothesis import strategies as st

from tricktaker import (
    ChooseTrump,
    CompiledGame,
    Declare,
    Exchange,
    Pass,
    Play,
    Session,
    hookimpl,
    load_game,
)
from tricktaker.mechanics.scoring import settle_maker
from tricktaker.testing import assert_bots_play, assert_replays, play_actions

GAME = load_game("klaberjass")

# §2.2, §2.3
SUITS = "SHDC"
TRUMP_ORDER = ("J", "9", "A", "10", "K", "Q", "8", "7")
PLAIN_ORDER = ("A", "10", "K", "Q", "J", "9", "8", "7")
NATURAL_ORDER = ("A", "K", "Q", "J", "10", "9", "8", "7")
TRUMP_POINTS = {"J": 20, "9": 14, "A": 11, "10": 10, "K": 4, "Q": 3}
PLAIN_POINTS = {"A": 11, "10": 10, "K": 4, "Q": 3, "J": 2}
PACK = frozenset(r + s for r in PLAIN_ORDER for s in SUITS)
TARGET = 500
MAX_ACTIONS = 20_000

OPTION_SETS = [
    {"sequence_scoring": a, "declare_sequences": b, "tie_hold_over": c}
    for a, b, c in itertools.product(
        ["best_only", "all_of_best_holder"], [False, True], [False, True]
    )
]
OPTION_IDS = [
    f"{o['sequence_scoring']}-declare{int(o['declare_sequences'])}-hold{int(o['tie_hold_over'])}"
    for o in OPTION_SETS
]
# Examples per option set (budget.py): ci 20 games each; fuzz: about a minute per option set
# (0.02 s to 0.03 s a game).
SPEC_GAMES = examples(ci=20, fuzz=1_000)
REPLAYS = examples(ci=20, fuzz=700)
BOT_GAMES = examples(ci=20, fuzz=850)
SEEDS = st.integers(0, 2**63 - 1)
CHOICES = st.randoms(use_true_random=False)


# -- the independent model ----------------------------------------------------------------


def rank(card: str) -> str:
    return card[:-1]


def suit(card: str) -> str:
    return card[-1]


def points(card: str, trump: str) -> int:
    table = TRUMP_POINTS if suit(card) == trump else PLAIN_POINTS
    return table.get(rank(card), 0)


def legal_cards(hand: list[str], trick: list[str], trump: str) -> set[str]:
    """§8.3: the table, row by row (two players: the trick holds at most the led card)."""
    if not trick:
        return set(hand)
    led = trick[0]
    same = [c for c in hand if suit(c) == suit(led)]
    if suit(led) == trump:
        if not same:
            return set(hand)  # row 6
        higher = [c for c in same if TRUMP_ORDER.index(rank(c)) < TRUMP_ORDER.index(rank(led))]
        return set(higher or same)  # rows 4, 5 (K-16: any higher trump)
    if same:
        return set(same)  # row 1
    trumps = [c for c in hand if suit(c) == trump]
    return set(trumps or hand)  # rows 2, 3


def trick_winner(trick: list[str], trump: str) -> int:
    """§8.4: position (0 = leader) of the winning card."""
    a, b = trick
    if suit(a) == suit(b):
        order = TRUMP_ORDER if suit(a) == trump else PLAIN_ORDER
        return 0 if order.index(rank(a)) < order.index(rank(b)) else 1
    return 1 if suit(b) == trump else 0


def runs(hand: list[str]) -> list[tuple[int, int, str]]:
    """§7.1, K-15: maximal runs of 3+ in the natural order: (length, top index, suit)."""
    out = []
    for s in SUITS:
        places = sorted(NATURAL_ORDER.index(rank(c)) for c in hand if suit(c) == s)
        start = 0
        for i in range(1, len(places) + 1):
            if i == len(places) or places[i] != places[i - 1] + 1:
                if i - start >= 3:
                    out.append((i - start, places[start], s))
                start = i
    return out


def run_key(run: tuple[int, int, str], trump: str) -> tuple[int, int, bool]:
    length, top, s = run
    return (length, -top, s == trump)  # §7.3: longer, higher top card, trumps


def run_points(length: int) -> int:
    return 20 if length == 3 else 50


def sequence_points(
    hands: list[list[str]], seats: list[int], trump: str, scoring: str
) -> tuple[list[int], int | None]:
    """§7.3-7.5, K-6: scores per seat and the seat holding the scoring sequence."""
    best = {}
    for seat in seats:
        mine = runs(hands[seat])
        if mine:
            best[seat] = max(mine, key=lambda r: run_key(r, trump))
    out = [0, 0]
    if not best:
        return out, None
    keys = sorted((run_key(r, trump) for r in best.values()), reverse=True)
    if len(keys) == 2 and keys[0] == keys[1]:
        return out, None  # §7.3.4
    winner = max(best, key=lambda seat: run_key(best[seat], trump))
    if scoring == "all_of_best_holder":
        out[winner] = sum(run_points(r[0]) for r in runs(hands[winner]))
    else:
        out[winner] = run_points(best[winner][0])
    return out, winner


def settle(totals: list[int], maker: int) -> list[int]:
    """§9.2, K-9 (a)."""
    m, o = totals[maker], totals[1 - maker]
    scores = [0, 0]
    if m > o:
        return list(totals)
    scores[1 - maker] = o if m == o else o + m
    return scores


# -- the checker ----------------------------------------------------------------------------


class Checker:
    """Follows a live session action by action and compares it with the model."""

    def __init__(self, session: Session) -> None:
        self.s = session
        self.deck = session.deck
        self.opts = session.options
        self.totals = [0, 0]
        self.held = 0
        self.snapshot: dict[str, Any] | None = None
        self.hands_done = 0
        self.actions = 0
        session.add_observer(self, name="klaberjass-model")
        self.new_hand()

    # engine ints ↔ card texts
    def text(self, card: int) -> str:
        return self.deck.format(card)

    def texts(self, cards: Any) -> list[str]:
        return [self.deck.format(c) for c in cards]

    def card(self, text: str) -> int:
        return self.deck.parse(text)

    @hookimpl
    def hand_ended(self, game: CompiledGame, view: Any, scores: list[int]) -> None:
        self.snapshot = {
            "taken": [sorted(self.texts(t)) for t in view["taken"]],
            "played": [(seat, self.text(c)) for seat, c in view["played"]],
        }

    # -- a new hand: §3, K-13 --------------------------------------------------------------

    def new_hand(self) -> None:
        s, st = self.s, self.s.state
        assert s.phase.name == "trump_selection"
        self.dealer = st.dealer
        self.nd = 1 - st.dealer
        self.hands = [self.texts(h) for h in st.hands]
        assert [len(h) for h in self.hands] == [6, 6]
        assert st.turned is not None
        self.turned = self.text(st.turned)
        self.stock = self.texts(st.stock)
        assert len(self.stock) == 19
        assert set(self.hands[0]) | set(self.hands[1]) | {self.turned} | set(self.stock) == PACK
        assert st.parts["deal_more"].bottom_card is None
        assert s.current_seat == self.nd  # §1.3
        self.passes = 0
        self.maker: int | None = None
        self.trump = ""
        self.trump_round = 0
        self.dix_holder: int | None = None
        self.queue: list[int] = []
        self.declared: list[int] = []
        self.start_hands: list[list[str]] | None = None
        self.bella = [False, False]
        self.announced = [0, 0]
        self.trick: list[str] = []
        self.leader = self.nd
        self.taken: list[list[str]] = [[], []]
        self.last_winner = -1
        self.seq_points = [0, 0]

    # -- before an action: the legal actions ---------------------------------------------

    def expected_legal(self) -> set[Any]:
        phase = self.s.phase.name
        seat = self.s.current_seat
        turned_suit = SUITS.index(suit(self.turned))
        if phase == "trump_selection":
            assert seat == (self.nd if self.passes % 2 == 0 else self.dealer)
            if self.passes < 2:
                return {ChooseTrump(turned_suit), Pass()}
            return {ChooseTrump(x) for x in range(4) if x != turned_suit} | {Pass()}
        if phase == "exchange_turned":
            assert seat == self.dix_holder
            return {Exchange(self.card("7" + self.trump)), Pass()}
        if phase == "sequences":
            assert self.opts["declare_sequences"]
            assert seat == self.queue[0]
            return {Declare("sequence"), Pass()}
        assert phase == "play", phase
        assert self.start_hands is not None
        assert seat == (self.leader + len(self.trick)) % 2
        out: set[Any] = set()
        pair = {"K" + self.trump, "Q" + self.trump}
        for c in legal_cards(self.hands[seat], self.trick, self.trump):
            second = self.bella[seat] and c in pair and not (pair - {c}) & set(self.hands[seat])
            if second:
                out |= {Play(self.card(c), "bella"), Play(self.card(c), "no bella")}
            else:
                out.add(Play(self.card(c)))
        return out

    def before(self) -> tuple[int, str]:
        legal = self.s.legal_actions()
        assert len(set(legal)) == len(legal)
        assert set(legal) == self.expected_legal()
        return self.s.current_seat, self.s.phase.name

    # -- after an action ---------------------------------------------------------------

    def after(self, seat: int, phase: str, action: Any) -> None:
        self.actions += 1
        done = len(self.s.state.hand_results)
        if phase == "trump_selection":
            self.after_trumps(seat, action, done)
        elif phase == "exchange_turned":
            if isinstance(action, Exchange):
                self.hands[seat].remove("7" + self.trump)
                self.hands[seat].append(self.turned)
                self.turned = "7" + self.trump
                assert self.s.state.parts["exchange_turned"].exchanged == seat
            self.after_dix()
        elif phase == "sequences":
            if isinstance(action, Declare):
                self.declared.append(seat)
            self.queue.pop(0)
            if self.queue:
                assert self.s.current_seat == self.queue[0]
            else:
                self.settle_sequences(self.declared)
        else:
            self.after_play(seat, action, done)

    def after_trumps(self, seat: int, action: Any, done: int) -> None:
        if isinstance(action, Pass):
            self.passes += 1
            if self.passes == 4:  # §4.3, K-17
                assert done == self.hands_done + 1
                result = self.s.state.hand_results[-1]
                assert result["thrown_in"] is True
                assert result["scores"] == [0, 0]
                assert "bottom" not in result
                assert "maker" not in result
                self.end_hand([0, 0])
            return
        assert isinstance(action, ChooseTrump)
        self.maker = seat
        self.trump = SUITS[action.suit]
        self.trump_round = 1 if self.passes < 2 else 2
        if self.trump_round == 2:
            assert self.trump != suit(self.turned)  # K-3
        # §5, K-13: 3 more each, non-dealer first; the bottom card is exposed.
        self.hands[self.nd] += self.stock[0:3]
        self.hands[self.dealer] += self.stock[3:6]
        self.stock = self.stock[6:]
        st = self.s.state
        assert st.parts["trump_selection"].maker == seat
        assert self.texts(st.stock) == self.stock
        assert self.text(st.parts["deal_more"].bottom_card) == self.stock[-1]
        assert self.text(self.s.observation(1 - seat)["bottom_card"]) == self.stock[-1]
        for k in (0, 1):
            assert sorted(self.texts(st.hands[k])) == sorted(self.hands[k])
        # §6, K-5, K-14: only in round 1, only the holder of the 7, not if the 7 was turned.
        seven = "7" + self.trump
        self.dix_holder = None
        if self.trump_round == 1 and self.turned != seven:
            self.dix_holder = next((k for k in (0, 1) if seven in self.hands[k]), None)
        if self.dix_holder is not None:
            assert self.s.phase.name == "exchange_turned"
            assert self.s.current_seat == self.dix_holder
        else:
            self.after_dix()

    def after_dix(self) -> None:
        assert self.text(self.s.state.turned) == self.turned
        order = [self.nd, self.dealer]
        if self.opts["declare_sequences"]:
            self.queue = [k for k in order if runs(self.hands[k])]
            if self.queue:
                assert self.s.phase.name == "sequences"
                assert self.s.current_seat == self.queue[0]
                return
        self.settle_sequences(order)

    def settle_sequences(self, seats: list[int]) -> None:
        scoring = self.opts["sequence_scoring"]
        self.seq_points, holder = sequence_points(self.hands, seats, self.trump, scoring)
        extra = self.s.state.parts["sequences"]
        assert extra.sequence_points == self.seq_points
        assert (extra.sequence is None) == (holder is None)
        if holder is not None:
            assert extra.sequence[0] == holder
        # The play begins: the non-dealer leads (§8.1); bella needs K and Q held now (§8.1.1).
        assert self.s.phase.name == "play"
        assert self.s.current_seat == self.nd
        self.start_hands = [list(h) for h in self.hands]
        pair = {"K" + self.trump, "Q" + self.trump}
        self.bella = [pair <= set(h) for h in self.hands]

    def after_play(self, seat: int, action: Any, done: int) -> None:
        card = self.text(action.card)
        self.hands[seat].remove(card)
        self.trick.append(card)
        if action.announce == "bella":
            self.announced[seat] += 1
        if len(self.trick) < 2:
            return
        won = (self.leader + trick_winner(self.trick, self.trump)) % 2
        self.taken[won] += self.trick
        self.trick = []
        self.leader = won
        self.last_winner = won
        if self.hands[0] or self.hands[1]:
            assert done == self.hands_done
            assert self.s.current_seat == won
            return
        self.finish_played_hand(done)

    def finish_played_hand(self, done: int) -> None:
        assert done == self.hands_done + 1
        snap = self.snapshot
        assert snap is not None
        # The tricks: state.taken holds exactly the model's cards; the 18 played cards are
        # exactly the tricks' cards; with the unplayed cards they hold 152 points (§2.3).
        assert snap["taken"] == [sorted(t) for t in self.taken]
        played = [c for _, c in snap["played"]]
        assert len(played) == 18
        assert sorted(played) == sorted(self.taken[0] + self.taken[1])
        cards = [sum(points(c, self.trump) for c in t) for t in self.taken]
        unplayed = PACK - set(played)
        assert len(unplayed) == 14
        assert sum(cards) + sum(points(c, self.trump) for c in unplayed) == 152
        assert sum(cards) <= 146
        # K-10: hand totals.
        totals = [cards[k] + self.seq_points[k] + 20 * self.announced[k] for k in (0, 1)]
        totals[self.last_winner] += 10
        assert all(n <= 1 for n in self.announced)
        for k in (0, 1):
            if self.announced[k]:
                assert self.bella[k]
        result = self.s.state.hand_results[-1]
        assert result["thrown_in"] is False
        assert result["maker"] == self.maker
        assert result["announced"] == self.announced
        assert result["sequence_points"] == self.seq_points
        assert result["hand_points"] == totals
        # §9.2, K-9; the hold-over option (K-9 reading c).
        assert self.maker is not None
        scores = settle(totals, self.maker)
        if self.opts["tie_hold_over"]:
            if totals[0] == totals[1]:
                self.held += totals[self.maker]
            elif self.held:
                scores[scores.index(max(scores))] += self.held
                self.held = 0
        assert result["scores"] == scores
        self.end_hand(scores)

    def end_hand(self, scores: list[int]) -> None:
        self.hands_done += 1
        self.snapshot = None
        self.totals = [t + x for t, x in zip(self.totals, scores, strict=True)]
        result = self.s.state.hand_results[-1]
        assert result["totals"] == self.totals
        assert result["dealer"] == self.dealer
        # §10, K-11: checked between hands; 500 or more; equal totals play on.
        over = max(self.totals) >= TARGET and self.totals[0] != self.totals[1]
        assert self.s.is_over == over
        if over:
            assert self.s.winners == [self.totals.index(max(self.totals))]
            assert self.s.scores == self.totals
            return
        old = self.dealer
        self.new_hand()
        assert self.dealer == 1 - old  # K-1, K-17: the deal alternates

    def step(self, action: Any) -> None:
        seat, phase = self.before()
        assert action in self.s.legal_actions()
        self.s.apply(action)
        self.after(seat, phase, action)

    def finish(self) -> None:
        assert self.s.is_over
        assert self.hands_done == len(self.s.state.hand_results)


def new_session(options: dict[str, Any], seed: int) -> Session:
    return GAME.new_session(options=options, seed=seed)


def play_random(session: Session, rnd: random.Random, checker: Checker | None = None) -> None:
    step = None if checker is None else (lambda a: checker.step(a))
    play_actions(session, lambda s: rnd.choice(s.legal_actions()), step, MAX_ACTIONS)


# -- the properties -------------------------------------------------------------------------


@pytest.mark.parametrize("options", OPTION_SETS, ids=OPTION_IDS)
@SPEC_GAMES
@given(seed=SEEDS, rnd=CHOICES)
def test_random_games_follow_the_spec(options, seed, rnd):
    """Whole random games finish; every deal, choice, obligation, bella, trick, hand total,
    settlement and the end of the game agree with the independent model."""
    session = new_session(options, seed)
    checker = Checker(session)
    play_random(session, rnd, checker)
    checker.finish()


@pytest.mark.parametrize("options", OPTION_SETS, ids=OPTION_IDS)
@REPLAYS
@given(seed=SEEDS, rnd=CHOICES)
def test_record_replay_reproduces_the_result(options, seed, rnd):
    """``record_of`` → JSON → ``parse_record`` → ``replay`` gives the same ``result()``."""
    session = new_session(options, seed)
    play_random(session, rnd)
    assert session.is_over
    assert_replays(session)


@pytest.mark.parametrize("options", OPTION_SETS, ids=OPTION_IDS)
@BOT_GAMES
@given(seed=SEEDS, kinds=st.lists(st.sampled_from(["basic", "random"]), min_size=2, max_size=2))
def test_bots_play_only_legal_actions(options, seed, kinds):
    """``basic`` and ``random`` bots choose legal actions only (checked against the model), and
    choosing does not change the session."""
    session = new_session(options, seed)
    checker = Checker(session)
    assert_bots_play(session, kinds, seed, apply=checker.step, max_actions=MAX_ACTIONS)
    checker.finish()


@examples(ci=40, fuzz=4_000)
@given(totals=st.lists(st.integers(0, 400), min_size=2, max_size=2), maker=st.integers(0, 1))
def test_settle_maker_follows_the_table(totals, maker):
    """§9.2, K-9 (a): ``settle_maker`` agrees with the table for any totals (ties included)."""
    assert settle_maker(list(totals), maker) == settle(list(totals), maker)
    assert settle_maker([totals[0], totals[0]], maker) == settle([totals[0], totals[0]], maker)
