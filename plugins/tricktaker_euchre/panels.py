"""The panels Euchre players follow at the table (the ``table_panels`` hook, issue 46).

**Trump**, once made: the trump suit, the maker (and whether it goes alone), who defends alone,
who sits the hand out, the dealer who took up the turned card (and which card: §4.2.4, never the
discard), and the makers' tricks against the tricks they need (§5, §7: 3 of 5; the defenders'
tricks as well, 3 of them euchre the makers), shown still when the game's last hand is over.
All of it is public, read from the seat's observation.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tricktaker import CompiledGame, Panel, PanelRow, hookimpl
from tricktaker_euchre.scoring import settings


@hookimpl
def table_panels(game: CompiledGame, view: Mapping[str, Any], seat: int) -> list[Panel]:
    """Euchre's trump and maker, going alone, sitting out, and the makers' tricks."""
    maker = view.get("maker")
    if maker is None:
        return [Panel("Trump")]
    alone = view.get("alone_seats") or []
    suit = game.deck.suits[view["trump"]] if view["trump"] >= 0 else None
    rows = []
    if suit is not None:
        rows.append(PanelRow(label="Trump", text=f"{suit.symbol} {suit.name}"))
    rows.append(PanelRow(label="Maker", seat=maker, text="(alone)" if maker in alone else ""))
    rows.extend(PanelRow(label="Defends alone", seat=s) for s in alone if s != maker)
    rows.extend(PanelRow(label="Sits out", seat=s) for s in view.get("sitting_out") or ())
    if view.get("exchanged") is not None:
        # §4.2.4: everybody knows the dealer holds the up-card (never the discard)
        took = PanelRow(
            label="Took the turned card", seat=view["exchanged"], cards=(view["turned"],)
        )
        rows.append(took)
    if view["phase"] == "play" or view.get("over"):
        rows.extend(trick_rows(game, view, maker))
    return [Panel("Trump", tuple(rows))]


def trick_rows(game: CompiledGame, view: Mapping[str, Any], maker: int) -> list[PanelRow]:
    """The makers' tricks against the 3 they need and the defenders' against the 3 that euchre
    them (§7), in play and still when the game's last hand is over (the result then stays on
    the table): ``made`` once the makers have 3, ``march`` with all 5, ``euchred`` once the
    defenders have 3."""
    needed = settings(game).needed
    makers = game.side_of[maker]
    tricks = [sum(view["tricks_won"][s] for s in seats) for seats in game.sides]
    made = ""
    if tricks[makers] >= view["hand_size"]:
        made = ": march"
    elif tricks[makers] >= needed:
        made = ": made"
    to_euchre = view["hand_size"] - needed + 1
    euchred = ": euchred" if tricks[1 - makers] >= to_euchre else ""
    return [
        PanelRow(
            label="Makers", side=makers, text=f"{tricks[makers]} taken, {needed} needed{made}"
        ),
        PanelRow(
            label="Defenders",
            side=1 - makers,
            text=f"{tricks[1 - makers]} taken, {to_euchre} to euchre{euchred}",
        ),
    ]
