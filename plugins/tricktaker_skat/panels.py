"""The panels Skat players follow at the table (the ``table_panels`` hook, issue 46).

* **Auction**: every call so far (§4: every call is public), until the auction has a winner.
* **Game**: the declarer, the game declared with its announcements (hand, schneider, schwarz,
  ouvert: the declaration's words, §5.2), the bid, the skat, and an ouvert declarer's open
  hand. The skat is shown only as SK-19 (§15.2) allows: the declarer who took it up sees the
  two cards it put away (the skat of the deal, §5.1); the defenders, and everybody in a hand
  game, see only that it lies face down.
* **Last deal**: once a deal is over, everybody sees its game, the skat (put away or
  untouched) and the card points of the declarer against the defenders (§15.2: "the score can
  be checked"), and how it was scored.

Everything is read from the seat's observation: the skat reaches a panel only through the
declarer's own ``put_away`` and the public record of a finished deal.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tricktaker import CompiledGame, Panel, PanelRow, hookimpl
from tricktaker_skat.auction import openspiel


def auction_panel(view: Mapping[str, Any]) -> Panel:
    """The calls of the auction in order, while it has no winner."""
    if view.get("winner") is not None or not view.get("dialogue"):
        return Panel("Auction")
    return Panel("Auction", tuple(PanelRow(seat=s, text=text) for s, text in view["dialogue"]))


def game_panel(game: CompiledGame, view: Mapping[str, Any], seat: int) -> Panel:
    """The declarer, the game, the bid and the skat as ``seat`` may see it."""
    winner = view.get("winner")
    if winner is None:
        return Panel("Game")
    taken = view.get("widow_taken")
    # before the declaration, what is known of the game (the Skat row tells the skat itself)
    choice = "…" if taken is None else "not declared yet" if taken else "hand, not declared yet"
    rows = [
        PanelRow(label="Declarer", seat=winner),
        PanelRow(label="Game", text=view.get("declared") or choice),
    ]
    if not openspiel(game) and view.get("bid"):
        rows.append(PanelRow(label="Bid", text=str(view["bid"])))
    if taken is not None:
        put_away = tuple(view.get("put_away") or ())
        if seat == winner and put_away:
            rows.append(PanelRow(label="Skat", text="put away", cards=put_away))
        elif taken:
            rows.append(PanelRow(label="Skat", text="taken up"))
        else:
            rows.append(PanelRow(label="Skat", text="face down until the end of the deal"))
    if view.get("open_hand"):
        rows.append(PanelRow(label="Open hand", seat=winner, cards=tuple(view["open_hand"])))
    return Panel("Game", tuple(rows))


def last_deal_panel(game: CompiledGame, view: Mapping[str, Any]) -> Panel:
    """The last finished deal, as everybody may see it once it is over."""
    if not view["hand_results"]:
        return Panel("Last deal")
    last = view["hand_results"][-1]
    skat = tuple(game.deck.parse(text) for text in last.get("skat", ()))
    if last.get("thrown_in"):
        return Panel("Last deal", (PanelRow(label="Thrown in", text="skat", cards=skat),))
    declarer = last.get("declarer")
    if declarer is None:
        return Panel("Last deal")
    rows = [PanelRow(label="Declarer", seat=declarer, text=last.get("declaration") or "")]
    if skat:
        rows.append(PanelRow(label="Skat", cards=skat))
    each = last.get("card_points")
    if each:
        defenders = sum(p for s, p in enumerate(each) if s != declarer)
        text = f"declarer {each[declarer]}, defenders {defenders}"
        rows.append(PanelRow(label="Card points", text=text))
    if last.get("reasons"):
        rows.append(PanelRow(label="Value", text=last["reasons"]))
    return Panel("Last deal", tuple(rows))


@hookimpl
def table_panels(game: CompiledGame, view: Mapping[str, Any], seat: int) -> list[Panel]:
    """Skat's auction, the game being played and the last deal's result."""
    return [auction_panel(view), game_panel(game, view, seat), last_deal_panel(game, view)]
