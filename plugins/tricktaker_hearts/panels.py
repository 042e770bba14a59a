"""The panels Hearts players follow at the table (the ``table_panels`` hook, issue 46).

* **Points taken**: each seat's penalty points of the cards it has won this hand (a heart 1,
  the Q♠ 13, the J♦ -10 with ``jd_bonus``: the hand's ``[scoring] cards``). Every card taken is
  public, so everybody sees every seat's points.
* **Pass**: this hand's direction and whom the seat passes to while the pass is on; then the
  cards the seat passed (to whom) and received (from whom), once it holds them (HT-19: a seat
  sees only its own pass, and the cards it receives only when everybody has passed).
* **Hearts broken**: whether hearts may be led (with ``must_break_hearts``).

Everything is read from the seat's observation: a panel cannot show a card the seat may not see.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tricktaker import CompiledGame, Deck, Panel, PanelRow, hookimpl


def card_values(deck: Deck, table: Mapping[str, int]) -> list[int]:
    """Each card's penalty points by the ``[scoring] cards`` table: a suit letter gives every
    card of the suit its points, a card text (``QS``) its own (a card's own entry wins)."""
    letters = {suit.letter.upper(): index for index, suit in enumerate(deck.suits)}
    values = [0] * deck.ids  # indexed by card id
    for card in deck.cards:
        suit = deck.suit_of[card]
        text = deck.format(card).upper()
        if text in table:
            values[card] = table[text]
        else:
            values[card] = next(
                (v for key, v in table.items() if letters.get(key.upper()) == suit), 0
            )
    return values


def points_panel(game: CompiledGame, view: Mapping[str, Any]) -> Panel:
    """Each seat's penalty points taken so far this hand (before play: none shown)."""
    if view["phase"] in ("deal", "pass_cards"):
        return Panel("Points taken")
    table: Mapping[str, int] = getattr(game.rules.scoring, "cards", None) or {}
    values = card_values(game.deck, {k.upper(): v for k, v in table.items()})
    rows = tuple(
        PanelRow(seat=s, text=str(sum(values[c] for c in cards)))
        for s, cards in enumerate(view["taken"])
    )
    return Panel("Points taken", rows)


def pass_panel(game: CompiledGame, view: Mapping[str, Any], seat: int) -> Panel:
    """The seat's pass: where it goes while it is being made, then the cards it gave and got."""
    direction = view.get("pass_direction")
    if not direction:
        return Panel("Pass")
    if direction == "hold":
        return Panel("Pass", (PanelRow(text="no pass this hand"),))
    rows: list[PanelRow] = []
    given = sorted(view.get("cards_given") or (), key=game.deck.sort_key)
    received = sorted(view.get("cards_received") or (), key=game.deck.sort_key)
    made = view.get("passes") or []
    queue = view.get("pass_queue") or []
    to = next((r for p, r, _ in made if p == seat), None)
    if to is None:
        to = next((r for p, r in queue if p == seat), None)
    giver = next((p for p, r, _ in made if r == seat), None)
    if giver is None:
        giver = next((p for p, r in queue if r == seat), None)
    if given and to is not None:
        rows.append(PanelRow(label="Passed to", seat=to, cards=tuple(given)))
    elif to is not None:
        chosen = tuple(sorted(view.get("set_aside") or (), key=game.deck.sort_key))
        text = f"({direction})" + (", chosen:" if chosen else "")
        rows.append(PanelRow(label="Passing to", seat=to, text=text, cards=chosen))
    if received and giver is not None:
        rows.append(PanelRow(label="Received from", seat=giver, cards=tuple(received)))
    return Panel("Pass", tuple(rows))


def broken_panel(game: CompiledGame, view: Mapping[str, Any]) -> Panel:
    """Whether hearts are broken (only in a game where hearts may not be led until then)."""
    ref = game.rules.play.no_lead_until_broken
    if ref is None or "broken_suits" not in view or view["phase"] != "play":
        return Panel("Hearts broken")
    suit = game.deck.suit_index(ref)
    broken = suit in view["broken_suits"]
    return Panel("Hearts broken", (PanelRow(text="yes" if broken else "not yet"),))


@hookimpl
def table_panels(game: CompiledGame, view: Mapping[str, Any], seat: int) -> list[Panel]:
    """Hearts' points taken this hand, the seat's pass and whether hearts are broken."""
    return [points_panel(game, view), pass_panel(game, view, seat), broken_panel(game, view)]
