"""A bid-ladder auction: the phase kind ``ladder`` (issue 47), its settings in
``[mechanics.NAME]`` (:class:`~tricktaker.rules.ladder.LadderSettings`).

Every bid there is stands on one ladder, lowest first: the level rungs (``levels`` ×
``denominations``, each with a value from ``values``) and the special rungs placed among them
(``specials``: e.g. a misère directly above ``8S``). A bid must stand higher in the ladder than
the standing bid; values never compare bids, they are what a scoring reads
(``Contract.value``). A special rung may be legal only over a level bid of enough tricks
(``only_over_tricks``). Passes are final (``pass_is_final``: turns skip a seat that passed) or
not. The auction ends as soon as every seat but the standing bid's has passed since that bid;
its bidder is the declarer, the bid the contract. Every seat passing with no bid standing
throws the deal in (or, with ``all_pass = "last_must_bid"``, the last seat may not pass).
Signals (``signals``) are calls of some levels by the first speakers only, outside the ladder:
public information that never becomes the contract.

Actions: a level rung is a :class:`~tricktaker.actions.ContractBid` (its text ``7S``,
``10NT``: the level, then the denomination), a special rung a
:class:`~tricktaker.actions.Declare` of its name (``MIS``), a pass a
:class:`~tricktaker.actions.Pass`; a signal is the ContractBid of a signal level. The state
(:class:`LadderState`, an :class:`~tricktaker.mechanics.widow.AuctionWinner`, so the core's
``widow`` phase gives the declarer the widow) is public. At the end the contract is set
(``state.contract``: level, denomination, declarer, the tricks it needs, and a special rung's
name, value, ``misere`` and ``exposed_after``), the hand's trumps are its denomination, and a
rung with ``partner_sits_out`` sits the declarer's partners out (``State.sit_out``).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any, NamedTuple

from tricktaker.actions import NO_TRUMP, PASS, Action, ContractBid, Declare, Pass
from tricktaker.engine.game import BidMeaning, Phase
from tricktaker.engine.hookspecs import hookimpl
from tricktaker.engine.mechanic import Mechanic
from tricktaker.engine.panels import Panel, PanelRow
from tricktaker.engine.seats import seat_of
from tricktaker.engine.state import Contract
from tricktaker.engine.visibility import PUBLIC, declare
from tricktaker.errors import NotationError
from tricktaker.mechanics.auction import contract_rows
from tricktaker.mechanics.widow import AuctionWinner
from tricktaker.rules import mechanic_settings
from tricktaker.rules.ladder import LadderSettings, SpecialRung
from tricktaker.rules.playable import count_auction, role_needs

if TYPE_CHECKING:
    from collections.abc import Iterator, Mapping

    from tricktaker.cards import Deck
    from tricktaker.engine.game import CompiledGame
    from tricktaker.engine.state import State
    from tricktaker.rules import RulesFile


class LadderState(AuctionWinner):
    """The calls of a ladder auction and where it stands: all public."""

    __slots__ = ("calls", "contractor", "high", "high_bidder", "passed", "signal_calls", "sits_out")
    key = "auction"
    seen = declare(
        calls=PUBLIC("every call as (seat, action), in order (signals included)"),
        high=PUBLIC("the standing bid (a ContractBid, or a Declare of a special bid); None: none"),
        high_bidder=PUBLIC("the seat that made the standing bid; -1: none"),
        passed=PUBLIC(
            "per seat, whether it has passed (for good with pass_is_final; else since the last bid)"
        ),
        signal_calls=PUBLIC("the indices in calls of the calls that were signals, not bids"),
        contractor=PUBLIC("the declarer once the auction is over; -1: not yet, or thrown in"),
        sits_out=PUBLIC("the seats that sit the hand out by the contract (a declarer alone)"),
    )

    def __init__(self, players: int) -> None:
        self.calls: list[tuple[int, Action]] = []
        self.high: Action | None = None
        self.high_bidder = -1
        self.passed = [False] * players
        self.signal_calls: list[int] = []
        self.contractor = -1
        self.sits_out: list[int] = []

    def declarer(self) -> int | None:
        return None if self.contractor < 0 else self.contractor

    def summary(self, deck: Deck) -> dict[str, Any]:
        return {"sitting_out": list(self.sits_out)} if self.sits_out else {}


class Rung(NamedTuple):
    """One bid of the ladder: its action, its text, the tricks it promises, its
    denomination (a suit index, ``NO_TRUMP``), its value and its special rung (None for a
    level rung)."""

    action: Action
    text: str
    tricks: int
    denomination: int
    value: int
    special: SpecialRung | None


class Ladder:
    """The rungs of a ladder auction, lowest first, and the signals, from the settings and
    the deck (built once per compiled game)."""

    def __init__(self, spec: LadderSettings, deck: Deck) -> None:
        self.spec = spec
        level_rungs: list[Rung] = []
        for level in spec.bid_levels():
            for denom in spec.denominations:
                index = deck.denomination_index(denom)
                action = ContractBid(level, index)
                text = f"{level}{deck.denomination(index)}"
                value = spec.value_of(level, denom)
                level_rungs.append(Rung(action, text, spec.base_tricks + level, index, value, None))
        rungs: list[Rung] = []
        specials = [(n, s) for n, s in spec.specials.items() if s.enabled]
        for name, special in specials:
            if special.above is None:
                rungs.append(self._special(name, special, deck))
        for rung in level_rungs:
            rungs.append(rung)
            for name, special in specials:
                if special.above is not None and special.above.upper() == rung.text.upper():
                    rungs.append(self._special(name, special, deck))
        self.rungs = rungs
        self.rank = {r.action: i for i, r in enumerate(rungs)}
        self.by_text = {r.text.upper(): r for r in rungs}
        self.signals: list[Action] = []
        if spec.signals is not None:
            for level in spec.signals.levels:
                for denom in spec.denominations:
                    self.signals.append(ContractBid(level, deck.denomination_index(denom)))
        self.signal_set = frozenset(self.signals)
        self.deck = deck

    @staticmethod
    def _special(name: str, special: SpecialRung, deck: Deck) -> Rung:
        index = deck.denomination_index(special.denomination)
        return Rung(Declare(name), name, special.tricks, index, special.value, special)

    def text(self, action: Action, symbols: bool = False) -> str:
        """The text of a call: ``pass``, ``7S`` (``7♠`` with ``symbols``), ``MIS``."""
        if isinstance(action, Pass):
            return "pass"
        if isinstance(action, ContractBid):
            return f"{action.level}{self.deck.denomination(action.denomination, symbols)}"
        assert isinstance(action, Declare)
        return action.what

    def span(self) -> str:
        """The ladder from its lowest bid to its highest, e.g. ``6S … 10NT``."""
        return f"{self.rungs[0].text} … {self.rungs[-1].text}"


class LadderPhase(Phase):
    """A bid-ladder auction (see the module)."""

    name = "auction"
    parts = (LadderState,)
    draws_contract = True
    """Its own panel shows the contract (:func:`table_panels`), not the core auction's."""

    def __init__(self, name: str, spec: LadderSettings, deck: Deck) -> None:
        self.name = name
        self.spec = spec
        self.ladder = Ladder(spec, deck)

    def bind(self, game: CompiledGame) -> None:
        self.sides = game.sides
        self.side_of = game.side_of

    def start(self, game: CompiledGame, state: State) -> bool:
        state.to_move = seat_of(self.spec.first, state)
        return False

    # -- who may call what -------------------------------------------------------------------

    def _may_signal(self, state: State, seat: int) -> bool:
        signals = self.spec.signals
        if signals is None:
            return False
        first = seat_of(self.spec.first, state)
        if (seat - first) % state.players >= signals.first_speakers:
            return False
        return not (
            signals.first_call_only and any(s == seat for s, _ in LadderState.of(state).calls)
        )

    def _must_bid(self, state: State, seat: int) -> bool:
        """``all_pass = "last_must_bid"``: every other seat passed with no bid standing."""
        if self.spec.all_pass != "last_must_bid":
            return False
        part = LadderState.of(state)
        return part.high is None and all(p for s, p in enumerate(part.passed) if s != seat)

    def _condition(self, rung: Rung, high: Rung | None) -> str | None:
        """Why a special rung is not legal over ``high`` by its condition; None: it is."""
        special = rung.special
        if special is None or not special.only_over_tricks:
            return None
        need = special.only_over_tricks
        if high is None or high.special is not None or high.tricks < need:
            stands = "no bid stands" if high is None else f"the standing bid is {high.text}"
            return f"{rung.text} is legal only over a bid of {need} or more tricks ({stands})"
        return None

    def reason(self, state: State, seat: int, action: Action) -> str | None:
        """Why ``seat`` may not make the call ``action`` now; None exactly when it may (the
        one source of :meth:`legal_actions` and :meth:`why_illegal`)."""
        ladder = self.ladder
        if isinstance(action, Pass):
            if self._must_bid(state, seat):
                return "every other seat has passed: you must bid"
            return None
        if not isinstance(action, ContractBid | Declare):
            return f"that is not a call: a bid ({ladder.span()}), or pass"
        if action in ladder.signal_set:
            signals = self.spec.signals
            assert signals is not None
            if self._may_signal(state, seat):
                return None
            first = "" if not signals.first_call_only else ", each as its first call"
            return (
                f"{ladder.text(action)} is {_article(signals.name)} {signals.name}: only "
                f"the first {signals.first_speakers} to speak may make one{first}"
            )
        place = ladder.rank.get(action)
        if place is None:
            return f"{ladder.text(action)} is not a bid here (bids: {ladder.span()})"
        part = LadderState.of(state)
        rung = ladder.rungs[place]
        high = None if part.high is None else ladder.rungs[ladder.rank[part.high]]
        if high is not None and place <= ladder.rank[high.action]:
            return f"{rung.text} is not a legal bid after {high.text}: a bid must outrank it"
        return self._condition(rung, high)

    def legal_actions(self, game: CompiledGame, state: State) -> list[Action]:
        seat = state.to_move
        part = LadderState.of(state)
        ladder = self.ladder
        out: list[Action] = [] if self._must_bid(state, seat) else [PASS]
        if ladder.signals and self._may_signal(state, seat):
            out += ladder.signals
        start = 0 if part.high is None else ladder.rank[part.high] + 1
        high = None if part.high is None else ladder.rungs[start - 1]
        for rung in ladder.rungs[start:]:
            if rung.special is None or self._condition(rung, high) is None:
                out.append(rung.action)
        return out

    def why_illegal(self, game: CompiledGame, state: State, action: Action) -> str | None:
        return self.reason(state, state.to_move, action)

    # -- the calls -------------------------------------------------------------------------

    def apply(self, game: CompiledGame, state: State, action: Action) -> bool:
        part = LadderState.of(state)
        seat = state.to_move
        n = state.players
        part.calls.append((seat, action))
        if isinstance(action, Pass):
            part.passed[seat] = True
        else:
            part.passed[seat] = False
            if action in self.ladder.signal_set:
                part.signal_calls.append(len(part.calls) - 1)
            else:
                part.high = action
                part.high_bidder = seat
                if not self.spec.pass_is_final:  # the others may speak again after a new bid
                    part.passed = [False] * n
        passed = sum(part.passed)
        if part.high is None and passed == n:
            state.thrown_in = True
            state.to_move = -1
            return True
        if part.high is not None and passed >= n - 1:
            self._contract(game, state, part)
            return True
        following = (seat + 1) % n
        if self.spec.pass_is_final:
            while part.passed[following]:
                following = (following + 1) % n
        state.to_move = following
        return False

    def _contract(self, game: CompiledGame, state: State, part: LadderState) -> None:
        """The auction is over: the standing bid is the contract, its bidder the declarer."""
        assert part.high is not None
        rung = self.ladder.rungs[self.ladder.rank[part.high]]
        declarer = part.high_bidder
        special = rung.special
        level = part.high.level if isinstance(part.high, ContractBid) else 0
        state.contract = Contract(
            level,
            rung.denomination,
            declarer,
            0,
            rung.tricks,
            name=rung.text if special is not None else "",
            value=rung.value,
            misere=special is not None and special.misere,
            exposed_after=special.exposed_after if special is not None else -1,
        )
        state.trump = rung.denomination
        part.contractor = declarer
        state.to_move = -1
        if special is not None and special.partner_sits_out and self.sides:
            side = self.side_of[declarer]
            partners = [
                s for s in range(state.players) if s != declarer and self.side_of[s] == side
            ]
            if partners:
                state.sit_out(partners)
                part.sits_out = partners

    def bid_meaning(self, game: CompiledGame, state: State, action: Action) -> BidMeaning | None:
        place = self.ladder.rank.get(action)
        if place is None:
            return None  # a pass or a signal
        rung = self.ladder.rungs[place]
        special = rung.special
        if special is None:
            return BidMeaning(rung.tricks, rung.denomination)
        return BidMeaning(rung.tricks, rung.denomination, special.misere, special.partner_sits_out)

    # -- notation --------------------------------------------------------------------------

    def format(self, game: CompiledGame, action: Action) -> str:
        return self.ladder.text(action)

    def told_text(self, game: CompiledGame, action: Action, you: bool) -> str | None:
        """``bids MIS (misère)``, ``bids 6♥ (a signal)``; None for a level bid or a pass."""
        s = "" if you else "s"
        if isinstance(action, Declare):
            rung = self.ladder.by_text.get(action.what.upper())
            title = rung.special.title if rung is not None and rung.special is not None else ""
            return f"bid{s} {action.what}" + (f" ({title})" if title else "")
        signals = self.spec.signals
        if signals is not None and action in self.ladder.signal_set:
            said = self.ladder.text(action, True)
            return f"bid{s} {said} ({_article(signals.name)} {signals.name})"
        return None

    def legal_words(self, legal: list[Action]) -> str:
        """The legal calls in few words: ``pass, 7C … 8S, MIS, 8C … 10NT``: runs of
        consecutive level bids of the ladder as their ends, a special bid by name."""
        ladder = self.ladder
        words = ["pass"] if PASS in legal else []
        allowed = set(legal)
        signals = [a for a in ladder.signals if a in allowed]
        if signals:
            name = self.spec.signals.name if self.spec.signals is not None else "signal"
            words.append(f"{name} {_run([ladder.text(a) for a in signals])}")
        run: list[str] = []
        for rung in ladder.rungs:
            if rung.action in allowed and rung.special is None:
                run.append(rung.text)
                continue
            if run:
                words.append(_run(run))
                run = []
            if rung.action in allowed:
                words.append(rung.text)
        if run:
            words.append(_run(run))
        return ", ".join(words)

    def example(self, action: Action) -> str | None:
        """How to type a bid, for the help (the same words for every bid, so the help says
        them once): ``a bid: 6S … 10NT, MIS (misère: only over a bid of 7 or more tricks),
        OMIS (open misère)``, with the signals' levels and who may make them; None for a
        pass (the console's own word)."""
        if not isinstance(action, ContractBid | Declare):
            return None
        ladder = self.ladder
        words = f"a bid: {ladder.span()}"
        signals = self.spec.signals
        if signals is not None and ladder.signals:
            span = _run([ladder.text(a) for a in ladder.signals])
            first = ", as their first call" if signals.first_call_only else ""
            words += (
                f" ({span}: {_article(signals.name)} {signals.name}, by the first "
                f"{signals.first_speakers} to speak{first})"
            )
        for rung in ladder.rungs:
            special = rung.special
            if special is None:
                continue
            notes = [special.title] if special.title else []
            if special.only_over_tricks:
                notes.append(f"only over a bid of {special.only_over_tricks} or more tricks")
            words += f", {rung.text} ({': '.join(notes)})" if notes else f", {rung.text}"
        return words

    def prompt(self, game: CompiledGame, state: State) -> str:
        return f"call ({self.legal_words(self.legal_actions(game, state))})"

    def parse(self, game: CompiledGame, state: State, text: str) -> Action:
        key = " ".join(text.strip().split())
        low = key.lower()
        if low in ("pass", "p", "no bid"):
            return PASS
        ladder = self.ladder
        found = ladder.by_text.get(key.upper().replace(" ", ""))
        if found is not None:
            return found.action
        match = re.fullmatch(r"(?:bid\s*)?(\d+)\s*(.+)", low)
        if match:
            level, denom_text = int(match.group(1)), match.group(2).strip()
            try:
                if denom_text in ("nt", "n", "no trump", "notrump", "no trumps"):
                    return ContractBid(level, NO_TRUMP)
                return ContractBid(level, game.deck.suit_index(denom_text))
            except NotationError:
                pass
        specials = [r.text for r in ladder.rungs if r.special is not None]
        more = f", {', '.join(specials)}" if specials else ""
        raise NotationError(
            f"{key!r} is not a call: bid tricks and a suit or NT ({ladder.span()}){more}, or pass"
        )


