"""The phases of a Guardians combat, each with the module that holds its decisions
(``options``, ``why_illegal``, ``do``); ``CombatState.TABLE`` reads the table, and a variant
(an Arena duel) builds its own from it."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from stronghold.games.guardians.combat import (
    auctions,
    bribery,
    commands,
    flow_spells,
    powers,
    primaries,
    ranged_discards,
    reroll_step,
    resolution,
    retreats,
    secondary,
    windows,
)

if TYPE_CHECKING:
    from stronghold.games.guardians.combat.actions import CombatAction
    from stronghold.games.guardians.combat.state import CombatState


class Phase(Protocol):
    """What the table holds for each phase: a module (or an object) with these three."""

    def options(self, state: CombatState, seat: int) -> list[CombatAction]: ...

    def why_illegal(self, state: CombatState, seat: int, action: CombatAction) -> str | None: ...

    def do(self, state: CombatState, seat: int, action: CombatAction) -> None: ...


#: Each phase of a Guardians combat and the module that holds it ("over" has none).
PHASES: dict[str, Phase] = {
    "declare": commands,
    "choose_command": commands,
    "idol": commands,
    "boost": commands,
    "forced_discard": commands,
    "command_bribe": commands,
    "command_fetch": commands,
    "show_or_pay": commands,
    "primary_choose": primaries,
    "pay": primaries,
    "guess": primaries,
    "discard_bonus": primaries,
    "retarget": primaries,
    "icons": bribery,
    "bribery": bribery,
    "bribe_answer": bribery,
    "command_window": windows,
    "spell_window": windows,
    "modify_window": windows,
    "response": windows,
    "secondary": secondary,
    "secondary_bribery": secondary,
    "secondary_bribe_answer": secondary,
    "channel_response": powers,
    "aoe_cancel": powers,
    "reclaim": powers,
    "heal": resolution,
    "raid": resolution,
    "retreat": retreats,
    "ranged_discard": ranged_discards,
    "auction": auctions,
    "chaos": flow_spells,
    "blitz": flow_spells,
    "reroll": reroll_step,
}
