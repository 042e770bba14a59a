"""Every installed tricktaker game as an OpenSpiel game (extra ``openspiel``).

:func:`register` registers each installed game (or the ones named) with OpenSpiel's Python game
API as ``python_tricktaker_<id>`` (the id's ``-`` written ``_``: :func:`name_of`), after which
``pyspiel.load_game`` loads it like any OpenSpiel game and OpenSpiel's algorithms (MCTS,
ISMCTS, random simulation, its evaluation tools) play it::

    import pyspiel
    from tricktaker import default_registry
    from tricktaker.interop.openspiel import name_of, register

    register()
    game_id = default_registry().ids[0]  # any installed game
    game = pyspiel.load_game(name_of(game_id), {"stop_after": 1})

The game (see :mod:`tricktaker.interop.table` for how a session becomes one):

* **parameters**: every option of the game, with its default (a list option as JSON text:
  ``"[2]"``), and ``stop_after``: the number of deals played
  (default 1; 0 plays the whole match);
* **chance**: explicit. The deal is one chance node per card of the pack (top card first,
  every card left equally likely: the outcome is the card's id, its index in the game's deck);
  other chances (a random first dealer, a pass direction drawn each hand) are uniform choices;
* **actions**: the numbering of :class:`~tricktaker.interop.table.Numbering` (a card's action
  is the card's index, bids and other calls after the card blocks);
* **information state string** (perfect recall) and **observation string**: from the seat's
  own observation (:meth:`~tricktaker.engine.session.Session.observation`), so they hold only
  what the seat may see; **observation tensor**: :mod:`tricktaker.interop.vector`;
* **returns**: the game's ``returns`` hook at the end (what ``session.result()["returns"]``
  gives: the game's score, or its reward for a win, per seat), 0 before. The utility is
  general-sum, and its bounds (the engine declares none) are a generous ``±UTILITY_BOUND``.
"""

from __future__ import annotations

import json
import random
import re
from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any

import numpy as np
import pyspiel

from tricktaker.engine.registry import Game, default_registry, load_game
from tricktaker.interop.table import (
    CHANCE,
    InteropError,
    Table,
    check_options,
    check_stop_after,
)
from tricktaker.interop.vector import VectorLayout
from tricktaker.limits import shown

if TYPE_CHECKING:
    from tricktaker.actions import Action
    from tricktaker.engine.session import Session

__all__ = [
    "MAX_GAME_LENGTH_PER_DEAL",
    "PREFIX",
    "UTILITY_BOUND",
    "OpenSpielSeat",
    "TrickGame",
    "TrickObserver",
    "TrickState",
    "game_type",
    "ismcts_seat",
    "name_of",
    "options_of",
    "parameters_of",
    "register",
]

PREFIX = "python_tricktaker_"
"""OpenSpiel's name of a game: this and the game's id, ``-`` written ``_``."""

UTILITY_BOUND = 1e6
"""OpenSpiel's ``min_utility`` / ``max_utility`` are ``∓`` this: the engine declares no bound on
a game's returns, so the bound is one far above any game's score (MCTS's solver only compares
with it)."""

MAX_GAME_LENGTH_PER_DEAL = 2000
"""OpenSpiel's ``max_game_length`` per deal played (chance nodes included): a generous bound,
as the engine bounds no auction; a match played to its end (``stop_after = 0``) counts as
:data:`~tricktaker.limits.MAX_BOT_DEALS` deals."""


def name_of(game_id: str) -> str:
    """The OpenSpiel name of the tricktaker game ``game_id``."""
    return PREFIX + game_id.replace("-", "_")


def _parameters(game: Game) -> dict[str, Any]:
    """OpenSpiel's parameter specification of ``game``: each option's default (a list option
    as JSON text) and ``stop_after``."""
    spec: dict[str, Any] = {}
    for name, option in game.rules.options.items():
        default = option.default
        spec[name] = json.dumps(default) if option.type == "int_list" else default
    spec["stop_after"] = 1
    return spec


