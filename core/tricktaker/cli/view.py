"""Rendering a game for the console with rich: cards with suit symbols, the table, score tables.

Everything here works from ``observation(seat)`` (or public facts), so a seat never sees another
seat's hidden cards. Colour is rich's business: ``NO_COLOR`` or a non-terminal output gets plain
text.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import TYPE_CHECKING, Any

from rich.cells import cell_len
from rich.console import Console, ConsoleOptions, RenderResult
from rich.measure import Measurement
from rich.table import Table
from rich.text import Text

from tricktaker.actions import (
    NO_TRUMP,
    Action,
    Bid,
    BlindBid,
    ChooseTrump,
    ContractBid,
    Declare,
    Discard,
    Double,
    Exchange,
    Give,
    Look,
    Pass,
    Play,
    Redouble,
)
from tricktaker.cards import NO_SUIT, Deck
from tricktaker.cli.text import inert, plain
from tricktaker.mechanics.tricks import TrickPlay

if TYPE_CHECKING:
    from tricktaker.engine.game import CompiledGame
    from tricktaker.engine.panels import Panel, PanelRow
    from tricktaker.engine.session import Session
    from tricktaker.mechanics.tricks import Tables

_CROWDED = 7
"""Seats from which a score table's ``Player N`` heads put the number on a line of its own:
seven columns of ``Player N`` and the hand's are 86 characters wide (issue 46)."""


class Flow:
    """Items side by side with a separator (``You 0 · Player 2 2 · ...``), a line broken only
    between two items (after the separator's mark, ``·``): a seat's label and what follows it
    stay on one line, so a row of seven seats wraps cleanly at 80 columns instead of splitting
    ``Player`` from its number. (Rich breaks text at any space, a non-breaking one included.)
    An item wider than the line is wrapped by rich as usual."""

    def __init__(self, items: Iterable[Text | str], sep: str = " · ") -> None:
        self.items = [plain(item) if isinstance(item, str) else item for item in items]
        self.sep = sep

    def __rich_measure__(self, console: Console, options: ConsoleOptions) -> Measurement:
        longest = max((item.cell_len for item in self.items), default=0)
        whole = Text(self.sep).join(self.items).cell_len
        return Measurement(longest, whole).with_maximum(options.max_width)

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        width = options.max_width
        gap, mark = cell_len(self.sep), self.sep.rstrip()  # a broken line ends "... Player 4 0 ·"
        lines: list[Text] = []
        for item in self.items:
            if lines and lines[-1].cell_len + gap + item.cell_len <= width:
                lines[-1] += self.sep
                lines[-1] += item
                continue
            if lines and lines[-1].cell_len + cell_len(mark) <= width:
                lines[-1] += mark
            lines.append(item.copy())
        yield Text("\n").join(lines)


def card_text(deck: Deck, card: int, trump: int = NO_TRUMP) -> Text:
    """One card, rank then suit symbol, red suits in red, trumps bold."""
    suit = deck.suit_of[card]
    if suit == NO_SUIT:
        return plain(deck.format(card), style="magenta")
    style = "red" if deck.suits[suit].red else ""
    if suit == trump and trump != NO_TRUMP:
        style = (style + " bold").strip()
    return plain(deck.format(card, symbols=True), style=style)


def named_suit(view: Any, seat: int, card: int) -> int:
    """The suit ``seat`` named when it led ``card`` this hand (a suitless card led naming the
    suit led: the public ``named_leads`` of an observation or a table view), -1 for none."""
    for _, who, led, suit in view.get("named_leads") or ():
        if who == seat and led == card:
            return int(suit)
    return -1


def played_text(deck: Deck, card: int, trump: int = NO_TRUMP, named: int = -1) -> Text:
    """A card played to a trick (:func:`card_text`), with the suit named when it led one
    (``JK naming ♦``: ``named``, a suit index; issue 47)."""
    text = card_text(deck, card, trump)
    if 0 <= named < len(deck.suits):
        suit = deck.suits[named]
        text += plain(" naming ") + plain(suit.symbol, style="red" if suit.red else "")
    return text


def cards_text(deck: Deck, cards: Iterable[int], trump: int = NO_TRUMP) -> Text:
    return Text(" ").join(card_text(deck, c, trump) for c in cards)


def trick_tables(session: Session) -> Tables | None:
    """The effective cards of the hand's trick play (the current trick phase, else the next
    one, else the first): how the game counts each card under each trump. None when the game
    has no trick phase of the core's kind."""
    phases = session.game.phases
    now = session.state.phase
    for phase in [*phases[now:], *phases[:now]]:
        if isinstance(phase, TrickPlay):
            return phase.tables
    return None


