"""Differential tests against OpenSpiel: one tricktaker session and one OpenSpiel state, played
side by side, compared at every step.

A :class:`Correspondence` says how a tricktaker game and an OpenSpiel game name the same
things: the OpenSpiel game's name and the tricktaker game's id, how OpenSpiel's parameters
become tricktaker options, how OpenSpiel's chance outcomes (the deal) become an explicit
:class:`~tricktaker.engine.session.DealGiven`, and an :class:`ActionMap` from tricktaker
actions to OpenSpiel action ids. :func:`compare` then plays one game on both:

1. it draws OpenSpiel's chance outcomes with a seeded :class:`random.Random` (or takes them
   from a given history) and starts a tricktaker session with the same deal;
2. at every decision it checks that both games are at a decision, that the seat to act is the
   same, and that the legal actions are the same set once mapped to OpenSpiel ids; it picks
   one of them with the same generator and applies it to both;
3. at the end it checks that both games end together, and compares OpenSpiel's ``returns()``
   (and, where the correspondence says how, its scores and other figures) with tricktaker's.

The first difference raises :class:`Disagreement` (an ``AssertionError``): its message names
the step, the seat, both legal sets and what differs, the parameters, the seed and the
history so far, both as text and as OpenSpiel's action ids (``compare(..., history=[...])``
replays it). OpenSpiel's Python module ``pyspiel`` is untyped; it is imported only when a
comparison runs, so this module imports without OpenSpiel installed
(``pip install -e ".[openspiel]"`` installs it)::

    cards = CardIds(suits="CDHS")             # id = 13 * suit + rank, 2 .. A
    game = Correspondence(
        openspiel="some_game",
        tricktaker="some-game",
        actions=ActionMap(cards=cards, bids=52),  # Play(card) -> card id, Bid(n) -> 52 + n
        deal=pack_in_chance_order(cards, dealer=3),
    )
    compare(game, {"win_threshold": 100}, seed=1)

The bundled games' correspondences are in the repository's ``tests/openspiel_games.py``.
"""

from __future__ import annotations

import importlib
import math
import random
import textwrap
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from tricktaker.actions import Action, Bid, Play
from tricktaker.engine.registry import load_game
from tricktaker.engine.session import DealGiven, Session

if TYPE_CHECKING:
    from tricktaker.cards import Deck
    from tricktaker.engine.registry import Game

__all__ = [
    "STANDARD_RANKS",
    "ActionMap",
    "CardIds",
    "Comparison",
    "Correspondence",
    "Decide",
    "Disagreement",
    "Final",
    "Step",
    "compare",
    "hands_in_chance_order",
    "pack_in_chance_order",
    "pyspiel",
    "uniform",
]

STANDARD_RANKS = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")
"""The ranks of a 52-card pack from low to high, the order OpenSpiel numbers them in."""


def pyspiel() -> Any:
    """OpenSpiel's Python module (untyped, hence ``Any``); ImportError without OpenSpiel."""
    return importlib.import_module("pyspiel")


# -- card and action ids -------------------------------------------------------------------------


@dataclass(frozen=True)
class CardIds:
    """How an OpenSpiel game numbers its cards.

    ``suits`` are the suit letters and ``ranks`` the rank texts in OpenSpiel's order (index 0
    first). With ``suit_major`` a card's id is ``offset + suit * len(ranks) + rank``, otherwise
    ``offset + rank * len(suits) + suit``. Card text is tricktaker's: rank then suit letter,
    ``10`` for the ten (``T`` is read too).
    """

    suits: str = "CDHS"
    ranks: tuple[str, ...] = STANDARD_RANKS
    suit_major: bool = True
    offset: int = 0

    @property
    def ids(self) -> range:
        """Every card id, lowest first."""
        return range(self.offset, self.offset + len(self.suits) * len(self.ranks))

    def text(self, card_id: int) -> str:
        """The card with OpenSpiel id ``card_id``, as text (``10S``)."""
        index = card_id - self.offset
        if not 0 <= index < len(self.suits) * len(self.ranks):
            raise ValueError(f"{card_id} is not a card id (ids {self.ids.start}..{self.ids[-1]})")
        if self.suit_major:
            suit, rank = divmod(index, len(self.ranks))
        else:
            rank, suit = divmod(index, len(self.suits))
        return self.ranks[rank] + self.suits[suit]

    def id(self, text: str) -> int:
        """The OpenSpiel id of the card written ``text`` (``10S``, ``TS``, ``qh``)."""
        key = text.strip().upper()
        suit, rank_text = key[-1:], key[:-1]
        ranks = [r.upper() for r in self.ranks]
        if rank_text == "T" and "T" not in ranks:
            rank_text = "10"
        if not suit or suit not in self.suits.upper() or rank_text not in ranks:
            raise ValueError(f"{text!r} is not a card of suits {self.suits} and ranks {ranks}")
        s, r = self.suits.upper().index(suit), ranks.index(rank_text)
        if self.suit_major:
            return self.offset + s * len(self.ranks) + r
        return self.offset + r * len(self.suits) + s


