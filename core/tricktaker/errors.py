"""Errors a user can cause. Each carries a message meant to be shown as is, without a traceback."""

from __future__ import annotations


class TrickTakerError(Exception):
    """Base class: something the user (or a rules file, or a record) got wrong."""


class NotationError(TrickTakerError, ValueError):
    """A card, suit or action could not be read."""


class IllegalAction(TrickTakerError):
    """An action that is well formed but not allowed now; ``str()`` says why."""


class RulesError(TrickTakerError):
    """A rules file or an option value is invalid: names the file, the field and what is allowed."""


class UnknownGame(TrickTakerError):
    """No installed game has that id."""


class PluginError(TrickTakerError):
    """A game plugin is broken (import error, bad hook result, duplicate id)."""


class RecordError(TrickTakerError):
    """A game record is malformed or holds an illegal action."""

    def __init__(self, message: str, index: int | None = None, action: str | None = None):
        super().__init__(message)
        self.index = index
        self.action = action