_LIST_TEXT = re.compile(r"\s*\[([^\[\]{}]*)\]\s*")
"""A list parameter's text: one pair of brackets around the numbers, nothing nested."""


def options_of(game: Game, params: Any) -> tuple[dict[str, Any], int | None]:
    """The tricktaker options and ``stop_after`` of OpenSpiel parameters ``params``.

    Checked here: the names (each a parameter of the game), the nesting and sizes of the values
    (:func:`~tricktaker.interop.table.check_options`), a list option's text
    (:func:`_list_text`) and ``stop_after``; the option values themselves are checked by the
    game when its rules are compiled with them. Each refusal is an
    :class:`~tricktaker.interop.table.InteropError` naming the parameter and what is allowed.
    """
    label = name_of(game.id)
    params = check_options(params, f"{label} parameters")
    known = _parameters(game)
    unknown = [name for name in params if name not in known]
    if unknown:
        raise InteropError(
            f"{label}: no parameter {shown(unknown[0])}; its parameters: {', '.join(known)}"
        )
    options: dict[str, Any] = {}
    for name, option in game.rules.options.items():
        if name in params:
            value = params[name]
            options[name] = _list_text(name, value) if option.type == "int_list" else value
    return options, check_stop_after(params.get("stop_after", 1), zero_means_all=True)


def _list_text(name: str, value: Any) -> str:
    """The numbers of a list parameter's text, for the game's own option check to read:
    ``"[2, 3]"`` (JSON) or ``[2 3]`` (a game string, ``load_game("...(hand_sizes=[2 3])")``,
    has no commas inside a value). Never decoded as JSON, so a nested list cannot exhaust the
    stack: anything but one flat pair of brackets is refused."""
    match = _LIST_TEXT.fullmatch(value) if isinstance(value, str) else None
    if match is None:
        raise InteropError(
            f'parameter {name}: a list of whole numbers as text, "[2, 3]" (in a game string '
            f"[2 3]); not {shown(value)}"
        )
    return match.group(1)


def game_type(game: Game) -> Any:
    """The ``pyspiel.GameType`` of ``game``."""
    players = game.rules.options.get("players")
    least = most = game.compiled().players
    if players is not None and players.min is not None:
        least = players.min
    if players is not None and players.max is not None:
        most = players.max
    kind = pyspiel.GameType
    return kind(
        short_name=name_of(game.id),
        long_name=f"tricktaker {game.id}",
        dynamics=kind.Dynamics.SEQUENTIAL,
        chance_mode=kind.ChanceMode.EXPLICIT_STOCHASTIC,
        information=kind.Information.IMPERFECT_INFORMATION,
        utility=kind.Utility.GENERAL_SUM,
        reward_model=kind.RewardModel.TERMINAL,
        max_num_players=most,
        min_num_players=least,
        provides_information_state_string=True,
        provides_information_state_tensor=False,
        provides_observation_string=True,
        provides_observation_tensor=True,
        parameter_specification=_parameters(game),
    )


class TrickGame(pyspiel.Game):
    """One tricktaker game with its options, as an OpenSpiel game."""

    def __init__(self, game: Game, params: Mapping[str, Any] | None = None) -> None:
        self.tricktaker = game
        given = {**_parameters(game), **check_options(params, f"{name_of(game.id)} parameters")}
        self.table_options, self.stop_after = options_of(game, given)
        probe = Table(game, self.table_options, self.stop_after)
        self.initial = probe  # every new game is a copy: building a table's session is slow
        self.numbering = probe.numbering
        self.layout = VectorLayout.of(game, self.table_options)
        deals = self.stop_after or _max_deals()
        info = pyspiel.GameInfo(
            num_distinct_actions=self.numbering.size,
            max_chance_outcomes=max(probe.numbering.deck_size, probe.players),  # card ids
            num_players=probe.players,
            min_utility=-UTILITY_BOUND,
            max_utility=UTILITY_BOUND,
            max_game_length=deals * MAX_GAME_LENGTH_PER_DEAL,
        )
        super().__init__(game_type(game), info, given)

    def new_initial_state(self) -> TrickState:
        """A new game, at its first chance node."""
        return TrickState(self, self.initial.clone())

    def make_py_observer(
        self, iig_obs_type: Any = None, params: Mapping[str, Any] | None = None
    ) -> TrickObserver:
        """The observer OpenSpiel asks for: perfect recall gives the information state."""
        if params:
            raise InteropError(f"observation parameters are not supported; given {shown(params)}")
        recall = bool(iig_obs_type is not None and iig_obs_type.perfect_recall)
        return TrickObserver(self, recall)

    def deserialize_state(self, data: Any) -> TrickState:
        """Refused: a state of a tricktaker game cannot be serialized (it holds the game's
        plugins), and OpenSpiel's deserialization of a Python game's state un-pickles the
        text, which runs whatever code the text names."""
        raise InteropError(
            "deserialize_state: states of tricktaker games are not serialized (see "
            "docs/interop.md); a state is copied with clone()"
        )


