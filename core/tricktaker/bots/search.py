"""The ``search`` bot: determinized search over whole hands, for any game.

For each decision the bot samples complete deals consistent with what its seat has seen
(*worlds*): the cards it cannot see — the other hands, the stock, other players' hidden
discards — are pooled (the pool is what the seat can deduce: every card not visible to it),
shuffled and dealt back into those places with their public sizes, and a deal is kept only if
every card the others played in the current trick phase was legal for the hand the deal gives
them (so known voids are respected). In each world every action still in the race is scored:

* far from the hand's end, ``basic`` bots play the hand out after the action (in a plain
  trick phase, :func:`~tricktaker.bots.tricksolver.fits`, on the small-ints model of the fast
  solver: the same play-outs, about three times as fast); a decision before the trick phase (a
  bid, a trump, a contract) is played out by ``basic`` on the engine up to the trick phase and,
  where that phase is plain, on the model from there (about five times as many worlds in a
  0.1 s bid of ten-card hands, ``docs/simulation.md``) with every card of the tricks chosen
  at random (``random_ahead``, the default: a bid is judged by what the hand takes in any
  play, as OpenSpiel's ISMCTS judges its own, not by what ``basic``'s play makes of it);
* once at most :data:`EXACT_CARDS` cards are left in the hands, the rest of the hand is solved
  exactly (:class:`~tricktaker.bots.solver.HandSolver`: alpha-beta with a transposition table,
  move ordering and equivalent cards), falling back to play-outs when the tree is too large;
  in a plain trick phase (:func:`~tricktaker.bots.tricksolver.fits`) the same search runs on
  small ints (:class:`~tricktaker.bots.tricksolver.TrickSolver`), from :data:`FAST_CARDS`.
  With a budget of N worlds the exact searches of a decision visit at most N times
  :data:`WORLD_NODES` positions (:data:`FAST_WORLD_NODES` on small ints), a world's unused
  share passing to the next: a world is solved only when that costs about what a few play-outs
  do, and a tree too large for the share is given up and the decision's worlds played out.
  So N worlds cost about N cheap worlds, however large the trees.

The score is :func:`~tricktaker.bots.solver.hand_value`: the side's hand score against the
others' (a partner is no opponent, nor a seat of its side for the deal: the hand's sides,
:func:`~tricktaker.engine.seats.hand_sides`). All actions meet the same worlds, so they are
compared pair by pair: after 4, 8, 16 ... worlds the worse half leaves the race (sequential
halving) and any action :data:`PRUNE_Z` standard errors behind the leader leaves too. The
``basic`` bot's own choice (from the seat's observation) is the one to beat: another is chosen
only when it leads it by :data:`SWITCH_Z` standard errors, so a budget too short to tell (a wide
auction) leaves the bot playing as ``basic`` (except where the tricks ahead were played at
random: ``basic``'s play does not judge them, so its choice is not the one to beat).

With ``tree=True`` the plays of a plain trick phase are chosen instead by an information-set
Monte Carlo tree search over the same worlds (:class:`~tricktaker.bots.tricktree.TrickTree`, with
``basic``'s play as its roll-outs); measured in ``docs/simulation.md``, it is not the default.

The budget is ``iterations`` worlds, or ``seconds`` (``search`` samples
:data:`DEFAULT_WORLDS` worlds, ``search:32`` 32, ``search:0.5s`` as many as half a second
allows). A budget of worlds counts its work (worlds, and the exact searches' positions), never
the clock: the same seed gives the same moves on any machine under any load, so a simulation
is reproducible and a resumed game continues as it would have. Only ``seconds`` depends on the
machine. The bot reads the true state only to find the pool's union and the sizes of the
hidden places, both of which its seat knows; a test proves that permuting the hidden cards
never changes its decisions, in every game.
"""

from __future__ import annotations

import math
import time
from dataclasses import dataclass
from random import Random
from typing import TYPE_CHECKING

