"""One source of legality: a phase's rules narrow what a seat may do, and explain what they drop.

A phase that offers choices (cards, bids, calls) states its rules as an ordered list of
:class:`Rule` objects. Each rule takes the candidates the rules before it left and keeps those
it allows (``narrow``); when it drops an action, its ``explain`` gives the words a player reads.
The legal list is what is left after the last rule (:meth:`Rules.allowed`); the reason an action
is refused is the ``explain`` of the first rule that dropped it (:meth:`Rules.refusal`). Both
walk the same narrowing functions, so the message can never disagree with the legal list, and
the legal list never builds a text (as pokerkit's ``can_*`` is its ``verify_*`` in a ``try``,
but without raising for every candidate).

The first rule is the *source*: its ``narrow`` ignores what it is given and lists the
candidates (the cards in the hand, the ladder of bids); its ``explain`` covers what is not among
them ("you don't hold Q♠"). A rule that lapses ("unless the hand holds nothing else") returns
its input unchanged, so the order of the list is the obligation ladder itself.

Rules are plain functions built once per session; ``narrow`` runs on the hot path and must not
format text.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Generic, TypeVar

if TYPE_CHECKING:
    from tricktaker.engine.state import State

A = TypeVar("A")

Narrow = Callable[["State", int, list[A]], list[A]]
"""``narrow(state, seat, candidates)``: the candidates this rule allows (the same list object
when it allows them all). Must not modify ``candidates``."""

Explain = Callable[["State", int, A], str]
"""``explain(state, seat, action)``: why this rule drops ``action``, in a player's words."""


class Rule(Generic[A]):
    """One rule of a phase: what it allows, and why it refuses the rest."""

    __slots__ = ("explain", "name", "narrow")

    def __init__(self, name: str, narrow: Narrow[A], explain: Explain[A]) -> None:
        self.name = name
        """A short name for messages and tests (``follow_suit``, ``lead_ban``)."""
        self.narrow = narrow
        self.explain = explain


class Rules(Generic[A]):
    """An ordered list of rules, the first being the source of the candidates."""

    __slots__ = ("narrows", "rules")

    def __init__(self, rules: Sequence[Rule[A]]) -> None:
        if not rules:
            raise ValueError("a phase's rules start with a source of candidates")
        self.rules = tuple(rules)
        self.narrows = tuple(rule.narrow for rule in self.rules)

    def allowed(self, state: State, seat: int) -> list[A]:
        """The actions ``seat`` may take: what the last rule leaves."""
        candidates: list[A] = []
        for narrow in self.narrows:
            candidates = narrow(state, seat, candidates)
        return candidates

    def refusal(self, state: State, seat: int, action: A) -> str | None:
        """Why ``seat`` may not take ``action``: the words of the first rule that drops it;
        None when no rule does (the action is legal)."""
        candidates: list[A] = []
        for rule in self.rules:
            candidates = rule.narrow(state, seat, candidates)
            if action not in candidates:
                return rule.explain(state, seat, action)
        return None

    def dropped_by(self, state: State, seat: int, action: A) -> str | None:
        """The name of the rule that drops ``action`` (None if it is legal): for tests."""
        candidates: list[A] = []
        for rule in self.rules:
            candidates = rule.narrow(state, seat, candidates)
            if action not in candidates:
                return rule.name
        return None
