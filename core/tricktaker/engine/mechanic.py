"""Self-describing mechanics: what each phase kind declares, one registry of them, and the rules
checked against it when a game loads (issue 45).

A *mechanic* provides one phase kind. It declares it with a :class:`Mechanic`, returned by the
``mechanics`` hook: the kind, the factory that builds its phase, its settings model and where the
settings live (a core table of the rules file, or ``[mechanics.NAME]``), what it needs (made by
an earlier phase, a part it reads, a deck feature), what it makes, and a one-line summary for the
docs. The core's mechanics declare themselves exactly as a plugin's do.

When a game loads, its rules (and the rules of every option value) are checked against the
mechanics of the default plugins and the game's own plugins (:func:`check_mechanics`): every
phase of a kind somebody registers, in a working order, each given what it needs; every
``[mechanics.NAME]`` table validated by its mechanic's model. A bad file is refused then, once,
naming the file, the field and what is allowed, never in the middle of a hand. The same
declarations feed the JSON Schema of the rules (:func:`mechanics_schema`), ``tricktaker rules``
and the reference pages (:func:`registered_mechanics`).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from pydantic import ValidationError

from tricktaker.errors import PluginError
from tricktaker.rules.base import Model
from tricktaker.rules.playable import Setting, Table, Unplayable, check_counts, check_phases

if TYPE_CHECKING:
    from tricktaker.engine.game import PhaseFactory
    from tricktaker.rules import RulesFile

NeedsOf = Callable[["RulesFile", str], Iterable[tuple[str, str]]]
"""``needs_of(rules, name)``: what the phase ``name`` needs made before it, by its settings,
as (product, the field that asks for it) pairs, e.g.
``("contract", "play.trumps = 'contract'")``."""

CheckOf = Callable[["RulesFile", str], None]
"""``check(rules, name)``: a combination of settings that cannot work raises ``ValueError`` (its
message starts with the field)."""

CountOf = Callable[["RulesFile", str, Table, Setting], Iterable[Table]]
"""``count(rules, name, table, setting)``: the cards after the phase ``name`` from the cards
before it (:class:`~tricktaker.rules.playable.Table`): one table, or one for each way the phase
may go. Raise ``ValueError`` when the cards cannot work (more to pass than a hand holds)."""


@dataclass(frozen=True)
class Mechanic:
    """A mechanic's declaration: one phase kind, how it is built and what it needs.

    Return a list of these from the ``mechanics`` hook (core and plugins alike)::

        from pydantic import Field
        from tricktaker import Mechanic, Model, ScorePhase, hookimpl, mechanic_settings


        class Bonus(Model):
            per_trick: int = Field(1, description="Points for each trick taken.")


        @hookimpl
        def mechanics():
            return [
                Mechanic(
                    kind="bonus_score",
                    build=lambda name, game: ScorePhase(),
                    settings=Bonus,  # checked when the game loads: [mechanics.NAME]
                    needs=("tricks",),
                    makes=("score",),
                    summary="Scores a point per trick taken.",
                )
            ]

    A phase is of this kind when the rules name it in ``phases`` with ``kind = "bonus_score"``
    in its ``[mechanics.NAME]`` table (or is named ``bonus_score``). Its settings are the other
    keys of that table, validated by ``settings`` when the game loads: an unknown key or a bad
    value refuses the file then, naming ``mechanics.NAME.KEY`` and what is allowed. The phase
    reads them with :func:`~tricktaker.rules.mechanic_settings`.
    """

    kind: str
    """The phase kind (``rules.kind_of(name)``): letters, digits and ``_``."""
    build: PhaseFactory
    """``factory(name, game)``: the :class:`~tricktaker.engine.game.Phase` of a phase of this
    kind, built once per compiled game."""
    summary: str
    """One line for the docs and ``tricktaker rules``: what a phase of this kind does."""
    settings: type[Model] | None = None
    """The model of its settings (a :class:`~tricktaker.rules.Model`: frozen, no unknown
    field); None: it takes none."""
    table: str | None = None
    """Where the settings live: the name of a core table of the rules file (``"draw"`` for
    ``[draw]``, required when a phase of the kind is played); None: ``[mechanics.NAME]``."""
    needs: tuple[str, ...] = ()
    """What an earlier phase must have made, always. These are *products*, not phase kinds: a
    product is a word a mechanic puts in its ``makes`` (the core's: ``"deal"``, ``"bids"``,
    ``"contract"``, ``"maker"``, ``"winner"``, ``"tricks"``, ``"score"``), and a plugin may
    name its own (``makes=("hunter",)`` here, ``needs=("hunter",)`` there). A missing product
    refuses the rules when the game loads, naming the kind that makes it. Every kind but the
    deal's needs the deal."""
    makes: tuple[str, ...] = ()
    """What a phase of this kind leaves for the phases after it (see ``needs``)."""
    reads: tuple[str, ...] = ()
    """The keys of the state parts it reads that an earlier phase (or itself) keeps, e.g.
    ``("trump_selection",)``: checked when the game is compiled."""
    deck: tuple[str, ...] = ()
    """Deck features it needs (see :data:`DECK_FEATURES`): ``"widow"``, ``"turned_card"``,
    ``"rank_groups"``, ``"sequence_ranks"``, ``"sides_of_two"``."""
    needs_of: NeedsOf | None = None
    """What it needs depending on its settings (see :data:`NeedsOf`)."""
    check: CheckOf | None = None
    """Combinations of its settings that cannot work (see :data:`CheckOf`)."""
    count: CountOf | None = None
    """How the cards change through it (see :data:`CountOf`); None: the phase may move cards
    in ways nobody counts, so the cards are not counted after it."""
    words: Mapping[str, str] = field(default_factory=dict)
    """What each product it makes is, in words, for messages (e.g. ``{"bids": "the bids"}``)."""

    @property
    def where(self) -> str:
        """The table of its settings, as written in a rules file (``[mechanics.NAME]`` for a
        plugin's kind)."""
        return f"[{self.table}]" if self.table is not None else "[mechanics.NAME]"


