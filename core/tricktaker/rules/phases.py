"""The phases of a hand as data: schedules, dealing, bidding, auctions, trick play, melds."""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Mapping
from typing import Annotated, Literal

from pydantic import Field, model_validator

from tricktaker.limits import MAX_CARDS, MAX_ITEMS
from tricktaker.rules.base import MAX_LIST, Model, SeatRef


class ScheduleSpec(Model):
    """Hand sizes per hand. ``styles`` are lists of ranges such as ``"M..1"`` or ``"M-1..1"``:

    ``M`` is the largest hand for the player count (``max_hand``), ``S`` is
    ``min(short_cap, M)``; a range counts down when its start is larger than its end.
    """

    max_hand: dict[int, int] = Field(
        default_factory=dict,
        description="Players -> largest hand size M (e.g. 3 to 5 players 10, 6 players 8, "
        "7 players 7). A player count with no entry is an error unless `fixed` gives the hand "
        "sizes.",
    )
    short_cap: int = Field(
        10, description="The cap in S = min(short_cap, M), the short hand size (e.g. 10)."
    )
    styles: dict[str, list[str]] = Field(
        default_factory=dict,
        description="Style name -> its ranges, played one after the other, e.g. "
        'long = ["M..1", "2..M"]. A range is one term or "A..B"; a term is a number, M, S, '
        "M-n or S-n.",
    )
    style: str | None = Field(
        None,
        description="The style played, a name in `styles` (an option may set it, e.g. a game "
        "style chosen by the players). Not set: the first style.",
    )
    fixed: list[Annotated[int, Field(gt=0)]] = Field(
        default_factory=list,
        description="Hand sizes played in order; when not empty they replace the style (an "
        "option may set them, e.g. a custom list of hand sizes).",
    )

    @model_validator(mode="after")
    def _ranges(self) -> ScheduleSpec:
        for name, ranges in self.styles.items():
            for text in ranges:
                if not _RANGE.fullmatch(text.replace(" ", "")):
                    raise ValueError(
                        f"style {name!r}: {text!r} is not a range like 'M..1', '1..S' or 'M-1..1'"
                    )
        if self.style is not None and self.style not in self.styles:
            known = ", ".join(self.styles) or "none"
            raise ValueError(f"style {self.style!r} is not in styles (styles: {known})")
        if not self.fixed and not self.styles:
            raise ValueError("give the hand sizes: `styles` or `fixed`")
        if len(self.fixed) > MAX_ITEMS:
            raise ValueError(f"fixed: {len(self.fixed):,} hands; at most {MAX_ITEMS:,}")
        return self

    def source(self) -> str:
        """The field that gives the hand sizes: ``schedule.fixed`` or the style played."""
        if self.fixed:
            return "schedule.fixed"
        return f"schedule.styles.{self.style or next(iter(self.styles))}"

    def hand_sizes(self, players: int) -> list[int]:
        """The hand sizes of a match of ``players``: ``fixed`` if it gives any, else the ranges
        of ``style`` (or of the first style). A ``ValueError`` names the field when
        ``max_hand`` has no entry for ``players`` or the match would have more than
        :data:`~tricktaker.limits.MAX_ITEMS` hands (counted before any list is made)."""
        if self.fixed:
            return list(self.fixed)
        if players not in self.max_hand:
            known = ", ".join(str(n) for n in sorted(self.max_hand)) or "none"
            raise ValueError(
                f"schedule.max_hand has no entry for {players} players (entries for: {known})"
            )
        largest = self.max_hand[players]
        symbols = {"M": largest, "S": min(self.short_cap, largest)}
        name = self.style if self.style is not None else next(iter(self.styles))
        bounds = [range_bounds(text, symbols) for text in self.styles[name]]
        hands = sum(abs(end - start) + 1 for start, end in bounds)
        if hands > MAX_ITEMS:
            raise ValueError(
                f"schedule.styles.{name}: {hands:,} hands with {players} players; "
                f"at most {MAX_ITEMS:,}"
            )
        sizes: list[int] = []
        for start, end in bounds:
            step = 1 if end >= start else -1
            sizes.extend(range(start, end + step, step))
        return sizes


