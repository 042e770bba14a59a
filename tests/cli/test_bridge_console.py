"""Bridgette and Draw Bridge at the console: whole games typed as a person would type them.

The scripted human discards several cards in one line (``discard 2c 3d``), calls in bridge
notation (``1h``, ``3nt``, ``pass``, ``x``, ``xx``) and plays cards and Colons by name, after a
wrong answer of each kind; the saved record replays exactly, and the opponent's discards are
never shown.
"""

from __future__ import annotations

import io
from typing import ClassVar

import pytest
from rich.console import Console

from tricktaker import ContractBid, Discard, Double, Pass, Play, Redouble, load_game
from tricktaker.actions import Action
from tricktaker.cli.play import ConsoleGame
from tricktaker.engine.session import Session
from tricktaker.records import load, replay


def typed(session: Session, action: Action) -> str:
    deck = session.deck
    if isinstance(action, Pass):
        return "pass"
    if isinstance(action, Double):
        return "x"
    if isinstance(action, Redouble):
        return "xx"
    if isinstance(action, ContractBid):
        denomination = "nt" if action.denomination < 0 else deck.suits[action.denomination].letter
        return f"{action.level}{denomination.lower()}"
    if isinstance(action, Discard):
        return "discard " + " ".join(deck.format(c).lower() for c in action.cards)
    assert isinstance(action, Play)
    return deck.format(action.card).lower()


class Human:
    WRONG: ClassVar[dict[str, str]] = {
        "discard": "discard zz",
        "auction": "9h",
        "play": "ZZ",
        "draw_tricks": "ZZ",
    }

    def __init__(self, pick: int) -> None:
        self.pick = pick
        self.game: ConsoleGame | None = None
        self.moves = 0
        self.wrong: set[str] = set()
        self.kinds: set[str] = set()

    def __call__(self, prompt: str) -> str:
        assert self.game is not None
        session = self.game.session
        phase = session.phase.name
        if phase not in self.wrong and phase in self.WRONG:
            self.wrong.add(phase)
            return self.WRONG[phase]
        legal = session.legal_actions()
        self.moves += 1
        if phase == "discard":  # all the cards to go, in one line: the lowest ones
            excess = len(session.state.hands[session.current_seat]) - 13
            cards = sorted(
                (a.cards[0] for a in legal if isinstance(a, Discard)),
                key=lambda c: -session.deck.rank_of[c],
            )[:excess]
            self.kinds.add("Discard")
            return typed(session, Discard(tuple(cards)))
        if phase == "auction":
            bids = [a for a in legal if isinstance(a, ContractBid)][:3]
            others = [a for a in legal if not isinstance(a, ContractBid)]
            choices = others + bids
            choice = choices[(self.pick + self.moves) % len(choices)]
        else:
            choice = legal[(self.pick + self.moves) % len(legal)]
        self.kinds.add(type(choice).__name__)
        return typed(session, choice)


@pytest.mark.parametrize("game_id", ["bridgette", "draw-bridge"])
@pytest.mark.parametrize("seed", [1, 2])
def test_whole_bridge_game_typed_at_the_console(tmp_path, game_id, seed):
    options = {"target_score": 60} if game_id == "draw-bridge" else {}
    session = load_game(game_id).new_session(options=options, seed=seed)
    out = io.StringIO()
    human = Human(pick=seed)
    path = tmp_path / "g.json"
    game = ConsoleGame(
        session,
        ["human", "basic"],
        Console(file=out, width=80, no_color=True),
        record=path,
        read=human,
    )
    human.game = game
    assert game.run()
    text = out.getvalue()
    assert session.is_over
    assert "Final standings" in text
    assert "try again" in text  # each wrong answer was explained
    assert replay(load(path)).result() == session.result()
    if game_id == "bridgette":
        assert "Player 2 discards" in text and "face down" in text
        assert "Player 2 discard " not in text  # the opponent's cards stay hidden
        assert "'zz' is not a card" in text
        assert "Discard" in human.kinds
    else:
        assert "draw tricks" in text  # the table names the trick phase
    assert "Play" in human.kinds
    assert human.kinds & {"Pass", "ContractBid"}
    assert "9h" not in text or "is not a bid here" in text


def test_bridgette_calls_and_errors_are_explained():
    session = load_game("bridgette").new_session(seed=3)
    out = io.StringIO()
    answers = iter(["discard zz", "discard 2s 2s"])
    asked: list[str] = []

    def read(prompt: str) -> str:
        asked.append(prompt)
        return next(answers, "quit")

    game = ConsoleGame(session, ["human", "basic"], Console(file=out, width=80), read=read)
    assert not game.run()
    text = out.getvalue()
    assert any(p.startswith("You: discard") or p.startswith("You: call") for p in asked)
    assert "try again" in text
