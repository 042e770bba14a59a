"""The real installed ``tricktaker`` console at a pseudo-terminal (pexpect).

A person's session, keystroke by keystroke: the table is shown, a wrong card is refused with
the reason, moves are read from the ``?`` answer ("Legal now: ..."), Ctrl-C at the prompt
saves and stops the game, and ``tricktaker resume PATH`` finishes it. The human always types
the first move ``?`` lists, so the game is the one :func:`reference` plays through the API with
the same bots, and its record and winner can be checked exactly.
"""

from __future__ import annotations

import io
import json
import os
import re
import shlex
import signal
import sys
from dataclasses import dataclass
from pathlib import Path

import pexpect

from tricktaker import Session, load_game
from tricktaker.bots import make_bot
from tricktaker.cli.play import bot_seed
from tricktaker.cli.view import legal_text
from tricktaker.records import load, parse_record, replay

SEED = 2
SIZES = [2, 1]
KINDS = ["human", "basic", "basic", "basic"]
TIMEOUT = 20
EXE = Path(sys.executable).parent / "tricktaker"
ANSI = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]")
PROMPT = r"You: (bid \d+-\d+(?:, not [\d, ]+)?|lead a card|card) \(\? for help\): "
LEGAL = r"Legal now: ([^\r\n]*)\r\n"
PAUSE = r"Press Enter to go on"  # issue 46: after each hand's result, at a terminal
RESUME = r"Resume it with:\s+\S*tricktaker resume ([^\r\n]+)\r\n"
STOP_AT = 2  # Ctrl-C at the human's third question (the first card of hand 1 is played)


@dataclass
class Decision:
    move: str  # the first legal move as '?' lists it
    not_held: str  # a card the human does not hold (symbols), for a wrong answer
    phase: str


def reference() -> tuple[Session, list[Decision]]:
    session = load_game("oh-hell").new_session(
        options={"players": 4, "hand_sizes": SIZES}, seed=SEED
    )
    deck = session.deck
    bots = {s: make_bot(k, bot_seed(SEED, s)) for s, k in enumerate(KINDS) if k != "human"}
    decisions = []
    while not session.is_over:
        seat = session.current_seat
        if seat in bots:
            action = bots[seat].choose(session, seat)
        else:
            legal = session.legal_actions()
            move = moves_of(legal_text(session, legal).plain)[0]
            action = session.parse_action(move)
            assert action in legal
            hand = session.state.hands[seat]
            other = next(c for c in deck.cards if c not in hand)
            decisions.append(
                Decision(
                    move,
                    deck.format(other, symbols=True),
                    session.phase.name,
                )
            )
        session.apply(action)
    return session, decisions


def winner_line(session: Session) -> str:
    """The last line ``tricktaker play`` prints for this game (seat 0 is "You")."""
    best = max(session.scores)
    names = ["You" if s == 0 else f"Player {s + 1}" for s in session.winners]
    if session.winners == [0]:
        return f"You win with {best} points."
    verb = "share the win" if len(names) > 1 else "wins"
    return f"{', '.join(names)} {verb} with {best} points."


def spawn(tmp_path: Path, *args: str) -> pexpect.spawn:
    assert EXE.exists(), f"the console script is not installed next to {sys.executable}"
    env = {
        k: v
        for k, v in os.environ.items()
        if k not in ("NO_COLOR", "FORCE_COLOR", "TTY_COMPATIBLE", "TTY_INTERACTIVE", "LINES")
    }
    env.update(TRICKTAKER_DATA_DIR=str(tmp_path / "data"), COLUMNS="80", TERM="xterm")
    if env.get("PYTHONPATH"):  # the child runs in tmp_path: keep it on the code under test
        env["PYTHONPATH"] = os.pathsep.join(
            str(Path(p).resolve()) for p in env["PYTHONPATH"].split(os.pathsep) if p
        )
    return pexpect.spawn(
        str(EXE),
        [
            *args,
            "--delay",
            "0",
            "--plain",
        ],  # the line console (issue 46: a terminal gets the table)
        env=env,
        encoding="utf-8",
        timeout=TIMEOUT,
        dimensions=(24, 80),
        cwd=str(tmp_path),
        preexec_fn=_as_at_a_terminal,
    )


