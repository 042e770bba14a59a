"""The ``tricktaker`` console: list games, read rules, play, replay records.

Every mistake a user can make (an unknown game or option, a bad record, a broken plugin) is a
:class:`~tricktaker.errors.TrickTakerError`; commands print its message and exit with status 2,
never a traceback.
"""

from __future__ import annotations

import shlex
import shutil
import sys
from pathlib import Path
from typing import Annotated, Any

import typer
from rich.console import Console
from rich.padding import Padding
from rich.table import Table
from rich.text import Text

from tricktaker.cli.common import (
    GameArgument,
    OptionsOption,
    PlayersOption,
    _console,
    _parse_options,
    play_options,
    user_errors,
)
from tricktaker.cli.recordfile import (
    check_new_record,
    check_record_name,
    checked_record,
    list_record,
)
from tricktaker.cli.seats import parse_seats
from tricktaker.cli.serving import serve
from tricktaker.cli.text import dumps, inert, markdown, plain, shell_quoted
from tricktaker.engine.dealfiles import read_deal_file, write_deal_file
from tricktaker.engine.registry import Game, Registry, default_registry
from tricktaker.engine.session import DealGiven, Session
from tricktaker.errors import TrickTakerError
from tricktaker.limits import MAX_CHECK_GAMES, MAX_SEED, read_regular_file
from tricktaker.records import load
from tricktaker.records import replay as replay_record
from tricktaker.rules import OptionSpec
from tricktaker.rules.deck import DeckSpec, deck_of
from tricktaker.rules.options import with_play_defaults
from tricktaker.saves import (
    find_save,
    lock_save,
    new_save_path,
    read_save,
    save_name,
)

app = typer.Typer(
    name="tricktaker",
    help="Play, replay and explore trick-taking card games.",
    no_args_is_help=True,
    pretty_exceptions_enable=False,
    add_completion=False,
)


def _is_file(path: Path) -> bool:
    """``path.is_file()``; False for a name the file system refuses (too long)."""
    try:
        return path.is_file()
    except OSError:
        return False


def _allowed(spec: OptionSpec) -> str:
    if spec.type == "choice":
        return ", ".join(spec.choices or [])
    if spec.type == "int":
        if spec.max is None:
            return "any number" if spec.min is None else f"{spec.min} or more"
        return f"{spec.max} or less" if spec.min is None else f"{spec.min}..{spec.max}"
    if spec.type == "bool":
        return "true, false"
    return "comma-separated numbers"


