"""Skat at the console: the bidding dialogue with values named ("18?" — "yes" / "pass"),
taking up the skat or playing hand, putting away, the declaration, and the game value shown
at the end with its reasons; the saved record replays exactly."""

from __future__ import annotations

import io

import pytest
from rich.console import Console

from tricktaker import Bid, Declare, Discard, Pass, Play, load_game
from tricktaker.actions import Action
from tricktaker.cli.play import ConsoleGame
from tricktaker.engine.session import Session
from tricktaker.records import load, replay


def typed(session: Session, action: Action) -> str:
    """What a person types for ``action``."""
    if isinstance(action, Pass):
        return "pass"
    if isinstance(action, Bid):
        return str(action.tricks)
    if isinstance(action, Declare):
        return action.what.removesuffix(" hand") if action.what.endswith("hand") else action.what
    if isinstance(action, Discard):
        return session.deck.format(action.cards[0]).lower()
    assert isinstance(action, Play)
    return session.deck.format(action.card).lower()


class Human:
    """Bids up to 30 (answering yes), takes the skat or plays hand in turn, declares the
    first legal game; types one wrong answer per phase first."""

    def __init__(self, pick: int) -> None:
        self.pick = pick
        self.game: ConsoleGame | None = None
        self.prompts: list[str] = []
        self.wrong: set[str] = set()
        self.moves = 0

    def __call__(self, prompt: str) -> str:
        assert self.game is not None
        session = self.game.session
        self.prompts.append(prompt)
        phase = session.phase.name
        if phase not in self.wrong:
            self.wrong.add(phase)
            return {"auction": "17", "skat": "kontra", "declaration": "kontra", "play": "ZZ"}[phase]
        legal = session.legal_actions()
        self.moves += 1
        if phase == "auction":
            bids = [a for a in legal if isinstance(a, Bid) and a.tricks <= 30]
            if Declare("yes") in legal:
                return "yes" if (session.state.parts["value_auction"].high or 0) <= 30 else "pass"
            return str(bids[0].tricks) if bids else "pass"
        if phase == "skat" and Declare("skat") in legal:
            return "skat" if self.pick % 2 else "hand"
        return typed(session, legal[(self.pick + self.moves) % len(legal)])


@pytest.mark.parametrize("seed", [1, 2, 3, 4])
def test_whole_skat_game_typed_at_the_console(tmp_path, seed):
    session = load_game("skat").new_session(seed=seed, options={"deals": 6})
    out = io.StringIO()
    human = Human(pick=seed)
    path = tmp_path / "skat.json"
    game = ConsoleGame(
        session, ["human", "basic", "basic"], Console(file=out, width=100, no_color=True),
        record=path, read=human,
    )  # fmt: skip
    human.game = game
    assert game.run()
    text = out.getvalue()
    assert session.is_over and "Final standings" in text
    assert any(p.startswith("You: bid a value (18)") for p in human.prompts) or any(
        "? yes or pass" in p for p in human.prompts
    )
    assert '"18?"' in text or "says" in text
    refusals = ("name a value", ": yes or pass", "you may bid 18 or pass")
    assert any(r in text for r in refusals)  # 17 refused, saying what may be said
    flat = " ".join(text.split())  # long lines wrap
    for hand in session.result()["hands"]:
        if not hand["thrown_in"]:
            assert hand["reasons"] in flat  # the value with its reasons, e.g. "with 2, game 3, …"
    replayed = replay(load(path))
    assert replayed.result() == session.result()


def test_the_console_names_the_values_and_the_skat(tmp_path):
    """Over a few seeds the console shows "18?" and "yes", the skat taken up and a hand game,
    puts away face down for the others (a bot's two cards told in one line, issue 47),
    declarations, and the value line with "× …"."""
    texts = []
    for seed in range(1, 7):
        session = load_game("skat").new_session(seed=seed, options={"deals": 4})
        out = io.StringIO()
        human = Human(pick=seed)
        game = ConsoleGame(
            session, ["human", "basic", "basic"], Console(file=out, width=100), read=human
        )
        human.game = game
        assert game.run()
        texts.append(out.getvalue())
    everything = "\n".join(texts)
    for shown in ('says "18?"', 'say "yes"', "takes up the skat", "play hand", "declares",
                  "puts 2 cards away", "× "):  # fmt: skip
        assert shown in everything, shown
