# `make run` starts the server (open the URL it prints); `make test` runs lint, types and tests. Both build .venv first.
PY ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

BENCH_VENV := .venv-bench
BENCH_STAMP := $(BENCH_VENV)/.installed

.PHONY: run test lint types pytest soak clean system-deps bench

$(STAMP): pyproject.toml
	test -d $(VENV) || $(PY) -m venv $(VENV)
	$(BIN)/pip install --quiet --upgrade pip
	$(BIN)/pip install --quiet -e '.[dev,research]'
	touch $(STAMP)

# Debian packages the tests drive: tmux (the terminal game is played through it in a test),
# PostgreSQL (the server's tests start a throwaway cluster of it under /tmp) and chromium (the
# browser tests drive it with Playwright; `playwright install` cannot download a browser here).
system-deps:
	@command -v tmux >/dev/null 2>&1 || { apt-get update -qq && \
		DEBIAN_FRONTEND=noninteractive apt-get install -y -qq tmux >/dev/null; }
	@ls /usr/lib/postgresql/*/bin/pg_ctl >/dev/null 2>&1 || { apt-get update -qq && \
		DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null; }
	@command -v chromium >/dev/null 2>&1 || { apt-get update -qq && \
		DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null; }

# The server: it prints the URL to open in a browser (terminal play: `stronghold play`).
run: $(STAMP)
	$(BIN)/stronghold serve

lint: $(STAMP)
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .

types: $(STAMP)
	$(BIN)/mypy stronghold

# The tests run on two processes (pytest-xdist; the tests share no files or state), a test at a
# time handed to whichever is free, so one long test does not hold the other back.
PYTEST_WORKERS := -n 2 --dist worksteal

pytest: $(STAMP) system-deps
	$(BIN)/pytest $(PYTEST_WORKERS)

test: $(STAMP) system-deps
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .
	$(BIN)/mypy stronghold
	$(BIN)/lint-imports
	$(BIN)/pytest $(PYTEST_WORKERS)

# The peers the benchmarks compare with (RLCard, OpenSpiel) live in a venv of their own, never
# in the project's dependencies.
$(BENCH_STAMP): pyproject.toml
	test -d $(BENCH_VENV) || $(PY) -m venv $(BENCH_VENV)
	$(BENCH_VENV)/bin/pip install --quiet --upgrade pip
	$(BENCH_VENV)/bin/pip install --quiet -e . rlcard open_spiel
	touch $(BENCH_STAMP)

bench: $(BENCH_STAMP)
	$(BENCH_VENV)/bin/python benchmarks/peers.py

# The long random-game runs (about 5 minutes more), kept out of `make test`.
soak: $(STAMP) system-deps
	$(BIN)/pytest $(PYTEST_WORKERS) -m soak

clean:
	rm -rf $(VENV) $(BENCH_VENV) .mypy_cache .pytest_cache .ruff_cache