def _typed(value: Any) -> str:
    """An option's value as a player types it after ``--option NAME=``: ``true``, ``long``,
    ``3,2,1`` (``[]`` for an empty list)."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, list):
        return ",".join(str(v) for v in value) or "[]"
    return str(value)


def _played_value(spec: OptionSpec) -> Any:
    """The value ``tricktaker play`` starts a game with when the option is not given."""
    return spec.default if spec.play_default is None else spec.play_default


def _options_text(game: Game) -> Text:
    """The options a player chooses, ``name=value`` as ``play`` starts them, comma-separated
    (a line breaks only between two of them): not ``players`` (a column of its own) nor the
    parameters kept for other programs (``hidden``)."""
    return plain(
        ", ".join(
            f"{name}={_typed(_played_value(spec))}"
            for name, spec in game.rules.options.items()
            if name != "players" and not spec.hidden
        )
    )


@app.command()
def games() -> None:
    """List the installed games and their options, and any broken plugin or variant file."""
    from tricktaker.engine.gamefiles import GAMES_ENV, user_variants_dir

    console = _console()
    registry = default_registry()
    with user_errors(console):
        table = Table(title="Installed games")
        table.add_column("id", style="bold", no_wrap=True)
        table.add_column("name", max_width=10)  # wraps, so the options keep their width
        table.add_column("players", no_wrap=True)
        table.add_column("options (as play starts them)")
        problems = {}
        longest = 0
        for game_id in registry.ids:
            problem = registry.problem(game_id, play=True)
            if problem is not None:
                problems[game_id] = problem
                table.add_row(plain(game_id), Text("broken", style="red"), "", "see below")
                continue
            game = registry.game(game_id)
            players = game.rules.options["players"]
            text = _options_text(game)
            longest = max([longest, *(len(word) for word in text.plain.split())])
            count = (
                f"{players.min}" if players.min == players.max else f"{players.min}–{players.max}"
            )
            table.add_row(plain(game.id), plain(game.name), count, text)
        table.columns[-1].min_width = longest  # a value is never broken across lines
        console.print(table)
        for game_id, problem in problems.items():  # in full: paths must not be cut at 80 columns
            console.print(
                Text("broken game ", style="red") + plain(f"{game_id}: {problem}", lines=True),
                soft_wrap=True,
            )
        for broken in registry.broken:
            console.print(
                plain(f"broken {broken.kind} ", style="red")
                + plain(f"{broken.name}: {broken.reason}", lines=True),
                soft_wrap=True,
            )
        console.print(
            "Set one with --option NAME=VALUE; what each means: tricktaker rules GAME",
            markup=False,
        )
        console.print(
            f"Your own variants (TOML files; check one with: tricktaker check FILE) go in "
            f"${GAMES_ENV} or in:",
            markup=False,
        )
        console.print(plain(user_variants_dir()), soft_wrap=True)


@app.command()
def rules(
    game_id: GameArgument,
    toml: Annotated[bool, typer.Option("--toml", help="Print the whole rules file.")] = False,
) -> None:
    """Show a game's rules: players, phases, options, and (with --toml) every number."""
    console = _console()
    with user_errors(console):
        game = default_registry().find(game_id)
        spec = game.rules
        root = game.chain[0].rules
        if toml and root is not None:
            for part in game.chain:
                if part.file is not None and part.overlay:
                    typer.echo(
                        inert(f"# {part.file}: a variant of {part.base}, over {root}:\n", True)
                    )
                    typer.echo(_file_text(part.file))
                    typer.echo(inert(f"# {root}:\n", lines=True))
            typer.echo(_file_text(root), nl=False)
            return
        players = spec.options["players"]
        console.print(
            plain(spec.game.name, style="bold")
            + plain(f" ({spec.game.id}) — {spec.game.summary}", lines=True)
        )
        if spec.game.howto:
            console.print(markdown(spec.game.howto))
        console.print(
            plain(
                f"Players: {players.min}–{players.max}. "
                f"Phases of a hand: {' → '.join(spec.phases)}."
            )
        )
        kinds = game.mechanics.by_kind  # the registry the rules were validated against
        for name in spec.phases:
            kind = spec.kind_of(name)
            mechanic = kinds.get(kind)
            said = mechanic.summary if mechanic is not None else "built by the game's plugin"
            own = mechanic.table if mechanic is not None else None  # None: [mechanics.NAME]
            where = f" [{own or 'mechanics.' + name}]" if mechanic and mechanic.settings else ""
            label = name if kind == name else f"{name} ({kind})"
            console.print(plain(f"  {label}{where}: {said}", lines=True))
        deck = spec.deck
        console.print(
            plain(
                f"Pack: {len(deck.suits) * len(deck.ranks) + len(deck.extras) - len(deck.remove)}"
                " cards"
                + (f" (without {' '.join(deck.remove)})" if deck.remove else "")
                + "; ranks high to low: "
                + _ranks_in_pack(deck)
                + (f"; trump order: {' '.join(deck.trump_ranks)}" if deck.trump_ranks else "")
                + (
                    f"; sequence order: {' '.join(deck.sequence_ranks)}"
                    if deck.sequence_ranks
                    else ""
                )
            )
        )
        _print_options(console, spec.options)
        if root is not None:
            files = [str(part.file) for part in reversed(game.chain) if part.overlay and part.file]
            where = f"{' over '.join([*files, str(root)])}" if files else str(root)
            console.print(
                plain(
                    f"Every number of the game: {where} (or `tricktaker rules {game_id} --toml`)."
                )
            )