def _article(word: str) -> str:
    """``a`` or ``an`` before ``word``."""
    return "an" if word[:1].lower() in "aeiou" else "a"


def _run(texts: list[str]) -> str:
    """A run of consecutive bids: its ends (``7C … 8S``), or the bids when one or two."""
    if len(texts) <= 2:
        return ", ".join(texts)
    return f"{texts[0]} … {texts[-1]}"


def _settings(rules: RulesFile, name: str) -> LadderSettings | None:
    """The phase's settings, or None when they are invalid (the settings check reports it)."""
    try:
        return mechanic_settings(rules, name, LadderSettings)
    except Exception:  # reported by the settings check, with the field
        return None


def _needs(rules: RulesFile, name: str) -> Iterator[tuple[str, str]]:
    spec = _settings(rules, name)
    if spec is not None:
        yield from role_needs(f"mechanics.{name}.first", spec.first)


def _check(rules: RulesFile, name: str) -> None:
    """The denominations and special rungs name suits of the pack; partners who sit out need
    sides."""
    spec = _settings(rules, name)
    if spec is None:
        return
    letters = {s.letter.upper() for s in rules.deck.suits}
    for denom in spec.denominations:
        if denom.upper() != "NT" and denom.upper() not in letters:
            raise ValueError(
                f"mechanics.{name}.denominations: {denom!r} is not a suit of the pack "
                f"(suits: {', '.join(sorted(letters))}, or NT)"
            )
    for text, special in spec.specials.items():
        denom = special.denomination.upper()
        if denom != "NT" and denom not in letters:
            raise ValueError(
                f"mechanics.{name}.specials.{text}.denomination: {special.denomination!r} is "
                "not a suit of the pack"
            )
        if special.enabled and special.partner_sits_out and not rules.sides:
            raise ValueError(
                f"mechanics.{name}.specials.{text}.partner_sits_out needs sides ([[sides]])"
            )


