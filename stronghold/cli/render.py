"""Draw a Guardians game for the terminal from a seat's view: board, hands, combat, moves.

Everything here reads only what ``state.view(seat)`` returns (JSON-ready dicts), so it shows
exactly what that seat may see. ``seat`` None is a spectator.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from typing import Any

from rich.console import Group, RenderableType
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from stronghold.cli.layout import Choice
from stronghold.games.guardians import card_names as card_names
from stronghold.games.guardians import combat_step_words, walk_cards
from stronghold.games.guardians import pretty_action as pretty_action

ROWS = "ABCD"
SHIELDS_TO_LOSE = 5
#: Phases of the view grouped into what a player calls them.
PHASE_NAMES = {
    "draw": "draw",
    "organize": "organize",
    "move": "movement",
    "after_move": "movement",
    "moving": "movement",
    "reinforce": "movement",
    "transfer": "movement",
    "retreat": "movement",
    "shed": "movement",
    "join": "movement",
    "assault": "movement",
    "souvenir": "movement",  # an attack arrives (Cheesy Con Souvenir, The Ol' Switcheroo)
    "gravity": "movement",  # a flight may be stopped (Summon Gravity Well)
    "crack": "movement",  # fliers killed as they fly (Rocks of Skull Cracking)
    "after_kill": "movement",  # a shield killed (Oppressed Slaves)
    "claim": "movement",  # a land won, a terrain card laid at once (Cactus McFingers)
    "seize": "movement",  # an opposing accessory taken (Imhotep)
    "recover_pick": "organize",  # Fairies back (Gateway To Mystfall)
    "hat_rack": "spells at settlement",  # Voodoo Hat Rack
    "respond": "response",
    "after_up": "spells on the Up cards",
    "settle_spells": "spells at settlement",
    "draw_spells": "spells before the draw",
    "arrange": "putting back the cards looked at",
    "search": "searching a draw deck",
    "fetch": "taking a card from the draw deck",
    "combat": "combat",
    "settle": "settlement",
    "lose": "creatures lost",
    "over": "game over",
}
OWN_STYLE, OPPONENT_STYLE = "green", "red"

View = Mapping[str, Any]


# --- names ---------------------------------------------------------------------------------


def who(owner: int | None, seat: int | None, *, capital: bool = False) -> str:
    """``you`` / ``the opponent`` from a seat's side; ``seat N`` for a spectator."""
    if owner is None:
        word = "nobody"
    elif seat is None:
        word = f"seat {owner}"
    else:
        word = "you" if owner == seat else "the opponent"
    return word[0].upper() + word[1:] if capital else word


def short_who(owner: int | None, seat: int | None) -> str:
    """``you`` / ``opp`` (``seat N`` for a spectator): an owner inside a board cell."""
    if owner is None:
        return "nobody"
    if seat is None:
        return f"seat {owner}"
    return "you" if owner == seat else "opp"


def _style(owner: int | None, seat: int | None) -> str:
    if owner is None:
        return ""
    if seat is None:
        return OWN_STYLE if owner == 0 else OPPONENT_STYLE
    return OWN_STYLE if owner == seat else OPPONENT_STYLE


def card_list(cards: Any, *, ids: bool = False) -> str:
    """``Axeman, Corporal x2, 3 face-down`` for a list of card JSON (or a count of hidden ones)."""
    if isinstance(cards, int):
        return f"{cards} card{'s' if cards != 1 else ''}" if cards else "none"
    if not cards:
        return "none"
    named: dict[str, list[str]] = {}
    hidden = 0
    for card in cards:
        if "name" in card:
            named.setdefault(card["name"], []).append(card.get("id", ""))
        else:
            hidden += 1
    parts = []
    for name, card_ids in named.items():
        if ids:
            parts.append(f"{name} ({', '.join(card_ids)})")
        else:
            parts.append(name if len(card_ids) == 1 else f"{name} x{len(card_ids)}")
    if hidden:
        parts.append(f"{hidden} face-down")
    return ", ".join(parts)


def _card(card: Any) -> str:
    if card is None:
        return "none"
    return str(card.get("name", "face-down"))


# --- the board -----------------------------------------------------------------------------


