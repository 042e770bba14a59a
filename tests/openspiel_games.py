"""The bundled games OpenSpiel has too, as :mod:`tricktaker.testing.openspiel` correspondences.

Each correspondence says how one tricktaker game and one OpenSpiel 2.0.2 game name the same
things (card and action ids, the deal, the options), as its rules spec's OpenSpiel section
describes. The differential tests (``tests/core/test_openspiel.py`` and
``tests/games/*/test_openspiel.py``) play them step by step with
:func:`~tricktaker.testing.openspiel.compare`; the strength benchmark
(``benchmarks/strength.py``) plays hands on both engines with them, so that OpenSpiel's own
bots can sit at a native OpenSpiel table while tricktaker's bots play the same hand.

It lives here, beside the tests, because the core names no game (``core/`` stays
game-neutral, tests/core/test_game_neutral_core.py) and a game's package may not import
:mod:`tricktaker.testing`. Test modules import it as ``openspiel_games`` (``pythonpath =
["tests"]`` in the pytest settings, as ``spec_options``); the benchmark loads it by path.

:data:`CORRESPONDENCES` maps each tricktaker game id to its correspondence. Like
:mod:`tricktaker.testing.openspiel`, this module imports without OpenSpiel installed; the
functions reading an OpenSpiel state are only called with one.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Any

from tricktaker.actions import (
    DOUBLE,
    PASS,
    REDOUBLE,
    Action,
    ChooseTrump,
    ContractBid,
    Declare,
    Discard,
    Exchange,
    Give,
    Pass,
)
from tricktaker.cards import Deck
from tricktaker.engine.session import DealGiven, Session
from tricktaker.testing.openspiel import (
    ActionMap,
    CardIds,
    Correspondence,
    Final,
    hands_in_chance_order,
    pack_in_chance_order,
)

__all__ = [
    "BRIDGE",
    "BRIDGE_CARDS",
    "CORRESPONDENCES",
    "EUCHRE",
    "EUCHRE_CARDS",
    "EUCHRE_PASS",
    "HEARTS",
    "HEARTS_CARDS",
    "HEARTS_DIRECTIONS",
    "OH_HELL",
    "OH_HELL_CARDS",
    "SKAT",
    "SKAT_CARDS",
    "SKAT_GAMES",
    "SPADES",
    "SPADES_CARDS",
    "bridge_call_id",
    "euchre_deal",
    "hearts_deal",
    "oh_hell_deal",
]


# -- Oh Hell (tests/core/test_openspiel.py) ------------------------------------------------------

OH_HELL_CARDS = CardIds(suits="CDSH", suit_major=False)
"""OpenSpiel's ``oh_hell``: card id 4 × rank + suit, suits C D S H."""


def oh_hell_deal(outcomes: Sequence[int]) -> DealGiven:
    """OpenSpiel's chance outcomes [tricks, dealer, the cards dealt (card k to seat
    k % players, whoever deals), the turned card] as tricktaker's deal."""
    tricks, dealer, dealt, turned = outcomes[0], outcomes[1], outcomes[2:-1], outcomes[-1]
    players = len(dealt) // tricks
    used = set(outcomes[2:])
    return DealGiven(
        dealer=dealer,
        hands=[[OH_HELL_CARDS.text(c) for c in dealt[seat::players]] for seat in range(players)],
        turned=OH_HELL_CARDS.text(turned),
        stock=[OH_HELL_CARDS.text(c) for c in OH_HELL_CARDS.ids if c not in used],
    )


def _oh_hell_options(parameters: Mapping[str, Any]) -> Mapping[str, Any]:
    return {"players": parameters["players"], "hand_sizes": [parameters["num_tricks_fixed"]]}


OH_HELL = Correspondence(
    openspiel="oh_hell",
    tricktaker="oh-hell",
    actions=ActionMap(cards=OH_HELL_CARDS, bids=52),
    deal=oh_hell_deal,
    options=_oh_hell_options,
)
"""tricktaker's Oh Hell, one hand of the positive scoring, is OpenSpiel's ``oh_hell`` with
``players`` and ``num_tricks_fixed`` (its default scoring: a point per trick, 10 more for the
exact bid; the dealer may not make the bids add up to the tricks). The returns are the points
of that hand."""