def _ranks_in_pack(deck: DeckSpec) -> str:
    """The ranks from high to low; a pack with cards removed gives each suit's own (a cut
    pack's suits may differ: ``♥ A K … 5 4``, ``♠ A K … 5``), then its extra cards."""
    if not deck.remove:
        return " ".join(deck.ranks)
    cards = deck_of(deck)
    suits = []
    for s, suit in enumerate(cards.suits):
        ranks = [r for i, r in enumerate(cards.ranks) if cards.in_pack[cards.card(s, i)]]
        suits.append(f"{suit.symbol} {' '.join(ranks)}")
    extras = [e.name for e in cards.extras]
    return ", ".join(suits) + (f"; extra cards: {' '.join(extras)}" if extras else "")


def _print_options(console: Console, options: dict[str, OptionSpec]) -> None:
    """``rules``' options, each a line ``name = default (allowed: ...)`` and its meaning below,
    wrapped at the screen's width under an indent (a table's narrow columns broke them into
    a few words a line at 80 columns); the parameters kept for other programs (``hidden``)
    after them, named apart."""
    console.print(plain("Options (tricktaker play GAME --option NAME=VALUE):", style="bold"))
    for name, opt in options.items():
        if opt.hidden:
            continue
        line = plain(f"  {name}", style="bold") + plain(f" = {_typed(opt.default)}")
        if opt.play_default is not None:
            line += plain(f" ({_typed(opt.play_default)} with tricktaker play)")
        line += plain(f"; allowed: {_allowed(opt)}", style="dim")
        console.print(line)
        console.print(Padding(plain(opt.description, lines=True), (0, 0, 0, 6)))
    hidden = [(name, opt) for name, opt in options.items() if opt.hidden]
    if hidden:
        console.print(plain("Also accepted, for other programs (no choice for a player):"))
        for name, opt in hidden:
            console.print(
                Padding(
                    plain(f"{name} = {_typed(opt.default)}: {opt.description}", lines=True),
                    (0, 0, 0, 2),
                )
            )


def _file_text(path: Path) -> str:
    """A rules or variant file for ``rules --toml``, its control characters escaped."""
    text = read_regular_file(path, "the rules file").decode("utf-8", errors="replace")
    return inert(text, lines=True)


DelayOption = Annotated[
    float | None,
    typer.Option(
        min=0.0,
        max=10.0,
        help="Seconds to pause after each bot move (default 0.4 at a terminal, else 0).",
    ),
]
AutoOption = Annotated[
    bool, typer.Option("--auto", help="Play your only legal move without asking.")
]
TableOption = Annotated[
    bool | None,
    typer.Option(
        "--table/--plain",
        help="The full-screen table, or the line console (for screen readers and scripts). "
        "Default: the table when input and output are a terminal and you play.",
        show_default=False,
    ),
]


