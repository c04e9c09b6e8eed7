"""The rules trace: every rulebook paragraph is held by a test or has a stated reason, and
every id a test declares exists (docs/rules-trace.md, tools/rules_trace.py)."""

from __future__ import annotations

import json

import pytest

from tools import rules_trace

RULES = rules_trace.find_rules_dir()
needs_rules = pytest.mark.skipif(RULES is None, reason="no ../shared/rules beside the repository")


def test_a_heading_starts_a_section_and_each_line_under_it_is_a_numbered_paragraph():
    text = ("Setup\nPlace your mover on the portrait.\n- Draw 4 Villain cards.\n\n-\n"
            "Vehicles\nThey are played in Deep Space.\nVehicles\nEngaged ones may be vanquished.\n")
    got = [(p.id, p.heading, p.text) for p in rules_trace.split(text, "000")]
    assert got == [
        ("000:setup:1", "Setup", "Place your mover on the portrait."),
        ("000:setup:2", "Setup", "- Draw 4 Villain cards."),
        ("000:vehicles:1", "Vehicles", "They are played in Deep Space."),
        ("000:vehicles-2:1", "Vehicles", "Engaged ones may be vanquished."),
    ]


@pytest.mark.parametrize("line", ["3 Villain Guides", "- Components", "Example: Take 2 Power.",
                                  "Is there a hand limit?", "All actions are optional.",
                                  "© 2021", "Art Direction: Shane Hartley"])
def test_counts_list_items_labels_and_sentences_are_not_headings(line):
    assert not rules_trace.is_heading(line)


def test_a_slug_drops_accents_and_wiki_marks():
    assert rules_trace.slug("Types of Actions[]") == "types-of-actions"
    assert rules_trace.slug("Heróis: Game Mechanics [edit]") == "herois-game-mechanics"
    assert rules_trace.slug("Strength of an Ally or a Hero Reduced to 0") == \
        "strength-of-an-ally-or-a-hero-reduced-to-0"


def test_a_title_printed_twice_is_one_heading():
    text = "Table of Contents\nTable of Contents\n- Setup\n"
    assert [p.id for p in rules_trace.split(text, "001")] == ["001:table-of-contents:1"]


@needs_rules
def test_the_committed_index_is_the_split_of_the_rulebooks():
    """docs/rules-index.json lets a checkout without ../shared check the ids; `make
    rules-trace` writes it again when a rulebook changes."""
    committed = json.loads(rules_trace.INDEX.read_text(encoding="utf-8"))
    assert committed == rules_trace.index_of(rules_trace.read_sources(RULES))


def test_the_checks_name_unknown_ids_stale_gaps_and_paragraphs_without_anything():
    ids = ["000:setup:1", "000:setup:2", "000:setup:3", "000:setup:4"]
    marks = {"000:setup:1": ["tests/a.py::test_x"], "000:nowhere:1": ["tests/a.py::test_y"]}
    exempt = {"000:setup:2": "flavour", "000:setup:9": "flavour"}
    got = rules_trace.problems(ids, marks, exempt, missing=["000:setup:1", "000:setup:3"])
    assert any(line.startswith("000:nowhere:1: declared by tests/a.py::test_y") for line in got)
    assert any(line.startswith("000:setup:9: in rules_exempt.toml") for line in got)
    assert any(line.startswith("000:setup:1: is covered now") for line in got)
    assert any(line.startswith("000:setup:4: no test declares it") for line in got)
    assert not any(line.startswith(("000:setup:2", "000:setup:3")) for line in got)


@pytest.fixture(scope="module")
def marks() -> dict[str, list[str]]:
    """The suite's rule marks, from one `pytest --collect-only` in another process."""
    return rules_trace.collect_marks()


@pytest.mark.slow  # one `pytest --collect-only` of the whole suite in another process
def test_every_rulebook_paragraph_is_held_by_a_test_or_has_a_reason(marks):
    """Marks are read as pytest collects them; without ../shared the committed index gives
    the ids. The known gaps (tests/rules_missing.txt) are checked exactly: a new gap fails,
    and so does a listed gap that has been closed."""
    ids = rules_trace.paragraph_ids(RULES)
    found = rules_trace.problems(ids, marks, rules_trace.load_exempt(), rules_trace.load_missing())
    assert not found, "\n".join(found)


@pytest.mark.slow
@needs_rules
def test_the_committed_trace_is_current(marks):
    """docs/rules-trace.md is what `make rules-trace` writes from today's marks and lists."""
    sources = rules_trace.read_sources(RULES)
    want = rules_trace.render(sources, marks, rules_trace.load_exempt(), rules_trace.load_missing())
    assert rules_trace.TRACE.read_text(encoding="utf-8") == want, "run `make rules-trace`"
