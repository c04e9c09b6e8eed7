"""The resolution stack's frames are typed values with named fields, cheap and safe to clone."""

from __future__ import annotations

from game.games.villainous import frames
from game.games.villainous.stack import KINDS, AfterAction, Prog, frame_from


def test_every_kind_of_frame_has_a_resolver_and_a_class():
    assert set(KINDS) == set(frames.FRAMES)
    assert all(cls.t == kind for kind, cls in KINDS.items())


def test_a_cloned_frame_is_independent_of_the_original():
    f = Prog(({"verb": "draw", "count": 1},), "play", (), 0, 3, 0, 1, (), {"a": 1})
    g = f.clone()
    assert g == f and g is not f
    g.pc = 1
    g.v["a"] = 2
    assert f.pc == 0 and f.v == {"a": 1}


def test_fields_read_by_name_and_by_the_former_keys():
    f = Prog((), "play", (), 2, 3, 0, 1, (), {})
    assert (f.t, f.pc, f.ctl, f.realm) == ("prog", 2, 0, 1)
    assert (f["t"], f["pc"], f.get("realm", -1), f.get("hero", -1)) == ("prog", 2, 1, -1)
    assert AfterAction().get("realm", 7) == 7
    assert dict(f.items())["src"] == 3
    assert frame_from(dict(f.items())) == f


def _values(cls) -> list:
    """A value of the right type for each field of ``cls``, each one distinct."""
    kinds = {"steps": tuple, "path": tuple, "x": tuple, "cards": tuple, "progs": tuple, "q": tuple, "prog": str,
             "v": dict}
    out = []
    for i, name in enumerate(cls.FIELDS):
        kind = kinds.get(name, int)
        out.append({"k": i} if kind is dict else (10 + i,) if kind is tuple else f"p{i}" if kind is str else 10 + i)
    return out


def test_the_card_a_decision_is_about_is_named_by_each_kind():
    for cls in KINDS.values():
        f = cls(*_values(cls))
        expected = f.get("hero", f.get("card", f.get("src", -1)))
        assert (getattr(f, f.about) if f.about else -1) == expected, cls.t


def test_every_kind_of_frame_clones_equal_reads_back_from_its_items_and_keeps_its_scratch_apart():
    import pytest

    from game.games.villainous.stack import AFTER_ACTION

    for cls in KINDS.values():
        names = list(cls.FIELDS)
        n = len(names)
        f = cls(*_values(cls))
        g = f.clone()
        assert g == f and type(g) is cls, cls.t
        assert frame_from(dict(f.items())) == f, cls.t
        assert list(f.items())[0] == ("t", cls.t) and len(list(f.items())) == n + 1
        assert "t" in f and "nothing" not in f and f.get("t") == cls.t and f["t"] == cls.t
        for name in names:
            assert name in f and f[name] == getattr(f, name)
            if name == "v":
                g.v["k"] = "changed"
                assert f.v["k"] != "changed", cls.t
        with pytest.raises(KeyError):
            f["nothing"]
    assert AFTER_ACTION.clone() is AFTER_ACTION
    f = Prog((), "play", (), 2, 3, 0, 1, (), {})
    f["pc"] = 5
    assert f.pc == 5
