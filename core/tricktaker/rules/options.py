"""Game options: declared with their type, allowed values and default; values checked.

An option changes the game through the rules data only: each value may carry a *patch*, a
table merged over the rules (the same merge as a variant file's), and ``sets`` writes the
chosen value at one dotted path of the rules. The session's rules are the rules file with the
patches of the chosen values applied, then validated (see :func:`tricktaker.rules.compile_rules`).
"""

from __future__ import annotations

import contextlib
import re
from collections.abc import Mapping
from typing import Any, Literal

from pydantic import Field, model_validator

from tricktaker.limits import MAX_DIGITS, MAX_ITEMS, shown
from tricktaker.rules.base import MAX_LIST, Model


class OptionSpec(Model):
    """A game option: its type, allowed values, default and meaning, and what each value
    changes in the rules. The engine reads only `players`; every other option acts through the
    rules: a value's `patch` is merged over the rules data, as a variant file is, and `sets`
    writes the value at one field, before the session's rules are checked and compiled (once
    per combination of values). So any field of the rules can become an option."""

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
        max_length=MAX_LIST,
        description="The allowed values of a 'choice' option (required for that type), written "
        "in lower case, distinct, without spaces around them; a value given is matched "
        "case-insensitively.",
    )
    patch: dict[str, dict[str, Any]] = Field(
        default_factory=dict,
        description="What each value changes in the rules: value -> a table of rules data "
        "merged over the rules file when the option has that value, with the merge of variant "
        "files (tables key by key; anything else replaced), e.g. "
        "`[options.NAME.patch.true]` then `scoring = { penalties = [] }`. Keys: a choice of a "
        "'choice' option, `true` or `false` of a 'bool' option, a whole number of an 'int' "
        "option. A value with no entry changes nothing. The patch may change any table of the "
        "rules but `[options]`; every patch is validated when the rules file is loaded.",
    )
    presets: dict[str, dict[str, Any]] = Field(
        default_factory=dict,
        description="Other options' defaults for each value of this one (a profile): value -> "
        "{option: value}, e.g. `[options.profile.presets.openspiel]` then `max_hands = 1`. An "
        "option the player sets explicitly keeps its value. Checked when the rules file loads.",
    )
    sets: str | None = Field(
        None,
        pattern=r"^[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)*$",
        description="A dotted path of a field of the rules, e.g. 'match.target' or "
        "'deal.hand_size': the chosen value is written there (after any `patch`), so an "
        "option can give any field of the rules, e.g. a target score or a list of hand sizes. "
        "The path must name a field of the rules; checked when the rules file is loaded.",
    )

    only_with: dict[str, int | bool | str] = Field(
        default_factory=dict,
        description="Other options' values this option needs: it may differ from its default "
        "only when each option named here has the value given, e.g. `only_with = { scoring = "
        "'rubber' }`; otherwise the options contradict each other and starting a game is an "
        "error saying so (never a silent choice). Checked when the rules file loads.",
    )

    hidden: bool = Field(
        False,
        description="A parameter kept for another program's sake that a player never chooses "
        "(e.g. the size of OpenSpiel's observation, or a value it allows that tricktaker "
        "refuses): not listed by `tricktaker games`, and named apart, after the options, by "
        "`tricktaker rules`. `--option` still accepts it, checked as any option.",
    )
    play_default: int | bool | str | list[int] | None = Field(
        None,
        description="The value a game started with `tricktaker play` takes when the player "
        "does not give the option, instead of `default` (which the API, `simulate` and other "
        "programs keep): for a game whose defaults are another program's (e.g. OpenSpiel's "
        "single board) while a player at the table expects to play on (four boards). Left "
        "out when it would contradict an option the player gives (`only_with`). It must be "
        "allowed as `default` is.",
    )

    @model_validator(mode="after")
    def _consistent(self) -> OptionSpec:
        if self.type == "choice" and not self.choices:
            raise ValueError("a 'choice' option needs 'choices'")
        choices = self.choices or []
        blank = [c for c in choices if not c or c != c.strip()]
        if blank:  # a player's answer is stripped of spaces: these could never be chosen
            raise ValueError(f"choices are words without spaces around them, not {shown(blank)}")
        if len(set(choices)) != len(choices):
            twice = sorted({c for c in choices if choices.count(c) > 1})
            raise ValueError(f"choices must be distinct: {', '.join(twice)} given twice")
        upper = [c for c in choices if c != c.lower()]
        if upper:  # a player's answer is matched in lower case: these could never be chosen
            raise ValueError(f"choices are written in lower case, not {', '.join(upper)}")
        check_option_value("default", self, self.default)
        if self.play_default is not None:
            check_option_value("play_default", self, self.play_default)
        if self.patch and self.type == "int_list":
            raise ValueError("an 'int_list' option has no patch per value; use 'sets'")
        for key, table in self.patch.items():
            if not _is_value(self, key):
                raise ValueError(
                    f"patch.{key}: {key!r} is not a value of this option "
                    f"(values: {', '.join(_written_values(self))})"
                )
            if "options" in table:
                raise ValueError(f"patch.{key}: a patch may not change [options]")
        if self.sets is not None and self.sets.split(".")[0] == "options":
            raise ValueError("sets: an option may not change [options]")
        return self

    @property
    def overlays(self) -> bool:
        """Whether a value of this option changes the rules (it has a ``patch`` or ``sets``)."""
        return bool(self.patch) or self.sets is not None


def contradictions(specs: Mapping[str, OptionSpec], values: Mapping[str, Any]) -> list[str]:
    """The options of ``values`` (resolved) set away from their default while another option
    lacks the value their ``only_with`` needs, each said in words."""
    problems = []
    for name, spec in specs.items():
        if values[name] == spec.default:
            continue
        for other, needed in spec.only_with.items():
            wanted = check_option_value(other, specs[other], needed)
            if values[other] != wanted:
                problems.append(
                    f"{name}={shown(values[name])} needs {other}={shown(wanted)} "
                    f"(not {shown(values[other])})"
                )
    return problems


