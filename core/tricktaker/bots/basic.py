"""The ``random`` and ``basic`` bots, and what every bot shares (re-exported by
:mod:`tricktaker.bots`)."""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from types import SimpleNamespace
from typing import TYPE_CHECKING, Any, Protocol

from tricktaker.actions import (
    DOUBLE,
    LOOK,
    NO_TRUMP,
    PASS,
    Action,
    Bid,
    BlindBid,
    ChooseTrump,
    ContractBid,
    Declare,
    Discard,
    Exchange,
    Give,
    Pass,
    Play,
)
from tricktaker.engine.state import State
from tricktaker.rules import ContractScoring

if TYPE_CHECKING:
    from tricktaker.cards import Deck
    from tricktaker.engine.session import Session

ALONE = Declare("alone")
PARTNER = Declare("partner")
"""The two answers of a game that asks a seat whether to play without its partners (a game's
``alone`` phase): the bot chooses between them whenever both are legal."""


class Bot(Protocol):
    """Anything that picks an action for ``seat`` of ``session``."""

    name: str

    def choose(self, session: Session, seat: int) -> Action: ...


class SeededBot:
    """Base of the bundled bots: a generator reseeded from (seed, position) at each decision."""

    name = "seeded"

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed
        self.rng = random.Random(seed)

    def reseed(self, session: Session) -> random.Random:
        self.rng.seed(self.seed * 1_000_003 + len(session.history))
        return self.rng

    def choose(self, session: Session, seat: int) -> Action:
        raise NotImplementedError


class RandomBot(SeededBot):
    name = "random"

    def choose(self, session: Session, seat: int) -> Action:
        legal = session.legal_actions()
        return legal[self.reseed(session).randrange(len(legal))]


