"""Building combats: from a scenario's sides, or at random from the card library."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from stronghold.engine.errors import CardDataError, ScenarioError
from stronghold.engine.limits import quote, shorten
from stronghold.engine.rng import Rng
from stronghold.games.guardians import shield_limits
from stronghold.games.guardians.combat.model import CombatSetup, RuleOptions, SideSetup
from stronghold.games.guardians.combat.rules import with_flight
from stronghold.games.guardians.library import CardLibrary, builtin_library
from stronghold.games.guardians.schema import (
    AnyCard,
    Bribery,
    Creature,
    Guardian,
    Item,
    Shield,
    Spell,
    Terrain,
    TerrainCard,
)
from stronghold.games.guardians.stacking import space_limit, space_total

DEFAULT_GUARDIAN = "Rak Nam"
TERRAIN_WORDS = {
    "swamp": Terrain.SWAMPS,
    "swamps": Terrain.SWAMPS,
    "dry heaps": Terrain.DRY_HEAPS,
    "the dry heaps": Terrain.DRY_HEAPS,
    "mountain": Terrain.MOUNTAINS,
    "mountains": Terrain.MOUNTAINS,
    "rivers and lakes": Terrain.RIVERS_AND_LAKES,
    "river and lakes": Terrain.RIVERS_AND_LAKES,
    "rivers & lakes": Terrain.RIVERS_AND_LAKES,
    "spires": Terrain.SPIRES,
    "woods": Terrain.WOODS,
    "jungle": Terrain.JUNGLE,
}


def parse_terrain(value: str, lib: CardLibrary) -> tuple[TerrainCard | None, tuple[Terrain, ...]]:
    """A terrain type or terrain card name -> (card, types); ``none`` for no terrain."""
    word = value.strip().casefold()
    if word in ("", "none"):
        return None, ()
    if word in TERRAIN_WORDS:
        terrain_type = TERRAIN_WORDS[word]
        card = next(
            (c for c in lib if isinstance(c, TerrainCard) and c.terrain_types == [terrain_type]),
            None,
        )
        return card, (terrain_type,)
    try:
        card = lib.get_kind(value, TerrainCard)
    except CardDataError as exc:
        kinds = ", ".join(t.value for t in Terrain if t != Terrain.FACE_DOWN)
        raise ScenarioError(
            f"terrain {quote(value)}: not a terrain type ({kinds}) nor {exc.reason}"
        ) from None
    return card, tuple(card.terrain_types)


def double_bordered(card: AnyCard) -> bool:
    """Spells, H items and bribery cards travel in the storage hand."""
    return isinstance(card, Spell | Bribery) or (
        isinstance(card, Item) and card.item_type == "hand"
    )


def check_side(side: SideSetup, label: str) -> None:
    """The space's limit (``space_limit`` of the side's shield card) and the card kinds each
    zone may hold."""
    stacking, limit = space_total(side.shield), space_limit(side.standard)
    if stacking > limit:
        raise ScenarioError(
            f"{label}: the shield holds {stacking} points of creatures; the limit is {limit}"
        )
    for card in side.shield:
        if not isinstance(card, Creature) and not (
            isinstance(card, Item) and card.item_type == "creature"
        ):
            raise ScenarioError(
                f"{label}: {card.name} is a {card.kind}; a shield holds creatures and C items"
            )
    broken = shield_limits.breach(side.shield)
    if broken is not None:
        raise ScenarioError(f"{label}: {broken}")
    items = sum(1 for c in side.shield if isinstance(c, Item))
    creatures = sum(1 for c in side.shield if isinstance(c, Creature))
    if items > creatures:
        raise ScenarioError(f"{label}: more creature magic items ({items}) than creatures")
    for card in side.storage:
        if not double_bordered(card):
            raise ScenarioError(
                f"{label}: {card.name} is single-bordered; the storage hand holds spells, "
                "H items and bribery cards"
            )
    for card in side.channelers:
        if not isinstance(card, Creature) or card.channeler is None:
            raise ScenarioError(f"{label}: {card.name} cannot channel (it has no CMP)")
    if side.stones < 0:
        raise ScenarioError(f"{label}: stones cannot be negative")


@dataclass(frozen=True)
class _Pools:
    """What a random side is drawn from, sorted out of a library once."""

    creatures: list[Creature]
    storage: list[AnyCard]
    channelers: list[Creature]
    guardians: list[Guardian]
    like_creatures: list[AnyCard]
    like_storage: list[AnyCard]


#: The pools of each library seen, by the library's id (the library is kept to check it).
_POOLS: dict[int, tuple[object, _Pools]] = {}


def _pools(lib: CardLibrary) -> _Pools:
    """The pools of ``lib``, in the library's order (worked out once per library object)."""
    entry = _POOLS.get(id(lib))
    if entry is not None and entry[0] is lib:
        return entry[1]
    creatures = [c for c in lib if isinstance(c, Creature)]
    storage = [c for c in lib if double_bordered(c)]
    pools = _Pools(
        creatures=creatures,
        storage=storage,
        channelers=[c for c in creatures if c.channeler is not None],
        guardians=[c for c in lib if isinstance(c, Guardian)],
        like_creatures=list(creatures),
        like_storage=list(storage),
    )
    _POOLS[id(lib)] = (lib, pools)
    return pools


