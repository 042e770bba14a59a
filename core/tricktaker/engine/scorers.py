"""The scorers of a game: the scoring kinds its plugins register, collected and checked at the
boundary (a wrong answer is a :class:`~tricktaker.errors.PluginError` naming the plugin), the
validation context that checks a ``[scoring]`` table against them, and the kind's scorer bound
to the table once per compiled game (see :mod:`tricktaker.engine.scoringkind` for the
declaration itself, which the boundary checks answers against)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tricktaker.engine.boundary import CHECKS, describe
from tricktaker.engine.plugins import is_default
from tricktaker.engine.scoringkind import BoundScorer, ScoringKind, ScoringKinds
from tricktaker.errors import PluginError, RulesError, TrickTakerError
from tricktaker.rules.scoring import CONTEXT_KEY

if TYPE_CHECKING:
    from tricktaker.engine.game import CompiledGame
    from tricktaker.engine.state import State


def collect_scoring_kinds(game_id: str, pm: Any) -> ScoringKinds:
    """Every scoring kind the plugins of ``pm`` register (the ``scoring_kinds`` hook), in
    registration order; a kind registered twice, or an answer that is not a list of
    :class:`ScoringKind`, is a :class:`PluginError` naming the plugin(s)."""
    by_kind: dict[str, ScoringKind] = {}
    owners: dict[str, str] = {}
    for impl in reversed(pm.hook.scoring_kinds.get_hookimpls()):  # registration order
        try:
            provided = impl.function()
        except TrickTakerError:
            raise
        except Exception as exc:
            raise PluginError(
                f"{game_id}: plugin {impl.plugin_name}, hook scoring_kinds: raised "
                f"{type(exc).__name__}: {exc}"
            ) from exc
        expected = CHECKS["scoring_kinds"](provided, {})
        if expected is not None:
            raise PluginError(
                f"{game_id}: plugin {impl.plugin_name}, hook scoring_kinds: returned "
                f"{describe(provided)}; expected {expected}"
            )
        for kind in provided:
            if kind.kind in owners:
                raise PluginError(
                    f"{game_id}: scoring kind {kind.kind!r} is registered by both "
                    f"{owners[kind.kind]} and {impl.plugin_name}"
                )
            owners[kind.kind] = impl.plugin_name
            by_kind[kind.kind] = kind
    return ScoringKinds(by_kind, owners)


def scoring_context(kinds: ScoringKinds) -> dict[str, Any]:
    """The validation context that checks a ``[scoring]`` table against ``kinds`` (see
    :func:`tricktaker.rules.scoring.check_scoring`)."""
    return {CONTEXT_KEY: kinds.tables}


def resolve_scoring(
    game: CompiledGame, kinds: ScoringKinds
) -> tuple[ScoringKind | None, BoundScorer | None]:
    """The kind of the compiled game's ``[scoring]`` table and its scorer bound to the table,
    once per compiled game; (None, None) without a table (a game plugin's ``score_hand``
    scores). A plugin's scorer is checked at the boundary: an exception or a wrong result is a
    :class:`PluginError` naming the plugin and the kind."""
    table = game.rules.scoring
    if table is None:
        return None, None
    kind = kinds.by_kind.get(table.kind)
    if kind is None:  # validated against the game's kinds: only a session's own plugins differ
        allowed = ", ".join(repr(k) for k in sorted(kinds.by_kind))
        raise RulesError(
            f"{game.id}: scoring.kind: {table.kind!r} is not a scoring kind of the game's "
            f"plugins ({allowed})"
        )
    score = kind.score
    owner = kinds.owners[kind.kind]
    if is_default(owner):

        def bound(game: CompiledGame, state: State) -> list[int]:
            return score(game, state, table)

        return kind, bound

    where = f"plugin {owner}, scoring kind {kind.kind!r}"

    def checked(game: CompiledGame, state: State) -> list[int]:
        try:
            scores = score(game, state, table)
        except TrickTakerError:
            raise
        except (Exception, SystemExit) as exc:
            raise PluginError(f"{where}: raised {type(exc).__name__}: {exc}") from exc
        expected = CHECKS["score_hand"](scores, {"game": game})
        if expected is not None:
            raise PluginError(f"{where}: returned {describe(scores)}; expected {expected}")
        return scores

    return kind, checked
