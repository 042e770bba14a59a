"""Before/after speed of a change: head/base ratios of random-playout speed, one interleaved run.

    python benchmarks/compare.py --base main~3                 # a revision of this repository
    python benchmarks/compare.py --base ../other-checkout      # or another source tree
    python benchmarks/compare.py --base . --head-python .venv-compiled/bin/python
                                          # pure Python against the compiled build (mypyc)
        [--head PATH] [--games oh-hell-4x10,bridgette,...] [--rounds 5] [--seconds 1.5] [--json]

Speed is measured by ratios from one interleaved run, never by timed tests: figures taken at
different times on a shared machine differ by more than most changes do. So the two trees are
measured in alternation, base, head, base, head, ..., each measurement for ``--seconds`` in a
fresh interpreter whose ``PYTHONPATH`` is that tree's ``core`` and ``plugins``; a drift of the
machine's speed then hits both alike. The table shows the median of the rounds for each tree
and the median of the rounds' ratios head/base, each a head measurement over the base one just
before it (a ratio below 1× in µs per action, above 1× in hands per second, means the head is
faster), with the lowest and highest of the rounds' ratios as a gauge of the noise.

The rows are the Oh Hell benchmark of ``playout.py`` (4 players, sessions of twenty 10-card
hands; ``oh-hell-4x10`` in ``--games``) and whole random matches of every installed game (each
cut at 20,000 actions: random play may never end a match, e.g. Spades to 500), with default
options. Both trees are measured by the same code, a snippet of this script that uses
only the stable public API (``load_game``, ``new_session``, ``legal_actions``, ``apply``,
``is_over``, ``state.hand_results``), not the trees' own ``playout.py``, which may differ; with
the same seeds both trees play the same deals and choices as long as their rules agree.

``--base`` is a directory holding ``core/tricktaker`` or else a git revision of the head's
repository, checked out for the run in a temporary ``git worktree`` that is removed at the end,
also on an error or Ctrl-C. ``--head`` defaults to the tree this script is in. A game that only
the head has is shown without base figures. Progress goes to stderr.

``--head-python PY`` measures the head as installed in the interpreter ``PY`` instead (no
``PYTHONPATH``): with a virtual environment holding the compiled build
(``HATCH_BUILD_HOOK_ENABLE_MYPYC=1 pip install .``, see docs/simulation.md) and ``--base .``, the
ratios are the compiled build's speed-up over pure Python on the same code. The header says
which side runs compiled.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from types import FrameType
from typing import Any, TypedDict

HANDS_ROW = "oh-hell-4x10"
"""The ``--games`` name of the Oh Hell hand benchmark of ``playout.py``."""
HANDS_OPTIONS: dict[str, Any] = {"players": 4, "hand_sizes": [10] * 20}

# Run in the measured tree's interpreter: argv is game id, options as JSON, seconds.
MEASURE = """\
import json, random, sys, time
from tricktaker import load_game

game_id, options, seconds = sys.argv[1], json.loads(sys.argv[2]), float(sys.argv[3])
game = load_game(game_id)

def play(seed, rng):
    session = game.new_session(options=options, seed=seed)
    legal_actions, apply, randrange = session.legal_actions, session.apply, rng.randrange
    actions = 0
    while not session.is_over and actions < 20_000:  # random play may never end a match
        legal = legal_actions()
        apply(legal[randrange(len(legal))])
        actions += 1
    return len(session.state.hand_results), actions

play(10**6, random.Random(0))  # untimed: lazy imports and caches
rng = random.Random(1)
hands = actions = seed = 0
start = time.perf_counter()
deadline = start + seconds
while time.perf_counter() < deadline:
    h, a = play(seed, rng)
    hands += h
    actions += a
    seed += 1