def random_side(rng: Rng, lib: CardLibrary, *, defending: bool) -> SideSetup:
    """A legal random shield: creatures up to 30 points, some storage cards and channelers."""
    pools = _pools(lib)
    creatures, storage_pool = pools.creatures, pools.storage
    channelers, guardians = pools.channelers, pools.guardians
    shield: list[AnyCard] = []
    for _ in range(rng.randint(1, 7)):
        card = rng.choice(creatures)
        if space_total([*shield, card]) <= space_limit():
            shield.append(card)
    if not shield:
        small = [c for c in creatures if space_total([c]) <= space_limit()]
        shield.append(rng.choice(small))
    storage: list[AnyCard] = [rng.choice(storage_pool) for _ in range(rng.randint(0, 4))]
    guardian = rng.choice(guardians)
    return SideSetup(
        guardian=guardian,
        stones=rng.randint(0, guardian.stones),
        shield=shield,
        storage=storage,
        channelers=[rng.choice(channelers) for _ in range(rng.randint(0, 2))],
    )


def random_setup(rng: Rng, lib: CardLibrary | None = None) -> CombatSetup:
    """A random combat for playouts and property tests."""
    lib = lib or builtin_library()
    terrains = [None, *sorted(TERRAIN_WORDS.values(), key=str)]
    choice = rng.choice(terrains)
    terrain, types = parse_terrain(choice.value if choice else "none", lib)
    return CombatSetup(
        attacker=random_side(rng, lib, defending=False),
        defender=random_side(rng, lib, defending=True),
        terrain=terrain,
        terrain_types=types,
        public=False,
    )


def random_like(card: AnyCard, rng: Rng, *, command: bool = False) -> AnyCard:
    """A random card of the same broad kind (for determinizing hidden cards).

    A card already chosen face down as the command card is replaced by another card of the
    same kind that can be a command card.
    """
    pools = _pools(builtin_library())
    pool = pools.like_creatures if isinstance(card, Creature) else pools.like_storage
    if command:
        pool = [c for c in pool if getattr(c, "command", None) is not None] or [card]
    return rng.choice(pool)


def side_from_mapping(data: Any, label: str, lib: CardLibrary) -> SideSetup:
    """A side from a scenario's ``[attacker]`` or ``[defender]`` table."""
    if not isinstance(data, dict):
        raise ScenarioError(f"[{label}] must be a table")
    known = {
        "guardian",
        "stones",
        "shield",
        "storage",
        "channelers",
        "command",
        "primaries",
        "plays",
        "secondaries",
        "heals",
        "stronghold",
        "up",
        "standard",
        "discard",
        "shield_up",
        "accessory",
        "tokens",
    }
    unknown = sorted(set(data) - known)
    if unknown:
        raise ScenarioError(f"[{label}] has unknown key(s): {shorten(', '.join(unknown))}")
    guardian = _card(lib, data.get("guardian", DEFAULT_GUARDIAN), Guardian, f"{label}.guardian")
    stones = data.get("stones", guardian.stones)
    if not isinstance(stones, int) or isinstance(stones, bool):
        raise ScenarioError(f"{label}.stones must be a whole number")
    side = SideSetup(
        guardian=guardian,
        stones=stones,
        shield=with_flight(
            [_any(lib, n, f"{label}.shield") for n in _names(data, "shield", label)]
        ),
        storage=[_any(lib, n, f"{label}.storage") for n in _names(data, "storage", label)],
        channelers=[
            _card(lib, n, Creature, f"{label}.channelers")
            for n in _names(data, "channelers", label)
        ],
    )
    up = data.get("up")
    if up is not None:
        side.up_card = _any(lib, str(up), f"{label}.up")
    standard = data.get("standard")
    if standard is not None:
        shield = _card(lib, standard, Shield, f"{label}.standard")
        if shield.standard is None:
            raise ScenarioError(f"{label}.standard: {shield.name} is not a standard bearer")
        side.standard = shield
    side.discard = [_any(lib, n, f"{label}.discard") for n in _names(data, "discard", label)]
    shield_up = data.get("shield_up")
    if shield_up is not None:
        if not isinstance(shield_up, int) or isinstance(shield_up, bool):
            raise ScenarioError(f"{label}.shield_up must be a whole number")
        side.shield_up = shield_up
    _read_tokens(data, label, lib, side)
    stronghold = data.get("stronghold")
    if stronghold is not None:
        if label != "defender":
            raise ScenarioError("only the defender can be defending a stronghold")
        from stronghold.games.guardians.schema import Stronghold

        side.stronghold = _card(lib, str(stronghold), Stronghold, f"{label}.stronghold")
        side.defending_stronghold = True
    if not side.shield:
        raise ScenarioError(f"[{label}] needs at least one card under its shield")
    check_side(side, label)
    return side


