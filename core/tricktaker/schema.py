"""JSON Schemas of the rules language and of game records, generated from the pydantic models.

``python -m tricktaker.schema [DIR]`` writes them (default ``schemas/``); a test fails when the
checked-in files differ from the models.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

from tricktaker.engine.registry import Registry
from tricktaker.engine.scoringkind import registered_scoring_kinds, rules_model
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
        schema["$schema"] = "https://json-schema.org/draft/2020-12/schema"
        schema["$id"] = f"tricktaker/{name}"
        out[name] = json.dumps(schema, indent=2, ensure_ascii=False, sort_keys=True) + "\n"
    return out


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
