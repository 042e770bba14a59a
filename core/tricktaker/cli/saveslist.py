"""``tricktaker resume``'s list of unfinished games: one line a game, choosing one, deleting.

A player with many saves must read the list on a 24-line screen: each game is one line (its
number, the game, who plays, the hands played, your score and when it was saved), the newest
first, and the list stops where the screen would scroll (``resume --list`` prints every game).
Games are named by their number in that list or by their short name
(:func:`tricktaker.saves.save_name`); deleting many asks first.
"""

from __future__ import annotations

import time
from collections import Counter
from collections.abc import Sequence
from pathlib import Path

from rich import box
from rich.console import Console
from rich.table import Table
from rich.text import Text

from tricktaker.cli.text import plain
from tricktaker.errors import RecordError, TrickTakerError
from tricktaker.saves import (
    SavedGame,
    delete_save,
    find_save,
    save_name,
    saves_dir,
    unfinished_games,
)

__all__ = ["choose_unfinished", "delete_games", "list_all", "print_games"]

ROWS_AROUND = 6
"""Lines of the screen the list leaves to what is around its rows: the title, the header, the
note of older games, the question and the line typed."""


def saved_when(path: Path, now: float | None = None) -> str:
    """When ``path`` was last saved, as a person says it: ``today 22:07``, ``yesterday 09:15``,
    ``5 Dec 21:07`` this year, ``2025-12-05`` before (``?`` if the file is gone meanwhile)."""
    try:
        then = time.localtime(path.stat().st_mtime)
    except OSError:
        return "?"
    today = time.localtime(time.time() if now is None else now)
    clock = time.strftime("%H:%M", then)
    days = _day_number(today) - _day_number(then)
    if days == 0:
        return f"today {clock}"
    if days == 1:
        return f"yesterday {clock}"
    if then.tm_year == today.tm_year:
        return f"{then.tm_mday} {time.strftime('%b', then)} {clock}"
    return time.strftime("%Y-%m-%d", then)


