"""The panels Five Hundred players follow at the table (the ``table_panels`` hook, issue 47).

* The **Contract** panel (§4, §6.1, §7: the contract, the contractor, the partner who sits out
  in misère, each side's tricks against what the contract needs) is the core auction's own.
* **Joker** (§6.4.1, F-10): at no trumps, the suit the leader named with the Joker, while that
  trick is on the table (the named suit is announced to everyone).
* **Kitty** (§5, F-8, F-21): who took the kitty up and how many cards are discarded; the
  contractor alone also sees its own three discards. Nobody else ever sees the kitty or the
  discards: they reach this panel only through the seat's own ``put_away``.
* **Last hand** (§7, §8): once a hand is over, its contract with its value, the contracting
  side's tricks (the contractor's in misère), made or defeated, and each side's hand score
  and total; or that it was thrown in.

Everything is read from the seat's observation, so a panel shows no more than the seat may
know.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tricktaker import CompiledGame, Panel, PanelRow, hookimpl


def contract_text(game: CompiledGame, contract: dict[str, Any]) -> str:
    """A finished hand's contract (its record) as players say it: ``8♥`` or ``MIS``."""
    if contract.get("name"):
        return str(contract["name"])
    denomination = contract.get("denomination", "NT")
    if denomination != "NT":
        denomination = game.deck.suits[game.deck.suit_index(denomination)].symbol
    return f"{contract.get('level', '')}{denomination}"


def joker_panel(game: CompiledGame, view: Mapping[str, Any]) -> Panel:
    """The suit named with the Joker led to the current trick (§6.4.1: public)."""
    named = view.get("named_suit")
    if named is None or named < 0 or not view["trick"]:
        return Panel("Joker")
    suit = game.deck.suits[named]
    leader = view["trick"][0][0]
    return Panel(
        "Joker", (PanelRow(label="Led", seat=leader, text=f"calls {suit.symbol} {suit.name}"),)
    )


def kitty_panel(game: CompiledGame, view: Mapping[str, Any], seat: int) -> Panel:
    """Who took the kitty and how many cards it discarded; to the contractor alone, the
    three cards it took up and its own discards (§5.3, §13.3.5, F-21: never shown to any
    other seat)."""
    taker = view.get("widow_taker", -1)
    if taker is None or taker < 0 or not view.get("widow_taken"):
        return Panel("Kitty")
    counts = view.get("put_away_counts") or []
    laid = len(view.get("put_away") or ()) if seat == taker else (counts[taker] if counts else 0)
    widow = game.rules.deal.widow  # a variant may change the kitty's size
    size = widow.size if widow is not None else laid
    done = f"discarded {size} cards face down" if laid == size else f"discarding ({laid} of {size})"
    rows = [PanelRow(label="Kitty", seat=taker, text=f"took it, {done}")]
    taken = tuple(view.get("taken_up") or ()) if seat == taker else ()
    if taken:  # §13.3.5: the contractor alone sees the kitty it took up
        rows.append(
            PanelRow(label="You took up", cards=tuple(sorted(taken, key=game.deck.sort_key)))
        )
    own = tuple(view.get("put_away") or ()) if seat == taker else ()
    if own:
        rows.append(
            PanelRow(label="Your discards", cards=tuple(sorted(own, key=game.deck.sort_key)))
        )
    return Panel("Kitty", tuple(rows))


def last_hand_panel(game: CompiledGame, view: Mapping[str, Any]) -> Panel:
    """The last finished hand: thrown in, or its contract, and each side's hand score and
    total (§7, §13.4)."""
    if not view["hand_results"]:
        return Panel("Last hand")
    last = view["hand_results"][-1]
    if last.get("thrown_in"):
        return Panel("Last hand", (PanelRow(label="Thrown in", text="everybody passed"),))
    rows = []
    contract = last.get("contract") or {}
    # A variant may have no sides (every player for himself): then each seat is its own side.
    sides = game.sides or tuple((seat,) for seat in range(game.players))
    if contract:  # §7: made or defeated, as the contracting side's hand score says
        declarer = contract["declarer"]
        ours = next(seats for seats in sides if declarer in seats)
        tricks = sum(last["tricks"][s] for s in ours)
        if contract.get("misere"):
            tricks = last["tricks"][declarer]
        made = "made" if last["scores"][declarer] > 0 else "defeated"
        value = f" ({contract['value']})" if contract.get("value") else ""
        count = f"{tricks} trick{'' if tricks == 1 else 's'}"
        said = f"{contract_text(game, contract)}{value}, {count}: {made}"
        rows.append(PanelRow(label="Last contract", seat=declarer, text=said))
    for side, seats in enumerate(sides):
        score = last["scores"][seats[0]]
        total = last["totals"][seats[0]] if "totals" in last else view["totals"][seats[0]]
        said = f"last hand {score:+d}, total {total}"
        row = PanelRow(side=side, text=said) if game.sides else PanelRow(seat=side, text=said)
        rows.append(row)
    return Panel("Last hand", tuple(rows))


@hookimpl
def table_panels(game: CompiledGame, view: Mapping[str, Any], seat: int) -> list[Panel]:
    """Five Hundred's Joker's named suit, the kitty and the last hand (the contract panel is
    the core auction's)."""
    return [
        joker_panel(game, view),
        kitty_panel(game, view, seat),
        last_hand_panel(game, view),
    ]