_TERM = r"(?:\d+|[MS](?:-\d+)?)"
_RANGE = re.compile(rf"{_TERM}(?:\.\.{_TERM})?")


def _term(text: str, symbols: Mapping[str, int]) -> int:
    match = re.fullmatch(r"([MS])(?:-(\d+))?", text)
    if match:
        return symbols[match.group(1)] - int(match.group(2) or 0)
    return int(text)


def range_bounds(text: str, symbols: Mapping[str, int]) -> tuple[int, int]:
    """The first and last hand size of a range of a schedule's style (``"M..1"``: M and 1; a
    single term: itself twice), with ``M`` and ``S`` given by ``symbols``."""
    parts = text.replace(" ", "").split("..")
    return _term(parts[0], symbols), _term(parts[-1], symbols)


def expand_range(text: str, symbols: Mapping[str, int]) -> list[int]:
    """``"M..1"`` → ``[M, M-1, ..., 1]``; ``"2..M"`` counts up; a single term is one hand."""
    start, end = range_bounds(text, symbols)
    step = 1 if end >= start else -1
    return list(range(start, end + step, step))


class WidowSpec(Model):
    """Cards dealt aside face down during the deal (a widow), into the stock."""

    size: int = Field(gt=0, description="How many cards, e.g. 2.")
    after: Annotated[int, Field(ge=0)] | list[Annotated[int, Field(ge=0)]] = Field(
        description="After how many rounds of packets (each round one packet to every seat) "
        "they are dealt aside, e.g. 1: after the first round. A list deals the widow in equal "
        "parts after each of those rounds, e.g. `{ size = 3, after = [1, 2, 3] }` with "
        "`batches = [3, 4, 3]`: one card after each round (3 to each seat, 1 aside, 4 to each "
        "seat, 1 aside, 3 to each seat, 1 aside).",
    )

    @model_validator(mode="after")
    def _parts(self) -> WidowSpec:
        rounds = self.rounds
        if not rounds:
            raise ValueError("after: name at least one round")
        if list(rounds) != sorted(set(rounds)):
            raise ValueError(
                f"after: {list(rounds)}: give the rounds in increasing order, each once"
            )
        if self.size % len(rounds):
            raise ValueError(
                f"size {self.size} cannot be split equally over the {len(rounds)} rounds of "
                f"after = {list(rounds)}; make size a multiple of {len(rounds)}"
            )
        return self

    @property
    def rounds(self) -> tuple[int, ...]:
        """The rounds after which a part of the widow is dealt aside."""
        return (self.after,) if isinstance(self.after, int) else tuple(self.after)

    @property
    def parts(self) -> tuple[tuple[int, int], ...]:
        """``(rounds, cards)`` for each part: that many cards after that many rounds."""
        each = self.size // len(self.rounds)
        return tuple((r, each) for r in self.rounds)


