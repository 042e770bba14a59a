"""Game options: declared with their type, allowed values and default; values checked."""

from __future__ import annotations

import re
from typing import Any, Literal

from pydantic import Field, model_validator

from tricktaker.rules.base import Model


class OptionSpec(Model):
    """A game option: its type, allowed values, default and meaning."""

    type: Literal["int", "bool", "choice", "int_list"] = Field(
        description="'int': a whole number; 'bool': true or false; 'choice': one of `choices`; "
        "'int_list': a list of whole numbers (at the console: separated by commas or spaces)."
    )
    default: int | bool | str | list[int] = Field(
        description="The value used when the player does not set the option (at the console: "
        "`--option NAME=VALUE`); it must itself be allowed by `type`, `min`, `max`, `choices`."
    )
    description: str = Field(
        description="What the option means, shown by `tricktaker rules` in its table of options."
    )
    min: int | None = Field(
        None,
        description="Smallest allowed value of an 'int' option, or of each number of an "
        "'int_list'; not set: no lower limit. Required for 'players'.",
    )
    max: int | None = Field(
        None,
        description="Largest allowed value of an 'int' option, or of each number of an "
        "'int_list'; not set: no upper limit. Required for 'players'.",
    )
    choices: list[str] | None = Field(
        None,
        description="The allowed values of a 'choice' option (required for that type), written "
        "in lower case; a value given is matched case-insensitively.",
    )

    @model_validator(mode="after")
    def _consistent(self) -> OptionSpec:
        if self.type == "choice" and not self.choices:
            raise ValueError("a 'choice' option needs 'choices'")
        upper = [c for c in self.choices or [] if c != c.lower()]
        if upper:  # a player's answer is matched in lower case: these could never be chosen
            raise ValueError(f"choices are written in lower case, not {', '.join(upper)}")
        check_option_value("default", self, self.default)
        return self


def check_option_value(name: str, spec: OptionSpec, value: Any) -> Any:
    """Validate (and convert from text) one option value.

    Raises ``ValueError`` saying what is allowed.
    """
    if spec.type == "bool":
        if isinstance(value, str):
            low = value.strip().lower()
            if low in ("1", "true", "yes", "on"):
                return True
            if low in ("0", "false", "no", "off"):
                return False
        if isinstance(value, bool):
            return value
        raise ValueError(f"option {name!r}: {value!r} is not allowed; use true or false")
    if spec.type == "choice":
        assert spec.choices is not None
        if isinstance(value, str) and value.strip().lower() in spec.choices:
            return value.strip().lower()
        raise ValueError(
            f"option {name!r}: {value!r} is not allowed; choose one of: {', '.join(spec.choices)}"
        )
    if spec.type == "int":
        number = _to_int(name, value)
        _check_range(name, spec, number)
        return number
    # int_list
    items: list[Any]
    if isinstance(value, str):
        items = [v for v in re.split(r"[,\s]+", value.strip()) if v]
    elif isinstance(value, list):
        items = value
    else:
        raise ValueError(f"option {name!r}: {value!r} is not a list of whole numbers")
    numbers = [_to_int(name, v) for v in items]
    for number in numbers:
        _check_range(name, spec, number)
    return numbers


def _to_int(name: str, value: Any) -> int:
    if isinstance(value, bool):
        raise ValueError(f"option {name!r}: {value!r} is not a whole number")
    if isinstance(value, int):
        return value
    if isinstance(value, str) and re.fullmatch(r"\s*-?\d+\s*", value):
        return int(value)
    raise ValueError(f"option {name!r}: {value!r} is not a whole number")


def _check_range(name: str, spec: OptionSpec, number: int) -> None:
    low = "" if spec.min is None else str(spec.min)
    high = "" if spec.max is None else str(spec.max)
    if (spec.min is not None and number < spec.min) or (spec.max is not None and number > spec.max):
        raise ValueError(f"option {name!r}: {number} is not allowed; allowed: {low}..{high}")
