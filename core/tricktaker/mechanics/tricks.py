"""Trick play composed of small parts, each resolved once per compiled game.

A trick phase (:class:`TrickPlay`) is one class; what differs from game to game is the list of
named pieces its contributors give through the ``trick_rules`` hook
(:mod:`tricktaker.mechanics.trickrules`), turned into plain functions when the game is compiled:

* the **effective cards** (the ``effective_cards`` piece; core default :func:`effective_cards`):
  for each trump suit, each card's effective suit and rank. A card may count as another suit
  (``top_trumps`` in the rules: cards that count as trumps above the trump suit's own). The
  ladder and the trick winner read these tables, never the printed suit;
* the **legality rules** (:mod:`tricktaker.engine.legality`): the source (the cards in hand),
  then each piece's :class:`~tricktaker.engine.legality.Rule` in order: the lead restrictions
  (:mod:`tricktaker.mechanics.extras`' lead ban, :mod:`tricktaker.mechanics.leads`' unbroken
  suit), then the obligation ladder (follow suit or follow by group, must trump, must
  overtrump). The legal cards are what the rules leave; the reason a card is refused is the
  words of the first rule that drops it;
* the **trick winner** (the ``trick_winner`` piece);
* the **trick effects** (:class:`TrickEffect`): what the phase does besides legality, each with
  the state it keeps (a :class:`~tricktaker.engine.visibility.Part`): announcements made with
  a play (:class:`Announcing`), the lead ban recorded after an extra card, broken suits, draws
  from the stock after each trick.

Any combination the rules file asks for is built from these parts; a combination that cannot be
honoured is refused when the file loads (``PlaySpec``) or when the game is compiled (two pieces
in conflict).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, ClassVar, NamedTuple

from mypy_extensions import mypyc_attr

from tricktaker.actions import NO_TRUMP, Action, Play
from tricktaker.cards import EffectiveCards
from tricktaker.engine.game import Phase
from tricktaker.engine.handlog import EVERYBODY, TRICK, log, tell, unpacked
from tricktaker.engine.hookspecs import LegalPlays, TrickWinner
from tricktaker.engine.legality import Rule, Rules
from tricktaker.engine.observed import TableView
from tricktaker.engine.seats import seat_of
from tricktaker.engine.visibility import HIDDEN, OWN, PUBLIC, Part, declare
from tricktaker.errors import NotationError
from tricktaker.mechanics.trickrules import Tables as Tables
from tricktaker.mechanics.trickrules import ranks_by_trump as ranks_by_trump
from tricktaker.mechanics.trickrules import resolve_trick_rules
from tricktaker.mechanics.trickrules import suits_by_trump as suits_by_trump

if TYPE_CHECKING:
    from tricktaker.cards import Deck
    from tricktaker.engine.game import CompiledGame
    from tricktaker.engine.state import State
    from tricktaker.rules import AnnounceSpec, PlaySpec, TopTrump

# -- effective cards ---------------------------------------------------------------------------


def effective_cards(deck: Deck, spec: PlaySpec | None = None) -> Tables:
    """The core's ``effective_cards`` trick rule: for each trump (``NO_TRUMP`` and each
    suit), every card's effective suit and rank.

    Without ``top_trumps`` each card keeps its suit; its rank is ``deck.trump_rank_of`` in the
    trump suit and ``deck.rank_of`` elsewhere. Each card of ``top_trumps`` (resolved against the
    trump suit: ``trump``, ``same_colour`` or a suit letter; or named by ``card``, e.g. an extra
    card) counts as a trump, ranked above the trump suit's own cards in the order given. A hand
    without trumps has no top trumps; its cards rank by ``deck.sequence_rank_of`` with
    ``no_trump_order = "sequence"``. Each of the ``trump_sets`` is one more trump value (the
    number of suits + its index) under which only its cards are trumps, in its order.
    """
    sequence = spec is not None and spec.no_trump_order == "sequence"
    tables: Tables = {
        NO_TRUMP: EffectiveCards(deck.suit_of, deck.sequence_rank_of if sequence else deck.rank_of)
    }
    if spec is not None:
        tables.update(trump_set_tables(deck, spec))
    tops = spec.top_trumps if spec is not None else []
    size = len(deck.ranks)
    for trump in range(len(deck.suits)):
        rank_of = list(deck.rank_of)
        first = deck.card(trump, 0)  # a suit's cards are numbered one after the other
        rank_of[first : first + size] = deck.trump_rank_of[first : first + size]
        if not tops:
            tables[trump] = EffectiveCards(deck.suit_of, tuple(rank_of))
            continue
        top: list[int] = []
        for pattern in tops:
            card = _top_card(deck, pattern, trump)
            if card not in top and deck.in_pack[card]:
                top.append(card)
        suit_of = list(deck.suit_of)
        for place, card in enumerate(top):
            suit_of[card] = trump
            rank_of[card] = place - len(top)  # above every card of the trump suit (0 and up)
        tables[trump] = EffectiveCards(tuple(suit_of), tuple(rank_of))
    return tables


def trump_set_tables(deck: Deck, spec: PlaySpec) -> Tables:
    """The effective cards of each of ``spec.trump_sets`` (trump value: the number of suits +
    the set's index): the set's cards are the only trumps, ranked in its order."""
    tables: Tables = {}
    for k, trump_set in enumerate(spec.trump_sets):
        value = len(deck.suits) + k
        suit_of, rank_of = list(deck.suit_of), list(deck.rank_of)
        for place, ref in enumerate(trump_set.cards):
            card = _top_card(deck, ref, NO_TRUMP)
            suit_of[card], rank_of[card] = value, place - len(trump_set.cards)
        tables[value] = EffectiveCards(tuple(suit_of), tuple(rank_of))
    return tables


def trump_name(deck: Deck, spec: PlaySpec, trump: int, symbols: bool = False) -> str:
    """A hand's trump for records and people: ``none``, a suit (``H``, or ``♥ hearts`` with
    ``symbols``), or the name of one of the ``trump_sets``."""
    if trump == NO_TRUMP:
        return "none"
    if trump >= len(deck.suits):
        return spec.trump_sets[trump - len(deck.suits)].name
    suit = deck.suits[trump]
    return f"{suit.symbol} {suit.name}" if symbols else suit.letter


def _top_card(deck: Deck, top: TopTrump, trump: int) -> int:
    """The card a ``top_trumps`` (or trump set) entry names when ``trump`` is the trump suit:
    its ``card``, or its rank of the suit it names."""
    if top.card is not None:
        return deck.parse(top.card)
    assert top.rank is not None and top.suit is not None  # TopTrump checks it
    return deck.card(_suit_for(deck, top.suit, trump), deck.rank_index(top.rank))


def _suit_for(deck: Deck, ref: str, trump: int) -> int:
    """The suit a ``top_trumps`` entry names when ``trump`` is the trump suit."""
    if ref == "trump":
        return trump
    if ref == "same_colour":
        red = deck.suits[trump].red
        return next(i for i, s in enumerate(deck.suits) if s.red == red and i != trump)
    return deck.suit_index(ref)


def suit_words(deck: Deck, suit: int) -> str:
    """A suit for messages: ``♥ (hearts)``; ``trumps`` for a game's own trump-only suit."""
    if 0 <= suit < len(deck.suits):
        return f"{deck.suits[suit].symbol} ({deck.suits[suit].name})"
    return "trumps"


