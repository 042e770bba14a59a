"""Text from outside shown as text: no terminal escapes, no markup.

Names, summaries, descriptions, card and suit symbols, seat names, notes and error messages
come from rules and variant files, plugins, records, saves and link files, that is from
anybody. Printed raw, ``ESC ]0;title BEL`` would set the window title, ``ESC [2J`` clear the
screen and ``ESC ]52;...`` write the clipboard; Rich markup (``[link=...]``, ``[red]``) or a
right-to-left override (U+202E) would make text look like something it is not. So:

* :func:`inert` makes a string harmless: every control character (C0 with ESC, BEL, CR and
  backspace; DEL; C1 U+0080–U+009F) and every bidirectional override or isolate (U+202A–U+202E,
  U+2066–U+2069, with the marks U+200E, U+200F, U+061C and the separators U+2028, U+2029),
  every invisible character (zero-width space, joiners, word joiner, U+FEFF), and a lone
  surrogate (a byte of a file name that is not UTF-8, written ``\\xff``) is written as a
  visible escape (``\\x1b``, ``\\u202e``); other Unicode (``♠``, ``é``) is kept;
* :func:`plain` is a :class:`rich.text.Text` of it (a ``Text`` is never read as markup);
* :class:`InertConsole`, the console's own console, reads no markup or emoji codes in strings
  and escapes, as a last guard, any control character left in the text it writes (its own
  styles and cursor moves are not text, and are kept);
* :func:`markdown` renders a description's Markdown from those escaped characters, its links
  written out, never made terminal hyperlinks;
* :func:`inert_json` and :func:`shell_quoted` do the same for JSON printed for programs and for
  a path in a command to copy.
"""

from __future__ import annotations

import json
import re
import shlex
from collections.abc import Iterable, Iterator
from typing import Any

from rich.console import Console
from rich.markdown import Markdown
from rich.segment import Segment
from rich.text import Text

__all__ = ["InertConsole", "dumps", "inert", "inert_json", "markdown", "plain", "shell_quoted"]

_BIDI = "\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069"
# Invisible characters that make a name look like another (zero-width space, non-joiner and
# joiner, word joiner, invisible operators, byte order mark, Mongolian vowel separator).
_INVISIBLE = "\u180e\u200b-\u200d\u2060-\u2064\ufeff"
_SURROGATES = "\ud800-\udfff"  # a file name's undecodable bytes (surrogateescape), never text
_UNSAFE = re.compile(f"[\x00-\x1f\x7f-\x9f{_BIDI}{_INVISIBLE}{_SURROGATES}]")
# \t, \n kept:
_UNSAFE_IN_LINES = re.compile(f"[\x00-\x08\x0b-\x1f\x7f-\x9f{_BIDI}{_INVISIBLE}{_SURROGATES}]")
# json.dumps escapes C0 itself:
_UNSAFE_IN_JSON = re.compile(f"[\x7f-\x9f{_BIDI}{_INVISIBLE}{_SURROGATES}]")


def _escape(match: re.Match[str]) -> str:
    code = ord(match.group())
    if 0xDC80 <= code <= 0xDCFF:  # the byte of a file name that is not UTF-8
        code -= 0xDC00
    return f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}"


def inert(text: Any, lines: bool = False) -> str:
    """``text`` (or ``str(text)``) with control and bidirectional characters escaped.

    With ``lines``, tabs and line breaks are kept (a description, a file shown whole, an error
    message of several lines); otherwise they are escaped too, so a name stays on its line.
    """
    pattern = _UNSAFE_IN_LINES if lines else _UNSAFE
    return pattern.sub(_escape, str(text))


def plain(text: Any, style: str = "", lines: bool = False) -> Text:
    """``Text(inert(text))``: shown exactly as written, never read as markup."""
    return Text(inert(text, lines), style=style)


def markdown(text: str) -> Markdown:
    """A game's description (Markdown from a rules file or a plugin), shown as text: control
    characters escaped, links written out after their text (never a terminal hyperlink)."""
    return Markdown(inert(text.strip(), lines=True), hyperlinks=False)


