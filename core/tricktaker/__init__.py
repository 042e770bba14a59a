"""tricktaker: a plugin-based engine for trick-taking card games.

Load a game, step through it, read the scores::

    import random

    from tricktaker import default_registry, load_game

    game_id = default_registry().ids[0]  # any installed game; `tricktaker games` lists them
    game = load_game(game_id).new_session(seed=7)
    rng = random.Random(7)
    while not game.is_over:
        game.apply(rng.choice(game.legal_actions()))
    print(game.scores, game.winners)
"""

from tricktaker import defaults
from tricktaker.actions import (
    NO_TRUMP,
    Action,
    Bid,
    BlindBid,
    ChooseTrump,
    ContractBid,
    Declare,
    Discard,
    Double,
    Exchange,
    Give,
    Look,
    Pass,
    Play,
    Redouble,
)
from tricktaker.cards import Deck
from tricktaker.engine.game import CompiledGame, Phase
from tricktaker.engine.hookspecs import hookimpl, registry_hookimpl
from tricktaker.engine.registry import Game, GameSpec, Registry, default_registry, load_game
from tricktaker.engine.session import DealGiven, Session
from tricktaker.engine.state import State
from tricktaker.errors import (
    IllegalAction,
    NotationError,
    PluginError,
    RecordError,
    RulesError,
    TrickTakerError,
    UnknownGame,
)
from tricktaker.limits import shown

__version__ = "0.1.0"

__all__ = [
    "NO_TRUMP",
    "Action",
    "Bid",
    "BlindBid",
    "ChooseTrump",
    "CompiledGame",
    "ContractBid",
    "DealGiven",
    "Deck",
    "Declare",
    "Discard",
    "Double",
    "Exchange",
    "Game",
    "GameSpec",
    "Give",
    "IllegalAction",
    "Look",
    "NotationError",
    "Pass",
    "Phase",
    "Play",
    "PluginError",
    "RecordError",
    "Redouble",
    "Registry",
    "RulesError",
    "Session",
    "State",
    "TrickTakerError",
    "UnknownGame",
    "default_registry",
    "defaults",
    "hookimpl",
    "load_game",
    "registry_hookimpl",
    "shown",
]
