"""Whole random Spades games (shared/rules/spades.md) against an independent model.

Nothing here calls the engine's rule functions: the options after a profile (§9), the dealer
and its rotation (§3.1, S-1), the card positions of stacked packs (§14.1, S-13), the legal
bids with the partnership cap (§4, S-2, S-3), what may be led and followed with spades broken
(§5, S-5, S-6), the trick winners (§5.5), each team's hand score and bag count (§6, §7, S-7,
S-8: the formula of §6.4 written out again), blind nil (§4.5, S-12: who may bid it, the cards
face down until the decision, the exchange, ±200), the end of the game (§8.1, S-9, S-10) and
the returns (§8.3, S-11) are recomputed from the spec, and :class:`Checker` compares them with
the live session at every action, with the observations (S-14: own hand only, and not before
the blind-nil decision; bids, blind nils, totals and bag counts public; passed cards seen by the
two partners only). The engine is only used to name cards (``deck.format``).

Every value of every option is played: the tests are parametrized over the 8 combinations of
``spades_break`` × ``failed_nil_tricks`` × ``partnership_bid_cap``; hypothesis draws the
profile, the other options (the blind nil ones too) or leaves them to the profile, explicit
packs for the first hands,
the seeds and the choices. Random players seldom make their bids, so a game that nobody has
won after :data:`HAND_LIMIT` deals is stopped (``stop_after``), as a bots-only game at the
console stops at its deal limit; thresholds are drawn low enough that most games end.
``HYPOTHESIS_PROFILE=fuzz`` plays many more games.
"""

from __future__ import annotations

import itertools
import random
from typing import Any

import pytest
from budget import examples
from hypothesis import given
from hypothesis import strategies as st

from spec_options import SPADES_OPENSPIEL as OPENSPIEL  # the spec's §9 columns
from spec_options import SPADES_STANDARD as STANDARD
from tricktaker import (
    Bid,
    BlindBid,
    DealGiven,
    Give,
    IllegalAction,
    Look,
    Play,
    Session,
    load_game,
)
from tricktaker.testing import CORE_OBSERVATION_KEYS, assert_bots_play, assert_replays, play_actions

GAME = load_game("spades")

