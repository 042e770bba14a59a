"""An independent model of Oh Hell (shared/rules/oh-hell.md) for the property tests, and the
counting of what the property tests play.

Nothing here calls the engine's rule functions: the pack, the schedule, the legal bids and
cards, the trick winner and the scores are recomputed from the spec, and :class:`GameChecker`
compares them with what a live session says at every action. The engine is only used for the
names of the cards (``deck.format``), to map its card ints to "rank + suit letter".

Tests get everything through the session-scoped ``ref`` fixture (the suite runs with
``--import-mode=importlib``, so test modules cannot import this file); options are drawn inside
the tests with ``data.draw(ref.options())``. This folder is put on ``sys.path`` so that the test
modules can import ``budget`` (how many examples each test plays in each profile).

While a test module of this folder runs, every action applied to any session is counted in the
run's tally (``tests/conftest.py``, printed after the run), per game: whole games played to the
end and their actions, apart from the games replayed from records.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import strategies as st

from tricktaker import NO_TRUMP, Action, Bid, IllegalAction, Play, Session, State, load_game
from tricktaker.records import replay
from tricktaker.testing import CORE_OBSERVATION_KEYS

HERE = str(Path(__file__).resolve().parent)
if HERE not in sys.path:
    sys.path.insert(0, HERE)  # `from budget import examples` in the test modules

GAME = load_game("oh-hell")

REPLAY_CODE = replay.__code__


@pytest.fixture(scope="module", autouse=True)
def _count_games(tally: Any) -> Iterator[None]:
    """Count every action applied while the module's tests run (``Session.apply`` wrapped; a
    refused action is not counted), and every game it ends; the actions applied by
    :func:`tricktaker.records.replay` are counted as replayed."""
    apply = Session.apply

    def counted(session: Session, action: Action) -> None:
        apply(session, action)
        caller = sys._getframe(1).f_code
        tally.applied(session.game_id, session.is_over, caller is REPLAY_CODE)

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(Session, "apply", counted)
        yield


# §2: one 52-card pack, A high ... 2 low, four suits with no order among them.
RANKS = ("A", "K", "Q", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2")
SUITS = ("S", "H", "D", "C")
PACK_TEXTS = frozenset(r + s for r in RANKS for s in SUITS)

# §3: M by player count, S = min(10, M) (H-2), the turning point played once.
MAX_HAND = {3: 10, 4: 10, 5: 10, 6: 8, 7: 7}
GAME_STYLES = ("long", "long-inverted", "short-up-down", "short-up", "short-down")
SCORING_STYLES = ("positive", "neutral", "negative")

# What an observation holds (§12.2 H-9): a new key must be looked at before it is allowed.
OBSERVATION_KEYS = CORE_OBSERVATION_KEYS | {"bids"}  # numeric bidding adds the bids


def expected_schedule(options: dict[str, Any]) -> list[int]:
    """§3: the hand sizes of a match; a non-empty ``hand_sizes`` option overrides the style."""
    custom = options.get("hand_sizes") or []
    if custom:
        return list(custom)
    m = MAX_HAND[options["players"]]
    s = min(10, m)
    style = options.get("game_style", "long")
    if style == "long":
        return [*range(m, 0, -1), *range(2, m + 1)]
    if style == "long-inverted":
        return [*range(1, m + 1), *range(m - 1, 0, -1)]
    if style == "short-up-down":
        return [6, 5, 4, 3, 2, 1, 2, 3, 4, 5, 6]
    if style == "short-up":
        return list(range(1, s + 1))
    assert style == "short-down"
    return list(range(s, 0, -1))


def legal_bids(hand_size: int, others: list[int], is_dealer: bool, hook: bool) -> set[int]:
    """§5.2-5.3, H-4, H-5: 0..n; the dealer (last bidder) may not make the total equal n; a
    negative forbidden number is no constraint."""
    bids = set(range(hand_size + 1))
    if hook and is_dealer:
        bids.discard(hand_size - sum(others))
    return bids


def hand_points(style: str, bid: int, tricks: int) -> int:
    """§7 table (H-7)."""
    made = tricks == bid
    if style == "positive":
        return tricks + 10 if made else tricks
    if style == "neutral":
        return 10 + tricks if made else 0
    assert style == "negative"
    return 10 if made else -10 * abs(tricks - bid)


def winners_of(totals: list[int]) -> list[int]:
    """§8, H-6: every seat with the highest total."""
    best = max(totals)
    return [seat for seat, total in enumerate(totals) if total == best]


class Cards:
    """Suit letter and strength of every card int of a session's deck, read from its name."""

    def __init__(self, session: Session) -> None:
        deck = session.deck
        texts = [deck.format(c) for c in deck.cards]
        assert len(texts) == 52 and set(texts) == PACK_TEXTS, "not the standard 52-card pack"
        self.all = tuple(deck.cards)
        self.text = texts
        self.suit = [t[-1] for t in texts]
        self.power = [len(RANKS) - RANKS.index(t[:-1]) for t in texts]  # A = 13 ... 2 = 1
        self.suit_letter_of_index = [s.letter for s in deck.suits]  # the engine's trump ints

    def legal_cards(self, hand: set[int] | list[int], led: str | None) -> set[int]:
        """§6.3: follow the suit led if able, else any card; a lead may be any card."""
        if led is None:
            return set(hand)
        follow = {c for c in hand if self.suit[c] == led}
        return follow or set(hand)

    def trick_winner(self, plays: list[tuple[int, int]], trump: str | None) -> int:
        """§6.4: the highest trump, else the highest card of the suit led. ``plays`` are
        (seat, card) in play order; returns the winning seat."""
        led = self.suit[plays[0][1]]
        trumps = [(self.power[c], seat) for seat, c in plays if trump and self.suit[c] == trump]
        if trumps:
            return max(trumps)[1]
        return max((self.power[c], seat) for seat, c in plays if self.suit[c] == led)[1]


