"""Guardians Arena changes the Guardians game and combat only through the hooks they declare
for variants, public by name (issue 11): no Arena class overrides a private method of a
Guardians class, and no Arena module reads a private name of a Guardians class from outside."""

from __future__ import annotations

import ast
import importlib
import inspect
import pkgutil
from pathlib import Path

import stronghold.games.arena as arena
import stronghold.games.guardians as guardians


def _private(name: str) -> bool:
    return name.startswith("_") and not name.startswith("__")


def _arena_modules() -> list[str]:
    return [f"{arena.__name__}.{m.name}" for m in pkgutil.iter_modules(arena.__path__)]


def _guardians_privates() -> dict[str, str]:
    """Private names defined by a class of the Guardians package -> that class."""
    out: dict[str, str] = {}
    for info in pkgutil.walk_packages(guardians.__path__, f"{guardians.__name__}."):
        module = importlib.import_module(info.name)
        for cls in vars(module).values():
            if inspect.isclass(cls) and cls.__module__ == module.__name__:
                out.update({name: cls.__qualname__ for name in vars(cls) if _private(name)})
    return out


def test_no_arena_class_overrides_a_private_method_of_a_guardians_class() -> None:
    overrides = []
    for name in _arena_modules():
        module = importlib.import_module(name)
        for cls in vars(module).values():
            if not inspect.isclass(cls) or cls.__module__ != name:
                continue
            for attr in vars(cls):
                for base in cls.__mro__[1:]:
                    if base.__module__.startswith(guardians.__name__) and attr in vars(base):
                        if _private(attr) and callable(vars(base)[attr]):
                            overrides.append(f"{cls.__qualname__}.{attr} ({base.__qualname__})")
    assert overrides == []


def test_no_arena_module_reads_a_private_name_of_a_guardians_class_from_outside() -> None:
    privates = _guardians_privates()
    reads = []
    for name in _arena_modules():
        path = Path(inspect.getfile(importlib.import_module(name)))
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Attribute) and node.attr in privates:
                if not (isinstance(node.value, ast.Name) and node.value.id in ("self", "super")):
                    reads.append(f"{path.name}:{node.lineno} {node.attr} ({privates[node.attr]})")
    assert reads == []