def inert_json(text: str) -> str:
    """JSON text (from ``json.dumps(..., ensure_ascii=False)``) with DEL, C1 and bidirectional
    characters written as ``\\uXXXX`` escapes: the same JSON data, safe at a terminal (they can
    appear only inside strings, where JSON allows the escape)."""
    return _UNSAFE_IN_JSON.sub(lambda m: f"\\u{ord(m.group()):04x}", text)


def shell_quoted(text: str) -> str:
    """``text`` quoted for a POSIX shell, for a command to copy: ``shlex.quote``, or, when it
    holds control or bidirectional characters, ANSI-C quoting (``$'a\\x1bb'``, read by bash,
    zsh and ksh) so the command shows no raw control character and still names the file."""
    if not _UNSAFE.search(text):
        return shlex.quote(text)
    body = text.replace("\\", "\\\\").replace("'", "\\'")
    return f"$'{_UNSAFE.sub(_escape, body)}'"


class InertConsole(Console):
    """A :class:`~rich.console.Console` for text from outside: strings are never read as
    markup or emoji codes (``[red]``, ``:smile:`` are shown as typed), whatever text it writes
    has its control characters escaped (:func:`inert`, line breaks and tabs kept), and it makes
    no terminal hyperlink (a link is an escape sequence carrying a file's address).

    The escape is the last guard, after layout (a name escaped there may widen its column):
    the console's code makes text inert where it builds it (:func:`plain`). Rich's own output,
    styles (colours) and control segments (a progress bar's cursor moves), is kept.
    """

    def __init__(self, **kwargs: Any) -> None:
        kwargs.setdefault("markup", False)
        kwargs.setdefault("emoji", False)
        kwargs.setdefault("highlight", False)
        super().__init__(**kwargs)

    def _render_buffer(self, buffer: Iterable[Segment]) -> str:
        inert_buffer = (_inert_segment(segment) for segment in buffer)
        return super()._render_buffer(_without_trailing_spaces(inert_buffer))


def _unseen(segment: Segment) -> bool:
    """Whether spaces of ``segment`` are invisible: no background, no reverse, no line."""
    style = segment.style
    if style is None:
        return True
    return not (style.bgcolor or style.reverse or style.underline or style.strike)


def _without_trailing_spaces(buffer: Iterable[Segment]) -> Iterable[Segment]:
    """``buffer`` without the spaces that end a line (before its line break): rich pads grids
    and tables to their width, and ``--plain`` output, copied or compared, should not carry
    them (issue 46). Spaces that show (a background colour) and a last line without a line
    break (a prompt's ``: ``) are kept; control segments too, in place. A segment not at a
    line's end is written as it came."""
    pending: list[Segment] = []  # the line's last segments, ending in spaces: kept or trimmed

    def trimmed() -> Iterator[Segment]:
        for segment in pending:
            text = segment.text.rstrip(" ")
            if text:
                yield Segment(text, segment.style)

    for segment in buffer:
        if segment.control or not segment.text:
            yield from pending
            pending = []
            yield segment
            continue
        if "\n" not in segment.text and not segment.text.endswith(" "):
            yield from pending
            pending = []
            yield segment
            continue
        for index, part in enumerate(segment.text.split("\n")):
            if index:  # a line break ends the line: its trailing spaces are dropped
                yield from trimmed()
                pending = []
                yield Segment("\n", segment.style)
            if not part:
                continue
            piece = Segment(part, segment.style)
            if not (part.endswith(" ") and _unseen(segment)):
                yield from pending
                pending = []
                yield piece
            elif part.strip(" "):  # text, then spaces: what follows tells
                yield from pending
                pending = [piece]
            else:
                pending.append(piece)
    yield from pending


def _inert_segment(segment: Segment) -> Segment:
    """A segment of text with its control characters escaped and no hyperlink (a ``[link=]``
    read as markup somewhere, e.g. in a progress bar's description); control segments kept."""
    if segment.control:
        return segment
    style = segment.style
    if style is not None and style.link:
        style = style.update_link(None)
    return Segment(inert(segment.text, True), style)


def dumps(data: Any) -> str:
    """``data`` as indented JSON for a terminal or a program (:func:`inert_json`)."""
    return inert_json(json.dumps(data, indent=1, ensure_ascii=False))
