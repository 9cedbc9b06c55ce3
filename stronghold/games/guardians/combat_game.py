"""The ``guardians-combat`` game: one Guardians combat, from a scenario or drawn at random."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from stronghold.engine.errors import ScenarioError
from stronghold.engine.registry import Game, register
from stronghold.engine.rng import Rng
from stronghold.games.guardians.combat.setup import (
    RULE_OPTIONS,
    random_setup,
    setup_from_scenario,
)
from stronghold.games.guardians.combat.state import CombatState
from stronghold.games.guardians.game import whole_tokens
from stronghold.games.guardians.library import CardLibrary, card_folders, library

if TYPE_CHECKING:
    from stronghold.engine.encoding import ActionEncoding


class GuardiansCombat(Game):
    """A single combat between an attacking and a defending shield.

    Params: ``scenario`` (a scenario table, as in ``examples/combat/*.toml``) or none for a
    random combat drawn from the card library with the state's seed; ``cards``: folders of
    user card files to add; ``auto_pass`` (default false): a seat whose only choice would be
    to pass is not asked — for machine-only play, since skipping a seat tells the other what
    it holds (such a game does not keep secrets).
    """

    id = "guardians-combat"
    seats = 2
    conformance_max_steps = 2_000

    def __init__(self, **params: Any) -> None:
        unknown = sorted(set(params) - {"scenario", "cards", "auto_pass"})
        if "rules" in unknown:  # (``--rule`` in the terminal, a rules table in Python)
            raise ScenarioError(
                "guardians-combat: a combat's house rules are its scenario's [rules] table "
                f"({', '.join(RULE_OPTIONS)}; docs/rules-notes/guardians.md), not a rules option"
            )
        if unknown:
            raise ScenarioError(f"guardians-combat: unknown parameter(s) {', '.join(unknown)}")
        if "cards" in params:
            params["cards"] = card_folders(params["cards"], self.id)
        auto_pass = params.get("auto_pass", False)
        if not isinstance(auto_pass, bool):
            raise ScenarioError("guardians-combat: auto_pass must be true or false")
        if auto_pass:
            self.keeps_secrets = False
        super().__init__(**params)
        self.library: CardLibrary = library(Path(p) for p in params.get("cards", []))
        scenario = params.get("scenario")
        self.fixed = None if scenario is None else setup_from_scenario(scenario, self.library)

    def _start(self, seed: int) -> CombatState:
        setup = self.fixed if self.fixed is not None else random_setup(Rng(seed), self.library)
        state = CombatState(self, setup, seed=seed)
        state.stronghold_defense()  # a die stronghold rolls once, before the combat
        return state

    def encoding(self) -> ActionEncoding:
        """The fixed action space and observation layout (``encoding``)."""
        from stronghold.games.guardians.encoding import COMBAT_ENCODING

        return COMBAT_ENCODING

    def present_view(self, view: dict[str, Any], seat: int | None) -> list[dict[str, Any]]:
        """The generic panels, a line cut short ending in no fragment of a card id."""
        return whole_tokens(super().present_view(view, seat))

    @classmethod
    def conformance_params(cls) -> list[dict[str, Any]]:
        return [{}, {"auto_pass": True}]


register(
    "guardians-combat",
    GuardiansCombat,
    aliases=("combat", "guardians-fight"),
    title="Guardians: one combat",
    description="A single Guardians combat between two shields (scenario or random).",
)