def fingerprint(session: Session) -> tuple[Any, ...]:
    """Everything an action may change: every state slot, the history and the generator."""
    state = session.state
    return (
        tuple(repr(getattr(state, name)) for name in State.seen if name != "hand_results"),
        len(state.hand_results),
        repr(state.hand_results[-1:]),
        tuple(session.history),
        session.rng.getstate(),
    )


class GameChecker:
    """Follows a live session action by action and checks it against the model.

    Call :meth:`before` before choosing each action (checks the seat to move, the legal
    actions, observations and, given ``rnd``, that a few illegal actions are refused without a
    trace), :meth:`after` once the action is applied, and :meth:`finish` at the end.
    """

    def __init__(
        self,
        session: Session,
        options: dict[str, Any],
        probes: bool = True,
    ) -> None:
        self.s = session
        self.p = options["players"]
        self.schedule = expected_schedule(options)
        self.scoring = options.get("scoring_style", "positive")
        self.hook = options.get("hook", True)
        self.probes = probes
        self.cards = Cards(session)
        assert session.schedule == self.schedule, "§3 schedule"
        self.bound = sum(self.p * (n + 1) for n in self.schedule)  # p bids + n*p cards a hand
        self.first_dealer = session.state.dealer
        assert 0 <= self.first_dealer < self.p
        self.totals = [0] * self.p
        self.actions = 0
        self.hand = -1
        self.hands_seen: list[int] = []
        self._start_hand()

    # -- per hand ------------------------------------------------------------------------

    def _start_hand(self) -> None:
        s, st_, p, c = self.s, self.s.state, self.p, self.cards
        self.hand += 1
        h = self.hand
        n = self.schedule[h]
        self.n = n
        assert not s.is_over
        assert st_.hand_no == h
        assert st_.hand_size == n
        self.hands_seen.append(n)
        self.dealer = st_.dealer
        assert self.dealer == (self.first_dealer + h) % p, "§1.3: the deal passes to the left"
        # §4: every card once: the hands + the turned card + the stock are the pack.
        assert all(len(held) == n for held in st_.hands), f"hand {h}: {n} cards each"
        dealt = [card for held in st_.hands for card in held]
        turned = [] if st_.turned is None else [st_.turned]
        everything = dealt + turned + list(st_.stock)
        assert len(everything) == 52 and sorted(everything) == sorted(c.all), (
            f"hand {h}: the hands, turned card and stock are not the 52-card pack"
        )
        if n * p < 52:  # §4.3: the next card is turned, its suit is trumps
            assert st_.turned is not None
            self.trump: str | None = c.suit[st_.turned]
            assert st_.trump != NO_TRUMP
            assert c.suit_letter_of_index[st_.trump] == self.trump
        else:  # H-3: no card left to turn: no trump
            assert st_.turned is None
            self.trump = None
            assert st_.trump == NO_TRUMP
        assert len(st_.stock) == 52 - n * p - len(turned)
        self.held = [set(held) for held in st_.hands]
        self.trick_of_hand: tuple[int, tuple[int, ...], int] | None = None
        self.bids: list[int | None] = [None] * p
        self.tricks = [0] * p
        self.trick: list[tuple[int, int]] = []
        self.played: list[tuple[int, int]] = []
        self.leader = (self.dealer + 1) % p  # §1.4, §6.1: eldest bids first and leads
        assert s.current_seat == self.leader, "§5.1: the dealer's left bids first"
        assert s.phase.name == "bidding"
        assert st_.parts["bidding"].bids == [None] * p
        assert st_.tricks_won == [0] * p

    def _end_hand(self) -> None:
        s, st_, h = self.s, self.s.state, self.hand
        assert len(st_.hand_results) == h + 1
        result = st_.hand_results[h]
        assert sum(self.tricks) == self.n, "§6.5: the tricks add up to the hand size"
        assert result["tricks"] == self.tricks
        assert result["bids"] == self.bids
        assert result["hand_size"] == self.n
        assert result["dealer"] == self.dealer
        assert result["trump"] == (self.trump or "none")
        points = [
            hand_points(self.scoring, b, t) for b, t in zip(self.bids, self.tricks, strict=True)
        ]
        assert result["scores"] == points, (
            f"§7 {self.scoring}: bids {self.bids}, tricks {self.tricks}"
        )
        self.totals = [t + q for t, q in zip(self.totals, points, strict=True)]
        assert result["totals"] == self.totals
        assert s.scores == self.totals, "§7: totals are the sums"
        if h + 1 < len(self.schedule):
            self._start_hand()
        else:
            assert s.is_over, "§8.1: the game ends after the last hand of the schedule"

    # -- per action ----------------------------------------------------------------------

    def expected_legal(self, seat: int) -> tuple[type, set[int]]:
        """(action class, legal bids or cards) for ``seat``, recomputed from the rules."""
        if None in self.bids:
            others = [b for b in self.bids if b is not None]
            return Bid, legal_bids(self.n, others, seat == self.dealer, self.hook)
        led = self.cards.suit[self.trick[0][1]] if self.trick else None
        return Play, self.cards.legal_cards(self.held[seat], led)

    def before(self, rnd: Any = None) -> None:
        s, st_, p = self.s, self.s.state, self.p
        assert not s.is_over
        assert self.actions < self.bound, "the game did not end within its number of actions"
        seat = s.current_seat
        if None in self.bids:
            made = sum(b is not None for b in self.bids)
            assert seat == (self.dealer + 1 + made) % p, "§5.1: bids go clockwise, dealer last"
            assert s.phase.name == "bidding"
        else:
            assert seat == (self.leader + len(self.trick)) % p, "§6.2: play goes clockwise"
            assert s.phase.name == "play"
            assert st_.trick == [card for _, card in self.trick]
        assert set(st_.hands[seat]) == self.held[seat]
        legal = s.legal_actions()
        assert len(set(legal)) == len(legal), f"duplicate legal actions: {legal}"
        kind, expected = self.expected_legal(seat)
        assert all(type(a) is kind for a in legal), legal
        got = {a.tricks if kind is Bid else a.card for a in legal}  # type: ignore[union-attr]
        assert got == expected, (
            f"legal {kind.__name__}s: engine {sorted(got)}, rules {sorted(expected)}"
        )
        self.check_observation(seat)
        self.check_observation((seat + 1 + self.actions % (p - 1)) % p)  # and one other seat
        if rnd is not None and self.probes:
            self.probe_illegal(rnd, seat)

    def after(self, seat: int, action: Any) -> None:
        s, st_, p = self.s, self.s.state, self.p
        self.actions += 1
        if isinstance(action, Bid):
            self.bids[seat] = action.tricks
            assert st_.parts["bidding"].bids == self.bids
            assert s.current_seat == (seat + 1) % p
            return
        card = action.card
        self.held[seat].remove(card)
        self.trick.append((seat, card))
        self.played.append((seat, card))
        if len(self.trick) < p:
            assert s.current_seat == (seat + 1) % p
            assert st_.trick == [c for _, c in self.trick]
            return
        winner = self.cards.trick_winner(self.trick, self.trump)
        cards = tuple(c for _, c in self.trick)
        hand_over = not any(self.held)
        if not hand_over or s.is_over:
            # The hand's last trick is checked through the hand's result (tricks won), since
            # the next hand starts at once and begins with no last trick.
            assert st_.last_trick == (self.leader, cards, winner), (
                f"§6.4 trick {[self.cards.text[c] for c in cards]} led by {self.leader}, trumps "
                f"{self.trump}: rules say seat {winner} wins, engine says {st_.last_trick}"
            )
        self.tricks[winner] += 1
        self.trick_of_hand = (self.leader, cards, winner)
        self.trick = []
        self.leader = winner
        if any(self.held):
            assert s.current_seat == winner, "§6.5: the winner leads the next trick"
            assert st_.tricks_won == self.tricks
        else:
            self._end_hand()

    def finish(self) -> None:
        s = self.s
        assert s.is_over
        assert s.current_seat == -1
        assert s.legal_actions() == []
        assert self.hands_seen == self.schedule
        assert len(s.state.hand_results) == len(self.schedule)
        assert self.actions == self.bound == len(s.history)
        assert s.scores == self.totals
        assert s.winners == winners_of(self.totals), "§8.2, H-6: highest totals share the win"
        result = s.result()
        assert result["complete"] is True
        assert result["scores"] == self.totals
        assert result["winners"] == winners_of(self.totals)
        assert result["actions"] == self.bound
        assert [r["hand_size"] for r in result["hands"]] == self.schedule
        before = fingerprint(s)
        for action in (Bid(0), Play(0)):
            with pytest.raises(IllegalAction):
                s.apply(action)
        assert fingerprint(s) == before

    # -- observations and illegal actions ------------------------------------------------

    def check_observation(self, seat: int) -> None:
        """§12.2 (H-9): own hand, the turned card, the bids and the cards played in the hand;
        never another seat's unplayed cards."""
        s, st_ = self.s, self.s.state
        obs = s.observation(seat)
        extra = {"legal"} if seat == s.current_seat else set()
        assert set(obs) == OBSERVATION_KEYS | extra, f"observation keys: {sorted(obs)}"
        assert obs["seat"] == seat
        own = obs["hand"]
        assert len(own) == len(self.held[seat]) and set(own) == self.held[seat]
        secret = set().union(*(self.held[o] for o in range(self.p) if o != seat))
        visible: list[int] = []
        if obs["turned"] is not None:
            visible.append(obs["turned"])
        visible += [c for _, c in obs["trick"]]
        visible += [c for _, c in obs["played"]]
        last = obs["last_trick"]
        assert last == self.trick_of_hand, (
            f"§12.2: last_trick {last} is not the last trick of this hand ({self.trick_of_hand})"
        )
        if last is not None and last == self.trick_of_hand:
            visible += list(last[1])
        leaked = secret.intersection(visible)
        assert not leaked, (
            f"seat {seat}'s observation shows other seats' unplayed cards "
            f"{sorted(self.cards.text[c] for c in leaked)}"
        )
        for action in obs.get("legal", ()):
            assert not isinstance(action, Play) or action.card in self.held[seat]
        # No list anywhere in the observation (but the seat's own "hand") holds another
        # seat's hand; the known card fields are checked above card by card ("last_trick"
        # exactly, as it may hold the previous hand's cards).
        others = [self.held[o] for o in range(self.p) if o != seat and len(self.held[o]) >= 2]
        for path, flat in _card_lists(obs) if others else ():
            assert not any(h <= flat for h in others), f"observation{path} holds another hand"
        assert obs["hand_counts"] == [len(h) for h in self.held]
        assert obs["bids"] == self.bids
        assert [tuple(x) for x in obs["played"]] == self.played
        assert [tuple(x) for x in obs["trick"]] == self.trick
        assert obs["turned"] == st_.turned
        assert obs["totals"] == self.totals

    def probe_illegal(self, rnd: Any, seat: int) -> None:
        """Try one action the rules forbid now: it must raise IllegalAction and change
        nothing."""
        c = self.cards
        candidates: list[Callable[[], Any]] = []
        if None in self.bids:
            candidates.append(lambda: Bid(self.n + 1))
            others = [b for b in self.bids if b is not None]
            forbidden = self.n - sum(others)
            if self.hook and seat == self.dealer and forbidden >= 0:
                candidates.append(lambda: Bid(forbidden))  # the hook (§5.3)
            candidates.append(lambda: Play(rnd.choice(sorted(self.held[seat]))))  # not yet
        else:
            hand = sorted(self.held[seat])
            outside = [x for x in c.all if x not in self.held[seat]]
            candidates.append(lambda: Play(rnd.choice(outside)))  # not held
            if self.trick:
                led = c.suit[self.trick[0][1]]
                off = [x for x in hand if c.suit[x] != led]
                if len(off) < len(hand) and off:  # able to follow, holds other suits too
                    candidates.append(lambda: Play(rnd.choice(off)))
            candidates.append(lambda: Bid(0))  # no bidding now
        action = candidates[rnd.randrange(len(candidates))]()
        kind, allowed = self.expected_legal(seat)
        assert not (
            type(action) is kind and (action.tricks if kind is Bid else action.card) in allowed
        )
        before = fingerprint(self.s)
        legal_before = list(self.s.legal_actions())
        with pytest.raises(IllegalAction):
            self.s.apply(action)
        assert fingerprint(self.s) == before, f"the refused {action} changed the state"
        assert self.s.legal_actions() == legal_before


