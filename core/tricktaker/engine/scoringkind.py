"""Scoring kinds as registered, self-validating pieces (issue 45).

A ``[scoring]`` table names its *scoring kind* (``kind = "exact_bid"``); its other keys are that
kind's settings. Each kind is declared by a :class:`ScoringKind`, returned by the
``scoring_kinds`` hook: its name, its settings model, what it needs an earlier phase to have
made, its scorer, the state parts it keeps and a one-line summary. The core's four kinds
(``exact_bid``, ``point_trick``, ``contract``, ``card_penalty``: see
:mod:`tricktaker.mechanics.scoring`) are declared exactly as a plugin declares its own.

When a game loads, its ``[scoring]`` table is validated against the kinds of the default plugins
and the game's plugins (:mod:`tricktaker.engine.scorers` gives the validation context of
:func:`tricktaker.rules.parse_rules`): an unknown kind (naming the kinds allowed), an unknown key
or a bad value is refused then, naming the file and the field; the score phase's needs are
checked with the other phases'. When a game is compiled, its kind's scorer is bound to the
validated table once: scoring a hand is then one plain call.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Literal, cast

from pydantic import BaseModel, Field, create_model

from tricktaker.rules.scoring import ScoringTable, kind_of, scoring_field

if TYPE_CHECKING:
    from tricktaker.engine.game import CompiledGame
    from tricktaker.engine.state import State
    from tricktaker.engine.visibility import Part
    from tricktaker.rules import RulesFile

Scorer = Callable[["CompiledGame", "State", Any], list[int]]
"""``score(game, state, table)``: each seat's points for the hand just played, by the validated
``[scoring]`` table (an instance of the kind's settings model, with its ``kind``). It may write
the points' items with :func:`tricktaker.itemize`; whatever they leave unexplained is one more
item."""

BoundScorer = Callable[["CompiledGame", "State"], list[int]]
"""A scorer bound to the table of a compiled game: ``score(game, state)``."""

KIND_NAME = re.compile(r"[a-z][a-z0-9_]{0,39}")
"""A scoring kind's name: lower-case letters, digits and ``_``, starting with a letter."""


@dataclass(frozen=True)
class ScoringKind:
    """A scoring kind's declaration: the ``[scoring]`` table it reads and how it scores a hand.

    Return a list of these from the ``scoring_kinds`` hook (the core's kinds and a plugin's
    alike)::

        from pydantic import Field
        from tricktaker import Model, ScoringKind, hookimpl, itemize


        class PerTrick(Model):
            \"\"\"A point per trick taken.\"\"\"

            points: int = Field(1, description="Points for each trick taken.")


        def score_per_trick(game, state, table):
            scores = [table.points * tricks for tricks in state.tricks_won]
            itemize(state, "tricks", scores, always=True)
            return scores


        @hookimpl
        def scoring_kinds():
            return [
                ScoringKind(
                    kind="per_trick",
                    settings=PerTrick,
                    score=score_per_trick,
                    needs=("tricks",),
                    summary="A point per trick taken.",
                )
            ]

    A rules file then scores by it with ``[scoring]`` ``kind = "per_trick"`` and
    ``points = 2``: the settings are validated by ``settings`` when the game loads (an unknown
    key, a bad value, or no phase before the score that makes what ``needs`` names refuses the
    file then, naming the field), and the scorer is bound to them once per compiled game.
    """

    kind: str
    """The name a ``[scoring]`` table gives in ``kind``: lower-case letters, digits and ``_``."""
    score: Scorer
    """The scorer (see :data:`Scorer`): called once per hand, with the validated table."""
    summary: str
    """One line for the docs and ``tricktaker rules``: how this kind scores a hand."""
    settings: type[BaseModel] | None = None
    """The model of the table's other keys (a :class:`~tricktaker.rules.Model`: frozen, no
    unknown field); None: the table holds ``kind`` alone. A model with a ``kind`` field whose
    default is this kind's name (the core's tables) is the table itself."""
    needs: tuple[str, ...] = ()
    """What an earlier phase must have made for this kind to score: ``"bids"``,
    ``"contract"``, ``"maker"``, ``"winner"``, ``"tricks"`` (the products of the mechanics,
    :class:`~tricktaker.engine.mechanic.Mechanic`)."""
    parts: tuple[type[Part], ...] = ()
    """The state parts the scoring keeps (e.g. points held over from hand to hand), each field
    with its visibility declared."""
    table: type[ScoringTable] = field(init=False, repr=False, compare=False)
    """The model a ``[scoring]`` table of this kind is validated by: ``settings`` with the
    ``kind`` field and ``needs`` (made when the declaration is)."""

    def __post_init__(self) -> None:
        if not isinstance(self.kind, str) or not KIND_NAME.fullmatch(self.kind):
            raise ValueError(
                f"scoring kind {self.kind!r}: a name of lower-case letters, digits and '_', "
                "starting with a letter, at most 40 characters"
            )
        if not callable(self.score):
            raise ValueError(f"scoring kind {self.kind!r}: score must be a function")
        settings = self.settings
        if settings is not None:
            config = settings.model_config if isinstance(settings, type) else {}
            if not (isinstance(settings, type) and issubclass(settings, BaseModel)) or (
                config.get("extra") != "forbid" or not config.get("frozen")
            ):
                raise ValueError(
                    f"scoring kind {self.kind!r}: settings must be a tricktaker.Model "
                    "(a pydantic model, frozen, with no unknown fields)"
                )
        object.__setattr__(self, "table", self._table())

    def _table(self) -> type[ScoringTable]:
        settings = self.settings
        if settings is not None and "kind" in settings.model_fields:
            if not issubclass(settings, ScoringTable) or kind_of(settings) != self.kind:
                raise ValueError(
                    f"scoring kind {self.kind!r}: its settings model has a 'kind' field; "
                    f"give it the default {self.kind!r} (or leave the field out)"
                )
            if tuple(settings.needs) != tuple(self.needs):
                raise ValueError(
                    f"scoring kind {self.kind!r}: needs {self.needs} but its table says "
                    f"{settings.needs}"
                )
            return settings
        bases: tuple[type[BaseModel], ...] = (ScoringTable,)
        if settings is not None:
            bases = (settings, ScoringTable)
        kind_type: Any = cast("Any", Literal)[self.kind]  # the one value this table's kind takes
        made = create_model(
            settings.__name__ if settings is not None else f"{self.kind}_table",
            __base__=bases,
            __module__=settings.__module__ if settings is not None else __name__,
            __doc__=(settings.__doc__ if settings is not None else None) or self.summary,
            kind=(kind_type, Field(self.kind, description=f"Selects this scoring: {self.summary}")),
        )
        table = cast("type[ScoringTable]", made)
        table.needs = tuple(self.needs)
        return table


@dataclass(frozen=True)
class ScoringKinds:
    """The scoring kinds a game's rules may use: by name, each with the plugin that
    registered it."""

    by_kind: Mapping[str, ScoringKind]
    owners: Mapping[str, str]

    @property
    def tables(self) -> dict[str, type[ScoringTable]]:
        """The table model of each kind, by name (what :func:`scoring_context` gives)."""
        return {name: kind.table for name, kind in self.by_kind.items()}


def rules_model(kinds: ScoringKinds) -> type[RulesFile]:
    """The rules model whose ``scoring`` is a table of one of ``kinds`` (its JSON Schema: the
    union of their tables by ``kind``): what ``schemas/rules.schema.json`` is made from, with
    the kinds of the default plugins."""
    from tricktaker.rules import RulesFile

    tables = tuple(kind.table for kind in kinds.by_kind.values())
    base = RulesFile.model_fields["scoring"]
    model = create_model(
        "RulesFile",
        __base__=RulesFile,
        __module__=RulesFile.__module__,
        __doc__=RulesFile.__doc__,
        scoring=(
            scoring_field(tables),
            Field(None, title=base.title, description=base.description),
        ),
    )
    return cast("type[RulesFile]", model)