def hand_groups(
    deck: Deck, hand: Iterable[int], trump: int = NO_TRUMP, tables: Tables | None = None
) -> list[tuple[int, list[int]]]:
    """``hand`` as the game counts it under ``trump``: ``(suit, cards)`` groups by effective
    suit, the trumps first (cards counted as trumps with them, in trump order), then the
    other suits in the deck's order, each high to low; suitless cards that are not trumps
    last (suit ``NO_SUIT``). Without ``tables``, each card keeps its printed suit."""
    effective = tables.get(trump) if tables is not None else None
    suit_of = effective.suit_of if effective is not None else deck.suit_of
    if effective is not None:
        rank_of: Sequence[int] = effective.rank_of
    else:
        rank_of = [
            deck.trump_rank_of[c] if deck.suit_of[c] == trump else deck.rank_of[c]
            for c in range(deck.ids)
        ]
    groups: dict[int, list[int]] = {}
    for card in hand:
        groups.setdefault(suit_of[card], []).append(card)

    def place(suit: int) -> tuple[int, int]:
        if suit == trump and trump != NO_TRUMP:
            return (0, 0)
        return (2, 0) if suit == NO_SUIT else (1, suit)

    return [
        (suit, sorted(cards, key=lambda c: (rank_of[c], c)))
        for suit, cards in sorted(groups.items(), key=lambda item: place(item[0]))
    ]


def hand_text(
    deck: Deck, hand: Sequence[int], trump: int = NO_TRUMP, tables: Tables | None = None
) -> Text:
    """A hand grouped as the game counts it (:func:`hand_groups`): ``♣* J♣ J♠ A K 7``
    with clubs trump and J♠ counted as a trump, ``♠ A 10 4  ♥ K 9``. The trump group is marked ``*``
    and comes first; a card counted in a suit not its own is written whole (``J♠``)."""
    groups: list[Text] = []
    for suit, cards in hand_groups(deck, hand, trump, tables):
        if suit == NO_SUIT:
            groups.append(cards_text(deck, cards))
            continue
        if suit >= len(deck.suits):  # a trump set (e.g. the jacks alone)
            groups.append(Text("*") + Text(" ").join(card_text(deck, c, trump) for c in cards))
            continue
        spec = deck.suits[suit]
        style = "red" if spec.red else ""
        mark = "*" if suit == trump else ""
        text = plain(f"{spec.symbol}{mark} ", style=style)
        words = [
            plain(deck.ranks[deck.rank_of[c]], style=style)
            if deck.suit_of[c] == suit
            else card_text(deck, c, trump)
            for c in cards
        ]
        groups.append(text + Text(" ").join(words))
    return Text("  ").join(groups) if groups else Text("(no cards)")


def plural(count: int, noun: str) -> str:
    """``1 card``, ``7 cards``."""
    return f"{count} {noun}{'' if count == 1 else 's'}"


def bids_total(bids: Sequence[int | None], tricks: int) -> str:
    """Once every seat has bid: the bids' total against the tricks of the hand
    (`` (8 of 9: under by 1)``); nothing before."""
    if any(b is None for b in bids):
        return ""
    total = sum(b for b in bids if b is not None)
    if total == tricks:
        return f" ({total} of {tricks}: exactly)"
    side = "over" if total > tricks else "under"
    return f" ({total} of {tricks}: {side} by {abs(total - tricks)})"


def side_contracts(
    names: Sequence[str],
    sides: Sequence[Sequence[int]],
    bids: Sequence[int | None],
    tricks: Sequence[int],
    zero: str | None = None,
    seat_name: Callable[[int], str] | None = None,
) -> list[str]:
    """Each side's bid and tricks, said in words (issue 46): ``North–South: 7 bid, 3 taken``;
    ``East–West: 3 bid so far, 0 taken`` until every partner has bid. With the game's name of
    a zero bid (``zero``, e.g. ``nil``), a partner's nil is its own contract, told apart
    with its tricks: ``North–South: 4 bid, 2 taken; You nil, 0 taken``."""
    out = []
    for name, seats in zip(names, sides, strict=True):
        nil = [s for s in seats if zero and bids[s] == 0]
        bidders = [s for s in seats if s not in nil]
        taken = sum(tricks[s] for s in bidders)
        bid = sum(bids[s] or 0 for s in bidders)
        so_far = " so far" if any(bids[s] is None for s in seats) else ""
        text = f"{name}: {bid} bid{so_far}, {taken} taken"
        for s in nil:
            who = seat_name(s) if seat_name is not None else f"Player {s + 1}"
            text += f"; {who} {zero}, {tricks[s]} taken"
        out.append(text)
    return out


def seat_label(seat: int, game: CompiledGame | None = None) -> str:
    """The seat as the rules name it (``North``), else ``Player 3`` for seat 2: counted from 1,
    as people count and as ``--seats`` lists the seats (issue 46: the engine's index, from 0,
    is never shown to a player; records and the API keep it)."""
    names = game.rules.seat_names if game is not None else []
    return inert(names[seat]) if seat < len(names) else f"Player {seat + 1}"


def seat_name(
    seat: int,
    kinds: Sequence[str] | None,
    me: int | None = None,
    game: CompiledGame | None = None,
) -> str:
    """``You`` for ``me``; else the seat's label (:func:`seat_label`: ``North``, or ``Player 3``),
    with ``Partner`` for ``me``'s partner in a game of sides, and the bot kind when
    ``kinds`` is given (the console gives it only where the seats are introduced; elsewhere it
    is noise):
    ``Player 3 (basic)``, ``Partner (North, basic)``. Names from the rules and kinds from a
    record are made inert (:func:`~tricktaker.cli.text.inert`)."""
    if me is not None and seat == me:
        return "You"
    label = seat_label(seat, game)
    kind = inert(kinds[seat]) if kinds and kinds[seat] != "human" else None
    partner = game is not None and bool(game.sides) and me is not None
    if partner and game is not None and me is not None and game.side_of[seat] == game.side_of[me]:
        return f"Partner ({label}, {kind})" if kind else f"Partner ({label})"
    return f"{label} ({kind})" if kind else label