class DealSpec(Model):
    """How one hand is dealt from the pack (top card first)."""

    first_dealer: Literal["random", "seat0"] | int = Field(
        "random",
        description="Who deals the first hand: 'random' (a seat drawn with the match's seed), "
        "'seat0' (seat 0) or a seat number.",
    )
    rotation: int = Field(
        1,
        description="Next dealer = dealer + rotation, in seats to the left (1: the deal passes "
        "to the left). Not applied after a thrown-in deal when `throw_in_dealer` is 'same'.",
    )
    first_receiver: SeatRef = Field(
        "left_of_dealer",
        description="The seat dealt the first card or packet; the deal goes on to the left.",
    )
    batches: list[Annotated[int, Field(gt=0)]] = Field(
        default_factory=lambda: [1],
        min_length=1,
        description="Packet sizes, each dealt to every seat in turn and repeated until the hands "
        "are full: [1] one card at a time, [3] packets of three.",
    )
    packets: list[list[Annotated[int, Field(gt=0)]]] = Field(
        default_factory=list,
        max_length=MAX_CARDS,
        description="Packets that differ from seat to seat, instead of `batches`: one list per "
        "round of the deal, giving the packet of each seat in turn from `first_receiver`, e.g. "
        "[[3, 2, 3, 2], [2, 3, 2, 3]]. Each seat's packets must add up to the hand size.",
    )
    hand_size: int | None = Field(
        None,
        gt=0,
        description="Cards per player when no schedule applies (no [schedule] table), e.g. 13.",
    )
    turn_up: Literal["none", "next", "stock_top"] = Field(
        "none",
        description="'none': no card is turned. 'next': the card after the deal is turned and "
        "set aside (e.g. to show the trump "
        "suit); 'stock_top': the top of the stock is shown but stays in the stock.",
    )
    widow: WidowSpec | None = Field(
        None,
        description="Cards dealt aside face down between two rounds of packets (a widow), "
        "e.g. { size = 2, after = 1 }: they lie in the stock, seen by nobody, until a phase "
        "gives them to a player.",
    )
    throw_in_counts: bool = Field(
        True,
        description="A thrown-in deal (everybody passed in the auction or trump selection) counts "
        "as a hand of the match; false: it does not count, and the next deal takes its place.",
    )
    throw_in_dealer: Literal["next", "same"] = Field(
        "next", description="Who deals after a thrown-in deal: the next dealer or the same one."
    )

    @model_validator(mode="after")
    def _widow_alone(self) -> DealSpec:
        if self.widow is not None and self.turn_up != "none":
            raise ValueError("widow needs turn_up = 'none': the widow lies in the stock")
        if self.widow is not None and self.packets:
            raise ValueError("widow needs batches, not packets: it is dealt between rounds")
        return self

    @model_validator(mode="after")
    def _packets(self) -> DealSpec:
        if not self.packets:
            return self
        seats = {len(r) for r in self.packets}
        if len(seats) != 1:
            raise ValueError("packets: every round must give one packet to each seat")
        sums = {sum(r[k] for r in self.packets) for k in range(seats.pop())}
        if len(sums) != 1 or (self.hand_size is not None and sums != {self.hand_size}):
            raise ValueError(
                f"packets: each seat's packets must add up to the hand size ({self.hand_size})"
            )
        return self


class BlindBidSpec(Model):
    """Bids a seat may make before looking at its cards (*blind* bids), and who may.

    A seat that may bid blind at the start of the hand does not see its cards until its turn to
    bid; then, if it still may, its only choices are a blind bid or ``look``, after which it
    sees its hand (and, having looked, bids as usual). A seat that may no longer bid blind at
    its turn (its side has made its blind bids) sees its hand and bids as usual."""

    bids: list[Annotated[int, Field(ge=0)]] = Field(
        default_factory=list,
        description="The numbers that may be bid blind, e.g. [0] (typed and shown as `blind` "
        "and the bid: `blind 0`, or with `zero_name` `blind nil`); empty: no blind bid (an "
        "option may fill it in).",
    )
    behind: int | None = Field(
        None,
        ge=0,
        description="A seat may bid blind only if, at the start of the hand, its total (its "
        "side's) is at least this many points below the highest total of the other seats (the "
        "other sides), e.g. 100; not set: whatever the scores.",
    )
    per_side: int | None = Field(
        None,
        ge=1,
        description="At most this many blind bids per side (a player alone without sides) in a "
        "hand, e.g. 1: a seat whose partner has bid blind may not; not set: no limit.",
    )


class BiddingSpec(Model):
    """Numeric bidding: each seat bids a number of tricks once, from the dealer's left."""

    first: SeatRef = Field(
        "left_of_dealer",
        description="The seat that bids first; the others follow to the left, and the last "
        "bidder is the one the hook restricts.",
    )
    hook: bool = Field(
        False,
        description="The hook: the last bidder (the dealer) may not bid the number that makes "
        "the bids total the number of tricks.",
    )
    zero_name: str | None = Field(
        None,
        pattern=r"^[a-z]+$",
        description="A name for a bid of 0 (e.g. 'nil'): typed and shown instead of 0.",
    )
    side_cap: int | None = Field(
        None,
        ge=0,
        description="With sides: the bids of one side may not total more than this (e.g. 13): "
        "a seat whose partners have bid may bid at most the rest. 0 is always allowed.",
    )
    blind: BlindBidSpec | None = Field(
        None, description="Bids made before looking at one's cards; not set: none."
    )


