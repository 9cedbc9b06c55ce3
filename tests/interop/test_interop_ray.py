"""``sim --backend ray`` gives the local process pool's totals and decision rows, for agents
and for a round robin of decks."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from stronghold.agents.sim import simulate
from stronghold.cli.main import app
from stronghold.interop.ray import runner


def _rows(folder: Path) -> dict[str, list[dict[str, object]]]:
    return {
        path.name: [json.loads(line) for line in path.read_text().splitlines()]
        for path in sorted(folder.glob("game-*.jsonl"))
    }


@pytest.mark.usefixtures("local_ray")
def test_ray_gives_the_pools_totals_and_the_same_exported_decisions(tmp_path: Path) -> None:
    run = {"game_id": "highlander-duel", "games": 6, "agents": ["greedy", "random"], "seed": 9}
    pool = simulate(**run, workers=2, export=tmp_path / "pool")  # type: ignore[arg-type]
    on_ray = simulate(**run, runner=runner(workers=2), export=tmp_path / "ray")  # type: ignore[arg-type]
    assert {**pool.to_dict(), "seconds": 0} == {**on_ray.to_dict(), "seconds": 0}
    assert pool.seat_wins == on_ray.seat_wins and pool.finished == 6
    exported = _rows(tmp_path / "pool")
    assert exported == _rows(tmp_path / "ray")
    assert len(exported) == 6
    rows = [row for game in exported.values() for row in game]
    assert len(rows) == pool.decisions
    for row in rows:
        assert row["action"] in row["mask"]  # type: ignore[operator]
        assert row["return"] in (-1.0, 0.0, 1.0)
        assert row["observation"]["size"] == 768  # type: ignore[index]


@pytest.mark.usefixtures("local_ray")
def test_sim_backend_ray_prints_the_local_totals(tmp_path: Path) -> None:
    args = ["sim", "promised-land", "--games", "4", "--seed", "5", "--json"]
    local = CliRunner().invoke(app, [*args, "--workers", "2"])
    on_ray = CliRunner().invoke(app, [*args, "--backend", "ray", "--export", str(tmp_path)])
    assert local.exit_code == 0 and on_ray.exit_code == 0, on_ray.output
    totals = [json.loads(result.output.splitlines()[-1]) for result in (local, on_ray)]
    assert [{**total, "seconds": 0} for total in totals] == [{**totals[0], "seconds": 0}] * 2
    assert len(list(tmp_path.glob("game-*.jsonl"))) == 4


@pytest.mark.usefixtures("local_ray")
def test_a_round_robin_of_decks_on_ray_gives_the_pools_totals() -> None:
    args = [
        "sim", "guardians-arena", "--deck", "basic-knights", "--deck", "hellfire",
        "--deck", "bribe-masters", "--games", "2", "--max-turns", "6",
        "--agents", "greedy,random", "--seed", "3", "--json",
    ]  # fmt: skip
    local = CliRunner().invoke(app, [*args, "--workers", "2"])
    on_ray = CliRunner().invoke(app, [*args, "--backend", "ray", "--workers", "2"])
    assert local.exit_code == 0 and on_ray.exit_code == 0, on_ray.output
    totals = [json.loads(result.output.splitlines()[-1]) for result in (local, on_ray)]
    assert [{**total, "seconds": 0} for total in totals] == [{**totals[0], "seconds": 0}] * 2
    assert len(totals[0]["pairs"]) == 3 and totals[0]["games"] == 6
    assert sum(pair["draws"] for pair in totals[0]["pairs"]) < 6  # games with a winner


def test_sim_refuses_an_unknown_backend() -> None:
    result = CliRunner().invoke(app, ["sim", "highlander-duel", "--backend", "spark"])
    assert result.exit_code == 2
    assert "--backend must be local or ray" in result.output


@pytest.mark.usefixtures("local_ray")
def test_the_local_ray_stays_on_loopback() -> None:
    import ray

    assert [node["NodeManagerAddress"] for node in ray.nodes()] == ["127.0.0.1"]
    assert ray.util.get_node_ip_address() == "127.0.0.1"