def _shield_lines(shield: View, seat: int | None) -> list[Text]:
    owner = shield["owner"]
    style = _style(owner, seat)
    card = shield["shield"]
    label = _card(card)
    if "id" in card:
        label += f" [{card['id']}]"
    state = "turned" if shield["turned"] else "unturned"
    lines = [Text(f"{label} ({short_who(owner, seat)}, {state})", style=style)]
    contents = shield["contents"]
    lines.append(Text(f"  carries {card_list(contents)}", style=style))
    return lines


def _stronghold_cell(slot: View, owner: int, seat: int | None) -> list[Text]:
    style = _style(owner, seat)
    name = slot["card"] + (" (rubble)" if slot.get("rubble") else "")
    lines = [Text(f"{name} · {short_who(owner, seat)}", style=f"bold {style}")]
    if slot.get("upgrade") is not None:
        lines.append(Text(f"upgrade: {_card(slot['upgrade'])}", style=style))
    if slot.get("on"):
        lines.append(Text(f"on: {card_list(slot['on'])}", style=style))
    if slot.get("under"):
        lines.append(Text(f"under: {card_list(slot['under'])}", style=style))
    if slot.get("held"):
        lines.append(Text(f"on the upgrade: {card_list(slot['held'])}", style=style))
    if slot.get("extra_upgrade") is not None:
        lines.append(Text(f"extra upgrade: {_card(slot['extra_upgrade'])}", style=style))
    if slot.get("extra_held"):
        lines.append(Text(f"on the extra upgrade: {card_list(slot['extra_held'])}", style=style))
    return lines


def _land_cell(land: View, seat: int | None) -> list[Text]:
    controller = land.get("controller")
    held = {None: "nobody's land", seat: "your land"}.get(controller, "opponent's land")
    if seat is None:
        held = f"land of seat {controller}"
    lines = [Text(held, style=f"bold {_style(controller, seat)}")]
    terrain = land.get("terrain")
    if terrain is None:
        lines.append(Text("terrain: none", style="dim"))
    elif "name" in terrain:
        lines.append(Text(f"terrain: {terrain['name']}"))
    else:
        lines.append(Text(f"terrain: face-down ({short_who(terrain.get('owner'), seat)})"))
    return lines


def board_table(view: View, seat: int | None) -> Table:
    """The 4x3 board: strongholds (rows A and D) and lands (B and C), the seat's home at the
    bottom; each space with what is on it."""
    cells: dict[str, list[Text]] = {}
    for owner, player in enumerate(view["players"]):
        for slot in player["strongholds"]:
            cells[slot["space"]] = _stronghold_cell(slot, owner, seat)
    for space, land in view["lands"].items():
        cells[space] = _land_cell(land, seat)
    for shield in view["shields"]:
        cells.setdefault(shield["space"], []).extend(_shield_lines(shield, seat))
    combat = view.get("combat")
    if combat:
        cells.setdefault(combat["space"], []).append(Text("COMBAT HERE", style="bold yellow"))
    table = Table(show_lines=True, expand=True, padding=(0, 1), title=_title(view, seat))
    table.add_column("", justify="center", style="bold")
    for column in "123":
        table.add_column(column, justify="left", ratio=1, min_width=24, overflow="fold")
    rows = ROWS if seat == 1 else ROWS[::-1]
    for row in rows:
        table.add_row(
            row,
            *(Text("\n").join(cells.get(f"{row}{column}", [])) for column in "123"),
        )
    return table


def _title(view: View, seat: int | None) -> str:
    phase = PHASE_NAMES.get(view.get("phase", ""), view.get("phase", ""))
    if view.get("phase") == "over":
        return f"Guardians · turn {view['turn']} · game over"
    deciding = view.get("seat")
    if seat is None:
        turn = f"seat {deciding} to decide"
    else:
        turn = "your decision" if deciding == seat else "the opponent decides"
    return f"Guardians · turn {view['turn']} · {phase} · {turn}"


# --- hands and the opponent ----------------------------------------------------------------


