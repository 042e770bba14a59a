"""The hooks: one registry hook for discovery, and the rule hooks of a game session.

Two projects, two markers, so a rule hook can never land in the registry by mistake:

* ``tricktaker`` (:data:`registry_hookimpl`): answered once per process by every installed
  plugin, to register its games.
* ``tricktaker.rules`` (:data:`hookimpl`): the phases of a hand. A session's plugin manager
  holds the core defaults (``trylast``), then the base game, then its variants, then the
  session's own plugins; it is immutable, and shared only by sessions with the same plugins
  (see :mod:`tricktaker.engine.manager`).

Hooks are sized by how often they run. Once per session: ``build_deck``, ``phase_handler`` and
the factories ``legal_plays_factory`` / ``trick_winner_factory`` that return plain functions for
the per-card rules. Once per hand or per bid: the rest. Every ``firstresult`` hook treats
``None`` as "no answer", so real answers are never ``None`` (no trump is ``NO_TRUMP``).
All hook arguments are keyword arguments.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pluggy

if TYPE_CHECKING:
    from tricktaker.actions import Action
    from tricktaker.cards import Deck
    from tricktaker.engine.phase import Phase
    from tricktaker.engine.registry import GameSpec
    from tricktaker.engine.session import Session
    from tricktaker.engine.state import State
    from tricktaker.rules import RulesFile

REGISTRY_PROJECT = "tricktaker"
RULES_PROJECT = "tricktaker.rules"

registry_hookspec = pluggy.HookspecMarker(REGISTRY_PROJECT)
registry_hookimpl = pluggy.HookimplMarker(REGISTRY_PROJECT)
hookspec = pluggy.HookspecMarker(RULES_PROJECT)
hookimpl = pluggy.HookimplMarker(RULES_PROJECT)

LegalPlays = Callable[["State", int], list[int]]
"""``legal(state, seat)``: the cards ``seat`` may play to the current trick."""
TrickWinner = Callable[["State"], int]
"""``winner(state)``: the position (0-based) in ``state.trick`` of the card that wins it."""


class RegistrySpecs:
    """Discovery: called once per process on every installed plugin."""

    @registry_hookspec
    def tricktaker_register_games(self, register: Callable[[GameSpec], None]) -> None:
        """Register this plugin's games by calling ``register(GameSpec(...))`` once per game.

        The host owns ``register``, so it can refuse a duplicate game id and name both plugins.
        """


class RuleSpecs:
    """The phases of a hand. Default implementations live in :mod:`tricktaker.engine.defaults`."""

    # -- once per session ----------------------------------------------------------------

    @hookspec(firstresult=True)
    def build_deck(self, rules: RulesFile) -> Deck:
        """Build the pack from the rules. Called once per session."""
        raise NotImplementedError

    @hookspec(firstresult=True)
    def phase_handler(self, name: str, session: Session) -> Phase | None:
        """Return the handler of the hand phase ``name`` (from ``rules.phases``).

        Called once per phase name when the session is built; the session fails at once if a
        phase has no handler.
        """

    @hookspec(firstresult=True)
    def legal_plays_factory(self, session: Session, phase: str) -> LegalPlays:
        """Return the function deciding which cards may be played (once per session and phase,
        and again when an observer is added to the session)."""
        raise NotImplementedError

    @hookspec(firstresult=True)
    def trick_winner_factory(self, session: Session, phase: str) -> TrickWinner:
        """Return the function deciding who wins a trick (once per session and phase, and again
        when an observer is added to the session)."""
        raise NotImplementedError

    @hookspec(firstresult=True)
    def hand_sizes(self, session: Session) -> list[int]:
        """The schedule: cards per player for each hand of the match (``[]``: no fixed schedule)."""
        raise NotImplementedError

    @hookspec(firstresult=True)
    def first_dealer(self, session: Session) -> int:
        """The seat that deals the first hand (uses ``session.rng``)."""
        raise NotImplementedError

    # -- once per hand -------------------------------------------------------------------

    @hookspec(firstresult=True)
    def deal(self, session: Session, state: State, pack: list[int]) -> bool:
        """Deal ``pack`` (top card first) into ``state``: hands, turned card, stock. Return True."""
        raise NotImplementedError

    @hookspec(firstresult=True)
    def trump_suit(self, session: Session, state: State) -> int:
        """The trump suit of the hand once dealt (``NO_TRUMP`` for none)."""
        raise NotImplementedError

    @hookspec(firstresult=True)
    def legal_bids(self, session: Session, state: State, seat: int) -> list[int]:
        """The numeric bids ``seat`` may make now (the hook lives here)."""
        raise NotImplementedError

    @hookspec(firstresult=True)
    def illegal_bid_reason(self, session: Session, state: State, seat: int, bid: int) -> str:
        """Why ``bid`` is not allowed for ``seat`` now, in words for the player (called for an
        illegal bid, and by the console to explain a typed one before refusing it)."""
        raise NotImplementedError

    @hookspec(firstresult=True)
    def first_leader(self, session: Session, state: State) -> int:
        """The seat that leads the first trick of a trick phase (once per trick phase: twice a
        hand in Draw Bridge)."""
        raise NotImplementedError

    @hookspec(firstresult=True)
    def score_hand(self, session: Session, state: State) -> list[int]:
        """Points each seat scores for the hand just played."""
        raise NotImplementedError

    @hookspec(firstresult=True)
    def next_dealer(self, session: Session, state: State) -> int:
        """The dealer of the next hand."""
        raise NotImplementedError

    @hookspec(firstresult=True)
    def match_over(self, session: Session, state: State) -> bool:
        """Whether the match ends after the hand just scored."""
        raise NotImplementedError

    @hookspec(firstresult=True)
    def winners(self, session: Session, state: State) -> list[int]:
        """The seats that win the finished match (several on a shared win)."""
        raise NotImplementedError

    @hookspec(firstresult=True)
    def hand_summary(self, session: Session, state: State) -> dict[str, Any]:
        """Game-specific facts of the hand for records and reports (e.g. ``{"bids": [...]}``)."""
        raise NotImplementedError

    @hookspec(firstresult=True)
    def basic_bot_choice(self, session: Session, seat: int, legal: list[Action]) -> Action | None:
        """A game's refinement of the ``basic`` bot: return the action it should take, or None
        to leave the decision to the generic rules. Sees only what any bot may: the session's
        public API (use ``session.observation(seat)``)."""

    @hookspec
    def game_stats(self, session: Session, result: dict[str, Any]) -> dict[str, list[float]]:
        """Statistics of a finished game for ``tricktaker simulate``: name -> one value per
        seat (averaged over the games of a run). Broadcast: every plugin's are merged."""
        raise NotImplementedError

    # -- presentation ----------------------------------------------------------------------

    @hookspec
    def display_lines(self, session: Session, state: State, seat: int) -> list[tuple[str, str]]:
        """Extra rows for the console's table as ``seat`` sees it: ``(label, text)`` pairs.

        Broadcast: every plugin's rows are shown, in registration order. Show only what
        ``seat`` may see (e.g. card points taken, a lead ban, the stock size). Called when the
        console shows the table to a human; games between bots never call it.
        """
        raise NotImplementedError

    # -- events: called only when some plugin implements them ------------------------------

    @hookspec
    def trick_completed(self, session: Session, state: State, winner: int) -> None:
        """A trick was won by ``winner`` (``state.trick`` still holds its cards)."""

    @hookspec
    def hand_ended(self, session: Session, state: State, scores: list[int]) -> None:
        """A hand was scored."""