# -- the rules of legality ---------------------------------------------------------------------


def _in_hand(state: State, seat: int, candidates: list[int]) -> list[int]:
    return list(state.hands[seat])


_SOURCE = _in_hand


def not_held(deck: Deck, card: int) -> str:
    """The refusal of a card the seat does not hold (every phase that takes a card says it so)."""
    return f"you don't hold {deck.format(card, symbols=True)}"


def source_rule(deck: Deck) -> Rule[int]:
    """The candidates: the cards in the seat's hand."""

    def explain(state: State, seat: int, card: int) -> str:
        return not_held(deck, card)

    return Rule("in_hand", _in_hand, explain)


def follow_suit_rule(deck: Deck, tables: Tables, names_suit: bool = False) -> Rule[int]:
    """A seat holding the (effective) suit led must play it. With ``names_suit`` (``[play]
    extras = "names_suit"``) a suitless card led makes the suit its leader named the suit led
    (the :class:`NamedSuit` part's)."""
    suits = suits_by_trump(tables)

    def narrow(state: State, seat: int, candidates: list[int]) -> list[int]:
        trick = state.trick
        if not trick:
            return candidates
        suit_of = suits[state.trump]
        led = suit_of[trick[0]]
        if led < 0 and names_suit:
            led = NamedSuit.of(state).named_suit
        follow = [c for c in candidates if suit_of[c] == led]
        return follow or candidates

    def explain(state: State, seat: int, card: int) -> str:
        led = tables[state.trump].suit_of[state.trick[0]]
        if led < 0 and names_suit:
            led = NamedSuit.of(state).named_suit
        return f"you must follow {suit_words(deck, led)}"

    return Rule("follow_suit", narrow, explain)


