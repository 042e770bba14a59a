"""``tricktaker new-game``: the generated package installs with ``pip install -e`` and passes its
own tests as generated, for a new game and for a variant of each bundled game."""

from __future__ import annotations

import os
import subprocess
import sys
import sysconfig
from pathlib import Path

import pytest

from tricktaker.scaffold import NewGame, create

SLOW = pytest.mark.skipif(
    sys.platform == "win32", reason="the child environment is built the POSIX way"
)


def test_creates_a_complete_package(cli, tmp_path: Path) -> None:
    result = cli.ok("new-game", "tea-party", "--dir", str(tmp_path))
    root = tmp_path / "tricktaker-tea-party"
    assert f"Created {root} (a new game)." in result.output.replace("\n", "")
    files = sorted(str(p.relative_to(root)) for p in root.rglob("*") if p.is_file())
    assert files == [
        "README.md",
        "pyproject.toml",
        "src/tricktaker_tea_party/__init__.py",
        "src/tricktaker_tea_party/hooks.py",
        "src/tricktaker_tea_party/py.typed",
        "src/tricktaker_tea_party/rules.toml",
        "tests/test_conformance.py",
        "tests/test_rules.py",
    ]
    pyproject = (root / "pyproject.toml").read_text()
    assert '[project.entry-points.tricktaker]\ntea-party = "tricktaker_tea_party"' in pyproject
    assert 'tricktaker_plugins = ["tricktaker_tea_party"]' in pyproject
    assert 'name = "Tea Party"' in (root / "src/tricktaker_tea_party/rules.toml").read_text()
    assert "$" not in "".join(p.read_text() for p in root.rglob("*") if p.is_file())


def test_a_variant_holds_only_its_changes(cli, tmp_path: Path) -> None:
    result = cli.ok("new-game", "oh-heaven", "--base", "oh-hell", "--dir", str(tmp_path))
    assert "(a variant of Oh Hell)" in result.output
    rules = (tmp_path / "tricktaker-oh-heaven/src/tricktaker_oh_heaven/rules.toml").read_text()
    assert 'base = "oh-hell"' in rules
    assert "[deck]" not in rules


def test_refuses_to_overwrite(cli, tmp_path: Path) -> None:
    cli.ok("new-game", "tea-party", "--dir", str(tmp_path))
    result = cli.error("new-game", "tea-party", "--dir", str(tmp_path))
    assert "already exists and is not empty; nothing was written" in result.output


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["Tea_Party"], "'Tea_Party' is not a game id: use lower-case letters"),
        (["tea--party"], "'tea--party' is not a game id"),
        (["oh-hell"], "a game with the id 'oh-hell' is already installed"),
        (["oh-no", "--base", "oh-heck"], "unknown game 'oh-heck'; installed games:"),
    ],
)
def test_bad_names_and_bases(cli, tmp_path: Path, args: list[str], message: str) -> None:
    result = cli.error("new-game", *args, "--dir", str(tmp_path))
    assert message in result.output.replace("\n", " ")
    assert not any(tmp_path.iterdir())


# -- the generated package, installed -----------------------------------------------------------


def child_environment(where: Path) -> Path:
    """A virtual environment that sees this one's packages (tricktaker, pytest, hatchling)
    through a .pth file, so installing into it is quick, offline and leaves this one alone."""
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(where)], check=True)
    python = where / "bin" / "python"
    child_site = subprocess.run(
        [python, "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
        check=True,
        capture_output=True,
        text=True,
    ).stdout.strip()
    parent_site = sysconfig.get_paths()["purelib"]
    Path(child_site, "parent.pth").write_text(f"import site; site.addsitedir({parent_site!r})\n")
    return python


def run(python: Path, *args: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("PYTEST")}
    return subprocess.run(
        [str(python), *args], cwd=cwd, capture_output=True, text=True, env=env, timeout=600
    )


@SLOW
def test_generated_packages_install_and_pass_their_own_tests(tmp_path: Path) -> None:
    packages = [
        create(NewGame("tea-party"), tmp_path),
        *(
            create(NewGame(f"{base}-twist", base, base), tmp_path)
            for base in ("oh-hell", "klaberjass", "bridgette", "draw-bridge")
        ),
    ]
    python = child_environment(tmp_path / "env")
    install = ["-m", "pip", "install", "--no-build-isolation", "--no-deps", "--quiet"]
    for package in packages:
        install += ["-e", str(package)]
    done = run(python, *install, cwd=tmp_path)
    assert done.returncode == 0, done.stdout + done.stderr

    games = run(python, "-m", "tricktaker.cli.app", "games", cwd=tmp_path)
    assert games.returncode == 0, games.stdout + games.stderr
    for package in packages:
        game_id = package.name.removeprefix("tricktaker-")
        assert game_id in games.stdout
    assert "broken" not in games.stdout

    for package in packages:
        tests = run(python, "-m", "pytest", "-q", "-p", "no:cacheprovider", cwd=package)
        assert tests.returncode == 0, tests.stdout + tests.stderr
        assert " passed" in tests.stdout and "failed" not in tests.stdout

    check = run(
        python, "-m", "tricktaker.cli.app", "check", "tea-party", "--games", "1", cwd=tmp_path
    )
    assert check.returncode == 0, check.stdout + check.stderr
    assert "tea-party: all 10 checks passed." in check.stdout
