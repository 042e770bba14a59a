"""A human seat at the console: questions, wrong answers and their re-prompts, quitting.

Most tests run the real :class:`~tricktaker.cli.play.ConsoleGame` with a scripted ``read``
that looks at the live session to pick a legal move, after first typing wrong answers of every
kind; then the same keystrokes are typed into ``tricktaker play`` to check the command does the
same. Seed 2 with ``hand_sizes=2,1`` (4 players, seat 0 human) makes the human the dealer of the
first hand with the hook forbidding a bid, and gives them a trick where they must follow suit
while holding another suit.
"""

from __future__ import annotations

import io
import json
import re
from pathlib import Path
from typing import Any

import pytest
from rich.console import Console

from tricktaker import Bid, load_game
from tricktaker.cli.play import ConsoleGame
from tricktaker.records import load, record_of, replay

SEED = 2
SIZES = [2, 1]
RANKS = ["A", "K", "Q", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2"]
SMALL = ["-o", "hand_sizes=2,1", "--seed", str(SEED)]


class Scripted:
    """``read`` for ConsoleGame: wrong answers first (once per kind), then the first legal move.

    ``fired`` names the kinds of wrong answer typed: ``bid`` (not a bid, out of range, help,
    score), ``hook`` (the dealer's forbidden bid), ``card`` (not a card, a card not held),
    ``follow`` (a card of another suit when the human can follow). ``quit_at`` stops the game
    at that human decision (0 = the first) by typing ``quit``.
    """

    def __init__(self, quit_at: int | None = None, quit_word: str = "quit") -> None:
        self.game: ConsoleGame | None = None
        self.decision = -1
        self.history_len = -1
        self.pending: list[str] = []
        self.fired: set[str] = set()
        self.typed: list[str] = []
        self.prompts: list[str] = []
        self.quit_at = quit_at
        self.quit_word = quit_word

    def __call__(self, prompt: str) -> str:
        assert self.game is not None
        session = self.game.session
        self.prompts.append(prompt)
        if len(session.history) != self.history_len:
            self.history_len = len(session.history)
            self.decision += 1
            self.pending = self.wrong_answers()
            if self.decision == self.quit_at:
                self.pending = [self.quit_word]
        if self.pending:
            text = self.pending.pop(0)
        else:
            text = session.format_action(session.legal_actions()[0])
        self.typed.append(text)
        return text

    def wrong_answers(self) -> list[str]:
        assert self.game is not None
        session = self.game.session
        state, deck = session.state, session.deck
        legal = session.legal_actions()
        out: list[str] = []
        if all(isinstance(a, Bid) for a in legal):
            if "bid" not in self.fired:
                self.fired.add("bid")
                out += ["zz", "99", "?", "help", "score", "", "QS"]
            if session.current_seat == state.dealer:
                forbidden = [n for n in range(state.hand_size + 1) if Bid(n) not in legal]
                if forbidden:
                    self.fired.add("hook")
                    out.append(str(forbidden[0]))
            return out
        hand = state.hands[session.current_seat]
        if "card" not in self.fired:
            self.fired.add("card")
            not_held = next(c for c in deck.cards if c not in hand)
            out += ["zz", "3", "?", deck.format(not_held)]
        if state.trick:
            led = deck.suit_of[state.trick[0]]
            other = [c for c in hand if deck.suit_of[c] != led]
            if other and len(other) < len(hand):
                self.fired.add("follow")
                out.append(deck.format(other[0]).lower())
        return out


def flat(text: str) -> str:
    """Text with every run of white space (wrapped lines) made one space."""
    return " ".join(text.split())


def console_game(
    read: Scripted, record: Path | None = None, seed: int = SEED, **options: Any
) -> tuple[ConsoleGame, bool, str]:
    session = load_game("oh-hell").new_session(options={"hand_sizes": SIZES, **options}, seed=seed)
    kinds = ["human"] + ["basic"] * (session.players - 1)
    out = io.StringIO()
    game = ConsoleGame(session, kinds, Console(file=out, width=80), record=record, read=read)
    read.game = game
    finished = game.run()
    return game, finished, out.getvalue()


RE_PROMPTS = [
    "'zz' is not a bid",
    "a bid is a number of tricks from 0 to 2",
    "'QS' is not a bid",
    "Legal now: ",
    "Moves in this game:",  # issue 46: the game's own help
    "the dealer may not bid 1: the bids would total 2",
    "(the hook)",
    "'zz' is not a card",
    "'3' is not a card",
    "you don't hold A♠",
    "you must follow ♥ (hearts)",
    "try again ('?' lists the legal moves)",
]


def test_scripted_human_game_to_the_end(tmp_path):
    path = tmp_path / "game.json"
    read = Scripted()
    game, finished, out = console_game(read, record=path)
    assert finished
    assert read.fired == {"bid", "hook", "card", "follow"}
    for text in RE_PROMPTS:
        assert flat(text) in flat(out), text
    assert out.count("Scores") >= 3
    # the bot kinds are said once, where the seats are introduced; then a seat is "Player 4"
    assert out.startswith("Seats You · Player 2 (basic) · Player 3 (basic) · Player 4 (basic)\n")
    assert out.count("(basic)") == 3
    # the human's second card comes with the first trick on the table
    assert "Last trick Player 2 Q♥ · Player 3 J♦ · Player 4 J♠ · You 6♥ → Player 2 won" in flat(out)
    assert "dealer You" in out
    assert "Your hand" in out
    assert "You bid 0" in out
    assert "You play 6♥" in out
    last = out.strip().splitlines()[-1]
    assert "with 20 points." in last
    assert last.startswith("You, Player 4 share the win")
    # the questions name what is asked
    # (the dealer's question names the bid the hook forbids)
    assert read.prompts[0] == "You: bid 0-2, not 1 (? for help): "
    assert any(p == "You: card (? for help): " for p in read.prompts)
    # the record saved as the game went is the whole game
    replayed = replay(load(path))
    assert replayed.is_over
    assert replayed.result() == game.session.result()


def test_seven_players_at_80_columns():
    """A whole 7-player game: no line is wider than 80 columns, no seat's label is cut in two
    (``Player`` at the end of a line, its number on the next), the kinds are listed once."""
    _, finished, out = console_game(Scripted(), players=7)
    assert finished
    lines = out.splitlines()
    assert not [line for line in lines if len(line) > 80]
    # a table's head row (┃) is no row of seats: at 7 seats every unnamed seat's head is
    # ``Player`` over its number (issue 46), and the standings' column is called ``Player``
    heads = [line for line in lines if line.startswith("┃")]
    assert not [
        line for line in lines if line not in heads and re.search(r"\bPlayer\b(?! \d)", line)
    ]
    assert any(re.match(r"┃ +┃ +┃( +Player ┃){6}$", line) for line in heads)
    assert out.count("(basic)") == 6
    assert lines[0].startswith("Seats You · Player 2 (basic) · ")
    assert "Player 7 (basic)" in lines[1]


def test_same_keystrokes_through_the_play_command(cli, tmp_path):
    """The console command plays the very game the scripted ConsoleGame played."""
    read = Scripted()
    game, finished, _ = console_game(read)
    assert finished
    path = tmp_path / "game.json"
    result = cli.ok("play", "oh-hell", *SMALL, "--record", path, input="\n".join(read.typed) + "\n")
    out = result.output
    for text in RE_PROMPTS:
        assert flat(text) in flat(out), text
    assert "You: bid 0-2, not 1 (? for help): " in out  # the dealer: the hook
    assert "You: card (? for help): " in out
    assert "You, Player 4 share the win with 20 points." in out
    assert "Game stopped" not in out
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["seats"] == ["human", "basic", "basic", "basic"]
    expected = record_of(game.session, game.kinds).model_dump(mode="json")
    assert data["actions"] == expected["actions"]
    replayed = json.loads(cli.ok("replay", path, "--json").output)
    assert replayed["complete"] is True
    assert replayed["scores"] == game.session.scores == [20, 12, 11, 20]


def test_literal_input(cli):
    """Typed text only: wrong answers, then every bid and every card in turn, until each
    question takes one. Whatever the bots do, the game finishes."""
    cards = [rank + suit for suit in "SHDC" for rank in RANKS]
    lines = ["zz", "99", "?", "help", "score", ""] + (["0", "1", "2", *cards] * 8)
    out = cli.ok(
        "play", "oh-hell", "-o", "hand_sizes=2,1", "--seed", "11", input="\n".join(lines)
    ).output
    assert "'zz' is not a bid" in out
    assert "a bid is a number of tricks from 0 to 2" in out
    assert "Legal now: " in out
    assert "is not a card" in out
    assert "you don't hold" in out
    assert "Total" in out
    assert " wins with " in out or " share the win " in out or "You win with" in out
    assert "Game stopped" not in out


def test_help_and_score_answer_without_moving(cli):
    out = cli.run("play", "oh-hell", *SMALL, input="?\nh\nscore\n\n").output
    assert out.count("Legal now: 0, 2") == 2
    assert "Moves in this game" in out  # issue 46: the game's own help
    assert "Total" in out  # the score table
    assert "You bid" not in out
    assert "Game stopped and saved." in out


def test_two_humans_are_asked_by_seat(cli):
    out = cli.run(
        "play", "oh-hell", "--seats", "human,human,basic", "--seed", "1", input="quit\n"
    ).output
    assert "Player 1: bid 0-10 (? for help): " in out or "Player 2: bid 0-10 (? for help): " in out
    assert "Game stopped and saved." in out


def test_human_at_another_seat(cli):
    out = cli.run(
        "play", "oh-hell", "--seats", "basic,human,basic", "--seed", "1", input="quit\n"
    ).output
    assert "You: bid 0-10 (? for help): " in out
    assert "Seats Player 1 (basic) · You · Player 3 (basic)" in out
    assert "Game stopped and saved." in out


# -- stopping ------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "typed", ["quit\n", "QUIT\n", "exit\n", "q\ny\n", "q\n", "", "?\n", "zz\n99\n"]
)
def test_quit_or_end_of_input_saves_the_record(cli, tmp_path, monkeypatch, typed):
    monkeypatch.chdir(tmp_path)
    result = cli.run("play", "oh-hell", *SMALL, "--record", "saved.json", input=typed)
    assert result.exception is None or isinstance(result.exception, SystemExit), result.exception
    assert result.exit_code == 0
    assert "Traceback" not in result.output
    assert "Game stopped and saved. Resume it with:\n  tricktaker resume saved.json\n" in (
        result.output
    )
    data = json.loads((tmp_path / "saved.json").read_text(encoding="utf-8"))
    assert set(data) >= {"format", "version", "game", "options", "seed", "seats", "actions"}
    # seat 0 deals the first hand; seats 1-3 bid before the human is asked
    assert [a["seat"] for a in data["actions"]] == [1, 2, 3]
    replayed = json.loads(cli.ok("replay", "saved.json", "--json").output)
    assert replayed["complete"] is False
    assert replayed["actions"] == 3
    assert replayed["hands"] == []
    text = cli.ok("replay", "saved.json").output
    assert "incomplete" in text


