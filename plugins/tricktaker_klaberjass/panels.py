"""The panels Klaberjass players follow at the table (the ``table_panels`` hook, issue 46).

* **Trump**: the maker (who chose trumps, §4), the bottom card shown to both (§5.2) and who
  exchanged the seven of trumps for the turned card (the dix, §6).
* **Sequences**: who declared a run, and the best one with its holder and points, once
  sequences are compared (§7: the winning sequence is shown to the other player), or that none
  scores. The run is shown in sequence order, high to low (the deck's ``sequence_ranks``,
  ``Q♥ J♥ 10♥ 9♥``), not in trick order, where the 10 ranks above the King.
* **Bella**: who announced the King and Queen of trumps, and for how much (§8.1).
* **Card points**: the card points in each seat's tricks so far (§2.3, by the trump).

All of it is public (the best run is a fact the rules reveal), read from the seat's
observation.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tricktaker import CompiledGame, Panel, PanelRow, hookimpl


def trump_panel(view: Mapping[str, Any]) -> Panel:
    """The maker, the bottom card and the dix exchange."""
    rows = []
    if view.get("maker") is not None:
        rows.append(PanelRow(label="Maker", seat=view["maker"]))
    if view.get("bottom_card") is not None:
        rows.append(PanelRow(label="Bottom card", cards=(view["bottom_card"],)))
    if view.get("exchanged") is not None:
        rows.append(PanelRow(label="Dix", seat=view["exchanged"], text="took the turned card"))
    return Panel("Trump", tuple(rows))


def sequences_panel(game: CompiledGame, view: Mapping[str, Any]) -> Panel:
    """The runs declared and the best one, once compared."""
    rows = [PanelRow(label="Declared", seat=s) for s in view.get("declared") or ()]
    sequence, points = view.get("sequence"), view.get("sequence_points")
    if sequence is not None and points is not None:
        holder, run = sequence
        best = PanelRow(
            label="Best",
            seat=holder,
            text=f"{points[holder]}:",
            cards=tuple(sorted(run, key=lambda c: game.deck.sequence_rank_of[c])),
        )
        rows.append(best)
    elif points is not None and view.get("maker") is not None:
        rows.append(PanelRow(label="Best", text="none scores"))
    return Panel("Sequences", tuple(rows))


def bella_panel(view: Mapping[str, Any]) -> Panel:
    """The seats that announced bella, with its points."""
    announced = view.get("announced") or []
    points = view.get("announce_points") or [0] * len(announced)
    return Panel(
        "Bella",
        tuple(PanelRow(seat=s, text=f"{points[s]}") for s, n in enumerate(announced) if n),
    )


def card_points_panel(game: CompiledGame, view: Mapping[str, Any]) -> Panel:
    """The card points of each seat's tricks, by this hand's trump."""
    if view["trump"] < 0:
        return Panel("Card points")
    deck = game.deck
    taken = [sum(deck.points(c, view["trump"]) for c in cards) for cards in view["taken"]]
    return Panel("Card points", tuple(PanelRow(seat=s, text=str(p)) for s, p in enumerate(taken)))


@hookimpl
def table_panels(game: CompiledGame, view: Mapping[str, Any], seat: int) -> list[Panel]:
    """Klaberjass' maker and bottom card, the sequences, bella and the card points."""
    return [
        trump_panel(view),
        sequences_panel(game, view),
        bella_panel(view),
        card_points_panel(game, view),
    ]
