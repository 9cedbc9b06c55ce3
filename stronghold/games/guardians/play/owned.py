"""``GameState.owns_any``'s answers shared by every game dealt from the same decks.

Whether a seat owns a card of some kind depends only on the faces it was dealt, and a game
started from decks gives each seat the same faces whatever the seed (the shuffle only orders
them). So every state started from the same stronghold cards and decks reads and fills one
dict of answers (``shared_answers``), instead of each new game looking through its ~150 cards
again for each kind (about 40 looks a game). A state whose faces change (``set_face``, a new
card) takes a dict of its own as before.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from stronghold.games.guardians.schema import AnyCard

Answers = dict[tuple[int, Callable[[AnyCard], bool]], bool]
#: The faces given (kept, so that their ids name them while the entry lasts), and the answers.
_Entry = tuple[tuple[Sequence[AnyCard], ...], Answers]
_SHARED: dict[tuple[tuple[int, ...], ...], _Entry] = {}
_SHARED_KEPT = 256


def shared_answers(faces: Sequence[Sequence[AnyCard]]) -> Answers:
    """The answers of the states dealt ``faces`` (each seat's stronghold cards, then each
    seat's deck, in the order given, before any shuffle)."""
    key = tuple(tuple(map(id, group)) for group in faces)
    entry = _SHARED.get(key)
    if entry is None:
        if len(_SHARED) >= _SHARED_KEPT:
            _SHARED.clear()
        entry = _SHARED[key] = (tuple(faces), {})
    return entry[1]