def action_text(session: Session, action: Action, trump: int = NO_TRUMP, you: bool = False) -> Text:
    """An action for people: ``plays Q♠``, ``plays JK naming ♦ diamonds``, ``bids 3``, ``bids
    3NT``, ``passes``, ``takes ♥ as trumps`` (``play``, ``bid``, ``pass``... when ``you``
    act)."""
    s = "" if you else "s"
    es = "" if you else "es"
    deck = session.deck
    if isinstance(action, Play):
        text = plain(f"play{s} ") + card_text(deck, action.card, trump)
        if 0 <= action.named_suit < len(deck.suits):  # a suitless card led naming the suit led
            suit = deck.suits[action.named_suit]
            text = text + plain(f" naming {suit.symbol} {suit.name}")
        if action.announce.startswith("no "):
            return text + plain(f" (no {action.announce[3:]})")
        if action.announce:
            return text + plain(f" and announce{s} {action.announce}!")
        return text
    if isinstance(action, Bid):
        zero = session.rules.bidding.zero_name if session.rules.bidding else None
        return plain(f"bid{s} {zero if zero and not action.tricks else action.tricks}")
    if isinstance(action, ContractBid):
        return plain(f"bid{s} {action.level}{deck.denomination(action.denomination, True)}")
    if isinstance(action, Pass):
        return plain(f"pass{es}")
    if isinstance(action, Double):
        return plain(f"double{s}")
    if isinstance(action, Redouble):
        return plain(f"redouble{s}")
    if isinstance(action, ChooseTrump):
        suit_spec = deck.suits[action.suit]
        return plain(f"take{s} {suit_spec.symbol} ({suit_spec.name}) as trumps")
    if isinstance(action, Exchange):
        exchange = session.rules.exchange_turned
        if exchange is not None and exchange.face_down:
            return plain(f"take{s} the turned card and discard{s} ") + card_text(
                deck, action.card, trump
            )
        return plain(f"exchange{s} ") + card_text(deck, action.card, trump) + " for the turned card"
    if isinstance(action, Declare) and action.what == "alone":
        return plain(f"play{s} alone")
    if isinstance(action, Declare) and action.what == "partner":
        return plain(f"play{s} with {'your' if you else 'their'} partner")
    if isinstance(action, Declare):
        return plain(f"declare{s} a {action.what}")
    if isinstance(action, Discard):
        return plain(f"discard{s} ") + cards_text(deck, action.cards, trump)
    if isinstance(action, Give):
        return plain(f"pass{es} ") + cards_text(deck, action.cards, trump) + " face down"
    if isinstance(action, BlindBid):
        return plain(f"bid{s} {session.format_action(action)}!")
    if isinstance(action, Look):
        return plain(f"look{s} at {'your' if you else 'their'} cards")
    return plain(session.format_action(action))


def hand_number(session: Session, hand_no: int) -> str:
    """The hand ``hand_no`` (from 0) for people: ``4 of 6`` when the number of hands is known,
    ``7 (tie-break)`` for a hand played on because the totals were equal at the end, ``4``
    when the match runs to a target score."""
    hands = session.game.hands_in_match
    if hands is None:
        return str(hand_no + 1)
    if hand_no < hands:
        return f"{hand_no + 1} of {hands}"
    return f"{hand_no + 1} (tie-break)"


def hands_played(session: Session) -> list[int | None]:
    """For each deal in ``state.hand_results``, the hand of the match it was (from 0), or None
    for a deal thrown in that does not count (the next deal takes its place): the numbers the
    score table shows, the same as the table's ``Hand 2 of 6``."""
    counts = session.rules.deal.throw_in_counts
    numbers: list[int | None] = []
    played = 0
    for hand in session.state.hand_results:
        if hand.get("thrown_in") and not counts:
            numbers.append(None)
        else:
            numbers.append(played)
            played += 1
    return numbers


def last_trick_text(
    session: Session,
    last: tuple[int, Sequence[int], int],
    kinds: Sequence[str] | None = None,
    me: int | None = None,
) -> Flow:
    """The trick last won (``state.last_trick``: leader, cards in play order, winner): who
    played what and who won it, ``Player 2 Q♠ · You K♠ · Player 4 2♠ · Player 1 5♠ → You won``."""
    leader, cards, winner = last
    deck, trump = session.deck, session.state.trump
    seats = [leader]
    for _ in cards[1:]:
        seats.append(session.state.next_seat[seats[-1]])  # seats that sit out are skipped
    played = [
        plain(f"{seat_name(seats[i], kinds, me, session.game)} ") + card_text(deck, card, trump)
        for i, card in enumerate(cards)
    ]
    if played:
        played[-1] += f" → {seat_name(winner, kinds, me, session.game)} won"
    return Flow(played)