def _trump_symbol(deck: Deck, trump: int) -> str:
    """`` (♥)`` for a trump suit of the pack; nothing for one of the trump sets (a game whose only
    trumps are some ranks, e.g. the jacks), which is no suit."""
    return f" ({deck.suits[trump].symbol})" if 0 <= trump < len(deck.suits) else ""


def must_trump_rule(deck: Deck, tables: Tables) -> Rule[int]:
    """A seat that cannot follow suit must play a trump if it holds one."""
    suits = suits_by_trump(tables)

    def narrow(state: State, seat: int, candidates: list[int]) -> list[int]:
        trick = state.trick
        trump = state.trump
        if not trick or trump == NO_TRUMP:
            return candidates
        suit_of = suits[trump]
        if suit_of[candidates[0]] == suit_of[trick[0]]:  # following (all follow, or none)
            return candidates
        trumps = [c for c in candidates if suit_of[c] == trump]
        return trumps or candidates

    def explain(state: State, seat: int, card: int) -> str:
        return f"you must play a trump{_trump_symbol(deck, state.trump)}"

    return Rule("must_trump", narrow, explain)


def must_overtrump_rule(deck: Deck, tables: Tables, must_trump: bool) -> Rule[int]:
    """A seat playing a trump (following a trump lead, or trumping because ``must_trump``
    makes it) must beat the best trump in the trick if it can."""
    suits = suits_by_trump(tables)
    ranks = ranks_by_trump(tables)

    def narrow(state: State, seat: int, candidates: list[int]) -> list[int]:
        trick = state.trick
        trump = state.trump
        if not trick or trump == NO_TRUMP:
            return candidates
        suit_of, rank_of = suits[trump], ranks[trump]
        if suit_of[candidates[0]] != trump:  # not playing trumps
            return candidates
        if suit_of[trick[0]] != trump and not must_trump:  # a trump chosen freely
            return candidates
        best = min((rank_of[c] for c in trick if suit_of[c] == trump), default=None)
        if best is None:
            return candidates
        higher = [c for c in candidates if rank_of[c] < best]
        return higher or candidates

    def explain(state: State, seat: int, card: int) -> str:
        return f"you must play a higher trump{_trump_symbol(deck, state.trump)} if you can"

    return Rule("must_overtrump", narrow, explain)


def ladder_rules(deck: Deck, spec: PlaySpec, tables: Tables) -> list[Rule[int]]:
    """The obligation ladder: follow suit → must trump → must overtrump; none without
    ``follow_suit`` (any card may be played, e.g. in drawing tricks)."""
    if not spec.follow_suit:
        return []
    rules = [follow_suit_rule(deck, tables)]
    if spec.must_trump:
        rules.append(must_trump_rule(deck, tables))
    if spec.must_overtrump:
        rules.append(must_overtrump_rule(deck, tables, spec.must_trump))
    return rules


def make_legal_plays(deck: Deck, spec: PlaySpec, tables: Tables | None = None) -> LegalPlays:
    """The legal cards of the obligation ladder alone (no lead restriction): a function
    ``legal(state, seat)``."""
    tables = tables or effective_cards(deck, spec)
    return Rules([source_rule(deck), *ladder_rules(deck, spec, tables)]).allowed


def make_trick_winner(
    deck: Deck, tables: Tables | None = None, later_wins_ties: bool = False
) -> TrickWinner:
    """The highest trump wins; with no trump in the trick, the highest card of the suit led
    (suits and ranks as the effective cards give them). Of two equal cards (the same effective
    suit and rank: the copies of a card in a twin pack) the first played wins, or with
    ``later_wins_ties`` the last played."""
    tables = tables or effective_cards(deck)
    suits = suits_by_trump(tables)
    ranks = ranks_by_trump(tables)
    if later_wins_ties:
        return _later_wins_ties(suits, ranks)

    def winner(state: State) -> int:
        trick = state.trick
        trump = state.trump
        suit_of, rank_of = suits[trump], ranks[trump]
        best = 0
        best_suit = suit_of[trick[0]]
        best_rank = rank_of[trick[0]]
        for i in range(1, len(trick)):
            card = trick[i]
            suit = suit_of[card]
            if suit == best_suit:
                if rank_of[card] < best_rank:
                    best, best_rank = i, rank_of[card]
            elif suit == trump and trump != NO_TRUMP:
                best, best_suit, best_rank = i, suit, rank_of[card]
        return best

    return winner


def suitless_wins(tables: Tables, winner: TrickWinner) -> TrickWinner:
    """``winner``, except that in a hand without trumps a suitless card (an extra card that
    is a suit of its own, ``[play] extras = "names_suit"``) wins every trick it is in (the
    first played of two)."""
    suitless = tuple(s < 0 for s in tables[NO_TRUMP].suit_of)

    def wins(state: State) -> int:
        if state.trump == NO_TRUMP:
            trick = state.trick
            for i in range(len(trick)):
                if suitless[trick[i]]:
                    return i
        return winner(state)

    return wins


