"""Bot strength: two kinds of bot, A and B, on the same seeded hands of every game, paired.

    python benchmarks/strength.py --a search --b basic --hands 200 --only oh-hell --workers 2
    python benchmarks/strength.py --a search --b ismcts:1500 --only oh-hell --hands 200

The unit is one hand (one deal). Deal ``i`` of a game is seeded ``game_seed(seed, i)``
(:func:`tricktaker.simulate.game_seed`, ``--seed`` 2026 by default) and played twice: once with
one A and every other seat B, once with one B and every other seat A, the lone seat (the hero)
the same in both and rotating with ``i``. In a game of partnerships the hero is a side (A or B
takes both seats of one side, rotating with ``i``). The bots of seat ``s`` are seeded
``bot_seed(deal seed, s)``, so every pair of kinds meets the same deals and every seating of a
deal is reproducible.

The figure of one seating is the hero's hand score (``hand_results[-1]["scores"]``) minus the
mean hand score of the other seats (in a partnership game: the hero side's minus the other
side's), its sign turned where the lowest score wins (``rules.match.winner == "lowest"``,
Hearts), so positive always means the hero's kind did better. Per game the script prints, with
a 95 % t interval on the per-deal values (:func:`tricktaker.simulate.mean_interval`):

* ``one A``: the mean figure with one A against B; ``one B``: with one B against A;
* ``paired``: per deal, (figure of one A − figure of one B) / 2 — how much better A does than
  B, both seatings of the same deal combined; above zero with its whole interval: A stronger;
* the mean time of a decision for each kind, and where the hands record bids and tricks, the
  share of bids made exactly (the core's ``bids made``,
  :func:`tricktaker.mechanics.match.result_stats`) for each kind, and the shares of bids missed
  by taking more tricks (over) and fewer (under): where an exact-bid game's points are lost;
  and the share made of each bid (``bids made by the bid``): which hands a kind plays worse.

``--first N`` starts at deal N (deals N .. N + hands − 1: a run in parts, or new deals for a
second look). ``--out FILE`` writes every deal as a JSON line as soon as it is played (both
seatings' figures, scores, times, and where the hand records them each seat's bid and tricks;
an interrupted run keeps the deals it finished); ``--base FILE``, an
earlier run's ``--out`` with the same B, compares this A with that run's A on the deals both
played: the mean of the two paired figures' difference, deal by deal, with its interval
(``against the base run's X on the same N deals``), the way to tell two variants of a bot
apart without playing them against each other. ``--log FILE`` writes every decision of both
seatings as a JSON line (:func:`logged`: the game, deal index and seating, the seat, its role
and kind, the phase, the seat's hand, the trick, the tricks won so far, the legal actions, the
one chosen and ``basic``'s choice from the same view, and for ``search`` each action's mean
value and worlds): where two kinds play a position differently, and what ``search`` thought of
each card.

Kinds: those of :func:`tricktaker.bots.make_bot` (``random``, ``basic``, ``search``,
``search:N``, ...), plus (extra ``openspiel``):

* ``ismcts``, ``ismcts:N``, ``ismcts:Xs``: OpenSpiel's C++ ISMCTS (``pyspiel.ISMCTSBot``,
  random rollouts, N simulations, default 1000, or X seconds a decision) playing on OpenSpiel's
  own game while tricktaker's bots play the same hand in tricktaker, in lockstep (the
  "OpenSpiel table" below). It plays Oh Hell, Euchre and Contract Bridge: OpenSpiel 2.0.2's
  Spades and Skat cannot resample a seat's information state, and its ISMCTS crashes on its
  Hearts.
* ``search+undealt`` (``search:0.1s+undealt``, ...): ``search`` told where the undealt cards
  are, as OpenSpiel's resampler tells its ISMCTS in Oh Hell and Euchre
  (:data:`ISMCTS_SAMPLING`): the two searches on the same information.
* ``search+basicahead`` (``search:0.1s+basicahead``, ...): ``search`` judging its decisions
  before a plain trick phase by ``basic``'s play of the tricks, not random play
  (:data:`BASIC_AHEAD`).
* ``search+infer`` (``search:0.1s+infer``, ...): ``search`` weighting its worlds by the
  others' bids (:data:`INFER`); the suffixes combine (``search:0.1s+undealt+basicahead``).
* ``pyismcts:N``: OpenSpiel's Python ISMCTS at a tricktaker table, any game, through
  :func:`tricktaker.interop.openspiel.ismcts_seat` (slow; default 100 simulations).
* ``X/Y``: two kinds in one seat, X for every decision outside the trick phases (bids,
  trumps, contracts, exchanges, discards) and Y for the cards played to tricks. Where the
  difference between two bots lies: ``--a search/basic --b ismcts/basic`` compares the
  auctions alone (both play their cards as ``basic``), ``--a basic/search --b basic/ismcts``
  the card play alone.

Tables. ``native``: tricktaker deals from the deal's seed, with the game's default options
(:data:`NATIVE_OPTIONS` for Oh Hell: 4 players, 10 cards). ``openspiel`` (the games of
:data:`CORRESPONDENCES` of ``tests/openspiel_games.py``): OpenSpiel draws the deal from the
deal's seed with :data:`OPENSPIEL_PARAMETERS` and both engines play it side by side with
:func:`tricktaker.testing.openspiel.compare` (every step's legal actions checked equal, the
returns at the end); each action is chosen by the seat's bot, tricktaker's from the session,
OpenSpiel's from its state, and applied to both. The table is ``openspiel`` when a kind is
(or has a half that is) ``ismcts``, else ``native`` unless ``--table openspiel`` (the same
deals as an ISMCTS run).
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import math
import sys
import time
from collections import defaultdict
from collections.abc import Callable, Iterator, Mapping, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import asdict, dataclass, field
from functools import cache
from pathlib import Path
from typing import Any

from tricktaker import default_registry
from tricktaker.bots import BasicBot, Bot, bot_seed, make_bot
from tricktaker.bots.search import SearchBot
from tricktaker.engine.game import CompiledGame
from tricktaker.errors import TrickTakerError
from tricktaker.mechanics.tricks import TrickPlay
from tricktaker.simulate import game_seed, game_stats, mean_interval
from tricktaker.testing.openspiel import Correspondence

NATIVE_OPTIONS: dict[str, dict[str, Any]] = {"oh-hell": {"players": 4, "hand_sizes": [10]}}
"""Options of the native table where a game's first hand is not the one to measure (Oh Hell
starts with one card): the issue's Oh Hell, 4 players and 10-card hands."""