elapsed = time.perf_counter() - start
print(json.dumps({"hands": hands, "actions": actions, "seconds": elapsed}))
"""

LIST_IDS = """\
import json
from tricktaker import default_registry
print(json.dumps(list(default_registry().ids)))
"""


class Sample(TypedDict):
    hands: int
    actions: int
    seconds: float


@dataclass
class Tree:
    label: str
    path: Path
    commit: str | None
    python: str | None = None
    """An interpreter whose installed tricktaker is measured (None: ``path``'s source)."""


@dataclass
class Row:
    name: str
    game: str
    options: dict[str, Any]
    base: list[Sample] = field(default_factory=list)
    head: list[Sample] = field(default_factory=list)
    in_base: bool = True


class Failure(Exception):
    """A git command or a measurement failed; the message says which and why."""


def git(repo: Path, *args: str) -> str:
    done = subprocess.run(
        ["git", "-C", str(repo), *args], capture_output=True, text=True, check=False
    )
    if done.returncode != 0:
        raise Failure(f"git {' '.join(args)}: {done.stderr.strip()}")
    return done.stdout.strip()


def commit_of(path: Path) -> str | None:
    """The short commit of a tree, marked ``+changes`` if its files differ from it."""
    try:
        commit = git(path, "rev-parse", "--short", "HEAD")
        dirty = git(path, "status", "--porcelain", "--untracked-files=no")
    except (Failure, OSError):
        return None
    return commit + ("+changes" if dirty else "")


def is_tree(path: Path) -> bool:
    return (path / "core" / "tricktaker" / "__init__.py").is_file()


@contextmanager
def base_tree(spec: str, head: Path) -> Iterator[Tree]:
    """The tree ``spec`` names: a directory as it is, or a revision in a temporary worktree."""
    path = Path(spec).expanduser()
    if path.is_dir():
        if not is_tree(path):
            raise Failure(f"--base {spec}: a directory without core/tricktaker")
        yield Tree(spec, path.resolve(), commit_of(path))
        return
    try:
        commit = git(head, "rev-parse", "--verify", "--quiet", f"{spec}^{{commit}}")
    except Failure:
        raise Failure(f"--base {spec}: neither a directory nor a revision in {head}") from None
    scratch = Path(tempfile.mkdtemp(prefix="tricktaker-base-"))
    checkout = scratch / "tree"
    try:
        git(head, "worktree", "add", "--detach", "--quiet", str(checkout), commit)
        if not is_tree(checkout):
            raise Failure(f"--base {spec}: revision {commit[:7]} has no core/tricktaker")
        yield Tree(spec, checkout, commit[:7])
    finally:
        subprocess.run(
            ["git", "-C", str(head), "worktree", "remove", "--force", str(checkout)],
            capture_output=True,
            check=False,
        )
        shutil.rmtree(scratch, ignore_errors=True)
        subprocess.run(
            ["git", "-C", str(head), "worktree", "prune"], capture_output=True, check=False
        )


def run_in(tree: Tree, code: str, *args: str, timeout: float) -> str:
    """Run ``code`` in a fresh interpreter importing ``tree``'s code (or, with ``tree.python``,
    that interpreter's installed tricktaker); its last line of output."""
    env = dict(os.environ)
    env.pop("PYTHONPATH", None)
    if tree.python is None:
        env["PYTHONPATH"] = os.pathsep.join([str(tree.path / "core"), str(tree.path / "plugins")])
    env["PYTHONHASHSEED"] = "0"
    # -P: the working directory is not put on sys.path, so only PYTHONPATH's trees are seen.
    try:
        done = subprocess.run(
            [tree.python or sys.executable, "-P", "-c", code, *args],
            env=env,
            capture_output=True,
            text=True,
            timeout=timeout,
            check=False,
        )
    except subprocess.TimeoutExpired as exc:
        raise Failure(f"{tree}: no answer within {timeout:.0f} s") from exc
    lines = done.stdout.strip().splitlines()
    if done.returncode != 0 or not lines:
        raise Failure(f"{tree} {' '.join(args)}:\n{done.stderr.rstrip()}")
    return lines[-1]


COMPILED = """\
import tricktaker.engine.session as s
print(not s.__file__.endswith(".py"))
"""


def is_compiled(tree: Tree) -> bool:
    """Whether ``tree``'s engine runs compiled by mypyc."""
    return run_in(tree, COMPILED, timeout=120) == "True"


def game_ids(tree: Tree) -> list[str]:
    ids: list[str] = json.loads(run_in(tree, LIST_IDS, timeout=120))
    return ids


def measure(tree: Tree, row: Row, seconds: float) -> Sample:
    line = run_in(
        tree, MEASURE, row.game, json.dumps(row.options), str(seconds), timeout=120 + 20 * seconds
    )
    sample: Sample = json.loads(line)
    return sample


def us_per_action(sample: Sample) -> float:
    return sample["seconds"] / sample["actions"] * 1e6


def hands_per_s(sample: Sample) -> float:
    return sample["hands"] / sample["seconds"]


def median(values: list[float]) -> float | None:
    return statistics.median(values) if values else None


def figures(row: Row) -> dict[str, Any]:
    """Medians of each tree, and of each round's ratio head/base (its head measurement over the
    base measurement just before it: a drift between rounds cancels out of these)."""
    out: dict[str, Any] = {
        "name": row.name,
        "game": row.game,
        "options": row.options,
        "in_base": row.in_base,
        "rounds": len(row.head),
    }
    pairs = list(zip(row.base, row.head, strict=False))
    for key, of in (("us_per_action", us_per_action), ("hands_per_s", hands_per_s)):
        ratios = [of(head) / of(base) for base, head in pairs]
        out[f"base_{key}"] = median([of(s) for s in row.base])
        out[f"head_{key}"] = median([of(s) for s in row.head])
        out[f"ratio_{key}"] = median(ratios)
        out[f"ratios_{key}"] = ratios
    out["base_samples"], out["head_samples"] = row.base, row.head
    return out


def table(rows: list[dict[str, Any]]) -> str:
    def num(value: float | None, fmt: str) -> str:
        return "—" if value is None else format(value, fmt)

    def times(value: float | None) -> str:
        return "—" if value is None else f"{value:.2f}×"

    titles = ["game", "base µs/act", "head µs/act", "ratio", "base hands/s", "head hands/s"]
    lines = [[*titles, "ratio", "rounds", "µs ratio range"]]
    for r in rows:
        ratios: list[float] = r["ratios_us_per_action"]
        lines.append(
            [
                r["name"] + ("" if r["in_base"] else " (new)"),
                num(r["base_us_per_action"], ".2f"),
                num(r["head_us_per_action"], ".2f"),
                times(r["ratio_us_per_action"]),
                num(r["base_hands_per_s"], ",.0f"),
                num(r["head_hands_per_s"], ",.0f"),
                times(r["ratio_hands_per_s"]),
                str(r["rounds"]),
                f"{min(ratios):.2f}–{max(ratios):.2f}" if ratios else "—",
            ]
        )
    widths = [max(len(line[i]) for line in lines) for i in range(len(lines[0]))]
    return "\n".join(
        "  ".join(
            cell.ljust(width) if i == 0 else cell.rjust(width)
            for i, (cell, width) in enumerate(zip(line, widths, strict=True))
        ).rstrip()
        for line in lines
    )


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--base", required=True, help="a source tree's directory or a revision")
    parser.add_argument("--head", type=Path, default=Path(__file__).resolve().parent.parent)
    parser.add_argument(
        "--head-python", help="measure the head as installed in this interpreter (no source)"
    )
    parser.add_argument(
        "--games", help=f"comma-separated game ids and {HANDS_ROW} (default: all of them)"
    )
    parser.add_argument("--rounds", type=int, default=5, help="measurements of each tree")
    parser.add_argument("--seconds", type=float, default=1.5, help="length of one measurement")
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    args = parser.parse_args(argv)
    if args.rounds < 1 or args.seconds <= 0:
        parser.error("--rounds must be at least 1 and --seconds above 0")
    if not is_tree(args.head):
        parser.error(f"--head {args.head}: a directory without core/tricktaker")
    return args


def describe(tree: Tree) -> str:
    where = tree.label if tree.python is None else f"{tree.python} (installed)"
    build = "compiled by mypyc" if is_compiled(tree) else "pure Python"
    return where + (f" ({tree.commit})" if tree.commit else "") + f", {build}"


def compare(args: argparse.Namespace, base: Tree, head: Tree) -> dict[str, Any]:
    head_ids, base_ids = game_ids(head), set(game_ids(base))
    known = [HANDS_ROW, *head_ids]
    wanted = (
        known if args.games is None else [g.strip() for g in args.games.split(",") if g.strip()]
    )
    unknown = [g for g in wanted if g not in known]
    if unknown:
        raise Failure(f"--games: unknown {', '.join(unknown)}; known: {', '.join(known)}")
    rows = [
        Row(HANDS_ROW, "oh-hell", HANDS_OPTIONS) if g == HANDS_ROW else Row(g, g, {})
        for g in wanted
    ]
    for row in rows:
        row.in_base = row.game in base_ids
    for n in range(1, args.rounds + 1):
        print(f"round {n}/{args.rounds}: {', '.join(r.name for r in rows)}", file=sys.stderr)
        for row in rows:
            if row.in_base:
                row.base.append(measure(base, row, args.seconds))
            row.head.append(measure(head, row, args.seconds))
    return {
        "base": {"tree": base.label, "commit": base.commit},
        "head": {"tree": head.label, "commit": head.commit},
        "rounds": args.rounds,
        "seconds": args.seconds,
        "python": sys.version.split()[0],
        "rows": [figures(row) for row in rows],
    }


def interrupted(signum: int, frame: FrameType | None) -> None:
    raise KeyboardInterrupt  # so a temporary worktree is removed on SIGTERM as on Ctrl-C


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    signal.signal(signal.SIGTERM, interrupted)
    head = Tree(str(args.head), args.head.resolve(), commit_of(args.head), args.head_python)
    try:
        with base_tree(args.base, head.path) as base:
            result = compare(args, base, head)
    except Failure as exc:
        print(f"compare: {exc}", file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        print("compare: interrupted", file=sys.stderr)
        return 130
    if args.json:
        print(json.dumps(result, indent=2))
        return 0
    print(f"base: {describe(base)}\nhead: {describe(head)}")
    print(
        f"Random playouts: medians of {args.rounds} interleaved rounds of {args.seconds:g} s;"
        " ratio = median of the rounds' head/base,\nbelow 1× in µs/act and above 1× in hands/s"
        " if head is faster; range = the rounds' lowest and highest µs/act ratio"
    )
    print(table(result["rows"]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