def call_text(session: Session, call: Action) -> Text:
    """A call of an auction in a cell of :func:`auction_grid`: ``1♣``, ``2NT``, ``pass``,
    ``double``, ``redouble``, a special bid's name (``MIS``)."""
    if isinstance(call, ContractBid):
        return plain(f"{call.level}{session.deck.denomination(call.denomination, True)}")
    if isinstance(call, Declare):  # a ladder's special bid: its name
        return plain(call.what)
    return action_text(session, call, you=True)


def auction_rows(
    calls: Sequence[tuple[int, Action]], players: int
) -> list[list[tuple[int, Action] | None]]:
    """The calls of an auction as the rows of :func:`auction_grid`: a cell per seat in seat
    order, each call in the column of the seat that made it (the seat recorded with it), a
    new row when a call's seat is not after the last one's. Seats that no longer call (a
    pass that is final) leave their cells empty, so every call stays under its caller (issue
    47)."""
    rows: list[list[tuple[int, Action] | None]] = []
    last = players  # the first call opens the first row
    for seat, call in calls:
        if seat <= last:
            rows.append([None] * players)
        rows[-1][seat] = (seat, call)
        last = seat
    return rows


def auction_grid(
    session: Session,
    calls: Sequence[tuple[int, Action]],
    name: Callable[[int], str],
    rows: int | None = None,
) -> Table:
    """An auction among more than two seats as the familiar table: a column per seat in seat
    order (North, East, South, West), a row per round of calls, each call in its caller's
    column (:func:`auction_rows`); ``rows``: only the latest rounds, that many."""
    players = session.players
    table = Table(box=None, padding=(0, 2, 0, 0), show_edge=False, pad_edge=False)
    for seat in range(players):
        table.add_column(plain(name(seat)), no_wrap=True)
    grid = auction_rows(calls, players)
    if rows is not None:
        grid = grid[-max(rows, 1) :]
    for row in grid:
        table.add_row(*(Text("") if cell is None else call_text(session, cell[1]) for cell in row))
    return table


def has_contracts(session: Session) -> bool:
    """Whether the game's hands are played in a contract an auction makes (the core's
    auction, or a phase that draws its own contract, e.g. a ladder): then the score sheet has
    a column of each hand's contract (issue 47)."""
    if session.rules.auction is not None:
        return True
    return any(getattr(p, "draws_contract", False) for p in session.game.phases)


def contract_words(deck: Deck, contract: Any, doubling: Sequence[str] = ("", "x", "xx")) -> str:
    """A contract (a :class:`~tricktaker.engine.state.Contract`, or a hand result's contract
    record) as players write it: ``4♥x``, ``3NT``; a contract with a name of its own by its
    name (``MIS``, not its level and denomination, issue 47). ``doubling``: the marks of
    undoubled, doubled and redoubled."""
    if isinstance(contract, dict):
        name = contract.get("name") or ""
        level, doubled = contract["level"], contract["doubled"]
        denomination = deck.denomination_index(contract["denomination"])
    else:
        name, level, doubled = contract.name, contract.level, contract.doubled
        denomination = contract.denomination
    said = name or f"{level}{deck.denomination(denomination, True)}"
    return said + doubling[doubled]


def has_trumps(session: Session) -> bool:
    """Whether a hand of this game may have trumps: some trick phase plays with trumps
    (turned, chosen, fixed or by contract). A game whose hands never have trumps has no trump row;
    a game of contracts keeps it, a no-trump contract included (issue 46)."""
    rules = session.rules
    return any(spec.trumps != "none" for spec in [rules.play, *rules.tricks.values()])