Direction = Literal["left", "right", "across", "hold"]


class PassCardsSpec(Model):
    """Cards passed face down from seat to seat: each passer chooses `cards` cards of its hand
    and gives them to its receiver; only the two of them see those cards (the others see how
    many went). The received cards join the receiver's hand at once, or (`receive =
    'after_all'`) only when every passer has chosen."""

    cards: int = Field(ge=0, description="The cards each passer gives, e.g. 2; 0: nobody passes.")
    passers: Literal["blind_bidders", "every_seat"] = Field(
        "blind_bidders",
        description="Who passes: 'blind_bidders': each seat that made a blind bid (`[bidding."
        "blind]`) in the hand, in bidding order; nobody when no seat did. 'every_seat': every "
        "seat, from the first bidder (the dealer's left when there is no bidding), clockwise.",
    )
    to: Literal["partner"] | list[Direction] = Field(
        "partner",
        description="Each passer's receiver: 'partner': the other seat of its side (the rules "
        "need sides of two seats); or a list of directions, one of which holds for each hand "
        "(see `choose`): 'left' (the next seat clockwise), 'right' (the previous one), "
        "'across' (half the table away), 'hold' (nobody passes in that hand).",
    )
    choose: Literal["cycle", "random"] = Field(
        "cycle",
        description="With a list of directions in `to`: 'cycle': hand 1 uses the first, hand "
        "2 the second, and so on round the list; 'random': each hand draws one of them, each "
        "as likely. The hand's direction is public.",
    )
    back: bool = Field(
        True,
        description="The receiver then gives as many cards back to the passer, chosen among all "
        "its cards, those just received included, before the next passer passes.",
    )
    receive: Literal["at_once", "after_all"] = Field(
        "at_once",
        description="'at_once': the cards join the receiver's hand as they are given; "
        "'after_all': they are set aside face down and handed over together when every "
        "passer has chosen, so nobody sees what it receives before choosing.",
    )

    @model_validator(mode="after")
    def _combinations(self) -> PassCardsSpec:
        problems = []
        if self.to == "partner" and self.passers == "every_seat":
            problems.append("passers = 'every_seat' needs a list of directions in `to`")
        if self.to != "partner" and self.passers == "blind_bidders":
            problems.append("passers = 'blind_bidders' pass to their partner: to = 'partner'")
        if isinstance(self.to, list) and not self.to:
            problems.append("to: name at least one direction")
        if self.back and self.receive == "after_all":
            problems.append("back = true needs receive = 'at_once' (the cards given back)")
        if problems:
            raise ValueError("; ".join(problems))
        return self


class BidRequirements(Model):
    """Bids allowed only with certain cards in the bidder's hand. A *jump* bid is one whose level
    is higher than the lowest level at which its denomination would outrank the standing bid."""

    suit_cards: int = Field(0, description="Cards of the suit needed for a suit bid.")
    jump_suit_cards: int = Field(0, description="Cards of the suit needed for a jump bid in it.")
    nt_each_suit: int = Field(0, description="Cards of every suit needed for a no-trump bid.")
    nt_jump_long_suit: bool = Field(
        False,
        description="A no-trump jump bid also needs some suit of `jump_suit_cards` cards.",
    )