@dataclass(frozen=True)
class ActionMap:
    """tricktaker actions to OpenSpiel action ids, for one game.

    ``fixed`` maps single actions (``Pass()``, ``Double()``) to their ids and ``other`` may map
    anything else (return None for "not mine"); both are tried first. Then ``Play(card)``
    without an announcement is ``cards.id`` of the card's text, and ``Bid(n)`` is
    ``bids + n``. An action none of these map has no id (:meth:`openspiel_id` gives None),
    which :func:`compare` reports as a difference.
    """

    cards: CardIds | None = None
    bids: int | None = None
    fixed: Mapping[Action, int] = field(default_factory=dict)
    other: Callable[[Deck, Action], int | None] | None = None

    def openspiel_id(self, deck: Deck, action: Action) -> int | None:
        """The OpenSpiel id of ``action`` in a game with ``deck``, or None."""
        if action in self.fixed:
            return self.fixed[action]
        if self.other is not None:
            found = self.other(deck, action)
            if found is not None:
                return found
        if isinstance(action, Play) and not action.announce and self.cards is not None:
            return self.cards.id(deck.format(action.card))
        if isinstance(action, Bid) and self.bids is not None:
            return self.bids + action.tricks
        return None


# -- the deal ------------------------------------------------------------------------------------

DealMap = Callable[[Sequence[int]], DealGiven]
"""OpenSpiel's chance outcomes before the first decision, in order -> tricktaker's deal."""


def pack_in_chance_order(cards: CardIds, dealer: int) -> DealMap:
    """The chance outcomes as the pack, top card first, of a deal by ``dealer``: for a game
    whose chance outcomes are card ids and whose k-th card goes where tricktaker's dealer puts
    its pack's k-th card."""

    def deal(outcomes: Sequence[int]) -> DealGiven:
        return DealGiven(dealer=dealer, pack=[cards.text(o) for o in outcomes])

    return deal


def hands_in_chance_order(cards: CardIds, players: int, dealer: int, first: int = 0) -> DealMap:
    """The chance outcomes as explicit hands: outcome k goes to seat ``(first + k) % players``."""

    def deal(outcomes: Sequence[int]) -> DealGiven:
        hands: list[list[str]] = [[] for _ in range(players)]
        for k, outcome in enumerate(outcomes):
            hands[(first + k) % players].append(cards.text(outcome))
        return DealGiven(dealer=dealer, hands=hands)

    return deal


# -- the correspondence --------------------------------------------------------------------------


def _seat_to_move(session: Session) -> int:
    return session.current_seat


def _result_returns(session: Session) -> Sequence[float]:
    returns: Sequence[float] = session.result()["returns"]
    return returns


def _same_options(parameters: Mapping[str, Any]) -> Mapping[str, Any]:
    return dict(parameters)


@dataclass(frozen=True)
class Final:
    """One more thing compared at the end (with ``==``): its name, and how each side reads it
    (``openspiel`` from the terminal OpenSpiel state, ``tricktaker`` from the session)."""

    name: str
    openspiel: Callable[[Any], Any]
    tricktaker: Callable[[Session], Any]