def _max_deals() -> int:
    from tricktaker.limits import MAX_BOT_DEALS

    return MAX_BOT_DEALS


class TrickState(pyspiel.State):
    """A state of a :class:`TrickGame`: a :class:`~tricktaker.interop.table.Table`."""

    def __init__(self, game: TrickGame, table: Table) -> None:
        super().__init__(game)
        self.table = table

    def current_player(self) -> int:
        player = self.table.current_player
        if player == CHANCE:
            return int(pyspiel.PlayerId.CHANCE)
        if player < 0:
            return int(pyspiel.PlayerId.TERMINAL)
        return player

    def _legal_actions(self, player: int) -> list[int]:
        return self.table.legal_ids() if player == self.table.current_player else []

    def chance_outcomes(self) -> list[tuple[int, float]]:
        return self.table.chance_outcomes()

    def _apply_action(self, action: int) -> None:
        self.table.apply(action)

    # OpenSpiel's methods that take an action or a player, the value checked here first: an
    # InteropError naming the argument and what is allowed, where OpenSpiel would raise a
    # SpielError quoting its C++ check, or pybind a TypeError quoting the state.

    def apply_action(self, action: Any) -> None:
        """OpenSpiel's ``apply_action``: a legal action id of the seat to act (an int or a
        numpy integer, not a float or a bool) or an outcome of the chance node."""
        super().apply_action(self.table.check(action))

    def apply_action_with_legality_check(self, action: Any) -> None:
        """OpenSpiel's ``apply_action_with_legality_check``: :meth:`apply_action`, which always
        checks (OpenSpiel's own check would serialize the state for its message, which a
        tricktaker state cannot be)."""
        self.apply_action(action)

    def child(self, action: Any) -> TrickState:
        """OpenSpiel's ``child``: a copy with ``action`` applied (checked as by
        :meth:`apply_action`)."""
        return super().child(self.table.check(action))  # type: ignore[no-any-return]

    def action_to_string(self, *args: Any) -> str:
        """OpenSpiel's ``action_to_string(player, action)``, or ``(action)`` for the player to
        act: the player a seat, the chance player -1 or the terminal -4."""
        if len(args) not in (1, 2):
            raise InteropError("action_to_string: give (player, action) or (action)")
        player, action = (self.current_player(), *args) if len(args) == 1 else args
        return self._action_to_string(player, action)

    def legal_actions(self, player: Any = None) -> list[int]:
        """OpenSpiel's ``legal_actions``: those of ``player`` (a seat, or the chance player
        -1), none for a seat that is not to act; by default the player to act."""
        if player is None:
            return super().legal_actions()  # type: ignore[no-any-return]
        if player != CHANCE:
            player = self.table.seat_of(player)
        return super().legal_actions(player)  # type: ignore[no-any-return]

    def information_state_string(self, player: Any = None) -> str:
        """OpenSpiel's ``information_state_string`` of seat ``player`` (default: the seat to
        act)."""
        return super().information_state_string(self._player(player))  # type: ignore[no-any-return]

    def observation_string(self, player: Any = None) -> str:
        """OpenSpiel's ``observation_string`` of seat ``player`` (default: the seat to act)."""
        return super().observation_string(self._player(player))  # type: ignore[no-any-return]

    def observation_tensor(self, player: Any = None) -> list[float]:
        """OpenSpiel's ``observation_tensor`` of seat ``player`` (default: the seat to act)."""
        return super().observation_tensor(self._player(player))  # type: ignore[no-any-return]

    def _player(self, player: Any) -> int:
        """``player``, or the seat to act if None, as a seat (an :class:`InteropError` at a
        chance node or at the end, where no seat is to act)."""
        if player is None:
            player = self.table.current_player
            if player < 0:
                raise InteropError(
                    f"player: no seat is to act ({self.table.situation()}); give the player, "
                    f"0..{self.table.players - 1}"
                )
        return self.table.seat_of(player)

    def serialize(self) -> str:
        """Refused: see :meth:`TrickGame.deserialize_state`."""
        raise InteropError(
            "serialize: states of tricktaker games are not serialized (a game holds its "
            "plugins; see docs/interop.md); a state is copied with clone()"
        )

    def _action_to_string(self, player: int, action: int) -> str:
        return self.table.action_text(action, player)

    def is_terminal(self) -> bool:
        return self.table.is_over

    def returns(self) -> list[float]:
        return self.table.returns()

    def resample_from_infostate(self, player_id: int, probability_sampler: Any) -> TrickState:
        """A state ``player_id`` cannot tell from this one, for ISMCTS: the cards it cannot
        see dealt anew (:meth:`~tricktaker.interop.table.Table.resample`), the generator seeded
        from OpenSpiel's ``probability_sampler`` (a function drawing a number in [0, 1))."""
        self.table.seat_of(player_id, "player_id")
        draw = probability_sampler()
        if isinstance(draw, bool) or not isinstance(draw, int | float) or not 0 <= draw < 1:
            raise InteropError(
                f"probability_sampler: must return a number in [0, 1), not {shown(draw)}"
            )
        rng = random.Random(int(draw * 2**53))
        new = self.clone()
        new.table = self.table.resample(player_id, rng)
        return new  # type: ignore[no-any-return]

    def __repr__(self) -> str:
        """The game and where it is (who is to act, how many actions so far), never a hand:
        pybind quotes a state's ``repr`` in the ``TypeError`` of a call with an argument of
        the wrong type, which anybody may see."""
        return (
            f"<{name_of(self.table.source.id)} state: {self.table.situation()}, "
            f"{len(self.history())} actions>"
        )

    def __str__(self) -> str:
        """OpenSpiel's ``ToString``: the whole state, every hand included (as OpenSpiel's own
        card games show it: for debugging, not for a seat; a seat's view is its
        :meth:`information_state_string` or :meth:`observation_string`)."""
        table = self.table
        if table.session is None:
            return table.observation_text(0) or "dealing"
        state = table.session.state
        hands = " | ".join(" ".join(table.compiled.deck.format(c) for c in h) for h in state.hands)
        return f"hands: {hands}\n{table.observation_text(max(table.current_player, 0))}"