class AuctionSpec(Model):
    """A contract auction: levels and denominations, pass / double / redouble."""

    first: SeatRef = Field(
        "dealer", description="The seat that calls first; calls go on to the left."
    )
    min_level: int = Field(
        1,
        description="The lowest level of a bid; 0 allows level-0 bids in the `level_zero` "
        "denominations (e.g. 0, for 0NT).",
    )
    max_level: int = Field(7, description="The highest level of a bid (7: up to 7NT).")
    denominations: list[str] = Field(
        description="Lowest first: suit letters and 'NT', e.g. ['C','D','H','S','NT']."
    )
    level_zero: list[str] = Field(
        default_factory=list,
        description="Denominations that may be bid at level 0 (e.g. ['NT']).",
    )
    base_tricks: int = Field(6, description="A bid of level L promises base_tricks + L tricks.")
    doubling: bool = Field(
        True,
        description="Double and redouble are allowed: an opponent may double the standing bid, "
        "then its bidder's side redouble it; a new bid cancels both.",
    )
    declarer: Literal["last_bidder", "first_of_side"] = Field(
        "last_bidder",
        description="Who declares the contract: 'last_bidder', the seat of the final bid; "
        "'first_of_side', the seat of the final bid's side (its partnership) that first bid "
        "the final bid's denomination, at any level.",
    )
    passes_to_end: int = Field(1, description="Passes in a row that end the auction after a bid.")
    passes_to_throw_in: int = Field(2, description="Passes in a row with no bid: deal thrown in.")
    requirements: BidRequirements | None = Field(
        None, description="Cards the bidder must hold to make a bid."
    )


class AnnounceSpec(Model):
    """An announcement made while playing the second card of a set held together at the start
    of play, e.g. a marriage: the King and Queen of trumps, 20 points."""

    name: str = Field(
        pattern=r"^[a-z]+$",
        description="The word announced, e.g. 'marriage': a play may add it, or 'no marriage' to "
        "keep silent (`KH marriage`, `KH no marriage`).",
    )
    ranks: list[str] = Field(
        min_length=2,
        description="The ranks of the set, all of one suit, e.g. ['K', 'Q']; the set must be "
        "held together when play starts.",
    )
    trumps_only: bool = Field(
        True,
        description="Only the set in the trump suit counts (none with no trumps); false: the "
        "set in any suit.",
    )
    points: int = Field(
        description="Points for each announcement, added to the announcer's hand total by "
        "point-trick scoring (e.g. 20)."
    )
    default: bool = Field(True, description="A play that may announce does so unless told not to.")


class TopTrump(Model):
    """A card that counts as a trump above the trump suit's own cards, named by its rank and
    its suit (a suit letter, or relative to the hand's trump suit), or by ``card``: any card
    of the pack in card notation, e.g. an extra card."""

    rank: str | None = Field(None, description="The card's rank, e.g. 'J' (with `suit`).")
    suit: str | None = Field(
        None,
        description="A suit letter (e.g. 'C'); 'trump': the trump suit; 'same_colour': the "
        "other suit of the trump suit's colour (the deck must pair its suits by colour). With "
        "`rank`.",
    )
    card: str | None = Field(
        None,
        description="Instead of `rank` and `suit`: the card in card notation, e.g. `{ card = "
        '"JK" }` (an extra card ranked as the highest trump: it counts as a trump in every '
        "hand with a trump suit, follows a trump lead and must be played to one when it is "
        'the seat\'s only trump) or `{ card = "QS" }`.',
    )

    @model_validator(mode="after")
    def _named(self) -> TopTrump:
        if self.card is not None and (self.rank is not None or self.suit is not None):
            raise ValueError("give either card, or rank and suit; not both")
        if self.card is None and (self.rank is None or self.suit is None):
            raise ValueError("give rank and suit (e.g. { rank = 'J', suit = 'trump' }) or card")
        return self

    @property
    def key(self) -> tuple[str, str]:
        """What the entry names, for finding one named twice."""
        if self.card is not None:
            return ("card", self.card.strip().upper())
        return ((self.rank or "").upper(), self.suit or "")