@app.command()
def play(
    game_id: GameArgument,
    players: PlayersOption = None,
    seats: Annotated[
        str | None,
        typer.Option(
            help="Seat kinds, comma-separated: human, random, basic, search "
            "(search:N, search:0.5s). Default: you in the first seat, basic bots."
        ),
    ] = None,
    option: OptionsOption = None,
    seed: Annotated[
        int | None, typer.Option(help="Seed for the shuffles (same seed, same deals).")
    ] = None,
    record: Annotated[
        Path | None,
        typer.Option(
            help="Save the game record to this JSON file after every action "
            "(default: a new file in your data directory)."
        ),
    ] = None,
    delay: DelayOption = None,
    auto: AutoOption = False,
    table: TableOption = None,
    open_hands: Annotated[
        bool,
        typer.Option("--open", help="Spectator mode: show every hand (only without a human)."),
    ] = False,
    deal: Annotated[
        Path | None,
        typer.Option(
            "--deal",
            help="Play the deals of this file, in the game's own notation (e.g. PBN for a "
            "game that reads it); the later hands are shuffled.",
        ),
    ] = None,
) -> None:
    """Play a game at the console against bots (or watch bots play)."""
    console = _console()
    with user_errors(console):
        game = default_registry().find(game_id)
        kinds = parse_seats(seats, human=True)
        options = play_options(option, players, kinds)
        deals: tuple[DealGiven, ...] = ()
        if deal is not None:
            options, deals = read_deal_file(game, deal, options)
        else:  # the play defaults (e.g. four boards); a deal file's boards are its session
            options = with_play_defaults(game.rules.options, options)
        session = game.new_session(options=options, seed=seed, deals=deals)
        if kinds is None:
            kinds = ["human"] + ["basic"] * (session.players - 1)
        if len(kinds) != session.players:
            raise TrickTakerError(f"--seats names {len(kinds)} seats for {session.players} players")
        if open_hands and "human" in kinds:
            raise TrickTakerError(
                "--open shows every hand, so it is only for games without a human"
            )
        if record is None:
            try:
                record = new_save_path(game.id)
            except TrickTakerError as exc:
                raise TrickTakerError(
                    f"{exc}, or save this game elsewhere: --record FILE"
                ) from None
        check_record_name(record)  # a folder ('', '.', '/'): before its lock file is named
        with lock_save(record):
            check_new_record(record, command_name())  # never overwrite a game or a file
            list_record(console, record, game.id, command_name())  # `resume` lists it too
            _run(console, session, kinds, record, delay, auto, open_hands, table=table)


def _run(
    console: Console,
    session: Session,
    kinds: list[str],
    record: Path,
    delay: float | None,
    auto: bool,
    open_hands: bool = False,
    table: bool | None = None,
) -> None:
    """Play ``session`` at the full-screen table (``table``; by default when input and output
    are a terminal and a human plays) or the line console, saving to ``record``; say how to
    resume if stopped."""
    from tricktaker.cli.play import ConsoleGame

    if delay is None:
        delay = 0.4 if sys.stdout.isatty() and "human" in kinds else 0.0
    if table is None:
        table = sys.stdin.isatty() and sys.stdout.isatty() and "human" in kinds
    if table and open_hands:
        raise TrickTakerError("--open is for the line console: add --plain")
    if table:
        from tricktaker.cli.table.app import run_table

        finished = run_table(session, kinds, record, delay=delay, auto=auto)
    else:
        runner = ConsoleGame(
            session, kinds, console, record=record, delay=delay, auto=auto, open_hands=open_hands
        )
        finished = runner.run()
    if not finished:
        console.print("Game stopped and saved. Resume it with:", markup=False)
        console.print(plain(f"  {resume_command(record)}"), soft_wrap=True)


def resume_command(record: Path) -> str:
    """The command that resumes ``record`` from a new shell, short: ``tricktaker resume
    hearts-20261207-220733`` for a save of the saves folder (its name), the path as given for a
    game recorded elsewhere (``--record FILE``)."""
    return f"{command_name()} resume {shell_quoted(save_name(record))}"


def command_name() -> str:
    """How to call this console from a new shell: ``tricktaker`` when that name on the PATH is
    this very program; otherwise the full path it was started with (e.g. the ``tricktaker`` of a
    virtual environment that is not activated), so the command printed always works."""
    me = Path(sys.argv[0])
    if me.name != "tricktaker":  # run as a module, or under a test runner
        return "tricktaker"
    found = shutil.which("tricktaker")
    if found is not None and Path(found).resolve() == me.resolve():
        return "tricktaker"
    return shlex.quote(str(me.absolute()))