class BasicBot(SeededBot):
    """Counts winners to bid; plays to take exactly its bid (or as many tricks as it can)."""

    name = "basic"

    def choose(self, session: Session, seat: int) -> Action:
        obs = session.observation_view(seat)  # the observation, read only where needed
        legal: list[Action] = obs["legal"]
        if len(legal) == 1:
            return legal[0]
        refined = session.hook.basic_bot_choice(
            game=session.game, seat=seat, legal=legal, observation=obs
        )
        if refined is not None:
            return refined  # type: ignore[no-any-return]
        if LOOK in legal:
            return self._blind_or_look(session, obs, legal)
        if all(isinstance(a, Bid) for a in legal):
            return self._bid(session, obs, legal)
        plays = [a for a in legal if isinstance(a, Play)]
        if plays and len(plays) == len(legal):
            # Announcements score: never choose the silent twin of an announcing play.
            plays = [p for p in plays if not p.announce.startswith("no ")]
            return self._play(session, obs, plays)
        if any(isinstance(a, ContractBid) for a in legal) or DOUBLE in legal:
            return self._call(session, obs, legal)
        gifts = [a for a in legal if isinstance(a, Give)]
        if gifts:
            return self._give(session, obs, gifts)
        discards = [a for a in legal if isinstance(a, Discard)]
        if discards:
            return min(discards, key=lambda d: self._keep_value(session, obs, d.cards[0]))
        chosen = [a for a in legal if isinstance(a, ChooseTrump)]
        if chosen:
            best = self._trumps(session, obs, chosen, must=PASS not in legal)
            return best or PASS
        if ALONE in legal and PARTNER in legal:
            return self._alone(session, obs)
        exchanges = [a for a in legal if isinstance(a, Exchange)]
        if len(exchanges) > 1:  # the turned card for any card: give up the least useful
            return min(exchanges, key=lambda a: self._trick_value(session, obs, a.card))
        for kind in (Exchange, Declare):  # taking the turned card, scoring a meld: both gain
            offers = [a for a in legal if isinstance(a, kind)]
            if offers:
                return offers[0]
        passes = [a for a in legal if isinstance(a, Pass)]
        return passes[0] if passes else legal[self.reseed(session).randrange(len(legal))]

    # -- exchanges and auctions ------------------------------------------------------------

    def _keep_value(self, session: Session, obs: Mapping[str, Any], card: int) -> float:
        """How much a card is worth keeping: high cards and long suits; extras count high."""
        deck = session.deck
        if deck.is_extra(card):
            return 10.0
        length = sum(1 for c in obs["hand"] if deck.suit_of[c] == deck.suit_of[card])
        return (len(deck.ranks) - deck.rank_of[card]) + 0.5 * length

    def _call(self, session: Session, obs: Mapping[str, Any], legal: list[Action]) -> Action:
        """Bid the longest suit (or NT when balanced) up to the tricks counted in the hand."""
        deck = session.deck
        hand: list[int] = obs["hand"]
        lengths = [0] * len(deck.suits)
        points = 0.0  # high-card points: A 4, K 3, Q 2, J 1 (an extra card 2)
        for card in hand:
            lengths[deck.suit_of[card]] += 0 if deck.is_extra(card) else 1
            points += self._points(session, card)
        # The opponents' share of the points not seen yet (played cards are known).
        seen = set(hand) | {card for _, card in obs["played"]} | set(obs.get("discarded", ()))
        unseen = [c for c in deck.cards if c not in seen]
        unseen_points = sum(self._points(session, c) for c in unseen)
        theirs = unseen_points * len(hand) / max(1, len(unseen))
        longest = max(range(len(lengths)), key=lambda s: lengths[s])
        tricks = len(hand) / 2 + 0.3 * (points - theirs) + 0.5 * max(0, lengths[longest] - 4)
        bids = [a for a in legal if isinstance(a, ContractBid)]
        balanced = min(lengths) >= 2
        wanted = [b for b in bids if b.denomination == (NO_TRUMP if balanced else longest)]
        if not self._failing_costs(session):
            tricks += 1.5  # nothing to lose by going down: be bold
        for bid in wanted:  # the lowest legal bid of that denomination that the hand supports
            if 6 + bid.level <= tricks:
                return bid
        return PASS

    @staticmethod
    def _failing_costs(session: Session) -> bool:
        """Whether a failed contract gives the opponents anything (from the public rules)."""
        scoring = session.rules.scoring
        if not isinstance(scoring, ContractScoring):
            return True  # not a contract game: be prudent
        return bool(scoring.penalties)

    @staticmethod
    def _points(session: Session, card: int) -> float:
        deck = session.deck
        return 2.0 if deck.is_extra(card) else float(max(0, 4 - deck.rank_of[card]))

    # -- trumps ----------------------------------------------------------------------------

    def _trumps(
        self,
        session: Session,
        obs: Mapping[str, Any],
        offers: list[ChooseTrump],
        must: bool = False,
    ) -> ChooseTrump | None:
        """Take the suit whose trumps (with side aces) promise the hand's share of the tricks
        (half of them, or a side's half with partners); ``must``: the best suit anyway."""
        hand: list[int] = obs["hand"]
        best = max(offers, key=lambda offer: _strength(session, hand, offer.suit))
        sides = len(session.game.sides) or obs["players"]
        needed = 0.45 * len(hand) * 2 / sides
        return best if must or _strength(session, hand, best.suit) >= needed else None

    def _alone(self, session: Session, obs: Mapping[str, Any]) -> Action:
        """Play without partners only when the hand alone promises nearly every trick."""
        hand: list[int] = obs["hand"]
        strong = _strength(session, hand, obs["trump"]) >= 0.75 * len(hand)
        return ALONE if strong else PARTNER

    @staticmethod
    def _trick_value(session: Session, obs: Mapping[str, Any], card: int) -> float:
        """How much a card may take tricks with the hand's trumps: trumps above everything,
        then by rank; a short plain suit is worth less."""
        tables = _tables(session)
        trump = obs["trump"]
        table = tables.get(trump, tables[NO_TRUMP])
        if table.suit_of[card] == trump and trump != NO_TRUMP:
            return 20.0 - float(table.rank_of[card])
        return float(len(session.deck.ranks) - table.rank_of[card])

    # -- bidding ---------------------------------------------------------------------------

    BLIND_BEHIND = 200
    """The basic bot bids blind (the lowest blind bid offered) only when its side is at least
    this many points behind the best other side: a gamble for a side that needs one."""

    def _blind_or_look(
        self, session: Session, obs: Mapping[str, Any], legal: list[Action]
    ) -> Action:
        totals, seat, side_of = obs["totals"], obs["seat"], session.game.side_of
        others = [totals[s] for s in range(obs["players"]) if side_of[s] != side_of[seat]]
        blind = [a for a in legal if isinstance(a, BlindBid)]
        if blind and others and max(others) - totals[seat] >= self.BLIND_BEHIND:
            return min(blind, key=lambda b: b.tricks)
        return LOOK

    def _give(self, session: Session, obs: Mapping[str, Any], gifts: list[Give]) -> Action:
        """Give a card face down: the weakest to a receiver who bid 0 (it wants no trick),
        else the strongest (a seat that bid 0 sheds its winners)."""
        deck, trump = session.deck, obs["trump"]
        receiver = obs["pass_queue"][0][1] if obs.get("pass_queue") else None
        bids = obs.get("bids") or []

        def strength(gift: Give) -> tuple[int, int]:
            card = gift.cards[0]
            is_trump = deck.suit_of[card] == trump and trump != NO_TRUMP
            return (1 if is_trump else 0, -deck.rank_of[card])

        if receiver is not None and receiver < len(bids) and bids[receiver] == 0:
            return min(gifts, key=strength)
        return max(gifts, key=strength)

    def _bid(self, session: Session, obs: Mapping[str, Any], legal: list[Action]) -> Action:
        estimate = bid_estimate(session.deck, obs["hand"], obs["trump"], obs["players"])
        target = round(estimate)
        bids = [a for a in legal if isinstance(a, Bid)]
        return min(bids, key=lambda b: (abs(b.tricks - target), b.tricks))

    # -- play ------------------------------------------------------------------------------

    def _play(self, session: Session, obs: Mapping[str, Any], plays: list[Play]) -> Action:
        deck = session.deck
        trump = obs["trump"]
        seat = obs["seat"]
        bids = obs.get("bids")
        want_more, one_short = True, False
        if bids is not None and bids[seat] is not None:
            want_more = obs["tricks_won"][seat] < bids[seat]
            one_short = obs["tricks_won"][seat] == bids[seat] - 1
        contract = obs.get("contract")
        if contract is not None and contract.declarer != seat:
            want_more, one_short = True, False  # defend: every trick counts against the contract
        if session.rules.trick_spec(obs["phase"]).draw_after_trick:
            # Drawing tricks score nothing: keep the high cards for the contract.
            return min(plays, key=lambda p: (deck.rank_of[p.card] * -1, p.card))

        tables = _tables(session)
        table = tables.get(trump, tables[NO_TRUMP])

        strength = card_strengths(table.suit_of, table.rank_of, trump)
        trick = [card for _, card in obs["trick"]]
        winner = _winner_function(session)

        def wins(card: int) -> bool:
            return _would_win(winner, trick, card, trump)

        by_card = {p.card: p for p in plays}
        card = basic_card(list(by_card), not trick, want_more, strength, wins, one_short)
        return by_card[card]