from tricktaker.actions import Action, Play
from tricktaker.bots.basic import BasicBot, SeededBot
from tricktaker.bots.inference import bid_reader
from tricktaker.bots.solver import HandSolver, OutOfNodes, OutOfTime, hand_side, hand_value
from tricktaker.bots.tricksolver import TrickModel, TrickSolver, fits
from tricktaker.bots.tricktree import TrickTree
from tricktaker.engine.views import hidden_slots, redeal
from tricktaker.mechanics.tricks import TrickPlay

if TYPE_CHECKING:
    from collections.abc import Callable

    from tricktaker.engine.session import Session
    from tricktaker.engine.state import State


DEFAULT_WORLDS = 500
"""Worlds a decision of plain ``search`` (:func:`~tricktaker.bots.make_bot`): a count, so its
games are the same on any machine under any load. Chosen so that a decision takes about a
second: on the machine it was measured on (two shared cores), 0.6 s on average over one hand
of each bundled game (0.15 s to 1 s a decision by game, at most 2.5 s), about 1.1 s while
other work loaded it (``docs/simulation.md``)."""

EXACT_CARDS = 12
"""A world is solved exactly (:class:`~tricktaker.bots.solver.HandSolver`) once the cards left
in the hands are at most this many (three tricks of four seats); before that it is
played out by ``basic`` bots."""

NODE_LIMIT = 20_000
"""Positions one exact search may visit before the bot plays that world out instead (with a
budget of worlds, fewer: :data:`WORLD_NODES`)."""

WORLD_NODES = 100
"""With a budget of N worlds, the exact searches (:class:`~tricktaker.bots.solver.HandSolver`,
50-100 µs a position) of one decision visit at most N times this many positions: about what
one to three ``basic`` play-outs of a world cost (the cheapest bundled game's world costs
about 15 positions' time). Each world may use what the worlds before it left unused; a search
that would pass that share gives up, and the decision's worlds are played out from then on.
Counted, not timed: the same on any machine. With a time budget alone (``search:Ts``) each
search may visit :data:`NODE_LIMIT` positions, and the clock bounds the rest."""

TREE_ITERATIONS = 16
"""With a budget of N worlds (``search:N``), a play of a plain trick phase runs N times this
many iterations of the tree search (each plays one world out from a leaf)."""

FAST_CARDS = 16
"""In a plain trick phase (:func:`~tricktaker.bots.tricksolver.fits`), where the fast solver
(:class:`~tricktaker.bots.tricksolver.TrickSolver`) does the exact search, a world is solved
once the cards left in the hands are at most this many (four tricks of four seats)."""

FAST_NODE_LIMIT = 50_000
"""Positions one search of the fast solver may visit before the bot plays that world out (with
a budget of worlds, fewer: :data:`FAST_WORLD_NODES`)."""

FAST_WORLD_NODES = 1_000
""":data:`WORLD_NODES` for the fast solver (:class:`~tricktaker.bots.tricksolver.TrickSolver`,
about 4 µs a position)."""

FIRST_CUT = 4
"""Worlds after which the worse half of the actions leaves the race (then after twice as many
worlds again, and so on: sequential halving), down to :data:`FINAL_FEW` actions."""

FINAL_FEW = 2
"""Actions that stay in the race however many worlds are sampled (unless clearly worse)."""

PRUNE_Z = 2.5
"""How many standard errors worse (paired, on the same worlds) an action must be to leave."""

SWITCH_Z = 1.0
"""How many standard errors better (paired) than the ``basic`` bot's own choice an action must
be for the bot to choose it instead: with too few worlds to tell (a wide auction in a short
budget) the bot plays as ``basic`` would, never worse for lack of time."""


@dataclass(frozen=True)
class Weighed:
    """What one searched decision weighed (:attr:`SearchBot.weighed`): each legal action's
    mean value over the worlds it was scored on (None if it never was) and how many, which was
    ``basic``'s choice (the one to beat) and which was chosen. For logs and probes of the
    bot's play (``benchmarks/strength.py --log``)."""

    actions: tuple[Action, ...]
    means: tuple[float | None, ...]
    worlds: tuple[int, ...]
    default: int
    chosen: int


