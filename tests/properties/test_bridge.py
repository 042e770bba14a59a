"""Whole random Bridge games (shared/rules/bridge.md) against an independent model.

Nothing here calls the engine's rule functions: the board's dealer and vulnerability (§3.2,
§11), the deal positions of stacked packs (§13.1), the legal calls (§5.3), the end of the
auction (§5.4), the contract and declarer (§5.5, §5.6), the seat that acts and the hand that
plays (§6.2, C-6), the legal cards (§6.4), the trick winners (§6.5), the exposed dummy (C-7),
each board's score by the arithmetic of §7 (written out again, not read from tables), the
match totals and winners (§8), and rubber scoring (§9: games, rubber bonus, honours,
unfinished rubbers) are recomputed from the spec, and :class:`Checker` compares them with the
live session at every action, with every seat's observation (C-22). The engine is only used to
name cards (``deck.format``).

Every option is played: the tests are parametrized over option sets (the OpenSpiel flags,
absolute vulnerability, board numbers, matches of boards, rubber scoring with and without
honours and a deal limit); hypothesis draws the values, explicit packs for the first boards,
the seeds and the choices. ``HYPOTHESIS_PROFILE=fuzz`` plays many more games.
"""

from __future__ import annotations

import random
from typing import Any

import pytest
from budget import examples
from hypothesis import given
from hypothesis import strategies as st

from tricktaker import DealGiven, IllegalAction, Play, Session, load_game
from tricktaker.actions import ContractBid, Double, Pass, Redouble
from tricktaker.testing import assert_bots_play, assert_replays, play_actions

GAME = load_game("bridge")