def table_view(session: Session, seat: int, kinds: Sequence[str] | None = None) -> Table:
    """What ``seat`` sees of the table: hand, trump, bids, tricks, the last trick (until the
    next one is won) and the current one, totals.

    Seats are named by :func:`seat_name` (with their bot kind when ``kinds`` is given); a row
    of seats breaks only between two seats (:class:`Flow`)."""
    obs = session.observation(seat)
    deck = session.deck
    trump = obs["trump"]
    tables = trick_tables(session)
    grid = Table.grid(padding=(0, 1))
    grid.add_column(style="bold", no_wrap=True, min_width=10)  # as wide with "Last trick" or not
    grid.add_column()

    def name(s: int) -> str:
        return seat_name(s, kinds, seat, session.game)

    head = [
        hand_number(session, obs["hand_no"]),
        plural(obs["hand_size"], "card"),
        f"dealer: {name(obs['dealer'])}",
    ]
    if obs["phase"] in session.rules.tricks:
        head.append(obs["phase"].replace("_", " "))
    grid.add_row("Hand", Flow(head))
    trump_line = plain(session.trump_text())
    up_card = session.rules.deal.turn_up == "stock_top"
    if obs["turned"] is not None and not up_card:
        trump_line += Text(" (turned ") + card_text(deck, obs["turned"], trump) + Text(")")
    if has_trumps(session):  # a game that never has any: its row would only say "no trump"
        grid.add_row("Trump", trump_line)
    if obs["turned"] is not None and up_card:
        grid.add_row("Up-card", card_text(deck, obs["turned"], trump))
    if obs.get("stock_size"):
        stock = plain(f"{obs['stock_size']} cards")
        if obs.get("top_card") is not None:
            stock += Text(", top card face up: ") + card_text(deck, obs["top_card"], trump)
        grid.add_row("Stock", stock)
    players = obs["players"]
    if obs.get("bids") is not None:
        bids = obs["bids"]
        blind = obs.get("blind") or [False] * players
        zero = session.rules.bidding.zero_name if session.rules.bidding else None

        def bid_text(s: int, b: int | None) -> str:
            if b is None:
                return "–"
            said = zero if zero and not b else str(b)  # a zero bid by its name ("nil"), not 0
            return f"blind {said}" if blind[s] else said

        entries = [f"{name(s)} {bid_text(s, b)}" for s, b in enumerate(bids)]
        if not session.game.sides:  # a partnership's total is its own row's business
            entries[-1] += bids_total(bids, obs["hand_size"])
        grid.add_row("Bids", Flow(entries))
        panels = table_panels(session, seat)
        if session.game.sides and not panels:  # partners bid for their side (a game with
            # panels of its own says so there: e.g. team bids, nil and bags)
            names = [side.name for side in session.rules.sides]
            contracts = side_contracts(
                names, session.game.sides, bids, obs["tricks_won"], zero, name
            )
            grid.add_row("Sides", Flow(contracts))
    # the contract is the auction's own panel (mechanics/auction.py), drawn with the others
    if obs.get("calls") and players > 2:
        grid.add_row("Auction", auction_grid(session, obs["calls"], name))
    elif obs.get("calls"):
        auction = next(
            i for i, p in enumerate(session.phases) for k in p.kept_parts() if k.key == "auction"
        )
        grid.add_row(
            "Auction",
            Flow(f"{name(s)} {session.format_action(a, auction)}" for s, a in obs["calls"]),
        )
    grid.add_row("Tricks", Flow(f"{name(s)} {obs['tricks_won'][s]}" for s in range(players)))
    if obs.get("last_trick") is not None:
        grid.add_row("Last trick", last_trick_text(session, obs["last_trick"], kinds, seat))
    if obs["trick"]:
        grid.add_row(
            "Trick", Flow(plain(f"{name(s)} ") + card_text(deck, c, trump) for s, c in obs["trick"])
        )
    if session.game.sides:  # partners share a total
        sides = zip(session.rules.sides, session.game.sides, strict=True)
        grid.add_row(
            "Score", Flow(f"{side.name} {obs['totals'][seats[0]]}" for side, seats in sides)
        )
    else:
        grid.add_row("Score", Flow(f"{name(s)} {obs['totals'][s]}" for s in range(players)))
    for panel in table_panels(session, seat):
        for label, value in panel_lines(session, panel, name, trump):
            grid.add_row(label, value)
    if obs.get("exposed"):  # a hand face up on the table (played by its partner)
        shown = sorted(obs["exposed"], key=deck.sort_key)
        grid.add_row(
            plain(f"{name(obs['exposed_seat'])}, face up"), hand_text(deck, shown, trump, tables)
        )
    if obs["to_move"] >= 0:
        by = obs.get("played_by")
        chooser = obs["to_move"] if by is None else by[obs["to_move"]]
        if chooser != obs["to_move"]:
            grid.add_row(
                "To play", plain(f"{name(obs['to_move'])}'s cards, played by {name(chooser)}")
            )
        else:
            grid.add_row("To play", plain(name(obs["to_move"])))
    if seat in obs.get("unlooked", ()):
        grid.add_row("Your hand", Text("face down: you have not looked at your cards yet"))
    else:
        grid.add_row("Your hand", hand_text(deck, obs["hand"], trump, tables))
    return grid


def table_panels(session: Session, seat: int) -> list[Panel]:
    """The game's panels as ``seat`` sees them (the ``table_panels`` hook, every plugin's in
    registration order), those with no rows left out."""
    view = session.observation_view(seat)
    found = session.hook.table_panels(game=session.game, view=view, seat=seat)
    return [panel for panels in reversed(found) for panel in panels if panel.rows]


def panel_row_text(
    session: Session, row: PanelRow, name: Callable[[int], str], trump: int = NO_TRUMP
) -> tuple[Text, Text]:
    """A panel's row for people: its label and value, the seat or side it is about named as
    the viewer knows it (``name``), its cards drawn as cards. Text from a plugin is inert."""
    who = None
    if row.seat is not None:
        who = name(row.seat)
    elif row.side is not None:
        who = session.rules.sides[row.side].name
    label = plain(row.label) if row.label else plain(who or "")
    parts = [plain(row.text)] if row.text else []
    if who is not None and row.label:
        parts.insert(0, plain(who))
    if row.cards:
        parts.append(cards_text(session.deck, row.cards, trump))
    return label, Text(" ").join(parts)


def panel_lines(
    session: Session, panel: Panel, name: Callable[[int], str], trump: int = NO_TRUMP
) -> list[tuple[Text, Text | Flow]]:
    """A panel as rows of the line console's table: a panel of one row per seat or side as one
    row (``Points taken  You 3 · West 0 · ...``), any other row by row, the first row labelled
    with the panel's title when it has no label of its own."""
    rows = [panel_row_text(session, row, name, trump) for row in panel.rows]
    if panel.per_seat():
        return [(plain(panel.title), Flow(label + " " + value for label, value in rows))]
    lines: list[tuple[Text, Text | Flow]] = []
    for index, (label, value) in enumerate(rows):
        if not label.plain and index == 0:
            label = plain(panel.title)
        lines.append((label, value))
    return lines


