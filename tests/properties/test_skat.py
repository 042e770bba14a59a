"""Whole random Skat games (shared/rules/skat.md) against an independent model.

Nothing here calls the plugin's rule functions: the card positions of the deal (§15.1), the
auction's legal calls and its result (§4.2, §15.3), the declarations the bid allows (§5.2),
effective suits, following and trick winners in suit, grand and null games (§2.3, §2.4, §6),
the end of a null game (SK-7), card points, matadors, the game value, won / lost, overbidding
and both scorings (§7-§10, §15.5), OpenSpiel's game choice and returns (§11) are recomputed from
the spec, and :class:`Checker` compares them with the live session at every action, with the
observations (§15.2: own hand, the skat unseen until taken, the put-away the declarer's own).
The engine is only used to name cards.

Every value of every option is played: ``profile`` × ``scoring`` are parametrized, hypothesis
draws the number of deals, explicit packs for the first deals, the seeds and the choices.
"""

from __future__ import annotations

import math
import random
from typing import Any

import pytest
from budget import examples
from hypothesis import given
from hypothesis import strategies as st

from tricktaker import Bid, DealGiven, Declare, Discard, Pass, Session, load_game
from tricktaker.testing import assert_bots_play, assert_replays, play_actions

GAME = load_game("skat")

SUITS = "CSHD"
PLAIN = ("A", "10", "K", "Q", "9", "8", "7")  # §2.3, suit and grand games (jacks apart)
NULL = ("A", "K", "Q", "J", "10", "9", "8", "7")
PACK = tuple(r + s for s in SUITS for r in NULL)
POINTS = {"A": 11, "10": 10, "K": 4, "Q": 3, "J": 2}
JACKS = ("JC", "JS", "JH", "JD")
BASE = {"D": 9, "H": 10, "S": 11, "C": 12, "grand": 24}
GAME_SUIT = {"diamonds": "D", "hearts": "H", "spades": "S", "clubs": "C"}
VALUES = sorted(
    {b * m for b in (9, 10, 11, 12) for m in range(2, 19)}
    | {24 * m for m in range(2, 12)}
    | {23, 35, 46, 59}
)
SETTINGS = [
    ("isko", "standard"),
    ("isko", "tournament"),
    ("openspiel", "standard"),
]
SPEC_GAMES = examples(ci=8, fuzz=300)
REPLAYS = examples(ci=6, fuzz=200)
BOT_GAMES = examples(ci=3, fuzz=80)
MAX_ACTIONS = 20_000


def rank(card: str) -> str:
    return card[:-1]


def suit(card: str) -> str:
    return card[-1]


def points(cards: Any) -> int:
    return sum(POINTS.get(rank(c), 0) for c in cards)


# -- the model of a declared game ------------------------------------------------------------


def kind_of(declaration: str) -> str:
    """``clubs hand schneider`` -> ``C``; ``grand`` -> ``grand``; ``null …`` -> ``null``."""
    first = declaration.split()[0]
    return GAME_SUIT.get(first, first)


def trumps(kind: str) -> list[str]:
    if kind == "null":
        return []
    if kind == "grand":
        return list(JACKS)
    return [*JACKS, *(r + kind for r in PLAIN)]


def effective(card: str, kind: str) -> str:
    """§2.4: ``T`` for a trump, else the printed suit."""
    return "T" if card in trumps(kind) else suit(card)


def power(card: str, kind: str) -> int:
    order = trumps(kind)
    if card in order:
        return 100 - order.index(card)
    ranks = NULL if kind == "null" else PLAIN
    return 50 - ranks.index(rank(card))


def legal_cards(hand: set[str], trick: list[str], kind: str) -> set[str]:
    if not trick:
        return set(hand)
    led = effective(trick[0], kind)
    same = {c for c in hand if effective(c, kind) == led}
    return same or set(hand)


def trick_winner(trick: list[str], kind: str) -> int:
    led = effective(trick[0], kind)
    best = [(power(c, kind), i) for i, c in enumerate(trick) if effective(c, kind) in ("T", led)]
    tr = [(p, i) for p, i in best if effective(trick[i], kind) == "T"]
    return max(tr or [(p, i) for p, i in best if effective(trick[i], kind) == led])[1]


def declarations(taken: bool, bid: int) -> list[str]:
    games = ["diamonds", "hearts", "spades", "clubs", "grand"]
    if taken:
        nulls = [("null", 23), ("null ouvert", 46)]
        return games + [n for n, v in nulls if v >= bid]
    out = [f"{g} hand{x}" for g in games for x in ("", " schneider", " schwarz", " ouvert")]
    return out + [n for n, v in (("null hand", 35), ("null ouvert hand", 59)) if v >= bid]


