"""Trick rules: a trick phase is the list of named pieces its contributors give.

Every contributor (the core's trick mechanics, each game plugin, a variant's, a session's) answers
the broadcast hook ``trick_rules(game, phase)`` with a list of :class:`TrickRule` objects. Each
is one named piece of the phase: a legality :class:`~tricktaker.engine.legality.Rule` (with the
words a player reads when it refuses a card), a :class:`~tricktaker.mechanics.tricks.TrickEffect`
(what the phase does besides legality, with the state it keeps), the trick winner or the
effective cards. The lists are merged in registration order (the core's first, then the game's
plugins, its variants', a session's), each item adding a piece, replacing one by name
(``replaces=True``) or removing one (``remove=True``), so a plugin changes one piece without
subclassing the phase or rebuilding the core's list.

The merged list is resolved **once per compiled game**, when the phase is bound
(:func:`resolve_trick_rules`): the effective cards first, then each piece's rule, effect and
winner, built from the phase's settings. A piece whose builder answers None is not in force in
this phase (its setting is off). The phase then keeps plain functions: no hook is called per
card, and the legal cards are what the rules, sorted by ``order``, leave.

The core's pieces (:func:`tricktaker.mechanics.play.core_trick_rules`), in order:

==================== ===== ======================================================================
name                 order in force when (``[play]`` or ``[tricks.NAME]``)
==================== ===== ======================================================================
``effective_cards``  0     always: each card's effective suit and rank per trump value
``first_lead``       10    ``first_lead_card``: the rule and who holds the card (an effect)
``announce``         15    ``[play.announce]``: an announcement made with a card (an effect)
``names_suit``       16    ``extras = "names_suit"``: a suitless card led without trumps names
                           the suit led (an effect: the legal forms and the named suit)
``lead_ban``         20    ``extras = "group"``: the ban and its record (a rule and an effect)
``unbroken_lead``    30    ``no_lead_until_broken``: the rule and the broken suits (an effect)
``follow_by_group``  40    ``extras = "group"``; conflicts with the three below
``follow_suit``      40    ``follow_suit`` (without ``extras = "group"``; with ``"names_suit"``
                           a suitless card led makes the named suit the suit to follow)
``must_trump``       50    ``must_trump``
``must_overtrump``   60    ``must_overtrump``
``first_trick_barred`` 70  ``first_trick_barred``
``draw_after_trick`` 80    ``draw_after_trick`` (an effect; it may end the phase)
``exposed_partner``  90    ``exposed_partner`` (an effect)
``contract_play``    95    a ``ladder`` auction with a misère or exposed special bid: a misère
                           ends at the declarer's first trick; the declarer's hand is exposed
                           after ``exposed_after`` tricks (an effect; it may end the phase)
``trick_winner``     100   always: the highest trump, else the highest card of the suit led
                           (by group with ``extras = "group"``; with ``"names_suit"`` a suitless
                           card wins without trumps); equal cards: the first played
==================== ===== ======================================================================

The cards in the seat's hand are the source of every trick phase's rules, always first; they are
no piece (nothing can replace them). **Ties** between equal cards (two copies of a card in a
twin pack) are the trick winner's: :func:`~tricktaker.mechanics.play.highest_card_wins` takes
``ties="first"`` (the
default: the first played of equal cards wins) or ``ties="last"``; a game replaces the
``trick_winner`` piece to change it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any, TypeVar, cast

from tricktaker.actions import NO_TRUMP
from tricktaker.cards import EffectiveCards
from tricktaker.engine.boundary import (
    card_list,
    effective_cards_problem,
    guard_call,
    guard_rule,
    guard_winner,
    wrong,
)
from tricktaker.engine.legality import Rule, Rules
from tricktaker.errors import PluginError, RulesError

if TYPE_CHECKING:
    from tricktaker.cards import Deck
    from tricktaker.engine.game import CompiledGame
    from tricktaker.engine.hookspecs import TrickWinner
    from tricktaker.rules import PlaySpec

T = TypeVar("T")

Tables = dict[int, EffectiveCards]
"""The effective cards for each trump value (``NO_TRUMP`` and each suit index)."""


def suits_by_trump(tables: Tables) -> list[tuple[int, ...]]:
    """The effective suits as a list indexed by the trump value, ``NO_TRUMP`` (-1) being the
    last entry: ``suits[state.trump]`` is one list index on the hot path."""
    return [t.suit_of for t in _by_trump(tables)]


def ranks_by_trump(tables: Tables) -> list[tuple[int, ...]]:
    """The effective ranks, indexed as :func:`suits_by_trump`."""
    return [t.rank_of for t in _by_trump(tables)]


def _by_trump(tables: Tables) -> list[EffectiveCards]:
    plain = tables[NO_TRUMP]
    return [tables.get(t, plain) for t in range(max(tables) + 1)] + [plain]


def _ready(value: Any) -> bool:
    """Whether a piece's ``rule`` or ``effect`` is given ready (a ``Rule``, a ``TrickEffect``:
    neither is callable) rather than as a builder of the setup."""
    return not callable(value)


class TrickSetup:
    """What a trick rule is built from, once per compiled game and trick phase.

    ``game`` (the compiled game: its rules, options, deck and sides are ready), ``phase`` (the
    trick phase's name: ``"play"`` or a ``[tricks.NAME]`` phase), ``spec`` (that phase's rules
    table, a ``PlaySpec``: the settings the core's pieces read), ``deck``; once the effective
    cards are built, ``tables`` (``{trump: EffectiveCards}``), and ``suits`` and ``ranks``: each
    card's effective suit and rank as lists indexed by the trump value, ``suits[state.trump]``
    (``NO_TRUMP`` is the last entry, so index -1 works), one list index on the hot path.
    """

    __slots__ = ("_tables", "deck", "game", "phase", "ranks", "spec", "suits")

    def __init__(self, game: CompiledGame, phase: str) -> None:
        self.game = game
        self.phase = phase
        self.spec: PlaySpec = game.rules.trick_spec(phase)
        self.deck: Deck = game.deck
        self._tables: Tables | None = None
        self.suits: list[tuple[int, ...]] = []
        self.ranks: list[tuple[int, ...]] = []

    @property
    def tables(self) -> Tables:
        """The effective cards (the ``effective_cards`` piece's), for each trump value."""
        if self._tables is None:
            raise RulesError(
                f"{self.game.id}: trick phase {self.phase!r}: the effective cards are read "
                "before they are built (only the pieces after them may read them)"
            )
        return self._tables

    def set_tables(self, tables: Tables) -> None:
        """Set the effective cards (by :func:`resolve_trick_rules`, once)."""
        self._tables = tables
        self.suits = suits_by_trump(tables)
        self.ranks = ranks_by_trump(tables)


Built = Callable[[TrickSetup], T | None]
"""A builder: ``build(setup)`` returns the piece's object for this phase, or None when the
piece is not in force here (its setting is off)."""


@dataclass(frozen=True)
class TrickRule:
    """One named piece of a trick phase, contributed through the ``trick_rules`` hook.

    :param name: the piece's name (``follow_suit``, ``no_heart_lead``): the key by which another
        contributor replaces or removes it, and the rule's name in tests.
    :param order: where the piece acts: the rules narrow the cards, and the effects act, in
        increasing ``order`` (equal orders keep the order of contribution). A replacing piece
        without an order takes the one it replaces. The core's orders: see
        :mod:`tricktaker.mechanics.trickrules`.
    :param rule: a legality ``Rule`` over cards, or a builder of one (``rule(setup)``; None:
        not in force). Its ``narrow(state, seat, cards)`` keeps the cards it allows among
        those the rules before it left (returning them unchanged when it lapses, and never an
        empty list), its ``explain(state, seat, card)`` gives the player's words for a card it
        drops: they are what ``IllegalAction`` says.
    :param effect: a ``tricktaker.TrickEffect``, or a builder of one: what the phase does besides
        legality.
    :param winner: a builder of the trick-winner function ``winner(state)`` (the position in
        ``state.trick`` of the winning card). Exactly one piece in force gives it.
    :param effective_cards: a builder of the effective cards, ``{trump: EffectiveCards}`` (see
        ``tricktaker.EffectiveCards``), built before every other piece. Exactly one piece in
        force gives them.
    :param conflicts: the names of pieces that cannot be in force in the same phase as this one:
        both in force is a ``RulesError`` when the game is compiled, naming both.
    :param replaces: this piece replaces the piece of the same name contributed before it (it
        is an error if there is none).
    :param remove: this item removes the piece of its name contributed before it (it is an
        error if there is none); it carries nothing else.
    :param by: who contributed the piece (the plugin's name, or ``core``): set by the engine,
        shown in messages.

    A builder may check its settings and raise ``RulesError`` (or ``ValueError``) saying what
    is wrong; the message is given naming the game, the phase and the piece.
    """

    name: str
    order: int | None = None
    rule: Rule[int] | Built[Rule[int]] | None = None
    effect: Any = None
    winner: Built[TrickWinner] | None = None
    effective_cards: Built[Tables] | None = None
    conflicts: tuple[str, ...] = ()
    replaces: bool = False
    remove: bool = False
    by: str = "core"

    def guarded_by(self, plugin: str) -> TrickRule:
        """This piece as ``plugin`` contributed it (the engine calls it on a plugin's answer):
        named after the plugin, each of its functions guarded, so that an exception or an
        answer of the wrong kind is a ``PluginError`` naming the plugin and the piece."""
        where = f"trick_rules (its trick rule {self.name!r})"
        rule = self.rule
        if isinstance(rule, Rule):
            rule = guard_rule(plugin, "trick_rules", rule, False, card_list)
        elif rule is not None:
            rule = _guarded_rule_builder(plugin, where, rule)
        effect = self.effect
        if effect is not None and not _ready(effect):
            effect = _guarded_builder(plugin, where, effect, _is_effect, "a TrickEffect")
        winner = self.winner
        if winner is not None:
            winner = _guarded_winner_builder(plugin, where, winner)
        cards = self.effective_cards
        if cards is not None:
            cards = _guarded_tables_builder(plugin, where, cards)
        return replace(
            self, rule=rule, effect=effect, winner=winner, effective_cards=cards, by=plugin
        )


def _guarded_rule_builder(plugin: str, where: str, build: Built[Rule[int]]) -> Built[Rule[int]]:
    made = _guarded_builder(plugin, where, build, _is_rule, "a Rule")

    def guarded(setup: TrickSetup) -> Rule[int] | None:
        rule = made(setup)
        return None if rule is None else guard_rule(plugin, "trick_rules", rule, False, card_list)

    return guarded


def _guarded_winner_builder(
    plugin: str, where: str, build: Built[TrickWinner]
) -> Built[TrickWinner]:
    made = _guarded_builder(plugin, where, build, callable, "a function")

    def guarded(setup: TrickSetup) -> TrickWinner | None:
        winner = made(setup)
        if winner is None:
            return None
        if not callable(winner):
            raise wrong(plugin, where, winner, "a trick-winner function")
        return guard_winner(plugin, f"{where}: its trick-winner function", winner)

    return guarded


def _guarded_tables_builder(plugin: str, where: str, build: Built[Tables]) -> Built[Tables]:
    made = _guarded_builder(plugin, where, build, _is_dict, "a dict of effective cards")

    def guarded(setup: TrickSetup) -> Tables | None:
        tables = made(setup)
        if tables is not None:
            expected = effective_cards_problem(tables, setup.deck)
            if expected is not None:
                raise wrong(plugin, where, tables, expected)
        return tables

    return guarded


def _is_rule(value: Any) -> bool:
    return isinstance(value, Rule)


def _is_effect(value: Any) -> bool:
    return all(callable(getattr(value, m, None)) for m in ("bind", "start", "played", "trick_done"))


def _is_dict(value: Any) -> bool:
    return isinstance(value, dict)


def _guarded_builder(
    plugin: str, where: str, build: Built[T], kind: Callable[[Any], bool], expected: str
) -> Built[T]:
    """A plugin's builder: its exceptions and an answer of the wrong kind name the plugin."""
    if not callable(build):
        raise wrong(plugin, where, build, f"{expected} or a function of the setup giving one")
    call = guard_call(plugin, where, build)

    def guarded(setup: TrickSetup) -> T | None:
        value = call(setup)
        if value is not None and not kind(value):
            raise wrong(plugin, where, value, f"{expected} (or None: not in force)")
        return cast("T | None", value)

    return guarded


class ResolvedTrick:
    """A trick phase's pieces, resolved for one compiled game: its effective cards, its
    legality rules (the source first), its effects and its trick winner, plain objects."""

    __slots__ = ("effects", "in_force", "rules", "tables", "winner")

    def __init__(
        self,
        tables: Tables,
        rules: Rules[int],
        effects: tuple[Any, ...],
        winner: TrickWinner,
        in_force: tuple[str, ...],
    ) -> None:
        self.tables = tables
        self.rules = rules
        self.effects = effects
        self.winner = winner
        self.in_force = in_force
        """The names of the pieces in force, in order."""


def merge_trick_rules(answers: Sequence[Sequence[TrickRule]], where: str) -> list[TrickRule]:
    """The phase's pieces: ``answers`` (each contributor's list, the core's first) merged in
    order, each item adding, replacing or removing a piece by name."""
    pieces: list[TrickRule] = []
    for answer in answers:
        for item in answer:
            if not isinstance(item, TrickRule):
                raise RulesError(f"{where}: {item!r} is not a TrickRule")
            index = next((i for i, p in enumerate(pieces) if p.name == item.name), None)
            if item.remove or item.replaces:
                if index is None:
                    verb = "removes" if item.remove else "replaces"
                    raise RulesError(
                        f"{where}: {item.by} {verb} the trick rule {item.name!r}, which no "
                        f"contributor before it adds (there are: {_names(pieces)})"
                    )
                if item.remove:
                    del pieces[index]
                else:
                    order = pieces[index].order if item.order is None else item.order
                    pieces[index] = replace(item, order=order)
                continue
            if index is not None:
                raise RulesError(
                    f"{where}: {item.by} adds the trick rule {item.name!r}, which "
                    f"{pieces[index].by} adds too (to change it, give replaces=True)"
                )
            if item.order is None:
                raise RulesError(f"{where}: {item.by}'s trick rule {item.name!r} has no order")
            pieces.append(item)
    return pieces


def _names(pieces: Sequence[TrickRule]) -> str:
    return ", ".join(p.name for p in pieces) or "none"


def resolve_trick_rules(game: CompiledGame, phase: str, source: Rule[int]) -> ResolvedTrick:
    """Ask every contributor (``trick_rules``), merge their pieces and build them for
    ``phase`` of ``game``: once per compiled game, when the phase is bound. ``source`` is the
    first rule (the cards in hand), before every piece's."""
    where = f"{game.id}: trick phase {phase!r}"
    answers = list(reversed(game.hook.trick_rules(game=game, phase=phase)))  # the core's first
    merged = merge_trick_rules(answers, where)
    pieces = [p for _, p in sorted(enumerate(merged), key=lambda ip: (ip[1].order or 0, ip[0]))]
    setup = TrickSetup(game, phase)
    made: list[tuple[TrickRule, Tables]] = []
    for piece in pieces:
        if piece.effective_cards is not None:
            tables = _build(piece, where, piece.effective_cards, setup)
            if tables is not None:
                made.append((piece, tables))
    _one(where, made, "the effective cards")
    setup.set_tables(made[0][1])
    rules: list[Rule[int]] = [source]
    effects: list[Any] = []
    winners: list[tuple[TrickRule, TrickWinner]] = []
    in_force: list[TrickRule] = []
    for piece in pieces:
        rule: Rule[int] | None
        if piece.rule is None or _ready(piece.rule):
            rule = cast("Rule[int] | None", piece.rule)
        else:
            rule = _build(piece, where, cast("Built[Rule[int]]", piece.rule), setup)
        effect = piece.effect
        if effect is not None and not _ready(effect):
            effect = _build(piece, where, effect, setup)
        winner = None if piece.winner is None else _build(piece, where, piece.winner, setup)
        if rule is not None:
            rules.append(rule)
        if effect is not None:
            effects.append(effect)
        if winner is not None:
            winners.append((piece, winner))
        if rule is not None or effect is not None or winner is not None or _has(made, piece):
            in_force.append(piece)
    _one(where, winners, "the trick winner")
    _check_conflicts(where, in_force)
    return ResolvedTrick(
        setup.tables, Rules(rules), tuple(effects), winners[0][1], tuple(p.name for p in in_force)
    )


def _has(made: Sequence[tuple[TrickRule, Any]], piece: TrickRule) -> bool:
    return any(p is piece for p, _ in made)


def _build(piece: TrickRule, where: str, build: Built[T], setup: TrickSetup) -> T | None:
    """``build(setup)``; a settings error of the piece is named with the game, the phase and
    the piece (a plugin's broken builder is a ``PluginError`` already, passed on)."""
    try:
        return build(setup)
    except PluginError:
        raise
    except (RulesError, ValueError) as exc:
        raise RulesError(f"{where}: trick rule {piece.name!r} ({piece.by}): {exc}") from exc


def _one(where: str, found: Sequence[tuple[TrickRule, Any]], what: str) -> None:
    if not found:
        raise RulesError(f"{where}: no trick rule in force gives {what}")
    if len(found) > 1:
        (a, _), (b, _) = found[0], found[1]
        raise RulesError(
            f"{where}: the trick rules {a.name!r} ({a.by}) and {b.name!r} ({b.by}) both give "
            f"{what}; replace or remove one"
        )


def _check_conflicts(where: str, in_force: Sequence[TrickRule]) -> None:
    for i, a in enumerate(in_force):
        for b in in_force[i + 1 :]:
            if b.name in a.conflicts or a.name in b.conflicts:
                raise RulesError(
                    f"{where}: the trick rules {a.name!r} ({a.by}) and {b.name!r} ({b.by}) "
                    "cannot be in force together; remove one"
                )
