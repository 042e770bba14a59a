"""Whether rules can be played: the phases in an order that works, every phase given what it
needs, and every hand dealt from the pack, for every player count the rules allow.

A rules file that validates field by field can still describe a game that breaks when it is
played: a pass of more cards than a hand holds, a pack too small for the deal, a score that
needs bids nobody made, a phase that names the declarer before any contract. These checks run
when the rules load (and for every combination of option values a session compiles), so such a
file is refused before anybody plays, with the field and what is allowed, never a crash in the
middle of a game.

Two kinds of check, both reading the declarations of the mechanics registered for the game
(:class:`tricktaker.engine.mechanic.Mechanic`: what each phase kind needs, makes and does to
the cards), never a list of kinds of their own:

* :func:`check_phases` (once per rules): every phase of a registered kind, one deal, first;
  each with its table, and what it needs made by an earlier phase (the deal, the bids, a
  contract, a maker, an auction's winner, tricks to score);
* :func:`check_counts` (for each player count): the cards, counted phase by phase by each
  mechanic's ``count`` (the deal, more cards, draws, discards, passes, the widow, trick play),
  for every hand size of the schedule.

The ``count_*`` and ``*_needs`` functions here are the core mechanics' answers, named in their
declarations. A phase a game plugin builds by name (``phase_handler``) is trusted: after it,
what it may have made is assumed made. The cards are not counted after a phase whose mechanic
does not count them (it may move them).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any, Protocol

from tricktaker.errors import NotationError
from tricktaker.rules.deck import deck_of
from tricktaker.rules.scoring import ContractScoring, PenaltyCardScoring

if TYPE_CHECKING:
    from tricktaker.cards import Deck
    from tricktaker.rules.base import SideSpec
    from tricktaker.rules.deck import DeckSpec
    from tricktaker.rules.options import OptionSpec
    from tricktaker.rules.phases import (
        AuctionSpec,
        BiddingSpec,
        DealSpec,
        DiscardSpec,
        DrawSpec,
        PassCardsSpec,
        PlaySpec,
        ScheduleSpec,
        TrumpSelectionSpec,
        TurnedExchangeSpec,
    )
    from tricktaker.rules.scoring import MatchSpec, ScoringTable


class RulesFile(Protocol):
    """What these checks read of a :class:`tricktaker.rules.RulesFile` (which calls them from
    its validators, so this module cannot import it)."""

    @property
    def deck(self) -> DeckSpec: ...

    @property
    def options(self) -> dict[str, OptionSpec]: ...

    @property
    def phases(self) -> list[str]: ...

    @property
    def deal(self) -> DealSpec: ...

    @property
    def schedule(self) -> ScheduleSpec | None: ...

    @property
    def bidding(self) -> BiddingSpec | None: ...

    @property
    def auction(self) -> AuctionSpec | None: ...

    @property
    def trump_selection(self) -> TrumpSelectionSpec | None: ...

    @property
    def exchange_turned(self) -> TurnedExchangeSpec | None: ...

    @property
    def draw(self) -> DrawSpec | None: ...

    @property
    def discard(self) -> DiscardSpec | None: ...

    @property
    def pass_cards(self) -> PassCardsSpec | None: ...

    @property
    def play(self) -> PlaySpec: ...

    @property
    def tricks(self) -> dict[str, PlaySpec]: ...

    @property
    def scoring(self) -> ScoringTable | None: ...

    @property
    def seat_names(self) -> list[str]: ...

    @property
    def sides(self) -> list[SideSpec]: ...

    @property
    def match(self) -> MatchSpec: ...

    @property
    def mechanics(self) -> dict[str, dict[str, Any]]: ...

    def kind_of(self, phase: str) -> str: ...

    def trick_spec(self, phase: str) -> PlaySpec: ...


class Declared(Protocol):
    """What these checks read of a mechanic's declaration (a
    :class:`tricktaker.engine.mechanic.Mechanic`, which this layer cannot import)."""

    @property
    def kind(self) -> str: ...

    @property
    def table(self) -> str | None: ...

    @property
    def needs(self) -> tuple[str, ...]: ...

    @property
    def makes(self) -> tuple[str, ...]: ...

    @property
    def needs_of(self) -> Callable[..., Iterable[tuple[str, str]]] | None: ...

    @property
    def count(self) -> Callable[..., Iterable[Table]] | None: ...


ROLES = ("declarer", "defender")
"""Seats named relative to a contract: there is none before an auction."""


class Unplayable(ValueError):
    """Rules that cannot be played; the message starts with the field."""


# -- the phases ----------------------------------------------------------------------------------


def check_phases(
    rules: RulesFile,
    mechanics: Mapping[str, Declared],
    words: Callable[[str], str],
    trusted: bool = False,
) -> None:
    """The phases against the ``mechanics`` registered, by kind: each of a registered kind (or,
    if ``trusted``, built by a game plugin's ``phase_handler``); one phase that makes the deal,
    first; each with its table and after what it needs (``words`` says what a product is);
    nothing after the score."""
    phases = rules.phases
    listed = f"(phases: {', '.join(phases)})"
    dealers = sorted(k for k, m in mechanics.items() if "deal" in m.makes)
    deals = [p for p in phases if rules.kind_of(p) in dealers]
    if not deals:
        raise Unplayable(f"phases: no 'deal' phase: a hand starts with the deal {listed}")
    if len(deals) > 1:
        raise Unplayable(f"phases: {len(deals)} deal phases; a hand is dealt once {listed}")
    made: set[str] = set()
    unknown = False  # a phase a plugin builds by name came before: it may have made anything
    scored: str | None = None
    for name in phases:
        kind = rules.kind_of(name)
        mechanic = mechanics.get(kind)
        if mechanic is None:
            if not trusted:
                field = f"mechanics.{name}.kind" if name in rules.mechanics else "phases"
                raise Unplayable(
                    f"{field}: the phase {name!r} is of the kind {kind!r}, which no mechanic "
                    f"registers (kinds: {', '.join(sorted(mechanics))}; a plugin registers "
                    "its own with the mechanics hook)"
                )
            unknown = True
            continue
        if mechanic.table is not None and getattr(rules, mechanic.table, None) is None:
            raise Unplayable(f"phases: the phase {name!r} needs a [{mechanic.table}] table")
        if "deal" not in mechanic.makes and "deal" not in made:
            raise Unplayable(
                f"phases: {name!r} comes before the deal ({deals[0]!r}): it needs the cards "
                f"dealt {listed}"
            )
        if scored is not None:
            raise Unplayable(
                f"phases: {name!r} comes after the score ({scored!r}): the hand is scored "
                f"last {listed}"
            )
        needs = [(need, f"phases: {name!r}") for need in mechanic.needs]
        if mechanic.needs_of is not None:
            needs += list(mechanic.needs_of(rules, name))
        for need, field in needs:
            if need not in made and not unknown:
                makers = sorted(k for k, m in mechanics.items() if need in m.makes)
                maker = " or ".join(f"{_article(k)} {k!r}" for k in makers) or "a"
                maker += " phase" if makers else f" phase that makes {need!r}"
                before = "it" if field.startswith("phases: ") else repr(name)
                raise Unplayable(
                    f"{field} needs {maker} before {before} ({words(need)}; "
                    f"phases: {', '.join(phases)})"
                )
        made.update(mechanic.makes)
        if "score" in mechanic.makes:
            scored = name


def _article(word: str) -> str:
    return "an" if word[:1] in "aeiou" else "a"


def role_needs(field: str, ref: str) -> Iterator[tuple[str, str]]:
    """A seat named relative to a contract (``declarer``, ``defender``) needs the contract."""
    if ref in ROLES:
        yield "contract", f"{field} = {ref!r}"


def deal_needs(rules: RulesFile, name: str) -> Iterator[tuple[str, str]]:
    """The deal's needs: a contract, if it deals first to a seat relative to one."""
    yield from role_needs("deal.first_receiver", rules.deal.first_receiver)


def first_seat_needs(
    table: str, field: str = "first"
) -> Callable[[RulesFile, str], Iterator[tuple[str, str]]]:
    """The needs of a phase whose ``[table]`` names the seat to act first in ``field``."""

    def needs(rules: RulesFile, name: str) -> Iterator[tuple[str, str]]:
        spec = getattr(rules, table)
        if spec is not None:
            yield from role_needs(f"{table}.{field}", getattr(spec, field))

    return needs


def trick_needs(rules: RulesFile, name: str) -> Iterator[tuple[str, str]]:
    """A trick phase's needs: a contract for its trumps, first lead or exposed partner; a
    maker for chosen trumps."""
    where, spec = trick_table(rules, name), rules.trick_spec(name)
    yield from role_needs(f"{where}.first_lead", spec.first_lead)
    if spec.trumps == "contract":
        yield "contract", f"{where}.trumps = 'contract'"
    if spec.trumps == "chosen":
        yield "maker", f"{where}.trumps = 'chosen'"
    if spec.exposed_partner:
        yield "contract", f"{where}.exposed_partner"


def draw_needs(rules: RulesFile, name: str) -> Iterator[tuple[str, str]]:
    """The draws' needs: a contract for a draw by a seat relative to it."""
    if rules.draw is not None:
        for i, step in enumerate(rules.draw.draws):
            yield from role_needs(f"draw.draws[{i}].seat", step.seat)


def discard_needs(rules: RulesFile, name: str) -> Iterator[tuple[str, str]]:
    """The discards' needs: a contract for a discard by a seat relative to it."""
    if rules.discard is not None:
        for i, ref in enumerate(rules.discard.order):
            yield from role_needs(f"discard.order[{i}]", ref)


def pass_needs(rules: RulesFile, name: str) -> Iterator[tuple[str, str]]:
    """A pass by the blind bidders needs the bids."""
    if rules.pass_cards is not None and rules.pass_cards.passers == "blind_bidders":
        yield "bids", "pass_cards.passers = 'blind_bidders'"


def score_needs(rules: RulesFile, name: str) -> Iterator[tuple[str, str]]:
    """What the scoring kind scores, made by an earlier phase: the ``needs`` its table
    declares (:class:`~tricktaker.rules.scoring.ScoringTable`, from its
    :class:`tricktaker.ScoringKind`)."""
    scoring = rules.scoring
    if scoring is None:
        return
    for need in type(scoring).needs:
        yield need, f"scoring.kind = {scoring.kind!r}"


def trick_table(rules: RulesFile, name: str) -> str:
    """The table of a trick phase's rules: ``play`` or ``tricks.NAME``."""
    return f"tricks.{name}" if name in rules.tricks else "play"


def _need_pairs(rules: RulesFile, field: str) -> None:
    """Partnerships of two seats each (a partner to pass to, or to expose)."""
    if not rules.sides or any(len(side.seats) != 2 for side in rules.sides):
        raise Unplayable(f"{field} needs sides of two seats each ([[sides]], e.g. [0, 2], [1, 3])")


def check_trick_phase(rules: RulesFile, name: str) -> None:
    """An exposed partner needs partnerships of two."""
    if rules.trick_spec(name).exposed_partner:
        _need_pairs(rules, f"{trick_table(rules, name)}.exposed_partner")


def check_pass(rules: RulesFile, name: str) -> None:
    """A pass to the partner needs partnerships of two; a blind bidder's pass comes back."""
    spec = rules.pass_cards
    if spec is None:
        return
    if spec.to == "partner":
        _need_pairs(rules, "pass_cards.to = 'partner'")
    if spec.passers == "blind_bidders" and not spec.back and spec.cards:
        raise Unplayable(
            "pass_cards.back = false with passers = 'blind_bidders': the passer would hold "
            f"{spec.cards} card(s) fewer than its partner for the play; set back = true"
        )


# -- the cards, counted ----------------------------------------------------------------------------


@dataclass(frozen=True)
class Table:
    """The cards at one point of a hand: each seat's (the dealer is seat 0), the stock's, a
    turned card or not, the hand size, and the declarer (None: no contract yet)."""

    hands: tuple[int, ...]
    stock: int
    turned: bool
    hand_size: int
    declarer: int | None = None


@dataclass(frozen=True)
class Setting:
    """What the counts of one hand depend on: players, hand size, pack, and its source."""

    players: int
    size: int
    pack: int
    source: str

    def __str__(self) -> str:
        return f"with {self.players} players, hands of {self.size} from {self.source}"


def check_counts(
    rules: RulesFile, players: Iterable[int], mechanics: Mapping[str, Declared]
) -> None:
    """For each player count: the seats the rules name exist, and every hand of the schedule
    can be dealt and played through its phases, counted by the ``count`` of each phase's
    mechanic (see the module docstring)."""
    pack = deck_of(rules.deck).size
    for n in players:
        _check_seats(rules, n)
        source = "deal.hand_size"
        if rules.schedule is not None:
            sizes = rules.schedule.hand_sizes(n)
            source = rules.schedule.source()
            _ends_within(rules, len(sizes), f"{n} players, {source}")
        elif rules.deal.hand_size is None:
            raise Unplayable(
                "deal.hand_size: missing; give the cards each player is dealt, or a [schedule]"
            )
        else:
            sizes = [rules.deal.hand_size]
        for size in sorted(set(sizes)):
            _check_hand(rules, Setting(n, size, pack, source), mechanics)


def _ends_within(rules: RulesFile, hands: int, where: str) -> None:
    """A match with a schedule ends with it or within it: there is no hand size after it."""
    match = rules.match
    if match.end == "schedule":
        return
    if match.end == "deals" and match.deals is not None and match.deals <= hands:
        if match.ties == "share":
            return
        field, why = "match.ties", "'play_on' plays more deals after a tie"
    elif match.end == "deals":
        field, why = "match.deals", f"{match.deals} deals"
    else:
        field, why = "match.end", f"end = {match.end!r} does not stop with it"
    raise Unplayable(
        f"{field}: the schedule has {hands} hands ({where}), and {why}: the match could "
        "outlast it, with no hand size for the next deal; with a schedule the match ends with "
        "it (end = 'schedule') or within it (end = 'deals', deals <= the hands of the "
        "schedule, ties = 'share')"
    )


def _check_seats(rules: RulesFile, n: int) -> None:
    spec = rules.options["players"]
    allowed = f"options.players allows {spec.min}..{spec.max}"
    names = rules.seat_names
    if names and len(names) != n:
        raise Unplayable(
            f"seat_names: {len(names)} names, but {allowed} players, {n} among them: name the "
            f"seats only of a fixed number of players (options.players min = max = "
            f"{len(names)})"
        )
    blank = [i for i, name in enumerate(names) if not name.strip()]
    if blank:
        raise Unplayable(f"seat_names[{blank[0]}]: a seat needs a name, not an empty or blank one")
    if len(set(names)) != len(names):
        twice = sorted({name for name in names if names.count(name) > 1})
        raise Unplayable(
            f"seat_names: each seat has a name of its own; {', '.join(map(repr, twice))} given "
            "twice"
        )
    seats = sorted(seat for side in rules.sides for seat in side.seats)
    if seats and seats != list(range(n)):
        raise Unplayable(
            f"sides: the sides must hold every seat 0..{n - 1} of {n} players exactly once, "
            f"not {seats} ({allowed} players)"
        )
    first = rules.deal.first_dealer
    if isinstance(first, int) and not 0 <= first < n:
        raise Unplayable(f"deal.first_dealer: {first} is not a seat of {n} players (0..{n - 1})")
    for k, round_ in enumerate(rules.deal.packets):
        if len(round_) != n:
            raise Unplayable(
                f"deal.packets[{k}]: {len(round_)} packets, but the rules allow {n} players: "
                "each round gives one packet to each seat"
            )


def _check_hand(rules: RulesFile, setting: Setting, mechanics: Mapping[str, Declared]) -> None:
    """Deal one hand of ``setting`` and count the cards through the phases, each by its
    mechanic's ``count``; after a phase that counts nothing, the cards are not counted further
    (it may move them)."""
    tables = {_deal(rules, setting)}
    for name in rules.phases[rules.phases.index(_deal_phase(rules, mechanics)) + 1 :]:
        mechanic = mechanics.get(rules.kind_of(name))
        if mechanic is None or mechanic.count is None:
            return
        after: set[Table] = set()
        for table in tables:
            after |= set(mechanic.count(rules, name, table, setting))
        tables = after


def _deal_phase(rules: RulesFile, mechanics: Mapping[str, Declared]) -> str:
    return next(
        p for p in rules.phases if "deal" in getattr(mechanics.get(rules.kind_of(p)), "makes", ())
    )


def _deal(rules: RulesFile, setting: Setting) -> Table:
    deal, n, size, pack = rules.deal, setting.players, setting.size, setting.pack
    if size < 1:
        raise Unplayable(f"{setting.source}: a hand of {size} cards; a hand has 1 card or more")
    if deal.packets:
        dealt = sum(round_[0] for round_ in deal.packets)
        if dealt != size:
            raise Unplayable(
                f"deal.packets: deal {dealt} cards to each seat, but {setting.source} gives "
                f"hands of {size}"
            )
    widow = deal.widow.size if deal.widow is not None else 0
    if n * size + widow > pack:
        aside = f" and a widow of {widow}" if widow else ""
        most = (pack - widow) // n
        allowed = f"1..{most}" if most >= 1 else "none: the pack is too small"
        raise Unplayable(
            f"{setting.source}: {n} hands of {size} cards{aside} need {n * size + widow} "
            f"cards, but the pack has {pack} (hands allowed with {n} players: {allowed})"
        )
    rest = pack - n * size
    turned = deal.turn_up != "none" and rest > 0
    stock = rest - 1 if deal.turn_up == "next" and turned else rest
    return Table((size,) * n, stock, turned, size)


def count_same(rules: RulesFile, name: str, table: Table, setting: Setting) -> Iterator[Table]:
    """A phase that moves no card (bids, a contract, a score): the cards as they were."""
    yield table


def count_auction(rules: RulesFile, name: str, table: Table, setting: Setting) -> Iterator[Table]:
    """A contract auction moves no card, but names the declarer: any seat."""
    for declarer in range(len(table.hands)):
        yield replace(table, declarer=declarer)


def count_turned(rules: RulesFile, name: str, table: Table, setting: Setting) -> Iterator[Table]:
    """Trumps chosen around the turned card: there must be one."""
    if not table.turned:
        raise Unplayable(
            f"phases: {name!r} chooses trumps around the turned card, but "
            f"{_why_no_turned(rules, setting)}"
        )
    yield table


def _why_no_turned(rules: RulesFile, setting: Setting) -> str:
    if rules.deal.turn_up == "none":
        return "deal.turn_up = 'none' turns none"
    return f"no card is left to turn {setting}"


def count_draws(rules: RulesFile, name: str, table: Table, setting: Setting) -> Iterator[Table]:
    """The draws from the stock: one table for each number a draw may take."""
    spec = rules.draw
    assert spec is not None
    tables = [table]
    for i, step in enumerate(spec.draws):
        counts = [step.cards] if step.cards is not None else []
        if step.by_turned_group is not None:
            if not table.turned:
                raise Unplayable(
                    f"draw.draws[{i}].by_turned_group needs a turned card, but "
                    f"{_why_no_turned(rules, setting)}"
                )
            counts = sorted(set(step.by_turned_group.values()))
        after = []
        for before in tables:
            seat = _seat(step.seat, before)
            for count in counts:
                if count > before.stock:
                    raise Unplayable(
                        f"draw.draws[{i}]: {step.seat} draws {count} cards, but the stock "
                        f"holds {before.stock} then ({setting})"
                    )
                hands = list(before.hands)
                hands[seat] += count
                after.append(replace(before, hands=tuple(hands), stock=before.stock - count))
        tables = after
    yield from tables


def count_discard(rules: RulesFile, name: str, table: Table, setting: Setting) -> Iterator[Table]:
    """Discards down to a hand size, every seat then holding as many."""
    spec = rules.discard
    assert spec is not None
    hands = list(table.hands)
    for i, ref in enumerate(spec.order):
        seat = _seat(ref, table)
        if hands[seat] < spec.down_to:
            raise Unplayable(
                f"discard.down_to: {ref} (discard.order[{i}]) holds {hands[seat]} cards when it "
                f"discards, fewer than {spec.down_to} ({setting})"
            )
        hands[seat] = spec.down_to
    if any(h != spec.down_to for h in hands):
        kept = sorted({h for h in hands if h != spec.down_to})
        raise Unplayable(
            f"discard.order: the seats not in the order keep {' or '.join(map(str, kept))} "
            f"cards while the others discard down to {spec.down_to} ({setting}): every seat "
            "must then hold as many cards"
        )
    yield replace(table, hands=tuple(hands), hand_size=spec.down_to)


def count_pass(rules: RulesFile, name: str, table: Table, setting: Setting) -> Iterator[Table]:
    """A pass of cards from seat to seat: no more than a hand holds."""
    spec = rules.pass_cards
    assert spec is not None
    fewest = min(table.hands)
    if spec.cards and not fewest:
        raise Unplayable(
            "phases: 'pass_cards' comes when every card has been played: the pass comes "
            "before the tricks"
        )
    if spec.cards > fewest:
        raise Unplayable(
            f"pass_cards.cards: {spec.cards} cards to pass, but a hand holds {fewest} when the "
            f"pass comes ({setting}); allowed: 0..{fewest}"
        )
    yield table


def count_widow(rules: RulesFile, name: str, table: Table, setting: Setting) -> Iterator[Table]:
    """The widow taken up: the stock is the widow alone."""
    widow = rules.deal.widow
    if widow is None:
        raise Unplayable(f"phases: {name!r} takes up the widow, but [deal] has no widow")
    if table.stock != widow.size:
        raise Unplayable(
            f"deal.widow.size: {name!r} gives the whole stock ({table.stock} cards {setting}) "
            f"to the auction's winner, who lays away {widow.size}: the stock must hold the "
            "widow alone"
        )
    yield replace(table, stock=0)


def count_tricks(rules: RulesFile, name: str, table: Table, setting: Setting) -> Iterator[Table]:
    """Trick play: every hand as large, played out (or a card drawn after each trick)."""
    held = sorted(set(table.hands))
    if len(held) > 1:
        raise Unplayable(
            f"phases: the hands hold {' or '.join(map(str, held))} cards when {name!r} starts "
            f"({setting}): every seat must hold as many cards to play tricks"
        )
    if held == [0]:
        raise Unplayable(
            f"phases: {name!r} starts with empty hands: every card has been played before it "
            f"({setting})"
        )
    spec = rules.trick_spec(name)
    if not spec.draw_after_trick:
        yield replace(table, hands=(0,) * len(table.hands))
        return
    n = len(table.hands)
    if table.stock == 0 or table.stock % n:
        raise Unplayable(
            f"{trick_table(rules, name)}.draw_after_trick: the stock holds {table.stock} cards "
            f"when {name!r} starts ({setting}); each trick draws one card for each of the {n} "
            "players, so it must hold a multiple of the players, and some"
        )
    yield replace(table, stock=0)


def _seat(ref: str, table: Table) -> int:
    """The seat ``ref`` names at ``table`` (the dealer is seat 0)."""
    n = len(table.hands)
    if ref == "dealer":
        return 0
    if ref == "left_of_dealer":
        return 1 % n
    declarer = table.declarer if table.declarer is not None else 0
    return declarer if ref == "declarer" else (declarer + 1) % n


def players_of(rules: RulesFile) -> list[int]:
    """Every player count ``options.players`` allows."""
    spec = rules.options["players"]
    assert spec.min is not None and spec.max is not None
    return list(range(spec.min, spec.max + 1))


# -- what the fields name --------------------------------------------------------------------------


def check_names(rules: RulesFile) -> None:
    """Every card, suit, rank, rank group and denomination a field names is one of the pack
    (a typo would otherwise stop the game when it is compiled, or be silently ignored), and
    the tables the phases index have the entries they need."""
    deck = deck_of(rules.deck)
    specs = {"play": rules.play, **{f"tricks.{n}": spec for n, spec in rules.tricks.items()}}
    for where, spec in specs.items():
        if spec.first_lead_card is not None:
            _card(deck, f"{where}.first_lead_card", spec.first_lead_card)
        tops = [(f"{where}.top_trumps[{i}]", t) for i, t in enumerate(spec.top_trumps)]
        for k, trump_set in enumerate(spec.trump_sets):
            tops += [
                (f"{where}.trump_sets[{k}].cards[{i}]", t) for i, t in enumerate(trump_set.cards)
            ]
        for field, top in tops:
            if top.card is not None:
                _card(deck, f"{field}.card", top.card)
        for field in ("first_trick_barred", "breaks_also", "lead_if_only"):
            for i, text in enumerate(getattr(spec, field)):
                _suit_or_card(deck, f"{where}.{field}[{i}]", text)
        if spec.announce is not None:
            _ranks(deck, f"{where}.announce.ranks", spec.announce.ranks)
    if rules.exchange_turned is not None and rules.exchange_turned.rank is not None:
        _ranks(deck, "exchange_turned.rank", [rules.exchange_turned.rank])
    if rules.bidding is not None and rules.bidding.zero_name in ("look", "l"):
        raise Unplayable(
            f"bidding.zero_name: {rules.bidding.zero_name!r} is how a blind bidder says it "
            "looks at its cards; choose another word (e.g. 'nil')"
        )
    if rules.draw is not None:
        _check_groups(rules)
    if rules.sides and len(rules.sides) < 2:
        raise Unplayable("sides: one side holds every seat; give two sides or more, or none")
    scoring = rules.scoring
    if isinstance(scoring, PenaltyCardScoring):
        for text in scoring.cards:
            _suit_or_card(deck, f"scoring.cards.{text}", text)
        for i, text in enumerate(scoring.take_all):
            _suit_or_card(deck, f"scoring.take_all[{i}]", text)
    denominations = _check_auction(rules, deck)
    if isinstance(scoring, ContractScoring):
        _check_contract_tables(rules, deck, denominations)


def _card(deck: Deck, field: str, text: str) -> int:
    try:
        return deck.parse(text)
    except NotationError as exc:
        raise Unplayable(f"{field}: {exc}") from None


def _suit_or_card(deck: Deck, field: str, text: str) -> None:
    """A suit letter or a card (``H``, ``QS``), as the trick rules and scoring read them."""
    if text.upper() not in (s.letter.upper() for s in deck.suits):
        try:
            deck.parse(text)
        except NotationError:
            letters = ", ".join(s.letter for s in deck.suits)
            raise Unplayable(
                f"{field}: {text!r} is neither a suit letter ({letters}) nor a card of the pack "
                f"(e.g. {deck.format(0)})"
            ) from None


def _ranks(deck: Deck, field: str, ranks: list[str]) -> None:
    upper = [r.strip().upper() for r in ranks]
    for text, key in zip(ranks, upper, strict=True):
        if deck.rank_aliases.get(key, key) not in deck.ranks:
            raise Unplayable(f"{field}: {text!r} is not a rank (ranks: {' '.join(deck.ranks)})")
    twice = sorted({r for r in upper if upper.count(r) > 1})
    if twice:
        raise Unplayable(f"{field}: {', '.join(twice)} given twice")


def _check_groups(rules: RulesFile) -> None:
    """A draw by the turned card's rank group names every group of the pack, and only them;
    an extra card may be turned only if it belongs to a group."""
    spec = rules.draw
    assert spec is not None
    groups = sorted(rules.deck.rank_groups)
    for i, step in enumerate(spec.draws):
        if step.by_turned_group is None:
            continue
        field = f"draw.draws[{i}].by_turned_group"
        if sorted(step.by_turned_group) != groups:
            raise Unplayable(
                f"{field}: names the groups {sorted(step.by_turned_group)}; it must name "
                f"exactly the rank groups of the pack (deck.rank_groups: {groups or 'none'})"
            )
        loose = [e.name for e in rules.deck.extras if e.group is None]
        if loose:
            raise Unplayable(
                f"{field}: the extra card {loose[0]} belongs to no rank group, so a draw by "
                "the turned card's group cannot count it (give it a `group`)"
            )
        negative = [g for g, n in step.by_turned_group.items() if n < 0]
        if negative:
            raise Unplayable(f"{field}.{negative[0]}: a number of cards, 0 or more")


NO_TRUMP_WORDS = ("N", "NT", "NO TRUMP", "NOTRUMP", "NO TRUMPS")
"""What a bid reads as no trump (``3N``, ``3NT``)."""


def _check_auction(rules: RulesFile, deck: Deck) -> list[str]:
    """The auction's levels and denominations, bids that read back as themselves; its
    denominations as written in records (``C``, ``NT``), or [] without an auction."""
    spec = rules.auction
    if spec is None:
        return []
    if not 0 <= spec.min_level <= spec.max_level <= 9:
        raise Unplayable(
            f"auction: levels {spec.min_level}..{spec.max_level}; a bid's level is one digit, "
            "so 0 <= min_level <= max_level <= 9"
        )
    if spec.base_tricks < 0 or spec.base_tricks + spec.max_level > deck.size:
        raise Unplayable(
            f"auction.base_tricks: {spec.base_tricks} + max_level {spec.max_level} tricks; "
            f"allowed: 0..{max(0, deck.size - spec.max_level)} (the pack has {deck.size} cards)"
        )
    written: list[str] = []
    for i, text in enumerate(spec.denominations):
        try:
            index = deck.denomination_index(text)
        except NotationError as exc:
            raise Unplayable(f"auction.denominations[{i}]: {exc}; or NT") from None
        name = deck.denomination(index)
        if name in written:
            raise Unplayable(f"auction.denominations[{i}]: {text!r} given twice")
        if index >= 0 and name in NO_TRUMP_WORDS:
            raise Unplayable(
                f"auction.denominations[{i}]: the suit {text!r} is written {name!r}, which "
                "reads as no trump in a bid"
            )
        written.append(name)
    for i, text in enumerate(spec.level_zero):
        try:
            name = deck.denomination(deck.denomination_index(text))
        except NotationError as exc:
            raise Unplayable(f"auction.level_zero[{i}]: {exc}; or NT") from None
        if name not in written:
            raise Unplayable(
                f"auction.level_zero[{i}]: {text!r} is not a denomination of the auction "
                f"({', '.join(written)})"
            )
    return written


def _check_contract_tables(rules: RulesFile, deck: Deck, denominations: list[str]) -> None:
    spec = rules.scoring
    assert isinstance(spec, ContractScoring)
    auction = rules.auction
    for field in ("penalties", "raised_penalties"):
        for i, row in enumerate(getattr(spec, field)):
            if len(row) != 3:
                raise Unplayable(
                    f"scoring.{field}[{i}]: {len(row)} numbers; each row is [undoubled, "
                    "doubled, redoubled]"
                )
    for key, values in spec.trick_values.items():
        if len(values) != 2:
            raise Unplayable(
                f"scoring.trick_values.{key}: {len(values)} numbers; give [first trick over "
                "base_tricks, each further trick]"
            )
    if spec.trick_values and denominations:
        missing = [d for d in denominations if d not in spec.trick_values]
        if missing:
            raise Unplayable(
                f"scoring.trick_values: no entry for {', '.join(missing)} (the auction's "
                f"denominations: {', '.join(denominations)})"
            )
    if auction is None:
        return
    bids = {
        f"{level}{d}"
        for level in range(auction.min_level, auction.max_level + 1)
        for d in denominations
        if level or d in {deck.denomination(deck.denomination_index(z)) for z in auction.level_zero}
    }
    for i, value in enumerate(spec.values):
        for j, text in enumerate(value.contracts):
            if text not in bids:
                raise Unplayable(
                    f"scoring.values[{i}].contracts[{j}]: {text!r} is not a bid of the auction "
                    f"(written as a level and a denomination, e.g. {min(bids, default='1C')})"
                )
