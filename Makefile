# Villainous Table. `make play` and `make test` set everything up themselves.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed

VERSION := $(shell cat VERSION)
ARCH := $(shell dpkg --print-architecture 2>/dev/null || uname -m)

.PHONY: play engine check test rules-trace lint bench bench-bots ladder balance fuzz soak mutate clean sysdeps package package-check nsis-check locale messages screenshots sounds icons

play: $(STAMP) engine
	$(VENV)/bin/villainous

# The rules engine's hot modules compiled with mypyc into build/engine/ (game/compiled.py):
# about a minute the first time, nothing while the build is current. Without a C compiler
# it says so and the game runs the same engine as plain Python.
engine: $(STAMP)
	@$(PY) tools/build_engine.py

# The fast tier, while working: ruff and every test neither slow nor heavy (no window, no process
# started, no long playout), on both cores: under a minute from a warm venv. CI runs `make test`.
check: $(STAMP) engine
	$(VENV)/bin/ruff check game tests tools
	$(PY) -m pytest -n $${JOBS:-2} --dist worksteal -m "not slow and not heavy"

# The whole suite (CI). Both cores: pytest-xdist spreads the tests over two worker processes,
# the long ones first and an idle worker taking the other's (`-n 0` to debug one).
test: $(STAMP) sysdeps engine
	$(VENV)/bin/ruff check game tests tools
	$(PY) -m pytest -n $${JOBS:-2} --dist worksteal

# The real-window test needs Xvfb, xdotool and xwd (x11-apps): installed with apt-get when missing.
sysdeps:
	@if ! command -v Xvfb >/dev/null 2>&1 || ! command -v xdotool >/dev/null 2>&1 || ! command -v xwd >/dev/null 2>&1; then \
	  if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then \
	    echo "installing xvfb, xdotool and x11-apps"; \
	    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq xvfb xdotool x11-apps >/dev/null; \
	  else \
	    echo "xvfb, xdotool or xwd are missing and cannot be installed here: the real-window test will skip"; \
	  fi; \
	fi

# The message catalogue: gather the marked words into the .po files (translations kept),
# compile the .mo files (optional: the program reads the .po when there is no .mo).
messages: $(STAMP)
	$(PY) tools/messages.py

locale: $(STAMP)
	$(PY) tools/messages.py --compile

# The docs' screenshots (title, guided game, a mid-game table, the rules help; two sizes).
screenshots: $(STAMP)
	$(PY) tools/screenshots.py

# The sound effects (synthesised: the same files every run).
sounds: $(STAMP)
	$(PY) tools/make_sounds.py

# The chosen Game Icons: the npm package goes into a scratch folder, never into the tree.
icons: $(STAMP)
	d=$$(mktemp -d) && cd $$d && npm install --silent @iconify-json/game-icons && cd - >/dev/null && \
	  $(PY) tools/pick_icons.py --package $$d/node_modules/@iconify-json/game-icons; rm -rf $$d

# docs/rules-trace.md: every rulebook paragraph of ../shared/rules with the tests that hold it
# (@pytest.mark.rule), the reason none is needed (tests/rules_exempt.toml), or "missing".
rules-trace: $(STAMP)
	$(PY) tools/rules_trace.py

lint: $(STAMP)
	$(VENV)/bin/ruff check game tests tools

bench: $(STAMP) engine
	$(PY) tools/bench.py $${NET_FULL:+--net-full}

bench-bots: $(STAMP) engine
	$(PY) tools/bench_bots.py --pairs $${PAIRS:-normal:random,easy:normal,hard:normal} --games $${GAMES:-20}
	$(PY) tools/bench_bots.py --hard-cores 1,2 --decisions $${DECISIONS:-30}

# The bot levels rated against each other in every system (docs/bots.md, "Ladder"): paired
# games, openskill ratings with 95 % intervals. PAIRS pairs of games per pairing of levels;
# Hard searches HARD_ITERATIONS iterations a decision (about 0.1-0.2 s here; the table's Hard
# thinks 0.8 s), so the games are the same however loaded the machine is.
ladder: $(STAMP) engine
	$(VENV)/bin/villainous ladder --game $${GAME:-all} --pairs $${PAIRS:-3} --hard-iterations $${HARD_ITERATIONS:-100} --doc docs/bots.md

