"""The interface of a hand phase.

A hand is a list of phases named in the rules file (``phases = ["deal", "bidding", "play",
"score"]``); the ``phase_handler`` hook returns one :class:`Phase` per name when the session is
built. Handlers hold no game state (that is all in
:class:`~tricktaker.engine.state.State`), only what
they resolved once for the session, so a cloned session shares them.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, TypeVar

from tricktaker.errors import RulesError

if TYPE_CHECKING:
    from tricktaker.actions import Action
    from tricktaker.engine.session import Session
    from tricktaker.engine.state import State
    from tricktaker.engine.visibility import Part


class Phase:
    """One phase of a hand. Subclasses override what they need."""

    name = "phase"
    parts: tuple[type[Part], ...] = ()
    """The state this phase keeps (in ``state.parts[cls.key]``), each field declared."""

    def bind(self, game: CompiledGame) -> None:
        """Resolve per-session functions (called once, when the session is built)."""

    def start(self, game: CompiledGame, state: State) -> bool:
        """Begin the phase; set ``state.to_move``. Return True if it is already complete
        (automatic phases such as dealing and scoring do all their work here)."""
        return True

    def legal_actions(self, game: CompiledGame, state: State) -> list[Action]:
        """The actions ``state.to_move`` may take now."""
        return []

    def apply(self, game: CompiledGame, state: State, action: Action) -> bool:
        """Apply a legal action of ``state.to_move``; return True when the phase is complete."""
        raise NotImplementedError(f"phase {self.name!r} takes no actions")

    def accepts(self, game: CompiledGame, state: State, action: Action) -> bool:
        """Whether an action not in ``legal_actions()`` is legal all the same (e.g. several
        discards at once, which would be too many to list). Default: no."""
        return False

    def why_illegal(self, game: CompiledGame, state: State, action: Action) -> str:
        """Words for the player: why ``action`` is not allowed now."""
        return "that is not a legal action now"

    def prompt(self, game: CompiledGame, state: State) -> str:
        """What the seat to act is asked for, in a few words (``bid 0-3``, ``card``)."""
        return "move"

    def parse(self, game: CompiledGame, state: State, text: str) -> Action:
        """Read an action typed or recorded as ``text`` in this phase's vocabulary."""
        from tricktaker.errors import NotationError

        raise NotationError(f"nothing to do in the {self.name} phase")

    def format(self, game: CompiledGame, action: Action) -> str:
        """The canonical text of ``action`` (what records store)."""
        return repr(action)

    def hidden_text(self, game: CompiledGame, action: Action) -> str | None:
        """How ``action`` is shown to the other seats when its content is secret (e.g.
        ``discards 2 cards``); None when everybody sees it."""
        return None


PhaseFactory = Callable[[str, "Session"], Phase]
"""Builds the phase named ``name`` of a session (``factory(name, session)``): what a mechanic
registers for each phase kind it provides (the ``phase_kinds`` hook)."""

Spec = TypeVar("Spec")


def require(game: CompiledGame, name: str, spec: Spec | None, table: str) -> Spec:
    """The rules table ``spec`` that phase ``name`` needs; a :class:`RulesError` naming the
    game and the missing table if the rules have none."""
    if spec is None:
        raise RulesError(f"{game.game_id}: the phase {name!r} needs a [{table}] table")
    return spec
