"""``simulate``: seats rotate between games, and wins, draws, errors and decisions add up."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

import stronghold.games  # noqa: F401 - declares the built-in games
from stronghold.agents import (
    Agent,
    AgentError,
    GreedyAgent,
    RandomAgent,
    play_decks,
    register_agent,
    round_robin,
    simulate,
    unregister_agent,
    wilson_interval,
)
from stronghold.engine import Action, ParamsError, State, UnknownGame, list_games, load

#: (agent name, seed, seat) of every decision a recorder made, in order.
DECISIONS: list[tuple[str, int, int]] = []


class Recorder(RandomAgent):
    """A random agent that writes down every seat it decides for."""

    name = "recorder"

    def choose(self, state: State, seat: int) -> Action:
        DECISIONS.append((self.name, self.seed, seat))
        return super().choose(state, seat)


@pytest.fixture(autouse=True)
def recorder_registered() -> Iterator[None]:
    """The ``recorder`` agent, for one test."""
    DECISIONS.clear()
    register_agent("recorder", Recorder)
    yield
    unregister_agent("recorder")


def test_agents_rotate_through_the_seats_between_games() -> None:
    result = simulate(
        "agent-toy-script", games=4, agents=["recorder", "random"], params={"seats": 2}
    )
    assert [seat for _, _, seat in DECISIONS] == [0, 1, 0, 1]
    assert result.decisions == 8
    assert len({seed for _, seed, _ in DECISIONS}) == 4  # each game has fresh agents


def test_with_three_seats_agent_i_sits_in_seat_i_plus_game() -> None:
    result = simulate(
        "agent-toy-script",
        games=6,
        agents=["random", "recorder", "random"],
        params={"seats": 3},
    )
    assert [seat for _, _, seat in DECISIONS] == [(1 + game) % 3 for game in range(6)]
    # seat 0 always wins this toy: agent i wins the games where it sits in seat 0
    assert result.agents == ("random", "recorder", "random#2")
    assert result.wins == {"random": 2, "recorder": 2, "random#2": 2}
    assert result.seat_wins == (6, 0, 0)


def test_wins_are_counted_per_agent_name() -> None:
    result = simulate("agent-toy-script", games=5, agents=["random", "greedy"], seed=9)
    assert result.wins == {"random": 3, "greedy": 2}  # random sits in seat 0 in games 0, 2, 4
    assert (result.draws, result.errors, result.decisions) == (0, 0, 10)
    assert result.win_rate("random") == pytest.approx(0.6)
    assert result.to_dict()["wins"] == {"random": 3, "greedy": 2}


def test_draws_are_counted() -> None:
    result = simulate(
        "agent-toy-script", games=3, agents=["random", "greedy"], params={"ending": "draw"}
    )
    assert (result.wins, result.draws, result.errors) == ({"random": 0, "greedy": 0}, 3, 0)


def test_a_crashing_game_is_an_error_and_the_run_goes_on() -> None:
    # deal seeds are seed + game // 2: 10, 10, 11, 11, 12, 12; odd seeds crash
    result = simulate(
        "agent-toy-script",
        games=6,
        agents=["random", "random"],
        seed=10,
        params={"ending": "crash-odd-seeds"},
    )
    assert result.errors == 2
    assert (result.finished, result.draws) == (4, 4)  # the games that do not crash are drawn
    assert result.error_messages == (
        "game 2 (seed 11): RuntimeError: toy crash on seed 11",
        "game 3 (seed 11): RuntimeError: toy crash on seed 11",
    )
    assert result.decisions == 8
    assert result.to_dict()["errors"] == 2


def test_a_game_that_never_ends_is_an_error() -> None:
    result = simulate(
        "agent-toy-script", games=2, agents=["random", "random"], params={"ending": "endless"}
    )
    assert result.errors == 2
    assert "did not end within 50 decisions" in result.error_messages[0]
    assert result.decisions == 100


class _Broken(Agent):
    name = "broken"

    def choose(self, state: State, seat: int) -> Action:
        raise ValueError("no idea")


def test_an_agent_that_fails_is_an_error_of_that_game() -> None:
    register_agent("broken", _Broken)
    try:
        result = simulate("agent-toy-script", games=2, agents=["broken", "random"])
    finally:
        unregister_agent("broken")
    # game 0: broken is seat 0 and fails at once; game 1: random moves first, then broken fails
    assert result.error_messages == (
        "game 0 (seed 0): ValueError: no idea",
        "game 1 (seed 0): ValueError: no idea",
    )
    assert result.decisions == 1


def test_progress_is_told_before_the_first_game_and_after_each() -> None:
    calls: list[tuple[int, int]] = []
    simulate(
        "agent-toy-script",
        games=3,
        agents=["random", "random"],
        progress=lambda done, total: calls.append((done, total)),
    )
    assert calls == [(0, 3), (1, 3), (2, 3), (3, 3)]


def test_bad_requests_fail_before_any_game() -> None:
    calls: list[int] = []

    def progress(done: int, total: int) -> None:
        calls.append(done)

    with pytest.raises(UnknownGame):
        simulate("no-such-game", games=1, agents=["random", "random"], progress=progress)
    with pytest.raises(AgentError, match="unknown agent 'rnadom'"):
        simulate("agent-toy-script", games=1, agents=["random", "rnadom"], progress=progress)
    with pytest.raises(AgentError, match="played by 2 seats: give 2 agents, got 1"):
        simulate("agent-toy-script", games=1, agents=["random"], progress=progress)
    with pytest.raises(ParamsError):
        simulate("agent-toy-nim", games=1, agents=["random", "random"], params={"bad": 1})
    assert calls == []


def test_wilson_interval() -> None:
    low, high = wilson_interval(50, 100)
    assert low == pytest.approx(0.4038, abs=1e-4) and high == pytest.approx(0.5962, abs=1e-4)
    low, high = wilson_interval(0, 10)
    assert low == 0.0 and high == pytest.approx(0.2775, abs=1e-4)
    low, high = wilson_interval(10, 10)
    assert low == pytest.approx(0.7225, abs=1e-4) and high == 1.0
    assert wilson_interval(0, 0) == (0.0, 1.0)


@pytest.mark.parametrize("game_id", [info.id for info in list_games()])
def test_every_registered_game_can_be_simulated(game_id: str) -> None:
    # a greedy with a small budget: this checks the plumbing on every game, not strength
    register_agent("quick-greedy", lambda *, seed: GreedyAgent(seed=seed, max_actions=3))
    try:
        seats = load(game_id).seats
        agents = ["quick-greedy", *["random"] * (seats - 1)]
        result = simulate(game_id, games=seats, agents=agents, seed=1)
    finally:
        unregister_agent("quick-greedy")
    assert result.errors == 0, result.error_messages
    assert sum(result.wins.values()) + result.draws >= result.finished
    assert result.decisions > 0


def test_several_workers_give_the_same_totals_as_one() -> None:
    # the toy games are registered in this process; worker processes are forked from it
    one = simulate(
        "agent-toy-script", games=6, agents=["random", "random"], seed=10,
        params={"ending": "crash-odd-seeds"},
    )  # fmt: skip
    calls: list[tuple[int, int]] = []
    three = simulate(
        "agent-toy-script", games=6, agents=["random", "random"], seed=10,
        params={"ending": "crash-odd-seeds"}, workers=3,
        progress=lambda done, total: calls.append((done, total)),
    )  # fmt: skip
    assert (three.wins, three.seat_wins, three.draws, three.decisions) == (
        one.wins, one.seat_wins, one.draws, one.decisions,
    )  # fmt: skip
    assert three.error_messages == one.error_messages  # in game order, whichever ended first
    assert calls == [(n, 6) for n in range(7)]


def test_a_real_game_played_by_workers_matches_the_serial_run() -> None:
    serial = simulate("highlander-duel", games=8, agents=["greedy", "random"], seed=3)
    parallel = simulate("highlander-duel", games=8, agents=["greedy", "random"], seed=3, workers=2)
    assert parallel.to_dict() | {"seconds": 0} == serial.to_dict() | {"seconds": 0}


def test_workers_must_be_at_least_one() -> None:
    with pytest.raises(AgentError, match="workers must be at least 1"):
        simulate("agent-toy-script", games=2, agents=["random", "random"], workers=0)


# --- decks against decks (the toy: the larger number wins) -----------------------------------


def test_each_deck_goes_with_its_agent_when_seats_rotate() -> None:
    result = simulate(
        "agent-toy-decks",
        games=4,
        agents=["random", "greedy"],
        decks=["3", "1"],
        labels=["strong", "weak"],
    )
    assert result.agents == ("strong", "weak")
    assert result.wins == {"strong": 4, "weak": 0}
    assert result.seat_wins == (2, 2)  # the strong deck sat in each seat twice


def test_a_deck_run_checks_its_decks_and_the_game_before_playing() -> None:
    with pytest.raises(ParamsError, match="decks must be two numbers"):
        simulate("agent-toy-decks", games=2, agents=["random", "random"], decks=["3", "x"])
    with pytest.raises(ParamsError, match="agent-toy-nim is not played with decks"):
        simulate("agent-toy-nim", games=2, agents=["random", "random"], decks=["3", "1"])
    with pytest.raises(ParamsError, match="one label per agent"):
        simulate("agent-toy-decks", games=2, agents=["random", "random"], labels=["a"])


def test_a_round_robin_of_decks_adds_up_each_decks_games() -> None:
    calls: list[tuple[int, int]] = []
    matches = play_decks(
        "agent-toy-decks",
        decks=[("one", "1"), ("two", "2"), ("three", "3"), ("also-one", "1")],
        pairs=round_robin(4),
        games=3,
        agents=["random", "random"],
        progress=lambda done, total: calls.append((done, total)),
    )
    assert [(pair.deck, pair.opponent) for pair in matches.pairs] == [
        ("one", "two"), ("one", "three"), ("one", "also-one"),
        ("two", "three"), ("two", "also-one"), ("three", "also-one"),
    ]  # fmt: skip
    standings = {row.deck: row for row in matches.standings()}
    assert [row.deck for row in matches.standings()] == ["three", "two", "one", "also-one"]
    assert (standings["three"].wins, standings["three"].games) == (9, 9)
    assert (standings["two"].wins, standings["two"].draws) == (6, 0)
    assert (standings["one"].wins, standings["one"].draws, standings["one"].games) == (0, 3, 9)
    assert standings["two"].win_rate == pytest.approx(6 / 9)
    assert standings["two"].interval == wilson_interval(6, 9)
    assert calls[0] == (0, 18) and calls[-1] == (18, 18) and len(calls) == 19
    data = matches.to_dict()
    assert (data["games"], data["games_per_pair"], data["agents"]) == (18, 3, ["random", "random"])
    assert data["decks"][0] == {
        "deck": "three", "wins": 9, "games": 9, "draws": 0, "errors": 0, "win_rate": 1.0,
        "interval": [round(bound, 4) for bound in wilson_interval(9, 9)],
    }  # fmt: skip
    assert data["pairs"][0] == {
        "deck": "one", "opponent": "two", "games": 3, "wins": 0, "opponent_wins": 3,
        "draws": 0, "errors": 0,
    }  # fmt: skip


def test_deck_pairs_need_distinct_names_and_two_decks() -> None:
    with pytest.raises(ParamsError, match="distinct names"):
        play_decks("agent-toy-decks", decks=[("a", "1"), ("a", "2")], pairs=[(0, 1)],
                   games=1, agents=["random", "random"])  # fmt: skip
    with pytest.raises(ParamsError, match=r"no pair of decks \(0, 0\)"):
        play_decks("agent-toy-decks", decks=[("a", "1")], pairs=[(0, 0)],
                   games=1, agents=["random", "random"])  # fmt: skip