def score(declaration: str, bid: int, twelve: set[str], p: int, mine: int, theirs: int) -> dict:
    """§7-§9, §15.5 written out again: won, value, loss value, the declarer's score."""
    words = declaration.split()
    kind = kind_of(declaration)
    hand = "hand" in words
    if kind == "null":
        value = {(False, False): 23, (True, False): 35, (False, True): 46, (True, True): 59}[
            (hand, "ouvert" in words)
        ]
        won = mine == 0
        return {"won": won, "value": value, "score": value if won else -2 * value}
    order = trumps(kind)
    with_ = order[0] in twelve
    n = next((i for i, c in enumerate(order) if (c in twelve) != with_), len(order))
    ouvert = "ouvert" in words
    said_schwarz = "schwarz" in words or ouvert
    said_schneider = "schneider" in words or said_schwarz
    levels = 1 + hand + (p >= 90 or p <= 30 or said_schneider) + said_schneider
    levels += (mine == 0 or theirs == 0 or said_schwarz) + said_schwarz + ouvert
    value = BASE[kind] * (n + levels)
    won = p >= 61 and (not said_schneider or p >= 90) and (not said_schwarz or theirs == 0)
    won = won and value >= bid
    loss = value if value >= bid else BASE[kind] * math.ceil(bid / BASE[kind])
    return {
        "won": won,
        "value": value,
        "matadors": n,
        "with_matadors": with_,
        "score": value if won else -2 * loss,
    }


# -- the checker -------------------------------------------------------------------------------


