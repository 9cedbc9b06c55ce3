"""The registry: ids, aliases, case, close-match errors, params checks and lazy built-ins."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from engine_toys import HighCardGame, NimGame

import stronghold
from stronghold.engine import ParamsError, UnknownGame, registry
from stronghold.engine.registry import (
    conformance_params,
    game_info,
    list_games,
    load,
    register,
    register_builtin,
    resolve,
    unregister,
)


@pytest.fixture
def builtin_table() -> Iterator[None]:
    """Restore the built-in table and imported-module set after a test changes them."""
    saved_builtin, saved_imported = dict(registry._BUILTIN), set(registry._IMPORTED)
    yield
    registry._BUILTIN.clear()
    registry._BUILTIN.update(saved_builtin)
    registry._IMPORTED.clear()
    registry._IMPORTED.update(saved_imported)


def test_load_by_id_alias_and_any_case() -> None:
    for name in ("toy-nim", "Nim", "NIM", "toy_nim", " Toy Nim "):
        game = load(name)
        assert isinstance(game, NimGame) and game.id == "toy-nim"
    assert isinstance(stronghold.load("High Card"), HighCardGame)


def test_load_passes_params_and_keeps_them_json_ready() -> None:
    game = load("toy-nim", heaps=[4, 4])
    assert isinstance(game, NimGame)
    assert game.heaps == (4, 4) and game.params == {"heaps": [4, 4]}
    assert load("toy-nim").params == {"heaps": [3, 4, 5]}


def test_unknown_game_suggests_close_ids() -> None:
    with pytest.raises(UnknownGame) as caught:
        load("toy-nimm")
    assert caught.value.reason.startswith("unknown game 'toy-nimm'; did you mean 'toy-nim'")


def test_unexpected_params_are_a_params_error() -> None:
    with pytest.raises(ParamsError, match="game 'toy-nim': got an unexpected keyword argument"):
        load("toy-nim", piles=[1])


def test_list_games_gives_ids_aliases_and_titles_sorted() -> None:
    infos = {info.id: info for info in list_games()}
    assert infos["toy-nim"].aliases == ("Nim",)
    assert infos["toy-nim"].title == "Nim" and infos["toy-nim"].description == "Toy Nim"
    assert infos["toy-high-card"].aliases == ("high card",)
    ids = [info.id for info in list_games()]
    assert ids == sorted(ids)


def test_conformance_params_come_from_the_game_class() -> None:
    assert conformance_params("nim") == [{}, {"heaps": [1, 2]}, {"heaps": [7]}]
    register("toy-plain", lambda: NimGame(heaps=[1]))
    try:
        assert conformance_params("toy-plain") == [{}]
    finally:
        unregister("toy-plain")


def test_ids_must_be_kebab_case_and_names_unique() -> None:
    with pytest.raises(ValueError, match="lower-case words"):
        register("Toy Chess", NimGame)
    with pytest.raises(ValueError, match="already used by 'toy-nim'"):
        register("toy-other", NimGame, aliases=("nim",))
    register("toy-nim", NimGame, aliases=("nim", "heaps"))
    assert resolve("heaps") == "toy-nim" and game_info("toy-nim").aliases == ("nim", "heaps")


def test_unregister_forgets_aliases() -> None:
    unregister("toy-nim")
    with pytest.raises(UnknownGame):
        load("nim")


def test_missing_builtin_module_is_skipped(builtin_table: None) -> None:
    register_builtin("toy-future", "stronghold.games.no_such_game.game")
    assert "toy-future" not in [info.id for info in list_games()]
    with pytest.raises(UnknownGame, match="unknown game 'toy-future'"):
        load("toy-future")


def test_builtin_is_imported_on_demand(
    builtin_table: None, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (tmp_path / "toy_lazy_game.py").write_text(
        "from stronghold.engine import register\n"
        "from engine_toys import NimGame\n"
        "register('toy-lazy', NimGame, aliases=('lazy-nim',))\n"
    )
    monkeypatch.syspath_prepend(str(tmp_path))
    register_builtin("toy-lazy", "toy_lazy_game")
    try:
        assert "toy_lazy_game" not in sys.modules
        assert isinstance(load("lazy-nim"), NimGame)
        assert "toy_lazy_game" in sys.modules
    finally:
        unregister("toy-lazy")
        sys.modules.pop("toy_lazy_game", None)


def test_builtin_with_a_broken_import_fails_loudly(
    builtin_table: None, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (tmp_path / "toy_broken_game.py").write_text("import no_such_dependency_xyz\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    register_builtin("toy-broken", "toy_broken_game")
    with pytest.raises(ModuleNotFoundError, match="no_such_dependency_xyz"):
        load("toy-broken")


def test_discovery_package_declares_builtins_lazily(
    builtin_table: None, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (tmp_path / "toy_games_pkg.py").write_text(
        "from stronghold.engine import register_builtin\n"
        "register_builtin('toy-found', 'toy_found_game')\n"
    )
    (tmp_path / "toy_found_game.py").write_text(
        "from stronghold.engine import register\n"
        "from engine_toys import NimGame\n"
        "register('toy-found', NimGame)\n"
    )
    monkeypatch.syspath_prepend(str(tmp_path))
    monkeypatch.setattr(registry, "DISCOVERY_PACKAGES", ("toy_games_pkg", "toy_absent_pkg"))
    try:
        assert "toy_games_pkg" not in sys.modules
        assert isinstance(load("TOY-FOUND"), NimGame)
        assert "toy-found" in [info.id for info in list_games()]
    finally:
        unregister("toy-found")
        sys.modules.pop("toy_games_pkg", None)
        sys.modules.pop("toy_found_game", None)


def test_the_guardians_public_face_exports_every_name_it_lists() -> None:
    import stronghold.games.guardians as guardians

    for name in guardians.__all__:
        assert getattr(guardians, name) is not None, name
    with pytest.raises(AttributeError, match="no attribute 'state'"):
        _ = guardians.state


def test_the_default_panels_cut_long_values_between_words() -> None:
    from stronghold.engine.registry import _short

    cut = _short(["b70", "x" * 200], limit=5)
    assert cut == '["…' and "b7" not in cut
    assert _short("a b70 c", limit=6) == "a …"
    assert _short("short", limit=6) == "short"