OPENSPIEL_PARAMETERS: dict[str, dict[str, Any]] = {
    "oh-hell": {"players": 4, "num_tricks_fixed": 10},
    "bridge": {"use_double_dummy_result": False},
}
"""OpenSpiel's parameters at the OpenSpiel table (others: OpenSpiel's defaults, one hand)."""

ISMCTS_GAMES = ("oh-hell", "euchre", "bridge")
"""Where OpenSpiel 2.0.2's C++ ISMCTS plays: ``spades`` and ``skat`` implement no
``ResampleFromInfostate``, and the ISMCTS crashes (a segmentation fault) in ``hearts``."""

ISMCTS_SAMPLING = ("oh-hell", "euchre")
"""Where OpenSpiel 2.0.2's resampler (``ResampleFromInfostate``, the worlds of its ISMCTS)
reads hidden information: it re-deals only the cards the other players truly hold, among
them, so the undealt cards (Oh Hell's stock, Euchre's kitty) are known to be out of play
(``tests/interop/test_openspiel_sampling.py``). ``search`` plays without that knowledge; the
kind ``search+undealt`` (:data:`UNDEALT`) is given it, to compare the two searches on the
same information."""

ISMCTS_UCT_C = 2.0
"""The ISMCTS exploration constant (OpenSpiel's examples use 2); final policy: the most
visited action; one random rollout per simulation."""


@cache
def correspondences() -> dict[str, Correspondence]:
    """The bundled games' OpenSpiel correspondences, by game id (``tests/openspiel_games.py``,
    shared with the differential tests; loaded by path, as the tests are no package)."""
    path = Path(__file__).resolve().parents[1] / "tests" / "openspiel_games.py"
    spec = importlib.util.spec_from_file_location("openspiel_games", path)
    if spec is None or spec.loader is None:
        raise ImportError(f"cannot load {path}")
    module = sys.modules.get(spec.name)
    if module is None:
        module = importlib.util.module_from_spec(spec)
        sys.modules[spec.name] = module
        spec.loader.exec_module(module)
    found: dict[str, Correspondence] = module.CORRESPONDENCES
    return found


# -- seats ---------------------------------------------------------------------------------------


def is_ismcts(kind: str) -> bool:
    """Whether ``kind`` is OpenSpiel's C++ ISMCTS (``ismcts``, ``ismcts:N``, ``ismcts:Xs``)."""
    return kind.partition(":")[0] == "ismcts"


