"""Warriors of the Promised Land (2-6 players): cards, phases, Armory effects, views."""
