"""What an observer gets (issue 45: "Observer and event hooks receive public read-only views,
not the internal state"): the event hooks hand their listeners a :class:`tricktaker.TableView`,
what everybody at the table may see, never the engine's mutable ``State``."""

from __future__ import annotations

import random
from typing import Any

import pytest

from tricktaker import TableView, TrickEntry, hookimpl, load_game

GAMES = ["oh-hell", "euchre", "skat", "hearts", "klaberjass", "bridge"]


class Listener:
    """Keeps what each event hook was given, and checks the view against every seat's
    observation at that moment."""

    def __init__(self) -> None:
        self.views: list[tuple[str, Any]] = []

    def _check(self, hook: str, view: Any) -> None:
        assert isinstance(view, TableView)
        self.views.append((hook, view))
        for seat in range(view["players"]):
            seen = view.seen_by(seat)
            # everything public is what each seat sees; nothing of one seat alone is there
            assert {k: view[k] for k in view} == {k: seen[k] for k in view}
        assert not {"hand", "seat", "legal"} & set(view)

    @hookimpl
    def trick_completed(self, game: Any, view: Any, winner: int) -> None:
        self._check("trick_completed", view)
        assert winner in dict(view["trick"])

    @hookimpl
    def hand_event(self, game: Any, view: Any, entry: Any) -> None:
        self._check("hand_event", view)

    @hookimpl
    def hand_ended(self, game: Any, view: Any, scores: list[int]) -> None:
        self._check("hand_ended", view)
        assert view["hand_results"][-1]["scores"] == scores


@pytest.mark.parametrize("game_id", GAMES)
def test_every_event_hands_a_public_view_equal_to_what_each_seat_sees(game_id: str) -> None:
    """issue 45: at every event of a whole game, the view holds exactly the keys every seat's
    observation shares, with the same values, and none that belongs to one seat."""
    listener = Listener()
    session = load_game(game_id).new_session(seed=11, plugins=[listener], stop_after=1)
    rng = random.Random(11)
    while not session.is_over:
        session.apply(rng.choice(session.legal_actions()))
    hooks = {hook for hook, _ in listener.views}
    assert hooks == {"trick_completed", "hand_event", "hand_ended"}


def test_the_view_cannot_change_the_game() -> None:
    """issue 45: the view is read-only (no item assignment, no state behind an attribute) and
    what it gives is a copy: changing it changes nothing in the game."""
    kept: list[Any] = []

    class Vandal:
        @hookimpl
        def trick_completed(self, game: Any, view: Any, winner: int) -> None:
            with pytest.raises(TypeError):
                view["tricks_won"] = [9, 9, 9, 9]
            assert not hasattr(view, "state") and not hasattr(view, "hands")
            view["tricks_won"][winner] += 100  # a copy
            view["trick"].clear()
            kept.append(view.seen_by(winner)["hand"])
            kept[-1].clear()

    session = load_game("oh-hell").new_session(
        options={"hand_sizes": [3]}, seed=4, plugins=[Vandal()]
    )
    plain = load_game("oh-hell").new_session(options={"hand_sizes": [3]}, seed=4)
    while not session.is_over:
        action = session.legal_actions()[0]
        session.apply(action)
        plain.apply(action)
        assert session.state.tricks_won == plain.state.tricks_won
        assert session.state.hands == plain.state.hands
    assert session.scores == plain.scores
    assert len(kept) == 3


def test_a_hidden_card_is_not_in_the_view() -> None:
    """issue 45: at the deal, the view shows how many cards each hand holds, never a card of a
    hand; the deal's entry is given as the log keeps it."""
    seen: list[Any] = []

    class Tape:
        @hookimpl
        def hand_event(self, game: Any, view: Any, entry: Any) -> None:
            if not isinstance(entry, TrickEntry):
                seen.append(dict(view))

    session = load_game("hearts").new_session(seed=2, plugins=[Tape()], stop_after=1)
    while not session.is_over:
        session.apply(session.legal_actions()[0])
    deal = seen[0]
    assert deal["hand_counts"] == [13, 13, 13, 13]
    assert not {"hand", "hands", "stock", "pack"} & set(deal)


def test_an_observer_written_for_the_state_is_refused_when_the_session_is_built() -> None:
    """issue 45: an event hook asking for ``state`` (the old signature) is refused at once,
    naming the hook and the argument, rather than handed the engine's state."""
    from tricktaker import PluginError

    class Old:
        @hookimpl
        def trick_completed(self, game: Any, state: Any, winner: int) -> None:
            raise AssertionError("never called")

    with pytest.raises(PluginError, match="state"):
        load_game("oh-hell").new_session(seed=1, plugins=[Old()])