SUITS = "SHDC"
RANKS = ("A", "K", "Q", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2")
PACK = tuple(r + s for s in SUITS for r in RANKS)
STRAINS = ("C", "D", "H", "S", "NT")  # §2.3, lowest first
CYCLE_TEXT = "none ns ew both ns ew both none ew both none ns both none ns ew"
CYCLE = tuple(CYCLE_TEXT.split(" "))  # §3.2: the vulnerability of boards 1 .. 16
VUL = {"none": (False, False), "ns": (True, False), "ew": (False, True), "both": (True, True)}
MAX_ACTIONS = 20_000

OPTION_SETS = {
    "openspiel-flags": lambda d: {
        "dealer": d(st.integers(0, 3)),
        "dealer_vul": d(st.booleans()),
        "non_dealer_vul": d(st.booleans()),
        "use_double_dummy_result": False,
        "num_tricks_in_observation": d(st.integers(0, 5)),
    },
    "absolute": lambda d: {
        "dealer": d(st.integers(0, 3)),
        "vulnerability": d(st.sampled_from(["relative", "none", "ns", "ew", "both"])),
    },
    "board-number": lambda d: {"board_number": d(st.integers(1, 40))},
    "match": lambda d: {
        "board_number": d(st.integers(0, 20)),
        "num_boards": d(st.integers(2, 4)),
    },
    "rubber": lambda d: {
        "scoring": "rubber",
        "dealer": d(st.integers(0, 3)),
        "num_rubbers": d(st.integers(1, 2)),
        "max_deals": d(st.sampled_from([0, 0, 1, 3, 6])),
        "rubber_honours": d(st.booleans()),
    },
}
# Examples per option set (budget.py): ci 8 checked games each (4 replays, 3 bots' games);
# fuzz: about 7 minutes in all (a run at FUZZ_MINUTES=5 with a tenth of these numbers took
# 4 s on two shared cores, most of it the rubbers: 0.08 s a checked rubber, 0.01 s a board).
SPEC_GAMES = examples(ci=8, fuzz=3000)
REPLAYS = examples(ci=4, fuzz=1500)
BOT_GAMES = examples(ci=3, fuzz=1000)
SEEDS = st.integers(0, 2**63 - 1)
CHOICES = st.integers(0, 2**63 - 1)
PACKS = st.lists(st.permutations(PACK), max_size=2)
RUBBER_DEAL_LIMIT = 40  # random rubbers can run long: stopped like a bots-only console game


# -- the independent model ---------------------------------------------------------------------


def strain_of(call: str) -> str:
    return call[1:]


def outranks(bid: str, other: str | None) -> bool:
    if other is None:
        return True
    return (int(bid[0]), STRAINS.index(bid[1:])) > (int(other[0]), STRAINS.index(other[1:]))


def legal_calls(calls: list[tuple[int, str]], seat: int) -> set[str]:
    """§5.3."""
    high = next((c for _, c in reversed(calls) if c[0].isdigit()), None)
    out = {"Pass"} | {
        f"{lv}{s}" for lv in range(1, 8) for s in STRAINS if outranks(f"{lv}{s}", high)
    }
    last = next(((who, c) for who, c in reversed(calls) if c != "Pass"), None)
    if last is not None and (last[0] - seat) % 2 == 1:
        if last[1][0].isdigit():
            out.add("X")
        elif last[1] == "X":
            out.add("XX")
    return out


def auction_end(calls: list[tuple[int, str]]) -> str | None:
    """§5.4: 'passed out', 'contract', or None (the auction goes on)."""
    texts = [c for _, c in calls]
    if texts == ["Pass"] * 4:
        return "passed out"
    if len(texts) >= 4 and texts[-3:] == ["Pass"] * 3 and any(c != "Pass" for c in texts):
        return "contract"
    return None


def contract_of(calls: list[tuple[int, str]]) -> tuple[str, int, int]:
    """§5.5, §5.6: the last bid, its doubling (0, 1, 2) and the declarer."""
    i = max(k for k, (_, c) in enumerate(calls) if c[0].isdigit())
    bidder, bid = calls[i]
    doubled = sum(1 for _, c in calls[i + 1 :] if c in ("X", "XX"))
    declarer = next(
        who for who, c in calls if c[0].isdigit() and c[1:] == bid[1:] and (who - bidder) % 2 == 0
    )
    return bid, doubled, declarer


def trick_score(level: int, strain: str, doubled: int) -> int:
    per = {"C": 20, "D": 20, "H": 30, "S": 30}.get(strain, 30)
    base = level * per + (10 if strain == "NT" else 0)
    return base * (1, 2, 4)[doubled]


def made_parts(level: int, strain: str, doubled: int, over: int, vul: bool) -> dict[str, int]:
    """§7.1: the declaring side's parts for a made contract."""
    ts = trick_score(level, strain, doubled)
    if doubled == 0:
        each = 20 if strain in "CD" else 30
    else:
        each = (100 if doubled == 1 else 200) * (2 if vul else 1)
    parts = {"trick": ts, "over": over * each}
    parts["game" if ts >= 100 else "part"] = (500 if vul else 300) if ts >= 100 else 50
    parts["slam"] = {6: 750 if vul else 500, 7: 1500 if vul else 1000}.get(level, 0)
    parts["insult"] = (0, 50, 100)[doubled]
    return parts


def undertricks(under: int, doubled: int, vul: bool) -> int:
    """§7.6, summed undertrick by undertrick."""
    total = 0
    for k in range(1, under + 1):
        if doubled == 0:
            total += 100 if vul else 50
        else:
            each = (200 if k == 1 else 300) if vul else (100 if k == 1 else 200 if k <= 3 else 300)
            total += each * doubled
    return total


def winner_of(trick: list[tuple[int, str]], trump: str) -> int:
    led = trick[0][1][-1]

    def key(card: str) -> tuple[int, int]:
        s = card[-1]
        rank = len(RANKS) - RANKS.index(card[:-1])
        return (2 if s == trump else 1 if s == led else 0, rank)

    return max(trick, key=lambda pair: key(pair[1]))[0]


class Checker:
    """The model of a whole session, checked against it at every action."""

    def __init__(self, session: Session, options: dict[str, Any], packs: list[list[str]]):
        self.s = session
        self.deck = session.deck
        self.o = {**{n: spec.default for n, spec in GAME.rules.options.items()}, **options}
        self.o["use_double_dummy_result"] = "false"
        assert session.options == self.o
        self.rubber = self.o["scoring"] == "rubber"
        self.packs = packs
        self.totals = [0, 0]  # N-S, E-W
        self.board_no = 0  # boards (deals) played so far
        self.games = [0, 0]
        self.toward = [0, 0]
        self.rubbers = 0
        self.start_board()

    def text(self, card: int) -> str:
        return self.deck.format(card)

    def numbered(self) -> bool:
        return not self.rubber and (self.o["board_number"] > 0 or self.o["num_boards"] > 1)

    def start_board(self) -> None:
        s = self.s
        o = self.o
        if self.numbered():
            self.board = (o["board_number"] or 1) + self.board_no
            self.dealer = (self.board - 1) % 4
            self.vul = VUL[CYCLE[(self.board - 1) % 16]]
        else:
            self.board = 0
            self.dealer = (o["dealer"] + self.board_no) % 4
            if self.rubber:
                self.vul = (self.games[0] > 0, self.games[1] > 0)
            elif o["vulnerability"] != "relative":
                self.vul = VUL[o["vulnerability"]]
            else:
                mine, theirs = o["dealer_vul"], o["non_dealer_vul"]
                self.vul = (mine, theirs) if self.dealer % 2 == 0 else (theirs, mine)
        assert s.state.dealer == self.dealer
        self.hands = [{self.text(c) for c in h} for h in s.state.hands]
        self.dealt = [set(h) for h in self.hands]
        if self.board_no < len(self.packs):  # §13.1
            pack = self.packs[self.board_no]
            for i, card in enumerate(pack):
                assert card in self.hands[(self.dealer + 1 + i) % 4]
        assert sorted(c for h in self.hands for c in h) == sorted(PACK)
        assert all(len(h) == 13 for h in self.hands)
        self.calls: list[tuple[int, str]] = []
        self.contract: tuple[str, int, int] | None = None
        self.to_play = self.dealer
        self.trick: list[tuple[int, str]] = []
        self.tricks = [0, 0, 0, 0]
        self.played: list[tuple[int, str]] = []
        obs = s.observation(0)
        assert obs["vulnerable"] == list(self.vul)
        assert obs["board"] == self.board
        assert s.current_seat == self.dealer

    # -- each action -------------------------------------------------------------------------

    def call_text(self, action: Any) -> str:
        if isinstance(action, Pass):
            return "Pass"
        if isinstance(action, Double):
            return "X"
        if isinstance(action, Redouble):
            return "XX"
        assert isinstance(action, ContractBid)
        return f"{action.level}{self.deck.denomination(action.denomination)}"

    def expected(self) -> tuple[int, int, set[str]]:
        """The seat that acts, the hand whose card or call is due, the legal texts."""
        if self.contract is None:
            seat = self.dealer if not self.calls else (self.calls[-1][0] + 1) % 4
            return seat, seat, legal_calls(self.calls, seat)
        hand = self.hands[self.to_play]
        if self.trick:
            led = self.trick[0][1][-1]
            follow = {c for c in hand if c[-1] == led}
            legal = follow or set(hand)
        else:
            legal = set(hand)
        declarer = self.contract[2]
        actor = declarer if self.to_play == (declarer + 2) % 4 else self.to_play
        return actor, self.to_play, legal

    def step(self, action: Any, rnd: random.Random) -> None:
        s = self.s
        actor, hand, legal = self.expected()
        assert s.current_seat == actor and s.state.to_move == hand
        if self.contract is None:
            got = {self.call_text(a) for a in s.legal_actions()}
        else:
            got = {self.text(a.card) for a in s.legal_actions()}
        assert got == legal
        if rnd.random() < 0.05:
            self.probe_illegal(rnd, legal)
        if rnd.random() < 0.2:
            self.check_observations(actor)
        s.apply(action)
        if self.contract is None:
            self.calls.append((hand, self.call_text(action)))
            end = auction_end(self.calls)
            if end == "passed out":
                self.end_board(passed=True)
            elif end == "contract":
                self.contract = contract_of(self.calls)
                self.to_play = (self.contract[2] + 1) % 4  # §6.1
            return
        card = self.text(action.card)
        self.hands[hand].discard(card)
        self.trick.append((hand, card))
        self.played.append((hand, card))
        if len(self.trick) < 4:
            self.to_play = (hand + 1) % 4
            return
        strain = self.contract[0][1:]
        won = winner_of(self.trick, strain if strain != "NT" else "-")
        if len(s.state.hand_results) > self.board_no:  # the board is over: its record
            assert s.state.hand_results and s.hand(self.board_no)["play"][-1]["winner"] == won
        else:
            assert s.state.last_trick is not None and s.state.last_trick[2] == won
        self.tricks[won] += 1
        self.trick = []
        self.to_play = won
        if not self.hands[won]:
            self.end_board(passed=False)

    def probe_illegal(self, rnd: random.Random, legal: set[str]) -> None:
        s = self.s
        if self.contract is None:
            bad_calls = [ContractBid(1, 3), Double(), Redouble()]
            bad = [a for a in bad_calls if self.call_text(a) not in legal]
            if not bad:
                return
            action: Any = rnd.choice(bad)
        else:
            action = Play(self.deck.parse(rnd.choice([c for c in PACK if c not in legal])))
        before = (len(s.history), s.current_seat)
        with pytest.raises(IllegalAction):
            s.apply(action)
        assert (len(s.history), s.current_seat) == before

    def check_observations(self, actor: int) -> None:
        """C-22: own hand; dummy's cards after the opening lead; nothing else hidden."""
        for seat in range(4):
            obs = self.s.observation(seat)
            assert {self.text(c) for c in obs["hand"]} == self.hands[seat]
            assert ("legal" in obs) == (seat == actor)
            exposed = {self.text(c) for c in obs.get("exposed", [])}
            if self.contract is not None and self.played:
                dummy = (self.contract[2] + 2) % 4
                assert exposed == self.hands[dummy]
            else:
                assert exposed == set()
            hidden = set().union(*(self.hands[o] for o in range(4) if o != seat)) - exposed
            seen = {self.text(c) for _, c in obs["played"]} | {self.text(c) for c in obs["hand"]}
            seen |= {self.text(c) for c in obs["trick_cards"]} if "trick_cards" in obs else set()
            assert not seen & hidden
            assert [(p, self.text(c)) for p, c in obs["played"]] == self.played
            assert obs["dealer"] == self.dealer and obs["vulnerable"] == list(self.vul)

    # -- scoring ---------------------------------------------------------------------------

    def end_board(self, passed: bool) -> None:
        s = self.s
        record = s.result()["hands"][self.board_no]
        if self.rubber:
            points = [0, 0] if passed else self.rubber_points()
        else:
            points = [0, 0] if passed else self.duplicate_points()
            assert record["result"]["ns"] == points[0]
        self.totals = [self.totals[0] + points[0], self.totals[1] + points[1]]
        assert record["scores"] == [points[s_ % 2] for s_ in range(4)]
        self.board_no += 1
        if self.match_over():
            self.finish()
            return
        if s.is_over:  # stopped at the deal limit
            return
        assert not s.is_over
        self.start_board()

    def duplicate_points(self) -> list[int]:
        """§7, §7.8: N-S score, E-W the negation."""
        assert self.contract is not None
        bid, doubled, declarer = self.contract
        level, strain = int(bid[0]), bid[1:]
        side = declarer % 2
        vul = self.vul[side]
        taken = self.tricks[declarer] + self.tricks[(declarer + 2) % 4]
        need = 6 + level
        if taken >= need:
            score = sum(made_parts(level, strain, doubled, taken - need, vul).values())
        else:
            score = -undertricks(need - taken, doubled, vul)
        ns = score if side == 0 else -score
        return [ns, -ns]

    def rubber_points(self) -> list[int]:
        """§9.2-§9.5."""
        assert self.contract is not None
        bid, doubled, declarer = self.contract
        level, strain = int(bid[0]), bid[1:]
        side = declarer % 2
        vul = self.vul[side]
        taken = self.tricks[declarer] + self.tricks[(declarer + 2) % 4]
        need = 6 + level
        points = [0, 0]
        below = 0
        if taken >= need:
            parts = made_parts(level, strain, doubled, taken - need, vul)
            below = parts["trick"]
            points[side] += below + parts["over"] + parts["slam"] + parts["insult"]
        else:
            points[1 - side] += undertricks(need - taken, doubled, vul)
        if self.o["rubber_honours"]:
            for seat, dealt in enumerate(self.dealt):
                if strain == "NT":
                    got = 150 if sum(c.startswith("A") for c in dealt) == 4 else 0
                else:
                    held = sum(1 for r in ("A", "K", "Q", "J", "10") if r + strain in dealt)
                    got = 150 if held == 5 else 100 if held == 4 else 0
                points[seat % 2] += got
        self.toward[side] += below
        finished = False
        if self.toward[side] >= 100:
            self.toward = [0, 0]
            self.games[side] += 1
            if self.games[side] == 2:
                points[side] += 700 if self.games[1 - side] == 0 else 500
                self.games = [0, 0]
                self.rubbers += 1
                finished = True
        limit = self.o["max_deals"]
        if not finished and limit and self.board_no + 1 >= limit:
            points = self.unfinished(points)
        return points

    def unfinished(self, points: list[int]) -> list[int]:
        """§9.5.2."""
        return [
            points[k] + (300 if self.games[k] == 1 else 0) + (50 if self.toward[k] else 0)
            for k in (0, 1)
        ]

    def match_over(self) -> bool:
        if not self.rubber:
            return self.board_no >= self.o["num_boards"]
        if self.rubbers >= self.o["num_rubbers"]:
            return True
        limit = self.o["max_deals"]
        if limit and self.board_no >= limit:
            if not self.calls or self.contract is None:  # a passed-out last deal
                self.totals = self.unfinished(self.totals)
            return True
        return False

    def finish(self) -> None:
        s = self.s
        assert s.is_over
        assert s.scores == [self.totals[seat % 2] for seat in range(4)]
        best = max(self.totals)
        assert s.winners == [seat for seat in range(4) if self.totals[seat % 2] == best]
        if not self.rubber:
            assert s.result()["returns"] == [float(self.totals[seat % 2]) for seat in range(4)]


def new_session(options: dict[str, Any], seed: int, packs: list[list[str]]) -> Session:
    """The first boards from the explicit ``packs``, each dealt by its board's dealer."""
    probe = GAME.new_session(options=options, seed=seed)
    first = probe.state.dealer
    deals = [DealGiven(dealer=(first + k) % 4, pack=list(p)) for k, p in enumerate(packs)]
    stop = RUBBER_DEAL_LIMIT if options.get("scoring") == "rubber" else None
    return GAME.new_session(options=options, seed=seed, deals=deals, stop_after=stop)


def choose(session: Session, rnd: random.Random) -> Any:
    """Calls: Pass most of the time, else one of the next few calls (so that contracts are
    bid at every level, doubled, made and defeated); cards at random."""
    legal = session.legal_actions()
    if session.phase.name == "auction":
        if rnd.random() < 0.55:
            return legal[0]
        return rnd.choice(legal[1:6] or legal)
    return rnd.choice(legal)


def play(session: Session, rnd: random.Random, checker: Checker | None = None) -> None:
    step = None if checker is None else (lambda a: checker.step(a, rnd))
    play_actions(session, lambda s: choose(s, rnd), step, MAX_ACTIONS)


@pytest.mark.parametrize("kind", list(OPTION_SETS))
@SPEC_GAMES
@given(data=st.data(), seed=SEEDS, choices=CHOICES, packs=PACKS)
def test_random_games_follow_the_spec(kind, data, seed, choices, packs):
    """Whole random games under every option set: boards, calls, contracts, declarers, the
    actor and the hand to play, cards, trick winners, the exposed dummy, board scores, match
    totals, rubbers, winners and returns agree with the independent model."""
    options = OPTION_SETS[kind](data.draw)
    session = new_session(options, seed, [list(p) for p in packs])
    checker = Checker(session, options, [list(p) for p in packs])
    play(session, random.Random(choices), checker)


@pytest.mark.parametrize("kind", list(OPTION_SETS))
@REPLAYS
@given(data=st.data(), seed=SEEDS, choices=CHOICES, packs=PACKS)
def test_record_replay_reproduces_the_result(kind, data, seed, choices, packs):
    """``record_of`` → JSON → ``replay`` gives the same ``result()``, dummy's cards played by
    the declarer included."""
    options = OPTION_SETS[kind](data.draw)
    session = new_session(options, seed, [list(p) for p in packs])
    play(session, random.Random(choices))
    assert_replays(session)


@pytest.mark.parametrize("kind", list(OPTION_SETS))
@BOT_GAMES
@given(
    data=st.data(),
    seed=SEEDS,
    bots=st.lists(st.sampled_from(["basic", "random"]), min_size=4, max_size=4),
)
def test_bots_play_legally(kind, data, seed, bots):
    """The basic and random bots play whole games legally, the declarer playing the dummy."""
    options = OPTION_SETS[kind](data.draw)
    session = new_session(options, seed, [])
    assert_bots_play(session, bots, seed % 1000)