def test_q_asks_before_quitting_and_no_goes_on_at_the_same_question(tmp_path):
    """``q`` alone may be a slip: it asks. No (or Enter, which says it means no) asks the same
    question again; an answer that is neither asks again; yes saves and stops."""
    path = tmp_path / "game.json"
    session = load_game("oh-hell").new_session(options={"hand_sizes": SIZES}, seed=SEED)
    answers = iter(["q", "n", "q", "", "q", "maybe", "yes"])
    asked: list[str] = []

    def read(prompt: str) -> str:
        asked.append(prompt)
        return next(answers)

    out = io.StringIO()
    kinds = ["human", "basic", "basic", "basic"]
    game = ConsoleGame(session, kinds, Console(file=out, width=80), path, read=read)
    assert game.run() is False
    question, confirm = "You: bid 0-2, not 1 (? for help): ", "Quit and save? [y/N] "
    assert asked == [question, confirm, question, confirm, question, confirm, confirm]
    text = out.getvalue()
    assert "(Enter: no, the game goes on)" in text
    assert "Type y or n (Enter: no, the game goes on)." in text
    assert len(load(path).actions) == 3  # saved: the bots' bids before the question


@pytest.mark.parametrize(
    ("typed", "asks"),
    [("quit\n", 0), ("exit\n", 0), ("q\ny\n", 1), ("q\nn\nq\n\nq\n", 3), ("q\n", 1)],
)
def test_only_q_asks_and_the_end_of_input_never_does(cli, typed, asks):
    """``quit`` and ``exit`` stop at once; ``q`` asks; the end of input at the question stops
    (the game is saved), as anywhere."""
    out = cli.ok("play", "oh-hell", *SMALL, input=typed).output
    assert out.count("Quit and save? [y/N]") == asks
    assert out.count("You: bid 0-2, not 1 (? for help): ") == 1 + typed.count("q\nn") + (
        typed.count("q\n\n")
    )
    assert "Game stopped and saved. Resume it with:" in out
    assert "Traceback" not in out


