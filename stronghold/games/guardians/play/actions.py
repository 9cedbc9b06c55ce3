"""Actions of the full Guardians game outside combat: ``verb arg ...`` like ``move w12 B2``."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from stronghold.engine.actions import Action, format_tokens, read_tokens
from stronghold.engine.errors import NotationError

#: Verbs outside combat, with how many arguments each takes.
GAME_VERBS: dict[str, tuple[int, ...]] = {
    "reshuffle": (0,),  # spend a stone to redraw a hand with no shield
    "keep": (0,),
    "discard-up": (0,),  # Tes Let: discard the previous Up card instead of drawing it
    "take-up": (0,),
    "put": (2,),  # put <card> <place>: pen | on:A1 | under:A1 | upgrade:A1 | <shield id>
    "shield": (2,),  # shield <card> <stronghold space>
    "upgrade": (2,),  # upgrade <card> left|right: beside your own end stronghold card
    "downgrade": (2,),  # downgrade <card> left|right: beside the opponent's end stronghold card
    "ready": (0,),  # done organizing
    "turn": (1,),  # turn <shield>: then choose what it does
    "stay": (0,),
    "move": (1, 2),  # move <dest> | move <via> <dest>
    "fly": (1, 2),
    "reinforce": (0,),
    "add": (2,),  # add <creature> <shield>: reinforce a turned shield
    "drop": (1,),  # drop <creature> at the stronghold being passed
    "pick": (1,),  # pick <creature> up from the stronghold being passed
    "go": (0,),  # continue moving
    "done": (0,),
    "retreat": (1,),  # retreat <space>
    "destroy": (0,),  # destroy your own losing shield
    "shed": (1,),  # shed <creature>: discard down to the space limit
    "terrain": (2,),  # terrain <shield> <terrain card>
    "facedown": (2,),  # facedown <shield> <card>: a stone for a face-down terrain
    "sacrifice": (2,),  # sacrifice <shield> <creature>
    "abandon": (1,),  # abandon <shield>: nothing to pay for its bare land with
    "cast": (2,),  # cast <card> <land>: a terrain-destroying item or spell (Hammer of Doom)
    "pass": (0,),  # let the moment go by
    "power": (2,),  # power dispel <card>: a Guardian's paid dispel (Sikura) of a spell
    "assault": (0, 1),  # assault [channel]: attack the opposing Guardian from its rubble
    "hold": (0,),  # end the move without assaulting the Guardian
    "teleport": (2,),  # teleport <creature> <shield>: from a Teleport Tower to a turned shield
    "altar": (1,),  # altar <storage card>: discard it for a power stone (Sacrificial Altar)
    "join": (1,),  # join <creature>: it joins the coming combat (Alarm Bells, Catacombs, Pit)
    "fight": (0,),  # no more creatures join: the combat starts
    "balance": (0,),  # P'Tal: pay 2 stones to draw as many cards as the opponent this turn
    "own-draw": (0,),  # P'Tal: draw your own number this turn
}


@dataclass(frozen=True, slots=True)
class GameAction(Action):
    """A decision of the full game outside combat: a verb and its arguments."""

    verb: str
    args: tuple[str, ...] = ()

    def __str__(self) -> str:
        return format_tokens(self.verb, *self.args)


def parse_game_action(
    text: str, *, verbs: Mapping[str, tuple[int, ...]] = GAME_VERBS
) -> GameAction:
    """The game action ``text`` denotes; NotationError naming the problem if none.

    ``verbs`` is the game's verb table (a variant such as Guardians Arena has its own)."""
    tokens = read_tokens(text)
    if not tokens:
        raise NotationError("an empty action")
    verb, *args = tokens
    verb = verb.lower()
    if verb not in verbs:
        raise NotationError(f"unknown action {verb!r}: expected one of {', '.join(verbs)}")
    if len(args) not in verbs[verb]:
        counts = " or ".join(str(n) for n in verbs[verb])
        raise NotationError(f"{verb!r} takes {counts} argument(s), got {len(args)}")
    return GameAction(verb, tuple(args))