def halves(kind: str) -> tuple[str, str]:
    """The kinds of ``kind``'s two halves: (auction, card play); one kind is both."""
    auction, _, play = kind.partition("/")
    return auction, play or auction


def uses_ismcts(kind: str) -> bool:
    """Whether either half of ``kind`` is OpenSpiel's C++ ISMCTS."""
    return any(is_ismcts(half) for half in halves(kind))


def ismcts_budget(kind: str) -> tuple[int, float]:
    """(simulations, seconds) of an ``ismcts`` kind: ``ismcts:N`` N simulations, ``ismcts:Xs``
    X seconds a decision (no simulation cap), ``ismcts`` 1000 simulations."""
    budget = kind.partition(":")[2]
    try:
        if not budget:
            return 1000, -1.0
        if budget.endswith("s"):
            seconds = float(budget[:-1])
            if 0 < seconds <= 600:
                return 10**9, seconds
        elif budget.isascii() and budget.isdigit() and 0 < int(budget) <= 10**7:
            return int(budget), -1.0
    except ValueError:
        pass
    raise ValueError(
        f"{kind!r}: ismcts takes simulations or seconds, e.g. ismcts:1500, ismcts:0.5s"
    )


def ismcts_bot(kind: str, seed: int) -> Any:
    """OpenSpiel's C++ ISMCTS bot for ``kind``, seeded ``seed``, for one seat of one hand."""
    import pyspiel  # the 'openspiel' extra

    simulations, seconds = ismcts_budget(kind)
    seed %= 2**31
    return pyspiel.ISMCTSBot(
        seed,
        pyspiel.RandomRolloutEvaluator(1, seed),
        ISMCTS_UCT_C,
        simulations,
        -1,  # max_world_samples: unlimited
        pyspiel.ISMCTSFinalPolicyType.MAX_VISIT_COUNT,
        False,  # use_observation_string: the information state string
        False,  # allow_inconsistent_action_sets
        seconds,  # max_wall_clock_time, -1: none
    )


UNDEALT = "+undealt"
"""The suffix of a ``search`` kind told where the undealt cards are (``search:0.1s+undealt``:
:attr:`~tricktaker.bots.search.SearchBot.undealt_known`), as OpenSpiel's resampler tells its
ISMCTS (:data:`ISMCTS_SAMPLING`)."""

BASIC_AHEAD = "+basicahead"
"""The suffix of a ``search`` kind whose decisions before a plain trick phase are judged by
``basic``'s play of the tricks instead of random play (``search:0.1s+basicahead``:
``SearchBot(random_ahead=False)``, the bot before commit c69deb5)."""

INFER = "+infer"
"""The suffix of a ``search`` kind that weights its worlds by the others' bids
(``search:0.1s+infer``: ``SearchBot(infer=True)``,
:func:`~tricktaker.bots.inference.bid_reader`)."""

SEARCH_SUFFIXES = {
    UNDEALT: ("undealt_known", True),
    BASIC_AHEAD: ("random_ahead", False),
    INFER: ("infer", True),
}
"""Each suffix of a ``search`` kind and the :class:`~tricktaker.bots.search.SearchBot`
attribute it sets (in any order: ``search:0.1s+undealt+basicahead``)."""


def tricktaker_bot(kind: str, seed: int) -> Bot:
    """A tricktaker bot: :func:`make_bot`'s kinds, a ``search`` kind with suffixes
    (:data:`SEARCH_SUFFIXES`), or ``pyismcts[:N]`` (OpenSpiel's Python ISMCTS through the
    interop)."""
    base, *suffixes = kind.split("+")
    settings = [SEARCH_SUFFIXES[f"+{s}"] for s in suffixes if f"+{s}" in SEARCH_SUFFIXES]
    if suffixes and len(settings) == len(suffixes):  # an unknown suffix: an unknown kind below
        bot = make_bot(base, seed)
        if not isinstance(bot, SearchBot):
            raise ValueError(f"{base!r}: {', '.join(SEARCH_SUFFIXES)} are for search kinds")
        for attribute, value in settings:
            setattr(bot, attribute, value)
        return bot
    name, _, budget = kind.partition(":")
    if name == "pyismcts":
        number = budget.isascii() and budget.isdigit() and len(budget) <= 6  # not '²'
        if budget and not (number and 0 < int(budget) <= 100_000):
            raise ValueError(f"{kind!r}: pyismcts:N takes a number of simulations")
        from tricktaker.interop.openspiel import ismcts_seat  # the 'openspiel' extra

        return ismcts_seat(seed, simulations=int(budget) if budget else 100)
    return make_bot(kind, seed)