def _later_wins_ties(suits: list[tuple[int, ...]], ranks: list[tuple[int, ...]]) -> TrickWinner:
    """:func:`make_trick_winner` where the last played of equal cards wins."""

    def winner(state: State) -> int:
        trick = state.trick
        trump = state.trump
        suit_of, rank_of = suits[trump], ranks[trump]
        best = 0
        best_suit = suit_of[trick[0]]
        best_rank = rank_of[trick[0]]
        for i in range(1, len(trick)):
            card = trick[i]
            suit = suit_of[card]
            if suit == best_suit:
                if rank_of[card] <= best_rank:
                    best, best_rank = i, rank_of[card]
            elif suit == trump and trump != NO_TRUMP:
                best, best_suit, best_rank = i, suit, rank_of[card]
        return best

    return winner


# -- the phase ---------------------------------------------------------------------------------


@mypyc_attr(allow_interpreted_subclasses=True)
class TrickEffect:
    """What a trick phase does besides deciding legality, with the state it keeps.

    Each method is called only if the effect overrides it: ``start`` when the phase starts
    (after the trump suit is set, before the first lead), ``played`` before a card joins the
    trick, ``trick_done`` after a trick is complete and its winner is to lead (return True to
    end the phase now).
    """

    parts: ClassVar[tuple[type[Part], ...]] = ()

    def bind(self, game: CompiledGame, tables: Tables) -> None:
        """Resolve what the effect needs from the compiled game (once)."""

    def start(self, state: State) -> None:
        """The phase starts."""

    def played(self, state: State, seat: int, action: Play) -> None:
        """``seat`` plays ``action`` (a legal play), before the card joins the trick."""

    def trick_done(self, state: State, trick: list[int], winner: int) -> bool:
        """A trick is complete: ``trick`` its cards from the leader's, ``winner`` its winner.
        True ends the phase."""
        return False


def _overrides(effect: TrickEffect, method: str) -> bool:
    return getattr(type(effect), method) is not getattr(TrickEffect, method)


LegalActions = Callable[["CompiledGame", "State"], list[Action]]


def _legal_plays(rules: Rules[int], plays: tuple[Play, ...]) -> LegalActions:
    """``rules.allowed`` as the phase's legal actions, without its loop: the same narrowing
    functions, called in the same order, starting from the seat to move's hand itself instead
    of the source rule's copy of it, each card left given as its ``Play``. Resolved once per
    compiled game: the hot path of every trick game."""
    first, *rest = rules.narrows
    if first is not _SOURCE:
        allowed = rules.allowed
        return lambda game, state: [plays[c] for c in allowed(state, state.to_move)]
    if not rest:
        return lambda game, state: [plays[c] for c in state.hands[state.to_move]]
    if len(rest) == 1:
        (only,) = rest
        return lambda game, state: [
            plays[c] for c in only(state, state.to_move, state.hands[state.to_move])
        ]

    def legal(game: CompiledGame, state: State) -> list[Action]:
        seat = state.to_move
        cards = state.hands[seat]
        for narrow in rest:
            cards = narrow(state, seat, cards)
        return [plays[c] for c in cards]

    return legal


