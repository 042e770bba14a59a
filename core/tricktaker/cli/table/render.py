"""What the table's widgets draw, as rich text, from what the viewer may see.

Every function here reads the viewer's observation (``session.observation(viewer)``), the
tricks seen at the table, or public facts of the rules: never the engine's state, so the table
cannot show a card its viewer may not see. Nothing relies on colour alone: whose turn it is has
a ``▶`` mark, the dealer ``(dealer)``, trumps a ``*``, the legal cards brackets and bold.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial
from typing import TYPE_CHECKING, Any

from rich.cells import cell_len
from rich.console import Console, ConsoleOptions, Group, RenderableType, RenderResult
from rich.padding import Padding
from rich.table import Table
from rich.text import Text

from tricktaker.actions import NO_TRUMP
from tricktaker.cli.text import markdown, plain
from tricktaker.cli.view import (
    Flow,
    auction_grid,
    auction_rows,
    call_text,
    card_text,
    contract_words,
    hand_groups,
    hand_number,
    help_moves,
    named_suit,
    panel_row_text,
    played_text,
    plural,
    trick_tables,
)
from tricktaker.mechanics.tricks import TrickPlay

if TYPE_CHECKING:
    from tricktaker.cli.table.driver import SeenTrick, TableDriver
    from tricktaker.engine.panels import Panel
    from tricktaker.engine.session import Session


TEXT_COLUMN = 14
"""The least width of a score box's column of words (a bid, a vulnerability), in cells."""


def in_trick_play(session: Session) -> bool:
    """Whether the hand is in a phase of trick play now (the trick, the last trick and the
    trump matter)."""
    return not session.is_over and isinstance(session.phase, TrickPlay)


def places(players: int, viewer: int) -> list[list[int]]:
    """Where the other seats sit around the viewer, in seat order after the viewer (round the
    table, every seat: one that sits a hand out keeps its place and box, issue 47): the seats
    of the left side, of the top, of the right (``[[left], [top...], [right]]``). One other
    seat sits across (top); two sit left and right; more fill the top between them."""
    order = [(viewer + step) % players for step in range(1, players)]
    if len(order) == 1:
        return [[], order, []]
    if len(order) == 2:
        return [[order[0]], [], [order[1]]]
    return [[order[0]], order[1:-1], [order[-1]]]


def bid_text(driver: TableDriver, obs: dict[str, Any], seat: int) -> Text | None:
    """The seat's bid (``bid 3``, ``bid nil``, ``blind nil``), its last call of an auction, or
    its part in the contract (``declarer``, ``dummy``); None before it has any."""
    session = driver.session
    contract = obs.get("contract")
    if contract is not None and getattr(contract, "declarer", None) is not None:
        if seat == contract.declarer:
            return plain("declarer")
        if seat == obs.get("exposed_seat", -1):
            return plain("dummy")
        return None
    bids = obs.get("bids")
    if bids is not None and seat < len(bids):
        bid = bids[seat]
        if bid is None:
            return plain("bid –", style="dim")
        bidding = session.rules.bidding
        zero = bidding.zero_name if bidding is not None else None
        shown = zero if zero and not bid else str(bid)
        blind = obs.get("blind") or []
        if seat < len(blind) and blind[seat]:
            return plain(f"blind {shown}", style="bold")
        return plain(f"bid {shown}")
    calls = [call for who, call in obs.get("calls") or [] if who == seat]
    if calls:
        return Text("called ") + call_text(session, calls[-1])
    return None


def seat_title(driver: TableDriver, obs: dict[str, Any], seat: int) -> str:
    """A seat's heading: ``▶ West``, the mark when it is to play (the dealer is told in
    :func:`seat_text`, so that a narrow box keeps the name whole)."""
    return ("▶ " if obs["to_move"] == seat else "") + driver.name(seat)