class SearchBot(SeededBot):
    """Determinized search with a budget per decision: ``iterations`` worlds (by default
    :data:`DEFAULT_WORLDS`), or with ``iterations=None`` as many as ``seconds`` allow (both:
    whichever ends first; only ``seconds`` makes the moves depend on the machine).

    ``infer=True`` weights the worlds by the others' bids read as ``basic``'s
    (:func:`~tricktaker.bots.inference.bid_reader`): off by default, since it misleads against
    bidders of another style (``docs/simulation.md``).

    ``undealt_known=True`` makes the bot read hidden information: its worlds keep the cards
    nobody holds (an undealt stock, a kitty) where they truly are, re-dealing only the other
    seats' cards among them. OpenSpiel 2.0's resamplers do that for its ISMCTS in games with
    undealt cards (``benchmarks/strength.py``, ``ISMCTS_SAMPLING``), so the benchmark's kind
    ``search+undealt`` uses it to compare the two searches on the same information; never for
    play.

    ``random_ahead=False`` plays the tricks after a decision before a plain trick phase as
    ``basic`` would instead of at random (the bot of before, measured in
    ``docs/simulation.md``)."""

    name = "search"

    def __init__(
        self,
        seed: int = 0,
        iterations: int | None = DEFAULT_WORLDS,
        seconds: float | None = None,
        exact_cards: int = EXACT_CARDS,
        fast_cards: int = FAST_CARDS,
        infer: bool = False,
        each_for_itself: bool = False,
        tree: bool = False,
        undealt_known: bool = False,
        random_ahead: bool = True,
    ) -> None:
        super().__init__(seed)
        if iterations is None and seconds is None:
            raise ValueError("SearchBot needs a budget: iterations, seconds or both")
        self.iterations = iterations
        self.seconds = seconds
        self.exact_cards = exact_cards
        self.fast_cards = fast_cards
        self.infer = infer
        self.each_for_itself = each_for_itself
        self.rollout = BasicBot(seed)
        self.tree = tree
        self.undealt_known = undealt_known
        self.random_ahead = random_ahead
        self.worlds = 0  # worlds sampled for the last decision (for benchmarks and tests)
        self.nodes = 0  # positions the exact searches of the last decision visited (the same)
        self.weighed: Weighed | None = None  # the last decision's values, if it was searched
        self._model: TrickModel | None = None  # the plain trick phase's model, kept for a hand
        self._model_hand: tuple[object, ...] = ()

    def choose(self, session: Session, seat: int) -> Action:
        self.weighed = None
        self.nodes = 0
        legal = list(session.legal_actions())
        if len(legal) == 1:
            return legal[0]
        fast = fits(session) and not self.each_for_itself  # a plain trick phase
        if fast and self.tree:
            return self._tree_choice(session, seat)
        default = legal.index(self.rollout.choose(session, seat))  # from the seat's own view
        rng = self.reseed(session)
        deadline = self._deadline()
        live = list(range(len(legal)))
        samples: list[list[float]] = [[] for _ in legal]
        exact = _cards_left(session) <= (self.fast_cards if fast else self.exact_cards)
        solver: HandSolver | TrickSolver | None = None
        # Play-outs on the small-ints model: plain basic roll-outs only (not a subclass's own).
        model = self._trick_model(session) if fast and type(self.rollout) is BasicBot else None
        weight = bid_reader(session, seat) if self.infer else None
        # Before the trick phase (bids, trumps, contracts) the play-outs play their tricks on
        # the small-ints model where it fits: one model a phase and trump, for the decision.
        ahead: dict[tuple[int, int], TrickModel] | None = None
        if not isinstance(session.phase, TrickPlay):
            ahead = {}
        worlds = 0
        while self.iterations is None or worlds < self.iterations:
            world = determinize(session, seat, rng, weight=weight, undealt_known=self.undealt_known)
            values: list[float] | None = None
            if exact:
                if solver is None:
                    sides = self.sides_of(world, legal[live[0]])
                    mine = next(side for side in sides if seat in side)
                    # Two sides: max^n is the minimax that alpha-beta searches faster.
                    alone = self.each_for_itself and len(sides) > 2
                    alone = alone and all(len(side) == 1 for side in sides)
                    solver = (
                        TrickSolver(world, mine, FAST_NODE_LIMIT)
                        if fast
                        else HandSolver(world, mine, NODE_LIMIT, each_for_itself=alone)
                    )
                solver.node_limit = self._node_limit(fast, worlds)
                try:
                    values = solver.values(world, [legal[i] for i in live], deadline)
                except OutOfTime:
                    if worlds:
                        break  # the time is up: decide on the worlds already scored
                    exact = False
                except OutOfNodes:
                    exact = False  # too big a tree for this decision: play the worlds out
                finally:
                    self.nodes += min(solver.nodes, solver.node_limit)
            if values is None and model is not None:
                values = _model_play_outs(model, world, seat, [legal[i] for i in live])
            if values is None and ahead is not None:
                # One random stream a world, the same for every action (common random numbers).
                stream = rng.getrandbits(64) if self.random_ahead else None
                acts = [legal[i] for i in live]
                values = self._play_outs_ahead(ahead, world, seat, acts, stream)
            if values is None:
                values = [self.play_out(world, seat, legal[i]) for i in live]
            for i, value in zip(live, values, strict=True):
                samples[i].append(value)
            worlds += 1
            if time.perf_counter() > deadline:
                break
            if worlds >= FIRST_CUT and worlds & (worlds - 1) == 0:  # 4, 8, 16, 32 ... worlds
                live = pruned(halved(live, samples, default), samples, default)
                if len(live) == 1:
                    break
        self.worlds = worlds
        best = max(live, key=lambda i: (sum(samples[i]) / len(samples[i]), -i))
        # Tricks played at random (a model was reached ahead) do not judge by basic's play.
        anchored = not (self.random_ahead and ahead)
        if anchored and best != default and default in live:
            best = best if _better(samples[best], samples[default]) else default
        self.weighed = Weighed(
            tuple(legal),
            tuple(sum(s) / len(s) if s else None for s in samples),
            tuple(len(s) for s in samples),
            default,
            best,
        )
        return legal[best]

    def _deadline(self) -> float:
        """When this decision's time is up (a ``time.perf_counter()`` reading): never, for a
        budget of worlds alone."""
        if self.seconds is None:
            return math.inf
        return time.perf_counter() + self.seconds

    def _node_limit(self, fast: bool, worlds: int) -> int:
        """Positions the exact search of the next world may visit: with a budget of worlds,
        the decision's share so far (:data:`WORLD_NODES` or :data:`FAST_WORLD_NODES` a world,
        this one included) less what the searches before it visited, at most the limit of one
        search; with a time budget alone, the limit of one search (the clock bounds the rest)."""
        limit = FAST_NODE_LIMIT if fast else NODE_LIMIT
        if self.iterations is None:
            return limit
        share = (worlds + 1) * (FAST_WORLD_NODES if fast else WORLD_NODES)
        return min(limit, share - self.nodes)

    def _tree_choice(self, session: Session, seat: int) -> Action:
        """A play of a plain trick phase, by tree search (:class:`~tricktaker.bots.tricktree.
        TrickTree`) over worlds sampled as for the other decisions."""
        rng = self.reseed(session)
        deadline = self._deadline()
        weight = bid_reader(session, seat) if self.infer else None
        tree = TrickTree(self._trick_model(session), rng, plain_rollouts=True)
        iterations = None if self.iterations is None else self.iterations * TREE_ITERATIONS
        card = tree.choose(
            lambda: determinize(
                session, seat, rng, weight=weight, undealt_known=self.undealt_known
            ),
            deadline,
            iterations,
        )
        self.worlds = tree.iterations
        return Play(card)

    def _trick_model(self, session: Session) -> TrickModel:
        """The plain trick phase's small-ints model, made once a hand: it keeps the finished
        hands it has scored, which serve the hand's later plays too."""
        state = session.state
        hand: tuple[object, ...] = (session.game, state.hand_no, state.deal_no, state.dealer)
        hand += (state.phase, *state.totals)
        if self._model is None or self._model_hand != hand:
            self._model, self._model_hand = TrickModel(session), hand
        return self._model

    def _play_outs_ahead(
        self,
        models: dict[tuple[int, int], TrickModel],
        world: Session,
        seat: int,
        actions: list[Action],
        stream: int | None = None,
    ) -> list[float]:
        """The values of ``actions`` taken before the trick phase (a bid, a trump, a contract):
        the roll-out bot takes the decisions up to the trick phase on the engine, and where that
        phase is plain (:func:`~tricktaker.bots.tricksolver.fits`) and the roll-out bot is
        ``basic``, the tricks are played on the small-ints model (``models``: one per trick
        phase and trump, made as they are reached, and kept for the decision with the finished
        hands they have scored): as ``basic`` would (:meth:`play_out`'s values, faster), or
        with a ``stream`` at random, each card of the legal ones alike, the same random numbers
        (``Random(stream)``) for every action."""
        plain = type(self.rollout) is BasicBot
        deal = world.state.deal_no
        values = []
        for action in actions:
            sim = self._finished(world, action, until_plain_tricks=plain)
            if sim.is_over or sim.state.deal_no != deal:
                values.append(hand_value(sim, hand_side(sim, seat)))
                continue
            reached = (sim.state.phase, sim.state.trump)
            model = models.get(reached)
            if model is None:
                model = models[reached] = TrickModel(sim)
            model.load(sim)
            model.play_out(None if stream is None else Random(stream).random)
            values.append(model.outcome()[seat])
        return values

    def side_of(self, world: Session, seat: int, action: Action) -> tuple[int, ...]:
        """``seat``'s side for this hand, found by playing the hand out after ``action``."""
        return hand_side(self._finished(world, action), seat)

    def sides_of(self, world: Session, action: Action) -> list[tuple[int, ...]]:
        """Every seat's side for this hand (found by playing the hand out after ``action``)."""
        finished = self._finished(world, action)
        return sorted({hand_side(finished, s) for s in range(finished.state.players)})

    def play_out(self, world: Session, seat: int, action: Action) -> float:
        """Apply ``action`` in a copy of ``world``, let basic bots finish the hand, and score it
        for ``seat``'s side (:func:`~tricktaker.bots.solver.hand_value`)."""
        sim = self._finished(world, action)
        return hand_value(sim, hand_side(sim, seat))

    def _finished(
        self, world: Session, action: Action, until_plain_tricks: bool = False
    ) -> Session:
        """A copy of ``world`` after ``action``, played on by the roll-out bot to the hand's
        end (or, ``until_plain_tricks``, to the start of a plain trick phase, if one comes)."""
        sim = world.clone()
        deal = sim.state.deal_no
        sim.apply(action)
        bot = self.rollout
        checked = -1  # the phase last checked: a phase is plain or not for all its steps
        while not sim.is_over and sim.state.deal_no == deal:
            if until_plain_tricks and sim.state.phase != checked:
                checked = sim.state.phase
                if isinstance(sim.phase, TrickPlay) and fits(sim):
                    break
            sim.apply(bot.choose(sim, sim.current_seat))
        return sim


