"""The table without colour (``NO_COLOR``): every colour turned grey, each text kept readable.

Textual's own monochrome filter turns each colour into the grey of its luminance: red becomes
a grey barely lighter than the dark background (hearts and diamonds all but vanish, a dimmed
one more so). :class:`ReadableMonochrome` turns colours grey too, then moves each text's grey
away from its background, keeping the order of the greys (a dimmed text stays darker than a
plain one) but never closer than :data:`MIN_CONTRAST` to the background (issue 46).
"""

from __future__ import annotations

from rich.segment import Segment
from rich.style import Style
from textual.color import Color
from textual.filter import LineFilter

MIN_CONTRAST = 0.4
"""The least difference of brightness (0 to 1) between a text's grey and its background's."""


def readable_grey(color: Color, background: Color) -> Color:
    """``color`` as a grey moved away from ``background``'s grey: at least
    :data:`MIN_CONTRAST` from it, the rest of the way scaled (so two greys keep their order)."""
    back = background.monochrome.brightness
    grey = color.monochrome.brightness
    if back < 0.5:  # light text on a dark background
        level = back + MIN_CONTRAST + (1 - MIN_CONTRAST) * max(grey - back, 0.0)
    else:  # dark text on a light background
        level = back - MIN_CONTRAST - (1 - MIN_CONTRAST) * max(back - grey, 0.0)
    value = round(min(max(level, 0.0), 1.0) * 255)
    return Color(value, value, value)


class ReadableMonochrome(LineFilter):
    """Colours to greys, each text readable on its background (see the module)."""

    def apply(self, segments: list[Segment], background: Color) -> list[Segment]:
        """The segments in greys, the text's grey apart from the background's."""
        out = []
        for text, style, control in segments:
            if style is None or control:
                out.append(Segment(text, style, control))
                continue
            back = (
                Color.from_rich_color(style.bgcolor).monochrome
                if style.bgcolor is not None
                else background.monochrome
            )
            fore = (
                None
                if style.color is None
                else readable_grey(Color.from_rich_color(style.color), back).rich_color
            )
            behind = None if style.bgcolor is None else back.rich_color
            out.append(Segment(text, style + Style.from_color(fore, behind), control))
        return out