def seat_bot(kind: str, seed: int) -> Any:
    """The bot of one kind: OpenSpiel's ISMCTS or a tricktaker bot."""
    return ismcts_bot(kind, seed) if is_ismcts(kind) else tricktaker_bot(kind, seed)


@dataclass
class SeatBots:
    """The bots of one seat: one for the auction and one for the card play (the same bot
    when ``kind`` has one half)."""

    kinds: tuple[str, str]
    bots: tuple[Any, Any]

    @classmethod
    def of(cls, kind: str, seed: int) -> SeatBots:
        auction, play = halves(kind)
        first = seat_bot(auction, seed)
        return cls((auction, play), (first, first if play == auction else seat_bot(play, seed)))

    def now(self, session: Any) -> tuple[str, Any]:
        """The kind and bot that take the current decision of ``session``."""
        index = 1 if isinstance(session.phase, TrickPlay) else 0
        return self.kinds[index], self.bots[index]


# -- one hand ------------------------------------------------------------------------------------


def hand_figure(
    scores: Sequence[float], hero: Sequence[int], sides: Sequence[Sequence[int]], lowest: bool
) -> float:
    """The hero's hand score minus the mean of the others': ``hero`` is one seat, or a side's
    seats when ``sides`` (the partnerships) are given (then each side scores the mean of its
    seats' scores, and the others are the other sides). Turned round when ``lowest`` wins, so
    positive always means the hero did better."""
    if sides:
        mine = sum(scores[s] for s in hero) / len(hero)
        others = [sum(scores[s] for s in side) / len(side) for side in sides if side != hero]
    else:
        (seat,) = hero
        mine = scores[seat]
        others = [score for s, score in enumerate(scores) if s != seat]
    figure = mine - sum(others) / len(others)
    return -figure if lowest else figure


def hero_of(index: int, players: int, sides: Sequence[Sequence[int]]) -> tuple[int, ...]:
    """The hero of deal ``index``: seat ``index % players``, or in a partnership game the side
    ``index % len(sides)``."""
    if sides:
        return tuple(sides[index % len(sides)])
    return (index % players,)


@dataclass
class Seating:
    """One seating of one deal: the figure, and per role (``a``, ``b``) the decision time,
    decisions, exact bids made out of bids, and bids missed by taking more tricks and by
    taking fewer; where the hand records bids and tricks, each seat's (in ``--out``, for a
    closer look at where the points went: bids of nothing, the bids' sum)."""

    figure: float
    scores: list[float]
    seconds: dict[str, float] = field(default_factory=dict)
    decisions: dict[str, int] = field(default_factory=dict)
    bids: dict[str, list[int]] = field(default_factory=dict)
    missed: dict[str, list[int]] = field(default_factory=dict)  # [over, under]
    seat_bids: list[int] = field(default_factory=list)  # each seat's bid, where bids are made
    seat_tricks: list[int] = field(default_factory=list)  # and the tricks it took
    seat_roles: list[str] = field(default_factory=list)  # and its role, a or b
    log: list[dict[str, Any]] = field(default_factory=list)  # its decisions, with --log


def _seating(
    hand: Mapping[str, Any],
    roles: Sequence[str],
    hero: Sequence[int],
    game: CompiledGame,
    seconds: Mapping[str, float],
    decisions: Mapping[str, int],
    log: list[dict[str, Any]] | None = None,
) -> Seating:
    scores = [float(s) for s in hand["scores"]]
    lowest = game.rules.match.winner == "lowest"
    figure = hand_figure(scores, hero, game.sides, lowest)
    seating = Seating(figure, scores, dict(seconds), dict(decisions), log=log or [])
    made = game_stats({"hands": [hand], "scores": hand["scores"]}).get("bids made")
    if made is not None:
        seating.seat_bids, seating.seat_tricks = list(hand["bids"]), list(hand["tricks"])
        seating.seat_roles = list(roles)
        for seat, role in enumerate(roles):
            count = seating.bids.setdefault(role, [0, 0])
            count[0] += int(made[seat])
            count[1] += 1
            bid, took = hand["bids"][seat], hand["tricks"][seat]
            missed = seating.missed.setdefault(role, [0, 0])
            missed[0] += int(took > bid)
            missed[1] += int(took < bid)
    return seating


