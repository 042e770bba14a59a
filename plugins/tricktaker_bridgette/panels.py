"""The panels Bridgette players follow at the table (the ``table_panels`` hook, issue 46).

* **Exchange** (§4): the up-card, how many cards each player drew and discarded (public: the
  dealer's number follows from the up-card), and the seat's own drawn and discarded cards
  (B-3: the discards are hidden from the opponent).
* The **Contract** panel (§5, §9) (the contract, the declarer's tricks against the 6 + level it
  needs, the defender's against those that defeat it) is the core auction's own.
* **Lead ban** (§8.1, B-9): who may not lead which suit to the next trick.
* **Colons** (§2.3, §8): each Colon as this seat knows it: played, in its hand, among its
  discards, drawn by the non-dealer as the up-card, or not seen.

Everything is read from the seat's observation: the opponent's drawn and discarded cards are
never in it.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tricktaker import CompiledGame, Panel, PanelRow, hookimpl


def exchange_panel(game: CompiledGame, view: Mapping[str, Any], seat: int) -> Panel:
    """The up-card, each seat's drawn and discarded numbers, the seat's own cards (in the
    pack's order, as the hand is sorted)."""
    if view.get("turned") is None:
        return Panel("Exchange")
    rows = [PanelRow(label="Up-card", cards=(view["turned"],))]
    drawn, discarded = view.get("drawn_counts") or [], view.get("discarded_counts") or []
    for s, (n, m) in enumerate(zip(drawn, discarded, strict=True)):
        rows.append(PanelRow(seat=s, text=f"drew {n}, discarded {m}"))
    for label, key in (("Drawn", "drawn"), ("Discarded", "discarded")):
        if view.get(key):
            own = tuple(sorted(view[key], key=game.deck.sort_key))
            rows.append(PanelRow(label=label, seat=seat, cards=own))
    return Panel("Exchange", tuple(rows))


def lead_ban_panel(game: CompiledGame, view: Mapping[str, Any]) -> Panel:
    """The lead ban on the next trick, if any, until that trick is led (§8.1.1: it lasts for
    that one lead only)."""
    ban = view.get("lead_ban")
    if not ban or view["trick"]:
        return Panel("Lead ban")
    who, suit = ban
    symbol = game.deck.suits[suit].symbol
    return Panel("Lead ban", (PanelRow(seat=who, text=f"may not lead {symbol}"),))


def colons_panel(game: CompiledGame, view: Mapping[str, Any]) -> Panel:
    """Each Colon as the seat knows it. A Colon turned as the up-card was seen by both: the
    dealer knows the non-dealer drew it (§4.1, B-2, B-19), though not whether it was kept."""
    deck = game.deck
    played = {c for _, c in view["played"]} | {c for _, c in view["trick"]}
    rows = []
    for card in (c for c in deck.cards if deck.is_extra(c)):
        if card in played:
            where = "played"
        elif card in view["hand"]:
            where = "in your hand"
        elif card in (view.get("discarded") or ()):
            where = "discarded by you"
        elif card == view.get("turned"):
            title, drew = deck.extra(card).title, 1 - view["dealer"]
            rows.append(PanelRow(label=title, seat=drew, text="drew it (the up-card)"))
            continue
        else:
            where = "not seen"
        rows.append(PanelRow(label=deck.extra(card).title, text=where))
    return Panel("Colons", tuple(rows) if view["phase"] is not None else ())


@hookimpl
def table_panels(game: CompiledGame, view: Mapping[str, Any], seat: int) -> list[Panel]:
    """Bridgette's exchange, lead ban and Colons (the contract panel is the core's)."""
    return [
        exchange_panel(game, view, seat),
        lead_ban_panel(game, view),
        colons_panel(game, view),
    ]