def short_name(driver: TableDriver, seat: int) -> str:
    """The seat's name in the middle of the table: ``Partner`` for ``Partner (North)`` (the
    partner's box says which seat it is), else its name."""
    name = driver.name(seat)
    return "Partner" if name.startswith("Partner (") else name


class Facts(Flow):
    """Facts side by side (``0 tricks · 13 cards · dealer``), a line broken only between two
    of them and the separator left out there: never inside a fact (``0`` / ``tricks``), never a
    ``·`` dangling at a line's end or start (issue 46)."""

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        width = options.max_width
        lines: list[Text] = []
        for item in self.items:
            if lines and lines[-1].cell_len + cell_len(self.sep) + item.cell_len <= width:
                lines[-1] += self.sep
                lines[-1] += item
            else:
                lines.append(item.copy())
        yield Text("\n").join(lines)


def seat_box(
    driver: TableDriver, obs: dict[str, Any], seat: int, one_line: bool = False
) -> RenderableType:
    """A seat's box (:func:`seat_text`); ``one_line``: its facts side by side as
    :class:`Facts`, so that a narrow box breaks them between two facts only."""
    if not one_line:
        return seat_text(driver, obs, seat)
    facts = Facts(seat_facts(driver, obs, seat))
    exposed = seat_text(driver, obs, seat, one_line=True).split("\n")[1:]
    return Group(facts, *exposed) if exposed else facts


def seat_facts(driver: TableDriver, obs: dict[str, Any], seat: int) -> list[Text]:
    """What a seat's box tells: its bid or part in the contract, its tricks (``sits out``
    for a seat that sits the hand out, its cards ``face down``), its cards left (another
    seat's), ``dealer``."""
    facts: list[Text] = []
    bid = bid_text(driver, obs, seat)
    if bid is not None:
        facts.append(bid)
    out = seat in driver.session.state.seats_out  # public: turns skip the seat
    if out:
        facts.append(Text("sits out"))
    else:
        facts.append(plain(plural(obs["tricks_won"][seat], "trick")))
    if seat != driver.viewer:
        facts.append(plain(plural(obs["hand_counts"][seat], "card")))
        if out and obs["hand_counts"][seat]:  # laid down unplayed, never shown
            facts.append(plain("face down", style="italic"))
    if obs["dealer"] == seat:
        facts.append(plain("dealer", style="italic"))
    return facts


def seat_text(driver: TableDriver, obs: dict[str, Any], seat: int, one_line: bool = False) -> Text:
    """A seat's box under its heading (:func:`seat_title`): its bid or part in the contract,
    its tricks, its cards left, a line each (``one_line``: on one line); the hand face up on the
    table (a dummy) in its place."""
    session = driver.session
    trump = obs["trump"]
    lines: list[Text] = []
    facts = seat_facts(driver, obs, seat)
    lines.append(Text(" · " if one_line else "\n").join(facts))
    shown_seat, shown = face_up(obs)
    if shown_seat == seat and shown and seat != driver.viewer:
        groups = group_lines(session, shown, trump)
        if one_line:  # across the top: the face-up hand on one line (less high)
            lines.append(Text("  ").join(groups))
        else:
            lines.append(Text("face up:", style="italic"))
            lines += groups
    return Text("\n").join(lines)


def face_up(obs: dict[str, Any]) -> tuple[int, list[int]]:
    """The seat whose hand lies face up on the table for everybody, and its cards: a dummy
    (``exposed_seat``), or a declarer's own hand laid face up by its contract in mid-hand
    (``exposed_hand_seat``, issue 47); (-1, []) when there is none."""
    for seat_key, cards_key in (("exposed_seat", "exposed"), ("exposed_hand_seat", "exposed_hand")):
        seat = obs.get(seat_key, -1)
        if seat is not None and seat >= 0 and obs.get(cards_key):
            return seat, list(obs[cards_key])
    return -1, []


