"""What clients may send, validated by pydantic before anything else looks at it."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, JsonValue, model_validator

#: The longest deck list (pasted text or a ``.dek`` file's text) a request may carry.
MAX_DECK_CHARS = 200_000
#: The largest event or action number a client may give (numbers are stored as 32-bit).
MAX_SINCE = 2**31 - 1
#: The longest action text a websocket message may carry.
MAX_ACTION_CHARS = 500


class DeckChoice(BaseModel):
    """A seat's deck: a ready-made deck by ``name``, or a deck list's ``text`` (plain text as
    pasted, or a LackeyCCG ``.dek`` file's contents)."""

    model_config = ConfigDict(extra="forbid")

    name: Annotated[str, Field(min_length=1, max_length=100)] | None = None
    text: Annotated[str, Field(min_length=1, max_length=MAX_DECK_CHARS)] | None = None

    @model_validator(mode="after")
    def _one_of(self) -> DeckChoice:
        if (self.name is None) == (self.text is None):
            raise ValueError("give a deck's name or its text, not both or neither")
        return self


class SeatChoice(BaseModel):
    """Who plays a seat: a person, or a computer player (agent and thinking time)."""

    model_config = ConfigDict(extra="forbid")

    kind: Literal["human", "computer"]
    agent: Annotated[str, Field(min_length=1, max_length=64)] | None = None
    thinking_seconds: Annotated[float, Field(gt=0, le=60)] | None = None
    deck: DeckChoice | None = None

    @model_validator(mode="after")
    def _computer_fields(self) -> SeatChoice:
        if self.kind == "human" and (self.agent is not None or self.thinking_seconds is not None):
            raise ValueError("a human seat takes no agent or thinking time")
        return self


class NewGame(BaseModel):
    """A game to create: which game, its rule options, and each seat."""

    model_config = ConfigDict(extra="forbid")

    game: Annotated[str, Field(min_length=1, max_length=64)]
    options: dict[Annotated[str, Field(max_length=64)], JsonValue] = Field(
        default_factory=dict, max_length=32
    )
    seats: list[SeatChoice] = Field(min_length=1, max_length=8)


class ActionMessage(BaseModel):
    """A websocket message taking an action, in the game's notation."""

    model_config = ConfigDict(extra="forbid")

    type: Literal["action"]
    text: Annotated[str, Field(min_length=1, max_length=MAX_ACTION_CHARS)]
    #: The number of actions the client had seen: a resend of a decision already taken
    #: (a double click, a second tab, a resend after reconnecting) is refused, not replayed.
    after: Annotated[int, Field(ge=0, le=MAX_SINCE)] | None = None


class SyncMessage(BaseModel):
    """A websocket message asking for the seat's update with the events after ``since``."""

    model_config = ConfigDict(extra="forbid")

    type: Literal["sync"]
    since: Annotated[int, Field(ge=0, le=MAX_SINCE)] = 0


class UndoMessage(BaseModel):
    """A websocket message taking back the seat's own last move (where the game allows it)."""

    model_config = ConfigDict(extra="forbid")

    type: Literal["undo"]
    #: The number of actions the client had seen, as with an action.
    after: Annotated[int, Field(ge=0, le=MAX_SINCE)] | None = None


class ClientMessage(BaseModel):
    """Any message a client sends over its websocket."""

    message: Annotated[ActionMessage | SyncMessage | UndoMessage, Field(discriminator="type")]
