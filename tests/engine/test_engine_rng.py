"""The state's RNG: seeded, clonable, derivable without advancing, the same in every process."""

from __future__ import annotations

import copy
import os
import pickle
import random
import subprocess
import sys

import pytest

from stronghold.engine.rng import Rng


def draws(rng: Rng) -> list[int]:
    return [rng.randint(1, 1000) for _ in range(10)]


def test_same_seed_same_draws_and_different_seed_different_draws() -> None:
    assert draws(Rng(7)) == draws(Rng(7))
    assert draws(Rng(7)) != draws(Rng(8))


def test_clone_and_deepcopy_continue_identically_and_independently() -> None:
    rng = Rng(3)
    rng.random()
    twin, deep = rng.clone(), copy.deepcopy(rng)
    assert rng.digest() == twin.digest() == deep.digest()
    expected = draws(rng)
    assert draws(twin) == expected and draws(deep) == expected


def test_shuffle_choice_and_sample_are_seeded() -> None:
    first, second = list(range(20)), list(range(20))
    Rng(5).shuffle(first)
    Rng(5).shuffle(second)
    assert first == second != list(range(20))
    assert Rng(5).choice("abcdef") == Rng(5).choice("abcdef")
    assert Rng(5).sample(range(10), 3) == Rng(5).sample(range(10), 3)


def test_randrange_choice_and_shuffle_draw_what_random_draws() -> None:
    # Rng writes these out for speed; every seeded deal and replay depends on their draws
    # being exactly random.Random's
    for seed in range(40):
        ours, theirs = Rng(seed), random.Random(seed)
        for stop in (1, 2, 3, 5, 7, 8, 9, 16, 17, 100, 1000, 2**40 + 3):
            assert ours.randrange(stop) == theirs.randrange(stop)
        for length in range(0, 70, 3):
            mine, other = list(range(length)), list(range(length))
            ours.shuffle(mine)
            theirs.shuffle(other)
            assert mine == other
            if length:
                assert ours.choice(mine) == theirs.choice(other)
        assert ours.getstate() == theirs.getstate()
    with pytest.raises(ValueError):
        Rng(1).randrange(0)
    with pytest.raises(IndexError):
        Rng(1).choice([])


def test_derive_does_not_advance_and_depends_on_labels_and_state() -> None:
    rng = Rng(11)
    before = rng.digest()
    child = rng.derive("determinize", 0, 1)
    assert rng.digest() == before
    assert draws(child) == draws(rng.derive("determinize", 0, 1))
    assert draws(rng.derive("determinize", 1, 1)) != draws(rng.derive("determinize", 0, 1))
    rng.random()
    assert draws(rng.derive("determinize", 0, 1)) != draws(Rng(11).derive("determinize", 0, 1))


def test_spawn_advances_the_parent() -> None:
    rng = Rng(2)
    before = rng.digest()
    assert draws(rng.spawn()) == draws(Rng(2).spawn())
    assert rng.digest() != before


def test_getstate_setstate_restores_draws() -> None:
    rng = Rng(9)
    saved = rng.getstate()
    expected = draws(rng)
    rng.setstate(saved)
    assert draws(rng) == expected


def test_seed_must_be_an_int() -> None:
    with pytest.raises(TypeError):
        Rng("7")  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        Rng(True)


def test_determinization_rng_is_the_same_in_another_process() -> None:
    script = (
        "from stronghold.engine.rng import Rng\n"
        "r = Rng(42).for_determinization(1, 'iteration-3')\n"
        "print(r.randint(0, 10**12), r.digest())\n"
    )
    rng = Rng(42).for_determinization(1, "iteration-3")
    here = f"{rng.randint(0, 10**12)} {rng.digest()}"
    for hash_seed in ("1", "2"):
        env = {**os.environ, "PYTHONHASHSEED": hash_seed}
        done = subprocess.run(
            [sys.executable, "-c", script], capture_output=True, text=True, env=env, check=True
        )
        assert done.stdout.strip() == here


def test_digest_hashes_the_repr_of_the_seed_and_the_state() -> None:
    """The digest's quick text is exactly ``repr((seed, getstate()))``: the fingerprints of
    every recorded game depend on it (fresh, drawn from, with a Gaussian pending)."""
    import hashlib

    for seed in (0, 7, 2**63 + 5, -3):
        rng = Rng(seed)
        for step in range(3):
            expected = hashlib.sha256(repr((rng.seed, rng.getstate())).encode()).hexdigest()
            assert rng.digest() == expected, (seed, step)
            rng.randint(0, 10**9)
        rng._own().gauss(0.0, 1.0)  # leaves gauss_next set: a float in the state
        assert rng.getstate()[2] is not None
        assert rng.digest() == hashlib.sha256(repr((rng.seed, rng.getstate())).encode()).hexdigest()


def test_seeds_are_derived_from_the_json_of_the_parts_reprs() -> None:
    """``_seed_from`` writes the parts' reprs as ``json.dumps`` does, escapes and all (derived
    seeds are in every recorded game's combats)."""
    import hashlib
    import json

    from stronghold.engine.rng import _seed_from

    cases = [(5, "ab" * 32, "instance ids"), ("it's", 'a "quoted" label', "back\\slash"),
             ("tab\there", "Élan", -7, 2**70), ()]  # fmt: skip
    for parts in cases:
        text = json.dumps([repr(part) for part in parts], separators=(",", ":"))
        expected = int.from_bytes(hashlib.sha256(text.encode()).digest()[:8], "big")
        assert _seed_from(*parts) == expected, parts


def test_an_rng_seeded_only_when_first_needed_draws_and_digests_as_one_seeded_at_once() -> None:
    # the generator is seeded at the first draw or read (``Rng._own``/``_generator``): an
    # Rng never drawn from, its clones, copies and pickles draw what random.Random(seed) draws
    expected = draws(Rng(11))
    reference = random.Random(11)
    assert Rng(11).getstate() == reference.getstate()
    assert Rng(11).digest() == Rng(11).clone().digest()
    fresh = Rng(11)
    twin, copied, deep = fresh.clone(), copy.copy(fresh), copy.deepcopy(fresh)
    pickled = pickle.loads(pickle.dumps(fresh))
    assert draws(fresh) == expected
    for other in (twin, copied, deep, pickled):
        assert draws(other) == expected
    drawn = Rng(11)
    drawn.random()
    again = pickle.loads(pickle.dumps(drawn))
    assert again.digest() == drawn.digest() and draws(again) == draws(drawn)