# §2
SUITS = "SHDC"
RANKS = ("A", "K", "Q", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2")
PACK = tuple(r + s for s in SUITS for r in RANKS)
TEAMS = ((0, 2), (1, 3))  # §1.2
TEAM_OF = (0, 1, 0, 1)
HAND_LIMIT = 12
MAX_ACTIONS = 20_000

OPTION_SETS = [
    {"spades_break": a, "failed_nil_tricks": b, "partnership_bid_cap": c}
    for a, b, c in itertools.product(
        ["standard", "never"], ["bags_only", "count_for_bid"], ["none", "13"]
    )
]
OPTION_IDS = [
    f"{o['spades_break']}-{o['failed_nil_tricks']}-cap{o['partnership_bid_cap']}"
    for o in OPTION_SETS
]
# Examples per option set (budget.py): ci 10 games each (5 for the bots); fuzz: about a minute
# per option set, 8 1/2 minutes in all (a run at FUZZ_MINUTES=5 took 46 s on two shared cores:
# 0.08 s a checked game, 0.056 s a game played and replayed, 0.075 s a bots' game).
SPEC_GAMES = examples(ci=10, fuzz=370)
REPLAYS = examples(ci=10, fuzz=260)
BOT_GAMES = examples(ci=5, fuzz=160)
SEEDS = st.integers(0, 2**63 - 1)
CHOICES = st.integers(0, 2**63 - 1)  # the random players' choices (a random.Random seed)
PACKS = st.lists(st.permutations(PACK), max_size=2)  # explicit packs for the first hands

# What an observation holds (S-14): a new key must be looked at before it is allowed.
OBSERVATION_KEYS = CORE_OBSERVATION_KEYS | {"bids", "bags", "team_hands"}
BLIND_KEYS = (
    {"blind", "unlooked", "pass_queue", "to_give", "passes", "pass_direction"}
    | {f"cards_{way}{counts}" for way in ("given", "received") for counts in ("", "_counts")}
    | {"set_aside", "set_aside_counts"}
)  # with blind nil on (the pass: "partner", nothing set aside)


@st.composite
def more_options(draw: st.DrawFn) -> dict[str, Any]:
    """The profile and the options besides the parametrized three: each one given or left to
    the profile (None: left out)."""
    drawn = {
        "profile": draw(st.sampled_from([None, "standard", "openspiel"])),
        "first_dealer": draw(st.sampled_from([None, "random", "0", "1", "2", "3"])),
        "max_hands": draw(st.sampled_from([None, 0, 0, 1, 2, 4])),
        "win_threshold": draw(st.sampled_from([None, -50, 0, 60, 150, 300, 500])),
        "use_mercy_rule": draw(st.sampled_from([None, False, True])),
        "mercy_threshold": draw(st.sampled_from([None, -350, -150, -60, 0, 40])),
        "win_or_loss_bonus": draw(st.one_of(st.none(), st.integers(-400, 400))),
        "num_tricks": draw(st.one_of(st.none(), st.integers(0, 6))),
        "blind_nil": draw(st.sampled_from([None, False, True, True, True])),
        "blind_nil_deficit": draw(st.sampled_from([None, 0, 0, 30, 100])),
        "blind_nil_exchange": draw(st.sampled_from([None, "2", "2", "0"])),
    }
    return {name: value for name, value in drawn.items() if value is not None}


# -- the independent model ---------------------------------------------------------------------


def suit(card: str) -> str:
    return card[-1]


def power(card: str) -> int:
    return len(RANKS) - RANKS.index(card[:-1])


def effective_options(given_options: dict[str, Any]) -> dict[str, Any]:
    """§9.1: the profile's column, then the options given explicitly."""
    column = OPENSPIEL if given_options.get("profile") == "openspiel" else STANDARD
    return {**column, **given_options}


def mercy_on(options: dict[str, Any]) -> bool:
    """§9.4: under the openspiel profile exactly when the threshold is not 0."""
    if options["profile"] == "openspiel":
        return options["mercy_threshold"] != 0
    return bool(options["use_mercy_rule"])


def eligible_at_start(totals: list[int], deficit: int) -> set[int]:
    """§4.5.1 (a): the seats of a team at least ``deficit`` below the opponents' total."""
    return {
        seat for seat in range(4) if totals[TEAM_OF[seat]] <= totals[1 - TEAM_OF[seat]] - deficit
    }


def legal_bids(bids: list[int | None], seat: int, cap: bool) -> set[int]:
    """§4.2, §4.3, S-2, S-3: 0-13; with the cap at most 13 − the partner's bid, nil always."""
    partner = bids[(seat + 2) % 4]
    if not cap or partner is None:
        return set(range(14))
    return set(range(13 - partner + 1)) | {0}


def legal_cards(hand: set[str], trick: list[str], broken: bool, never: bool) -> set[str]:
    """§5.2-§5.4, S-5, S-6: follow the suit led if able, else anything; a leader holding a
    non-spade leads one unless spades are broken (never, with ``spades_break = never``)."""
    if trick:
        same = {c for c in hand if suit(c) == suit(trick[0])}
        return same or set(hand)
    others = {c for c in hand if suit(c) != "S"}
    if others and (never or not broken):
        return others
    return set(hand)


def trick_winner(trick: list[str]) -> int:
    """§5.5: position (0 = leader) of the highest spade, else of the highest card led."""
    spades = [(power(c), i) for i, c in enumerate(trick) if suit(c) == "S"]
    if spades:
        return max(spades)[1]
    return max((power(c), i) for i, c in enumerate(trick) if suit(c) == suit(trick[0]))[1]


def team_hand(
    bids: list[int],
    tricks: list[int],
    seats: tuple[int, ...],
    bags_before: int,
    count_nil: bool,
    blind: tuple[bool, ...] = (False,) * 4,
) -> dict[str, Any]:
    """§6.1-§6.4, §7.2, S-7, S-15, §4.5.4: one team's record for the hand (a blind nil ±200)."""
    nil = [s for s in seats if bids[s] == 0]
    b = sum(bids[s] for s in seats)
    c = (
        sum(tricks[s] for s in seats)
        if count_nil
        else sum(tricks[s] for s in seats if s not in nil)
    )
    f = 0 if count_nil else sum(tricks[s] for s in nil)
    made = c >= b
    o = c - b if made else 0
    g = o + f
    k = (bags_before + g) // 10
    worth = {s: 200 if blind[s] else 100 for s in nil}
    nils = {str(s): (worth[s] if tricks[s] == 0 else -worth[s]) for s in nil}
    score = (10 * b if made else -10 * b) + g + sum(nils.values()) - 100 * k
    return {
        "bid": b,
        "counted": c,
        "made": made,
        "overtricks": o,
        "failed_nil_bags": f,
        "bags": g,
        "penalties": k,
        "nil": nils,
        "score": score,
        "bag_count": bags_before + g - 10 * k,
    }


def winner_of(totals: list[int], options: dict[str, Any]) -> int | None:
    """§8.1.1, §8.1.2, §8.2.1: the team that reached the target strictly ahead, or the
    opponent of the team at or below the mercy threshold strictly behind."""
    target, floor = options["win_threshold"], options["mercy_threshold"]
    for team in (0, 1):
        if totals[team] >= target and totals[team] > totals[1 - team]:
            return team
    if mercy_on(options):
        for team in (0, 1):
            if totals[team] <= floor and totals[team] < totals[1 - team]:
                return 1 - team
    return None


def returns_of(totals: list[int], options: dict[str, Any]) -> list[int]:
    """§8.3, S-11: team 0 adjusted first, team 1 compared with team 0's adjusted return."""
    target, floor = options["win_threshold"], options["mercy_threshold"]
    bonus, mercy = options["win_or_loss_bonus"], mercy_on(options)
    r = list(totals)
    for team in (0, 1):
        if totals[team] >= target and r[team] > r[1 - team]:
            r[team] += bonus
        elif mercy and totals[team] <= floor and r[team] < r[1 - team]:
            r[team] -= bonus
    return [r[TEAM_OF[seat]] for seat in range(4)]


# -- the checker -------------------------------------------------------------------------------


class Checker:
    """Follows a live session action by action and compares it with the model."""

    def __init__(
        self, session: Session, given_options: dict[str, Any], packs: list[list[str]] = ()
    ) -> None:
        self.s = session
        self.deck = session.deck
        self.opts = effective_options(given_options)
        assert session.options == self.opts, "§9.1: the profile's column, then the options given"
        self.cap = self.opts["partnership_bid_cap"] == "13"
        self.never = self.opts["spades_break"] == "never"
        self.count_nil = self.opts["failed_nil_tricks"] == "count_for_bid"
        self.blind_on = bool(self.opts["blind_nil"])
        self.exchange = int(self.opts["blind_nil_exchange"])
        self.packs = [list(p) for p in packs]
        if self.opts["first_dealer"] != "random":
            self.first = int(self.opts["first_dealer"])  # S-1: a seat
        else:  # S-1: random from the seed, or the dealer of the first explicit deal
            self.first = session.state.dealer
            assert 0 <= self.first < 4
        self.totals = [0, 0]
        self.bags = [0, 0]
        self.hand = -1
        self.actions = 0
        self.new_hand()

    def text(self, card: int) -> str:
        return self.deck.format(card)

    def texts(self, cards: Any) -> list[str]:
        return [self.deck.format(c) for c in cards]

    # -- per hand --------------------------------------------------------------------------

    def new_hand(self) -> None:
        s, st_ = self.s, self.s.state
        self.hand += 1
        assert not s.is_over
        assert st_.hand_no == self.hand
        self.dealer = (self.first + self.hand) % 4  # §3.1: the deal passes clockwise
        assert st_.dealer == self.dealer
        hands = [self.texts(h) for h in st_.hands]
        assert all(len(h) == 13 for h in hands), "§3.2: 13 cards each"
        assert sorted(c for h in hands for c in h) == sorted(PACK), "§2.1: the 52 cards"
        if self.hand < len(self.packs):  # §14.1, S-13
            pack = self.packs[self.hand]
            for seat in range(4):
                assert hands[seat] == pack[(seat - self.dealer - 1) % 4 :: 4]
        assert st_.turned is None and not st_.stock, "§3.3: nothing turned up, no stock"
        assert self.deck.suits[st_.trump].letter == "S", "§2.3: spades are trumps"
        self.held = [set(h) for h in hands]
        self.bids: list[int | None] = [None] * 4
        self.tricks = [0, 0, 0, 0]
        self.trick: list[str] = []
        self.played: list[tuple[int, str]] = []
        self.log: list[tuple[int, list[str], int]] = []
        self.broken = False
        self.blind = [False] * 4
        self.unlooked = (  # §4.5.2: face down until the decision
            eligible_at_start(self.totals, self.opts["blind_nil_deficit"])
            if self.blind_on
            else set()
        )
        self.queue: list[tuple[int, int]] = []  # §4.5.3: the passes to come
        self.to_give = 0
        self.passes: list[tuple[int, int, int]] = []
        self.given: list[list[str]] = [[] for _ in range(4)]
        self.received: list[list[str]] = [[] for _ in range(4)]
        self.leader = (self.dealer + 1) % 4  # §4.1, §5.1
        assert s.current_seat == self.leader
        assert s.phase.name == "bidding"

    def end_hand(self) -> None:
        s, st_, h = self.s, self.s.state, self.hand
        assert sum(self.tricks) == 13, "§5.6: 13 tricks a hand"
        assert len(st_.hand_results) == h + 1
        result = st_.hand_results[h]
        assert result["dealer"] == self.dealer
        assert result["bids"] == self.bids
        assert result["tricks"] == self.tricks
        assert result.get("blind", [False] * 4) == self.blind, "S-15: blind nil recorded as such"
        bids = [b for b in self.bids if b is not None]
        teams = [
            team_hand(bids, self.tricks, seats, self.bags[t], self.count_nil, tuple(self.blind))
            for t, seats in enumerate(TEAMS)
        ]
        for t in (0, 1):  # S-15: the record holds the team's total after the hand too
            teams[t]["total"] = self.totals[t] + teams[t]["score"]
        assert result["teams"] == teams, f"§6.4: bids {self.bids}, tricks {self.tricks}"
        for t in (0, 1):
            self.totals[t] += teams[t]["score"]
            self.bags[t] = teams[t]["bag_count"]
            assert 0 <= self.bags[t] <= 9, "§7.2: the bag count after a hand is 0-9"
        per_seat = [self.totals[TEAM_OF[seat]] for seat in range(4)]
        assert result["scores"] == [teams[TEAM_OF[seat]]["score"] for seat in range(4)]
        assert result["totals"] == per_seat == s.scores, "§1.3: partners have the same total"
        assert list(st_.parts["spades_bags"].bags) == self.bags
        assert sum(row["points"][0] for row in result["breakdown"]) == teams[0]["score"]
        detail = s.hand(h)
        assert [(t["leader"], t["cards"], t["winner"]) for t in detail["play"]] == self.log
        passes = [(p["seat"], p["to"], len(p["cards"])) for p in detail.get("passes", [])]
        assert passes == self.passes
        assert all(p["seen_by"] == [p["seat"], p["to"]] for p in detail.get("passes", []))
        winner = winner_of(self.totals, self.opts)
        limit = self.opts["max_hands"]
        over = winner is not None or (limit > 0 and h + 1 >= limit)  # §8.1
        if over:
            assert s.is_over and not st_.stopped
            assert s.winners == ([] if winner is None else list(TEAMS[winner]))
            return
        if h + 1 >= HAND_LIMIT:
            assert s.is_over and st_.stopped
            assert s.winners == []
            return
        assert not s.is_over, f"§8.1.4: totals {self.totals}: another hand"
        self.new_hand()

    # -- per action ------------------------------------------------------------------------

    def may_bid_blind(self, seat: int) -> bool:
        """§4.5.1: eligible at the start, the partner not blind, not looked yet."""
        return seat in self.unlooked and not self.blind[(seat + 2) % 4]

    def expected_legal(self, seat: int) -> tuple[str, set[Any]]:
        """The phase and the legal actions as the model names them: bids (numbers, or
        ``"blind nil"`` / ``"look"``), cards to pass, cards to play."""
        if None in self.bids:
            if self.may_bid_blind(seat):
                return "bidding", {"blind nil", "look"}  # §4.5.2
            return "bidding", legal_bids(self.bids, seat, self.cap)
        if self.queue:
            return "pass_cards", set(self.held[seat])  # §4.5.3: any card, one at a time
        return "play", legal_cards(self.held[seat], self.trick, self.broken, self.never)

    def name(self, action: Any) -> Any:
        """An action in the model's words."""
        if isinstance(action, Bid):
            return action.tricks
        if isinstance(action, BlindBid):
            return "blind nil" if action.tricks == 0 else ("blind", action.tricks)
        if isinstance(action, Look):
            return "look"
        if isinstance(action, Give):
            assert len(action.cards) == 1, "S-15: passes offered card by card"
            return self.text(action.cards[0])
        assert isinstance(action, Play)
        return self.text(action.card)

    def before(self, rnd: random.Random | None = None) -> int:
        s = self.s
        assert not s.is_over
        assert self.actions < MAX_ACTIONS
        seat = s.current_seat
        if None in self.bids:
            made = sum(b is not None for b in self.bids)
            assert seat == (self.dealer + 1 + made) % 4, "§4.1: clockwise, the dealer last"
            assert s.phase.name == "bidding"
            if seat in self.unlooked and not self.may_bid_blind(seat):
                self.unlooked.discard(seat)  # S-12: no longer eligible: sees its hand now
        elif self.queue:
            assert seat == self.queue[0][0], "§4.5.3: the blind bidder, then its partner"
            assert s.phase.name == "pass_cards"
        else:
            assert seat == (self.leader + len(self.trick)) % 4, "§5.2: clockwise"
            assert s.phase.name == "play"
        legal = s.legal_actions()
        phase, expected = self.expected_legal(seat)
        assert s.phase.name == phase
        got = [self.name(a) for a in legal]
        assert len(set(got)) == len(got), "S-15: the legal actions are a set"
        assert set(got) == expected, f"legal in {phase}: engine {got}, rules {expected}"
        self.check_observation(seat)
        self.check_observation((seat + 1 + self.actions % 3) % 4)
        if rnd is not None and rnd.random() < 0.1:
            self.probe_illegal(rnd, seat, phase, expected)
        return seat

    def after(self, seat: int, action: Any) -> None:
        s = self.s
        self.actions += 1
        if isinstance(action, Look):
            self.unlooked.discard(seat)  # §4.5.2: it sees its hand, then bids normally
            assert s.current_seat == seat
            return
        if isinstance(action, Bid | BlindBid):
            self.unlooked.discard(seat)
            self.bids[seat] = action.tricks
            self.blind[seat] = isinstance(action, BlindBid)
            if None not in self.bids:
                self.start_passes()
            return
        if isinstance(action, Give):
            self.give(seat, self.text(action.cards[0]))
            return
        card = self.text(action.card)
        self.held[seat].remove(card)
        self.trick.append(card)
        self.played.append((seat, card))
        if suit(card) == "S" and not self.never:
            self.broken = True  # S-5 (a): any spade played, led or followed
        if len(self.trick) < 4:
            assert s.current_seat == (seat + 1) % 4
            return
        winner = (self.leader + trick_winner(self.trick)) % 4
        self.log.append((self.leader, list(self.trick), winner))
        self.tricks[winner] += 1
        self.trick = []
        self.leader = winner
        if any(self.held):
            assert s.state.last_trick[2] == winner  # type: ignore[index]
            assert s.current_seat == winner, "§5.1: the winner leads the next trick"
            assert s.state.tricks_won == self.tricks
        else:
            self.end_hand()

    def start_passes(self) -> None:
        """§4.5.3: after the fourth bid each blind nil bidder, in bidding order, passes 2 cards
        to its partner, who passes 2 back (none with ``blind_nil_exchange = 0``)."""
        if not self.exchange:
            return
        for k in range(4):
            seat = (self.dealer + 1 + k) % 4
            if self.blind[seat]:
                self.queue += [(seat, (seat + 2) % 4), ((seat + 2) % 4, seat)]
        self.to_give = self.exchange

    def give(self, seat: int, card: str) -> None:
        receiver = self.queue[0][1]
        self.held[seat].remove(card)
        self.held[receiver].add(card)
        self.given[seat].append(card)
        self.received[receiver].append(card)
        self.to_give -= 1
        if self.to_give:
            assert self.s.current_seat == seat
            return
        self.passes.append((seat, receiver, self.exchange))
        self.queue.pop(0)
        self.to_give = self.exchange
        if not self.queue:
            assert all(len(h) == 13 for h in self.held), "§4.5.3: both end with 13"

    def step(self, action: Any, rnd: random.Random | None = None) -> None:
        seat = self.before(rnd)
        assert action in self.s.legal_actions()
        self.s.apply(action)
        self.after(seat, action)

    def finish(self) -> None:
        s = self.s
        assert s.is_over
        assert s.current_seat == -1 and s.legal_actions() == []
        result = s.result()
        assert result["scores"] == [self.totals[TEAM_OF[seat]] for seat in range(4)]
        assert len(result["hands"]) == self.hand + 1
        assert result["complete"] is not s.state.stopped
        assert result["returns"] == returns_of(self.totals, self.opts), "§8.3"
        assert result["winners"] == s.winners

    # -- observations and illegal actions --------------------------------------------------

    def check_observation(self, seat: int) -> None:
        """S-14: own hand, the dealer, the bids, the cards played, the tricks per seat, both
        teams' totals and bag counts; never another seat's unplayed cards."""
        obs = self.s.observation(seat)
        keys = OBSERVATION_KEYS | ({"broken_suits"} if not self.never else set())
        keys |= BLIND_KEYS if self.blind_on else set()
        assert set(obs) - {"legal"} == keys, f"observation keys: {sorted(obs)}"
        if seat in self.unlooked:  # §4.5.2, S-14: not before its decision
            assert obs["hand"] == []
        else:
            assert set(self.texts(obs["hand"])) == self.held[seat]
        known = set(self.given[seat]) | set(self.received[seat])  # §14.2: the two partners
        hidden = set().union(*(self.held[o] for o in range(4) if o != seat)) - known
        if seat in self.unlooked:
            hidden |= self.held[seat]
        shown = set(self.texts(c for _, c in obs["played"])) | set(self.texts(obs["hand"]))
        if self.blind_on:
            assert obs["blind"] == self.blind, "§14.2: blind nil shown as such"
            assert obs["unlooked"] == sorted(self.unlooked)
            assert obs["passes"] == self.passes, "§14.2: the others see 2 cards went each way"
            assert obs["cards_given"] == [self.deck.parse(c) for c in self.given[seat]]
            assert obs["cards_received"] == [self.deck.parse(c) for c in self.received[seat]]
            shown |= set(self.given[seat]) | set(self.received[seat])
        if obs["last_trick"] is not None:
            shown |= set(self.texts(obs["last_trick"][1]))
        shown |= {self.text(a.card) for a in obs.get("legal", ()) if isinstance(a, Play)}
        shown |= {
            self.text(c) for a in obs.get("legal", ()) if isinstance(a, Give) for c in a.cards
        }
        assert not shown & hidden, f"seat {seat} sees {sorted(shown & hidden)}"
        assert obs["bids"] == self.bids
        assert [(p, self.text(c)) for p, c in obs["played"]] == self.played
        assert obs["dealer"] == self.dealer and obs["hand_no"] == self.hand
        assert obs["totals"] == [self.totals[TEAM_OF[s]] for s in range(4)]
        assert obs["bags"] == self.bags
        assert obs["hand_counts"] == [len(h) for h in self.held]

    def probe_illegal(self, rnd: random.Random, seat: int, phase: str, allowed: set[Any]) -> None:
        """Try one action the rules forbid now: refused, nothing changes."""
        action: Any
        if phase == "bidding":
            bad: list[Any] = [Bid(b) for b in range(15) if b not in allowed]
            if self.blind_on and "look" not in allowed:
                bad += [BlindBid(0), Look()]  # §4.5.2: only before looking, only if eligible
            action = rnd.choice(bad)
        else:
            card = self.deck.parse(rnd.choice([c for c in PACK if c not in allowed]))
            action = Give((card,)) if phase == "pass_cards" else Play(card)
        before = (len(self.s.history), self.s.current_seat, [list(h) for h in self.s.state.hands])
        with pytest.raises(IllegalAction):
            self.s.apply(action)
        after = (len(self.s.history), self.s.current_seat, [list(h) for h in self.s.state.hands])
        assert after == before


# -- playing -----------------------------------------------------------------------------------


def new_session(options: dict[str, Any], seed: int, packs: Any = (), first: int = 0) -> Session:
    """A session stopped after :data:`HAND_LIMIT` deals if nobody has won; the first hands
    from the explicit ``packs``, dealt by ``first`` and the seats after it (by the seat of
    ``first_dealer`` when the option names one)."""
    named = effective_options(options)["first_dealer"]
    first = first if named == "random" else int(named)
    deals = [DealGiven(dealer=(first + k) % 4, pack=list(p)) for k, p in enumerate(packs)]
    return GAME.new_session(options=options, seed=seed, deals=deals, stop_after=HAND_LIMIT)


def choose(session: Session, rnd: random.Random) -> Any:
    """A random legal action; bids mostly 1-3 (so that bids are often made and games end),
    sometimes nil, sometimes anything."""
    legal = session.legal_actions()
    if any(isinstance(a, Look) for a in legal):
        return rnd.choice(legal)  # blind nil or look
    if session.phase.name == "bidding":
        r = rnd.random()
        low = [a for a in legal if 1 <= a.tricks <= 3]
        if r < 0.8 and low:
            return rnd.choice(low)
        if r < 0.88:
            return legal[0]  # nil
    return rnd.choice(legal)


def play_random(session: Session, rnd: random.Random, checker: Checker | None = None) -> None:
    step = None if checker is None else (lambda a: checker.step(a, rnd))
    play_actions(session, lambda s: choose(s, rnd), step, MAX_ACTIONS)


def all_options(options: dict[str, Any], more: dict[str, Any]) -> dict[str, Any]:
    return {**more, **options}


# -- the properties ----------------------------------------------------------------------------


@pytest.mark.parametrize("options", OPTION_SETS, ids=OPTION_IDS)
@SPEC_GAMES
@given(
    more=more_options(),
    seed=SEEDS,
    choices=CHOICES,
    packs=PACKS,
    first=st.integers(0, 3),
)
def test_random_games_follow_the_spec(options, more, seed, choices, packs, first):
    """Whole random games, under every option: every deal (S-13 positions for the explicit
    packs), legal bid and card, trick winner, team hand score and bag count (the §6.4 formula
    recomputed), total (partners equal), the end of the game, the winner, the returns and
    every observation agree with the independent model; 13 tricks a hand, bag counts 0-9."""
    given_options = all_options(options, more)
    session = new_session(given_options, seed, packs, first)
    checker = Checker(session, given_options, packs)
    play_random(session, random.Random(choices), checker)
    checker.finish()


@pytest.mark.parametrize("options", OPTION_SETS, ids=OPTION_IDS)
@REPLAYS
@given(more=more_options(), seed=SEEDS, choices=CHOICES, packs=PACKS, first=st.integers(0, 3))
def test_record_replay_reproduces_the_result(options, more, seed, choices, packs, first):
    """``record_of`` → JSON → ``parse_record`` → ``replay`` gives the same ``result()``
    (stacked packs, stopped games and the returns included)."""
    session = new_session(all_options(options, more), seed, packs, first)
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
    """``basic`` and ``random`` bots choose legal actions only (checked against the model), and
    choosing does not change the session."""
    given_options = all_options(options, more)
    session = new_session(given_options, seed)
    checker = Checker(session, given_options)
    assert_bots_play(session, kinds, seed, apply=checker.step, max_actions=MAX_ACTIONS)
    checker.finish()


@examples(ci=100, fuzz=3_000)
@given(
    bids=st.lists(st.integers(0, 13), min_size=4, max_size=4),
    split=st.lists(st.integers(0, 13), min_size=3, max_size=3),
    bags_before=st.integers(0, 9),
    count_nil=st.booleans(),
)
def test_team_hand_matches_the_worked_examples_and_bounds(bids, split, bags_before, count_nil):
    """The model itself (§6, §7): any hand it scores keeps the bag count in 0-9, penalises
    only at 10 bags or more, and a failed nil's tricks are bags exactly under ``bags_only``;
    §11 ex. 1-5 come out right."""
    cuts = sorted(split)
    tricks = [cuts[0], cuts[1] - cuts[0], cuts[2] - cuts[1], 13 - cuts[2]]
    for seats in TEAMS:
        team = team_hand(bids, tricks, seats, bags_before, count_nil)
        assert 0 <= team["bag_count"] <= 9
        assert team["penalties"] == (bags_before + team["bags"]) // 10
        assert team["failed_nil_bags"] == (
            0 if count_nil else sum(tricks[s] for s in seats if bids[s] == 0)
        )
    # §11 ex. 1-5, North–South
    assert team_hand([4, 3, 0, 5], [5, 4, 0, 4], (0, 2), 0, False)["score"] == 141
    assert team_hand([4, 0, 0, 0], [3, 0, 2, 8], (0, 2), 0, False)["score"] == -138
    assert team_hand([4, 0, 0, 0], [3, 0, 2, 8], (0, 2), 0, True)["score"] == -59
    assert team_hand([0, 1, 0, 1], [2, 5, 1, 5], (0, 2), 0, False)["score"] == -197
    assert team_hand([3, 1, 3, 1], [5, 2, 5, 1], (0, 2), 6, False)["score"] == -36
    assert team_hand([1, 1, 1, 1], [7, 0, 6, 0], (0, 2), 9, False)["score"] == -169
