"""The recent events a Highlander view carries are made once per state and viewer: at every
step of random duels, and in clones that go their own ways, they equal the events told fresh."""

from __future__ import annotations

import random

import stronghold
from stronghold.games.highlander import view
from stronghold.games.highlander.state import DuelState


def _fresh(state: DuelState, seat: int | None) -> list[dict[str, object]]:
    since = len(state.event_log) - view.RECENT
    return [told.to_json() for told in state.events(seat, since=since)]


def test_recent_events_kept_as_json_equal_the_events_told_fresh() -> None:
    for seed in range(6):
        state = stronghold.load("highlander-duel").new_state(seed=seed)
        assert isinstance(state, DuelState)
        rng = random.Random(seed)
        twins: list[DuelState] = []
        steps = 0
        while not state.is_terminal() and steps < 120:
            for seat in (0, 1, None):
                assert view.recent(state, seat) == _fresh(state, seat)
                assert state.view(seat)["recent"] == _fresh(state, seat)
            if steps % 15 == 7:
                twin = state.clone()
                assert isinstance(twin, DuelState)
                twins.append(twin)
            state.apply(rng.choice(state.legal_actions()))
            for twin in twins:  # each goes on its own way: its events are its own
                if not twin.is_terminal():
                    twin.apply(rng.choice(twin.legal_actions()))
                    for seat in (0, 1, None):
                        assert view.recent(twin, seat) == _fresh(twin, seat)
            steps += 1
        assert len(state.told_json) <= 4 * view.RECENT  # the events out of the window forgotten