def group_lines(session: Session, cards: Sequence[int], trump: int) -> list[Text]:
    """A hand as lines of one suit each, as the game counts it (trumps first, marked ``*``):
    ``♠* A K 5``; a card counted in a suit not its own is written whole (``J♣``)."""
    deck = session.deck
    lines = []
    for suit, group in hand_groups(deck, cards, trump, trick_tables(session)):
        if 0 <= suit < len(deck.suits):
            spec = deck.suits[suit]
            mark = "*" if suit == trump and trump != NO_TRUMP else ""
            line = plain(f"{spec.symbol}{mark} ", style="red" if spec.red else "")
            words = [
                plain(deck.ranks[deck.rank_of[c]], style="red" if spec.red else "")
                if deck.suit_of[c] == suit
                else card_text(deck, c, trump)
                for c in group
            ]
            lines.append(line + Text(" ").join(words))
        else:
            lines.append(Text("* " if suit >= 0 else "") + trick_cards(session, group, trump))
    return lines


def trick_cards(session: Session, cards: Sequence[int], trump: int) -> Text:
    return Text(" ").join(card_text(session.deck, c, trump) for c in cards)


def middle(
    driver: TableDriver, obs: dict[str, Any], height: int | None = None, width: int | None = None
) -> RenderableType:
    """The middle of the table: the auction while it goes on (a column per seat, as players
    write it, each call under its caller; its latest rounds when ``height`` lines do not hold
    them all; a call a line, ``West OMIS``, when the columns do not fit in ``width`` cells),
    else :func:`trick_text`."""
    session = driver.session
    calls = obs.get("calls")
    if calls and obs["contract"] is None and not in_trick_play(session):
        heading = plain("Auction", style="bold underline")
        players = obs["players"]
        if players > 2:
            fit = None if height is None else max(height - 2, 1)  # the heading, the names
            shown = auction_rows(calls, players)[-fit:] if fit else auction_rows(calls, players)
            columns = [
                max(
                    [cell_len(short_name(driver, seat))]
                    + [call_text(session, cell[1]).cell_len for row in shown if (cell := row[seat])]
                )
                for seat in range(players)
            ]
            if width is None or sum(columns) + 2 * (players - 1) <= width:
                grid = auction_grid(session, calls, partial(short_name, driver), fit)
                return Group(heading, grid)
        return Group(heading, call_lines(driver, calls, height, width))
    return trick_text(driver, obs)


def call_lines(
    driver: TableDriver,
    calls: Sequence[tuple[int, Any]],
    height: int | None = None,
    width: int | None = None,
) -> Text:
    """An auction a call a line (``Partner pass``, ``West OMIS``): the latest calls that
    ``height`` lines hold under the heading, the names cut to leave the calls whole in
    ``width`` cells."""
    session = driver.session
    if height is not None:
        calls = calls[-max(height - 1, 1) :]
    said = [call_text(session, call) for _, call in calls]
    names = [short_name(driver, seat) for seat, _ in calls]
    room = max(cell_len(name) for name in names)
    if width is not None:
        room = max(min(room, width - 1 - max(text.cell_len for text in said)), 1)
    lines = []
    for name, text in zip(names, said, strict=True):
        if cell_len(name) > room:
            name = name[: max(room - 1, 0)] + "…"
        lines.append(plain(name + " " * (room - cell_len(name) + 1)) + text)
    return Text("\n").join(lines)


def turned_on_table(obs: dict[str, Any], stock_top: bool) -> bool:
    """Whether the turned card (or up-card) lies on the table now, as the viewer sees it: not
    once it is in the viewer's hand or played; an up-card on the stock (``stock_top``) only
    while the stock is there; a card turned for a choice of trumps only in the round that may
    accept it (turned down after), and until the dealer took it up (``exchanged``)."""
    card = obs.get("turned")
    if card is None or card in obs["hand"] or card in (c for _, c in obs.get("played") or []):
        return False
    if stock_top and not obs.get("stock_size"):
        return False
    if "trump_round" in obs:  # a choice of trumps around the turned card
        if obs.get("round", 0) > 0 or obs["trump_round"] > 1:
            return False  # turned down: a later round
        if obs.get("exchanged") is not None:
            return False  # taken up by the dealer
    return True


