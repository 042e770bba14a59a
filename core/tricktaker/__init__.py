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

**The public API.** Every name in ``__all__`` here, and in :mod:`tricktaker.testing`, is the
public API: what a game, variant or mechanic plugin, a bot or a tool is written against. It
changes only with the version number and a note in the changelog. Everything else —
``tricktaker.engine``, ``tricktaker.mechanics``, ``tricktaker.rules``, ``tricktaker.cards`` and
the other modules — is the engine's own and may change without notice (as ``pytest`` is public
and ``_pytest`` is not). The bundled games import nothing else; an import-linter contract
(``pyproject.toml``) keeps it so. The tools that drive the engine from outside have public
modules of their own, each with its ``__all__`` and page: :mod:`tricktaker.bots`,
:mod:`tricktaker.simulate`, :mod:`tricktaker.records` and the adapters
:mod:`tricktaker.interop.openspiel` and :mod:`tricktaker.interop.pettingzoo`; a game plugin
never needs them.

The names, by what they are for:

* **games and sessions**: :func:`load_game`, :func:`default_registry`, :class:`Registry`,
  :class:`Game`, :class:`GameSpec`, :class:`Session`, :class:`DealGiven`,
  :func:`rules_module_path`, :func:`spec_from_file`, :data:`defaults` (the core's answer of
  every hook), :func:`registered_mechanics` (every phase kind installed);
* **hooks**: :data:`hookimpl` (rule hooks), :data:`registry_hookimpl` (registering games);
* **actions**: :class:`Action` and its kinds (:class:`Play`, :class:`Bid`, ...), the constants
  :data:`PASS`, :data:`DOUBLE`, :data:`REDOUBLE`, :data:`LOOK`, :data:`NO_TRUMP`;
* **cards**: :class:`Deck`, :class:`EffectiveCards`;
* **the compiled game and its state**: :class:`CompiledGame`, :class:`State`,
  :class:`Contract`;
* **phases and their building blocks**: :class:`Phase`, :data:`PhaseFactory`,
  :class:`RulesPhase`, :class:`Rule` and :class:`Rules` (legality with the reason of each
  refusal), :class:`Part` and :func:`declare` with the visibility levels (:data:`PUBLIC`,
  :data:`OWN`, :data:`HIDDEN`, ...), :class:`Mechanic` (a phase kind's declaration, given by
  the ``mechanics`` hook), :class:`Model` and :func:`mechanic_settings` (a mechanic's
  settings), :func:`seat_of` (a seat named relative to the dealer or the contract);
* **the core mechanics' parts a game reads**: :class:`Selection` (who chose trumps),
  :func:`bids_of`, :func:`blind_of`, :class:`Widow`, :class:`AuctionWinner` (the
  part a game's own auction keeps, whose winner takes up the core's widow), and
  :class:`LadderState` (the calls of a ``ladder`` auction);
* **dealing**: :func:`deal_cards` (hands dealt in packets, for a phase that deals more);
* **trick play**: :class:`TrickRule` (a piece of a trick phase, given by the ``trick_rules``
  hook), :class:`TrickSetup`, :func:`highest_card_wins`, :class:`TrickPlay`,
  :class:`TrickEffect`, :func:`trump_name`, :class:`ContractPlay` and
  :class:`ExposedDeclarer` (a misère ends at the declarer's first trick; a declarer's hand
  exposed in mid-hand);
* **scoring**: :class:`ScoringKind` (a ``[scoring]`` kind, registered by the
  ``scoring_kinds`` hook), :class:`ScorePhase`, :func:`itemize`, :func:`score_contract`,
  :func:`counted_parts`, :func:`penalty_of`, :class:`ContractScoring`,
  :func:`score_contract_value`, :class:`ContractValueScoring`, :func:`contract_made`;
* **records, views and events**: :func:`observation`, :class:`TableView` (what the event
  hooks receive), :class:`DealFile`, the hand log's entries (:class:`Entry`,
  :class:`DealEntry`, :class:`TrickEntry`, :class:`DrawEntry`, :class:`ExchangeEntry`,
  :class:`DiscardEntry`, :class:`PassEntry`), :func:`log_entry` (a phase writes one) and
  :func:`log_entries`, :func:`shown`;