def _build(name: str, game: CompiledGame) -> Phase:
    return LadderPhase(name, mechanic_settings(game.rules, name, LadderSettings), game.deck)


@hookimpl(trylast=True)
def mechanics() -> list[Mechanic]:
    """The phase kind ``ladder`` (issue 47)."""
    return [
        Mechanic(
            kind="ladder",
            build=_build,
            settings=LadderSettings,
            makes=("contract", "winner"),
            needs_of=_needs,
            check=_check,
            count=count_auction,
            summary="A bid ladder: level bids with values and special bids (e.g. misère) in one "
            "order, passes final or not, signals; names the contract and its declarer.",
        )
    ]


@hookimpl(trylast=True)
def table_panels(game: CompiledGame, view: Mapping[str, Any], seat: int) -> list[Panel]:
    """A ladder auction's panels. While it runs (``Auction``): the standing bid and its
    bidder, and each signal made with its seat. Once there is a contract (``Contract``): the
    contract (a special bid by name and title), the declarer, the seats that sit out, the
    declarer's hand once it lies face up, and the tricks of each side against what the
    contract needs. Nothing in a game without a ladder auction."""
    phase = next((p for p in game.phases if isinstance(p, LadderPhase)), None)
    if phase is None or "signal_calls" not in view:
        return []
    ladder = phase.ladder
    contract = view.get("contract")
    if contract is not None:
        if contract.name:
            rung = ladder.by_text.get(contract.name.upper())
            title = rung.special.title if rung is not None and rung.special is not None else ""
            words = f"{contract.name} ({title})" if title else contract.name
        else:
            strain = game.deck.denomination(contract.denomination, symbols=True)
            words = f"{contract.level}{strain}"
        rows = contract_rows(game, view, words, view.get("sits_out") or ())
        shown = view.get("exposed_hand") or []
        if shown:
            at = 2 if rows and rows[1].label == "Declarer" else len(rows)
            ordered = tuple(sorted(shown, key=game.deck.sort_key))  # as a hand is shown
            face_up = PanelRow(label="Face up", seat=view["exposed_hand_seat"], cards=ordered)
            rows.insert(at, face_up)
        return [Panel("Contract", tuple(rows))]
    rows = []
    high = view.get("high")
    if high is not None:
        bid = ladder.text(high, True)
        rows.append(PanelRow(label="Standing bid", seat=view["high_bidder"], text=bid))
    signals = phase.spec.signals
    calls = view.get("calls") or []
    for index in view.get("signal_calls") or []:
        who, action = calls[index]
        name = signals.name if signals is not None else "signal"
        rows.append(PanelRow(label=name.capitalize(), seat=who, text=ladder.text(action, True)))
    return [Panel("Auction", tuple(rows))]