# -- Spades (shared/rules/spades.md §13) ---------------------------------------------------------

SPADES_CARDS = CardIds(suits="CDHS")
"""§13.5: card id 13 × suit + rank, suits C D H S, ranks 2 .. A; bid n is 52 + n."""


def _spades_options(parameters: Mapping[str, Any]) -> Mapping[str, Any]:
    return {"profile": "openspiel", **parameters}  # §13.2


def _spades_scores(state: Any) -> list[float]:
    return [state.get_current_scores()[seat % 2] for seat in range(4)]  # §13.6


SPADES = Correspondence(
    openspiel="spades",
    tricktaker="spades",
    actions=ActionMap(cards=SPADES_CARDS, bids=52),
    deal=pack_in_chance_order(SPADES_CARDS, dealer=3),  # §13.4
    options=_spades_options,
    scores=_spades_scores,
    finals=(
        # §13.6: is_game_over() when a side won or lost by the mercy rule (§8.1, §8.2.1)
        Final("a side won", lambda state: state.is_game_over(), lambda s: bool(s.winners)),
    ),
)
"""``profile = openspiel`` with OpenSpiel's five parameters (§13.2); the chance outcomes are the
pack of a deal by seat 3 (§13.4, §14.1)."""


# -- Euchre (shared/rules/euchre.md §13) ---------------------------------------------------------

EUCHRE_CARDS = CardIds(suits="CDHS", ranks=("9", "10", "J", "Q", "K", "A"), suit_major=False)
"""§13.3: card id rank × 4 + suit, ranks 9 10 J Q K A, suits C D H S."""
EUCHRE_PASS, _EUCHRE_SUITS, _EUCHRE_ALONE, _EUCHRE_PARTNER = 24, 25, 29, 30


def _euchre_ids(deck: Deck, action: Action) -> int | None:
    """§13.5: a suit chosen (either round), alone / partner, the dealer's discard."""
    if isinstance(action, ChooseTrump):
        return _EUCHRE_SUITS + EUCHRE_CARDS.suits.index(deck.suits[action.suit].letter)
    if isinstance(action, Declare):
        return {"alone": _EUCHRE_ALONE, "partner": _EUCHRE_PARTNER}.get(action.what)
    if isinstance(action, Exchange):
        return EUCHRE_CARDS.id(deck.format(action.card))
    return None


def euchre_deal(outcomes: Sequence[int]) -> DealGiven:
    """§13.4: the dealer, 20 cards (the k-th to seat ``(dealer + k) % 4``), the up-card; the 3
    cards never drawn are the kitty (the stock), in any order."""
    dealer, cards, up = outcomes[0], outcomes[1:21], outcomes[21]
    hands: list[list[str]] = [[] for _ in range(4)]
    for k, card in enumerate(cards):
        hands[(dealer + k) % 4].append(EUCHRE_CARDS.text(card))
    kitty = [EUCHRE_CARDS.text(c) for c in EUCHRE_CARDS.ids if c not in outcomes[1:]]
    return DealGiven(dealer=dealer, hands=hands, turned=EUCHRE_CARDS.text(up), stock=kitty)


def _euchre_options(parameters: Mapping[str, Any]) -> Mapping[str, Any]:
    return {"profile": "openspiel", **parameters}  # §13.8


EUCHRE = Correspondence(
    openspiel="euchre",
    tricktaker="euchre",
    actions=ActionMap(cards=EUCHRE_CARDS, fixed={Pass(): EUCHRE_PASS}, other=_euchre_ids),
    deal=euchre_deal,
    options=_euchre_options,
)
"""``profile = openspiel`` (§13.8: ``single_hand``, ``stick_the_dealer`` and
``alone_timing = after_discard``) with OpenSpiel's two parameters; §13.5's action ids: pass 24,
the suits 25-28 in the order C D H S, alone 29, partner 30, cards for the discard and the
play."""