def trick_text(driver: TableDriver, obs: dict[str, Any]) -> Text:
    """The middle of the table: the trick being played, who played what in play order (or,
    between two tricks, the last one and who won it); before the play, the turned card or the
    stock."""
    session = driver.session
    deck, trump = session.deck, obs["trump"]
    lines: list[Text] = []
    trick = obs["trick"]
    if trick:
        lines.append(plain(f"Trick {obs['trick_no'] + 1}", style="bold underline"))
        width = max(cell_len(short_name(driver, seat)) for seat, _ in trick)
        for seat, card in trick:
            name = short_name(driver, seat)
            played = played_text(deck, card, trump, named_suit(obs, seat, card))
            lines.append(plain(name + " " * (width - cell_len(name) + 1)) + played)
    elif (
        driver.tricks and in_trick_play(session) and driver.tricks[-1].phase in (None, obs["phase"])
    ):  # the last trick of this trick phase (not of the drawing before a contract's play)
        last = driver.tricks[-1]
        lines.append(plain(f"Trick {len(driver.tricks)} done", style="bold underline"))
        width = max(cell_len(short_name(driver, seat)) for seat, _ in last.cards)
        for seat, card in last.cards:
            name = short_name(driver, seat)
            won = seat == last.winner
            played = played_text(deck, card, trump, named_suit(obs, seat, card))
            line = plain(name + " " * (width - cell_len(name) + 1)) + played
            if won:
                line.stylize("bold")
                line += plain(" ◀")
            lines.append(line)
        lines.append(plain(f"won by {short_name(driver, last.winner)}", style="italic"))
    elif in_trick_play(session) and obs["to_move"] is not None:
        lines.append(plain(f"Trick {obs['trick_no'] + 1}", style="bold underline"))
        lines.append(plain(f"{short_name(driver, obs['to_move'])} to lead", style="italic"))
    up = session.rules.deal.turn_up == "stock_top"
    if not trick and turned_on_table(obs, up):
        label = "Up-card " if up else "Turned "
        lines.append(plain(label) + card_text(deck, obs["turned"], trump))
    if obs.get("stock_size"):
        stock = plain(f"Stock {obs['stock_size']}")
        if obs.get("top_card") is not None:
            stock += Text(", top ") + card_text(deck, obs["top_card"], trump)
        lines.append(stock)
    if not lines:
        phase = obs["phase"] or "the game is over"
        lines.append(Text(phase.replace("_", " ").capitalize(), style="italic"))
    return Text("\n").join(lines)


def header_text(driver: TableDriver, obs: dict[str, Any]) -> Text:
    """The top line: the game, the hand, the trump, the contract."""
    session = driver.session
    parts: list[Text] = [
        plain(session.rules.game.name, style="bold"),
        plain(f"Hand {hand_number(session, obs['hand_no'])}"),
    ]
    trump = obs["trump"]
    if trump != NO_TRUMP:  # never "Trump no trump"; a no-trump contract says NT itself
        parts.append(plain(f"Trump {session.trump_text()}"))
    contract = obs.get("contract")
    if contract is not None and hasattr(contract, "level"):  # a named one by its name (MIS)
        words = contract_words(session.deck, contract, ("", " x", " xx"))
        parts.append(plain(f"{words} by {driver.name(contract.declarer)}"))
    return Text(" · ").join(parts)


