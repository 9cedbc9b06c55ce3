"""One seat's position as numbers: its observation, its action mask, its actions by index.

Everything comes from what the seat knows: its view, and the legal actions when it is the
seat to act (DESIGN.md, "Secrets"). The interfaces (PettingZoo, OpenSpiel, Gymnasium, the
decision export) all read a position through here.
"""

from __future__ import annotations

import functools
from typing import Any

import numpy as np
import numpy.typing as npt

from stronghold.engine.actions import Action
from stronghold.engine.encoding import ActionEncoding
from stronghold.engine.state import State


class Position:
    """What ``seat`` knows now: its legal actions (none if it is not to act), the card slots
    they name, and (read when asked for) its view."""

    def __init__(self, state: State, seat: int) -> None:
        self.state = state
        self.seat = seat
        self.encoding: ActionEncoding = state.game.encoding()
        acting = not state.is_terminal() and state.current_seat == seat
        self.legal: tuple[Action, ...] = tuple(state.legal_actions()) if acting else ()
        self.slots = self.encoding.card_slots(self.legal)

    @classmethod
    def of(cls, state: State, seat: int) -> Position:
        """The position of ``seat`` in ``state``."""
        return cls(state, seat)

    @functools.cached_property
    def view(self) -> dict[str, Any]:
        """The seat's view."""
        return self.state.view(self.seat)

    def indices(self) -> list[int]:
        """The legal actions' indices, in ascending order."""
        return sorted(self.encoding.mask(self.legal, self.slots))

    def observation(self) -> npt.NDArray[np.float32]:
        """The observation tensor (``encoding.observation_size`` floats)."""
        return np.asarray(self.encoding.observe(self.view, self.slots), dtype=np.float32)

    def mask(self) -> npt.NDArray[np.int8]:
        """1 at each legal action's index, else 0 (``encoding.action_count`` of them)."""
        mask = np.zeros(self.encoding.action_count, dtype=np.int8)
        mask[self.indices()] = 1
        return mask

    def action(self, index: int) -> Action:
        """The action ``index`` stands for here; ValueError if it is not legal now."""
        action = self.encoding.decode(int(index), self.slots)
        if action not in self.legal:
            raise ValueError(f"action index {index} ({action}) is not legal for seat {self.seat}")
        return action

    def index(self, action: Action) -> int:
        """The index of ``action`` here."""
        return self.encoding.encode(action, self.slots)
