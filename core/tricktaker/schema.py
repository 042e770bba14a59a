"""JSON Schemas of the rules language and of game records, generated from the pydantic models.

``python -m tricktaker.schema [DIR]`` writes them (default ``schemas/``); a test fails when the
checked-in files differ from the models.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

from tricktaker.engine.mechanic import mechanics_schema
from tricktaker.engine.registry import Registry, registered_mechanics, registered_scoring_kinds
from tricktaker.engine.scoringkind import rules_model
from tricktaker.records import GameRecord
from tricktaker.rules import RulesFile

SCHEMAS: dict[str, type[Any]] = {
    "rules.schema.json": RulesFile,
    "record.schema.json": GameRecord,
}


def schema_texts() -> dict[str, str]:
    """File name → schema text, exactly as written to ``schemas/``."""
    out = {}
    for name, model in SCHEMAS.items():
        if model is RulesFile:  # its [scoring] from the registered scoring kinds (issue 45)
            model = rules_model(registered_scoring_kinds(Registry(game_files=False)))
        schema = model.model_json_schema()
        if name == "rules.schema.json":
            _with_mechanics(schema)
        schema["$schema"] = "https://json-schema.org/draft/2020-12/schema"
        schema["$id"] = f"tricktaker/{name}"
        out[name] = json.dumps(schema, indent=2, ensure_ascii=False, sort_keys=True) + "\n"
    return out


def _with_mechanics(schema: dict[str, Any]) -> None:
    """The rules schema's ``mechanics`` table from the registered mechanics (the core's and
    the installed games'): each kind's settings by its own model, the same registry the rules
    are validated against when a game loads (issue 45)."""
    mechanics = mechanics_schema(registered_mechanics(Registry(game_files=False)))
    schema.setdefault("$defs", {}).update(mechanics.pop("$defs", {}))
    schema["$defs"] = dict(sorted(schema["$defs"].items()))
    field = schema["properties"]["mechanics"]
    field["additionalProperties"] = mechanics["additionalProperties"]


def write(directory: Path) -> list[Path]:
    directory.mkdir(parents=True, exist_ok=True)
    written = []
    for name, text in schema_texts().items():
        path = directory / name
        path.write_text(text, encoding="utf-8")
        written.append(path)
    return written


if __name__ == "__main__":
    for path in write(Path(sys.argv[1] if len(sys.argv) > 1 else "schemas")):
        print(path)