class TrickObserver:
    """OpenSpiel's Python observer: the strings of :class:`~tricktaker.interop.table.Table`
    and, without perfect recall, the vector of :mod:`tricktaker.interop.vector`."""

    def __init__(self, game: TrickGame, recall: bool) -> None:
        self.recall = recall
        self.layout = game.layout
        size = 0 if recall else self.layout.size
        self.tensor = np.zeros(size, np.float32)
        self.dict = {} if recall else {"observation": self.tensor}

    def set_from(self, state: TrickState, player: int) -> None:
        if not self.recall:
            self.tensor[:] = self.layout.vector(state.table.observation(player), player)

    def string_from(self, state: TrickState, player: int) -> str:
        if self.recall:
            return state.table.information_state(player)
        return state.table.observation_text(player)


def parameters_of(session: Session) -> dict[str, Any]:
    """OpenSpiel's parameters for the game and options ``session`` plays (one deal)."""
    params: dict[str, Any] = {}
    for name, option in session.rules.options.items():
        value = session.options[name]
        params[name] = json.dumps(value) if option.type == "int_list" else value
    params["stop_after"] = 1
    return params


class OpenSpielSeat:
    """A tricktaker bot (``choose(session, seat)``, as :mod:`tricktaker.bots`'s) that asks an
    OpenSpiel bot: the session's decision becomes a :class:`TrickState` (a
    :meth:`~tricktaker.interop.table.Table.joining` table, whose game ends with the current
    deal), the OpenSpiel bot's action id becomes the tricktaker action.

    ``make_bot(game, rng)`` makes the OpenSpiel bot for one decision, with a numpy generator
    seeded from the seat's seed and the position (the number of actions so far), so that the
    same game replays the same decisions, as the bundled bots do.
    """

    name = "openspiel"

    def __init__(self, make_bot: Callable[[Any, Any], Any], seed: int = 0) -> None:
        self.make_bot = make_bot
        self.seed = seed
        self._games: dict[str, Any] = {}

    def game_of(self, session: Session) -> Any:
        """The OpenSpiel game of ``session``'s game and options (made once)."""
        params = parameters_of(session)
        key = json.dumps([session.game_id, params], sort_keys=True, default=str)
        game = self._games.get(key)
        if game is None:
            register([session.game_id])
            game = self._games[key] = pyspiel.load_game(name_of(session.game_id), params)
        return game

    def choose(self, session: Session, seat: int) -> Action:
        if session.current_seat != seat:
            raise InteropError(f"seat {seat} is not to act")
        game = self.game_of(session)
        table = Table.joining(session)
        rng = np.random.RandomState((self.seed * 1_000_003 + len(session.history)) % 2**32)
        action_id = self.make_bot(game, rng).step(TrickState(game, table))
        return table.action_of(table.check(action_id))


