"""The cache of the built-in card library: what it gives is the fully validated library, and a
changed, broken or unwritable cache never gives anything else."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from pydantic import BaseModel

from stronghold.games import cardcache
from stronghold.games.cardcache import cache_key, cached_cards
from stronghold.games.guardians import library as guardians_library
from stronghold.games.guardians import schema
from stronghold.games.guardians.library import BUILTIN_DIR, builtin_library, load_dir
from stronghold.games.guardians.schema import CardBase

SOURCES = [Path(schema.__file__), Path(guardians_library.__file__)]


def _same(left: object, right: object, where: str = "card") -> None:
    """``left`` and ``right`` are the same value, model by model: same class, same fields,
    same fields set (which an equality test alone would not see)."""
    assert type(left) is type(right), where
    if isinstance(left, BaseModel):
        assert isinstance(right, BaseModel)
        assert left.model_fields_set == right.model_fields_set, where
        for name in type(left).model_fields:
            _same(getattr(left, name), getattr(right, name), f"{where}.{name}")
    elif isinstance(left, list | tuple):
        assert isinstance(right, list | tuple)
        assert len(left) == len(right), where
        for index, (a, b) in enumerate(zip(left, right, strict=True)):
            _same(a, b, f"{where}[{index}]")
    elif isinstance(left, dict):
        assert isinstance(right, dict)
        assert list(left) == list(right), where
        for key in left:
            _same(left[key], right[key], f"{where}[{key!r}]")
    else:
        assert left == right, where


@pytest.fixture
def cache_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "cache"
    monkeypatch.setenv("STRONGHOLD_CACHE", str(folder))
    return folder


def test_the_cached_library_is_the_fully_validated_one(cache_dir: Path) -> None:
    validated = load_dir(BUILTIN_DIR)
    written = cached_cards("guardians", BUILTIN_DIR, SOURCES, load_dir, CardBase)
    assert len(list(cache_dir.glob("guardians-cards-*.pickle"))) == 1
    read_back = cached_cards("guardians", BUILTIN_DIR, SOURCES, _never, CardBase)
    assert len(validated) == 676
    for card, again, cached in zip(validated, written, read_back, strict=True):
        _same(card, again, card.name)
        _same(card, cached, card.name)
    # What a game loads (through whichever cache this machine has) is the same library too.
    assert [card.name for card in builtin_library()] == [card.name for card in validated]
    for card, loaded in zip(validated, builtin_library(), strict=True):
        _same(card, loaded, card.name)


def _never(folder: Path) -> list[CardBase]:
    raise AssertionError(f"{folder} was read again although the cache holds it")


def test_a_changed_card_file_is_read_again(cache_dir: Path, tmp_path: Path) -> None:
    cards = tmp_path / "cards"
    shutil.copytree(BUILTIN_DIR, cards)
    first = cached_cards("guardians", cards, SOURCES, load_dir, CardBase)
    spells = cards / "spells.toml"
    spells.write_text(
        spells.read_text(encoding="utf-8") + '\n["Test Spell"]\nkind = "spell"\nset = "HB"\n',
        encoding="utf-8",
    )
    second = cached_cards("guardians", cards, SOURCES, load_dir, CardBase)
    assert [card.name for card in second] == [card.name for card in load_dir(cards)]
    assert len(second) == len(first) + 1
    assert "Test Spell" in {card.name for card in second}
    # The stale file is gone; only the one made from the files as they are now is left.
    files = list(cache_dir.glob("guardians-cards-*.pickle"))
    assert [f.name for f in files] == [f"guardians-cards-{cache_key(cards, SOURCES)}.pickle"]


def test_a_changed_schema_source_names_another_cache(tmp_path: Path) -> None:
    source = tmp_path / "schema.py"
    source.write_text("# one schema\n", encoding="utf-8")
    before = cache_key(BUILTIN_DIR, [source])
    source.write_text("# another schema\n", encoding="utf-8")
    assert cache_key(BUILTIN_DIR, [source]) != before


def test_a_broken_cache_file_is_ignored_and_replaced(cache_dir: Path) -> None:
    path = cache_dir / f"guardians-cards-{cache_key(BUILTIN_DIR, SOURCES)}.pickle"
    cache_dir.mkdir()
    path.write_bytes(b"\x80\x05not a pickle at all")
    cards = cached_cards("guardians", BUILTIN_DIR, SOURCES, load_dir, CardBase)
    assert len(cards) == 676
    assert cached_cards("guardians", BUILTIN_DIR, SOURCES, _never, CardBase) == cards


def test_a_cache_of_something_else_is_ignored(cache_dir: Path) -> None:
    path = cache_dir / f"guardians-cards-{cache_key(BUILTIN_DIR, SOURCES)}.pickle"
    cache_dir.mkdir()
    path.write_bytes(b"\x80\x05\x95\x0b\x00\x00\x00\x00\x00\x00\x00]\x94(K\x01K\x02e.")  # [1, 2]
    assert len(cached_cards("guardians", BUILTIN_DIR, SOURCES, load_dir, CardBase)) == 676


def test_an_unwritable_cache_folder_still_loads_the_cards(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    not_a_folder = tmp_path / "file"
    not_a_folder.write_text("in the way", encoding="utf-8")
    monkeypatch.setenv("STRONGHOLD_CACHE", str(not_a_folder))
    assert cardcache.cache_folder() == not_a_folder
    cards = cached_cards("guardians", BUILTIN_DIR, SOURCES, load_dir, CardBase)
    assert [card.name for card in cards] == [card.name for card in load_dir(BUILTIN_DIR)]
