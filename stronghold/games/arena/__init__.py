"""Guardians Arena (v5.1): a fan variant of Guardians played with the same cards."""