@mypyc_attr(allow_interpreted_subclasses=True)
class TrickPlay(Phase):
    """Play tricks until the hands are empty (or an effect ends the phase). The winner of a
    trick leads the next.

    The phase is the pieces its contributors give through the ``trick_rules`` hook
    (:mod:`tricktaker.mechanics.trickrules`), resolved when it is bound: the effective cards
    (:attr:`tables`), the legality :attr:`rules` (the cards in hand, then each piece's rule in
    order), the :attr:`effects` and the trick :attr:`winner`; :attr:`pieces` names those in
    force. :meth:`refusal` is the one source of legality: an action is in
    :meth:`legal_actions` exactly when it finds no reason, and the reason is the words of the
    rule that refuses it, a plugin's as the core's.
    With an announcement (:class:`Announcing`) a card that may announce is offered only in its
    two explicit forms, ``Play(card, NAME)`` and ``Play(card, "no " + NAME)``; a bare
    ``Play(card)`` of such a card is refused, saying so (typing the card alone at the console
    is read as the rules' default form, see :meth:`parse`).
    """

    name = "play"

    def __init__(self, name: str = "play") -> None:
        self.name = name
        self._set_effects(())
        self.pieces: tuple[str, ...] = ()

    def _set_effects(self, effects: Sequence[TrickEffect]) -> None:
        self.effects = tuple(effects)
        self.effect_parts = tuple(p for effect in self.effects for p in effect.parts)
        found = [e for e in self.effects if isinstance(e, Announcing)]
        self.announcing: Announcing | None = found[0] if found else None
        naming = [e for e in self.effects if isinstance(e, NamesSuit)]
        self.naming: NamesSuit | None = naming[0] if naming else None

    def kept_parts(self) -> tuple[type[Part], ...]:
        """The class's parts and those of the phase's effects (known once it is bound)."""
        return (*self.parts, *self.effect_parts)

    def bind(self, game: CompiledGame) -> None:
        deck = game.deck
        resolved = resolve_trick_rules(game, self.name, source_rule(deck))
        self.tables: Tables = resolved.tables
        self.rules: Rules[int] = resolved.rules
        self.winner: TrickWinner = resolved.winner
        self.pieces = resolved.in_force
        self._set_effects(resolved.effects)
        self.plays = tuple(Play(c) for c in range(deck.ids))  # indexed by card id
        # Each (seat, card) of state.played, made once per game. Typed as plain tuples of
        # objects: as tuple[int, int], the compiled build would unpack the pair when it is read
        # and append a new tuple each time (mypyc keeps fixed-length tuples unboxed).
        self.pairs: tuple[tuple[Any, ...], ...] = tuple(
            tuple((s, c) for c in range(deck.ids)) for s in range(game.players)
        )
        self.legal_plays = _legal_plays(self.rules, self.plays)
        self.observed = "trick_completed" in game.heard
        self.told = "hand_event" in game.heard
        for effect in self.effects:
            effect.bind(game, self.tables)
        self.on_start = tuple(e for e in self.effects if _overrides(e, "start"))
        self.on_play = tuple(e for e in self.effects if _overrides(e, "played"))
        self.on_trick = tuple(e for e in self.effects if _overrides(e, "trick_done"))
        later = game.phases[game.phases.index(self) + 1 :]
        self.followed = any(isinstance(p, TrickPlay) for p in later)

    def start(self, game: CompiledGame, state: State) -> bool:
        if game.rules.trick_spec(self.name).trumps == "none":  # this phase has no trumps
            state.trump = NO_TRUMP
        for effect in self.on_start:
            effect.start(state)
        leader = game.hook.first_leader(game=game, state=state)
        state.leader = state.to_move = leader
        state.trick = []
        state.trick_no = 0
        state.tricks_won = [0] * state.players  # each trick phase counts its own tricks
        state.taken = [[] for _ in range(state.players)]
        if not state.hands[leader]:
            return self._end(state)
        return False

    def _end(self, state: State) -> bool:
        """The phase is over. When another trick phase follows in the hand, this one's tricks
        leave the game now (``out_of_play``): they are not the deal's tricks."""
        state.to_move = -1
        if self.followed:
            state.out_of_play.extend(c for t in state.taken for c in t)
            state.taken = [[] for _ in range(state.players)]
            state.tricks_won = [0] * state.players
        return True

    def legal_function(self) -> LegalActions:
        """Without an announcement or a named suit the legal plays are the legal actions: one
        call less."""
        if self.announcing is None and self.naming is None:
            return self.legal_plays
        return self.legal_actions

    def legal_cards(self, state: State) -> list[int]:
        """The cards the seat to move may play (each in one form or more, see the class)."""
        return self.rules.allowed(state, state.to_move)

    def legal_actions(self, game: CompiledGame, state: State) -> list[Action]:
        announcing = self.announcing
        if announcing is not None and announcing.may_announce(state, state.to_move):
            seat = state.to_move
            cards = self.rules.allowed(state, seat)
            return [form for c in cards for form in announcing.forms(state, seat, c)]
        if self.naming is not None:
            return self.naming.forms(state, self.legal_plays(game, state))
        return self.legal_plays(game, state)

    def apply(self, game: CompiledGame, state: State, action: Action) -> bool:
        card: int = action.card  # type: ignore[union-attr]
        seat = state.to_move
        for effect in self.on_play:
            effect.played(state, seat, action)  # type: ignore[arg-type]
        state.hands[seat].remove(card)
        trick = state.trick
        trick.append(card)
        state.played.append(self.pairs[seat][card])  # (seat, card), made once per game
        if len(trick) < state.trick_size:  # every seat, or those that do not sit out
            state.to_move = state.next_seat[seat]
            return False
        leader = state.leader
        index = self.winner(state)
        won_by = (  # the index in the trick's order of play, as a seat
            state.seat_in_trick(index) if state.seats_out else (leader + index) % state.players
        )
        state.tricks_won[won_by] += 1
        state.taken[won_by].extend(trick)
        cards = tuple(trick)
        state.last_trick = (leader, cards, won_by)
        if self.observed:
            game.hook.trick_completed(game=game, view=TableView(game, state), winner=won_by)
        entry = (TRICK, self.name, leader, cards, won_by, EVERYBODY, state.seats_out)  # packed
        state.log.append(entry)
        if self.told:
            tell(game, state, unpacked(entry))
        state.trick = []
        state.trick_no += 1
        state.leader = state.to_move = won_by
        if self.on_trick:
            ends = False
            for effect in self.on_trick:
                ends = effect.trick_done(state, trick, won_by) or ends
            if ends:
                return self._end(state)
        if not state.hands[won_by]:
            return self._end(state)
        return False

    def refusal(self, game: CompiledGame, state: State, action: Action) -> str | None:
        """Why the seat to move may not take ``action`` now; None exactly when it may (when
        ``action`` is in :meth:`legal_actions`)."""
        if not isinstance(action, Play):
            return "it is time to play a card"
        seat = state.to_move
        reason = self.rules.refusal(state, seat, action.card)
        if reason is not None:
            return reason
        if self.naming is not None:
            named = self.naming.refusal(state, action)
            if named is not None:
                return named
        elif action.named_suit >= 0:
            card = game.deck.format(action.card)
            return f"no suit is named with a card here: play {card} alone"
        if self.announcing is not None:
            return self.announcing.refusal(game.deck, state, seat, action)
        if action.announce:
            card = game.deck.format(action.card, symbols=True)
            return f"nothing is announced with a card here: play {card} alone"
        return None

    def refused_by(self, state: State, action: Action) -> str | None:
        """The name of the rule that refuses ``action`` (None if it is legal): for tests."""
        if not isinstance(action, Play):
            return "play_a_card"
        rule = self.rules.dropped_by(state, state.to_move, action.card)
        if rule is not None:
            return rule
        if self.naming is not None and self.naming.refusal(state, action) is not None:
            return "names_suit"
        if self.naming is None and action.named_suit >= 0:
            return "names_suit"
        if self.announcing is not None:
            forms = self.announcing.forms(state, state.to_move, action.card)
            return None if action in forms else "announce"
        return "announce" if action.announce else None

    def why_illegal(self, game: CompiledGame, state: State, action: Action) -> str | None:
        return self.refusal(game, state, action)

    def prompt(self, game: CompiledGame, state: State) -> str:
        return "lead a card" if not state.trick else "card"

    def parse(self, game: CompiledGame, state: State, text: str) -> Action:
        if self.announcing is not None:
            return self.announcing.parse(game, state, self, text)
        if self.naming is not None:
            return self.naming.parse(game, self, text)
        words = text.strip().split()
        if len(words) == 2 and words[0].lower() == "play":
            text = words[1]
        return self.plays[game.deck.parse(text)]

    def format(self, game: CompiledGame, action: Action) -> str:
        assert isinstance(action, Play)
        text = game.deck.format(action.card)
        if action.named_suit >= 0:
            text += ":" + game.deck.suits[action.named_suit].letter
        return f"{text} {action.announce}" if action.announce else text


