"""What the console tells as it happens, beyond the actions: cards drawn, and a hand's score
broken down into its items at the hand's end.

A draw is told as the seat at the screen may see it: its own cards ("You drew 9♠"), a face-up
card by name ("Player 2 drew the 9♠"), anything else by number ("Player 2 drew a card"). With open
hands (a spectator watching bots) every card is named.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from rich.text import Text

from tricktaker.cli.text import plain
from tricktaker.cli.view import cards_text
from tricktaker.engine.handlog import DrawEntry
from tricktaker.engine.seats import HandSide

if TYPE_CHECKING:
    from tricktaker.cards import Deck


def _count(n: int) -> str:
    return "a card" if n == 1 else f"{n} cards"


def draw_text(
    deck: Deck,
    entry: DrawEntry,
    trump: int,
    name: Callable[[int], str],
    viewer: int | None,
    open_hands: bool = False,
) -> Text:
    """One line telling a draw to ``viewer`` (None: nobody in particular)."""
    you = entry.seat == viewer
    who = "You" if you else name(entry.seat)
    if entry.source == "deal":
        verb = "were dealt" if you else "was dealt"
        more = f"{len(entry.cards)} more"
    else:
        verb = "drew"
        more = "" if len(entry.cards) == 1 else f"{len(entry.cards)} cards:"
    seen = open_hands or entry.face_up or viewer in entry.seen_by
    if not seen:
        what = _count(len(entry.cards))
        if entry.source == "deal":
            what = f"{len(entry.cards)} more card{'s' if len(entry.cards) != 1 else ''}"
        return plain(f"  {who} {verb} {what}", style="dim")
    line = plain(f"  {who} {verb} ", style="dim")
    if more:
        line += plain(more + " ", style="dim")
    elif entry.face_up and not you:
        line += Text("the ", style="dim")
    return line + cards_text(deck, entry.cards, trump)


def _points(value: int) -> str:
    """Points with their sign on the number, never on the item's words (``bid missed -10``,
    not ``-bid missed 10``: issue 46); thousands apart from 10 000."""
    return f"{value:,}".replace(",", " ") if abs(value) >= 10_000 else str(value)


def side_label(name: str, seats: Sequence[int], seat_name: Callable[[int], str]) -> str:
    """A side with its seats, ``North–South (You & Partner (South))``; a name of the hand's
    record (``defenders``) capitalized."""
    return f"{name[:1].upper()}{name[1:]} ({' & '.join(seat_name(s) for s in seats)})"


def breakdown_lines(
    hand: dict[str, Any],
    name: Callable[[int], str],
    deck: Deck | None = None,
    sides: Sequence[HandSide] = (),
    every: bool = False,
) -> list[Text]:
    """A line per seat that scored, or lost, anything in ``hand`` (a finished hand of
    ``result()``): its items, e.g. ``card points 81 + marriage 20 + last trick 10 = 111``,
    each with its sign on its points (``bid 6 made: 60 + nil failed -100 = -40``). A side whose
    items are another's negated (a zero-sum score) is said by its total alone. With
    the ``deck``, the hand's contract is written with its suit symbol (``made 4♥``). With the
    hand's ``sides`` (:func:`~tricktaker.engine.seats.hand_sides`), a line per side: its score
    when the partners share one, or the score ``each`` of them has when the seats of a side
    for one deal scored alike (otherwise a line per seat, named with its side). ``every``:
    a seat or side that scored nothing too (``West: 0``), as the table lists them all."""
    items: Sequence[dict[str, Any]] = hand.get("breakdown") or []
    contract = hand.get("contract")
    if contract and deck is not None:
        written = f"{contract['level']}{contract['denomination']}"
        denomination = deck.denomination(deck.denomination_index(contract["denomination"]), True)
        pretty = f"{contract['level']}{denomination}"
        items = [{**i, "item": i["item"].replace(written, pretty)} for i in items]

    def scored(seat: int) -> list[tuple[str, int]]:
        return [(i["item"], i["points"][seat]) for i in items if i["points"][seat]]

    rows = [(name(seat), seat, "") for seat in range(len(hand["scores"]))]  # label, seat, each
    if sides:
        rows = []
        for side in sides:
            label = side_label(side.name, side.seats, name)
            first = side.seats[0]
            if side.shared or all(scored(s) == scored(first) for s in side.seats):
                each = "" if side.shared or len(side.seats) == 1 else " each"
                rows.append((label, first, each))
            else:
                rows += [(f"{name(s)}, of {label}", s, "") for s in side.seats]
    shown = [(label, seat, each, scored(seat)) for label, seat, each in rows]
    lines = []
    for label, seat, each, parts in shown:
        if not parts:
            if every:
                lines.append(plain(f"  {label}: ", style="bold") + plain(_points(0)))
            continue
        total = hand["scores"][seat]
        mirror = [(item, -points) for item, points in parts]
        if total < 0 and any(other == mirror for *_, other in shown):
            # the other side's items, negated (zero-sum: what one side scores the other loses):
            # said once, on the side that scored, and here only as the total
            lines.append(plain(f"  {label}: ", style="bold") + plain(_points(total) + each))
            continue
        text = " + ".join(f"{item}{_gap(item)}{_points(points)}" for item, points in parts)
        if len(parts) > 1 or parts[0][1] != total:
            text += f" = {_points(total)}"
        lines.append(plain(f"  {label}: ", style="bold") + plain(text + each))
    return lines


def _gap(item: str) -> str:
    """Between an item and its points: ``: `` after an item with a number of its own
    (``2NT down 1: 100``), else a space (``bags 2``)."""
    return ": " if any(c.isdigit() for c in item) else " "


def sides_line(hand: dict[str, Any], name: Callable[[int], str], sides: Sequence[HandSide]) -> Text:
    """The hand's sides as parties: each side's tricks together and, when the hand's record
    counts card points per seat (``card_points``), its card points together, e.g.
    ``Defenders (Player 2 & Player 3) 7 tricks, 78 card points``."""
    tricks: list[int] = hand["tricks"]
    card_points: list[int] | None = hand.get("card_points")
    entries = []
    for side in sides:
        taken = sum(tricks[s] for s in side.seats)
        text = f"{side_label(side.name, side.seats, name)} {taken} trick{'s' if taken != 1 else ''}"
        if card_points is not None and len(card_points) == len(tricks):
            text += f", {sum(card_points[s] for s in side.seats)} card points"
        entries.append(text)
    return Text("  Sides: ", style="bold") + plain(" · ".join(entries))