# Normal against Normal in every match-up of every system: docs/balance.md and the data file
# the New game screen reads (game/table/data/balance.json).
balance: $(STAMP) engine
	$(PY) tools/balance_page.py --pairs $${PAIRS:-8}

fuzz: $(STAMP)
	$(PY) tools/fuzz.py --games $${GAMES:-3000}
	$(PY) tools/fuzz.py --game stargate --games $${GAMES:-3000}
	$(PY) tools/fuzz_san_villano.py --games $${GAMES:-3000}

# SIGKILL writers in the middle of autosaves, two at a time in one folder: no game may be
# lost or damaged and no temporary file left (docs/saves.md has the figures).
soak: $(STAMP)
	$(PY) tools/soak.py --kills $${KILLS:-220}

# Mutation testing of the rules engine (docs/mutation.md); long, so not part of `make test`.
# MODULE="zones effects.hand" re-runs only those modules; JOBS sets how many mutants run at once.
# SAMPLE=25 (with SEED, default 1): the measured mode: mutants/ written again, then SAMPLE
# mutants of each module (MODULE, or a game's name such as villainous for all its modules,
# or every module of every game), each against those tests that call the mutated function,
# of AGAINST (default: the game's own test set, tools/mutate.py GAME_TESTS).
# REDO=survived re-runs only the sample's survivors (after new tests), without regenerating.
SEED ?= 1
mutate: export VILLAINOUS_PURE = 1
mutate: $(STAMP)
	@$(PY) -c 'import mutmut' 2>/dev/null || $(PY) -m pip install --quiet -e '.[test,mutate]'
ifeq ($(SAMPLE),)
	$(PY) tools/mutate.py --jobs $${JOBS:-2} $(MODULE)
else
	$(if $(REDO),,$(PY) tools/mutate.py --generate)
	$(PY) tools/mutate.py $(MODULE) --sample $(SAMPLE) --seed $(SEED) --jobs $${JOBS:-2} --select \
	  --against $(or $(AGAINST),default) $(if $(REDO),--redo $(REDO))
	$(PY) tools/mutate.py --report $(MODULE)
endif

$(STAMP): pyproject.toml
	@$(PYTHON) -c 'import sys; assert sys.version_info >= (3, 11), "Python 3.11 or newer is needed"'
	test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e '.[test,engine,ladder,lan]'
	@# pygame-ce and upstream pygame share the `pygame` package: never both.
	@if $(PY) -m pip show pygame >/dev/null 2>&1; then $(PY) -m pip uninstall -y pygame && $(PY) -m pip install --quiet --force-reinstall pygame-ce; fi
	touch $(STAMP)

# The desktop packages (Linux here; Windows and macOS in .github/workflows/package.yml).
package: $(STAMP) engine
	$(PY) -m pip install --quiet 'pyinstaller>=6.10'
	rm -rf build/pyinstaller dist/villainous
	$(VENV)/bin/pyinstaller --noconfirm --log-level WARN --distpath dist --workpath build/pyinstaller \
		packaging/villainous.spec
	tar -C dist -czf dist/villainous-$(VERSION)-linux-$(ARCH).tar.gz villainous
	packaging/linux/build_deb.sh

# Build, then run the frozen program, install the .deb, run it, remove it: saves must survive.
package-check: package sysdeps
	packaging/linux/package_check.sh

# The NSIS script compiles (makensis runs on Linux; the Windows bundle is built on Windows).
nsis-check: $(STAMP)
	@test -d dist/villainous || $(MAKE) package
	@command -v makensis >/dev/null 2>&1 || (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nsis >/dev/null)
	cd packaging/windows && makensis -V2 -DVERSION=$(VERSION) -DOUTFILE=$(CURDIR)/build/nsis-check-setup.exe installer.nsi

clean:
	rm -rf $(VENV) build dist *.egg-info .pytest_cache .ruff_cache mutants