def player_panel(view: View, seat: int) -> Panel:
    """The seat's own side: Guardian, stones, deck, Up card, shields lost, pen and storage."""
    me = view["players"][seat]
    lines = [
        Text(
            f"{me['guardian']} · stones {me['stones']} · deck {me['deck']} · "
            f"Up card: {_card(me['up'])} · shields lost {me['shields_lost']}/{SHIELDS_TO_LOSE}"
        ),
        Text(f"Pen ({len(me['pen'])}): {card_list(me['pen'], ids=True)}"),
        Text(f"Storage ({len(me['storage'])}): {card_list(me['storage'], ids=True)}"),
    ]
    if me.get("accessories"):  # Gift of Isis and the like, face up beside the Guardian
        lines.append(Text(f"Beside the Guardian: {card_list(me['accessories'])}"))
    if me.get("tolls"):  # Warwick's Banishment, face up beside the opponent's discard pile
        lines.append(Text(f"Yours beside their discard pile: {card_list(me['tolls'])}"))
    if me["discard"]:
        lines.append(Text(f"Discard ({len(me['discard'])}): {card_list(me['discard'])}"))
    lines += _known_lines(me)
    return Panel(Group(*lines), title="You", title_align="left", border_style=OWN_STYLE)


def _known_lines(player: View) -> list[Text]:
    """What the viewer alone knows of this player's deck (the cards it looked at, by their
    places from the top) and what spells put in force on the player's prices."""
    lines = []
    if player.get("deck_known"):
        known = ", ".join(f"{c['from_top']}: {c['name']}" for c in player["deck_known"])
        lines.append(Text(f"Known in the deck (from the top): {known}"))
    if player.get("cost_marks"):
        lines.append(Text(f"Prices in force: {', '.join(player['cost_marks'])}"))
    return lines


def opponent_panel(view: View, seat: int, shown: Mapping[str, str]) -> Panel:
    """The opponent as the seat sees it, with every card it has shown during the game."""
    them = view["players"][1 - seat]
    lines = [
        Text(
            f"{them['guardian']} · stones {them['stones']} · deck {them['deck']} · "
            f"pen {_count(them['pen'])} · storage {_count(them['storage'])} · "
            f"Up card: {_card(them['up'])} · shields lost {them['shields_lost']}/"
            f"{SHIELDS_TO_LOSE}"
        )
    ]
    if them.get("accessories"):
        lines.append(Text(f"Beside the Guardian: {card_list(them['accessories'])}"))
    if them.get("tolls"):  # each card leaving your discard pile costs you a stone
        lines.append(Text(f"Theirs beside your discard pile: {card_list(them['tolls'])}"))
    if them["discard"]:
        lines.append(Text(f"Discard ({len(them['discard'])}): {card_list(them['discard'])}"))
    if shown:
        counts = Counter(shown.values())
        text = ", ".join(
            name if count == 1 else f"{name} x{count}" for name, count in sorted(counts.items())
        )
        lines.append(Text(f"Has shown: {text}"))
    lines += _known_lines(them)
    return Panel(Group(*lines), title="Opponent", title_align="left", border_style=OPPONENT_STYLE)


def _count(value: Any) -> int:
    return value if isinstance(value, int) else len(value)


def spectator_panel(view: View) -> Panel:
    """Both seats' public numbers, for watching and replays."""
    lines = []
    for seat, player in enumerate(view["players"]):
        lines.append(
            Text(
                f"seat {seat}: {player['guardian']} · stones {player['stones']} · deck "
                f"{player['deck']} · pen {_count(player['pen'])} · storage "
                f"{_count(player['storage'])} · Up card: {_card(player['up'])} · shields lost "
                f"{player['shields_lost']}/{SHIELDS_TO_LOSE}",
                style=_style(seat, None),
            )
        )
    return Panel(Group(*lines), title="Players", title_align="left")


# --- combat --------------------------------------------------------------------------------


def my_combat_side(view: View) -> int | None:
    """0 (attacker) or 1 (defender): the combat side whose hand this view shows."""
    combat = view.get("combat")
    if not combat:
        return None
    for index, side in enumerate(combat["view"]["sides"]):
        if "hand" in side:
            return index
    return None