def score_box(
    driver: TableDriver, obs: dict[str, Any], panels: Sequence[Panel], width: int
) -> tuple[RenderableType, list[Panel]]:
    """The score box, as a player board: a row per seat (per side in a game of sides, with
    the side's tricks of this hand) with its total and the values of the game's panels of a
    row per seat or side (``Bids and tricks``, ``Points taken``, ``Bags``) in columns headed by
    the panel's title. When the columns do not fit in ``width``, each panel's value goes on a
    line of its own under the row. Returns the box and the panels left to draw on their own."""
    session = driver.session
    totals = obs["totals"]
    rows: list[tuple[tuple[str, int], str, str]] = []  # key, name, total
    extra: list[tuple[str, dict[tuple[str, int], Text]]] = []
    if session.game.sides:
        tricks = obs["tricks_won"]
        for index, (side, seats) in enumerate(
            zip(session.rules.sides, session.game.sides, strict=True)
        ):
            rows.append((("side", index), side.name, str(totals[seats[0]])))
        if in_trick_play(session):
            extra.append(
                (
                    "Tricks",
                    {
                        ("side", index): plain(str(sum(tricks[s] for s in seats)))
                        for index, seats in enumerate(session.game.sides)
                    },
                )
            )
    else:
        rows = [(("seat", s), driver.name(s), str(totals[s])) for s in range(obs["players"])]
    keys = {key for key, _, _ in rows}
    rest: list[Panel] = []
    for panel in panels:
        values = {
            ("seat", row.seat) if row.seat is not None else ("side", row.side or 0): (
                panel_row_text(session, row, driver.name, obs["trump"])[1]
            )
            for row in panel.rows
        }
        if panel.per_seat() and set(values) <= keys and len(values) == len(panel.rows):
            extra.append((panel.title, values))
        else:
            rest.append(panel)
    names = max(cell_len(name) for _, name, _ in rows)
    scores = max(5, *(len(total) for _, _, total in rows))
    numeric = [all(v.plain.lstrip("+-–").isdigit() for v in values.values()) for _, values in extra]
    wide = (
        names
        + 1
        + scores
        + sum(
            # a long title may wrap over its column: its longest word counts; a column of
            # words counts TEXT_COLUMN cells however short its values now, so that the box keeps
            # one layout while they grow ("bid –", then "bid 6, took 0: 6 to go", issue 46)
            1
            + max(
                *(len(word) for word in title.split()),
                max((v.cell_len for v in values.values()), default=0) if number else TEXT_COLUMN,
            )
            for (title, values), number in zip(extra, numeric, strict=True)
        )
    )
    if wide <= width:
        table = Table(box=None, padding=(0, 0, 0, 1), pad_edge=False, show_edge=False)
        table.add_column("", no_wrap=True)
        table.add_column("Total", justify="right", no_wrap=True)
        for (title, _), number in zip(extra, numeric, strict=True):
            table.add_column(title, justify="right" if number else "left")
        for key, name, total in rows:
            cells = [values.get(key, Text("")) for _, values in extra]
            table.add_row(plain(name), plain(total), *cells)
        return table, rest
    lines: list[RenderableType] = []
    for key, name, total in rows:
        gap = max(width - 2 - cell_len(name) - len(total), 1)  # room for a scrollbar
        lines.append(plain(name, style="bold") + " " * gap + plain(total, style="bold"))
        # the panels' values of the row under it, indented, broken between two values only:
        # "Tricks 0 · Bags 2" / "Team bids bid 6, took 0: 6 to go" (issue 46)
        # the numbers first, so that the short ones share a line ("Tricks 0 · Bags 0")
        told = [
            plain(f"{title} ") + values[key]
            for number in (True, False)
            for (title, values), numbers in zip(extra, numeric, strict=True)
            if numbers == number and key in values
        ]
        if told:
            lines.append(Padding(Facts(told), (0, 0, 0, 2)))
    return Group(*lines), rest