NUMBER_KEYS = ("hand_counts", "totals", "tricks_won", "bids", "winners", "hand_results")
"""Observation keys holding seat-indexed numbers (not cards): ints there may equal card ints."""
SKIP_SCAN = ("hand", "last_trick", *NUMBER_KEYS)


def _card_lists(value: Any, path: str = "") -> list[tuple[str, set[int]]]:
    """Every list or tuple inside ``value`` (path, cards it may hold): its ints, the cards of
    its Play actions and the second item of its (seat, card) pairs."""
    out: list[tuple[str, set[int]]] = []
    if isinstance(value, dict):
        for key, item in value.items():
            if isinstance(item, dict | list | tuple | set | frozenset) and not (
                not path and key in SKIP_SCAN
            ):
                out += _card_lists(item, f"{path}.{key}")
    elif isinstance(value, list | tuple | set | frozenset):
        flat: set[int] = set()
        for x in value:
            if isinstance(x, int):
                flat.add(x)
            elif isinstance(x, Play):
                flat.add(x.card)
            elif isinstance(x, tuple) and len(x) == 2 and isinstance(x[1], int):
                flat.add(x[1])
            elif isinstance(x, dict | list | tuple | set | frozenset):
                out += _card_lists(x, path + "[]")
        if flat:
            out.append((path, flat))
    return out