def play_native(
    game_id: str,
    seed: int,
    kinds: Sequence[str],
    roles: Sequence[str],
    hero: Sequence[int],
    log: bool = False,
) -> Seating:
    """One hand on tricktaker alone, dealt from ``seed``; ``kinds[s]`` plays seat s (``log``:
    every decision kept, :func:`logged`)."""
    game = default_registry().game(game_id)
    session = game.new_session(options=NATIVE_OPTIONS.get(game_id, {}), seed=seed, stop_after=1)
    bots = [SeatBots.of(kind, bot_seed(seed, seat)) for seat, kind in enumerate(kinds)]
    seconds: dict[str, float] = defaultdict(float)
    decisions: dict[str, int] = defaultdict(int)
    entries: list[dict[str, Any]] = []
    while not session.is_over:
        seat = session.current_seat
        start = time.perf_counter()
        kind, bot = bots[seat].now(session)
        action = bot.choose(session, seat)
        seconds[roles[seat]] += time.perf_counter() - start
        decisions[roles[seat]] += 1
        if log:
            entries.append(logged(session, seat, roles[seat], kind, action, bot, seed))
        session.apply(action)
    hand = session.state.hand_results[-1]
    return _seating(hand, roles, hero, session.game, seconds, decisions, entries)


@cache
def _compiled(game_id: str, options: str) -> CompiledGame:
    return default_registry().game(game_id).compiled(json.loads(options))


def play_openspiel(
    game_id: str,
    seed: int,
    kinds: Sequence[str],
    roles: Sequence[str],
    hero: Sequence[int],
    log: bool = False,
) -> Seating:
    """One hand on both engines in lockstep (:func:`tricktaker.testing.openspiel.compare`):
    OpenSpiel draws the deal from ``seed``; each decision is taken by the seat's bot
    (OpenSpiel's ISMCTS on OpenSpiel's state, tricktaker's bots on the session) and applied to
    both games (``log``: every decision kept, :func:`logged`)."""
    from tricktaker.testing.openspiel import compare

    corr = correspondences()[game_id]
    parameters = OPENSPIEL_PARAMETERS.get(game_id, {})
    bots = [SeatBots.of(kind, bot_seed(seed, seat)) for seat, kind in enumerate(kinds)]
    seconds: dict[str, float] = defaultdict(float)
    decisions: dict[str, int] = defaultdict(int)
    entries: list[dict[str, Any]] = []

    def decide(session: Any, state: Any, ids: Sequence[int]) -> int:
        seat = session.current_seat
        start = time.perf_counter()
        kind, bot = bots[seat].now(session)
        action = None
        if is_ismcts(kind):
            chosen = int(bot.step(state))
        else:
            action = bot.choose(session, seat)
            found = corr.actions.openspiel_id(session.deck, action)
            chosen = -1 if found is None else found
        seconds[roles[seat]] += time.perf_counter() - start
        decisions[roles[seat]] += 1
        if log:
            if action is None:  # ISMCTS's choice, as the session's action
                deck = session.deck
                legal = session.legal_actions()
                action = next(a for a in legal if corr.actions.openspiel_id(deck, a) == chosen)
            entries.append(logged(session, seat, roles[seat], kind, action, bot, seed))
        return chosen

    comparison = compare(corr, parameters, seed=seed, decide=decide)
    session = comparison.session
    assert session is not None
    hand = session.state.hand_results[-1]
    return _seating(hand, roles, hero, session.game, seconds, decisions, entries)


def logged(
    session: Any, seat: int, role: str, kind: str, action: Any, bot: Any, seed: int
) -> dict[str, Any]:
    """One decision as a line of ``--log``: the position as the seat saw it (its hand, the
    trick, the tricks each seat has won), the legal actions, the one chosen and the one
    ``basic`` would have chosen from the same view; for ``search``, each legal action's mean
    value and the worlds it was scored on (:class:`~tricktaker.bots.search.Weighed`; none
    for a decision it did not search: a single legal action, or a tree search's play)."""
    state, deck, text = session.state, session.deck, session.format_action
    legal = list(session.legal_actions())
    basic = BasicBot(bot_seed(seed, seat)).choose(session, seat)
    entry: dict[str, Any] = {
        "seat": seat,
        "role": role,
        "kind": kind,
        "phase": session.phase.name,
        "hand": [deck.format(card) for card in state.hands[seat]],
        "trick": [deck.format(card) for card in state.trick],
        "tricks_won": list(state.tricks_won),
        "legal": [text(a) for a in legal],
        "chosen": text(action),
        "basic": text(basic),
    }
    weighed = bot.weighed if isinstance(bot, SearchBot) else None
    if weighed is not None:
        entry["means"] = [None if m is None else round(m, 3) for m in weighed.means]
        entry["worlds"] = list(weighed.worlds)
    return entry