def _model_play_outs(
    model: TrickModel, world: Session, seat: int, actions: list[Action]
) -> list[float] | None:
    """What :meth:`SearchBot.play_out` gives each of ``actions``, the same ``basic`` play-outs
    on the small-ints model (:meth:`~tricktaker.bots.tricksolver.TrickModel.play_out`), about
    three times as fast; ``None`` unless every action is a play."""
    cards = [a.card for a in actions if isinstance(a, Play)]
    if len(cards) < len(actions):
        return None
    model.load(world)
    start = model.saved()
    values = []
    for card in cards:
        model.play(card)
        model.play_out()
        values.append(model.outcome()[seat])
        model.restore(start)
    return values


def halved(live: list[int], samples: list[list[float]], keep_too: int = -1) -> list[int]:
    """The better half of ``live`` by mean value (at least :data:`FINAL_FEW`), in its order,
    and ``keep_too`` (the ``basic`` bot's choice, the one to beat) if it was there.
    Every action has been tried on the same worlds, so the means compare like for like and
    the time goes to the actions that may be best (a bid far from the hand's worth is dropped
    after a few worlds)."""
    keep = max(FINAL_FEW, (len(live) + 1) // 2)
    if keep >= len(live):
        return live
    ranked = sorted(live, key=lambda i: (-sum(samples[i]) / len(samples[i]), i))
    best = {*ranked[:keep], keep_too}
    return [i for i in live if i in best]


def pruned(live: list[int], samples: list[list[float]], keep_too: int = -1) -> list[int]:
    """The actions of ``live`` still in the race: an action leaves when, on the same worlds, it
    trails the leader by more than :data:`PRUNE_Z` standard errors of the paired difference
    (``keep_too`` never leaves)."""
    means = {i: sum(samples[i]) / len(samples[i]) for i in live}
    leader = max(live, key=lambda i: (means[i], -i))
    lead = samples[leader]
    kept = []
    for i in live:
        if i in (leader, keep_too) or not _better(lead, samples[i], PRUNE_Z):
            kept.append(i)
    return kept


def _better(a: list[float], b: list[float], z: float = SWITCH_Z) -> bool:
    """Whether ``a`` beats ``b`` on the same worlds by more than ``z`` standard errors of the
    paired difference (never with fewer than two worlds)."""
    k = len(a)
    if k < 2:
        return False
    diffs = [x - y for x, y in zip(a, b, strict=True)]
    mean = sum(diffs) / k
    var = sum((d - mean) ** 2 for d in diffs) / (k - 1)
    return mean > 0 and mean * mean * k > z * z * var


def _cards_left(session: Session) -> int:
    """The cards left in the hands (a stock still to be drawn from makes the tree larger, which
    the solver's node limit catches)."""
    return sum(len(h) for h in session.state.hands)


def determinize(
    session: Session,
    seat: int,
    rng: Random,
    tries: int = 30,
    weight: Callable[[State], float] | None = None,
    undealt_known: bool = False,
) -> Session:
    """A copy of ``session`` whose hidden cards are re-dealt consistently with ``seat``'s view
    (which cards are hidden from it follows from the state's visibility declarations). With a
    ``weight`` (:func:`~tricktaker.bots.inference.bid_reader`), a consistent deal is kept with
    that probability; when none is kept in ``tries``, the likeliest consistent one is.
    ``undealt_known``: the cards nobody holds (an undealt stock) stay where they truly are, and
    only the other seats' cards are re-dealt among them (:attr:`SearchBot.undealt_known`)."""
    world = session.clone()
    slots = hidden_slots(world.state, seat, undealt_known)  # the same for every try: found once
    likeliest: Session | None = None
    best = -1.0
    for _ in range(tries):
        redeal(world.state, seat, rng, slots)
        if not consistent(world, seat):
            continue
        if weight is None:
            break
        odds = weight(world.state)
        if rng.random() < odds:
            break
        if odds > best:
            best, likeliest = odds, world.clone()
    else:
        if likeliest is not None:
            world = likeliest
    world._legal = None
    return world


def consistent(world: Session, seat: int) -> bool:
    """Whether every card the others played in the current trick phase was legal for the hands
    this deal gives them (their hand then = their hand now + what they played since)."""
    state = world.state
    if state.over:
        return True
    phase = world.phases[state.phase]
    legal_fn = getattr(phase, "legal", None)
    if legal_fn is None or world.rules.trick_spec(phase.name).draw_after_trick:
        return True  # not a trick phase, or one where any card may have been played
    n = state.players
    in_phase = state.trick_no * n + len(state.trick)
    plays = state.played[len(state.played) - in_phase :]
    probe = state.copy()
    probe.parts = {key: type(part)(n) for key, part in state.parts.items()}  # no past bans
    for index, (who, card) in enumerate(plays):
        if who == seat:
            continue
        later = [c for w, c in plays[index:] if w == who]
        probe.hands[who] = state.hands[who] + later
        start = index - index % n
        probe.trick = [c for _, c in plays[start:index]]
        if card not in legal_fn(probe, who):
            return False
    return True