@app.command()
def resume(
    file: Annotated[
        str | None,
        typer.Argument(
            metavar="GAME",
            help="The saved game: its number in the list of unfinished games, its name (as "
            "printed when a game stops, e.g. hearts-20261207-220733) or its file. Without "
            "it: choose among your unfinished games.",
        ),
    ] = None,
    delay: DelayOption = None,
    auto: AutoOption = False,
    table: TableOption = None,
    list_games: Annotated[
        bool,
        typer.Option(
            "--list", help="List every unfinished game (numbered, newest first) and stop."
        ),
    ] = False,
    delete: Annotated[
        list[str] | None,
        typer.Option(
            "--delete",
            metavar="GAME",
            help="Delete this unfinished game: its number in the list, its name or its file "
            "(repeatable; several are listed and asked about first). A game recorded "
            "elsewhere (--record FILE) is only taken off the list: its file is kept.",
        ),
    ] = None,
    delete_all: Annotated[
        bool,
        typer.Option("--delete-all", help="Delete every unfinished game, after asking."),
    ] = False,
    yes: Annotated[bool, typer.Option("--yes", "-y", help="Delete without asking first.")] = False,
) -> None:
    """Continue a saved game exactly where it stopped (same deal, same bots, same seed); list
    or delete your unfinished games."""
    from tricktaker.cli.saveslist import choose_unfinished, delete_games, list_all

    console = _console()
    with user_errors(console):
        if delete or delete_all:
            if file is not None:
                raise TrickTakerError(
                    f"--delete and --delete-all take the games to delete; {file!r} too is "
                    "not understood (resume a game in a command of its own)"
                )
            delete_games(console, delete or [], delete_all, yes)
            if list_games:
                list_all(console)
            return
        if list_games:
            if file is not None:
                raise TrickTakerError(f"--list lists every game; {file!r} is not understood")
            list_all(console)
            return
        path = choose_unfinished(console) if file is None else find_save(file)
        if path is None:
            return
        if file is not None and "/" not in file and not path.exists():
            raise TrickTakerError(
                f"{file}: no saved game of that name, nor a file (your unfinished games: "
                "tricktaker resume --list)"
            )
        _resume(console, path, delay, auto, table)


def _resume(
    console: Console, file: Path, delay: float | None, auto: bool, table: bool | None = None
) -> None:
    """Resume the save ``file``: locked from before it is read to its last save."""
    if not _is_file(file):
        saved = read_save(file)  # says why: missing, a directory, a name too long...
        reason = (saved.error or "not a file").removeprefix(f"{file}: ")
        raise TrickTakerError(f"{file}: cannot resume: {reason} (the file is unchanged)")
    # Held from before reading to the last save: a second window cannot play it meanwhile.
    with lock_save(file):
        saved = read_save(file)
        for note in saved.notes:
            console.print(plain(f"({note})", style="dim"), soft_wrap=True)
        if saved.error is not None:
            reason = saved.error.removeprefix(f"{file}: ")
            raise TrickTakerError(f"{file}: cannot resume: {reason} (the file is unchanged)")
        assert saved.record is not None and saved.session is not None
        if saved.cut_short:
            raise TrickTakerError(
                f"{file}: this game of bots only was stopped at its deal limit "
                f"({saved.session.state.deal_no} deals, tricktaker.limits.MAX_BOT_DEALS) "
                "and cannot go on; see it with: tricktaker replay"
            )
        if saved.finished:
            raise TrickTakerError(f"{file}: this game is finished; see it with: tricktaker replay")
        session = saved.session
        kinds = saved.record.seats or ["human"] + ["basic"] * (session.players - 1)
        console.print(
            plain(
                f"Resuming {session.rules.game.name} ({save_name(file)}, "
                f"{len(session.history)} actions played)."
            ),
            soft_wrap=True,
        )
        _run(console, session, kinds, file, delay, auto, table=table)