def score_table(
    session: Session,
    kinds: Sequence[str] | None = None,
    me: int | None = None,
    last: int = 0,
    title: str = "Scores",
) -> Table:
    """Per-hand results (the last ``last`` hands, or all) and the running totals; a deal thrown
    in that does not count as a hand is numbered ``–``."""
    results: list[dict[str, Any]] = session.state.hand_results
    shown = results[-last:] if last else results
    table = Table(title=title, show_lines=False)
    table.add_column("Hand", justify="right")
    contracts = has_contracts(session)
    if contracts:
        table.add_column("Contract")
    numbers = hands_played(session)[len(results) - len(shown) :]
    if session.game.sides:
        return _side_scores(session, table, numbers, shown, me)
    for seat in range(session.players):
        # the bot kind on a second header line keeps 7 columns within 80 characters; so does
        # an unnamed seat's number under ``Player`` at 7 seats, in every column alike (rich
        # would wrap some of them, as its column widths fall, and not others)
        header = seat_name(seat, kinds, me, session.game).replace(" (", "\n").removesuffix(")")
        if session.players >= _CROWDED and header.startswith("Player "):
            header = header.replace(" ", "\n", 1)
        table.add_column(plain(header, lines=True), justify="right")
    for number, hand in zip(numbers, shown, strict=True):
        cells = []
        for seat in range(session.players):
            bid = hand.get("bids", [None] * session.players)[seat]
            detail = f" ({hand['tricks'][seat]}/{bid})" if bid is not None else ""
            cells.append(f"{hand['scores'][seat]:+d}{detail}")
        extra = [plain(hand_contract_text(session, hand, me))] if contracts else []
        table.add_row("–" if number is None else str(number + 1), *extra, *cells)
    blank = [""] if contracts else []
    table.add_row("Total", *blank, *(str(t) for t in session.state.totals), style="bold")
    return table


def _side_scores(
    session: Session,
    table: Table,
    numbers: Sequence[int | None],
    hands: Sequence[dict[str, Any]],
    me: int | None,
) -> Table:
    """The score table of a game of sides: a column per side (its name, ``(you)`` on yours),
    each hand's side score with the side's tricks against its bids."""
    game = session.game
    mine = None if me is None else game.side_of[me]
    for index, side in enumerate(session.rules.sides):
        table.add_column(plain(side.name + (" (you)" if index == mine else "")), justify="right")
    contracts = has_contracts(session)
    for number, hand in zip(numbers, hands, strict=True):
        cells = []
        for seats in game.sides:
            bids = hand.get("bids")
            tricks = sum(hand["tricks"][s] for s in seats)
            detail = ""
            if bids is not None and all(bids[s] is not None for s in seats):
                detail = f" ({tricks}/{sum(bids[s] for s in seats)})"
            cells.append(f"{hand['scores'][seats[0]]:+d}{detail}")
        extra = [plain(hand_contract_text(session, hand, me))] if contracts else []
        table.add_row("–" if number is None else str(number + 1), *extra, *cells)
    blank = [""] if contracts else []
    totals = session.state.totals
    table.add_row("Total", *blank, *(str(totals[s[0]]) for s in game.sides), style="bold")
    return table


def hand_contract_text(session: Session, hand: dict[str, Any], me: int | None = None) -> str:
    """``4♥x by North, 11 tricks`` (contract, doubling, the declarer as the rules name it, or
    ``You`` for ``me``, and the tricks the declaring side took: the declarer's and the
    dummy's together, issue 46), or ``passed out``."""
    contract = hand.get("contract")
    if contract is None:
        return "passed out" if hand.get("thrown_in") else ""
    declarer: int = contract["declarer"]
    game = session.game
    seats = next((side for side in game.sides if declarer in side), (declarer,))
    taken = sum(hand["tricks"][s] for s in seats)
    who = "You" if declarer == me else seat_label(declarer, game)
    return f"{contract_words(session.deck, contract)} by {who}, {plural(taken, 'trick')}"


def standings_table(session: Session, kinds: Sequence[str] | None, me: int | None) -> Table:
    """Final standings: places by total, equal totals sharing a place; winners starred."""
    table = Table(title="Final standings")
    table.add_column("Place", justify="right")
    table.add_column("Side" if session.game.sides else "Player")
    table.add_column("Total", justify="right")
    totals = session.scores
    if session.game.sides:  # a row per side, its players named
        order = sorted(
            range(len(session.game.sides)), key=lambda i: -totals[session.game.sides[i][0]]
        )
        for index in order:
            seats = session.game.sides[index]
            place = 1 + sum(1 for s in session.game.sides if totals[s[0]] > totals[seats[0]])
            mark = " ★" if seats[0] in session.winners else ""
            who = " & ".join(seat_name(s, kinds, me, session.game) for s in seats)
            name = session.rules.sides[index].name
            table.add_row(str(place), plain(f"{name}: {who}{mark}"), str(totals[seats[0]]))
        return table
    for seat in sorted(range(session.players), key=lambda s: -totals[s]):
        place = 1 + sum(1 for t in totals if t > totals[seat])
        mark = " ★" if seat in session.winners else ""
        table.add_row(
            str(place), plain(seat_name(seat, kinds, me, session.game) + mark), str(totals[seat])
        )
    return table


