"""What the terminal shows a person is worded for them: second person, no internal step names."""

from __future__ import annotations

import re

import pytest

from stronghold.agents import make_agent
from stronghold.cli.screens import screen_for
from stronghold.engine.registry import load
from stronghold.games.arena.duel import FIGHT_PHASES
from stronghold.games.guardians import combat_step_words
from stronghold.games.guardians.combat.phases import PHASES
from stronghold.games.guardians.play.describe import COMBAT_STEP_WORDS

#: What an engine name looks like: words joined by an underscore, or a key shown as ``key=``.
INTERNAL = re.compile(r"\b[a-z]+_[a-z_]+\b|\b[a-z]+=")


@pytest.mark.parametrize("phase", sorted({*PHASES, *FIGHT_PHASES, "over"}))
def test_every_combat_step_has_words_of_its_own(phase: str) -> None:
    assert phase in COMBAT_STEP_WORDS
    assert not INTERNAL.search(combat_step_words(phase))


@pytest.mark.parametrize("game_id", ["guardians-arena", "highlander-duel", "promised-land"])
def test_folded_panels_name_no_engine_step(game_id: str) -> None:
    state = load(game_id).new_state(5)
    agent = make_agent("random", seed=5)
    screen = screen_for(game_id)
    seen = 0
    while not state.is_terminal() and len(state.history) < 300:
        seat = state.current_seat
        assert seat is not None
        if seat == 0:
            for part in screen.parts(state, 0):
                texts = [part.title, *(str(getattr(f, "plain", f)) for f in part.folded)]
                for text in texts:
                    assert not INTERNAL.search(text), (part.title, text)
            seen += 1
        state.apply(agent.choose(state, seat), seat=seat)
    assert seen > 5


def test_promised_land_names_its_phases_as_the_rules_do() -> None:
    state = load("promised-land").new_state(5)
    status = next(p for p in state.present(0) if p["title"] == "Warriors of the Promised Land")
    text = "\n".join(status["lines"])
    assert "Phase One: Prepare for Battle" in text
    assert "prep" not in text and "(lay)" not in text
    assert "leader: you" in text or "leader: seat 1" in text


def test_arena_says_you_for_your_own_seat() -> None:
    state = load("guardians-arena").new_state(5)
    turn = state.present(state.current_seat or 0)[0]["lines"][1]
    assert "to decide: you" in turn
