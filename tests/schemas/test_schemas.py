"""The JSON Schemas in schemas/ must match the pydantic models (regenerate with
``python -m tricktaker.schema schemas``)."""

from __future__ import annotations

import json
import tomllib
from pathlib import Path

import pytest

from tricktaker.records import GameRecord
from tricktaker.schema import schema_texts

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize("name", sorted(schema_texts()))
def test_checked_in_schema_matches_models(name: str) -> None:
    path = ROOT / "schemas" / name
    assert path.exists(), f"{path} is missing: run python -m tricktaker.schema schemas"
    assert path.read_text(encoding="utf-8") == schema_texts()[name], (
        f"{path} differs from the models: run python -m tricktaker.schema schemas"
    )


def test_every_bundled_rules_file_is_valid_against_the_schema_models() -> None:
    from tricktaker.rules import RulesFile

    for rules in (ROOT / "plugins").glob("*/rules.toml"):
        RulesFile.model_validate(tomllib.loads(rules.read_text(encoding="utf-8")))


def test_record_schema_describes_the_record_keys() -> None:
    schema = json.loads((ROOT / "schemas" / "record.schema.json").read_text(encoding="utf-8"))
    assert set(schema["properties"]) == set(GameRecord.model_fields)
    assert {"game", "seed"} <= set(schema["required"])
