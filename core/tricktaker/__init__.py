"""tricktaker: a plugin-based engine for trick-taking card games.

Load a game, step through it, read the scores::

    from tricktaker import load_game

    game = load_game("oh-hell").new_session(options={"players": 4}, seed=7)
    while not game.is_over:
        game.apply(game.legal_actions()[0])
    print(game.scores, game.winners)
"""

from tricktaker import defaults
from tricktaker.actions import (
    NO_TRUMP,
    Action,
    Bid,
    ChooseTrump,
    ContractBid,
    Declare,
    Discard,
    Double,
    Exchange,
    Pass,
    Play,
    Redouble,
)
from tricktaker.cards import Deck
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

__version__ = "0.1.0"

__all__ = [
    "NO_TRUMP",
    "Action",
    "Bid",
    "ChooseTrump",
    "ContractBid",
    "DealGiven",
    "Deck",
    "Declare",
    "Discard",
    "Double",
    "Exchange",
    "Game",
    "GameSpec",
    "IllegalAction",
    "NotationError",
    "Pass",
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
]