def with_play_defaults(specs: Mapping[str, OptionSpec], given: Mapping[str, Any]) -> dict[str, Any]:
    """``given`` (the options a player gave to ``tricktaker play``) with the ``play_default``
    of each option not given, but for one that would contradict the options given (its own
    ``only_with``, or theirs): ``-o dealer=2`` then plays one board, as OpenSpiel does,
    rather than refusing its four boards. A value given that is not allowed is left for the
    session to refuse, with its message."""
    values: dict[str, Any] = {name: spec.default for name, spec in specs.items()}
    for name, value in given.items():
        if name in specs:
            with contextlib.suppress(ValueError):
                values[name] = check_option_value(name, specs[name], value)
    for name, spec in specs.items():  # a profile's defaults, as the session applies them
        for other, value in spec.presets.get(str(values[name]).lower(), {}).items():
            if other not in given and other in specs:
                with contextlib.suppress(ValueError):
                    values[other] = check_option_value(other, specs[other], value)
    out = dict(given)
    for name, spec in specs.items():
        if spec.play_default is None or name in given:
            continue
        trial = {**values, name: check_option_value(name, spec, spec.play_default)}
        if len(contradictions(specs, trial)) <= len(contradictions(specs, values)):
            values = trial
            out[name] = spec.play_default
    return out


def patch_key(spec: OptionSpec, value: Any) -> str:
    """The key of ``value`` in ``spec.patch``: ``true``/``false``, the choice, the number."""
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


def _is_value(spec: OptionSpec, key: str) -> bool:
    """Whether ``key`` is a value of the option, written as a patch key is."""
    try:
        value = check_option_value("patch", spec, key)
    except ValueError:
        return False
    return patch_key(spec, value) == key


def _written_values(spec: OptionSpec) -> list[str]:
    if spec.type == "bool":
        return ["true", "false"]
    if spec.type == "choice":
        return list(spec.choices or [])
    low = "" if spec.min is None else str(spec.min)
    high = "" if spec.max is None else str(spec.max)
    return [f"whole numbers {low}..{high}"]


def option_overlays(spec: OptionSpec, value: Any) -> list[dict[str, Any]]:
    """The rules data that ``value`` of the option ``spec`` merges over the rules, in order:
    its patch (if any), then the value written at the path of ``sets`` (if set)."""
    out: list[dict[str, Any]] = []
    table = spec.patch.get(patch_key(spec, value))
    if table is not None:
        out.append(table)
    if spec.sets is not None:
        nested: Any = list(value) if isinstance(value, list) else value
        for part in reversed(spec.sets.split(".")):
            nested = {part: nested}
        out.append(nested)
    return out


def options_key(specs: Mapping[str, OptionSpec], values: Mapping[str, Any]) -> tuple[Any, ...]:
    """The values that decide the rules of a session: those of the options that overlay the
    rules, in a hashable form (the key of a cache of compiled rules)."""
    return values_key(overlaying(specs), values)


def overlaying(specs: Mapping[str, OptionSpec]) -> tuple[str, ...]:
    """The names of the options whose values change the rules, in the order declared."""
    return tuple(name for name, spec in specs.items() if spec.overlays)


def values_key(names: tuple[str, ...], values: Mapping[str, Any]) -> tuple[Any, ...]:
    """The values of the options ``names`` (see :func:`overlaying`), lists as tuples."""
    return tuple(tuple(v) if isinstance(v := values[name], list) else v for name in names)


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
        raise ValueError(f"option {name!r}: {shown(value)} is not allowed; use true or false")
    if spec.type == "choice":
        assert spec.choices is not None
        if isinstance(value, bool) and str(value).lower() in spec.choices:
            return str(value).lower()  # a choice written as "true" / "false" given as a bool
        if isinstance(value, int) and not isinstance(value, bool) and str(value) in spec.choices:
            return str(value)  # a choice written as a number ("3") given as one (3)
        if isinstance(value, str) and value.strip().lower() in spec.choices:
            return value.strip().lower()
        raise ValueError(
            f"option {name!r}: {shown(value)} is not allowed; "
            f"choose one of: {', '.join(spec.choices)}"
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
        raise ValueError(f"option {name!r}: {shown(value)} is not a list of whole numbers")
    if len(items) > MAX_ITEMS:
        raise ValueError(f"option {name!r}: {len(items):,} numbers; at most {MAX_ITEMS:,}")
    numbers = [_to_int(name, v) for v in items]
    for number in numbers:
        _check_range(name, spec, number)
    return numbers


def _to_int(name: str, value: Any) -> int:
    if isinstance(value, bool):
        raise ValueError(f"option {name!r}: {shown(value)} is not a whole number")
    if isinstance(value, int):
        return value
    if isinstance(value, str) and re.fullmatch(r"\s*-?\d+\s*", value):
        if len(value.strip().lstrip("-")) > MAX_DIGITS:
            raise ValueError(
                f"option {name!r}: {shown(value)} is too long (at most {MAX_DIGITS} digits)"
            )
        return int(value)
    raise ValueError(f"option {name!r}: {shown(value)} is not a whole number")


def _check_range(name: str, spec: OptionSpec, number: int) -> None:
    low = "" if spec.min is None else str(spec.min)
    high = "" if spec.max is None else str(spec.max)
    if (spec.min is not None and number < spec.min) or (spec.max is not None and number > spec.max):
        raise ValueError(f"option {name!r}: {number} is not allowed; allowed: {low}..{high}")