def combat_panel(view: View) -> Panel | None:
    """The combat going on: sides, cards on the table, command cards and the match-ups."""
    combat = view.get("combat")
    if not combat:
        return None
    inner = combat["view"]
    mine = my_combat_side(view)
    lines: list[RenderableType] = [
        Text(f"at {combat['space']} · terrain {inner['terrain']} · {combat_step(inner)}")
    ]
    for index, side in enumerate(inner["sides"]):
        label = side["role"] + (" (you)" if index == mine else "")
        style = "" if mine is None else OWN_STYLE if index == mine else OPPONENT_STYLE
        facts = (
            f"{label}: {side['guardian']} · stones {side['stones']} · combat hand "
            f"{side['combat_hand']} · storage {side['storage_hand']}"
        )
        if side.get("channelers_face_down"):
            facts += f" · channelers face-down {side['channelers_face_down']}"
        if side.get("committed"):
            facts += " · has chosen"
        lines.append(Text(facts, style=style))
        if side.get("table"):
            played = ", ".join(
                f"{card['name']} ({card['status']})"
                if card["role"] == "none"
                else f"{card['name']} ({card['role']}, {card['status']})"
                for card in side["table"]
            )
            lines.append(Text(f"  on the table: {played}", style=style))
        if side.get("revealed_in_hand"):
            lines.append(Text(f"  shown in hand: {card_list(side['revealed_in_hand'])}"))
        if "hand" in side:
            hand = ", ".join(f"{c['name']} [{c['id']}, {c['zone']}]" for c in side["hand"])
            lines.append(Text(f"  your cards: {hand or 'none'}", style=style))
    for number, command in enumerate(inner.get("commands", [])):
        if command is not None:
            dispelled = " (dispelled)" if command.get("dispelled") else ""
            role = inner["sides"][number]["role"]
            lines.append(Text(f"{role}'s command card: {command['card']}{dispelled}"))
    if inner.get("matchups"):
        lines.append(matchup_table(inner["matchups"]))
        lines += so_far_lines(inner["matchups"])
    return Panel(Group(*lines), title="Combat", title_align="left", border_style="yellow")


def combat_step(inner: View) -> str:
    """What the combat is at now, in players' words."""
    return combat_step_words(str(inner.get("phase", "")))


def combat_lines(view: View) -> list[Text]:
    """The combat folded: where and at what step, each side in a line, your cards, and each
    match-up with both Vitalities and the result."""
    combat = view.get("combat")
    if not combat:
        return []
    inner = combat["view"]
    mine = my_combat_side(view)
    lines = [Text(f"at {combat['space']} · terrain {inner['terrain']} · {combat_step(inner)}")]
    for index, side in enumerate(inner["sides"]):
        label = side["role"] + (" (you)" if index == mine else "")
        played = ", ".join(card["name"] for card in side.get("table", []))
        facts = f"{label}: hand {side['combat_hand']}, stones {side['stones']}"
        if side.get("committed"):
            facts += ", has chosen"
        lines.append(Text(facts + (f" · {played}" if played else "")))
        if "hand" in side:
            hand = ", ".join(card["name"] for card in side["hand"])
            lines.append(Text(f"your cards: {hand or 'none'}"))
    for m in inner.get("matchups", []):
        result = f" -> {m['result']}" if m.get("result") else ""
        if "target" in m:
            attackers = ", ".join(m.get("attackers", [])) or "secondary"
            lines.append(Text(f"#{m['number']} {attackers} {_vit(m, '')} on {m['target']}{result}"))
            continue
        lines.append(
            Text(
                f"#{m['number']} {m.get('attacker') or '-'} {_vit(m, 'attacker')} vs "
                f"{m.get('defender') or '-'} {_vit(m, 'defender')}{result}"
            )
        )
    return lines + so_far_lines(inner.get("matchups", []))


def so_far_lines(matchups: list[View]) -> list[Text]:
    """The match-up being fought, each side's Vitality so far with every part named
    (``Wild Nymph 4 + 1 OCB = 5``; dice not yet rolled as ``+ 1d6``)."""
    lines = []
    for m in matchups:
        if not m.get("so_far"):
            continue
        for side in ("attacker", "defender"):
            parts = m.get(f"{side}_parts") or []
            text = f"{m[side]} " + (str(parts[0][1]) if parts else "0")
            if parts and parts[0][0] != "base":
                text += f" ({parts[0][0]})"
            for label, value in parts[1:]:
                label = "Off-Color" if label == "OCB" else label  # as the events word it
                text += f" {'+' if value >= 0 else '-'} {abs(value)} {label}"
            dice = m.get(f"{side}_dice") or 0
            text += f" + {dice}d6" if dice else ""
            lines.append(Text(f"{side} so far: {text} = {m[f'{side}_vitality']}"))
    return lines


def _compact_cell(cell: list[str]) -> str:
    return "; ".join(cell) or "-"


