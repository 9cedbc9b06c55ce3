"""The ``guardians-arena`` game: Guardians Arena v5.1, a variant of the ``guardians`` game."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar

from stronghold.engine.registry import register
from stronghold.games.arena import rules, view
from stronghold.games.arena.model import ARENA_ROW
from stronghold.games.arena.secrets import shooter
from stronghold.games.arena.state import ArenaState
from stronghold.games.guardians import hidden
from stronghold.games.guardians.game import GuardiansGame
from stronghold.games.guardians.play.state import GameState
from stronghold.games.guardians.position import Variant

if TYPE_CHECKING:
    from stronghold.engine.encoding import ActionEncoding


class ArenaGame(GuardiansGame):
    """Guardians Arena: the same decks (ready-made names or deck lists, checked as Guardians
    decks), Arena's turn and victories.

    Params: ``decks``, ``max_turns`` (a draw after this many turns; default 30), ``cards``
    (folders of user cards), ``rules`` (house-rule settings, see ``games/arena/rules.py``),
    ``auto_pass`` (machine-only play, as in Guardians), ``position`` (instead of decks: a
    written position as a turn begins, docs/positions.md).
    """

    id = "guardians-arena"
    params_accepted: ClassVar[tuple[str, ...]] = (
        "decks",
        "max_turns",
        "cards",
        "rules",
        "auto_pass",
        "position",
    )
    #: What Arena's written positions hold (docs/positions.md, "Guardians Arena"): a turn
    #: about to begin, one creature on and one under each stronghold card, terrain in the
    #: arena, victorious creatures; no stacking limit.
    position_variant: ClassVar[Variant] = Variant(
        phases=("draw",),
        terrain_rows=(ARENA_ROW,),
        face_down_terrain=False,
        under=lambda card: shooter(card) or hidden.is_c_item(card),
        under_holds="under a stronghold card go a creature that channels or fires, and its item",
        one_unit=True,
        stacking=False,
        zones=(("victorious", hidden.creature, "victorious cards are creatures", True),),
    )
    state_class: ClassVar[type[GameState]] = ArenaState
    default_max_turns: ClassVar[int] = 30
    takes_rules: ClassVar[bool] = False  # (its own house rules, checked in __init__)
    notation: ClassVar[str] = (
        "Notation: put CARD on:A1|under:A1, shield CARD A1, terrain CARD B1, equip ITEM on:A1,\n"
        "upgrade|downgrade CARD left|right, discard CARD, enter A1, move A1 A2, raze B1,\n"
        "capture SHIELD on:D1|under:D1, break SHIELD SHIELD, raid ATTACKER on:D1|under:D1|D1|\n"
        "guardian, rebuild TERRAIN A1, redraw|keep, take-up|discard-up (Tes Let),\n"
        "balance|own-draw (P'Tal), pass. In fights (a1.. attacker, d1.. defender): ranged\n"
        "CARD, channel CARD|guardian, cast CARD [TARGET], bribe TARGET KIND, secondary CARD\n"
        "TARGET, pass. Phases: docs/arena.md."
    )
    conformance_max_steps = 60_000

    def __init__(self, **params: Any) -> None:
        settings = rules.checked(params.pop("rules", None))
        super().__init__(**params)
        self.params["rules"] = settings

    @classmethod
    def conformance_params(cls) -> list[dict[str, Any]]:
        """The default game, one with every house rule at a non-default value, and
        ``auto_pass``."""
        first, *others = super().conformance_params()
        house: dict[str, Any] = {key: values[1] for key, values in rules.CHOICES.items()}
        house.update({key: high for key, (_default, _low, high) in rules.RANGES.items()})
        house.update(hand_limit=4, opening_redraws=3)  # a small hand, redraws used more
        return [first, {**first, "rules": house}, *others]

    def encoding(self) -> ActionEncoding:
        """The fixed action space and observation layout (``encoding``)."""
        from stronghold.games.arena.encoding import ENCODING

        return ENCODING

    def present_view(self, view_: dict[str, Any], seat: int | None) -> list[dict[str, Any]]:
        return view.present(view_, seat)


register(
    "guardians-arena",
    ArenaGame,
    aliases=("arena", "guardians-arena-5"),
    title="Guardians Arena",
    description="Guardians Arena v5.1: duels, captures and raids with Guardians cards.",
)
