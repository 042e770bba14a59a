"""Klaberjass at the console: every kind of decision typed as a person would type it.

A scripted human answers each question by typing the words of the game's vocabulary (``accept``,
``pass``, a suit letter, ``swap``, a card, ``KH no bella``), after a wrong answer of the same
kind, and plays whole games to 500 against the basic bot; the saved record replays exactly.
"""

from __future__ import annotations

import io
import json
import re
from typing import ClassVar

import pytest
from rich.console import Console

from tricktaker import ChooseTrump, Exchange, Pass, Play, load_game
from tricktaker.actions import Action
from tricktaker.cli.play import ConsoleGame
from tricktaker.engine.session import Session
from tricktaker.records import load, replay


def typed(session: Session, action: Action) -> str:
    """What a person types for ``action`` (the console's vocabulary, not the record's)."""
    deck = session.deck
    if isinstance(action, Pass):
        return "pass"
    if isinstance(action, ChooseTrump):
        if session.state.turned is not None and deck.suit_of[session.state.turned] == action.suit:
            return "accept"
        return deck.suits[action.suit].name  # "hearts"
    if isinstance(action, Exchange):
        return "swap"
    assert isinstance(action, Play)
    card = deck.format(action.card).lower()
    return f"{card} no bella" if action.announce == "no bella" else card


class Human:
    """Types a wrong answer once per kind of question, then the chosen legal action."""

    WRONG: ClassVar[dict[str, str]] = {
        "trump_selection": "spades?",
        "exchange_turned": "AS",
        "play": "ZZ",
    }

    def __init__(self, pick: int) -> None:
        self.pick = pick
        self.game: ConsoleGame | None = None
        self.kinds_seen: set[str] = set()
        self.moves = 0
        self.wrong_phases: set[str] = set()
        self.silent_bella = False
        self.prompts: list[str] = []

    def __call__(self, prompt: str) -> str:
        assert self.game is not None
        session = self.game.session
        self.prompts.append(prompt)
        phase = session.phase.name
        legal = session.legal_actions()
        if phase not in self.wrong_phases and phase in self.WRONG:
            self.wrong_phases.add(phase)
            return self.WRONG[phase]
        choice = legal[(self.pick + self.moves) % len(legal)]
        announcing = [a for a in legal if isinstance(a, Play) and a.announce == "bella"]
        if announcing and not self.silent_bella:
            choice = announcing[0]  # typed as the card alone: the default announces
        elif announcing:
            choice = next(a for a in legal if isinstance(a, Play) and a.announce == "no bella")
        self.silent_bella = not self.silent_bella if announcing else self.silent_bella
        self.kinds_seen.add(
            type(choice).__name__
            + (":" + choice.announce if isinstance(choice, Play) and choice.announce else "")
        )
        self.moves += 1
        return typed(session, choice)


@pytest.mark.parametrize("seed", [1, 2, 3, 4])
def test_whole_klaberjass_game_typed_at_the_console(tmp_path, seed):
    session = load_game("klaberjass").new_session(seed=seed)
    out = io.StringIO()
    console = Console(file=out, width=80, no_color=True)
    human = Human(pick=seed)
    path = tmp_path / "k.json"
    game = ConsoleGame(session, ["human", "basic"], console, record=path, read=human)
    human.game = game
    assert game.run()
    text = out.getvalue()
    assert session.is_over and max(session.scores) >= 500
    assert "Final standings" in text
    assert any("trumps: accept" in p for p in human.prompts)  # names the turned suit
    assert "'spades?' is not a choice" in text
    assert re.search(r"Trick \d+: .* won\n", text)  # issue 46: a line per trick
    replayed = replay(load(path))
    assert replayed.result() == session.result()
    assert json.loads(path.read_text())["game"] == "klaberjass"


def test_the_console_games_cover_every_kind_of_decision(tmp_path):
    """Across a few seeds the human accepted, named, passed, exchanged, and played with and
    without announcing bella (typed as the card alone, and as ``KH no bella``)."""
    seen: set[str] = set()
    texts = []
    for seed in range(1, 9):
        session = load_game("klaberjass").new_session(seed=seed)
        out = io.StringIO()
        human = Human(pick=seed)
        game = ConsoleGame(session, ["human", "basic"], Console(file=out, width=80), read=human)
        human.game = game
        assert game.run()
        seen |= human.kinds_seen
        texts.append(out.getvalue())
    assert {"ChooseTrump", "Pass", "Play", "Play:bella", "Play:no bella", "Exchange"} <= seen
    everything = "\n".join(texts)
    assert "and announce bella!" in everything
    assert "(no bella)" in everything
    assert "for the turned card" in everything


def test_quit_and_resume_a_klaberjass_game(cli, tmp_path):
    path = tmp_path / "k.json"
    first = cli.run("play", "klaberjass", "--seed", "3", "--record", path, input="pass\n")
    assert "Game stopped and saved." in first.output
    assert f"tricktaker resume {path}" in first.output
    saved = load(path)
    assert saved.actions and saved.seats == ["human", "basic"]
    resumed = cli.run("resume", str(path), input="quit\n")
    assert "Resuming Klaberjass" in resumed.output
    assert resumed.exit_code == 0