@app.command()
def simulate(
    game_id: GameArgument,
    n: Annotated[int, typer.Option("-n", "--games", min=1, help="Number of games.")] = 100,
    seats: Annotated[
        str | None,
        typer.Option(
            help="Bot kinds, comma-separated (random, basic, search, search:N, search:0.5s). "
            "Default: basic everywhere."
        ),
    ] = None,
    players: Annotated[int | None, typer.Option("--players", "-p")] = None,
    option: OptionsOption = None,
    seed: Annotated[int, typer.Option(help="Seed of the run; game i gets its own seed.")] = 0,
    workers: Annotated[int, typer.Option(min=1, max=256, help="Worker processes.")] = 1,
    out: Annotated[
        Path | None, typer.Option(help="Write one JSON line per game (with its seed) here.")
    ] = None,
    records: Annotated[
        bool, typer.Option("--records", help="Include each game's full record in --out.")
    ] = False,
    plot: Annotated[
        Path | None,
        typer.Option(help="Draw the score distributions per seat to this PNG (needs matplotlib)."),
    ] = None,
    scheduler: Annotated[
        str | None,
        typer.Option(
            help="Address of a Dask distributed scheduler (tcp://host:8786): play the games on "
            "its workers instead of local processes (needs the 'dist' extra)."
        ),
    ] = None,
) -> None:
    """Play many games between bots and summarise them per seat."""
    from tricktaker.cli.simulating import simulate_games
    from tricktaker.limits import MAX_GAMES, shown
    from tricktaker.simulate import SimulationSpec

    console = _console()
    with user_errors(console):
        if n > MAX_GAMES:
            raise TrickTakerError(
                f"-n/--games: {shown(n)} games is too many; at most {MAX_GAMES:,} "
                "(tricktaker.limits.MAX_GAMES)"
            )
        game = default_registry().find(game_id)
        options: dict[str, Any] = _parse_options(option or [])
        kinds = parse_seats(seats, human=False)
        if players is not None:
            options["players"] = players
        elif kinds is not None and "players" not in options:
            options["players"] = len(kinds)
        probe = game.new_session(options=options, seed=seed)  # checks the options
        kinds = kinds or ["basic"] * probe.players
        if len(kinds) != probe.players:
            raise TrickTakerError(f"--seats names {len(kinds)} seats for {probe.players} players")
        game_file = None if game.spec.file is None else str(game.spec.file.resolve())
        spec = SimulationSpec(
            game.id, tuple(kinds), n, seed, dict(probe.options), records, game_file
        )
        from tricktaker.cli.view import seat_name

        labels = [seat_name(seat, None, None, probe.game) for seat in range(probe.players)]
        simulate_games(console, spec, game.name, workers, out, plot, scheduler, labels)


@app.command()
def replay(
    file: Annotated[Path, typer.Argument(help="A game record (JSON).")],
    as_json: Annotated[
        bool, typer.Option("--json", help="Print a machine-readable result.")
    ] = False,
    deals_out: Annotated[
        Path | None,
        typer.Option(
            "--deals-out",
            help="Also write the record's finished hands to this file in the game's own "
            "notation for deals (e.g. PBN).",
        ),
    ] = None,
    step: Annotated[
        bool,
        typer.Option(
            "--step",
            help="Walk through the record on the full-screen table: → the next trick, ← back, "
            "] [ a hand, . an action, Home End, ? the keys.",
        ),
    ] = False,
    seat: Annotated[
        str | None,
        typer.Option(
            metavar="SEAT",
            help="With --step: the table as this seat saw it (its number from 1, or its name); "
            "default: every hand face up.",
        ),
    ] = None,
    table: Annotated[
        bool,
        typer.Option("--table", help="With --step: open the table even without a terminal."),
    ] = False,
) -> None:
    """Re-execute a game record, check that every action is legal and that its hands are what
    the actions play, and print the result (with --json: every hand in detail: the deal, each
    trick, draw and exchange, the score by item; with --step: on the table, trick by trick)."""
    console = _console()
    if (seat is not None or table) and not step:
        with user_errors(console):
            raise TrickTakerError("--seat and --table go with --step")
    if step and as_json:
        with user_errors(console):
            raise TrickTakerError("--step shows the table; --json prints the result: one of them")
    if deals_out is not None:
        with user_errors(console):
            _write_deals(file, deals_out)
    if as_json:
        _replay_json(file)
        return
    if step:
        from tricktaker.cli.table.replaying import replay_at_table

        with user_errors(console):
            replay_at_table(file, seat, table, console)
        return
    with user_errors(console):
        record, session = checked_record(file, console)
        result = session.result()
        from tricktaker.cli.view import score_table

        console.print(score_table(session, record.seats))
        state = "complete" if result["complete"] else "incomplete (the record stops mid-game)"
        console.print(
            plain(
                f"{record.game}: {len(record.actions)} actions replayed, all legal; game {state}."
            )
        )
        if result["complete"]:
            console.print(plain(winners_text(session, result["winners"])))


