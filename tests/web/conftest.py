"""Fixtures of the browser tests: a real server (uvicorn on a free loopback port, a temporary
SQLite file) and Debian's chromium driven by Playwright (launched by its path: `playwright
install` cannot download a browser here; `make system-deps` installs chromium)."""

from __future__ import annotations

import shutil
from collections.abc import Iterator

import pytest
from playwright.sync_api import Browser, Page, Playwright, sync_playwright
from web_helpers import Served


@pytest.fixture(scope="session")
def served(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Served]:
    """One server for the session (per test process), over a SQLite file of its own."""
    server = Served(tmp_path_factory.mktemp("web") / "server.sqlite3")
    server.start()
    yield server
    server.stop()


def chromium_path() -> str:
    """Debian's chromium (installed by `make system-deps`)."""
    found = shutil.which("chromium") or shutil.which("chromium-browser")
    assert found, "chromium is not installed: run `make system-deps` (apt-get install chromium)"
    return found


@pytest.fixture(scope="session")
def playwright() -> Iterator[Playwright]:
    with sync_playwright() as driver:
        yield driver


@pytest.fixture(scope="session")
def browser(playwright: Playwright) -> Iterator[Browser]:
    """Chromium, headless (no sandbox: the tests may run as root)."""
    launched = playwright.chromium.launch(
        executable_path=chromium_path(),
        headless=True,
        args=["--no-sandbox", "--disable-dev-shm-usage"],
    )
    yield launched
    launched.close()


@pytest.fixture
def page(browser: Browser) -> Iterator[Page]:
    """A fresh page (its own cookies and storage) that fails the test on a script error."""
    context = browser.new_context(viewport={"width": 1300, "height": 900})
    opened = context.new_page()
    errors: list[str] = []
    opened.on("pageerror", lambda error: errors.append(str(error)))
    opened.set_default_timeout(20_000)
    yield opened
    context.close()
    assert errors == [], f"script errors on the page: {errors}"


def pytest_terminal_summary(terminalreporter: pytest.TerminalReporter) -> None:
    """Print where the browser tests saved their screenshots (recorded as ``screenshot``)."""
    shots = [
        (report.nodeid, value)
        for report in terminalreporter.stats.get("passed", [])
        for name, value in getattr(report, "user_properties", [])
        if name == "screenshot"
    ]
    if shots:
        terminalreporter.section("screenshots")
        for nodeid, path in shots:
            terminalreporter.write_line(f"{path}  ({nodeid.split('::')[-1]})")
