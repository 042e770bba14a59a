"""Trick play: the obligation ladder as data, the standard trick winner, and the play phase.

The per-card rules are plain functions built once per session (``legal_plays_factory`` and
``trick_winner_factory`` hooks); the phase calls them directly, so no hook runs per card.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tricktaker.actions import NO_TRUMP, Action, Play
from tricktaker.engine.hookspecs import LegalPlays, TrickWinner
from tricktaker.engine.game import Phase
from tricktaker.engine.seats import seat_of
from tricktaker.engine.visibility import OWN, PUBLIC, Part, declare
from tricktaker.errors import NotationError

if TYPE_CHECKING:
    from tricktaker.cards import Deck
    from tricktaker.engine.game import CompiledGame
    from tricktaker.engine.state import State
    from tricktaker.rules import AnnounceSpec, PlaySpec


def make_legal_plays(deck: Deck, spec: PlaySpec) -> LegalPlays:
    """The obligation ladder: follow suit → must trump → must overtrump → free.

    * ``follow_suit``: a seat holding the led suit must play it.
    * ``must_trump``: a seat void in the led suit must play a trump if it holds one.
    * ``must_overtrump``: when playing a trump (following a trump lead, or trumping), a seat
      must beat the best trump already in the trick if it can.
    Without ``follow_suit`` any card may be played (e.g. in drawing tricks).
    """
    suit_of = deck.suit_of
    trank = deck.trump_rank_of
    must_trump = spec.must_trump
    overtrump = spec.must_overtrump

    if not spec.follow_suit:

        def free(state: State, seat: int) -> list[int]:
            return list(state.hands[seat])

        return free

    def beating(cards: list[int], state: State) -> list[int]:
        trump = state.trump
        best = min((trank[c] for c in state.trick if suit_of[c] == trump), default=None)
        if best is None:
            return cards
        higher = [c for c in cards if trank[c] < best]
        return higher or cards

    def legal(state: State, seat: int) -> list[int]:
        hand = state.hands[seat]
        trick = state.trick
        if not trick:
            return list(hand)
        led = suit_of[trick[0]]
        follow = [c for c in hand if suit_of[c] == led]
        if follow:
            if overtrump and led == state.trump:
                return beating(follow, state)
            return follow
        if must_trump and state.trump != NO_TRUMP:
            trumps = [c for c in hand if suit_of[c] == state.trump]
            if trumps:
                return beating(trumps, state) if overtrump else trumps
        return list(hand)

    return legal


def make_trick_winner(deck: Deck) -> TrickWinner:
    """The highest trump wins; with no trump in the trick, the highest card of the suit led."""
    suit_of = deck.suit_of
    rank_of = deck.rank_of
    trank = deck.trump_rank_of

    def winner(state: State) -> int:
        trick = state.trick
        trump = state.trump
        best = 0
        best_suit = suit_of[trick[0]]
        best_rank = trank[trick[0]] if best_suit == trump else rank_of[trick[0]]
        for i in range(1, len(trick)):
            card = trick[i]
            suit = suit_of[card]
            if suit == best_suit:
                rank = trank[card] if suit == trump else rank_of[card]
                if rank < best_rank:
                    best, best_rank = i, rank
            elif suit == trump and trump != NO_TRUMP:
                best, best_suit, best_rank = i, suit, trank[card]
        return best

    return winner


class TrickPlay(Phase):
    """Play tricks until the hands are empty. The winner of a trick leads the next."""

    name = "play"

    def __init__(self, first_lead: str = "left_of_dealer", name: str = "play") -> None:
        self.first_lead = first_lead
        self.name = name

    def bind(self, game: CompiledGame) -> None:
        hook = game.hook
        self.legal: LegalPlays = hook.legal_plays_factory(game=game, phase=self.name)
        self.winner: TrickWinner = hook.trick_winner_factory(game=game, phase=self.name)
        self.plays = tuple(Play(c) for c in game.deck.cards)
        self.observed = bool(game.pm.hook.trick_completed.get_hookimpls())

    def start(self, game: CompiledGame, state: State) -> bool:
        if game.rules.trick_spec(self.name).trumps == "none":  # this phase has no trumps
            state.trump = NO_TRUMP
        leader = game.hook.first_leader(game=game, state=state)
        state.leader = state.to_move = leader
        state.trick = []
        state.trick_no = 0
        state.tricks_won = [0] * state.players  # each trick phase counts its own tricks
        if any(state.taken):  # an earlier trick phase's tricks leave the game
            state.out_of_play.extend(c for t in state.taken for c in t)
        state.taken = [[] for _ in range(state.players)]
        return not state.hands[leader]

    def legal_actions(self, game: CompiledGame, state: State) -> list[Action]:
        plays = self.plays
        return [plays[c] for c in self.legal(state, state.to_move)]

    def apply(self, game: CompiledGame, state: State, action: Action) -> bool:
        card = action.card  # type: ignore[union-attr]
        seat = state.to_move
        state.hands[seat].remove(card)
        trick = state.trick
        trick.append(card)
        state.played.append((seat, card))
        if len(trick) < state.players:
            state.to_move = (seat + 1) % state.players
            return False
        won_by = (state.leader + self.winner(state)) % state.players
        state.tricks_won[won_by] += 1
        state.taken[won_by].extend(trick)
        state.last_trick = (state.leader, tuple(trick), won_by)
        if self.observed:
            game.hook.trick_completed(game=game, state=state, winner=won_by)
        state.trick = []
        state.trick_no += 1
        state.leader = state.to_move = won_by
        return not state.hands[won_by]

    def why_illegal(self, game: CompiledGame, state: State, action: Action) -> str:
        if not isinstance(action, Play):
            return "it is time to play a card"
        deck = game.deck
        card = action.card
        seat = state.to_move
        if card not in state.hands[seat]:
            return f"you don't hold {deck.format(card, symbols=True)}"
        legal = self.legal(state, seat)
        suit_of = deck.suit_of
        if state.trick:
            led = suit_of[state.trick[0]]
            if all(suit_of[c] == led for c in legal) and suit_of[card] != led:
                return f"you must follow {deck.suits[led].symbol} ({deck.suits[led].name})"
            if state.trump != NO_TRUMP and all(suit_of[c] == state.trump for c in legal):
                symbol = deck.suits[state.trump].symbol
                if suit_of[card] == state.trump:
                    return f"you must play a higher trump ({symbol}) if you can"
                return f"you must play a trump ({symbol})"
        return f"{deck.format(card, symbols=True)} may not be played now"

    def prompt(self, game: CompiledGame, state: State) -> str:
        return "lead a card" if not state.trick else "card"

    def parse(self, game: CompiledGame, state: State, text: str) -> Action:
        words = text.strip().split()
        if len(words) == 2 and words[0].lower() == "play":
            text = words[1]
        return self.plays[game.deck.parse(text)]

    def format(self, game: CompiledGame, action: Action) -> str:
        assert isinstance(action, Play)
        text = game.deck.format(action.card)
        return f"{text} {action.announce}" if action.announce else text


class Announcements(Part):
    """The sets each seat held together when play started (its own: the others' are secret),
    and how many announcements each seat made (public)."""

    __slots__ = ("announce_points", "announce_sets", "announced")
    key = "announce"
    seen = declare(announce_sets=OWN, announced=PUBLIC, announce_points=PUBLIC)

    def __init__(self, players: int) -> None:
        self.announce_sets: list[list[tuple[int, ...]]] = [[] for _ in range(players)]
        self.announced = [0] * players
        self.announce_points = [0] * players

    def meld_points(self) -> list[int]:
        return self.announce_points

    def summary(self, deck: Deck) -> dict[str, Any]:
        return {"announced": list(self.announced)}


class AnnouncingTrickPlay(TrickPlay):
    """Trick play with an announcement made with the second card of a set held together at the
    start of play (e.g. a marriage: K and Q of trumps). Where the announcement is possible, the
    card is offered twice: ``Play(card, NAME)`` and ``Play(card, "no " + NAME)`` for the
    announcement's ``NAME`` in the rules (``[play.announce] name``); typing the card alone
    means the rules' default. Announcements are counted in the ``announce`` part."""

    parts = (Announcements,)

    def __init__(
        self, spec: AnnounceSpec, first_lead: str = "left_of_dealer", name: str = "play"
    ) -> None:
        super().__init__(first_lead, name)
        self.spec = spec
        self.says = spec.name
        self.silent = f"no {spec.name}"

    def bind(self, game: CompiledGame) -> None:
        super().bind(game)
        self.ranks = [game.deck.rank_index(r) for r in self.spec.ranks]

    def start(self, game: CompiledGame, state: State) -> bool:
        deck = game.deck
        if self.spec.trumps_only and state.trump < 0:
            sets: list[tuple[int, ...]] = []
        elif self.spec.trumps_only:
            sets = [tuple(deck.card(state.trump, r) for r in self.ranks)]
        else:
            sets = [tuple(deck.card(s, r) for r in self.ranks) for s in range(len(deck.suits))]
        Announcements.of(state).announce_sets = [
            [cards for cards in sets if all(c in hand for c in cards)] for hand in state.hands
        ]
        return super().start(game, state)

    def _can_announce(self, state: State, seat: int, card: int) -> bool:
        hand = state.hands[seat]
        return (
            any(
                card in cards and all(c == card or c not in hand for c in cards)
                for cards in Announcements.of(state).announce_sets[seat]
            )
            and card in hand
        )

    def legal_actions(self, game: CompiledGame, state: State) -> list[Action]:
        seat = state.to_move
        if not Announcements.of(state).announce_sets[seat]:  # nothing to announce: plain plays
            return super().legal_actions(game, state)
        out: list[Action] = []
        for action in super().legal_actions(game, state):
            assert isinstance(action, Play)
            if self._can_announce(state, seat, action.card):
                out += [Play(action.card, self.says), Play(action.card, self.silent)]
            else:
                out.append(action)
        return out

    def apply(self, game: CompiledGame, state: State, action: Action) -> bool:
        assert isinstance(action, Play)
        if action.announce == self.says:
            part = Announcements.of(state)
            part.announced[state.to_move] += 1
            part.announce_points[state.to_move] += self.spec.points
        return super().apply(game, state, action)

    def why_illegal(self, game: CompiledGame, state: State, action: Action) -> str:
        if isinstance(action, Play) and action.announce:
            plain = Play(action.card)
            if plain in self.legal_actions(game, state):
                of_trumps = " of trumps" if self.spec.trumps_only else ""
                return (
                    f"{self.says} can only be announced with the second of "
                    f"{' and '.join(self.spec.ranks)}{of_trumps} held together"
                )
            action = plain
        return super().why_illegal(game, state, action)

    def parse(self, game: CompiledGame, state: State, text: str) -> Action:
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
        state = state
        if self._can_announce(state, state.to_move, card):
            return Play(card, self.says if self.spec.default else self.silent)
        return self.plays[card]


def first_lead_seat(spec: PlaySpec, state: State) -> int:
    """The core default for ``first_leader``: the seat the rules name."""
    return seat_of(spec.first_lead, state)
