"""Every registered game as an OpenSpiel Python game (docs/interop.md).

``register()`` registers ``stronghold_<id>`` (hyphens as underscores: ``stronghold_guardians``,
``stronghold_promised_land``...) with ``pyspiel.register_game``; ``pyspiel.load_game`` then
loads it with the game's default setup (``players`` for Promised Land, ``max_turns`` for
Guardians and Arena as OpenSpiel parameters), and :func:`load_game` with any setup.

The games are sequential, imperfect-information and *sampled stochastic*: chance comes from the
state's own seeded RNG, never as chance nodes. ``resample_from_infostate`` is the engine's
``determinize`` (a world consistent with what the seat knows, seeded by OpenSpiel's sampler).
Actions are the game's fixed indices; observation and information-state tensors are the
seat's observation (:class:`~stronghold.interop.positions.Position`), their strings its view
as JSON (the information state's with the number of moves made so far).
"""

from __future__ import annotations

import json
from typing import Any

import numpy as np
import pyspiel

from stronghold.engine.registry import Game, list_games, load
from stronghold.engine.rng import Rng, fresh_seed
from stronghold.engine.state import State
from stronghold.interop.positions import Position

#: OpenSpiel parameters (with their defaults) passed on to a game's setup.
_SPIEL_PARAMS: dict[str, dict[str, int]] = {
    "guardians": {"max_turns": 40},
    "guardians-arena": {"max_turns": 40},
    "promised-land": {"players": 2, "max_rounds": 30},
}
_PLAYERS: dict[str, tuple[int, int]] = {"promised-land": (2, 6)}


def short_name(game_id: str) -> str:
    """The OpenSpiel name of a Stronghold game: ``stronghold_`` and the id, ``_`` for ``-``."""
    return "stronghold_" + game_id.replace("-", "_")


def _game_type(game_id: str, title: str) -> Any:
    low, high = _PLAYERS.get(game_id, (2, 2))
    return pyspiel.GameType(
        short_name=short_name(game_id),
        long_name=f"Stronghold {title or game_id}",
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=pyspiel.GameType.ChanceMode.SAMPLED_STOCHASTIC,
        information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
        utility=pyspiel.GameType.Utility.GENERAL_SUM,
        reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=high,
        min_num_players=low,
        provides_information_state_string=True,
        provides_information_state_tensor=True,
        provides_observation_string=True,
        provides_observation_tensor=True,
        parameter_specification=dict(_SPIEL_PARAMS.get(game_id, {})),
    )


class StrongholdGame(pyspiel.Game):
    """One Stronghold game set up with ``params``, as an OpenSpiel game."""

    def __init__(self, game: Game, game_type: Any, spiel_params: dict[str, Any]) -> None:
        self.game = game
        self.encoding = game.encoding()
        info = pyspiel.GameInfo(
            num_distinct_actions=self.encoding.action_count,
            max_chance_outcomes=0,
            num_players=game.seats,
            min_utility=-1.0,
            max_utility=1.0,
            max_game_length=type(game).conformance_max_steps,
        )
        super().__init__(game_type, info, spiel_params)

    def new_initial_state(self) -> StrongholdState:
        """A new deal, from the operating system's entropy (``new_initial_state_seeded`` for
        a chosen one)."""
        return StrongholdState(self, None, fresh_seed())

    def new_initial_state_seeded(self, seed: int) -> StrongholdState:
        """The deal of ``seed``."""
        return StrongholdState(self, self.game.new_state(seed))

    def make_py_observer(
        self, iig_obs_type: Any = None, params: dict[str, Any] | None = None
    ) -> SeatObserver:
        """The observer OpenSpiel asks for (observation or information state)."""
        if params:
            raise ValueError(f"observation parameters are not supported: {params}")
        perfect_recall = bool(iig_obs_type is not None and iig_obs_type.perfect_recall)
        return SeatObserver(self.encoding.observation_size, perfect_recall=perfect_recall)


class _Held:
    """The engine state behind a :class:`StrongholdState`, and the acting seat's position
    kept for it. OpenSpiel's ``clone`` of a Python state makes a new initial state and
    deep-copies the original's attributes over it: this holder copies itself with the
    engine's ``clone`` (a generic deep copy of a combat takes about 100 times as long) and
    leaves the kept position behind, and a new initial state deals its cards only when first
    read (a clone's never is)."""

    __slots__ = ("_deal", "_state", "position")

    def __init__(self, state: State | None, deal: tuple[Game, int] | None = None) -> None:
        self._state = state
        self._deal = deal
        self.position: tuple[int, Position] | None = None

    @property
    def state(self) -> State:
        """The state (dealt now if it has not been yet)."""
        if self._state is None:
            assert self._deal is not None
            game, seed = self._deal
            self._state = game.new_state(seed)
        return self._state

    def __deepcopy__(self, memo: dict[int, Any]) -> _Held:
        del memo
        return _Held(self.state.clone())