def ismcts_seat(seed: int = 0, simulations: int = 100, uct_c: float = 2.0) -> OpenSpielSeat:
    """OpenSpiel's ISMCTS (its Python ``ISMCTSBot``, random rollouts) as a tricktaker bot:
    ``simulations`` playouts of worlds sampled from the seat's information state, to the end
    of the current deal."""
    from open_spiel.python.algorithms import ismcts, mcts

    def make(game: Any, rng: Any) -> Any:
        evaluator = mcts.RandomRolloutEvaluator(1, rng)
        bot = ismcts.ISMCTSBot(game, evaluator, uct_c, simulations, random_state=rng)
        # Worlds drawn from the same generator (OpenSpiel's default sampler is seeded anew).
        bot.set_resampler(lambda state, player: state.resample_from_infostate(player, rng.uniform))
        return bot

    return OpenSpielSeat(make, seed)


def _factory_init(game: Game) -> Any:
    """The ``__init__`` of the class registered for ``game``: OpenSpiel calls it with the
    parameters only."""

    def __init__(self: TrickGame, params: Mapping[str, Any] | None = None) -> None:
        TrickGame.__init__(self, game, params)

    return __init__


def register(game_ids: list[str] | None = None) -> list[str]:
    """Register the installed games (or ``game_ids``) with OpenSpiel; their OpenSpiel names.
    Registering a game again is harmless."""
    if isinstance(game_ids, str):
        raise InteropError(f"game_ids: a list of game ids, not the text {shown(game_ids)}")
    ids = default_registry().ids if game_ids is None else game_ids
    names = []
    for game_id in ids:
        game = load_game(game_id)
        name = name_of(game_id)
        if name not in pyspiel.registered_names():
            # OpenSpiel keeps what it is given until the process exits: a class (like its own
            # Python games), as a function there makes the interpreter abort while it exits.
            factory = type(
                f"TrickGame_{game_id.replace('-', '_')}",
                (TrickGame,),
                {"__init__": _factory_init(game), "__module__": __name__},
            )
            pyspiel.register_game(game_type(game), factory)
        names.append(name)
    return names