DECK_FEATURES: dict[str, tuple[Callable[[RulesFile], bool], str]] = {
    "widow": (lambda r: r.deal.widow is not None, "a widow ([deal.widow])"),
    "turned_card": (lambda r: r.deal.turn_up != "none", "a turned card (deal.turn_up)"),
    "rank_groups": (lambda r: bool(r.deck.rank_groups), "rank groups (deck.rank_groups)"),
    "sequence_ranks": (lambda r: bool(r.deck.sequence_ranks), "deck.sequence_ranks"),
    "sides_of_two": (
        lambda r: bool(r.sides) and all(len(s.seats) == 2 for s in r.sides),
        "sides of two seats each ([[sides]], e.g. [0, 2], [1, 3])",
    ),
}
"""The deck (and table) features a mechanic may need: a test of the rules, and what it is."""

PRODUCT_WORDS = {
    "deal": "the cards dealt",
    "bids": "the bids",
    "contract": "the contract and its declarer",
    "maker": "the maker",
    "winner": "its winner",
    "tricks": "the tricks",
    "score": "the hand's score",
}
"""The products of the core's mechanics, in words."""


@dataclass(frozen=True)
class Mechanics:
    """The mechanics a game's rules are checked against: by kind, each with the plugin that
    registered it, and whether a game plugin builds phases by name (``phase_handler``), which
    may then be of a kind nobody registers."""

    by_kind: Mapping[str, Mechanic]
    owners: Mapping[str, str]
    handled: bool = False

    def words(self, product: str) -> str:
        for mechanic in self.by_kind.values():
            if product in mechanic.words:
                return mechanic.words[product]
        return PRODUCT_WORDS.get(product, f"the {product}")

    def makers(self, product: str) -> list[str]:
        return sorted(k for k, m in self.by_kind.items() if product in m.makes)


def collect_mechanics(game_id: str, pm: Any) -> Mechanics:
    """Every mechanic the plugins of ``pm`` register (the ``mechanics`` hook), in registration
    order; a kind registered twice, or an answer that is not a list of :class:`Mechanic`, is a
    :class:`PluginError` naming the plugin(s)."""
    from tricktaker.engine.plugins import is_default

    by_kind: dict[str, Mechanic] = {}
    owners: dict[str, str] = {}
    for impl in reversed(pm.hook.mechanics.get_hookimpls()):  # registration order
        provided = impl.function()
        if not isinstance(provided, list | tuple) or not all(
            isinstance(m, Mechanic) for m in provided
        ):
            raise PluginError(
                f"{game_id}: plugin {impl.plugin_name}, hook mechanics: returned "
                f"{type(provided).__name__}; expected a list of tricktaker.Mechanic"
            )
        for mechanic in provided:
            if mechanic.kind in owners:
                raise PluginError(
                    f"{game_id}: phase kind {mechanic.kind!r} is provided by both "
                    f"{owners[mechanic.kind]} and {impl.plugin_name}"
                )
            owners[mechanic.kind] = impl.plugin_name
            by_kind[mechanic.kind] = mechanic
    handled = any(
        not is_default(impl.plugin_name) for impl in pm.hook.phase_handler.get_hookimpls()
    )
    return Mechanics(by_kind, owners, handled)


# -- the rules, checked against the mechanics --------------------------------------------------


def check_mechanics(rules: RulesFile, mechanics: Mechanics, players: Iterable[int]) -> None:
    """The rules checked against ``mechanics``: the settings of each ``[mechanics.NAME]``
    (:func:`check_settings`), the phases in a working order each given what it needs
    (:func:`~tricktaker.rules.playable.check_phases`), and the cards counted through every hand
    for each of ``players`` (:func:`~tricktaker.rules.playable.check_counts`). A problem is a
    ``ValueError`` whose message starts with the field."""
    check_settings(rules, mechanics)
    check_phases(rules, mechanics.by_kind, mechanics.words, trusted=mechanics.handled)
    for name in rules.phases:
        mechanic = mechanics.by_kind.get(rules.kind_of(name))
        if mechanic is None:
            continue
        for feature in mechanic.deck:
            test, what = DECK_FEATURES[feature]
            if not test(rules):
                raise Unplayable(f"phases: {name!r} ({mechanic.kind}) needs {what}")
        if mechanic.check is not None:
            mechanic.check(rules, name)
    check_counts(rules, players, mechanics.by_kind)


