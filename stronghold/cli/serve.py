"""``stronghold serve``: the server (stronghold.server) on uvicorn, with its URL printed."""

from __future__ import annotations

import socket

import typer

from stronghold.cli.paths import data_folder

#: The largest websocket message uvicorn accepts (the app refuses more than 4 KiB itself).
WS_MAX_BYTES = 64 * 1024


def serve_command(
    *,
    host: str,
    port: int,
    db: str | None,
    workers: int = 1,
    compress: bool = False,
    evict_after: float = 600.0,
) -> None:
    """Open the database (migrating it), bind the socket, print the URL, serve until stopped;
    with ``workers`` > 1, that many uvicorn processes share the socket and the games (which
    needs PostgreSQL); ``compress``: websocket messages with permessage-deflate;
    ``evict_after``: seconds an idle game stays in memory."""
    import os

    import uvicorn

    from stronghold.server.app import DATABASE_VARIABLE, EVICT_VARIABLE, create_app
    from stronghold.server.db import default_url, is_postgresql, open_database

    url = db or default_url(data_folder())
    if workers > 1 and not is_postgresql(url):
        typer.echo(
            f"error: --workers {workers} needs PostgreSQL (--db postgresql+psycopg://…): "
            "processes share games only through it",
            err=True,
        )
        raise typer.Exit(2)
    if workers > 1:
        open_database(url).dispose()  # migrate once before the workers start
        os.environ[DATABASE_VARIABLE] = url  # each worker builds its app from these
        os.environ[EVICT_VARIABLE] = str(evict_after)
        app = None
    else:
        app = create_app(url, evict_after=evict_after)
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    listener = socket.socket(family, socket.SOCK_STREAM)
    listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    try:
        listener.bind((host, port))
    except OSError as exc:
        listener.close()
        typer.echo(f"error: cannot listen on {host}:{port}: {exc.strerror or exc}", err=True)
        raise typer.Exit(2) from None
    bound = listener.getsockname()[1]
    shown = f"[{host}]" if family == socket.AF_INET6 else host
    where = url.split("://", 1)[0] if db else url.removeprefix("sqlite:///")
    typer.echo(f"Stronghold is serving at http://{shown}:{bound}/ (games stored in {where})")
    # No access log: a request's path holds a seat's secret token.
    if app is not None:
        config = uvicorn.Config(
            app,
            ws_max_size=WS_MAX_BYTES,
            ws_per_message_deflate=compress,
            log_level="warning",
            access_log=False,
        )
        uvicorn.Server(config).run(sockets=[listener])
        return
    from uvicorn.supervisors import Multiprocess

    config = uvicorn.Config(
        "stronghold.server.app:app_from_environment",
        factory=True,
        workers=workers,
        ws_max_size=WS_MAX_BYTES,
        ws_per_message_deflate=compress,
        log_level="warning",
        access_log=False,
    )
    Multiprocess(config, sockets=[listener]).run()
