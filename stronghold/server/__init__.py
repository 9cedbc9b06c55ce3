"""The web server: games stored in a database, played over HTTP and one websocket per seat.

It reaches games only through the engine contract and each game package's public face, like
the CLI; ``stronghold serve`` starts it (:func:`stronghold.server.app.create_app`).
"""