def _announcing_note(deck: Deck, plays: Sequence[Play]) -> Text | None:
    """For the cards that may be played with an announcement or without (the legal list holds
    both forms of each): which they are, and how to type each form. None when there are none."""
    words = sorted({p.announce for p in plays if p.announce and not p.announce.startswith("no ")})
    if not words:
        return None
    word = words[0]
    cards = sorted({p.card for p in plays if p.announce == word}, key=deck.sort_key)
    shown = ", ".join(deck.format(c, symbols=True) for c in cards)
    example = deck.format(cards[0])
    return plain(
        f" ({shown}: with {word} or without; type {example} {word} or {example} no {word})",
        style="dim",
    )


def _naming_note(deck: Deck, plays: Sequence[Play]) -> Text | None:
    """For a suitless card that may be led naming a suit (the legal list holds it once per
    suit): how to type it, ``(JK: type JK:S, JK:C, JK:D or JK:H, the suit led)``, issue 47.
    None when there is none."""
    named: dict[int, list[int]] = {}
    for play in plays:
        if play.named_suit >= 0:
            named.setdefault(play.card, []).append(play.named_suit)
    if not named:
        return None
    notes = []
    for card, suits in named.items():
        written = deck.format(card)
        forms = [f"{written}:{deck.suits[s].letter}" for s in suits]
        listed = ", ".join(forms[:-1]) + f" or {forms[-1]}" if len(forms) > 1 else forms[0]
        notes.append(f"{deck.format(card, symbols=True)}: type {listed}, the suit led")
    return plain(f" ({'; '.join(notes)})", style="dim")


def legal_text(session: Session, legal: Sequence[Action]) -> Text:
    """The legal actions for people. Cards are grouped as the hand is (:func:`hand_text`: the
    trumps first, a card counted as a trump with them, ``♣* J♠ 7``), so a card counted in a suit
    not its own is seen where the game counts it (issue 46); bids and calls as a list."""
    trump = session.state.trump
    tables = trick_tables(session)
    if all(isinstance(a, Play) for a in legal):
        deck = session.deck
        plays = [a for a in legal if isinstance(a, Play)]
        cards = sorted({a.card for a in plays}, key=deck.sort_key)  # each card once
        text = hand_text(deck, cards, trump, tables)
        note = _announcing_note(deck, plays) or _naming_note(deck, plays)
        return text if note is None else text + note
    if all(isinstance(a, Discard | Give) for a in legal):
        cards = sorted(
            (c for a in legal if isinstance(a, Discard | Give) for c in a.cards),
            key=session.deck.sort_key,
        )
        verb = "discard" if isinstance(legal[0], Discard) else "pass"
        return plain(f"{verb} any of ") + hand_text(session.deck, cards, trump, tables)
    if any(isinstance(a, ContractBid) for a in legal):
        deck = session.deck
        return plain(
            ", ".join(
                f"{a.level}{deck.denomination(a.denomination, True)}"
                if isinstance(a, ContractBid)
                else session.format_action(a)
                for a in legal
            )
        )
    return plain(", ".join(session.format_action(a) for a in legal))


COMMANDS = (
    "Also: ? or help (this help and the legal moves), hint (a bot's suggestion), tricks (this "
    "hand's tricks), score (the table), rules (how to play), quit (save and stop; q asks first)."
)
"""The console's commands, the same in every game (the end of :func:`help_lines`)."""

_SAMPLE_HANDS = 2
"""Hands :func:`game_vocabulary` plays, at random, to find what each phase lets a seat do."""


def game_vocabulary(session: Session) -> list[tuple[str, list[Action]]]:
    """The game's phases in which a seat acts, in order, each with one action of each kind
    seen there (a card, a bid, pass, double...), found by playing a few hands at random on a
    fresh session of the same game and options (seeded: the same list every time). What the
    game has, from the game itself: a new game gets its help without console code."""
    import random

    from tricktaker.engine.session import Session as SessionType

    sample = SessionType(session.source, session.options, seed=0)
    rng = random.Random(0)
    found: dict[int, dict[tuple[str, str], Action]] = {}
    steps = 0
    while not sample.is_over and sample.state.deal_no < _SAMPLE_HANDS and steps < 5000:
        legal = sample.legal_actions()
        kinds = found.setdefault(sample.state.phase, {})
        for action in legal:
            key = (type(action).__name__, _kind_key(sample, action))
            if key in kinds or sum(k[0] == key[0] for k in kinds) < _EXAMPLES:
                kinds.setdefault(key, action)
        sample.apply(rng.choice(legal))
        steps += 1
    return [(session.game.phase_names[i], list(found[i].values())) for i in sorted(found)]


_EXAMPLES = 6
"""Actions of one kind kept as examples of a phase's vocabulary (e.g. declarations)."""

_ONE_EACH = (Play, ContractBid, Give, Discard, ChooseTrump, Double, Redouble, Pass, Exchange)
"""Kinds of action said once in the help, whatever their card or level."""