def bid_estimate(deck: Deck, hand: list[int], trump: int, players: int) -> float:
    """The tricks ``hand`` should take with ``trump`` as trumps, as the ``basic`` bot counts
    them (it bids this, rounded): high trumps about one each, lower ones less, side aces most
    of one and guarded side kings about half; a little more with fewer players. The ``search``
    bot, when asked (``infer=True``), reads others' bids with it
    (:mod:`tricktaker.bots.inference`)."""
    by_suit: dict[int, int] = {}
    for card in hand:
        by_suit[deck.suit_of[card]] = by_suit.get(deck.suit_of[card], 0) + 1
    estimate = 0.0
    for card in hand:
        suit, rank = deck.suit_of[card], deck.trump_rank_of[card]
        if suit == trump and trump != NO_TRUMP:
            estimate += 1.0 if rank <= 2 else 0.6 if rank <= 4 else 0.35
        else:
            plain = deck.rank_of[card]
            if plain == 0:
                estimate += 0.85
            elif plain == 1 and by_suit[suit] >= 2:
                estimate += 0.45
    # Fewer players means fewer opponents' cards to beat each winner.
    return estimate * (1.0 + 0.05 * max(0, 4 - players))


def card_strengths(suit_of: Sequence[int], rank_of: Sequence[int], trump: int) -> list[int]:
    """Each card's strength in ``basic``'s play: trumps above the rest, then by rank."""
    is_trump = trump != NO_TRUMP
    return [
        (1000 if is_trump and suit_of[c] == trump else 0) - rank_of[c] for c in range(len(suit_of))
    ]