@dataclass
class Deal:
    """Both seatings of one deal: ``one_a`` (one A, the rest B) and ``one_b``."""

    index: int
    seed: int
    one_a: Seating
    one_b: Seating

    @property
    def paired(self) -> float:
        """How much better A did than B on this deal, both seatings combined."""
        return (self.one_a.figure - self.one_b.figure) / 2


def play_deal(
    game_id: str, a: str, b: str, index: int, base_seed: int, table: str, log: bool = False
) -> Deal:
    """Deal ``index`` of ``game_id``, played in both seatings on ``table`` (``log``: every
    decision kept in the seatings' ``log``)."""
    seed = game_seed(base_seed, index)
    play = play_openspiel if table == "openspiel" else play_native
    if table == "openspiel":
        corr = correspondences()[game_id]
        options = corr.options(OPENSPIEL_PARAMETERS.get(game_id, {}))
    else:
        options = NATIVE_OPTIONS.get(game_id, {})
    compiled = _compiled(game_id, json.dumps(dict(options), sort_keys=True))
    hero = hero_of(index, compiled.players, compiled.sides)
    seatings = []
    for lone, rest, lone_role, rest_role in ((a, b, "a", "b"), (b, a, "b", "a")):
        kinds = [lone if seat in hero else rest for seat in range(compiled.players)]
        roles = [lone_role if seat in hero else rest_role for seat in range(compiled.players)]
        seatings.append(play(game_id, seed, kinds, roles, hero, log))
    return Deal(index, seed, seatings[0], seatings[1])


# -- many deals ----------------------------------------------------------------------------------


@dataclass(frozen=True)
class Interval:
    """A mean with its 95 % interval."""

    mean: float
    low: float
    high: float

    @classmethod
    def of(cls, values: Sequence[float]) -> Interval:
        return cls(*mean_interval(values))

    def __str__(self) -> str:
        return f"{self.mean:+.2f} (95% CI {self.low:+.2f} … {self.high:+.2f})"


@dataclass(frozen=True)
class Summary:
    """One game's figures: the two seatings, the paired figure, ms per decision, exact bids
    made and bids missed over and under (None where the hands record no bids) for A and B."""

    hands: int
    one_a: Interval
    one_b: Interval
    paired: Interval
    ms: dict[str, float]
    bids_made: dict[str, float | None]
    bids_missed: dict[str, tuple[float, float] | None]
    by_bid: dict[str, dict[int, tuple[int, int]]] = field(default_factory=dict)


def summarize(deals: Sequence[Deal]) -> Summary:
    """The figures of ``deals`` (each deal's two seatings)."""
    seconds: dict[str, float] = defaultdict(float)
    decisions: dict[str, int] = defaultdict(int)
    bids: dict[str, list[int]] = {"a": [0, 0], "b": [0, 0]}
    missed: dict[str, list[int]] = {"a": [0, 0], "b": [0, 0]}
    by_bid: dict[str, dict[int, list[int]]] = {"a": {}, "b": {}}
    for deal in deals:
        for seating in (deal.one_a, deal.one_b):
            for bid, took, role in zip(
                seating.seat_bids, seating.seat_tricks, seating.seat_roles, strict=True
            ):
                count = by_bid[role].setdefault(bid, [0, 0])
                count[0] += int(took == bid)
                count[1] += 1
            for role in ("a", "b"):
                seconds[role] += seating.seconds.get(role, 0.0)
                decisions[role] += seating.decisions.get(role, 0)
                made, of = seating.bids.get(role, (0, 0))
                bids[role][0] += made
                bids[role][1] += of
                over, under = seating.missed.get(role, (0, 0))
                missed[role][0] += over
                missed[role][1] += under
    return Summary(
        hands=len(deals),
        one_a=Interval.of([d.one_a.figure for d in deals]),
        one_b=Interval.of([d.one_b.figure for d in deals]),
        paired=Interval.of([d.paired for d in deals]),
        ms={r: 1000 * seconds[r] / decisions[r] if decisions[r] else math.nan for r in "ab"},
        bids_made={r: bids[r][0] / bids[r][1] if bids[r][1] else None for r in "ab"},
        bids_missed={
            r: (missed[r][0] / bids[r][1], missed[r][1] / bids[r][1]) if bids[r][1] else None
            for r in "ab"
        },
        by_bid={r: {bid: (m, n) for bid, (m, n) in sorted(by_bid[r].items())} for r in "ab"},
    )