class Checker:
    """Follows a live session action by action and compares it with the model."""

    def __init__(self, session: Session, profile: str, scoring: str, packs: list[Any]) -> None:
        self.s = session
        self.deck = session.deck
        self.openspiel = profile == "openspiel"
        self.tournament = scoring == "tournament" and not self.openspiel
        self.deals = 1 if self.openspiel else session.options["deals"]
        self.packs = packs
        self.first = session.state.dealer
        if self.openspiel:
            assert self.first == 2, "§11.1: seat 2 deals"
        self.totals = [0, 0, 0]
        self.deal = -1
        self.actions = 0
        self.new_deal()

    def text(self, card: int) -> str:
        return self.deck.format(card)

    def texts(self, cards: Any) -> list[str]:
        return [self.deck.format(c) for c in cards]

    def new_deal(self) -> None:
        st_ = self.s.state
        self.deal += 1
        self.dealer = (self.first + self.deal) % 3  # §10.4, SK-1: thrown-in deals too
        assert st_.dealer == self.dealer
        self.fore, self.middle, self.rear = (
            (self.dealer + 1) % 3,
            (self.dealer + 2) % 3,
            self.dealer,
        )
        hands = [self.texts(h) for h in st_.hands]
        skat = self.texts(st_.stock)
        assert all(len(h) == 10 for h in hands) and len(skat) == 2, "§3.2"
        assert sorted([*skat, *(c for h in hands for c in h)]) == sorted(PACK), "§2.1"
        if self.deal < len(self.packs):  # §15.1
            pack = self.packs[self.deal]
            roles = (self.fore, self.middle, self.rear)
            for k, seat in enumerate(roles):
                expected = pack[3 * k : 3 * k + 3] + pack[11 + 4 * k : 15 + 4 * k]
                expected += pack[23 + 3 * k : 26 + 3 * k]
                assert hands[seat] == expected
            assert skat == pack[9:11]
        self.held = [set(h) for h in hands]
        self.twelve: set[str] = set()
        self.skat = skat
        self.put: list[str] = []
        self.taken: bool | None = None
        self.declaration: str | None = None
        self.declarer: int | None = None
        self.bid = 0
        # the auction (§15.3)
        self.part, self.high = (0 if self.openspiel else 1), None
        self.caller, self.answerer, self.asked = self.middle, self.fore, False
        self.to_act = self.fore if self.openspiel else self.middle
        self.tricks = [0, 0, 0]
        self.won_cards: list[list[str]] = [[], [], []]
        self.trick: list[str] = []
        self.leader = self.fore

    # -- the model's next decision ------------------------------------------------------------

    def expected(self) -> tuple[int, set[str]]:
        """The seat to act and its legal actions as text."""
        if self.declarer is None:
            if self.part == 0:
                choices = {"pass", "diamonds", "hearts", "spades", "clubs", "grand", "null"}
                return self.to_act, choices
            if self.part == 3:
                return self.fore, {"18", "pass"}
            if self.asked:
                return self.answerer, {"yes", "pass"}
            above = {str(v) for v in VALUES if self.high is None or v > self.high}
            return self.caller, above | {"pass"}
        if self.declaration is None or (len(self.put) < 2 and self.taken):
            seat = self.declarer
            if self.taken is None:
                return seat, {"skat", "hand"}
            if self.taken and len(self.put) < 2:
                return seat, set(self.held[seat])
            return seat, set(declarations(bool(self.taken), self.bid))
        seat = (self.leader + len(self.trick)) % 3
        return seat, legal_cards(self.held[seat], self.trick, kind_of(self.declaration))

    def action_text(self, action: Any) -> str:
        if isinstance(action, Pass):
            return "pass"
        if isinstance(action, Bid):
            return str(action.tricks)
        if isinstance(action, Declare):
            return action.what
        if isinstance(action, Discard):
            return self.text(action.cards[0])
        return self.text(action.card)

    def before(self) -> int:
        s = self.s
        assert not s.is_over and self.actions < MAX_ACTIONS
        seat, legal = self.expected()
        assert s.current_seat == seat
        got = [self.action_text(a) for a in s.legal_actions()]
        assert len(set(got)) == len(got) and set(got) == legal, (got, legal)
        for who in range(3):
            self.check_observation(who)
        return seat

    def after(self, seat: int, action: Any) -> None:
        self.actions += 1
        word = self.action_text(action)
        if self.declarer is None:
            self.auction(seat, word)
            return
        if self.taken is None and not self.openspiel:
            self.taken = word == "skat"
            if self.taken:
                self.held[seat] |= set(self.skat)
            return
        if self.taken and len(self.put) < 2:
            self.put.append(word)
            self.held[seat].remove(word)
            return
        if self.declaration is None:
            self.declaration = word
            return
        self.play(seat, word)

    def auction(self, seat: int, word: str) -> None:
        if self.part == 0:  # OpenSpiel's game choice
            if word != "pass":
                self.won(seat, 0)
                self.declaration, self.taken = word, True
                self.held[seat] |= set(self.skat)
            elif seat == 2:
                self.thrown_in()
            else:
                self.to_act = seat + 1
            return
        if self.part == 3:
            self.won(seat, 18) if word == "18" else self.thrown_in()
            return
        if word.isdigit():
            self.high, self.asked = int(word), True
            return
        if word == "yes":
            self.asked = False
            return
        survivor = self.caller if self.asked else self.answerer
        self.asked = False
        if self.part == 1:
            self.part, self.caller, self.answerer = 2, self.rear, survivor
        elif self.high is not None:
            self.won(survivor, self.high)
        else:
            self.part = 3

    def won(self, seat: int, bid: int) -> None:
        self.declarer, self.bid = seat, bid
        self.twelve = self.held[seat] | set(self.skat)

    def thrown_in(self) -> None:
        result = self.s.state.hand_results[self.deal]
        assert result["thrown_in"] and result["scores"] == [0, 0, 0], "§10.3"
        self.end_deal()

    def play(self, seat: int, card: str) -> None:
        kind = kind_of(self.declaration or "")
        self.held[seat].remove(card)
        self.trick.append(card)
        if len(self.trick) < 3:
            return
        winner = (self.leader + trick_winner(self.trick, kind)) % 3
        self.tricks[winner] += 1
        self.won_cards[winner] += self.trick
        self.trick, self.leader = [], winner
        null_over = kind == "null" and winner == self.declarer  # SK-7
        if null_over or sum(self.tricks) == 10:
            self.score()
            return
        assert self.s.current_seat == winner, "§6.1: the winner leads"

    def score(self) -> None:
        d = self.declarer
        assert d is not None and self.declaration is not None
        result = self.s.state.hand_results[self.deal]
        assert result["tricks"] == self.tricks
        skat = self.put if self.taken else self.skat
        mine = points(self.won_cards[d]) + points(skat)
        theirs = sum(self.tricks) - self.tricks[d]
        if self.openspiel:  # §11.6 × 240
            if self.declaration == "null":
                x = 60 if self.tricks[d] == 0 else -60
                expected = [x if s == d else -x // 2 for s in range(3)]
            else:
                p = points(self.won_cards[d]) + points(self.put)
                expected = [2 * (p - 60) if s == d else 60 - p for s in range(3)]
        else:
            model = score(self.declaration, self.bid, self.twelve, mine, self.tricks[d], theirs)
            assert result["won"] == model["won"] and result["value"] == model["value"]
            assert result["declarer_points"] == mine, "§7.1: the skat counts for the declarer"
            expected = [0, 0, 0]
            expected[d] = model["score"]
            if self.tournament:  # §10.2
                expected[d] += 50 if model["won"] else -50
                if not model["won"]:
                    for s in range(3):
                        expected[s] += 40 if s != d else 0
        assert result["scores"] == expected, (self.declaration, self.bid, mine, expected)
        for s in range(3):
            self.totals[s] += expected[s]
        self.end_deal()

    def end_deal(self) -> None:
        assert self.s.scores == self.totals
        if self.deal + 1 >= self.deals:
            assert self.s.is_over
            best = max(self.totals)
            assert self.s.winners == [s for s in range(3) if self.totals[s] == best]  # SK-16
            returns = self.s.result()["returns"]
            scale = 240 if self.openspiel else 1
            assert returns == [t / scale for t in self.totals]
            return
        assert not self.s.is_over
        self.new_deal()

    def check_observation(self, seat: int) -> None:
        """§15.2: a seat sees its own hand; never the skat before it is taken (nor after, unless
        declarer), never the put-away of another, never another seat's hand unless ouvert."""
        obs = self.s.observation(seat)
        assert set(self.texts(obs["hand"])) == self.held[seat]
        seen = set(self.texts(obs["hand"])) | set(self.texts(obs["put_away"]))
        seen |= set(self.texts(obs["open_hand"]))
        played = set(self.texts(c for _, c in obs["played"]))
        seen |= played
        hidden = set().union(*(self.held[o] for o in range(3) if o != seat))
        if seat != self.declarer or not self.taken:
            hidden |= set(self.skat) - set(c for c in self.held[seat])
        if seat != self.declarer:
            hidden |= set(self.put)
        if self.declaration and "ouvert" in self.declaration and self.declarer is not None:
            hidden -= self.held[self.declarer]  # the open hand, the skat's cards in it too
            assert set(self.texts(obs["open_hand"])) == self.held[self.declarer]
        hidden -= played  # a card played from the skat is public
        assert not seen & hidden, f"seat {seat} sees {sorted(seen & hidden)}"

    def step(self, action: Any) -> None:
        seat = self.before()
        self.s.apply(action)
        self.after(seat, action)


# -- playing -----------------------------------------------------------------------------------


def choose(session: Session, rnd: random.Random) -> Any:
    """A random legal action; in the auction mostly the next value, yes, or pass."""
    legal = session.legal_actions()
    if session.phase.name == "auction":
        bids = sorted((a for a in legal if isinstance(a, Bid)), key=lambda b: b.tricks)
        r = rnd.random()
        if bids and r < 0.45:
            return bids[0]
        if Declare("yes") in legal and r < 0.5:
            return Declare("yes")
    return rnd.choice(legal)


def new_session(profile: str, scoring: str, deals: int, seed: int, packs: Any) -> Session:
    first = 2 if profile == "openspiel" else random.Random(seed).randrange(3)
    given_deals = [DealGiven(dealer=(first + k) % 3, pack=list(p)) for k, p in enumerate(packs)]
    options = {"profile": profile, "scoring": scoring, "deals": deals}
    return GAME.new_session(options=options, seed=seed, deals=given_deals)


PACKS = st.lists(st.permutations(PACK), max_size=2)
SEEDS = st.integers(0, 2**63 - 1)


@pytest.mark.parametrize(("profile", "scoring"), SETTINGS)
@SPEC_GAMES
@given(deals=st.integers(1, 5), seed=SEEDS, choices=SEEDS, packs=PACKS)
def test_random_games_follow_the_spec(profile, scoring, deals, seed, choices, packs):
    """Whole random games under every option: the deal, every legal call, put-away,
    declaration and card, every trick winner, every deal's score and the totals, the winners
    and the returns, and every observation agree with the independent model."""
    session = new_session(profile, scoring, deals, seed, packs)
    checker = Checker(session, profile, scoring, [list(p) for p in packs])
    rnd = random.Random(choices)
    play_actions(session, lambda s: choose(s, rnd), checker.step, MAX_ACTIONS)
    assert session.is_over


@pytest.mark.parametrize(("profile", "scoring"), SETTINGS)
@REPLAYS
@given(deals=st.integers(1, 4), seed=SEEDS, choices=SEEDS, packs=PACKS)
def test_record_replay_reproduces_the_result(profile, scoring, deals, seed, choices, packs):
    session = new_session(profile, scoring, deals, seed, packs)
    rnd = random.Random(choices)
    play_actions(session, lambda s: choose(s, rnd), max_actions=MAX_ACTIONS)
    assert_replays(session)


@pytest.mark.parametrize(("profile", "scoring"), SETTINGS)
@BOT_GAMES
@given(seed=SEEDS, kinds=st.permutations(["basic", "random", "basic"]))
def test_bots_play_whole_games(profile, scoring, seed, kinds):
    session = GAME.new_session(
        options={"profile": profile, "scoring": scoring, "deals": 3}, seed=seed
    )
    assert_bots_play(session, list(kinds), seed=seed % 1000)