def basic_card(
    cards: list[int],
    leading: bool,
    want_more: bool,
    strength: Sequence[int],
    wins: Callable[[int], bool],
    one_short: bool = False,
) -> int:
    """``basic``'s play among ``cards``: a seat that wants more tricks leads its strongest
    card and wins as cheaply as it can — unless it is ``one_short`` of its bid, when it wins
    with its strongest winning card and keeps the weaker ones to lose the tricks after; one
    that does not want more leads its weakest and sheds the strongest card that loses; failing
    that, the weakest. ``wins(card)``: whether the card would win the trick as it stands. (The
    search's roll-outs on small ints play it too.)"""
    order = strength.__getitem__
    if leading:
        # Of equal strengths, the last card offered when leading high, else the first.
        return max(reversed(cards), key=order) if want_more else min(cards, key=order)
    winning = [c for c in cards if wins(c)]
    if want_more and winning:
        # The last trick it needs: win it with the card likeliest to take one it does not.
        return max(winning, key=order) if one_short else min(winning, key=order)
    losing = [c for c in cards if c not in winning]
    if not want_more and losing:
        return max(losing, key=order)  # shed the highest safe card
    return min(cards, key=order)


def _tables(session: Session) -> dict[int, Any]:
    """The effective cards (suit and rank of every card, per trump) of the hand's first trick
    phase: cards that count as trumps rank as trumps."""
    for phase in session.game.phases:
        tables = getattr(phase, "tables", None)
        if tables is not None:
            return tables  # type: ignore[no-any-return]
    deck = session.deck
    plain = SimpleNamespace(suit_of=deck.suit_of, rank_of=deck.rank_of)
    return {NO_TRUMP: plain}


def _strength(session: Session, hand: list[int], trump: int) -> float:
    """What a hand promises with ``trump`` as trumps: about a trick for each of its three
    highest trumps, less for lower ones, and most of one for a side ace."""
    tables = _tables(session)
    table = tables.get(trump, tables[NO_TRUMP])
    deck = session.deck
    order = sorted(table.rank_of[c] for c in deck.cards if table.suit_of[c] == trump)
    value = 0.0
    for card in hand:
        if table.suit_of[card] == trump and trump != NO_TRUMP:
            place = order.index(table.rank_of[card])  # 0: the highest trump
            value += 1.0 if place <= 2 else 0.6 if place <= 4 else 0.35
        elif deck.rank_of[card] == 0:
            value += 0.8
    return value


def _winner_function(session: Session) -> Callable[[Any], int]:
    winner: Callable[[Any], int] = getattr(session.phase, "winner", None) or (lambda s: 0)
    return winner


def _would_win(winner: Callable[[Any], int], trick: list[int], card: int, trump: int) -> bool:
    """Whether ``card`` would win the trick as it stands (later cards may still beat it)."""
    return winner(State.trick_only([*trick, card], trump)) == len(trick)


def bot_seed(seed: int, seat: int) -> int:
    """The seed of the bot in ``seat`` of a game seeded ``seed`` (the console's and the
    simulator's, so a simulated game replays at the console with the same moves)."""
    return (seed * 1_000_003 + seat) % 2**63