def board_lines(view: View, seat: int | None) -> Table:
    """The board folded: a line per row (your home at the bottom), each space's owner, terrain,
    shields (with how many cards they carry, ``*`` when turned) and stronghold cards."""
    cells: dict[str, list[str]] = {}
    for player in view["players"]:
        for slot in player["strongholds"]:
            facts = []
            for where in ("on", "under", "held", "extra_held"):
                count = _count(slot.get(where) or [])
                if count:
                    facts.append(f"{count} {where.replace('extra_', '')}")
            name = slot["card"] + (" (rubble)" if slot.get("rubble") else "")
            for key in ("upgrade", "extra_upgrade"):
                if slot.get(key) is not None:
                    name += f" +{_card(slot[key])}"
            cells[slot["space"]] = [", ".join([*facts, name])]
    for space, land in view["lands"].items():
        terrain = land.get("terrain")
        ground = "-" if terrain is None else str(terrain.get("name", "face-down terrain"))
        cells[space] = [f"{short_who(land.get('controller'), seat)}, {ground}"]
    for shield in view["shields"]:
        turned = "*" if shield["turned"] else ""
        whose = short_who(shield["owner"], seat)
        text = f"{_card(shield['shield'])}{turned} ({whose}, {_count(shield['contents'])})"
        cells.setdefault(shield["space"], []).insert(0, text)
    combat = view.get("combat")
    if combat:
        cells.setdefault(combat["space"], []).insert(0, "COMBAT")
    table = Table.grid(padding=(0, 1), expand=True)
    table.add_column(no_wrap=True)
    for _ in "123":
        table.add_column(ratio=1, no_wrap=True, overflow="ellipsis")
    rows = ROWS if seat == 1 else ROWS[::-1]
    for row in rows:
        table.add_row(row, *(_compact_cell(cells.get(f"{row}{c}", [])) for c in "123"))
    return table


def player_lines(view: View, seat: int) -> list[Text]:
    """Your side folded: the numbers on one line, then pen and storage as card names."""
    me = view["players"][seat]
    return [
        Text(
            f"{me['guardian']} · stones {me['stones']} · deck {me['deck']} · Up "
            f"{_card(me['up'])} · shields lost {me['shields_lost']}/{SHIELDS_TO_LOSE}"
        ),
        Text(f"pen ({len(me['pen'])}): {card_list(me['pen'])}"),
        Text(f"storage ({len(me['storage'])}): {card_list(me['storage'])}"),
    ]


def opponent_line(view: View, seat: int) -> Text:
    """The opponent folded to its numbers."""
    them = view["players"][1 - seat]
    return Text(
        f"{them['guardian']} · stones {them['stones']} · deck {them['deck']} · pen "
        f"{_count(them['pen'])} · storage {_count(them['storage'])} · Up {_card(them['up'])} · "
        f"shields lost {them['shields_lost']}/{SHIELDS_TO_LOSE}"
    )


def action_entries(
    actions: list[str], names: Mapping[str, str], costs: list[str] | None = None
) -> list[Choice]:
    """The legal actions numbered from 1, names in place of ids, what each costs (``costs``:
    "1 stone" or "" per action), the notation beside when they differ: one entry each."""
    entries = []
    digits = len(str(len(actions)))
    for number, text in enumerate(actions, start=1):
        pretty = pretty_action(text, names)
        if costs is not None and costs[number - 1]:
            pretty += f" ({costs[number - 1]})"
        short = Text(f"{number:>{digits}}. ", style="bold")
        short.append(pretty)
        full = short.copy()
        if pretty != text:
            full.append(f"  [{text}]", style="dim")
        entries.append(Choice(full, short))
    return entries


def matchup_table(matchups: list[View]) -> Table:
    """Match-ups with each side's Vitality and the result."""
    table = Table("#", "attacker", "Vit", "defender", "Vit", "result", box=None, padding=(0, 1))
    for m in matchups:
        if "target" in m:
            table.add_row(
                str(m["number"]),
                ", ".join(m.get("attackers", [])) or "secondary",
                _vit(m, ""),
                str(m["target"]),
                "",
                str(m.get("result") or "…"),
            )
            continue
        table.add_row(
            str(m["number"]),
            str(m.get("attacker") or "-"),
            _vit(m, "attacker"),
            str(m.get("defender") or "-"),
            _vit(m, "defender"),
            str(m.get("result") or "…"),
        )
    return table