# -- announcements -----------------------------------------------------------------------------


@mypyc_attr(allow_interpreted_subclasses=True)
class Announcements(Part):
    """The sets each seat held together when play started (its own: the others' are secret),
    and how many announcements each seat made (public)."""

    __slots__ = ("announce_name", "announce_points", "announce_sets", "announced")
    key = "announce"
    seen = declare(
        announce_sets=OWN("the sets of cards this seat held together when play started"),
        announced=PUBLIC("how many announcements each seat made"),
        announce_points=PUBLIC("each seat's points for its announcements"),
        announce_name=HIDDEN("what the game calls its announcements (the score's item)"),
    )

    def __init__(self, players: int) -> None:
        self.announce_sets: list[list[tuple[int, ...]]] = [[] for _ in range(players)]
        self.announced = [0] * players
        self.announce_points = [0] * players
        self.announce_name = "announcements"

    def meld_points(self) -> list[int]:
        return self.announce_points

    def points_label(self) -> str:
        return self.announce_name

    def summary(self, deck: Deck) -> dict[str, Any]:
        return {"announced": list(self.announced)}


@mypyc_attr(allow_interpreted_subclasses=True)
class Announcing(TrickEffect):
    """An announcement made with the second card of a set held together at the start of play
    (e.g. a marriage: K and Q of trumps), ``[play.announce]`` in the rules. Where the
    announcement is possible, the card is offered twice: ``Play(card, NAME)`` and
    ``Play(card, "no " + NAME)``; typing the card alone means the rules' default. Announcements
    are counted in the ``announce`` part."""

    parts = (Announcements,)

    def __init__(self, spec: AnnounceSpec) -> None:
        self.spec = spec
        self.says = spec.name
        self.silent = f"no {spec.name}"

    def bind(self, game: CompiledGame, tables: Tables) -> None:
        self.deck = game.deck
        self.ranks = [game.deck.rank_index(r) for r in self.spec.ranks]

    def start(self, state: State) -> None:
        deck = self.deck
        if self.spec.trumps_only and state.trump < 0:
            sets: list[tuple[int, ...]] = []
        elif self.spec.trumps_only:
            sets = [tuple(deck.card(state.trump, r) for r in self.ranks)]
        else:
            sets = [tuple(deck.card(s, r) for r in self.ranks) for s in range(len(deck.suits))]
        part = Announcements.of(state)
        part.announce_name = self.says
        part.announce_sets = [
            [cards for cards in sets if all(c in hand for c in cards)] for hand in state.hands
        ]

    def may_announce(self, state: State, seat: int) -> bool:
        """Whether ``seat`` holds a set it may still announce with (a quick test)."""
        return bool(Announcements.of(state).announce_sets[seat])

    def can_announce(self, state: State, seat: int, card: int) -> bool:
        """Whether playing ``card`` now would be the second card of a set held together."""
        hand = state.hands[seat]
        return card in hand and any(
            card in cards and all(c == card or c not in hand for c in cards)
            for cards in Announcements.of(state).announce_sets[seat]
        )

    def forms(self, state: State, seat: int, card: int) -> tuple[Play, ...]:
        """The actions that play the legal ``card``: announcing or not, or the card alone."""
        if self.can_announce(state, seat, card):
            return (Play(card, self.says), Play(card, self.silent))
        return (Play(card),)

    def refusal(self, deck: Deck, state: State, seat: int, action: Play) -> str | None:
        """Why the play of a legal card in this form is refused; None if the form is right."""
        if action in self.forms(state, seat, action.card):
            return None
        card = deck.format(action.card, symbols=True)
        if not action.announce:
            return (
                f"{card} may be played with {self.says} or not: say which "
                f"({deck.format(action.card)} {self.says}, {deck.format(action.card)} "
                f"{self.silent})"
            )
        if action.announce == self.says:
            of_trumps = " of trumps" if self.spec.trumps_only else ""
            return (
                f"{self.says} can only be announced with the second of "
                f"{' and '.join(self.spec.ranks)}{of_trumps} held together"
            )
        if action.announce == self.silent:
            return f"{card} cannot announce {self.says}: play it alone"
        return f"{action.announce!r} is not an announcement: write {self.says!r} or {self.silent!r}"

    def played(self, state: State, seat: int, action: Play) -> None:
        if action.announce == self.says:
            part = Announcements.of(state)
            part.announced[seat] += 1
            part.announce_points[seat] += self.spec.points

    def parse(self, game: CompiledGame, state: State, phase: TrickPlay, text: str) -> Action:
        words = text.strip().split()
        if words and words[0].lower() == "play":
            words = words[1:]
        if not words:
            raise NotationError("no card given")
        card = game.deck.parse(words[0])
        rest = " ".join(words[1:]).lower()
        if rest == self.says:
            return Play(card, self.says)
        if rest in (self.silent, "silent", "quiet", f"no{self.says}"):
            return Play(card, self.silent)
        if rest:
            raise NotationError(
                f"{text.strip()!r}: after the card, write {self.says!r} or {self.silent!r}"
            )
        if self.can_announce(state, state.to_move, card):
            return Play(card, self.says if self.spec.default else self.silent)
        return phase.plays[card]