class TrumpSet(Model):
    """A trump that is not a suit: a named set of cards that are the only trumps when it is
    chosen, highest first; every other card keeps its printed suit."""

    name: str = Field(description="The set's name for people, e.g. 'jacks'.")
    cards: list[TopTrump] = Field(
        min_length=1,
        description="Its cards, highest first, each by rank and suit letter, e.g. [{ rank = "
        "'J', suit = 'C' }, { rank = 'J', suit = 'S' }].",
    )


class PlaySpec(Model):
    """Trick play: who leads, the obligation ladder and what wins a trick."""

    first_lead: SeatRef = Field(
        "left_of_dealer",
        description="The seat that leads the first trick; the winner of each trick leads the next.",
    )
    follow_suit: bool = Field(
        True,
        description="A player holding the suit led must play it; false: any card may be played.",
    )
    must_trump: bool = Field(
        False,
        description="A player who cannot follow suit must play a trump if holding one.",
    )
    must_overtrump: bool = Field(
        False,
        description="A player playing a trump (following a trump lead, or trumping) must beat "
        "the highest trump in the trick if able.",
    )
    trumps: Literal["turned", "contract", "chosen", "fixed", "none"] = Field(
        "turned",
        description="'turned': the suit of the turned card; 'contract': the auction's "
        "denomination; 'chosen': named in a trump-selection phase; 'fixed': always the suit "
        "`trump_suit`; 'none': no trumps.",
    )
    trump_suit: str | None = Field(
        None,
        description="The trump suit's letter when `trumps` is 'fixed' (e.g. 'S': spades are "
        "always trumps).",
    )
    extras: Literal["none", "group", "names_suit"] = Field(
        "none",
        description="'group': suitless extra cards play by rank group: the "
        "matching one may replace following suit and loses; a led one is won by a trump or a "
        "card of its group; the lead ban follows. 'names_suit': in a hand without trumps each "
        "suitless extra card is a suit of its own: its holder may lead it naming a suit in the "
        "same action (written `JK:D`; the legal leads list `JK:S JK:C JK:D JK:H` instead of "
        "`JK`), and the named suit is the suit led, shown to everybody; to another's lead it "
        "may be played only when void in the suit led; nobody must ever play it; it wins every "
        "trick it is in. In a hand with trumps it plays as `top_trumps` places it (e.g. `{ card "
        '= "JK" }`, the highest trump).',
    )
    draw_after_trick: bool = Field(
        False,
        description="After each trick the winner, then the others, draw from the stock; the "
        "phase ends when the stock is empty (drawing tricks).",
    )
    open_top: bool = Field(
        False,
        description="With `draw_after_trick`: the top card of the stock is face up for everybody.",
    )
    announce: AnnounceSpec | None = Field(
        None, description="An announcement (e.g. a marriage) made with the second of its cards."
    )

    top_trumps: list[TopTrump] = Field(
        default_factory=list,
        max_length=MAX_LIST,
        description="Cards that count as trumps, ranked above the trump suit's own cards, "
        "highest first: each is a trump whatever its printed suit (it follows a trump lead, "
        "does not follow its printed suit, and wins as a trump), e.g. [{ rank = 'J', suit = "
        "'trump' }, { rank = 'J', suit = 'same_colour' }] or the four jacks by suit letter. Not "
        "applied in a hand without trumps.",
    )
    trump_sets: list[TrumpSet] = Field(
        default_factory=list,
        max_length=MAX_LIST,
        description="Trumps that are not a suit, each a set of cards ranked in the order "
        "given: the hand's trump value (`state.trump`) is the number of suits + the set's "
        "index (with four suits, 4 is the first set). A card of the set follows and wins as a "
        "trump, never as its printed suit; `top_trumps` do not apply to it. The trump value "
        "is set by a phase of the game (e.g. a declaration).",
    )
    no_trump_order: Literal["plain", "sequence"] = Field(
        "plain",
        description="The order of the cards within each suit in a hand without trumps: "
        "'plain' (the deck's `ranks`) or 'sequence' (its `sequence_ranks`, e.g. the natural "
        "order A K Q J 10 9 8 7 where the plain order is A 10 K Q J 9 8 7).",
    )
    no_lead_until_broken: str | None = Field(
        None,
        description="'trump' (the trump suit) or a suit letter: that suit may not be led until "
        "a card of it has been played to an earlier trick of the hand (it is broken), unless "
        "the leader holds nothing else. Cards count by their effective suit (`top_trumps`).",
    )
    never_broken: bool = Field(
        False,
        description="With `no_lead_until_broken`: the suit is never broken, so for the whole "
        "hand it may be led only by a leader who holds nothing else.",
    )

    breaks_also: list[str] = Field(
        default_factory=list,
        description="With `no_lead_until_broken`: cards of other suits that also break the "
        "restricted suit when played to a trick, e.g. ['QS']; without it, no effect.",
    )
    lead_if_only: list[str] = Field(
        default_factory=list,
        description="With `no_lead_until_broken`: a leader whose cards outside the restricted "
        "suit are all among these cards may lead any of its cards while the suit is unbroken, "
        "e.g. ['QS'] (the leader of Q♠ and hearts only may lead a heart); empty: only a leader "
        "who holds nothing but the restricted suit may. Without `no_lead_until_broken`, no effect.",
    )
    first_lead_card: str | None = Field(
        None,
        description="A card, e.g. '2C': the seat that holds it when play starts leads the "
        "first trick, and leads that card (`first_lead_any_of_suit`: any card of its suit). "
        "Not set: `first_lead` names the leader, who leads any card.",
    )
    first_lead_any_of_suit: bool = Field(
        False,
        description="With `first_lead_card`: the first leader may lead any card of that "
        "card's suit, the card itself included.",
    )
    first_trick_barred: list[str] = Field(
        default_factory=list,
        description="Suit letters and cards (e.g. ['H', 'QS']) that a seat unable to follow "
        "suit may not play to the first trick of the phase, unless its hand holds nothing else.",
    )

    exposed_partner: bool = Field(
        False,
        description="The declarer's partner takes no part in the play: the declarer chooses "
        "every card of the partner's hand, in its turn, and once the first card of the play is "
        "down the partner's hand lies face up for everybody. Needs `trumps = 'contract'` and "
        "sides of two seats.",
    )

    @model_validator(mode="after")
    def _combinations(self) -> PlaySpec:
        """Every combination of trick rules either works or is refused here, with the reason."""
        problems = []
        ladder = [f for f in ("must_trump", "must_overtrump") if getattr(self, f)]
        if ladder and not self.follow_suit:
            problems.append(
                f"{' and '.join(ladder)} {'needs' if len(ladder) == 1 else 'need'} "
                "follow_suit = true: the obligation ladder starts with following suit"
            )
        if self.extras == "group" and (ladder or not self.follow_suit):
            what = " and ".join(ladder) if ladder else "follow_suit = false"
            problems.append(
                f"extras = 'group' cannot be combined with {what}: extra cards by group have "
                "their own following rules (the matching extra card may replace following suit)"
            )
        if self.extras == "names_suit" and not self.follow_suit:
            problems.append(
                "extras = 'names_suit' needs follow_suit = true: the named suit is the suit "
                "to follow"
            )
        if self.extras == "names_suit" and self.announce is not None:
            problems.append(
                "extras = 'names_suit' cannot be combined with announce: a play names a suit "
                "or makes an announcement, not both"
            )
        if self.open_top and not self.draw_after_trick:
            problems.append("open_top needs draw_after_trick: there is no stock to show")
        if (self.trumps == "fixed") != (self.trump_suit is not None):
            problems.append("trump_suit is needed with trumps = 'fixed', and only then")
        if self.never_broken and self.no_lead_until_broken is None:
            problems.append("never_broken needs no_lead_until_broken (the suit it restricts)")
        if self.trumps == "none" and self.top_trumps:
            problems.append("top_trumps needs a trump suit, but trumps = 'none'")
        if self.trumps == "none" and self.no_lead_until_broken == "trump":
            problems.append(
                "no_lead_until_broken = 'trump' needs a trump suit, but trumps = 'none'"
            )
        if self.first_lead_any_of_suit and self.first_lead_card is None:
            problems.append("first_lead_any_of_suit needs first_lead_card")
        if self.exposed_partner and self.trumps != "contract":
            problems.append("exposed_partner needs trumps = 'contract' (a declarer)")
        patterns = Counter(t.key for t in self.top_trumps)
        twice = sorted(f"{r} {s}" for (r, s), n in patterns.items() if n > 1)
        if twice:
            problems.append(f"top_trumps names a card twice: {', '.join(twice)}")
        if problems:
            raise ValueError("; ".join(problems))
        return self


