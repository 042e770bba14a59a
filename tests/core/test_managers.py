"""Rules plugin managers: plain sessions of a game share one immutable manager; anything of a
session's own (extra plugins, an observer) gives it a fresh manager, never seen by others."""

from __future__ import annotations

import tricktaker
from tricktaker import load_game
from tricktaker.engine.state import State


class Observer:
    def __init__(self) -> None:
        self.tricks = 0

    @tricktaker.hookimpl
    def trick_completed(self, game: tricktaker.Session, view: object, winner: int) -> None:
        self.tricks += 1


class Doubler:
    @tricktaker.hookimpl
    def score_hand(self, game: tricktaker.Session, state: State) -> list[int]:
        return [2 * p for p in tricktaker.defaults.score_hand(game=game, state=state)]


def play(session: tricktaker.Session) -> None:
    while not session.is_over:
        session.apply(session.legal_actions()[0])


def test_plain_sessions_share_the_games_manager():
    game = load_game("oh-hell")
    a = game.new_session(options={"hand_sizes": [2]}, seed=1)
    b = game.new_session(options={"hand_sizes": [2]}, seed=2)
    assert a.pm is b.pm


def test_an_observer_gets_its_own_manager_and_nobody_else_sees_it():
    game = load_game("oh-hell")
    watched = game.new_session(options={"hand_sizes": [3]}, seed=1)
    plain = game.new_session(options={"hand_sizes": [3]}, seed=1)
    shared = plain.pm
    observer = Observer()
    watched.add_observer(observer)
    assert watched.pm is not shared
    assert plain.pm is shared
    assert not shared.hook.trick_completed.get_hookimpls()
    play(watched)
    play(plain)
    assert observer.tricks == 3
    later = game.new_session(options={"hand_sizes": [3]}, seed=1)
    play(later)
    assert observer.tricks == 3  # a new session never sees the observer
    assert later.scores == plain.scores == watched.scores


def test_extra_plugins_get_their_own_manager():
    game = load_game("oh-hell")
    doubled = game.new_session(options={"hand_sizes": [2]}, seed=4, plugins=[Doubler()])
    plain = game.new_session(options={"hand_sizes": [2]}, seed=4)
    assert doubled.pm is not plain.pm
    play(doubled)
    play(plain)
    assert doubled.scores == [2 * s for s in plain.scores]


class AlwaysBidZero:
    """A game plugin's refinement of the basic bot: it always bids 0 when it may."""

    @tricktaker.hookimpl
    def basic_bot_choice(
        self, game: tricktaker.Session, seat: int, legal: list[tricktaker.Action]
    ) -> tricktaker.Action | None:
        return tricktaker.Bid(0) if tricktaker.Bid(0) in legal else None


def test_a_plugin_refines_the_basic_bot_through_a_hook():
    from tricktaker.bots import make_bot

    game = load_game("oh-hell")
    refined = game.new_session(options={"hand_sizes": [5]}, seed=8, plugins=[AlwaysBidZero()])
    plain = game.new_session(options={"hand_sizes": [5]}, seed=8)
    for session in (refined, plain):
        while session.phase.name == "bidding":
            seat = session.current_seat
            session.apply(make_bot("basic", seat).choose(session, seat))
    assert (
        refined.state.parts["bidding"].bids.count(0) >= 3
    )  # the dealer may be forbidden 0 by the hook
    assert refined.state.parts["bidding"].bids != plain.state.parts["bidding"].bids