def check_settings(rules: RulesFile, mechanics: Mechanics) -> None:
    """Every ``[mechanics.NAME]`` table names a phase of the rules, of a kind some mechanic
    registers, and holds only that mechanic's settings, valid by its model (a table of a phase
    a variant leaves out is checked too: an overlay cannot remove it); every phase whose
    settings live in ``[mechanics.NAME]`` is valid with them (defaults included). All the
    problems in one ``ValueError``, one line each: ``mechanics.NAME.KEY: what is wrong
    (allowed: ...)``."""
    problems: list[str] = []
    phases = ", ".join(rules.phases)
    for name, table in rules.mechanics.items():
        if not isinstance(table.get("kind", name), str):
            problems.append(f"mechanics.{name}.kind: a phase kind's name, a string")
            continue
        kind = rules.kind_of(name)
        mechanic = mechanics.by_kind.get(kind)
        if name not in rules.phases and mechanic is None:
            problems.append(
                f"mechanics.{name}: {name!r} is not a phase of the rules, nor its kind "
                f"{kind!r} a registered one; a [mechanics.NAME] table holds the settings of "
                f"the phase NAME (phases: {phases})"
            )
            continue
        if mechanic is None:
            continue  # check_phases names the kind nobody registers
        if mechanic.table is not None or mechanic.settings is None:
            extra = sorted(k for k in table if k != "kind")
            if extra:
                where = (
                    f"its settings are in [{mechanic.table}]"
                    if mechanic.table is not None
                    else "it takes no settings"
                )
                problems += [
                    f"mechanics.{name}.{key}: not a setting of the phase kind {kind!r}: "
                    f"{where} (allowed here: kind)"
                    for key in extra
                ]
    for name in dict.fromkeys([*rules.phases, *rules.mechanics]):  # a variant keeps a table
        mechanic = mechanics.by_kind.get(rules.kind_of(name))
        if mechanic is None or mechanic.table is not None or mechanic.settings is None:
            continue
        problems += settings_problems(rules, name, mechanic)
    if problems:
        raise Unplayable("\n  ".join(problems))


def settings_problems(rules: RulesFile, name: str, mechanic: Mechanic) -> list[str]:
    """The problems of the phase ``name``'s ``[mechanics.NAME]`` settings by ``mechanic``'s
    model, one line each naming ``mechanics.NAME.KEY`` and what is allowed."""
    model = mechanic.settings
    assert model is not None
    data = {k: v for k, v in rules.mechanics.get(name, {}).items() if k != "kind"}
    try:
        model.model_validate(data)
    except ValidationError as exc:
        allowed = ", ".join(["kind", *model.model_fields])
        out = []
        for error in exc.errors():
            where = ".".join(["mechanics", name, *(str(p) for p in error["loc"])])
            message = error["msg"].removeprefix("Value error, ")
            value = error["input"]
            if error["type"] == "extra_forbidden":
                message = f"not a setting of the phase kind {mechanic.kind!r} (allowed: {allowed})"
            elif error["type"] == "missing":
                value = None
            shown = isinstance(value, str | int | float | bool) and len(repr(value)) <= 80
            out.append(f"{where}: {message}" + (f" (got {value!r})" if shown else ""))
        return out
    return []


# -- one registry for the docs, the schema and the console ------------------------------------


def mechanics_schema(mechanics: Mapping[str, Mechanic]) -> dict[str, Any]:
    """The JSON Schema of the rules' ``mechanics`` table from the registered ``mechanics``: a
    table per phase, its ``kind`` one of the kinds, its other keys the settings of that kind."""
    variants: list[dict[str, Any]] = []
    defs: dict[str, Any] = {}
    for kind, mechanic in mechanics.items():
        if mechanic.table is not None:
            continue
        properties: dict[str, Any] = {"kind": {"const": kind, "type": "string"}}
        if mechanic.settings is not None:
            schema = mechanic.settings.model_json_schema(ref_template="#/$defs/{model}")
            defs.update(schema.pop("$defs", {}))
            properties.update(schema.get("properties", {}))
        variants.append(
            {
                "additionalProperties": False,
                "description": mechanic.summary,
                "properties": properties,
                "title": kind,
                "type": "object",
            }
        )
    out: dict[str, Any] = {
        "additionalProperties": {"anyOf": variants},
        "description": "Settings of phases whose mechanic reads [mechanics.NAME], by phase "
        "name: `kind` names the phase kind (default: the phase name); the other keys are that "
        "kind's settings, checked by its model when the game loads.",
        "type": "object",
    }
    if defs:
        out["$defs"] = defs
    return out
