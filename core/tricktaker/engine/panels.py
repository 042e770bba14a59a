"""The panels a game's players follow at the table, declared by its plugin (``table_panels``).

A panel is a titled list of rows: the points taken this hand, the bags, the declared game, the
contract and vulnerability. The game says *what* its players follow; the console draws it, in the
full-screen table (a box per panel) and in the line console (a row, or one line for a panel of
one row per seat). The core knows no game: it draws any panel the same way.

Rows name seats and sides by number (``seat=2``), never by text, so the table can name them as
the viewer knows them (``You``, ``Partner (North)``, ``West``) and no internal seat id reaches a
player. Cards are card ids, drawn with suit symbols and colours in the game's order.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class PanelRow:
    """One row of a :class:`Panel`.

    ``label`` names the row (``Bags``). ``seat`` or ``side`` (an index of the rules' ``sides``)
    is who the row is about: its name, as the table names it to the viewer, is the label when
    ``label`` is empty (a row per seat: ``West 13``), else it starts the value
    (``Maker: West (alone)``). ``text`` is the value; ``cards`` follow it, drawn as cards.
    """

    label: str = ""
    text: str = ""
    cards: tuple[int, ...] = ()
    seat: int | None = None
    side: int | None = None


@dataclass(frozen=True, slots=True)
class Panel:
    """A titled group of rows the players of a game follow (``Points taken``, ``Contract``).

    ``title`` is the panel's heading. ``rows`` are drawn in order; an empty panel is not drawn,
    so a plugin may return its panels in every phase and leave a panel's rows empty until it
    has something to show.
    """

    title: str
    rows: tuple[PanelRow, ...] = ()

    def per_seat(self) -> bool:
        """Whether every row is a seat's or a side's with no label of its own (the line console
        draws such a panel as one line: ``Points taken: You 3 · West 0 · ...``)."""
        return bool(self.rows) and all(
            not row.label and (row.seat is not None or row.side is not None) for row in self.rows
        )