class StrongholdState(pyspiel.State):
    """A Stronghold state behind OpenSpiel's State interface."""

    def __init__(self, game: StrongholdGame, state: State | None, seed: int = 0) -> None:
        """``state``, or (None) the deal of ``seed``, made when first read."""
        super().__init__(game)
        self._held = _Held(state, None if state is not None else (game.game, seed))

    @property
    def inner(self) -> State:
        """The Stronghold state."""
        return self._held.state

    def position(self, seat: int) -> Position:
        """``seat``'s position now (the acting seat's kept until the next move)."""
        held = self._held
        moves = len(held.state.history)
        if seat == held.state.current_seat:
            if held.position is not None and held.position[0] == moves:
                return held.position[1]
            position = Position.of(held.state, seat)
            held.position = (moves, position)
            return position
        return Position.of(held.state, seat)

    def current_player(self) -> int:
        if self.inner.is_terminal():
            return int(pyspiel.PlayerId.TERMINAL)
        seat = self.inner.current_seat
        assert seat is not None
        return seat

    def _legal_actions(self, player: int) -> list[int]:
        if self.inner.is_terminal() or player != self.inner.current_seat:
            return []
        return self.position(player).indices()

    def _apply_action(self, action: int) -> None:
        seat = self.inner.current_seat
        assert seat is not None
        self.inner.apply(self.position(seat).action(action), seat=seat)

    def _action_to_string(self, player: int, action: int) -> str:
        if player == self.inner.current_seat:
            position = self.position(player)
            try:
                return str(position.encoding.decode(action, position.slots))
            except ValueError:
                pass
        return f"action {action}"

    def is_terminal(self) -> bool:
        return self.inner.is_terminal()

    def returns(self) -> list[float]:
        outcome = self.inner.outcome
        if outcome is None or not self.inner.is_terminal():
            return [0.0] * self.inner.game.seats
        return [float(value) for value in outcome.returns]

    def resample_from_infostate(self, player_id: int, probability_sampler: Any) -> StrongholdState:
        """A world consistent with what ``player_id`` knows: the engine's ``determinize``,
        seeded by a draw of OpenSpiel's sampler."""
        seed = int(probability_sampler() * 2**53)
        world = self.inner.determinize(player_id, Rng(seed))
        return StrongholdState(self.get_game(), world)

    def __str__(self) -> str:
        return json.dumps(self.inner.view(None), sort_keys=True)


class SeatObserver:
    """OpenSpiel's observer: the seat's observation tensor, its view as a string."""

    def __init__(self, size: int, *, perfect_recall: bool) -> None:
        self.tensor = np.zeros(size, np.float32)
        self.dict = {"observation": self.tensor}
        self.perfect_recall = perfect_recall

    def set_from(self, state: StrongholdState, player: int) -> None:
        self.tensor[:] = state.position(player).observation()

    def string_from(self, state: StrongholdState, player: int) -> str:
        view = json.dumps(state.inner.view(player), sort_keys=True)
        if self.perfect_recall:
            return f"moves {len(state.inner.history)} {view}"
        return view


def load_game(game_id: str, **params: Any) -> StrongholdGame:
    """``game_id`` set up with ``params`` (any the game accepts) as an OpenSpiel game;
    registers it first if needed."""
    game = load(game_id, **params)
    register()
    return StrongholdGame(game, _TYPES[game.id], {})


_TYPES: dict[str, Any] = {}


def register() -> list[str]:
    """Register every Stronghold game that declares an encoding with OpenSpiel (each once);
    the OpenSpiel names registered so far."""
    for info in list_games():
        if info.id in _TYPES or not _declares_encoding(info.factory):
            continue
        game_type = _game_type(info.id, info.title)
        _TYPES[info.id] = game_type
        pyspiel.register_game(game_type, _factory(info.id, game_type))
    return [short_name(game_id) for game_id in sorted(_TYPES)]


def _declares_encoding(factory: object) -> bool:
    """Whether a registered factory is a game class with its own ``encoding``."""
    return getattr(factory, "encoding", Game.encoding) is not Game.encoding


def _factory(game_id: str, game_type: Any) -> type[StrongholdGame]:
    """The class ``pyspiel.load_game`` instantiates with the OpenSpiel parameters."""

    def __init__(self: StrongholdGame, params: dict[str, Any] | None = None) -> None:
        spiel_params = {**_SPIEL_PARAMS.get(game_id, {}), **dict(params or {})}
        StrongholdGame.__init__(self, load(game_id, **spiel_params), game_type, spiel_params)

    name = "".join(part.title() for part in game_id.split("-"))
    return type(f"Spiel{name}", (StrongholdGame,), {"__init__": __init__})
