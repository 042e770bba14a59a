"""What the console tells as it happens, beyond the actions: cards drawn, and a hand's score
broken down into its items at the hand's end.

A draw is told as the seat at the screen may see it: its own cards ("You drew 9♠"), a face-up
card by name ("Seat 1 drew the 9♠"), anything else by number ("Seat 1 drew a card"). With open
hands (a spectator watching bots) every card is named.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from rich.text import Text

from tricktaker.cli.view import cards_text
from tricktaker.engine.handlog import DrawEntry

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
        return Text(f"  {who} {verb} {what}", style="dim")
    line = Text(f"  {who} {verb} ", style="dim")
    if more:
        line += Text(more + " ", style="dim")
    elif entry.face_up and not you:
        line += Text("the ", style="dim")
    return line + cards_text(deck, entry.cards, trump)


def _points(value: int) -> str:
    return f"{value:,}".replace(",", " ") if abs(value) >= 10_000 else str(value)


def breakdown_lines(
    hand: dict[str, Any],
    name: Callable[[int], str],
    deck: Deck | None = None,
    sides: Sequence[tuple[str, Sequence[int]]] = (),
) -> list[Text]:
    """A line per seat that scored, or lost, anything in ``hand`` (a finished hand of
    ``result()``): its items, e.g. ``card points 81 + marriage 20 + last trick 10 = 111``. With
    the ``deck``, the hand's contract is written with its suit symbol (``made 4♥``)."""
    items: Sequence[dict[str, Any]] = hand.get("breakdown") or []
    contract = hand.get("contract")
    if contract and deck is not None:
        plain = f"{contract['level']}{contract['denomination']}"
        denomination = deck.denomination(deck.denomination_index(contract["denomination"]), True)
        pretty = f"{contract['level']}{denomination}"
        items = [{**i, "item": i["item"].replace(plain, pretty)} for i in items]
    lines = []
    if sides:  # partners share their points: a line per side
        named = {
            seats[0]: f"{side} ({' & '.join(name(s) for s in seats)})" for side, seats in sides
        }
        name = named.__getitem__
    for seat, total in enumerate(hand["scores"]):
        if sides and seat not in named:
            continue
        parts = [(i["item"], i["points"][seat]) for i in items if i["points"][seat]]
        if not parts:
            continue
        text = ""
        for k, (item, points) in enumerate(parts):
            sign = ("-" if points < 0 else "") if k == 0 else (" - " if points < 0 else " + ")
            gap = ": " if any(c.isdigit() for c in item) else " "  # "2NT down 1: 100"
            text += f"{sign}{item}{gap}{_points(abs(points))}"
        if len(parts) > 1 or parts[0][1] != total:
            text += f" = {_points(total)}"
        lines.append(Text(f"  {name(seat)}: ", style="bold") + Text(text))
    return lines
