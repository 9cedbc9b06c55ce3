"""A cheaper ``__init__`` for the frozen slotted dataclasses made in every decision: actions
and events (``Action``, ``Event`` and their subclasses).

``dataclasses`` writes a frozen class's ``__init__`` with ``object.__setattr__(self, name,
value)`` for each field (its own ``__setattr__`` refuses). A slotted class keeps each field in a
slot whose descriptor sets it directly; the ``__init__`` made here calls those descriptors, with
the same signature and defaults, and sets the same fields to the same values, at about half the
cost for an event of several fields. A class it cannot be sure of (a field with a default
factory, left out of ``__init__`` or keyword-only, a ``__post_init__``, a field without a slot
of its own) keeps the ``__init__`` ``dataclasses`` wrote.
"""

from __future__ import annotations

import dataclasses
import types
from collections.abc import Callable
from typing import Any

#: The ``__init__`` that ``dataclasses`` wrote for each class given a cheaper one (the tests
#: compare the two).
GENERATED: dict[type, Callable[..., None]] = {}


def speed_up_init(cls: type) -> None:
    """Give ``cls`` the cheaper ``__init__`` if it is a frozen slotted dataclass whose
    ``__init__`` only sets its fields (see the module's docstring); else leave it as it is.

    Called from ``__init_subclass__``: ``dataclass(slots=True)`` makes the class a second time
    with its ``__init__`` and fields already in the class's namespace, which is when this
    applies."""
    namespace = cls.__dict__
    generated = namespace.get("__init__")
    params = namespace.get("__dataclass_params__")
    if generated is None or params is None or "__slots__" not in namespace:
        return
    if not params.frozen or hasattr(cls, "__post_init__"):
        return
    fields: dict[str, dataclasses.Field[Any]] = namespace["__dataclass_fields__"]
    names: list[str] = []
    setters: dict[str, object] = {}
    defaults: dict[str, object] = {}
    for name, spec in fields.items():
        if spec._field_type is not dataclasses._FIELD:  # type: ignore[attr-defined]
            continue  # a ClassVar or InitVar pseudo-field
        if not spec.init or spec.kw_only or spec.default_factory is not dataclasses.MISSING:
            return
        slot = getattr(cls, name, None)
        if type(slot) is not types.MemberDescriptorType:
            return
        names.append(name)
        setters[f"_set_{name}"] = slot.__set__
        if spec.default is not dataclasses.MISSING:
            defaults[f"_default_{name}"] = spec.default
        elif defaults:
            return  # (dataclasses itself refuses this order)
    parameters = ", ".join(
        f"{name}=_default_{name}" if f"_default_{name}" in defaults else name for name in names
    )
    body = "".join(f"    _set_{name}(self, {name})\n" for name in names) or "    pass\n"
    source = f"def __init__(self{', ' if names else ''}{parameters}):\n{body}"
    scope: dict[str, object] = {**setters, **defaults}
    exec(source, scope)  # (text built above from the field names only)
    made = scope["__init__"]
    assert isinstance(made, types.FunctionType)
    made.__qualname__ = f"{cls.__qualname__}.__init__"
    made.__module__ = cls.__module__
    made.__annotations__ = dict(generated.__annotations__)  # (the same signature, read)
    GENERATED[cls] = generated
    cls.__init__ = made  # type: ignore[misc]