def winners_text(session: Session, winners: list[int]) -> str:
    """Who won, named as the game names its seats (``Winner: South.``; a side by its name:
    ``Winners: North–South.``; ``Seat 2`` where the rules name no seats), never the engine's
    seat index."""
    from tricktaker.cli.view import seat_name

    game = session.game
    if not winners:
        return "No winner."
    for side, seats in zip(session.rules.sides, game.sides, strict=False):
        if sorted(winners) == sorted(seats):
            return f"Winners: {inert(side.name)}."
    names = [seat_name(seat, None, None, game) for seat in winners]
    if len(names) == 1:
        return f"Winner: {names[0]}."
    return f"Winners (a tie): {', '.join(names[:-1])} and {names[-1]}."


def _write_deals(file: Path, out: Path) -> None:
    """``replay --deals-out``: the record's finished hands in the game's notation for deals."""
    session = replay_record(load(file))
    text = write_deal_file(session.source, session.result()["hands"], session.options)
    try:
        out.write_text(text, encoding="utf-8")
    except OSError as exc:
        raise TrickTakerError(f"{out}: cannot write the deals ({exc.strerror})") from None


def _replay_json(file: Path) -> None:
    """``replay --json``: the result as JSON, or the error as JSON (``{"error": ..., "action":
    index}``, exit status 2), so that a program reading the output always gets JSON."""
    notes: list[str] = []
    try:
        session = replay_record(load(file, notes), notes=notes)
    except TrickTakerError as exc:
        text = str(exc)  # named once: most errors of a record name its file already
        error: dict[str, Any] = {
            "error": text if text.startswith(f"{file}:") else f"{file}: {text}"
        }
        index = getattr(exc, "index", None)
        if index is not None:
            error["action"] = index
        typer.echo(dumps(error))
        raise typer.Exit(2) from None
    result = session.result()
    if notes:
        result["notes"] = notes
    typer.echo(dumps(result))


@app.command(name="new-game")
def new_game(
    name: Annotated[
        str,
        typer.Argument(
            metavar="NAME", help="The new game's id: lower-case words joined by hyphens."
        ),
    ],
    base: Annotated[
        str | None,
        typer.Option(help="Make a variant of this installed game (its id)."),
    ] = None,
    directory: Annotated[
        Path,
        typer.Option(
            "--dir", help="Where to create the package folder tricktaker-NAME.", file_okay=False
        ),
    ] = Path("."),
) -> None:
    """Create a plugin package for a new game, or for a variant of an installed one."""
    from tricktaker.scaffold import NewGame, check_name, create

    console = _console()
    with user_errors(console):
        registry = default_registry()
        game_id = check_name(name)
        if game_id in registry.ids:
            raise TrickTakerError(f"a game with the id {game_id!r} is already installed")
        base_name = registry.game(base).name if base is not None else None
        target = create(NewGame(game_id, base, base_name), directory)
        what = f"a variant of {base_name}" if base_name else "a new game"
        console.print(plain(f"Created {target} ({what})."), soft_wrap=True)
        console.print("Next:", markup=False)
        python = shlex.quote(sys.executable)  # the environment tricktaker is installed in
        for line in (
            f"cd {shlex.quote(str(target))}",
            f"{python} -m pip install -e '.[test]'",
            f"{python} -m pytest        # its tests: scenarios and the conformance suite",
            f"tricktaker play {game_id}",
        ):
            console.print(plain(f"  {line}"), soft_wrap=True)


