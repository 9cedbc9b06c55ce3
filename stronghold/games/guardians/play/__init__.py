"""The whole game of Guardians: draw and organize, movement and combat on the board, settlement."""
