"""Guardians combat: two shields fight, every step of the rules a decision of one seat."""