def _read_tokens(data: dict[str, Any], label: str, lib: CardLibrary, side: SideSetup) -> None:
    """``accessory``: the side's accessory that gathers tokens (Heliopolos), with ``tokens``
    on it as the combat starts."""
    name = data.get("accessory")
    tokens = data.get("tokens", 0)
    if not isinstance(tokens, int) or isinstance(tokens, bool) or tokens < 0:
        raise ScenarioError(f"{label}.tokens must be a whole number, 0 or more")
    if name is None:
        if tokens:
            raise ScenarioError(f"{label}.tokens needs an accessory that gathers them")
        return
    item = _card(lib, name, Item, f"{label}.accessory")
    if item.accessory is None or item.accessory.tokens is None:
        raise ScenarioError(f"{label}.accessory: {item.name} gathers no tokens")
    side.token_card, side.tokens = item, tokens


def _names(data: dict[str, Any], key: str, label: str) -> list[str]:
    value = data.get(key, [])
    if isinstance(value, str):
        value = [value]
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise ScenarioError(f"{label}.{key} must be a list of card names")
    return value


def _any(lib: CardLibrary, name: str, where: str) -> AnyCard:
    try:
        return lib.get(name)
    except CardDataError as exc:
        raise ScenarioError(f"{where}: {exc.reason}") from None


def _card(lib: CardLibrary, name: Any, kind: type[Any], where: str) -> Any:
    if not isinstance(name, str):
        raise ScenarioError(f"{where} must be a card name")
    try:
        return lib.get_kind(name, kind)
    except CardDataError as exc:
        raise ScenarioError(f"{where}: {exc.reason}") from None


def setup_from_scenario(data: dict[str, Any], lib: CardLibrary) -> CombatSetup:
    """The combat a scenario describes (its plays are the scripted agent's business)."""
    known = {"title", "terrain", "terrain_elsewhere", "attacker", "defender"}
    known |= {"description", "rules"}
    unknown = sorted(set(data) - known)
    if unknown:
        raise ScenarioError(f"unknown top-level key(s): {shorten(', '.join(unknown))}")
    terrain_value = data.get("terrain", "none")
    if not isinstance(terrain_value, str):
        raise ScenarioError("terrain must be a terrain type or a terrain card name")
    terrain, types = parse_terrain(terrain_value, lib)
    defender = side_from_mapping(data.get("defender"), "defender", lib)
    stronghold = defender.stronghold
    if stronghold is not None and stronghold.terrain_types:
        counts_as = tuple(stronghold.terrain_types)
        if types not in ((), counts_as):
            named = ", ".join(counts_as)
            raise ScenarioError(
                f"terrain {terrain_value!r}: the defender stands on {stronghold.name}, whose "
                f"space has no terrain card and counts as {named}"
            )
        terrain, types = None, counts_as  # the space counts as the card's terrain
    # A space named by its type holds a terrain card of that type, unless a stronghold card
    # stands there (then the space only counts as its terrain).
    contested = types if stronghold is None or not stronghold.terrain_types else ()
    elsewhere: list[Terrain] = []  # face-up terrain cards in play on other spaces, by type
    for name in _names(data, "terrain_elsewhere", "scenario"):
        elsewhere.extend(parse_terrain(name, lib)[1])
    return CombatSetup(
        attacker=side_from_mapping(data.get("attacker"), "attacker", lib),
        defender=defender,
        terrain=terrain,
        terrain_types=types,
        rules=rule_options(data.get("rules", {})),
        terrain_in_play=(*contested, *elsewhere),
    )


#: House-rule options a scenario's ``[rules]`` table (or the game's ``rules`` param) may set.
RULE_OPTIONS: dict[str, tuple[Any, ...]] = {
    "bribery": ("attacker-first", "simultaneous"),
    "unplayed_count": (True, False),
    #: A match-up opponent a card ignores for another (Hackthorn Strangler, Spirit of the
    #: Hunt; combat/retargets.py): stays unchallenged in melee, or goes back to the combat hand.
    "ignored_opponent": ("unchallenged", "to_hand"),
}


def rule_options(data: Any) -> RuleOptions:
    """Checked house-rule options: each known key with one of its allowed values."""
    if not isinstance(data, dict):
        raise ScenarioError("[rules] must be a table of options")
    out: dict[str, Any] = {}
    for key, value in data.items():
        if key not in RULE_OPTIONS:
            raise ScenarioError(
                f"unknown rules option {quote(key)}: known are {', '.join(RULE_OPTIONS)}"
            )
        if value not in RULE_OPTIONS[key]:
            allowed = ", ".join(repr(v) for v in RULE_OPTIONS[key])
            raise ScenarioError(f"rules option {key} must be one of {allowed}, not {quote(value)}")
        out[key] = value
    return RuleOptions(**out)