def _kind_key(session: Session, action: Action) -> str:
    """What tells two actions of a kind apart in the help: nothing for the kinds said once
    (any card, any contract bid), a zero bid apart from the others, else its text."""
    if isinstance(action, _ONE_EACH):
        return ""
    phase = session.game.phase_names[session.state.phase]
    if isinstance(action, Bid) and session.rules.kind_of(phase) == "bidding":
        return "0" if action.tricks == 0 else ""  # a numeric bid: nil, or a number
    return session.format_action(action)


def _example(session: Session, phase: int, action: Action) -> str:
    """How to type ``action`` of phase ``phase``, with words for the kinds every game shares."""
    rules = session.rules
    if isinstance(action, Play):
        card_words = "a card: rank then suit (QS, 10h, Q♠)"
        play = rules.tricks.get(session.game.phase_names[phase], rules.play)
        deck = session.deck
        extras = [deck.format(c) for c in deck.cards if deck.suit_of[c] == NO_SUIT]
        if play.extras == "names_suit" and extras:  # issue 47: how to type such a lead
            card, letters = extras[0], [suit.letter for suit in deck.suits]
            card_words += (
                f"; in a hand without trumps {card} led names the suit led: "
                f"{card}:{letters[-2] if len(letters) > 1 else letters[0]} "
                f"(any of {', '.join(f'{card}:{letter}' for letter in letters)})"
            )
        return card_words
    explained = getattr(session.game.phases[phase], "example", None)  # a ladder's own words
    if explained is not None and explained(action) is not None:
        return str(explained(action))
    if isinstance(action, ContractBid) and rules.auction is not None:
        names = rules.auction.denominations
        return f"a bid: {rules.auction.min_level}{names[0]} … {rules.auction.max_level}{names[-1]}"
    if isinstance(action, Double):
        return "x (double)"
    if isinstance(action, Redouble):
        return "xx (redouble)"
    numeric = rules.kind_of(session.game.phase_names[phase]) == "bidding"
    said = session.game.phases[phase].format(session.game, action)
    if isinstance(action, Bid) and numeric and action.tricks == 0 and said != "0":
        return f"{said} (a bid of 0)"
    if isinstance(action, Bid) and numeric:
        return "a number of tricks (e.g. 3)"
    if isinstance(action, Exchange):
        return f"a card (e.g. {said})"
    if isinstance(action, Give | Discard):
        verb = "pass" if isinstance(action, Give) else "discard"
        deck = session.deck
        lowest = [  # the lowest card of the first two suits: cards of this pack
            max((c for c in deck.cards if deck.suit_of[c] == suit), default=-1)
            for suit in range(min(2, len(deck.suits)))
        ]
        example = " ".join(deck.format(c) for c in lowest if c >= 0)
        return f"{verb} cards (e.g. {verb} {example}), or one at a time (undo takes one back)"
    if isinstance(action, ChooseTrump):
        spec = rules.trump_selection
        words = ["a suit (e.g. H)"]
        if spec is not None and "turned" in spec.rounds:
            accept = [*spec.accept_words, "accept"]
            words.insert(0, f"{' / '.join(dict.fromkeys(accept))} (the turned card's suit)")
        return ", ".join(words)
    return said


def help_lines(session: Session) -> list[str]:
    """The help of this game (issue 46): a line per phase in which a seat acts, saying what
    may be typed there (only what the game has: doubles where there are doubles, nil where
    there is nil, passing cards, trumps, going alone...), then the console's commands."""
    lines = ["Moves in this game:"]
    lines += [f"  {name}: {words}" for name, words in help_moves(session)]
    lines.append(COMMANDS)
    return lines


def help_moves(session: Session) -> list[tuple[str, str]]:
    """Each phase in which a seat acts (``bidding``) and what may be typed there
    (``0, 1, 2, …``): the moves of this game, for the help of both consoles."""
    rows = []
    for name, actions in game_vocabulary(session):
        phase = session.game.phase_names.index(name)
        words = list(dict.fromkeys(_example(session, phase, a) for a in actions))
        if len(words) >= _EXAMPLES:
            words[-1] = "…"
        rows.append((name.replace("_", " "), ", ".join(words)))
    return rows


def winners_words(session: Session, name: Callable[[int], str], me: int | None) -> list[str]:
    """Who won, in words to print as one sentence (a list, so a line may break between
    names): a whole side by its name (``North–South win``, ``Your side, North–South, wins``),
    else the seats (``East, West share the win``), with the winners' own total (under "only a
    made contract wins" the other side may hold more points)."""
    winners = list(session.winners)
    points = plural(session.scores[winners[0]], "point")
    sides = session.game.sides
    side = next((i for i, seats in enumerate(sides) if sorted(seats) == sorted(winners)), None)
    if side is not None and len(winners) > 1:
        called = session.rules.sides[side].name
        if me is not None and me in winners:
            return [f"Your side, {called}, wins with {points}."]
        return [f"{called} win with {points}."]
    names = [f"{name(s)}," for s in winners]
    names[-1] = names[-1].removesuffix(",")
    verb = "share the win" if len(winners) > 1 else "wins"
    if winners == [me]:
        verb = "win"
    names[-1] += f" {verb} with {points}."
    return names