# -- extra cards that name a suit ---------------------------------------------------------------


class NamedSuitEntry(NamedTuple):
    """The hand log's entry of a suitless card led naming a suit (public)."""

    trick: int
    seat: int
    card: int
    suit: int
    seen_by: tuple[int, ...] = EVERYBODY

    def to_data(self, deck: Deck, players: int) -> dict[str, Any]:
        return {
            "named_suit": deck.suits[self.suit].letter,
            "card": deck.format(self.card),
            "seat": self.seat,
            "trick": self.trick,
        }

    def trick_note(self, deck: Deck) -> dict[str, Any]:
        """What the record of the trick it led says of it: the suit named."""
        return {"named_suit": deck.suits[self.suit].letter}


@mypyc_attr(allow_interpreted_subclasses=True)
class NamedSuit(Part):
    """The suit named with a suitless card led in a hand without trumps (``[play] extras =
    "names_suit"``): the current trick's (the suit led), and every one of the hand (public)."""

    __slots__ = ("named_leads", "named_suit")
    key = "named_suit"
    seen = declare(
        named_suit=PUBLIC(
            "the suit (index) named with the suitless card that led the current trick: the "
            "suit led; -1: none"
        ),
        named_leads=PUBLIC(
            "each suitless card led naming a suit in this hand: (trick, seat, card, suit)"
        ),
    )

    def __init__(self, players: int) -> None:
        self.named_suit = -1
        self.named_leads: list[tuple[int, int, int, int]] = []

    def summary(self, deck: Deck) -> dict[str, Any]:
        return {
            "named_leads": [
                NamedSuitEntry(t, s, c, n).to_data(deck, 0) for t, s, c, n in self.named_leads
            ]
        }


