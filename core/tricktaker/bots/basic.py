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
from tricktaker.bots.estimate import (
    WIDOW_CARD,
    hand_tricks,
    mean_hand_tricks,
    misere_hand,
    seat_tricks,
    side_tricks,
    widow_size,
)
from tricktaker.engine.game import BidMeaning
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
        plays = [a for a in legal if isinstance(a, Play)]
        if plays and len(plays) == len(legal):
            # Announcements score: never choose the silent twin of an announcing play.
            plays = [p for p in plays if not p.announce.startswith("no ")]
            return self._play(session, obs, plays)
        phase, game, state = session.phase, session.game, session.state
        meanings = [(a, m) for a in legal if (m := phase.bid_meaning(game, state, a)) is not None]
        if meanings:  # an auction of contracts, whatever its bids look like
            return self._call(session, obs, legal, meanings)
        if all(isinstance(a, Bid) for a in legal):
            return self._bid(session, obs, legal)
        if any(isinstance(a, ContractBid) for a in legal) or DOUBLE in legal:
            return _pass_or(legal, legal[0])  # only doubling is left: the bot never doubles
        gifts = [a for a in legal if isinstance(a, Give)]
        if gifts:
            return self._give(session, obs, gifts)
        discards = [a for a in legal if isinstance(a, Discard)]
        if discards:
            keep = self._keeper(session, obs)
            return min(discards, key=lambda d: keep(d.cards[0]))
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

    THROWN_IN = 0.5
    """The tricks the ``basic`` bot adds to its hand's count for each deal thrown in (nobody
    bid) just before this one: the longer the deals are thrown in, the bolder it bids, so
    that a game whose contracts its count finds too hard still goes on."""

    MARGIN = 0.0
    """The tricks to spare the ``basic`` bot wants when it bids as high as its hand goes (a
    failed contract costs)."""

    def _keeper(self, session: Session, obs: Mapping[str, Any]) -> Callable[[int], float]:
        """How much each card is worth keeping when laying cards away (after taking up a
        widow, or discarding down): the contract's trumps (by their place among the trumps)
        and extra cards above all, then high cards, a card of a longer suit a little more (a
        short weak suit goes first, towards a void). In a misère contract the other way
        round: low cards are kept, high cards and extra cards shed first, short suits
        before long ones."""
        deck = session.deck
        hand: list[int] = obs["hand"]
        lengths: dict[int, int] = {}
        for card in hand:
            lengths[deck.suit_of[card]] = lengths.get(deck.suit_of[card], 0) + 1
        contract = obs.get("contract")
        if contract is not None and getattr(contract, "misere", False):

            def keep_low(card: int) -> float:
                if deck.is_extra(card):
                    return -1.0
                return deck.rank_of[card] + 0.3 * lengths[deck.suit_of[card]]

            return keep_low
        trump = obs["trump"]
        tables = _tables(session)
        table = tables.get(trump, tables[NO_TRUMP])
        top = float(len(deck.ranks))

        def keep(card: int) -> float:
            if trump != NO_TRUMP and table.suit_of[card] == trump:
                return 100.0 - float(table.rank_of[card])
            if deck.is_extra(card):
                return 50.0
            return top - deck.rank_of[card] + 0.5 * lengths[deck.suit_of[card]]

        return keep

    def _call(
        self,
        session: Session,
        obs: Mapping[str, Any],
        legal: list[Action],
        meanings: list[tuple[Action, BidMeaning]],
    ) -> Action:
        """A call in any auction whose bids say what they promise (``meanings``: each bid
        and its :class:`~tricktaker.engine.game.BidMeaning`). The hand is counted for each
        trump the bids name (:func:`~tricktaker.bots.estimate.hand_tricks`), with partners
        the side's share added (unless the bid plays alone), a widow the declarer takes up
        adding a little, a failed contract that costs nothing and deals thrown in just
        before making the bot bolder. It
        bids in the trump its hand takes most tricks with (the contract scoring's worth of
        a trick weighed in), the highest bid it expects to make (or in another trump, if
        the best one has none left it can make): the cheapest when every trick scores anyway,
        else the highest; a misère when the hand is low enough to take no trick and it makes
        no other bid; when nobody has bid and going down costs nothing, the cheapest bid
        (rather than a deal thrown in); else it passes (never doubles). It never outbids its
        own side's standing bid. Made to bid when it may not pass: the bid it falls least
        short of."""
        deck = session.deck
        hand: list[int] = obs["hand"]
        gone = {card for _, card in obs["played"]} | set(obs["out_of_play"])
        gone.update(card for card in obs.get("discarded") or () if isinstance(card, int))
        tables = _tables(session)
        players, seat = obs["players"], obs["seat"]
        side_of = session.game.side_of
        partners = (
            sum(1 for s in range(players) if s != seat and side_of[s] == side_of[seat])
            if len(side_of) == players
            else 0
        )
        bonus = WIDOW_CARD * widow_size(session) + self.THROWN_IN * _thrown_in_streak(obs)
        cheapest = self._every_trick_scores(session)
        if not self._failing_costs(session):
            bonus += 1.5  # nothing to lose by going down: be bold
        elif not cheapest:
            bonus -= self.MARGIN  # a bid as high as the hand goes: keep a margin
        own: dict[int, float] = {}

        def expected(meaning: BidMeaning) -> float:
            trump = meaning.trump
            if trump not in own:
                table = tables.get(trump, tables[NO_TRUMP])
                counted = hand_tricks(deck, table, hand, trump, gone)
                average = mean_hand_tricks(deck, table, len(hand), trump, gone)
                own[trump] = seat_tricks(counted, average, len(hand), players)
            alone = meaning.alone or partners == 0
            side = own[trump] if alone else side_tricks(own[trump], len(hand), players, partners)
            return side + bonus

        levels = [(a, m) for a, m in meanings if not m.misere]
        holder = _standing_bidder(session)
        ours = holder is not None and (
            holder == seat or (len(side_of) == players and side_of[holder] == side_of[seat])
        )
        supported = [] if ours else [(a, m) for a, m in levels if m.tricks <= expected(m)]
        if supported:
            worth = self._trick_worth(session)
            half = len(hand) / 2

            def gain(trump: int) -> tuple[float, float]:  # more tricks, or tricks worth more
                over = max(0.1, side_tricks(own[trump], len(hand), players, partners) - half)
                return (over * worth.get(trump, 1.0), own[trump])

            best = max({m.trump for _, m in supported}, key=gain)
            mine = [(a, m) for a, m in supported if m.trump == best]
            if cheapest:
                return min(mine, key=lambda am: am[1].tricks)[0]
            return max(reversed(mine), key=lambda am: am[1].tricks)[0]
        misere = [a for a, m in meanings if m.misere and not ours]
        if misere and misere_hand(deck, tables[NO_TRUMP], hand, gone):
            return misere[0]
        if holder is None and levels and not self._failing_costs(session):
            # Nobody has bid and going down costs nothing: open rather than throw the deal
            # in, with the cheapest bid of the trump the hand counts most tricks with.
            cheap = min(m.tricks for _, m in levels)
            opening = [(a, m) for a, m in levels if m.tricks == cheap]
            return max(reversed(opening), key=lambda am: expected(am[1]))[0]
        passes = [a for a in legal if isinstance(a, Pass)]
        if passes or not levels:
            return passes[0] if passes else legal[0]
        return max(reversed(levels), key=lambda am: expected(am[1]) - am[1].tricks)[0]

    @staticmethod
    def _trick_worth(session: Session) -> dict[int, float]:
        """What a trick over the contract's base is worth in each trump (``NO_TRUMP`` too)
        when the rules' contract scoring says (its ``trick_values``); empty: all alike."""
        scoring = session.rules.scoring
        if not isinstance(scoring, ContractScoring) or not scoring.trick_values:
            return {}
        letters = {s.letter: i for i, s in enumerate(session.rules.deck.suits)}
        letters["NT"] = NO_TRUMP
        return {
            letters[den]: sum(values) / len(values)
            for den, values in scoring.trick_values.items()
            if den in letters and values
        }

    @staticmethod
    def _every_trick_scores(session: Session) -> bool:
        """Whether a contract's every trick scores, bid or not (from the public rules): then
        the cheapest bid is as good as a higher one made, and the bot bids up only against
        others; otherwise (a contract's own value, a bonus for exactly the bid, a scoring the
        bot does not know) it bids as high as its hand goes."""
        scoring = session.rules.scoring
        return (
            isinstance(scoring, ContractScoring)
            and scoring.count == "all"
            and bool(scoring.trick_values)
            and not scoring.values
            and not scoring.exact_bonus
        )

    @staticmethod
    def _failing_costs(session: Session) -> bool:
        """Whether a failed contract gives the opponents anything (from the public rules)."""
        scoring = session.rules.scoring
        if not isinstance(scoring, ContractScoring):
            return True  # not a contract game: be prudent
        return bool(scoring.penalties)

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
        elif contract is not None and getattr(contract, "misere", False):
            want_more, one_short = False, False  # the misère declarer: no trick at all
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

        by_card: dict[int, list[Play]] = {}
        for play in plays:
            by_card.setdefault(play.card, []).append(play)
        cards = list(by_card)
        if not trick and not want_more:
            # A card that wins any trick it is in (an extra card of its own suit) is no lead
            # for a seat that wants no trick, while it has another card to lead.
            cards = [c for c in cards if not named_lead(by_card[c])] or cards
        card = basic_card(cards, not trick, want_more, strength, wins, one_short)
        ways = by_card[card]
        if named_lead(ways):
            return name_a_suit(table, obs["hand"], ways, want_more)
        return ways[-1]  # of one card's plays, the last offered (an announcing one)


