"""Dealing: the pack, top card first, into hands, a turned card and a stock.

:func:`deal_cards` is public: a game's own phase that deals more cards later in the hand (a
completion deal) deals with it too.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from mypy_extensions import mypyc_attr

from tricktaker.actions import NO_TRUMP
from tricktaker.engine.chance import shuffle
from tricktaker.engine.game import Phase
from tricktaker.engine.handlog import DEAL, EVERYBODY, tell, unpacked
from tricktaker.engine.hookspecs import hookimpl
from tricktaker.engine.mechanic import Mechanic
from tricktaker.engine.seats import seat_of
from tricktaker.errors import RulesError
from tricktaker.mechanics.schedule import expand_schedule
from tricktaker.rules.deck import deck_of
from tricktaker.rules.phases import DealSpec
from tricktaker.rules.playable import count_same, deal_needs

if TYPE_CHECKING:
    from tricktaker.cards import Deck
    from tricktaker.engine.game import CompiledGame
    from tricktaker.engine.state import DealGiven, State
    from tricktaker.rules import RulesFile


def deal_cards(
    pack: Sequence[int],
    first_seat: int,
    players: int,
    hand_size: int,
    batches: Sequence[int],
    aside: list[int] | None = None,
    aside_after: tuple[int, int] = (0, 0),
    aside_parts: Sequence[tuple[int, int]] = (),
) -> tuple[list[list[int]], int]:
    """Deal ``hand_size`` cards to each seat in packets of ``batches`` (cycled), clockwise from
    ``first_seat``. Returns the hands and the position of the first undealt card. With
    ``aside`` (a list to fill), ``aside_after = (rounds, size)`` deals ``size`` cards into it
    after that many rounds of packets (a widow); ``aside_parts``, a list of such pairs, deals
    a widow in parts after several rounds (e.g. ``[(1, 1), (2, 1), (3, 1)]``: one card after
    each of the first three rounds), instead of ``aside_after``."""
    parts = dict(aside_parts) if aside_parts else dict([aside_after])
    total = hand_size * players
    hands: list[list[int]] = [[] for _ in range(players)]
    if aside is None and len(batches) == 1 and batches[0] == 1:  # every players-th card
        for k in range(players):
            hands[(first_seat + k) % players] = list(pack[k:total:players])
        return hands, total
    pos = 0
    rounds = 0
    dealt = 0
    while dealt < total:
        for batch in batches:
            if dealt >= total:  # the hands are full: the rest of the widow follows below
                break
            if aside is not None and rounds in parts:
                aside.extend(pack[pos : pos + parts[rounds]])
                pos += parts[rounds]
            rounds += 1
            for k in range(players):
                hand = hands[(first_seat + k) % players]
                take = min(batch, hand_size - len(hand))
                hand.extend(pack[pos : pos + take])
                pos += take
                dealt += take
    if aside is not None:  # after the last round
        for after in sorted(r for r in parts if r >= rounds):
            aside.extend(pack[pos : pos + parts[after]])
            pos += parts[after]
    return hands, pos


def deal_packets(
    pack: Sequence[int], first_seat: int, players: int, packets: Sequence[Sequence[int]]
) -> tuple[list[list[int]], int]:
    """Deal packets that differ from seat to seat: ``packets`` holds one list per round, the
    packet of each seat in turn clockwise from ``first_seat``. Returns the hands and the
    position of the first undealt card."""
    hands: list[list[int]] = [[] for _ in range(players)]
    pos = 0
    for round_ in packets:
        for k, size in enumerate(round_):
            hands[(first_seat + k) % players].extend(pack[pos : pos + size])
            pos += size
    return hands, pos


def explicit_deal(game: CompiledGame, state: State) -> DealGiven | None:
    """The explicit deal (a record's) for the state's deal, checked, or None."""
    deal_no = state.deal_no
    if deal_no >= len(state.given):
        return None
    given = state.given[deal_no]
    if not 0 <= given.dealer < game.players:
        raise RulesError(f"deal {deal_no}: dealer {given.dealer} is not a seat")
    cards: list[int]
    if given.hands is not None:
        cards = [int(c) for h in given.hands for c in h] + [int(c) for c in given.stock]
        cards += [] if given.turned is None else [int(given.turned)]
        if len(given.hands) != game.players:
            raise RulesError(f"deal {deal_no}: {len(given.hands)} hands for {game.players} seats")
        wrong = [len(h) for h in given.hands if len(h) != state.hand_size]
        if wrong:
            raise RulesError(
                f"deal {deal_no}: every hand must hold {state.hand_size} cards, not {wrong[0]}"
            )
    else:
        cards = [int(c) for c in given.pack or ()]
    deck = game.deck
    outside = [c for c in cards if not 0 <= c < deck.ids]
    if outside:
        raise RulesError(f"deal {deal_no}: card {outside[0]} is not in the pack")
    removed = [c for c in cards if not deck.in_pack[c]]
    if removed:
        raise RulesError(
            f"deal {deal_no}: {deck.format(removed[0], symbols=True)} is not in this pack "
            "(the rules remove it)"
        )
    twice = sorted({c for c in cards if cards.count(c) > 1})
    if twice:
        names = " ".join(deck.format(c) for c in twice)
        raise RulesError(f"deal {deal_no}: a card is given twice: {names}")
    if given.hands is None and sorted(cards) != list(deck.cards):
        missing = " ".join(deck.format(c) for c in sorted(set(deck.cards) - set(cards)))
        raise RulesError(
            f"deal {deal_no}: the pack must hold every card exactly once; missing: {missing}"
        )
    return given


@mypyc_attr(allow_interpreted_subclasses=True)
class DealPhase(Phase):
    """Shuffle (or take the hand's explicit deal from the record) and deal.

    The dealing itself is the ``deal`` hook and the trump the ``trump_suit`` hook, so a game
    changes either without touching the rest.
    """

    name = "deal"

    def start(self, game: CompiledGame, state: State) -> bool:
        given = explicit_deal(game, state)
        hook = game.hook
        if given is not None and given.hands is not None:
            state.dealer = given.dealer
            state.hands = [[int(c) for c in h] for h in given.hands]
            state.turned = None if given.turned is None else int(given.turned)
            state.stock = [int(c) for c in given.stock]
        else:
            if given is not None:
                state.dealer = given.dealer
                pack = [int(c) for c in given.pack or ()]
            else:
                pack = list(game.deck.cards)
                shuffle(state.rng, pack)
            state.pack = tuple(pack)
            hook.deal(game=game, state=state, pack=pack)
        state.trump = hook.trump_suit(game=game, state=state)
        hands = tuple(map(tuple, state.hands))
        # Written packed (handlog.packed's form of a DealEntry), as the trick phase writes
        # its tricks: no named tuple made for each deal unless somebody listens.
        entry = (DEAL, state.dealer, hands, state.turned, tuple(state.stock), EVERYBODY)
        state.log.append(entry)
        if "hand_event" in game.heard:
            tell(game, state, unpacked(entry))
        return True


@hookimpl(trylast=True)
def build_deck(rules: RulesFile) -> Deck:
    return deck_of(rules.deck)


@hookimpl(trylast=True)
def first_dealer(game: CompiledGame, state: State) -> int:
    first = game.rules.deal.first_dealer
    if first == "seat0":
        return 0
    if isinstance(first, int):
        if not 0 <= first < game.players:
            raise RulesError(f"{game.id}: deal.first_dealer: {first} is not a seat")
        return first
    return state.rng.randrange(game.players)


@hookimpl(trylast=True)
def deal(game: CompiledGame, state: State, pack: list[int]) -> bool:
    spec = game.rules.deal
    first = seat_of(spec.first_receiver, state)
    widow: list[int] | None = None if spec.widow is None else []
    if spec.packets:
        state.hands, pos = deal_packets(pack, first, state.players, spec.packets)
    else:
        parts = () if spec.widow is None else spec.widow.parts
        state.hands, pos = deal_cards(
            pack, first, state.players, state.hand_size, spec.batches, widow, aside_parts=parts
        )
    rest = (widow or []) + pack[pos:]
    if spec.turn_up == "next" and rest:
        state.turned, state.stock = rest[0], rest[1:]
    elif spec.turn_up == "stock_top" and rest:
        state.turned, state.stock = rest[0], rest
    else:
        state.turned, state.stock = None, rest
    return True


@hookimpl(trylast=True)
def trump_suit(game: CompiledGame, state: State) -> int:
    """Trumps from the turned card when the hand's first trick phase takes them from it; no
    card left to turn means no trump."""
    rules = game.rules
    first = next((n for n in rules.phases if rules.kind_of(n) == "tricks"), "play")
    spec = rules.trick_spec(first)
    if spec.trumps == "turned" and state.turned is not None:
        return game.deck.suit_of[state.turned]  # NO_SUIT (-1) == NO_TRUMP for an extra card
    if spec.trumps == "fixed" and spec.trump_suit is not None:
        return game.deck.suit_index(spec.trump_suit)
    return NO_TRUMP


@hookimpl(trylast=True)
def hand_sizes(game: CompiledGame) -> list[int]:
    schedule = game.rules.schedule
    if schedule is None:
        return []
    return expand_schedule(schedule, game.players)


@hookimpl(trylast=True)
def next_dealer(game: CompiledGame, state: State) -> int:
    return (state.dealer + game.rules.deal.rotation) % state.players


@hookimpl(trylast=True)
def mechanics() -> list[Mechanic]:
    """The phase kinds of this module, declared (issue 45)."""
    return [
        Mechanic(
            kind="deal",
            build=_deal,
            settings=DealSpec,
            table="deal",
            makes=("deal",),
            needs_of=deal_needs,
            count=count_same,
            summary="Deals the hands, and any widow, turned card and stock, as [deal] says.",
        ),
    ]


def _deal(name: str, game: CompiledGame) -> Phase:
    return DealPhase()
