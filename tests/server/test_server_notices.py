"""The notices server processes send each other over PostgreSQL: an action stored, or a move
taken back. A notice of an action stored comes late (the process that stored it may have
played on meanwhile): it must never be read as a take-back."""

from __future__ import annotations

from stronghold.server.shared import parse_notice


def test_a_stored_action_and_a_take_back_are_told_apart() -> None:
    assert parse_notice("12 40") == (12, 40, False)
    assert parse_notice("12 39 back") == (12, 39, True)


def test_anything_else_is_no_notice() -> None:
    for payload in ("", "12", "12 x", "12 40 forth", "12 40 back more", "-1 3", "a b"):
        assert parse_notice(payload) is None, payload
