"""A seeded random number generator owned by a game state, so chance is replayable."""

from __future__ import annotations

import hashlib
import json
import random
import secrets
from collections.abc import MutableSequence, Sequence
from typing import Any, TypeVar

T = TypeVar("T")


def _seed_from(*parts: object) -> int:
    """A 64-bit seed derived from ``parts`` by sha256, stable across processes (unlike hash())."""
    written = [repr(part) for part in parts]
    if written and all(_plain(item) for item in written):  # as json.dumps writes it: no escapes
        text = '["' + '","'.join(written) + '"]'
    else:
        text = json.dumps(written, separators=(",", ":"))
    return int.from_bytes(hashlib.sha256(text.encode()).digest()[:8], "big")


def _plain(text: str) -> bool:
    """Whether JSON writes ``text`` as it is between its quotes (printable ASCII, no quote or
    backslash)."""
    return text.isascii() and text.isprintable() and '"' not in text and "\\" not in text


def fresh_seed() -> int:
    """A 64-bit seed from the operating system's entropy: for a game whose seed nobody gave,
    so that no player can guess (and so foresee) its deal."""
    return secrets.randbits(64)


#: The number of words in ``random.Random``'s state (Mersenne Twister: 624 and the index),
#: and the format that writes them as ``repr`` of their tuple would, without its parentheses.
_WORDS = 625
_WORDS_FORMAT = ", ".join(["%d"] * _WORDS)


#: The generator of an Rng not seeded yet (never drawn from: ``Rng._own`` seeds its own).
_UNSEEDED = random.Random.__new__(random.Random)


class Rng:
    """Seeded RNG (wraps ``random.Random``); the only source of chance in a state."""

    def __init__(self, seed: int = 0) -> None:
        if isinstance(seed, bool) or not isinstance(seed, int):
            raise TypeError(f"an Rng seed must be an int, not {type(seed).__name__}")
        self.seed = seed
        #: The generator, seeded from ``seed`` when first needed (``_UNSEEDED`` until then: a
        #: world sampled for search may never draw); shared with clones until one draws.
        self._random = _UNSEEDED
        #: Whether ``_random`` must be made this Rng's own before a draw (not seeded yet, or
        #: shared with a clone): the first draw does it (``_own``).
        self._shared = True

    def _own(self) -> random.Random:
        """The generator to draw from, made this Rng's own if a clone shares it (seeded now
        if it was not yet)."""
        if self._shared:
            shared = self._random
            if shared is _UNSEEDED:
                own = random.Random(self.seed)
            else:
                own = random.Random.__new__(random.Random)  # not seeded: its state is set
                own.setstate(shared.getstate())
            self._random, self._shared = own, False
        return self._random

    def _generator(self) -> random.Random:
        """The generator to read (not to draw from): seeded now if it was not yet."""
        found = self._random
        if found is _UNSEEDED:
            found = self._random = random.Random(self.seed)
            self._shared = False
        return found

    def __getstate__(self) -> tuple[int, tuple[Any, ...] | None]:
        """What a copy or a pickle keeps: the seed and the generator's state (None while it
        is not seeded yet)."""
        unseeded = self._random is _UNSEEDED
        return self.seed, None if unseeded else self._random.getstate()

    def __setstate__(self, kept: tuple[int, tuple[Any, ...] | None]) -> None:
        self.seed, state = kept
        if state is None:
            self._random, self._shared = _UNSEEDED, True
        else:
            self._random = random.Random.__new__(random.Random)  # not seeded: its state is set
            self._random.setstate(state)
            self._shared = False

    def __repr__(self) -> str:
        return f"Rng(seed={self.seed}, digest={self.digest()[:12]})"

    def random(self) -> float:
        """A float in [0, 1)."""
        return self._own().random()

    def randint(self, low: int, high: int) -> int:
        """An int in [low, high], both ends included."""
        return self._own().randint(low, high)

    # ``randrange``, ``choice`` and ``shuffle`` draw exactly what ``random.Random``'s would
    # (its ``_randbelow``: the bits of ``n``, drawn again while too large), written out for
    # speed: they are the hot path of every deal and of random play (tests/engine checks the
    # draws equal).

    def randrange(self, stop: int) -> int:
        """An int in [0, stop)."""
        if type(stop) is not int or stop <= 0:
            return self._own().randrange(stop)  # its own error (or an index-like stop)
        getrandbits = self._own().getrandbits
        bits = stop.bit_length()
        drawn = getrandbits(bits)
        while drawn >= stop:
            drawn = getrandbits(bits)
        return drawn

    def getrandbits(self, bits: int) -> int:
        """A non-negative int of ``bits`` random bits."""
        return self._own().getrandbits(bits)

    def choice(self, items: Sequence[T]) -> T:
        """One item of a non-empty sequence."""
        count = len(items)
        if not count:
            return self._own().choice(items)  # its own error
        return items[self.randrange(count)]

    def sample(self, items: Sequence[T], count: int) -> list[T]:
        """``count`` distinct positions of ``items``, in random order."""
        return self._own().sample(items, count)

    def shuffle(self, items: MutableSequence[Any]) -> None:
        """Shuffle ``items`` in place."""
        getrandbits = self._own().getrandbits
        for last in range(len(items) - 1, 0, -1):
            # a position in items[:last + 1] to exchange with items[last]
            width = last + 1
            bits = width.bit_length()
            other = getrandbits(bits)
            while other >= width:
                other = getrandbits(bits)
            items[last], items[other] = items[other], items[last]

    def getstate(self) -> tuple[Any, ...]:
        """The internal state, for ``setstate``."""
        return self._generator().getstate()

    def setstate(self, state: tuple[Any, ...]) -> None:
        """Restore an internal state from ``getstate``."""
        self._own().setstate(state)

    def digest(self) -> str:
        """sha256 hex of the internal state: equal digests mean equal future draws.

        The text hashed is ``repr((seed, getstate()))``, written with one ``%`` format for the
        generator's 625 words (a fifth faster than ``repr`` of the tuple, the same text): a
        combat derives its numbering from a digest at every start."""
        state = self.getstate()
        version, words, gauss = state
        if type(words) is tuple and len(words) == _WORDS:
            text = f"({self.seed!r}, ({version!r}, ({_WORDS_FORMAT % words}), {gauss!r}))"
        else:  # pragma: no cover - another generator's state: as repr writes it
            text = repr((self.seed, state))
        return hashlib.sha256(text.encode()).hexdigest()

    def clone(self) -> Rng:
        """An independent copy that will draw the same numbers as this one."""
        twin = Rng.__new__(Rng)
        twin.seed = self.seed
        twin._random = self._random  # shared until one of the two draws (``_own``)
        self._shared = twin._shared = True
        return twin

    def derive(self, *labels: str | int) -> Rng:
        """A new Rng seeded from this one's state and ``labels``; this one does not advance."""
        return Rng(_seed_from(self.seed, self.digest(), *labels))

    def spawn(self) -> Rng:
        """A new Rng seeded by a draw from this one (which advances)."""
        return Rng(self.getrandbits(64))

    def for_determinization(self, seat: int, salt: int | str = 0) -> Rng:
        """The Rng a search uses to sample hidden information for ``seat`` (salt = iteration)."""
        return self.derive("determinize", seat, salt)
