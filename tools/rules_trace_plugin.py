"""A pytest plugin for the rules trace (``-p tools.rules_trace_plugin``): after collection
it writes every ``rule`` mark as pytest sees it (class and module marks included,
parametrised cases apart) to the JSON file named by ``RULES_TRACE_OUT``: a list of
``[node id, paragraph id]`` pairs."""

from __future__ import annotations

import json
import os

import pytest


def pytest_collection_finish(session: pytest.Session) -> None:
    target = os.environ.get("RULES_TRACE_OUT")
    if not target:
        return
    pairs: list[list[str]] = []
    for item in session.items:
        for mark in item.iter_markers("rule"):
            for pid in mark.args:
                # A mark that is not a string id is reported under what it is, so the trace
                # shows it as an unknown id instead of failing on it.
                pairs.append([item.nodeid, pid if isinstance(pid, str) else repr(pid)])
    with open(target, "w", encoding="utf-8") as fh:
        json.dump(pairs, fh)