* **errors**: :class:`TrickTakerError` and its kinds.
"""

from tricktaker import defaults
from tricktaker.actions import (
    DOUBLE,
    LOOK,
    NO_TRUMP,
    PASS,
    REDOUBLE,
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
from tricktaker.cards import Deck, EffectiveCards
from tricktaker.engine.dealfiles import DealFile
from tricktaker.engine.game import BidMeaning, CompiledGame, Phase, PhaseFactory, RulesPhase
from tricktaker.engine.gamefiles import spec_from_file
from tricktaker.engine.handlog import (
    DealEntry,
    DiscardEntry,
    DrawEntry,
    Entry,
    ExchangeEntry,
    PassEntry,
    TrickEntry,
)
from tricktaker.engine.handlog import entries as log_entries
from tricktaker.engine.handlog import log as log_entry
from tricktaker.engine.hookspecs import hookimpl, registry_hookimpl
from tricktaker.engine.legality import Rule, Rules
from tricktaker.engine.mechanic import Mechanic
from tricktaker.engine.observed import TableView
from tricktaker.engine.panels import Panel, PanelRow
from tricktaker.engine.registry import (
    Game,
    GameSpec,
    Registry,
    default_registry,
    load_game,
    registered_mechanics,
    rules_module_path,
)
from tricktaker.engine.scoringkind import ScoringKind
from tricktaker.engine.seats import seat_of
from tricktaker.engine.session import DealGiven, Session
from tricktaker.engine.state import Contract, State
from tricktaker.engine.views import observation
from tricktaker.engine.visibility import (
    HIDDEN,
    HIDDEN_PLACE,
    OWN,
    OWN_CARDS,
    OWN_PLACE,
    PUBLIC,
    PUBLIC_CARDS,
    PUBLIC_PLACE,
    REVEALED,
    Part,
    Seen,
    declare,
)
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
from tricktaker.mechanics.bidding import bids_of, blind_of
from tricktaker.mechanics.contractplay import ContractPlay, ExposedDeclarer
from tricktaker.mechanics.dealing import deal_cards
from tricktaker.mechanics.ladder import LadderState
from tricktaker.mechanics.play import highest_card_wins
from tricktaker.mechanics.scoring import (
    ScorePhase,
    contract_made,
    counted_parts,
    itemize,
    penalty_of,
    score_contract,
    score_contract_value,
)
from tricktaker.mechanics.trickrules import TrickRule, TrickSetup
from tricktaker.mechanics.tricks import TrickEffect, TrickPlay, trump_name
from tricktaker.mechanics.trumps import Selection
from tricktaker.mechanics.widow import AuctionWinner, Widow
from tricktaker.rules import ContractScoring, ContractValueScoring, Model, mechanic_settings

__version__ = "0.1.0"

__all__ = [
    "DOUBLE",
    "HIDDEN",
    "HIDDEN_PLACE",
    "LOOK",
    "NO_TRUMP",
    "OWN",
    "OWN_CARDS",
    "OWN_PLACE",
    "PASS",
    "PUBLIC",
    "PUBLIC_CARDS",
    "PUBLIC_PLACE",
    "REDOUBLE",
    "REVEALED",
    "Action",
    "AuctionWinner",
    "Bid",
    "BidMeaning",
    "BlindBid",
    "ChooseTrump",
    "CompiledGame",
    "Contract",
    "ContractBid",
    "ContractPlay",
    "ContractScoring",
    "ContractValueScoring",
    "DealEntry",
    "DealFile",
    "DealGiven",
    "Deck",
    "Declare",
    "Discard",
    "DiscardEntry",
    "Double",
    "DrawEntry",
    "EffectiveCards",
    "Entry",
    "Exchange",
    "ExchangeEntry",
    "ExposedDeclarer",
    "Game",
    "GameSpec",
    "Give",
    "IllegalAction",
    "LadderState",
    "Look",
    "Mechanic",
    "Model",
    "NotationError",
    "Panel",
    "PanelRow",
    "Part",
    "Pass",
    "PassEntry",
    "Phase",
    "PhaseFactory",
    "Play",
    "PluginError",
    "RecordError",
    "Redouble",
    "Registry",
    "Rule",
    "Rules",
    "RulesError",
    "RulesPhase",
    "ScorePhase",
    "ScoringKind",
    "Seen",
    "Selection",
    "Session",
    "State",
    "TableView",
    "TrickEffect",
    "TrickEntry",
    "TrickPlay",
    "TrickRule",
    "TrickSetup",
    "TrickTakerError",
    "UnknownGame",
    "Widow",
    "bids_of",
    "blind_of",
    "contract_made",
    "counted_parts",
    "deal_cards",
    "declare",
    "default_registry",
    "defaults",
    "highest_card_wins",
    "hookimpl",
    "itemize",
    "load_game",
    "log_entries",
    "log_entry",
    "mechanic_settings",
    "observation",
    "penalty_of",
    "registered_mechanics",
    "registry_hookimpl",
    "rules_module_path",
    "score_contract",
    "score_contract_value",
    "seat_of",
    "shown",
    "spec_from_file",
    "trump_name",
]