def named_lead(ways: Sequence[Play]) -> bool:
    """Whether ``ways`` (the legal plays of one card) are a lead that names a suit: a suitless
    extra card led naming the suit of the trick (``Play(card, named_suit=s)``)."""
    return any(play.named_suit >= 0 for play in ways)


def name_a_suit(table: Any, hand: Sequence[int], ways: Sequence[Play], want_more: bool) -> Play:
    """Which suit ``basic`` names when it leads a card that names the trick's suit (issue 47;
    the card wins the trick whatever it names, so the suit only decides what the others must
    follow with). A seat that wants tricks names its longest suit, of equal lengths the one
    with the higher cards: the others spend their cards of it, and its own cards of it become
    winners. One that wants none names its shortest suit, a void first, of equal lengths the
    one with the lower cards: the others spend the cards that could have won its low ones, and
    it keeps a suit to lose in. Ties left go to the first suit offered. ``table``: the
    effective suits and ranks of the hand's cards (rank 0 the highest)."""
    length: dict[int, int] = {}
    high: dict[int, int] = {}
    for card in hand:
        suit = table.suit_of[card]
        length[suit] = length.get(suit, 0) + 1
        high[suit] = high.get(suit, 0) + max(0, 4 - table.rank_of[card])  # A 4, K 3, Q 2, J 1
    offered = [play for play in ways if play.named_suit >= 0]

    def worth(play: Play) -> tuple[int, int]:
        return length.get(play.named_suit, 0), high.get(play.named_suit, 0)

    if want_more:
        return max(offered, key=worth)  # of equal worth, the first offered
    return min(offered, key=worth)


def _thrown_in_streak(obs: Mapping[str, Any]) -> int:
    """How many deals in a row, just before this one, were thrown in."""
    streak = 0
    for result in reversed(obs["hand_results"]):
        if not result.get("thrown_in"):
            break
        streak += 1
    return streak


def _standing_bidder(session: Session) -> int | None:
    """Who made the latest bid (an action the phase gives a meaning) of the auction under
    way, from the public history of this phase; None: no bid yet."""
    phase, game, state = session.phase, session.game, session.state
    for seat, action, index in reversed(session.history):
        if index != state.phase:
            return None
        if phase.bid_meaning(game, state, action) is not None:
            return seat
    return None


def _pass_or(legal: list[Action], default: Action) -> Action:
    """The first pass among ``legal``, else ``default``."""
    for action in legal:
        if isinstance(action, Pass):
            return action
    return default


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