def measure(
    game_id: str,
    a: str,
    b: str,
    hands: int,
    base_seed: int,
    table: str,
    workers: int = 1,
    first: int = 0,
    each: Callable[[Deal], object] | None = None,
    log: bool = False,
) -> list[Deal]:
    """Deals ``first`` .. ``first + hands`` − 1 of ``game_id``, in deal order, on ``workers``
    processes; ``each`` is called with every deal as soon as it and the deals before it are
    played (``--out`` writes it then, so an interrupted run keeps the deals it finished);
    ``log``: every decision kept in the deals' seatings (``--log``)."""
    indices = range(first, first + hands)
    pool = ProcessPoolExecutor(max_workers=workers) if workers > 1 else None
    try:
        if pool is None:
            played: Iterator[Deal] = (
                play_deal(game_id, a, b, i, base_seed, table, log) for i in indices
            )
        else:
            futures = [
                pool.submit(play_deal, game_id, a, b, i, base_seed, table, log) for i in indices
            ]
            played = (future.result() for future in futures)
        deals = []
        for deal in played:
            deals.append(deal)
            if each is not None:
                each(deal)
        return deals
    finally:
        if pool is not None:
            pool.shutdown(cancel_futures=True)  # an interrupted run starts no more deals


def record(game_id: str, a: str, b: str, table: str, deal: Deal) -> dict[str, Any]:
    """One deal as a line of ``--out`` (JSON; its decisions go to ``--log``)."""
    seatings = {}
    for name, seating in (("one_a", deal.one_a), ("one_b", deal.one_b)):
        seatings[name] = {k: v for k, v in asdict(seating).items() if k != "log"}
    return {
        "game": game_id,
        "a": a,
        "b": b,
        "table": table,
        "index": deal.index,
        "seed": deal.seed,
        "one_a": seatings["one_a"],
        "one_b": seatings["one_b"],
        "paired": deal.paired,
    }


def against_base(
    game_id: str, b: str, table: str, deals: Sequence[Deal], base: Sequence[Mapping[str, Any]]
) -> tuple[str, int, Interval] | None:
    """This run's A against the A of an earlier run (``base``: its ``--out`` lines), deal by
    deal: on the deals both played, with the same B, table and deal seeds, the base's A, the
    number of those deals, and the mean of (this paired figure − that one) with its interval;
    None without such deals.
    Two variants of a bot are told apart on the same deals, which is steadier than comparing
    their two intervals against B."""
    earlier = {
        (line["index"], line["seed"]): line
        for line in base
        if line["game"] == game_id and line["b"] == b and line["table"] == table
    }
    diffs = []
    kinds = set()
    for deal in deals:
        line = earlier.get((deal.index, deal.seed))
        if line is not None:
            diffs.append(deal.paired - line["paired"])
            kinds.add(line["a"])
    if not diffs:
        return None
    return " / ".join(sorted(kinds)), len(diffs), Interval.of(diffs)


