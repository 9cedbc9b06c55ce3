"""The record of the last combat fought in a game, which the views show (``last_combat``).

A Guardians battle leaves a :class:`CombatRecord` (play/battle.py), an Arena fight a
:class:`FightRecord` (arena/fights.py). Both are frozen: clones of a state share them. Their
``to_json`` is what the views and the canonical form hold (a fresh copy each time, so that a
caller changing a view never reaches back into a state).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from stronghold.games.guardians.combat.model import Parts


@dataclass(frozen=True, slots=True)
class FoughtMatchup:
    """A primary match-up of a battle: both creatures, the result and their Vitality."""

    number: int
    attacker: str
    defender: str
    result: str
    attacker_vitality: int
    defender_vitality: int

    def to_json(self) -> dict[str, Any]:
        return {
            "number": self.number,
            "attacker": self.attacker,
            "defender": self.defender,
            "result": self.result,
            "attacker_vitality": self.attacker_vitality,
            "defender_vitality": self.defender_vitality,
        }


@dataclass(frozen=True, slots=True)
class CombatRecord:
    """A Guardians battle: where, the attacking seat, the winning seat, the two totals and
    the primary match-ups in which both creatures fought."""

    space: str
    attacker: int
    winner: int
    totals: tuple[int, int]
    matchups: tuple[FoughtMatchup, ...]

    def to_json(self) -> dict[str, Any]:
        return {
            "space": self.space,
            "attacker": self.attacker,
            "winner": self.winner,
            "totals": list(self.totals),
            "matchups": [m.to_json() for m in self.matchups],
        }


@dataclass(frozen=True, slots=True)
class FightRecord:
    """An Arena fight: its kind, where, the attacking seat, the winning seat (None: nobody),
    the totals, the duelists, the primary match-up's result and Vitality, the terrain, the
    command cards dispelled and what each side's total was made of."""

    kind: str
    space: str
    attacker: int
    winner: int | None
    totals: tuple[int, int]
    duelists: tuple[str | None, ...]
    primary: str
    primary_vitality: tuple[int, int]
    terrain: str
    dispelled: tuple[str | None, ...]
    parts: tuple[Parts, Parts]

    def to_json(self) -> dict[str, Any]:
        return {
            "kind": self.kind,
            "space": self.space,
            "attacker": self.attacker,
            "winner": self.winner,
            "totals": list(self.totals),
            "duelists": list(self.duelists),
            "primary": self.primary,
            "primary_vitality": list(self.primary_vitality),
            "terrain": self.terrain,
            "dispelled": list(self.dispelled),
            "parts": [[list(part) for part in side] for side in self.parts],
        }


#: The last combat of a game, as its state keeps it.
LastCombat = CombatRecord | FightRecord