@dataclass(frozen=True)
class Correspondence:
    """How one tricktaker game corresponds to one OpenSpiel game.

    * ``openspiel``: the name for ``pyspiel.load_game``; ``tricktaker``: the game id.
    * ``actions``: tricktaker actions to OpenSpiel ids; ``deal``: chance outcomes to the deal.
    * ``options``: OpenSpiel's parameters to tricktaker's options (default: the same names).
    * ``deal_options``: more options read from the chance outcomes (e.g. a direction of
      passing that OpenSpiel draws as its first chance outcome), merged over ``options``;
      None: none.
    * ``player``: the OpenSpiel player expected to act (default: tricktaker's seat to act).
    * ``returns``: tricktaker's per-seat returns at the end (default:
      ``session.result()["returns"]``), compared with OpenSpiel's ``returns()``.
    * ``scores``: OpenSpiel's per-seat totals from its terminal state (None where it has
      none), compared with ``session.scores``; None: not compared.
    * ``finals``: anything else to compare at the end (:class:`Final`).
    """

    openspiel: str
    tricktaker: str
    actions: ActionMap
    deal: DealMap
    options: Callable[[Mapping[str, Any]], Mapping[str, Any]] = _same_options
    deal_options: Callable[[Sequence[int]], Mapping[str, Any]] | None = None
    player: Callable[[Session], int] = _seat_to_move
    returns: Callable[[Session], Sequence[float]] = _result_returns
    scores: Callable[[Any], Sequence[float] | None] | None = None
    finals: tuple[Final, ...] = ()


# -- one comparison ------------------------------------------------------------------------------

Policy = Callable[[random.Random, Sequence[int]], int]
"""Picks one of the legal OpenSpiel ids (sorted) with the comparison's generator."""


def uniform(rng: random.Random, ids: Sequence[int]) -> int:
    """Any legal action, each as likely."""
    return ids[rng.randrange(len(ids))]


Decide = Callable[[Session, Any, Sequence[int]], int]
"""Picks one of the legal OpenSpiel ids (sorted) from the tricktaker session and the OpenSpiel
state, both at the same decision (e.g. a tricktaker bot's choice, mapped, or an OpenSpiel bot's
``step(state)``). It must leave both as they are."""


@dataclass(frozen=True)
class Step:
    """One decision both games took: the seat, how many actions were legal, the action."""

    seat: int
    legal: int
    action: int
    openspiel_text: str
    tricktaker_text: str


@dataclass
class Comparison:
    """One game played on both sides with no difference found."""

    seed: int
    parameters: dict[str, Any]
    options: dict[str, Any]
    chance: list[int] = field(default_factory=list)
    steps: list[Step] = field(default_factory=list)
    returns: list[float] = field(default_factory=list)
    scores: list[float] | None = None
    finals: dict[str, Any] = field(default_factory=dict)
    session: Session | None = None
    """The finished tricktaker session, for a test that reads more of it."""

    @property
    def history(self) -> list[int]:
        """OpenSpiel's whole action history (chance outcomes, then the decisions)."""
        return [*self.chance, *(s.action for s in self.steps)]


class Disagreement(AssertionError):
    """tricktaker and OpenSpiel differ; the message says where and how."""


class _Run:
    """The state of one comparison, for its reports."""

    def __init__(self, corr: Correspondence, comparison: Comparison) -> None:
        self.corr = corr
        self.comparison = comparison
        self.deal: DealGiven | None = None

    def fail(self, what: str, details: Sequence[str] = (), step: int | None = None) -> Disagreement:
        c = self.comparison
        at = "at the deal" if step is None else f"at step {step}"
        lines = [
            f"OpenSpiel {self.corr.openspiel!r} and tricktaker {self.corr.tricktaker!r} "
            f"disagree {at}: {what}",
            *(f"  {d}" for d in details),
            f"  OpenSpiel parameters: {c.parameters}",
            f"  tricktaker options: {c.options}",
            f"  seed: {c.seed}",
        ]
        if self.deal is not None:
            pack = " ".join(map(str, self.deal.pack)) if self.deal.pack is not None else None
            hands = (
                " / ".join(" ".join(map(str, h)) for h in self.deal.hands)
                if self.deal.hands is not None
                else None
            )
            dealt = f"pack {pack}" if pack is not None else f"hands {hands}"
            if self.deal.turned is not None:
                dealt += f", turned {self.deal.turned}"
            lines.append(f"  deal: dealer {self.deal.dealer}, {dealt}")
        played = [
            f"{n}. seat {s.seat}: {s.tricktaker_text} ({s.openspiel_text}={s.action})"
            for n, s in enumerate(c.steps, 1)
        ]
        lines.append("  history: " + ("; ".join(played) if played else "(no decision yet)"))
        lines.append(f"  OpenSpiel history: {c.history}")
        wrapped = ("  deal:", "  history:", "  OpenSpiel history:")
        text = "\n".join(
            textwrap.fill(line, width=100, subsequent_indent="      ")
            if line.startswith(wrapped)
            else line
            for line in lines
        )
        return Disagreement(text)


