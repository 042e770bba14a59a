"""The completion deal (klaberjass.md §5, K-4, K-13): once trumps are fixed, more cards from
the top of the stock to every seat, and the stock's bottom card shown to everybody.

The phase kind ``deal_more`` lives here, not in the core, because only Klaberjass deals a hand
in two stages: the other bundled games deal once (a widow or a stock aside), and so do Five
Hundred (a kitty), Doppelkopf and Tarok (a talon). Its settings are ``[mechanics.deal_more]`` in
``rules.toml``.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Annotated, Any, Literal

from pydantic import Field

from tricktaker import (
    PUBLIC_CARDS,
    CompiledGame,
    Deck,
    DrawEntry,
    Mechanic,
    Model,
    Part,
    Phase,
    State,
    deal_cards,
    declare,
    hookimpl,
    log_entry,
    mechanic_settings,
)


class CompletionDealSettings(Model):
    """``[mechanics.deal_more]``: more cards dealt from the top of the stock after trumps are
    fixed (§5, K-4)."""

    cards: int = Field(gt=0, description="Cards to each player (e.g. 3).")
    batches: list[Annotated[int, Field(gt=0)]] = Field(
        default_factory=lambda: [3],
        min_length=1,
        description="Packet sizes, each dealt to every seat in turn and repeated until each has "
        "`cards` more (as in `[deal]`).",
    )
    first_receiver: Literal["dealer", "left_of_dealer"] = Field(
        "left_of_dealer",
        description="The seat dealt the first packet; the deal goes on to the left.",
    )
    reveal_bottom: bool = Field(
        False,
        description="After this deal, the bottom card of the stock is shown to everybody.",
    )


class Bottom(Part):
    """The bottom card of the stock once shown to everybody (None: not shown)."""

    __slots__ = ("bottom_card",)
    key = "deal_more"
    seen = declare(
        bottom_card=PUBLIC_CARDS("the stock's bottom card once shown to all; None: not shown")
    )

    def __init__(self, players: int) -> None:
        self.bottom_card: int | None = None

    def summary(self, deck: Deck) -> dict[str, Any]:
        return {} if self.bottom_card is None else {"bottom": deck.format(self.bottom_card)}


class CompletionDeal(Phase):
    """Deal more cards from the top of the stock (after trumps are fixed), and optionally
    show the stock's bottom card to everybody. Each seat's cards are logged as a draw from the
    deal (``source = "deal"``), seen by that seat only."""

    name = "deal_more"
    parts = (Bottom,)

    def __init__(self, spec: CompletionDealSettings) -> None:
        self.spec = spec

    def start(self, game: CompiledGame, state: State) -> bool:
        first = state.dealer if self.spec.first_receiver == "dealer" else state.dealer + 1
        more, used = deal_cards(
            state.stock, first % state.players, state.players, self.spec.cards, self.spec.batches
        )
        for seat, (hand, cards) in enumerate(zip(state.hands, more, strict=True)):
            hand.extend(cards)
            log_entry(game, state, DrawEntry(seat, tuple(cards), (seat,), source="deal"))
        state.stock = state.stock[used:]
        state.hand_size += self.spec.cards
        if self.spec.reveal_bottom and state.stock:
            Bottom.of(state).bottom_card = state.stock[-1]
        return True


def build(name: str, game: CompiledGame) -> Phase:
    """The phase ``name`` with its ``[mechanics.NAME]`` settings (checked when the game
    loaded)."""
    return CompletionDeal(mechanic_settings(game.rules, name, CompletionDealSettings))


def count(rules: Any, name: str, table: Any, setting: Any) -> tuple[Any, ...]:
    """The cards after the completion deal, counted when the game loads: every seat gets
    ``cards`` more from the stock, which must hold them (``ValueError`` naming the field)."""
    spec = mechanic_settings(rules, name, CompletionDealSettings)
    n = len(table.hands)
    if n * spec.cards > table.stock:
        raise ValueError(
            f"mechanics.{name}.cards: {spec.cards} more to each of {n} players need "
            f"{n * spec.cards} cards, but the stock holds {table.stock} then ({setting}); "
            f"allowed: 1..{table.stock // n}"
        )
    return (
        replace(
            table,
            hands=tuple(h + spec.cards for h in table.hands),
            stock=table.stock - n * spec.cards,
            hand_size=table.hand_size + spec.cards,
        ),
    )


@hookimpl
def mechanics() -> list[Mechanic]:
    """The phase kind ``deal_more``: after the deal; it deals from the stock, so the cards are
    counted through it."""
    return [
        Mechanic(
            kind="deal_more",
            build=build,
            settings=CompletionDealSettings,
            count=count,
            summary="A completion deal (Klaberjass): more cards to every seat from the stock "
            "after trumps are fixed, the stock's bottom card shown.",
        )
    ]