def panel_grid(
    driver: TableDriver, obs: dict[str, Any], panel: Panel, width: int = 80
) -> RenderableType:
    """A panel of the game as label and value rows, the values wrapping under themselves;
    where a label would take more than half of ``width``, a row is one line of text
    (``Took the turned card East 9♥``) wrapping as a whole."""
    session = driver.session
    rows = [panel_row_text(session, row, driver.name, obs["trump"]) for row in panel.rows]
    if max(label.cell_len for label, _ in rows) * 2 > width:
        lines = []
        for label, value in rows:
            line = label.copy()
            line.stylize("bold")
            lines.append(line + (" " if label.plain else "") + value)
        return Text("\n").join(lines)
    grid = Table.grid(padding=(0, 1))
    grid.add_column(style="bold", no_wrap=True)
    grid.add_column()
    for label, value in rows:
        grid.add_row(label, value)
    return grid


def tricks_table(
    driver: TableDriver,
    tricks: Sequence[SeenTrick],
    trump: int,
    title: str = "Tricks of this hand",
) -> Table:
    """Every trick of the hand seen so far (or the last: ``title`` says which): a row per
    trick, who led, the cards in play order with who played each, and the winner."""
    deck = driver.session.deck
    obs = driver.observation()  # the suits named with the leads of this hand
    table = Table(title=title, expand=False)
    table.add_column("#", justify="right")
    table.add_column("Cards (in play order)")
    table.add_column("Won by")
    for number, trick in enumerate(tricks, start=1):
        cards = Text("  ").join(
            plain(f"{driver.name(s)} ") + played_text(deck, c, trump, named_suit(obs, s, c))
            for s, c in trick.cards
        )
        table.add_row(str(number), cards, plain(driver.name(trick.winner)))
    if not tricks:
        table.add_row("", Text("No trick played yet this hand."), "")
    return table


KEYS = (
    ("←/→  ↑/↓", "move along your cards or the choices"),
    ("Enter", "play the card or choice under the cursor (or what you typed)"),
    ("Space", "select a card to pass or discard; again to take it back"),
    ("click", "a card or a choice plays it (selects it when passing)"),
    ("type", "a move as at the line console: QS, 10h, 3, 2NT, pass 2C 3D 4H"),
    (
        "l t s e h q",
        "the keys below, unless a legal move starts with the letter (QC, TH, trump H,"
        " spades): then it starts the move typed; ? and F1 are always keys",
    ),
    ("/", "type a move, whatever its first letter"),
    ("Esc", "clear what you typed; back to the cards"),
    ("l", "the last trick"),
    ("t", "every trick of this hand"),
    ("s", "the score sheet"),
    ("e", "everything that happened (the log)"),
    ("h", "a hint: what a bot would play"),
    ("? or F1", "this help"),
    ("q", "save and stop (asks first); Ctrl-C saves and stops at once"),
)


def help_renderable(driver: TableDriver, keys: Sequence[tuple[str, str]] = KEYS) -> RenderableType:
    """The help of this game: each phase in which a seat acts and what may be typed there
    (:func:`~tricktaker.cli.view.help_moves`, as the line console's ``?``), the keys of the
    table (``keys``: a replay's own) and the game's how-to."""
    session = driver.session
    phases = Table.grid(padding=(0, 2))
    phases.add_column(style="bold", no_wrap=True)
    phases.add_column()
    for name, words in help_moves(session):  # the line console's help says the same
        phases.add_row(plain(name.capitalize()), plain(words))
    key_grid = Table.grid(padding=(0, 2))
    key_grid.add_column(style="bold", no_wrap=True)
    key_grid.add_column()
    for key, what in keys:
        key_grid.add_row(key, what)
    parts: list[RenderableType] = [
        plain(f"{session.rules.game.name}: how a hand goes", style="bold underline"),
        phases,
        Text(""),
        plain("Keys at the table", style="bold underline"),
        key_grid,
    ]
    if session.rules.game.howto:
        parts += [
            Text(""),
            plain("How to play", style="bold underline"),
            markdown(session.rules.game.howto),
        ]
    return Group(*parts)