def _vit(matchup: View, side: str) -> str:
    """A fighter's Vitality in a match-up; ``?`` until it has been worked out (no parts yet)."""
    prefix = f"{side}_" if side else ""
    value = matchup.get(f"{prefix}vitality")
    if value is None:
        return ""
    if not matchup.get(f"{prefix}parts"):
        return "?"
    dice = matchup.get(f"{prefix}dice") or 0
    return f"{value}+{dice}d6" if dice else str(value)


# --- legal actions -------------------------------------------------------------------------


# --- what changed --------------------------------------------------------------------------


def outcome_line(outcome: View | None, seat: int | None) -> str:
    """``Game over: you win (seat 1 lost 5 shields).`` — or a draw, or a spectator's words."""
    if outcome is None:
        return "The game is not over."
    winners = outcome.get("winners", [])
    reason = outcome.get("reason", "")
    if not winners or len(winners) == len(outcome.get("returns", [])):
        result = "a draw"
    elif seat is None:
        result = " and ".join(f"seat {w}" for w in winners) + " wins"
    else:
        result = "you win" if seat in winners else "you lose"
    return f"Game over: {result} ({reason})."


def _hand_size(player: View) -> int:
    return _count(player["pen"]) + _count(player["storage"])


def diff_views(before: View, after: View, seat: int | None, *, combat: bool = True) -> list[str]:
    """What a seat saw happen between two of its views, one short line each (``combat``:
    the combat's changes too, for a move that told no events)."""
    lines: list[str] = []
    if after["turn"] != before["turn"]:
        lines.append(f"— turn {after['turn']} —")
    old_phase = str(PHASE_NAMES.get(before["phase"], before["phase"]))
    new_phase = str(PHASE_NAMES.get(after["phase"], after["phase"]))
    if new_phase != old_phase and new_phase not in ("combat", "game over"):
        lines.append(f"{new_phase.capitalize()} phase.")
    for owner, (old, new) in enumerate(zip(before["players"], after["players"], strict=True)):
        lines += _player_changes(old, new, owner, seat)
    lines += _shield_changes(before, after, seat)
    lines += _land_changes(before, after, seat)
    if combat:
        lines += _combat_changes(before, after)
    return lines


def _player_changes(old: View, new: View, owner: int, seat: int | None) -> list[str]:
    lines = []
    name = who(owner, seat, capital=True)
    drawn = _hand_size(new) - _hand_size(old)
    if new["deck"] < old["deck"] and drawn > 0:
        lines.append(f"{name} drew {drawn} card{'s' if drawn != 1 else ''}.")
    if new["up"] is not None and new["up"] != old["up"]:
        lines.append(f"{name} turned up {_card(new['up'])} as Up card.")
    if new["stones"] != old["stones"]:
        lines.append(f"{name}: power stones {old['stones']} -> {new['stones']}.")
    discarded = new["discard"][len(old["discard"]) :]
    if discarded and len(new["discard"]) > len(old["discard"]):
        lines.append(f"Discarded ({who(owner, seat)}): {card_list(discarded)}.")
    if new["shields_lost"] > old["shields_lost"]:
        lines.append(f"{name} lost a shield ({new['shields_lost']}/{SHIELDS_TO_LOSE} lost).")
    for old_slot, new_slot in zip(old["strongholds"], new["strongholds"], strict=True):
        space = new_slot["space"]
        if new_slot.get("rubble") and not old_slot.get("rubble"):
            lines.append(f"{space} {new_slot['card']} is rubble.")
        if new_slot.get("upgrade") != old_slot.get("upgrade") and new_slot.get("upgrade"):
            lines.append(f"{name} upgraded {space} with {_card(new_slot['upgrade'])}.")
        if owner != seat:
            for where in ("on", "under"):
                before, after = len(old_slot[where]), len(new_slot[where])
                if before != after:
                    lines.append(
                        f"{space} ({who(owner, seat)}): {before} -> {after} card(s) {where}."
                    )
    return lines


def _shield_key(shield: View) -> str:
    card = shield["shield"]
    return str(card.get("id") or card.get("name") or shield["space"])