def saved_path(tmp_path: Path, child: pexpect.spawn) -> Path:
    """The save that the printed ``resume`` command names: a save of the saves folder goes by
    its short name (issue 46), which works in any new shell."""
    name = shlex.split(plain(child.match.group(1)).strip())[0]
    assert "/" not in name, name
    return tmp_path / "data" / "games" / f"{name}.json"


def _as_at_a_terminal() -> None:
    """The console's process gets Ctrl-C as a shell at a terminal gives it: a test runner
    started in the background by a shell without job control ignores SIGINT, and its children
    would inherit that (every Ctrl-C of these tests then lost)."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)


def plain(text: str) -> str:
    return ANSI.sub("", text)


def moves_of(shown: str) -> list[str]:
    """The moves of a legal list as typed: bids as listed (``0, 2``), cards grouped by suit
    as the hand is (``♥* 10 5  ♠ K``: ``10♥``, ``5♥``, ``K♠``; issue 46)."""
    moves, suit = [], ""
    for token in re.split(r",? +", shown.strip()):
        if token and token[0] in "♠♥♦♣":
            suit = token[0]
        elif token:
            moves.append(token if not suit or token[-1] in "♠♥♦♣" else token + suit)
    return moves


def next_question(child: pexpect.spawn) -> None:
    """Wait for the next question, going on (Enter) where a hand's end pauses the game."""
    while child.expect([PROMPT, PAUSE]) == 1:
        child.sendline("")


def legal_moves(child: pexpect.spawn) -> list[str]:
    """Ask '?' and read the legal moves from its answer, then wait for the question again."""
    child.sendline("?")
    child.expect(LEGAL)
    shown = plain(child.match.group(1)).strip()
    child.expect(PROMPT)
    return moves_of(shown)


def finish(child: pexpect.spawn) -> int:
    assert child.expect(pexpect.EOF) == 0
    child.close()
    assert child.signalstatus is None
    return int(child.exitstatus)


def test_a_whole_game_at_a_terminal_stopped_with_ctrl_c_and_resumed(tmp_path):
    session, decisions = reference()
    assert decisions[STOP_AT - 1].phase == "play"  # a wrong card was typed before the stop
    typed: list[str] = []

    child = spawn(tmp_path, "play", "oh-hell", "-o", "hand_sizes=2,1", "--seed", str(SEED))
    child.expect("Your hand")
    table = plain(child.before)
    assert "Trump" in table and "Bids" in table and "To play" in table
    assert child.expect(PROMPT) == 0
    assert child.match.group(1).startswith("bid")
    coloured = child.before
    assert "\x1b[" in coloured  # a terminal gets colours and styles
    wrong_card_shown = False
    for n, decision in enumerate(decisions):
        if n == STOP_AT:
            break
        if n > 0:
            child.expect(PROMPT)
        if "card" in child.match.group(1) and not wrong_card_shown:
            child.sendline(decision.not_held)
            child.expect(r"you don't hold ([^\r\n]*?) — you may play: ")
            assert plain(child.match.group(1)) == decision.not_held
            child.expect(PROMPT)
            wrong_card_shown = True
        moves = legal_moves(child)
        assert moves[0] == decision.move
        child.sendline(moves[0])
        typed.append(moves[0])
    assert wrong_card_shown
    child.expect(PROMPT)
    child.sendintr()  # Ctrl-C at the prompt: save and stop
    child.expect(RESUME)
    path = saved_path(tmp_path, child)
    assert "Game stopped and saved." in plain(child.before)
    assert finish(child) == 0
    assert path.parent == tmp_path / "data" / "games"
    saved = load(path)
    assert sum(a.seat == 0 for a in saved.actions) == STOP_AT
    assert not replay(saved).is_over

    child = spawn(tmp_path, "resume", str(path))
    child.expect(r"Resuming Oh Hell \(")
    child.expect("Your hand")
    child.expect(PROMPT)
    for n, decision in enumerate(decisions[STOP_AT:]):
        if n > 0:
            next_question(child)
        if n == 0:
            child.sendline("hint")
            child.expect(r"Hint: (bid|play) ([^\r\n]*)\r\n")
            child.expect(PROMPT)
        moves = legal_moves(child)
        assert moves[0] == decision.move
        child.sendline(moves[0])
        typed.append(moves[0])
    child.expect("Final standings")
    child.expect(pexpect.EOF)
    rest = plain(child.before)
    child.close()
    assert child.exitstatus == 0 and child.signalstatus is None
    assert rest.strip().splitlines()[-1].strip() == winner_line(session)
    assert "Resume it with" not in rest

    finished = replay(load(path))
    assert finished.is_over
    assert finished.history == session.history
    assert finished.state.hand_results == session.state.hand_results
    assert len(typed) == len(decisions)