@mypyc_attr(allow_interpreted_subclasses=True)
class NamesSuit(TrickEffect):
    """``[play] extras = "names_suit"``: in a hand without trumps (``state.trump`` is
    ``NO_TRUMP``) each suitless extra card is a suit of its own. Its holder leads it naming one
    of the suits in the same action (``Play(card, named_suit=s)``, written ``JK:D``): the legal
    leads list one such play per suit instead of the bare card, and the named suit is the suit
    led of that trick (public: the :class:`NamedSuit` part and the hand log). To another's lead
    it follows no suit, so it may be played only when void in the suit led (the follow rule);
    nobody must ever play it; it wins every trick it is in (:func:`suitless_wins`). In a hand
    with trumps it is played alone (``JK``) and plays as its ``top_trumps`` place says."""

    parts = (NamedSuit,)

    def bind(self, game: CompiledGame, tables: Tables) -> None:
        self.game = game
        self.deck = game.deck
        self.suitless = tuple(s < 0 for s in tables[NO_TRUMP].suit_of)
        self.suits = range(len(game.deck.suits))

    def start(self, state: State) -> None:
        part = NamedSuit.of(state)
        part.named_suit = -1
        part.named_leads = []

    def names(self, state: State, card: int) -> bool:
        """Whether ``card`` played now names a suit: a suitless card led without trumps."""
        return not state.trick and state.trump == NO_TRUMP and self.suitless[card]

    def forms(self, state: State, plays: list[Action]) -> list[Action]:
        """The legal ``plays`` (one per card), each suitless card led without trumps given as
        one play per suit it may name."""
        if state.trick or state.trump != NO_TRUMP:
            return plays
        suitless = self.suitless
        out: list[Action] = []
        for play in plays:
            card = play.card  # type: ignore[union-attr]
            if suitless[card]:
                out += [Play(card, "", s) for s in self.suits]
            else:
                out.append(play)
        return out

    def refusal(self, state: State, action: Play) -> str | None:
        """Why a legal card in this form is refused (a suit named or not); None if right."""
        deck = self.deck
        card = deck.format(action.card)
        if self.names(state, action.card):
            if 0 <= action.named_suit < len(deck.suits):
                return None
            letters = ", ".join(f"{card}:{s.letter}" for s in deck.suits)
            return f"name the suit you lead with {card}: {letters}"
        if action.named_suit >= 0:
            return f"a suit is named only when leading a suitless card without trumps: play {card}"
        return None

    def played(self, state: State, seat: int, action: Play) -> None:
        suit = action.named_suit
        if suit >= 0:
            part = NamedSuit.of(state)
            part.named_suit = suit
            part.named_leads.append((state.trick_no, seat, action.card, suit))
            log(self.game, state, NamedSuitEntry(state.trick_no, seat, action.card, suit))

    def trick_done(self, state: State, trick: list[int], winner: int) -> bool:
        NamedSuit.of(state).named_suit = -1
        return False

    def parse(self, game: CompiledGame, phase: TrickPlay, text: str) -> Action:
        """``JK:D`` (or ``JK D``, ``JK:diamonds``, any case): the card with the suit named;
        a card alone: the plain play."""
        raw = text.strip()
        words = raw.split()
        if len(words) >= 2 and words[0].lower() == "play":
            raw = " ".join(words[1:])
        card_text, sep, suit_text = raw.partition(":")
        if not sep and len(raw.split()) == 2:
            card_text, suit_text = raw.split()
            sep = " "
        card = game.deck.parse(card_text)
        if not sep:
            return phase.plays[card]
        return Play(card, "", game.deck.suit_index(suit_text))


def first_lead_seat(spec: PlaySpec, state: State) -> int:
    """The core default for ``first_leader``: the seat the rules name, or if it sits the hand
    out, the next seat that plays."""
    seat = seat_of(spec.first_lead, state)
    while seat in state.seats_out:
        seat = (seat + 1) % state.players
    return seat