def test_an_empty_answer_says_an_answer_is_needed(cli):
    out = cli.ok("play", "oh-hell", *SMALL, input="\n  \nquit\n").output
    assert out.count("An answer is needed: your move, or ? for help.") == 2
    assert out.count("You: bid 0-2, not 1 (? for help): ") == 3
    assert "Game stopped and saved." in out


def test_quit_without_a_record_autosaves_to_the_data_directory(cli, tmp_path, monkeypatch):
    monkeypatch.setenv("TRICKTAKER_DATA_DIR", str(tmp_path))
    out = cli.run("play", "oh-hell", *SMALL, input="quit\n").output
    assert "Game stopped and saved." in out
    saved = list((tmp_path / "games").glob("oh-hell-*.json"))
    assert len(saved) == 1
    # issue 46: the save's short name, which works in a new shell, not its absolute path
    assert f"Resume it with:\n  tricktaker resume {saved[0].stem}\n" in out
    assert str(tmp_path) not in out


def test_quit_mid_game_keeps_the_moves_made(tmp_path):
    path = tmp_path / "game.json"
    read = Scripted(quit_at=2)
    game, finished, _ = console_game(read, record=path)
    assert not finished
    assert read.typed[-1] == "quit"
    saved = load(path)
    assert len(saved.actions) == len(game.session.history) > 3
    assert any(a.seat == 0 for a in saved.actions)  # the human's own moves are in it
    partial = replay(saved)
    assert not partial.is_over
    assert partial.result() == game.session.result()