def report(game_id: str, a: str, b: str, summary: Summary, table: str) -> str:
    """The lines printed for one game."""
    p = summary.paired
    verdict = (
        f"{a} stronger"
        if p.low > 0
        else f"{b} stronger"
        if p.high < 0
        else "no significant difference"
    )
    lines = [
        f"{game_id} ({summary.hands} hands, {table} table):",
        f"  one {a}, rest {b}: {a} − the rest {summary.one_a}",
        f"  one {b}, rest {a}: {b} − the rest {summary.one_b}",
        f"  paired, {a} better than {b} by {p} → {verdict}",
        f"  ms per decision: {a} {summary.ms['a']:.2f}, {b} {summary.ms['b']:.2f}",
    ]
    made = summary.bids_made
    if made["a"] is not None and made["b"] is not None:
        lines.append(f"  exact bids made: {a} {made['a']:.1%}, {b} {made['b']:.1%}")
    missed = summary.bids_missed
    a_missed, b_missed = missed["a"], missed["b"]
    if a_missed is not None and b_missed is not None:
        (a_over, a_under), (b_over, b_under) = a_missed, b_missed
        lines.append(
            f"  bids missed by taking more tricks: {a} {a_over:.1%}, {b} {b_over:.1%}; "
            f"by taking fewer: {a} {a_under:.1%}, {b} {b_under:.1%}"
        )
    for role, kind in (("a", a), ("b", b)):
        counts = summary.by_bid.get(role)
        if counts:
            shares = ", ".join(f"{bid}: {m / n:.0%} of {n}" for bid, (m, n) in counts.items())
            lines.append(f"  bids made by the bid, {kind}: {shares}")
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--a", default="search", help="kind A (default search)")
    parser.add_argument("--b", default="basic", help="kind B (default basic)")
    parser.add_argument("--hands", type=int, default=200, help="deals per game (default 200)")
    parser.add_argument("--seed", type=int, default=2026, help="base seed of the deals")
    parser.add_argument("--workers", type=int, default=1)
    parser.add_argument("--only", action="append", help="only this game (repeatable)")
    parser.add_argument(
        "--table",
        choices=("native", "openspiel"),
        help="openspiel: deals drawn and played on OpenSpiel too (default with ismcts)",
    )
    parser.add_argument("--first", type=int, default=0, help="the first deal's index (default 0)")
    parser.add_argument("--out", help="write every deal's figures here (JSON lines)")
    parser.add_argument(
        "--log", help="write every decision here (JSON lines: position, choice, values)"
    )
    parser.add_argument(
        "--base",
        help="an earlier run's --out file: compare this A with its A on the deals both played",
    )
    args = parser.parse_args()
    ismcts = uses_ismcts(args.a) or uses_ismcts(args.b)
    for kind in (*halves(args.a), *halves(args.b)):
        try:
            ismcts_budget(kind) if is_ismcts(kind) else tricktaker_bot(kind, 0)
        except (ValueError, TrickTakerError) as exc:
            parser.error(str(exc))
    table = args.table or ("openspiel" if ismcts else "native")
    if ismcts and table != "openspiel":
        parser.error("ismcts plays at the OpenSpiel table only")
    if table == "openspiel":
        playable = set(ISMCTS_GAMES) if ismcts else set(correspondences())
    else:
        playable = set(default_registry().ids)
    if args.first < 0 or args.hands < 1:
        parser.error("--first must be 0 or more and --hands 1 or more")
    base: list[dict[str, Any]] = []
    if args.base:
        try:
            with open(args.base) as lines:
                base = [json.loads(line) for line in lines if line.strip()]
        except (OSError, ValueError) as exc:
            parser.error(f"--base {args.base}: {exc}")
        keys = ("game", "a", "b", "table", "index", "seed", "paired")
        for number, line in enumerate(base, 1):
            if not isinstance(line, dict) or any(key not in line for key in keys):
                parser.error(
                    f"--base {args.base}: line {number} is not a deal of --out "
                    f"(a JSON object with {', '.join(keys)})"
                )
    out = open(args.out, "w") if args.out else None  # noqa: SIM115 (written deal by deal)
    log = open(args.log, "w") if args.log else None  # noqa: SIM115 (written deal by deal)
    last = args.first + args.hands - 1
    print(
        f"{args.a} against {args.b}, deals {args.first}–{last} of each game, seed {args.seed}:",
        flush=True,
    )
    try:
        for game_id in args.only or default_registry().ids:
            if game_id not in playable:
                print(f"{game_id}: not at the {table} table{' with ismcts' if ismcts else ''}")
                continue
            start = time.perf_counter()

            def write(deal: Deal, game_id: str = game_id) -> None:
                if out is not None:
                    out.write(json.dumps(record(game_id, args.a, args.b, table, deal)) + "\n")
                    out.flush()
                if log is not None:
                    for seating, played in (("one_a", deal.one_a), ("one_b", deal.one_b)):
                        for entry in played.log:
                            where = {"game": game_id, "index": deal.index, "seating": seating}
                            log.write(json.dumps(where | entry) + "\n")
                    log.flush()

            deals = measure(
                game_id,
                args.a,
                args.b,
                args.hands,
                args.seed,
                table,
                args.workers,
                args.first,
                each=write if out is not None or log is not None else None,
                log=log is not None,
            )
            print(report(game_id, args.a, args.b, summarize(deals), table))
            compared = against_base(game_id, args.b, table, deals, base) if base else None
            if compared is not None:
                kind, common, interval = compared
                print(
                    f"  against the base run's {kind} on the same {common} deals: "
                    f"{args.a} better by {interval}"
                )
            elapsed = time.perf_counter() - start
            print(
                f"  {elapsed:.0f} s, {elapsed / (2 * args.hands):.2f} s a hand "
                f"({args.workers} worker{'s' if args.workers > 1 else ''})",
                flush=True,
            )
    finally:
        for file in (out, log):
            if file is not None:
                file.close()


if __name__ == "__main__":
    main()