class TrumpSelectionSpec(Model):
    """Trumps chosen around a turned card, in rounds: ``turned`` (accept the turned card's suit
    or pass) and ``other`` (name another suit or pass). If every round is passed out the deal is
    thrown in."""

    first: SeatRef = Field(
        "left_of_dealer",
        description="The seat that speaks first in each round; the others follow to the left.",
    )
    rounds: list[Literal["turned", "other"]] = Field(
        default=["turned", "other"],
        min_length=1,
        max_length=MAX_LIST,
        description="The rounds, in order; each seat speaks once per round, and the first to "
        "choose a suit is the maker.",
    )
    accept_words: list[str] = Field(
        default=[],
        max_length=MAX_LIST,
        description="The game's own words for accepting the turned card's suit, besides accept, "
        "take, yes and order, e.g. 'order up', 'pick up', 'assist' (lower case; "
        "spaces between words are free).",
    )
    last_must_choose: bool = Field(
        False,
        description="In the last round, the last seat to speak may not pass when every other "
        "seat has passed: it must choose a suit, so the deal is never thrown in.",
    )


class TurnedExchangeSpec(Model):
    """A card of a hand exchanged for the turned card: the holder of the trump of ``rank`` may
    give it for the turned card (the card given up takes the turned card's place, face up);
    or the dealer takes the turned card and discards any other card face down."""

    rank: str | None = Field(
        None,
        description="The rank of the trump that may be exchanged, e.g. '7'; its holder is "
        "asked. Not set: the dealer is asked and may give any card of the hand.",
    )
    only_turned_suit: bool = Field(True, description="Only when the turned suit is trumps.")
    compulsory: bool = Field(
        False,
        description="The exchange must be made (no pass): e.g. the dealer must take the "
        "turned card.",
    )
    face_down: bool = Field(
        False,
        description="The card given up is discarded face down (seen only by its owner, out of "
        "play) instead of taking the turned card's place face up; everybody still remembers "
        "the turned card, now in the exchanger's hand.",
    )


