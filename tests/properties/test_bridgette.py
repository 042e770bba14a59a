"""Whole random Bridgette games (shared/rules/bridgette.md) against an independent model.

Nothing here calls the engine's rule functions: the draws (§4, B-2, B-18), the exchange order
and hidden discards (B-3, B-19), the legal calls with the bid requirements and jump bids (§5,
B-4 … B-7, B-20), the end of the auction and passed-out deals (B-6, B-22), what may be led and
followed (§7.1, B-8, the lead ban of B-9 / B-21), the trick winners (§7.2, §8.2, B-10), the
scores (§9, B-11 … B-16, B-23) and the end of the game (§10, B-17) are recomputed from the spec,
and :class:`Checker` compares them with the live session at every action. The engine is only
used to name cards (``deck.format`` / ``deck.parse``). The scores of any contract, number of
tricks and doubling are also checked on a deal stacked to reach them (§9).

Every option value is played: the tests are parametrized over the 4 combinations of
``multiply_completion_bonus`` × ``nt_jump_needs_four_card_suit``; hypothesis draws the seeds
and the choices. ``HYPOTHESIS_PROFILE=fuzz`` plays many more games.
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
    NO_TRUMP,
    ContractBid,
    DealGiven,
    Discard,
    Double,
    Pass,
    Play,
    Redouble,
    Session,
    load_game,
)
from tricktaker.testing import assert_bots_play, assert_replays, play_actions, stacked_pack

GAME = load_game("bridgette")
DECK = GAME.new_session(seed=0).deck

# §2
SUITS = "SHDC"
RANKS = ("A", "K", "Q", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2")
COLONS = {"GC": "aces", "RC": "faces", "LC": "numbers"}
PACK = frozenset([r + s for s in SUITS for r in RANKS] + list(COLONS))
DRAWS = {"numbers": 4, "faces": 8, "aces": 12}  # §4.2
DENOMS = ("C", "D", "H", "S", "NT")  # §2.4, lowest first
LADDER = [(0, "NT")] + [(level, d) for level in range(1, 8) for d in DENOMS]  # §5.1, B-4
# §9.1, §9.2
VALUES = {
    150: "0NT 1C 1D 1H 1S",
    250: "1NT 2NT 2C 2D 2H 2S 3C 3D 3H 3S 4C 4D",
    750: "3NT 4NT 4H 4S 5C 5D 5H 5S",
    1500: "5NT 6C 6D 6H 6S",
    2200: "6NT 7C 7D 7H 7S",
    2500: "7NT",
}
VALUE = {c: v for v, row in VALUES.items() for c in row.split()}
PENALTY = [
    (100, 200, 300),
    (200, 500, 700),
    (300, 800, 1100),
    (400, 1100, 1500),
    (700, 2000, 2700),
    (1000, 3000, 4000),
]
DEALS = 6
MAX_ACTIONS = 20_000

OPTION_SETS = [
    {"multiply_completion_bonus": a, "nt_jump_needs_four_card_suit": b}
    for a, b in itertools.product([True, False], [False, True])
]
OPTION_IDS = [
    f"mult{int(o['multiply_completion_bonus'])}-ntjump{int(o['nt_jump_needs_four_card_suit'])}"
    for o in OPTION_SETS
]
# Examples per option set (budget.py): ci 40 games each (a few seconds); fuzz: about two minutes
# per option set (0.03 s a checked game, 0.02 s a replayed one, 0.04 s a bots' game).
SPEC_GAMES = examples(ci=40, fuzz=2_000)
REPLAYS = examples(ci=40, fuzz=1_600)
BOT_GAMES = examples(ci=40, fuzz=900)
SEEDS = st.integers(0, 2**63 - 1)
CHOICES = st.integers(0, 2**32 - 1)  # seeds the choices (a whole game draws too many)


# -- the independent model ----------------------------------------------------------------


def suit(card: str) -> str:
    """The suit letter, or "" for a Colon (a Colon is never a card of a suit, §2.3)."""
    return "" if card in COLONS else card[-1]


def group(card: str) -> str:
    if card in COLONS:
        return COLONS[card]
    rank = card[:-1]
    return "aces" if rank == "A" else "faces" if rank in ("K", "Q", "J") else "numbers"


def rank(card: str) -> int:
    return RANKS.index(card[:-1])


def counts(hand: list[str]) -> dict[str, int]:
    out = dict.fromkeys(SUITS, 0)
    for c in hand:
        if suit(c):
            out[suit(c)] += 1
    return out


def outranks(bid: tuple[int, str], other: tuple[int, str] | None) -> bool:
    """§5.1: a higher level, or the same level and a higher denomination."""
    if other is None:
        return True
    return (bid[0], DENOMS.index(bid[1])) > (other[0], DENOMS.index(other[1]))


def is_jump(bid: tuple[int, str], high: tuple[int, str] | None) -> bool:
    """§5.4, B-20: the level is above the lowest level at which the same denomination would
    outrank the standing bid (opening: 1 for a suit, 0 for NT)."""
    lowest = min(level for level, d in LADDER if d == bid[1] and outranks((level, d), high))
    return bid[0] > lowest


def bid_ok(hand: list[str], bid: tuple[int, str], high: tuple[int, str] | None, opts) -> bool:
    """§5.4, B-7, B-20 and the option ``nt_jump_needs_four_card_suit``."""
    n = counts(hand)
    jump = is_jump(bid, high)
    if bid[1] == "NT":
        if min(n.values()) < 1:
            return False
        return not (jump and opts["nt_jump_needs_four_card_suit"] and max(n.values()) < 4)
    return n[bid[1]] >= (4 if jump else 2)


def legal_cards(hand: list[str], trick: list[str], banned: str) -> set[str]:
    """§7.1, §8, B-8, B-9, B-21. ``banned``: the suit the player to lead may not lead."""
    if not trick:
        if banned:
            allowed = {c for c in hand if suit(c) != banned}
            return allowed or set(hand)
        return set(hand)
    led = trick[0]
    if not suit(led):
        return set(hand)  # §8.2.1
    matching = {c for c in hand if not suit(c) and group(c) == group(led)}
    same = {c for c in hand if suit(c) == suit(led)}
    if same:
        return same | matching
    suited = {c for c in hand if suit(c)}
    if suited or matching:
        return suited | matching
    return set(hand)  # B-8: nothing but non-matching Colons


def winner(trick: list[str], trump: str) -> int:
    """§7.2, §8.2, B-10: 0 for the leader, 1 for the follower."""
    led, reply = trick
    if not suit(reply):
        return 0
    if suit(reply) == trump:
        if suit(led) == trump:
            return 1 if rank(reply) < rank(led) else 0
        return 1
    if not suit(led):
        return 1 if group(reply) == group(led) else 0
    if suit(reply) == suit(led):
        return 1 if rank(reply) < rank(led) else 0
    return 0


def score(contract: str, tricks: int, doubled: int, whole: bool) -> tuple[int, int]:
    """§9 (declarer, defender)."""
    level = int(contract[0])
    required = 6 + level
    if tricks < required:
        return 0, PENALTY[min(required - tricks, 6) - 1][doubled]
    exact = {6: 100, 7: 0}.get(level, 250) if tricks == required else 0
    three = 350 if tricks - required == 3 else 0
    base = VALUE[contract] + exact + three
    completion, mult = (0, 400, 1000)[doubled], (1, 2, 4)[doubled]
    return ((base + completion) * mult if whole else base * mult + completion), 0


# -- the checker ----------------------------------------------------------------------------


class Checker:
    """Follows a live session action by action and compares it with the model."""

    def __init__(self, session: Session) -> None:
        self.s = session
        self.deck = session.deck
        self.opts = session.options
        self.totals = [0, 0]
        self.counted = 0
        self.deals = 0
        self.bids_checked = 0
        self.dealer = session.state.dealer
        self.new_deal()

    def text(self, card: int) -> str:
        return self.deck.format(card)

    def texts(self, cards: Any) -> list[str]:
        return [self.deck.format(c) for c in cards]

    def card(self, text: str) -> int:
        return self.deck.parse(text)

    # -- a new deal: §3, §4, B-2, B-18 ---------------------------------------------------------

    def new_deal(self) -> None:
        s, st = self.s, self.s.state
        assert st.dealer == self.dealer
        self.nd = 1 - self.dealer
        assert s.phase.name == "discard"
        assert s.current_seat == self.nd  # B-19: the non-dealer discards first
        self.up = self.text(st.turned)
        n = DRAWS[group(self.up)]
        self.hands = [self.texts(h) for h in st.hands]
        assert len(self.hands[self.nd]) == 15
        assert len(self.hands[self.dealer]) == 13 + n
        assert self.up in self.hands[self.nd]  # B-2
        stock = self.texts(st.stock)
        assert len(stock) == 29 - 2 - n
        everything = self.hands[0] + self.hands[1] + stock
        assert len(everything) == 55 and set(everything) == PACK
        self.stock = stock
        drawn = [self.texts(self.s.observation(k)["drawn"]) for k in (0, 1)]
        assert drawn[self.nd][0] == self.up and len(drawn[self.nd]) == 2
        assert len(drawn[self.dealer]) == n
        for k in (0, 1):
            assert set(drawn[k]) <= set(self.hands[k])
        self.discards: list[list[str]] = [[], []]
        self.queue = [self.nd, self.dealer]
        self.high: tuple[int, str] | None = None
        self.high_bidder = -1
        self.doubled = 0
        self.calls = 0
        self.contract: tuple[int, str, int, int] | None = None
        self.trump = ""
        self.trick: list[str] = []
        self.leader = -1
        self.ban: tuple[int, str] | None = None
        self.tricks = [0, 0]
        self.played: list[str] = []

    # -- before an action: the legal actions ---------------------------------------------------

    def expected_legal(self) -> set[Any]:
        phase = self.s.phase.name
        seat = self.s.current_seat
        hand = self.hands[seat]
        if phase == "discard":
            assert seat == self.queue[0]
            return {Discard((self.card(c),)) for c in hand}
        if phase == "auction":
            assert seat == (self.dealer + self.calls) % 2  # §5.3.1: dealer first, alternate
            assert len(hand) == 13
            out: set[Any] = {Pass()}
            if self.high is not None and self.doubled == 0 and self.high_bidder != seat:
                out.add(Double())
            if self.high is not None and self.doubled == 1 and self.high_bidder == seat:
                out.add(Redouble())
            for bid in LADDER:
                if outranks(bid, self.high) and bid_ok(hand, bid, self.high, self.opts):
                    den = NO_TRUMP if bid[1] == "NT" else SUITS.index(bid[1])
                    out.add(ContractBid(bid[0], den))
            return out
        assert phase == "play", phase
        assert seat == (self.leader + len(self.trick)) % 2
        banned = self.ban[1] if self.ban and self.ban[0] == seat and not self.trick else ""
        return {Play(self.card(c)) for c in legal_cards(hand, self.trick, banned)}

    def before(self) -> tuple[int, str]:
        legal = self.s.legal_actions()
        assert len(set(legal)) == len(legal)
        assert set(legal) == self.expected_legal()
        return self.s.current_seat, self.s.phase.name

    # -- after an action -----------------------------------------------------------------------

    def after(self, seat: int, phase: str, action: Any) -> None:
        done = len(self.s.state.hand_results)
        if phase == "discard":
            self.after_discard(seat, action)
        elif phase == "auction":
            self.after_call(seat, action, done)
        else:
            self.after_play(seat, action, done)

    def after_discard(self, seat: int, action: Any) -> None:
        assert isinstance(action, Discard)
        cards = self.texts(action.cards)
        for c in cards:
            self.hands[seat].remove(c)
        self.discards[seat] += cards
        st = self.s.state
        for k in (0, 1):
            assert sorted(self.texts(st.hands[k])) == sorted(self.hands[k])
            assert self.texts(st.parts["discard"].discarded[k]) == self.discards[k]
            # B-3: each seat sees its own discards only
            assert self.texts(self.s.observation(k)["discarded"]) == self.discards[k]
        if len(self.hands[seat]) > 13:
            assert self.s.current_seat == seat
            return
        assert len(self.hands[seat]) == 13
        self.queue.pop(0)
        if self.queue:
            assert self.s.phase.name == "discard"
            assert self.s.current_seat == self.queue[0]
            return
        # §4.4: the 55 cards are hands + discards + the dead stock; each hand holds 13 cards.
        assert self.s.phase.name == "auction"
        assert [len(h) for h in st.hands] == [13, 13]
        everything = self.hands[0] + self.hands[1] + self.discards[0] + self.discards[1]
        everything += self.texts(st.stock)
        assert len(everything) == 55 and set(everything) == PACK
        assert self.texts(st.stock) == self.stock

    def after_call(self, seat: int, action: Any, done: int) -> None:
        self.calls += 1
        if isinstance(action, Pass):
            if self.high is None:
                if self.calls == 2:  # B-6, B-22: passed out, not counted, same dealer
                    assert done == self.deals + 1
                    result = self.s.state.hand_results[-1]
                    assert result["thrown_in"] is True
                    assert result["scores"] == [0, 0]
                    assert result["totals"] == self.totals
                    self.deals += 1
                    assert not self.s.is_over
                    self.new_deal()
                return
            level, den = self.high
            self.contract = (level, den, self.high_bidder, self.doubled)
            c = self.s.state.contract
            assert (c.level, c.denomination, c.declarer, c.doubled) == (
                level,
                NO_TRUMP if den == "NT" else SUITS.index(den),
                self.high_bidder,
                self.doubled,
            )
            assert c.tricks == 6 + level
            self.trump = "" if den == "NT" else den
            self.leader = 1 - self.high_bidder  # §6.2: the defender leads
            assert self.s.phase.name == "play"
            assert self.s.current_seat == self.leader
            return
        if isinstance(action, Double):
            self.doubled = 1
            return
        if isinstance(action, Redouble):
            self.doubled = 2
            return
        assert isinstance(action, ContractBid)
        den = "NT" if action.denomination == NO_TRUMP else SUITS[action.denomination]
        bid = (action.level, den)
        # §5.4 on the bidder's 13 cards at that moment, recomputed independently
        n = counts(self.hands[seat])
        assert outranks(bid, self.high)
        if den == "NT":
            assert min(n.values()) >= 1
            if is_jump(bid, self.high) and self.opts["nt_jump_needs_four_card_suit"]:
                assert max(n.values()) >= 4
        else:
            assert n[den] >= (4 if is_jump(bid, self.high) else 2)
        self.bids_checked += 1
        self.high, self.high_bidder, self.doubled = bid, seat, 0  # B-5

    def after_play(self, seat: int, action: Any, done: int) -> None:
        card = self.text(action.card)
        if not self.trick and self.ban and self.ban[0] == seat and suit(card) == self.ban[1]:
            assert all(suit(c) == self.ban[1] for c in self.hands[seat])  # the ban lapsed
        self.hands[seat].remove(card)
        self.trick.append(card)
        self.played.append(card)
        if len(self.trick) < 2:
            return
        won = (self.leader + winner(self.trick, self.trump)) % 2
        self.tricks[won] += 1
        led, reply = self.trick
        # §8.1, B-9, B-21: the matching Colon on a suit card bans the led suit for the winner
        self.ban = None
        if suit(led) and not suit(reply) and group(reply) == group(led):
            assert won == self.leader
            self.ban = (won, suit(led))
        self.trick = []
        self.leader = won
        if self.hands[0] or self.hands[1]:
            assert done == self.deals
            assert self.s.current_seat == won
            assert self.s.state.tricks_won == self.tricks
            rest = self.hands[0] + self.hands[1] + self.played
            assert len(rest) == 26 and len(set(rest)) == 26
            return
        self.finish_deal(done)

    def finish_deal(self, done: int) -> None:
        assert done == self.deals + 1
        assert sum(self.tricks) == 13  # §6.1
        assert len(self.played) == 26
        assert self.contract is not None
        level, den, declarer, doubled = self.contract
        name = f"{level}{den}"
        made, penalty = score(
            name, self.tricks[declarer], doubled, self.opts["multiply_completion_bonus"]
        )
        scores = [0, 0]
        scores[declarer], scores[1 - declarer] = made, penalty
        result = self.s.state.hand_results[-1]
        assert result["thrown_in"] is False
        assert result["dealer"] == self.dealer
        assert result["tricks"] == self.tricks
        assert result["scores"] == scores
        assert result["contract"] == {
            "level": level,
            "denomination": den,
            "declarer": declarer,
            "doubled": doubled,
        }
        self.totals = [t + x for t, x in zip(self.totals, scores, strict=True)]
        assert result["totals"] == self.totals
        self.deals += 1
        self.counted += 1
        # §10, B-17: six counted deals; equal totals play further single deals
        over = self.counted >= DEALS and self.totals[0] != self.totals[1]
        assert self.s.is_over == over
        if over:
            assert self.s.winners == [self.totals.index(max(self.totals))]
            assert self.s.scores == self.totals
            return
        self.dealer = 1 - self.dealer  # §1.2: the deal alternates
        self.new_deal()

    def step(self, action: Any) -> None:
        seat, phase = self.before()
        self.s.apply(action)
        self.after(seat, phase, action)

    def finish(self) -> None:
        assert self.s.is_over
        assert self.deals == len(self.s.state.hand_results)
        assert self.counted >= DEALS


def new_session(options: dict[str, Any], seed: int) -> Session:
    return GAME.new_session(options=options, seed=seed)


def random_action(session: Session, rnd: random.Random) -> Any:
    """A random legal action; discards sometimes several cards at once; the auction passes
    often enough to leave low contracts (and now and then passes a deal out)."""
    legal = session.legal_actions()
    phase = session.phase.name
    st = session.state
    if phase == "discard" and rnd.random() < 0.5:
        hand = st.hands[st.to_move]
        k = rnd.randint(1, len(hand) - 13)
        return Discard(tuple(rnd.sample(hand, k)))
    if phase == "auction":
        standing = st.parts["auction"].high is not None
        if rnd.random() < (0.5 if standing else 0.12):
            return Pass()
        if rnd.random() < 0.6:  # mostly the lowest calls, so that contracts are made too
            return rnd.choice(legal[1:4] or legal)
    return rnd.choice(legal)


def play_random(session: Session, rnd: random.Random, checker: Checker | None = None) -> None:
    step = None if checker is None else (lambda a: checker.step(a))
    play_actions(session, lambda s: random_action(s, rnd), step, MAX_ACTIONS)


# -- the properties -------------------------------------------------------------------------


@pytest.mark.parametrize("options", OPTION_SETS, ids=OPTION_IDS)
@SPEC_GAMES
@given(seed=SEEDS, choices=CHOICES)
def test_random_games_follow_the_spec(options, seed, choices):
    """Whole random games finish; every draw, discard, call (with the §5.4 requirements on the
    bidder's hand), lead (with the lead ban), follow, trick, score and the end of the game agree
    with the independent model; 13 cards each at the auction, 13 tricks a counted deal, the
    55 cards conserved in every deal."""
    session = new_session(options, seed)
    checker = Checker(session)
    play_random(session, random.Random(choices), checker)
    checker.finish()


@pytest.mark.parametrize("options", OPTION_SETS, ids=OPTION_IDS)
@REPLAYS
@given(seed=SEEDS, choices=CHOICES)
def test_record_replay_reproduces_the_result(options, seed, choices):
    """``record_of`` → JSON → ``parse_record`` → ``replay`` gives the same ``result()``."""
    session = new_session(options, seed)
    play_random(session, random.Random(choices))
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


def scoring_deal(
    contract: str, tricks: int, declarer: int, dealer: int
) -> tuple[DealGiven, list[tuple[str, str]]]:
    """A stacked first deal in which ``declarer`` may bid ``contract`` and then takes exactly
    ``tricks`` tricks, and the 13 tricks as (declarer's card, defender's card).

    Both hands are 4-3-3-3 with the same long suit (the trump suit; spades in NT), so the
    declarer may bid any level of the denomination (§5.4: 4 cards for a jump, a card of every
    suit for NT), every reply follows suit (§7.1) and the higher card of the suit wins (§7.2):
    the trumps never decide a trick. In a suit of k cards each, the declarer holds the top w
    ranks and k - w ranks below all of the defender's k cards, so wins exactly w tricks there.
    No Colon is held and the up-card (2♣) is held by nobody (§4: the exchange draws 4 cards)."""
    long = "S" if contract.endswith("NT") else contract[-1]
    size = {s: 4 if s == long else 3 for s in SUITS}
    hands: list[list[str]] = [[], []]  # declarer, defender
    pairs: list[tuple[str, str]] = []
    left = tricks
    for s in SUITS:
        k = size[s]
        won = min(k, left)
        left -= won
        mine = [r + s for r in RANKS[:won] + RANKS[won + k : 2 * k]]
        theirs = [r + s for r in RANKS[won : won + k]]
        hands[0] += mine
        hands[1] += theirs
        pairs += zip(mine, theirs, strict=True)
    assert left == 0 and len(hands[0]) == len(hands[1]) == 13
    by_seat = hands if declarer == 0 else hands[::-1]
    non_dealer, dealer_hand = by_seat[1 - dealer], by_seat[dealer]
    dealt = [c for pair in zip(non_dealer, dealer_hand, strict=True) for c in pair]  # B-18
    pack = stacked_pack(DECK, [*dealt, "2C"])
    return DealGiven(dealer=dealer, pack=pack), pairs


@st.composite
def deal_results(draw: st.DrawFn) -> tuple[str, int]:
    """A contract and the declarer's tricks, often on a boundary of §9: exactly the contract,
    exactly 3 over, 1 under, 6 under (the last penalty row)."""
    contract = draw(st.sampled_from([f"{level}{d}" for level, d in LADDER]), label="contract")
    required = 6 + int(contract[0])
    edges = sorted({max(t, 0) for t in (required, required + 3, required - 1, required - 6)})
    tricks = draw(st.one_of(st.sampled_from([t for t in edges if t <= 13]), st.integers(0, 13)))
    return contract, tricks


@examples(ci=200, fuzz=1_500)
@given(
    deal_result=deal_results(),
    doubled=st.integers(0, 2),
    whole=st.booleans(),
    dealer=st.integers(0, 1),
    dealer_declares=st.booleans(),
)
def test_engine_scores_one_side_like_the_model(
    deal_result, doubled, whole, dealer, dealer_declares
):
    """§9: the engine plays a deal to the drawn contract (doubled, redoubled or not, bid by the
    dealer or the non-dealer), the declarer takes the drawn number of tricks, and the deal's
    scores are the model's (B-11 … B-16, B-23 with either ``multiply_completion_bonus``): the
    declarer's when made, the defender's when failed; only one player scores, never a
    negative amount."""
    contract, tricks = deal_result
    declarer = dealer if dealer_declares else 1 - dealer
    deal, pairs = scoring_deal(contract, tricks, declarer, dealer)
    session = GAME.new_session(options={"multiply_completion_bonus": whole}, seed=1, deals=[deal])
    for seat in (1 - dealer, dealer):  # B-19: each discards exactly the cards drawn
        assert session.current_seat == seat
        session.apply(Discard(tuple(session.state.parts["draw"].drawn[seat])))
    calls = [*[contract, "double", "redouble"][: 1 + doubled], "pass"]
    for call in calls if dealer_declares else ["pass", *calls]:
        session.apply(session.parse_action(call))
    assert session.phase.name == "play"
    for mine, theirs in pairs:
        first, second = (mine, theirs) if session.current_seat == declarer else (theirs, mine)
        for card in (first, second):
            session.apply(Play(session.deck.parse(card)))
    assert len(session.state.hand_results) == 1
    result = session.state.hand_results[0]
    level, denomination = int(contract[0]), contract[1:]
    assert result["contract"] == {
        "level": level,
        "denomination": denomination,
        "declarer": declarer,
        "doubled": doubled,
    }
    assert result["tricks"][declarer] == tricks
    made, penalty = score(contract, tricks, doubled, whole)
    expected = [0, 0]
    expected[declarer], expected[1 - declarer] = made, penalty
    assert result["scores"] == expected
    assert session.scores == expected
    assert min(result["scores"]) == 0 < max(result["scores"]), "§9: only one player scores"
