"""The games. Each registers itself with the engine's registry when its module is imported."""

from stronghold.engine.registry import register_builtin

#: Built-in game id -> module that registers it (imported on first use).
BUILTIN_GAMES = {
    "guardians-combat": "stronghold.games.guardians.combat_game",
    "guardians": "stronghold.games.guardians.game",
    "guardians-arena": "stronghold.games.arena.game",
    "highlander-duel": "stronghold.games.highlander.game",
    "promised-land": "stronghold.games.promised_land.game",
}

for _game_id, _module in BUILTIN_GAMES.items():
    register_builtin(_game_id, _module)