def _day_number(moment: time.struct_time) -> int:
    """Days since 1970 of the calendar date of ``moment`` (local time)."""
    midday = time.mktime((moment.tm_year, moment.tm_mon, moment.tm_mday, 12, 0, 0, 0, 0, -1))
    return int(midday // 86400)


def players_text(seats: Sequence[str] | None, players: int) -> str:
    """Who plays, short: ``you, 3 basic bots``; ``you, search, 2 basic bots``; ``4 random
    bots`` (bots only); ``2 people, 2 basic bots`` (two humans at one keyboard)."""
    kinds = list(seats or ["human"] + ["basic"] * (players - 1))
    humans = kinds.count("human")
    parts = ["you"] if humans == 1 else [f"{humans} people"] if humans else []
    bots = Counter(kind for kind in kinds if kind != "human")
    parts += [f"{count} {kind}" if count > 1 else kind for kind, count in bots.items()]
    if bots:
        parts[-1] += " bots" if sum(bots.values()) > 1 else " bot"
    return ", ".join(parts)


def hands_text(saved: SavedGame) -> str:
    """The hands played so far, ``2 of 36`` when the match has a set number of hands."""
    session = saved.session
    assert session is not None
    played = session.state.hand_no
    total = session.game.hands_in_match
    return f"{played} of {total}" if total is not None else str(played)


def your_score(saved: SavedGame) -> str:
    """The score of the (first) human seat, or of its side; ``–`` in a game of bots only."""
    session, record = saved.session, saved.record
    assert session is not None and record is not None
    seats = record.seats or ["human"]
    if "human" not in seats:
        return "–"
    return str(session.scores[seats.index("human")])


def games_table(
    games: Sequence[SavedGame], numbers: Sequence[int] | None = None, now: float | None = None
) -> Table:
    """The games, one line each, numbered ``numbers`` (default 1, 2, ...): nothing is wrapped
    (a name too long for the screen ends in ``…``)."""
    table = Table(box=box.SIMPLE_HEAD, pad_edge=False, show_edge=False, padding=(0, 1))
    table.add_column("#", justify="right", no_wrap=True)
    table.add_column("game", no_wrap=True, overflow="ellipsis", max_width=18)
    table.add_column("players", no_wrap=True, overflow="ellipsis", max_width=20)
    table.add_column("hands played", no_wrap=True, justify="right")
    table.add_column("score", no_wrap=True, justify="right")
    table.add_column("saved", no_wrap=True)
    numbers = range(1, len(games) + 1) if numbers is None else numbers
    for number, saved in zip(numbers, games, strict=True):
        session, record = saved.session, saved.record
        assert session is not None and record is not None
        table.add_row(
            str(number),
            plain(session.rules.game.name),
            plain(players_text(record.seats, session.players)),
            hands_text(saved),
            your_score(saved),
            saved_when(saved.path, now),
        )
    return table


def _read(console: Console) -> tuple[list[SavedGame], list[SavedGame]]:
    """The unfinished games that can be played and those that cannot (each told once, as
    skipped, with why and how to delete it)."""
    games = unfinished_games()
    for broken in (g for g in games if g.error is not None):
        reason = (broken.error or "").removeprefix(f"{broken.path}: ")
        console.print(plain(f"(skipping {broken.path}: {reason})", style="dim"), soft_wrap=True)
    return [g for g in games if g.error is None], [g for g in games if g.error is not None]


def print_games(console: Console, games: Sequence[SavedGame], limit: int | None = None) -> None:
    """The list of ``games`` under its title; with ``limit``, the newest that many and a line
    saying how to see the others."""
    shown = list(games if limit is None else games[:limit])
    title = f"Unfinished games ({len(games)}, newest first; the score is yours):"
    console.print(plain(title, style="bold"), soft_wrap=True)
    console.print(games_table(shown))
    hidden = len(games) - len(shown)
    if hidden:
        console.print(
            plain(
                f"… and {hidden} older (numbers {len(shown) + 1}-{len(games)}): "
                "tricktaker resume --list shows them all",
                style="dim",
            ),
            soft_wrap=True,
        )


def _screen_rows(console: Console) -> int:
    """How many games fit on the screen with the lines around them (at least 5)."""
    return max(5, console.size.height - ROWS_AROUND)


def list_all(console: Console) -> None:
    """``resume --list``: every unfinished game, numbered, and how to resume or delete one."""
    playable, _ = _read(console)
    if not playable:
        console.print(plain(f"No unfinished games in {saves_dir()}."), soft_wrap=True)
        return
    print_games(console, playable)
    console.print(
        "Resume one with: tricktaker resume N; delete one with: tricktaker resume --delete N",
        markup=False,
        soft_wrap=True,
    )


def choose_unfinished(console: Console) -> Path | None:
    """List the unfinished games (as many as the screen holds) and ask which one to resume;
    ``d N`` deletes game N (after a yes), ``q`` cancels."""
    from tricktaker.cli.prompt import read_line

    playable, _ = _read(console)
    while playable:
        print_games(console, playable, _screen_rows(console))
        count = len(playable)
        while True:
            try:
                answer = read_line(f"Resume which game? [1-{count}, d N to delete, q to cancel] ")
            except (EOFError, KeyboardInterrupt):
                console.print()
                return None
            answer = answer.strip().lower()
            if not answer:
                console.print(Text("(Enter: resuming game 1, the last saved)", style="dim"))
                answer = "1"
            if answer in ("q", "quit"):
                return None
            if _number(answer, count) is not None:
                return playable[int(answer) - 1].path
            number = _number(answer[1:].strip(), count) if answer.startswith("d") else None
            if number is None:
                console.print(
                    f"Type a number from 1 to {count}, d and a number to delete that game, or q.",
                    markup=False,
                )
                continue
            saved = playable[number - 1]
            console.print(games_table([saved], [number]))
            if _confirm(console, "this game"):
                _delete(console, saved, number)
                playable = [g for g in unfinished_games() if g.error is None]
                break
    console.print(plain(f"No unfinished games in {saves_dir()}."), soft_wrap=True)
    return None


def _number(answer: str, count: int) -> int | None:
    """``answer`` as a number of the list (1 to ``count``), or None."""
    if answer.isdigit() and len(answer) <= 6 and 1 <= int(answer) <= count:
        return int(answer)
    return None


def _confirm(console: Console, what: str) -> bool:
    """Ask before deleting ``what``; Enter, or the end of the input, is no."""
    from tricktaker.cli.prompt import read_line

    try:
        answer = read_line(f"Delete {what}? [y/N] ")
    except (EOFError, KeyboardInterrupt):
        console.print()
        answer = ""
    if answer.strip().lower() in ("y", "yes"):
        return True
    console.print(Text("(Nothing deleted.)", style="dim"))
    return False


def _delete(console: Console, saved: SavedGame, number: int | None) -> None:
    """Delete one save and say so, naming it as the list does."""
    done = delete_save(saved)
    session = saved.session
    name = session.rules.game.name if session is not None else "A save that cannot be read"
    label = f"{number}. " if number is not None else ""
    console.print(plain(f"{label}{name} ({save_name(saved.path)}): {done}."), soft_wrap=True)


def delete_games(console: Console, references: Sequence[str], every: bool, yes: bool) -> None:
    """``resume --delete N`` (repeatable) and ``--delete-all``: one game is deleted at once,
    several are listed and asked about first (unless ``yes``). A reference is a number of the
    list, a save's name or a file; one that is not an unfinished game of the list (nor a save
    listed as skipped) is an error, and then nothing is deleted."""
    games = unfinished_games()
    playable = [g for g in games if g.error is None]
    chosen: list[SavedGame] = list(playable) if every else []
    for reference in references:
        path = find_save(reference, games)
        found = [g for g in games if _same(g.path, path) or (g.link and _same(g.link, path))]
        if not found:
            raise RecordError(
                f"{reference}: not an unfinished game of your list (see it with: tricktaker "
                "resume --list); nothing deleted"
            )
        if not any(g is found[0] for g in chosen):
            chosen.append(found[0])
    if not chosen:
        console.print(plain(f"No unfinished games in {saves_dir()}."), soft_wrap=True)
        return
    number = {id(g): n for n, g in enumerate(playable, start=1)}  # as the list numbers them
    listed = [g for g in chosen if g.error is None]
    numbers = [number[id(g)] for g in listed]
    if len(chosen) > 1 and not yes:
        console.print(games_table(listed, numbers))
        for saved in (g for g in chosen if g.error is not None):
            console.print(plain(f"  {saved.path} (cannot be read)"), soft_wrap=True)
        if not _confirm(console, f"these {len(chosen)} games"):
            return
    failed: list[str] = []
    for saved in chosen:
        try:
            _delete(console, saved, number.get(id(saved)))
        except TrickTakerError as exc:
            failed.append(str(exc))
    if failed:
        raise TrickTakerError("; ".join(failed))


def _same(one: Path, other: Path) -> bool:
    """Whether two paths name one file (resolved where they can be)."""
    try:
        return one.resolve() == other.resolve()
    except (OSError, RuntimeError):
        return one == other
