"""Getting Ready to Play: both decks dealt out to every player, 3 Warrior and 3 Armory cards in
hand, a coin flip for the first player; the game's parameters (players 2-6, rules options)."""

from __future__ import annotations

import pytest

from promised_land.helpers import assert_conserved, game, new
from stronghold.engine.errors import ParamsError
from stronghold.engine.registry import load, resolve
from stronghold.games.promised_land.model import is_warrior_id


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_both_decks_are_dealt_out_and_each_player_draws_three_and_three(players: int) -> None:
    state = new(players, seed=players)
    assert state.game.seats == players
    assert_conserved(state)
    assert state.set_aside == []
    decks = [len(p.warrior_pile) + len(p.hand) + len(p.line) for p in state.players]
    assert (
        sum(len(p.warrior_pile) for p in state.players)
        + sum(sum(1 for c in p.hand + p.line if is_warrior_id(c)) for p in state.players)
        == 60
    )
    assert max(decks) - min(decks) <= 2  # dealt round the table (the leader may have laid)
    fresh = [p for seat, p in enumerate(state.players) if not p.line]
    for player in fresh:
        assert len(player.hand) == 6
        assert player.warriors_in_hand() == 3


def test_five_players_share_84_armory_cards_four_get_one_more() -> None:
    state = new(5, seed=1)
    armory = sorted(
        len(p.armory_pile) + sum(1 for c in p.hand + p.line if not is_warrior_id(c))
        for p in state.players
    )
    assert armory == [16, 17, 17, 17, 17]


def test_rule_deal_equal_sets_the_odd_cards_aside_face_down() -> None:
    state = new(5, seed=1, rules={"deal": "equal"})
    assert len(state.set_aside) == 4  # 84 = 5 x 16 + 4; 60 Warriors divide evenly
    assert_conserved(state)
    assert all(card in state.hidden_from(seat) for seat in range(5) for card in state.set_aside)
    assert state.view(0)["set_aside"] == 4


def test_the_coin_flip_comes_from_the_seed() -> None:
    leaders = {new(4, seed=seed).leader for seed in range(30)}
    assert leaders == {0, 1, 2, 3}
    assert new(4, seed=7).leader == new(4, seed=7).leader


def test_the_game_answers_to_its_aliases() -> None:
    for name in ("promised-land", "warriors-of-the-promised-land", "warriors", "Warriors"):
        assert resolve(name) == "promised-land"


@pytest.mark.parametrize("players", [1, 7, 0, "3", True])
def test_players_must_be_two_to_six(players: object) -> None:
    with pytest.raises(ParamsError, match="players"):
        load("promised-land", players=players)


def test_max_rounds_must_be_positive() -> None:
    with pytest.raises(ParamsError, match="max_rounds"):
        load("promised-land", max_rounds=0)


def test_unknown_parameter_is_named() -> None:
    with pytest.raises(ParamsError, match="decks"):
        load("promised-land", decks=["a", "b"])


def test_unknown_rule_is_named_with_the_known_ones() -> None:
    with pytest.raises(ParamsError) as error:
        load("promised-land", rules={"dela": "all"})
    assert "'dela'" in error.value.reason and "deal" in error.value.reason
    assert "\n" not in error.value.reason


def test_bad_rule_value_names_the_allowed_values() -> None:
    with pytest.raises(ParamsError) as error:
        load("promised-land", rules={"deal": "some"})
    assert error.value.reason == (
        "promised-land: rule 'deal' must be one of 'all', 'equal', not 'some'"
    )
    with pytest.raises(ParamsError, match="true, false"):
        load("promised-land", rules={"must_lay": "yes"})


def test_params_are_kept_json_ready_with_every_rule() -> None:
    loaded = game(3, rules={"doubling": "once"})
    assert loaded.params["players"] == 3
    assert loaded.params["rules"]["doubling"] == "once"
    assert loaded.params["rules"]["deal"] == "all"
    assert loaded.params["max_rounds"] == 30