@pytest.mark.parametrize("stop", [EOFError, KeyboardInterrupt])
def test_ctrl_c_and_ctrl_d_stop_the_game(tmp_path, stop):
    path = tmp_path / "game.json"
    session = load_game("oh-hell").new_session(options={"hand_sizes": SIZES}, seed=SEED)

    def read(prompt: str) -> str:
        raise stop

    out = io.StringIO()
    game = ConsoleGame(
        session, ["human", "basic", "basic", "basic"], Console(file=out), path, read=read
    )
    assert game.run() is False
    assert len(load(path).actions) == 3


def test_stopped_message_keeps_a_long_path_whole(cli, tmp_path):
    """The path is there to be copied: it is not broken across lines."""
    deep = tmp_path / ("very-long-folder-name-" * 3) / "and-a-long-record-name-for-this-game.json"
    out = cli.run("play", "oh-hell", *SMALL, "--record", deep, input="quit\n").output
    assert deep.exists()
    assert f"  tricktaker resume {deep}\n" in out


def test_record_path_with_brackets_is_named_as_given(cli, tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    out = cli.run("play", "oh-hell", *SMALL, "--record", "game[b].json", input="quit\n").output
    assert (tmp_path / "game[b].json").exists()
    assert "  tricktaker resume 'game[b].json'\n" in out


@pytest.mark.parametrize("typed", ["[/x]", "[bold]", "[/]"])
def test_markup_typed_by_the_human_is_shown_not_interpreted(cli, typed):
    """What the human types is echoed in the error: it must not be read as rich markup
    (a closing tag crashed the game)."""
    result = cli.run("play", "oh-hell", *SMALL, input=f"{typed}\nquit\n")
    assert result.exception is None or isinstance(result.exception, SystemExit), result.exception
    assert "Traceback" not in result.output
    assert f"'{typed}' is not a bid" in result.output
    assert "Game stopped and saved." in result.output