# -- Contract Bridge (shared/rules/bridge.md §14) ------------------------------------------------

BRIDGE_CARDS = CardIds(suits="CDHS", suit_major=False)
"""§14.4: card id 4 × rank + suit, suits C D H S."""
_DENOMINATIONS = ("C", "D", "H", "S", "NT")
_SEATS = ("North", "East", "South", "West")


def bridge_call_id(deck: Deck, action: Action) -> int | None:
    """§14.4: a bid is 55 + 5 × (level − 1) + denomination (C D H S NT)."""
    if isinstance(action, ContractBid):
        denomination = _DENOMINATIONS.index(deck.denomination(action.denomination))
        return 55 + 5 * (action.level - 1) + denomination
    return None


def _bridge_trick_winners(state: Any) -> list[str]:
    """The winner of every trick, from the terminal ``str(state)`` ("... Won by West.")."""
    return re.findall(r"Won by (\w+)\.", str(state))


def _bridge_our_trick_winners(session: Session) -> list[str]:
    hand = session.result()["hands"][0]
    return [_SEATS[trick["winner"]] for trick in hand["play"]]


def _bridge_contract(state: Any) -> str:
    """§14.6: ``Passed Out`` or e.g. ``4HX S`` (N for NT)."""
    return str(state.get_game().contract_string(state.contract_index()))


def _bridge_our_contract(session: Session) -> str:
    result = session.result()["hands"][0]["result"]
    if result["contract"] == "passed out":
        return "Passed Out"
    text = result["contract"].replace("NT", "N")
    return f"{text} {_SEATS[result['declarer']][0]}"


BRIDGE = Correspondence(
    openspiel="bridge",
    tricktaker="bridge",
    actions=ActionMap(
        cards=BRIDGE_CARDS, fixed={PASS: 52, DOUBLE: 53, REDOUBLE: 54}, other=bridge_call_id
    ),
    deal=hands_in_chance_order(BRIDGE_CARDS, 4, dealer=0),
    finals=(
        Final("the trick winners", _bridge_trick_winners, _bridge_our_trick_winners),
        Final("the contract", _bridge_contract, _bridge_our_contract),
    ),
)
"""``bridge(use_double_dummy_result=false, dealer_vul=a, non_dealer_vul=b)`` with North
dealing (§11.1, C-19): OpenSpiel's j-th chance card goes to seat j mod 4 from North (§14.3,
C-2). For another dealer, replace ``deal`` by ``hands_in_chance_order(BRIDGE_CARDS, 4,
dealer=d)``. The declarer acts whenever its own or the dummy's hand is to play (§14.5)."""


# -- Hearts (shared/rules/hearts.md §14) ---------------------------------------------------------

HEARTS_CARDS = CardIds(suits="CDHS", suit_major=False)
"""§14.3: card id 4 × rank + suit, suits C D H S."""
HEARTS_DIRECTIONS = {0: "hold", 1: "left", 2: "across", 3: "right"}
"""§14.4.1: OpenSpiel's first chance outcome, the pass direction."""


def _hearts_give_id(deck: Deck, action: Action) -> int | None:
    """A pass pick (one card) has the card's id (§14.3)."""
    if isinstance(action, Give) and len(action.cards) == 1:
        return HEARTS_CARDS.id(deck.format(action.cards[0]))
    return None


def hearts_deal(outcomes: Sequence[int]) -> DealGiven:
    """The first chance outcome is the direction; the next 52 are the pack of seat 3's deal."""
    return DealGiven(dealer=3, pack=[HEARTS_CARDS.text(o) for o in outcomes[1:]])


def _hearts_options(parameters: Mapping[str, Any]) -> Mapping[str, Any]:
    return {**parameters, "hands": 1}


def _hearts_direction(outcomes: Sequence[int]) -> Mapping[str, Any]:
    return {"pass_direction": HEARTS_DIRECTIONS[outcomes[0]]}