def _shield_changes(before: View, after: View, seat: int | None) -> list[str]:
    lines = []
    old = {_shield_key(s): s for s in before["shields"]}
    new = {_shield_key(s): s for s in after["shields"]}
    for key, shield in new.items():
        name = _card(shield["shield"])
        owner = who(shield["owner"], seat, capital=True)
        if key not in old:
            lines.append(f"{owner} raised {name} at {shield['space']}.")
            continue
        was = old[key]
        if shield["space"] != was["space"]:
            lines.append(f"{owner}: {name} {was['space']} -> {shield['space']}.")
        elif shield["turned"] and not was["turned"]:
            lines.append(f"{owner} turned {name} at {shield['space']}.")
        count, was_count = _count(shield["contents"]), _count(was["contents"])
        if count != was_count and shield["owner"] != seat:
            lines.append(f"{name} ({who(shield['owner'], seat)}) now carries {count} card(s).")
    for key, shield in old.items():
        if key not in new:
            owner = who(shield["owner"], seat)
            lines.append(f"{_card(shield['shield'])} ({owner}) at {shield['space']} is gone.")
    return lines


def _land_changes(before: View, after: View, seat: int | None) -> list[str]:
    lines = []
    for space, land in after["lands"].items():
        was = before["lands"].get(space, {})
        if land.get("terrain") != was.get("terrain"):
            terrain = land.get("terrain")
            if terrain is None:
                lines.append(f"The terrain at {space} is gone.")
            elif "name" in terrain:
                lines.append(f"Terrain at {space}: {terrain['name']}.")
            else:
                lines.append(f"A face-down terrain at {space} ({who(terrain.get('owner'), seat)}).")
        if land.get("controller") != was.get("controller"):
            lines.append(f"{space} is now held by {who(land.get('controller'), seat)}.")
    return lines


def _combat_changes(before: View, after: View) -> list[str]:
    lines: list[str] = []
    old, new = before.get("combat"), after.get("combat")
    if new and not old:
        lines.append(f"Combat at {new['space']} (terrain {new['view']['terrain']}).")
    if old and not new:
        lines.append(f"The combat at {old['space']} is over.")
    if not new:
        return lines
    old_view = old["view"] if old else {"sides": [{}, {}], "matchups": [], "commands": []}
    new_view = new["view"]
    mine = my_combat_side(after)
    for side, (was, now) in enumerate(zip(old_view["sides"], new_view["sides"], strict=True)):
        role = now["role"]
        if mine is not None:
            role = f"you ({role})" if side == mine else f"the opponent ({role})"
        role = role[0].upper() + role[1:]
        seen = {card["id"]: card for card in was.get("table", [])}
        for card in now.get("table", []):
            prior = seen.get(card["id"])
            if prior is None:
                how = (
                    card["status"]
                    if card["role"] == "none"
                    else f"{card['role']}, {card['status']}"
                )
                lines.append(f"{role}: {card['name']} ({how}).")
            elif prior["status"] != card["status"]:
                lines.append(f"{role}: {card['name']} is {card['status']}.")
        if now.get("committed") and not was.get("committed"):
            lines.append(f"{role}: a hidden choice is made.")
    old_matchups = {m["number"]: m for m in old_view.get("matchups", [])}
    for m in new_view.get("matchups", []):
        prior = old_matchups.get(m["number"])
        if "target" in m:
            if prior is None or prior.get("result") != m.get("result"):
                result = f": {m['result']}" if m.get("result") else ""
                lines.append(f"Secondary attack on {m['target']}{result}.")
            continue
        if prior is None:
            lines.append(
                f"Match-up {m['number']}: {m.get('attacker') or '-'} vs "
                f"{m.get('defender') or '-'}" + (f": {_result(m)}." if m.get("result") else ".")
            )
        elif prior.get("result") != m.get("result") and m.get("result"):
            lines.append(f"Match-up {m['number']}: {_result(m)}.")
    return lines


def _result(m: View) -> str:
    """``attacker (12 vs 9)``: a match-up's result with the Vitalities compared."""
    attacker, defender = _vit(m, "attacker"), _vit(m, "defender")
    if attacker not in ("", "?") and defender not in ("", "?"):
        return f"{m['result']} ({attacker} vs {defender})"
    return str(m["result"])


def shown_by(view: View, seat: int) -> dict[str, str]:
    """The opponent's cards (by game id) that this view names: its discard pile, Up card,
    cards on its strongholds, its shields and what they carry when shown."""
    opponent = 1 - seat
    parts: list[Any] = [view["players"][opponent]]
    parts += [shield for shield in view["shields"] if shield["owner"] == opponent]
    return dict(walk_cards(parts))