class DrawStep(Model):
    """One draw from the top of the stock: a fixed number of cards, or a number that depends
    on the rank group of the turned card (the up-card)."""

    seat: SeatRef = Field(description="The seat that draws.")
    cards: int | None = Field(
        None, ge=0, description="Cards drawn; give either this or `by_turned_group`."
    )
    by_turned_group: dict[str, int] | None = Field(
        None,
        description="Rank group of the turned card -> cards drawn; an extra card counts as its "
        "group, e.g. { numbers = 4, faces = 8, aces = 12 }.",
    )

    @model_validator(mode="after")
    def _one(self) -> DrawStep:
        if (self.cards is None) == (self.by_turned_group is None):
            raise ValueError("give either 'cards' or 'by_turned_group'")
        return self


class DrawSpec(Model):
    """Cards drawn from the stock, in order, with no decision."""

    draws: list[DrawStep] = Field(
        min_length=1, max_length=MAX_LIST, description="The draws, in order."
    )


class DiscardSpec(Model):
    """Players discard face down, in order, until they hold ``down_to`` cards."""

    order: list[SeatRef] = Field(
        min_length=1,
        max_length=MAX_LIST,
        description="The seats that discard, in order (e.g. left_of_dealer, then dealer).",
    )
    down_to: int = Field(
        gt=0,
        description="The number of cards each keeps; it becomes the hand size (e.g. 13).",
    )