def _close(a: Sequence[float], b: Sequence[float]) -> bool:
    return len(a) == len(b) and all(
        math.isclose(x, y, rel_tol=1e-9, abs_tol=1e-9) for x, y in zip(a, b, strict=True)
    )


def _draw_chance(rng: random.Random, state: Any) -> int:
    """A chance outcome, with OpenSpiel's probabilities, among the outcomes it allows."""
    legal = set(state.legal_actions())
    outcomes = [(a, p) for a, p in state.chance_outcomes() if a in legal]
    actions = [a for a, _ in outcomes]
    chosen: int = rng.choices(actions, weights=[p for _, p in outcomes])[0]
    return chosen


def compare(
    correspondence: Correspondence,
    parameters: Mapping[str, Any] | None = None,
    *,
    seed: int,
    history: Sequence[int] = (),
    choose: Policy = uniform,
    decide: Decide | None = None,
    game: Game | None = None,
    initial: Callable[[Any], Any] | None = None,
) -> Comparison:
    """Play one game on both sides, comparing every step; raise :class:`Disagreement` at the
    first difference.

    ``parameters`` go to ``pyspiel.load_game`` and, through ``correspondence.options``, to
    tricktaker. The chance outcomes and the decisions are drawn with ``random.Random(seed)``
    (decisions by ``choose``), after the OpenSpiel actions of ``history`` (a report's
    "OpenSpiel history") which are replayed first. ``decide``, if given, takes the decisions
    instead of ``choose``, seeing both games (bots playing one hand on both engines: the
    strength benchmark). ``game``: the tricktaker game to play
    (default ``load_game(correspondence.tricktaker)``). ``initial``: how OpenSpiel's first
    state is made from its loaded game (default ``new_initial_state()``); a state that starts
    already dealt (e.g. a numbered board) counts the actions of its history as the chance
    outcomes.
    """
    corr = correspondence
    params = dict(parameters or {})
    rng = random.Random(seed)
    scripted = list(history)
    run = _Run(corr, Comparison(seed=seed, parameters=params, options={}))
    comparison = run.comparison

    def from_history(legal: Sequence[int]) -> int | None:
        """The next action of ``history``, if any is left."""
        done = len(comparison.chance) + len(comparison.steps)
        if done >= len(scripted):
            return None
        if scripted[done] not in legal:
            raise ValueError(f"history[{done}] = {scripted[done]} is not legal there ({legal})")
        return scripted[done]

    loaded = pyspiel().load_game(corr.openspiel, params)
    state = loaded.new_initial_state() if initial is None else initial(loaded)
    comparison.chance.extend(int(a) for a in state.history())
    while state.is_chance_node():
        outcome = from_history(state.legal_actions())
        if outcome is None:
            outcome = _draw_chance(rng, state)
        state.apply_action(outcome)
        comparison.chance.append(outcome)

    try:
        comparison.options = dict(corr.options(params))
        if corr.deal_options is not None:
            comparison.options.update(corr.deal_options(comparison.chance))
        run.deal = corr.deal(comparison.chance)
        session = (game or load_game(corr.tricktaker)).new_session(
            options=comparison.options, seed=seed, deals=[run.deal]
        )
    except Exception as exc:
        raise run.fail(f"tricktaker cannot start the game: {exc!r}") from exc
    deck = session.deck
    comparison.session = session

    step = 0
    while True:
        over, terminal = session.is_over, state.is_terminal()
        if over or terminal:
            if over != terminal:
                ended, going = ("tricktaker", "OpenSpiel") if over else ("OpenSpiel", "tricktaker")
                details = [f"OpenSpiel legal: {_openspiel_texts(state)}"] if not terminal else []
                if not over:
                    details.append(f"tricktaker legal: {_tricktaker_texts(session, corr)}")
                raise run.fail(f"{ended} is over, {going} is not", details, step + 1)
            break
        step += 1
        if not state.is_player_node():
            raise run.fail(
                "OpenSpiel is at a chance or simultaneous node after the deal, which this "
                "harness does not compare",
                step=step,
            )
        player = int(state.current_player())
        try:
            expected = corr.player(session)
        except Exception as exc:
            raise run.fail(f"tricktaker raised {exc!r}", step=step) from exc
        if player != expected:
            raise run.fail(
                f"OpenSpiel's player to act is {player}, tricktaker's {expected}",
                [
                    f"OpenSpiel legal: {_openspiel_texts(state)}",
                    f"tricktaker legal: {_tricktaker_texts(session, corr)}",
                ],
                step,
            )
        ids = sorted(int(a) for a in state.legal_actions())
        try:
            legal = list(session.legal_actions())
            by_id: dict[int, Action] = {}
            unmapped: list[Action] = []
            twice: list[str] = []
            for action in legal:
                found = corr.actions.openspiel_id(deck, action)
                if found is None:
                    unmapped.append(action)
                elif found in by_id:
                    twice.append(f"{_text(session, by_id[found])} and {_text(session, action)}")
                else:
                    by_id[found] = action
        except Exception as exc:
            raise run.fail(f"tricktaker raised {exc!r}", step=step) from exc
        if unmapped or twice or set(by_id) != set(ids):
            details = [
                f"seat {player} to act",
                f"OpenSpiel legal ({len(ids)}): {_openspiel_texts(state)}",
                f"tricktaker legal ({len(legal)}): {_tricktaker_texts(session, corr)}",
            ]
            only_os = [i for i in ids if i not in by_id]
            only_tt = sorted(i for i in by_id if i not in set(ids))
            if only_os:
                details.append(
                    "only OpenSpiel: " + " ".join(_openspiel_text(state, i) for i in only_os)
                )
            if only_tt:
                details.append(
                    "only tricktaker: " + " ".join(_text(session, by_id[i]) for i in only_tt)
                )
            if unmapped:
                details.append("no OpenSpiel id: " + " ".join(_text(session, a) for a in unmapped))
            if twice:
                details.append("the same OpenSpiel id: " + "; ".join(twice))
            raise run.fail("the legal actions differ", details, step)
        chosen = from_history(ids)
        if chosen is None:
            chosen = choose(rng, ids) if decide is None else decide(session, state, ids)
        if chosen not in by_id:
            raise run.fail(f"the decision {chosen} is not a legal action id", step=step)
        action = by_id[chosen]
        comparison.steps.append(
            Step(
                seat=player,
                legal=len(ids),
                action=chosen,
                openspiel_text=str(state.action_to_string(player, chosen)),
                tricktaker_text=_text(session, action),
            )
        )
        try:
            session.apply(action)
        except Exception as exc:
            raise run.fail(f"tricktaker raised {exc!r} applying it", step=step) from exc
        state.apply_action(chosen)

    theirs = [float(r) for r in state.returns()]
    try:
        ours = [float(r) for r in corr.returns(session)]
    except Exception as exc:
        raise run.fail(f"tricktaker gives no returns: {exc!r}", step=step) from exc
    if not _close(theirs, ours):
        raise run.fail(
            "the returns differ",
            [f"OpenSpiel returns: {theirs}", f"tricktaker returns: {ours}"],
            step,
        )
    comparison.returns = ours
    if corr.scores is not None:
        their_scores = corr.scores(state)
        if their_scores is not None:
            totals = [float(s) for s in session.scores]
            if not _close([float(s) for s in their_scores], totals):
                raise run.fail(
                    "the scores differ",
                    [f"OpenSpiel scores: {list(their_scores)}", f"tricktaker scores: {totals}"],
                    step,
                )
            comparison.scores = totals
    for final in corr.finals:
        theirs_final = final.openspiel(state)
        try:
            ours_final = final.tricktaker(session)
        except Exception as exc:
            raise run.fail(f"tricktaker raised {exc!r} reading {final.name}", step=step) from exc
        if theirs_final != ours_final:
            raise run.fail(
                f"{final.name} differs",
                [f"OpenSpiel: {theirs_final!r}", f"tricktaker: {ours_final!r}"],
                step,
            )
        comparison.finals[final.name] = ours_final
    return comparison


def _text(session: Session, action: Action) -> str:
    try:
        return session.format_action(action)
    except Exception:
        return repr(action)


def _tricktaker_texts(session: Session, corr: Correspondence) -> str:
    """The legal actions as text, each with its OpenSpiel id (``?`` for none), by id."""
    out = []
    for action in session.legal_actions():
        try:
            found = corr.actions.openspiel_id(session.deck, action)
        except Exception:
            found = None
        key = math.inf if found is None else found
        out.append((key, f"{_text(session, action)}={'?' if found is None else found}"))
    return " ".join(text for _, text in sorted(out, key=lambda pair: pair[0]))


def _openspiel_text(state: Any, action: int) -> str:
    return f"{state.action_to_string(state.current_player(), action)}={action}"


def _openspiel_texts(state: Any) -> str:
    return " ".join(_openspiel_text(state, a) for a in state.legal_actions())