@app.command()
def check(
    target: Annotated[
        str,
        typer.Argument(
            metavar="PATH_OR_GAME",
            help="A variant or rules file (.toml), an installed game id, or a plugin's name "
            "(its entry point: every game it registers).",
        ),
    ],
    games_: Annotated[
        int,
        typer.Option("--games", min=1, max=MAX_CHECK_GAMES, help="Random whole games per check."),
    ] = 3,
    seed: Annotated[
        int, typer.Option(min=0, max=MAX_SEED, help="First seed of the games played.")
    ] = 0,
) -> None:
    """Validate a rules file or plugin and run the conformance suite on its games.

    Exit status: 0 if every check passes, 1 if one fails, 2 if a game cannot be loaded.
    """
    console = _console()
    with user_errors(console):
        registry = default_registry()
        sourced = registry.ids_of(target)
        if target not in registry.ids and sourced:
            statuses = [_check_game(console, registry, g, games_, seed) for g in sourced]
            raise typer.Exit(max(statuses))
        game_id = registry.find(target).id
        problem = registry.problem(game_id)
        if problem is not None:
            raise TrickTakerError(problem)
        raise typer.Exit(_check_game(console, registry, game_id, games_, seed))


def _check_game(console: Console, registry: Registry, game_id: str, games: int, seed: int) -> int:
    """Check one game; its exit status (0 passed, 1 a check failed, 2 it cannot be loaded)."""
    from tricktaker.testing.conformance import Settings, run

    problem = registry.problem(game_id) or registry.stalls(game_id)
    if problem is not None:
        console.print(plain(f"{game_id}: ", style="bold") + Text("cannot be loaded", style="red"))
        console.print(plain(f"  {problem}", style="red", lines=True), soft_wrap=True)
        return 2
    game = registry.game(game_id)
    where = game.spec.file or game.chain[0].rules
    kind = f"a variant of {game.spec.base}" if game.spec.base else "a game"
    console.print(
        plain(f"{game.name} ({game.id}): ", style="bold") + plain(f"{kind}, {where}"),
        soft_wrap=True,
    )
    console.print("  rules valid, hooks registered")
    findings = run(game, Settings(games=games, seed=seed))
    for finding in findings:
        passed = finding.problem is None
        mark = Text("  ✓ ", style="green") if passed else Text("  ✗ ", style="red")
        # the description whole, wrapped under itself at the screen's width (never cut)
        row = Table.grid()
        row.add_column(no_wrap=True)
        row.add_column(no_wrap=True, min_width=14)
        row.add_column(overflow="fold")
        row.add_row(mark, plain(finding.check, style="bold"), plain(finding.description))
        console.print(row)
        if not passed:
            console.print(
                plain(f"      {finding.problem}", style="red", lines=True), soft_wrap=True
            )
    bad = sum(f.problem is not None for f in findings)
    total = len(findings)
    verdict = f"{bad} of {total} checks failed" if bad else f"all {total} checks passed"
    console.print(plain(f"{game.id}: {verdict}."))
    return 1 if bad else 0


app.command()(serve)  # the table in a browser: tricktaker.cli.serving


def main() -> None:
    """Console entry point."""
    app()


if __name__ == "__main__":
    main()