HEARTS = Correspondence(
    openspiel="hearts",
    tricktaker="hearts",
    actions=ActionMap(cards=HEARTS_CARDS, other=_hearts_give_id),
    deal=hearts_deal,
    options=_hearts_options,
    deal_options=_hearts_direction,
)
"""§14.7: ``hands = 1``, the pass direction OpenSpiel drew (its first chance outcome), the
eight Boolean options equal to OpenSpiel's parameters (``shoot_the_moon = add``,
``ties = share`` by default); the pass picks are one card each."""


# -- Skat (shared/rules/skat.md §11, §12) --------------------------------------------------------

SKAT_CARDS = CardIds(suits="DHSC", ranks=("7", "8", "9", "Q", "K", "10", "A", "J"))
"""§12.3: card id 8 × suit + rank, suits D H S C, ranks 7 8 9 Q K 10 A J."""
SKAT_GAMES = ("diamonds", "hearts", "spades", "clubs", "grand", "null")
"""§12.5: the games, ids 33 .. 38 (32 is pass)."""


def _skat_put_away_id(deck: Deck, action: Action) -> int | None:
    """A card put away is OpenSpiel's card id (§12.5)."""
    if isinstance(action, Discard) and len(action.cards) == 1:
        return SKAT_CARDS.id(deck.format(action.cards[0]))
    return None


def _skat_points(state: Any) -> tuple[int, int]:
    """OpenSpiel's "Points (Solo / Team)" line (§12.7)."""
    found = re.search(r"Points \(Solo / Team\): \((\d+) / (\d+)\)", str(state))
    if found is None:
        raise ValueError("OpenSpiel's skat state shows no Points line")
    return int(found.group(1)), int(found.group(2))


def _skat_our_points(session: Session) -> tuple[int, int]:
    """The same from tricktaker: (P, D) in a suit or grand game (the put-away counted for the
    declarer), (90, 30) / (30, 90) in null as OpenSpiel overwrites it, (0, 0) if all passed."""
    state = session.state
    game: Any = state.parts["skat_game"]  # Skat's parts, read by name (no game import)
    widow: Any = state.parts["widow"]
    if game.declared is None:
        return 0, 0
    seat, deck = game.declarer, session.deck
    if game.declared == "null":
        return (90, 30) if state.tricks_won[seat] == 0 else (30, 90)
    mine = [*state.taken[seat], *widow.put_away[seat]]
    theirs = [c for s in range(3) if s != seat for c in state.taken[s]]
    return sum(deck.points(c, -1) for c in mine), sum(deck.points(c, -1) for c in theirs)


def _skat_last_winner(state: Any) -> int | None:
    found = re.search(r"Last trick won by player (\d)", str(state))
    return None if found is None else int(found.group(1))


def _skat_our_last_winner(session: Session) -> int | None:
    last = session.state.last_trick
    return None if last is None else last[2]


def _skat_options(parameters: Mapping[str, Any]) -> Mapping[str, Any]:
    return {"profile": "openspiel"}


SKAT = Correspondence(
    openspiel="skat",
    tricktaker="skat",
    actions=ActionMap(
        cards=SKAT_CARDS,
        fixed={Pass(): 32, **{Declare(g): 33 + k for k, g in enumerate(SKAT_GAMES)}},
        other=_skat_put_away_id,
    ),
    deal=pack_in_chance_order(SKAT_CARDS, dealer=2),  # §12.4, §15.1
    options=_skat_options,
    finals=(
        Final("points (solo / team)", _skat_points, _skat_our_points),
        Final("last trick's winner", _skat_last_winner, _skat_our_last_winner),
    ),
)
"""``profile = openspiel``: the 32 chance outcomes are the pack of a deal by seat 2."""


CORRESPONDENCES: dict[str, Correspondence] = {
    c.tricktaker: c for c in (OH_HELL, SPADES, EUCHRE, BRIDGE, HEARTS, SKAT)
}
"""Every correspondence above, by tricktaker game id."""