@st.composite
def options(draw: st.DrawFn) -> dict[str, Any]:
    """Any player count, style, scoring and hook; sometimes a custom schedule of 1-4 hands
    of 1 .. 52 // players cards (a whole-pack hand is played without trumps, H-3)."""
    players = draw(st.integers(3, 7), label="players")
    return {
        "players": players,
        "game_style": draw(st.sampled_from(GAME_STYLES), label="game_style"),
        "scoring_style": draw(st.sampled_from(SCORING_STYLES), label="scoring_style"),
        "hook": draw(st.booleans(), label="hook"),
        "hand_sizes": draw(
            st.one_of(
                st.just([]),
                st.lists(st.integers(1, 52 // players), min_size=1, max_size=4),
            ),
            label="hand_sizes",
        ),
    }


def new_session(opts: dict[str, Any], seed: int) -> Session:
    return GAME.new_session(options=opts, seed=seed)


def play_random(session: Session, rnd: Any, limit: int | None = None) -> None:
    """Take random legal actions until the game ends (or ``limit`` actions are taken)."""
    taken = 0
    while not session.is_over and (limit is None or taken < limit):
        legal = session.legal_actions()
        session.apply(legal[rnd.randrange(len(legal))] if len(legal) > 1 else legal[0])
        taken += 1


class Ref:
    GAME = GAME
    GAME_STYLES = GAME_STYLES
    SCORING_STYLES = SCORING_STYLES
    Cards = Cards
    GameChecker = GameChecker
    expected_schedule = staticmethod(expected_schedule)
    legal_bids = staticmethod(legal_bids)
    hand_points = staticmethod(hand_points)
    winners_of = staticmethod(winners_of)
    fingerprint = staticmethod(fingerprint)
    options = staticmethod(options)
    new_session = staticmethod(new_session)
    play_random = staticmethod(play_random)


@pytest.fixture(scope="session")
def ref() -> type[Ref]:
    return Ref