def test_ctrl_d_at_the_prompt_saves_and_resume_lists_the_game(tmp_path):
    child = spawn(tmp_path, "play", "oh-hell", "-o", "hand_sizes=2,1", "--seed", str(SEED))
    child.expect(PROMPT)
    child.sendeof()  # Ctrl-D: end of input
    child.expect(RESUME)
    path = saved_path(tmp_path, child)
    assert finish(child) == 0
    before = path.read_bytes()

    child = spawn(tmp_path, "resume")
    child.expect("Unfinished games")
    child.expect(r"Resume which game\? \[1-1, d N to delete, q to cancel\] ")
    child.sendline("7")
    child.expect("Type a number from 1 to 1, d and a number to delete that game, or q.")
    child.expect(r"Resume which game\? ")
    child.sendline("")  # the default: the newest game
    child.expect(r"Resuming Oh Hell \(")
    child.expect(PROMPT)
    child.sendintr()
    child.expect(RESUME)
    assert saved_path(tmp_path, child) == path
    assert finish(child) == 0
    assert load(path).actions == parse_record(json.loads(before)).actions


def test_search_bots_show_only_the_real_games_tricks(tmp_path):
    """With three ``search`` bots at the table, the screen holds the real game's events only:
    one line per real trick, never a trick the bots imagined while thinking
    (they simulate whole hands on clones of the game)."""
    child = spawn(
        tmp_path,
        "play",
        "oh-hell",
        "-o",
        "hand_sizes=2",
        "--seats",
        "human,search:4,search:4,search:4",
        "--seed",
        "3",
    )
    child.logfile_read = screen = io.StringIO()  # everything the terminal showed
    child.expect(PROMPT)
    while True:
        child.sendline(legal_moves(child)[0])
        answer = child.expect([PROMPT, PAUSE, "Final standings"])
        if answer == 1:  # the first hand's result: the game waits for Enter
            child.sendline("")
            child.expect(PROMPT)
        if answer == 2:
            break
    child.expect(pexpect.EOF)
    shown = plain(screen.getvalue())
    assert len(re.findall(r"Trick \d+: .*? won\r\n", shown)) == 2, shown  # a line per trick


def test_the_prompt_has_line_editing_history_and_ctrl_l(tmp_path):
    """At a terminal the answer is read with readline: Up brings back the line typed before,
    Backspace edits it, and Ctrl-L clears the screen and draws the whole question again (the
    prompt is readline's own, so a redraw cannot wipe it). ``q`` asks before quitting."""
    child = spawn(tmp_path, "play", "oh-hell", "-o", "hand_sizes=2,1", "--seed", str(SEED))
    child.expect(PROMPT)
    assert child.match.group(1) == "bid 0-2, not 1"
    child.sendline("zz")
    child.expect("'zz' is not a bid")
    child.expect(PROMPT)
    child.send("\x1b[A")  # Up: the last line typed is back ...
    child.expect("zz")
    child.send("\r")  # ... and sent again as it is
    child.expect("'zz' is not a bid")
    child.expect(PROMPT)
    child.send("\x1b[A\x7f\x7f0\r")  # Up, two Backspaces, 0: "zz" edited into a bid
    child.expect(r"You bid 0\r\n")
    child.expect(PROMPT)
    child.send("\x0c")  # Ctrl-L
    child.expect(r"\x1b\[H\x1b\[2J")  # the screen is cleared (xterm) ...
    child.expect(PROMPT)  # ... and the question drawn again, whole
    child.sendline("q")
    child.expect(r"Quit and save\? \[y/N\] ")
    child.send("\r")  # Enter: no
    child.expect(r"\(Enter: no, the game goes on\)")
    child.expect(PROMPT)
    child.sendintr()
    child.expect(RESUME)
    path = saved_path(tmp_path, child)
    assert finish(child) == 0
    assert [a.action for a in load(path).actions if a.seat == 0] == ["0"]
