"""The position format: round trips, and malformed positions refused with the JSON path."""

from __future__ import annotations

import copy
import json

import pytest

from game.games.villainous import rules as R
from game.games.villainous.position import PositionError, from_position, to_position

from .helpers import at, do, fate_top, legal, new


def _pos():
    return to_position(new())


def test_position_after_setup_round_trips():
    pos = _pos()
    assert to_position(from_position(json.loads(json.dumps(pos)))) == pos


def test_position_with_a_pending_prompt_resumes_it():
    st = new()
    fate_top(st, 1, "belle", "lumiere")
    at(st, "the-woods")
    do(st, "fate p2")
    pos = to_position(st)
    assert pos["prompt"]["options"] == ["pick belle", "pick lumiere"]
    back = from_position(json.loads(json.dumps(pos)))
    assert legal(back) == ["pick belle", "pick lumiere"]
    do(back, "pick lumiere", "at the-woods", "done")
    assert R.current_player(back) == 0 and back.prompt is None


def _expect(mutate, fragment):
    pos = _pos()
    mutate(pos)
    with pytest.raises(PositionError) as err:
        from_position(pos)
    assert fragment in str(err.value), str(err.value)


def test_wrong_type_names_the_path():
    _expect(lambda p: p["players"][0].__setitem__("power", "three"), "/players/0/power")


def test_unknown_card_names_the_path():
    _expect(lambda p: p["players"][1]["hand"].__setitem__(0, "gastonator"), "/players/1/hand/0: unknown card")


def test_card_in_two_places_is_refused():
    def dup(p):
        p["players"][0]["villain_discard"].append(p["players"][0]["hand"][0])

    _expect(dup, "is also at /players/0/hand/0")


def test_missing_card_is_refused():
    _expect(lambda p: p["players"][0]["villain_deck"].pop(), "missing from every zone")


def test_a_missing_card_is_refused_at_its_owner_s_place_in_the_position():
    pos = _pos()
    gone = pos["players"][1]["villain_deck"].pop()
    with pytest.raises(PositionError) as err:
        from_position(pos)
    assert err.value.path == "/players/1"
    assert err.value.message == f"cards missing from every zone: {gone}"


def test_unknown_villain_lists_the_valid_ones():
    _expect(lambda p: p["players"][0].__setitem__("villain", "jafar"), "valid: gaston")


def test_unknown_location_is_refused():
    _expect(lambda p: p["players"][0].__setitem__("mover", "paris"), "/players/0/mover")


def test_too_many_obstacles_is_refused():
    _expect(lambda p: p["players"][0]["locations"]["the-woods"].__setitem__("obstacles", 3), "at most 2")


def test_newer_version_is_refused():
    _expect(lambda p: p.__setitem__("version", 99), "newer")


def test_not_an_object_is_refused():
    with pytest.raises(PositionError):
        from_position([1, 2, 3])


def test_positions_can_start_anywhere():
    """A puzzle: Gaston one Obstacle from winning, Temper in hand."""
    pos = _pos()
    g = pos["players"][0]
    for key in g["locations"]:
        g["locations"][key]["obstacles"] = 0
    g["locations"]["the-woods"]["obstacles"] = 1
    temper_zone = next(z for z in ("hand", "villain_deck") if "temper" in g[z])
    g[temper_zone].remove("temper")
    g["hand"].append("temper")
    g["power"] = 2
    g["mover"] = "the-tavern"
    pos["turn"]["phase"] = "actions"
    st = from_position(copy.deepcopy(pos))
    do(st, "play temper")
    assert st.winner == 0


def test_every_shipped_position_loads():
    import pathlib

    root = pathlib.Path(__file__).resolve().parents[2] / "saves" / "puzzles"
    files = sorted(root.rglob("*.json"))
    assert files
    for f in files:
        from_position(json.loads(f.read_text()))


def test_a_wrong_position_raises_the_cores_position_error_with_its_path():
    """Villainous reports a bad position like Stargate and San Villano: the core's
    PositionError, with where (a JSON pointer) and what apart."""
    from game.core.protocol import PositionError as CorePositionError

    pos = _pos()
    pos["players"][1]["hand"][0] = "gastonator"
    with pytest.raises(CorePositionError) as err:
        from_position(pos)
    assert err.value.path == "/players/1/hand/0"
    assert err.value.message.startswith("unknown card 'gastonator'")
    assert PositionError is CorePositionError


def test_a_frame_missing_its_fields_is_refused_naming_them():
    st = new()
    fate_top(st, 1, "belle", "lumiere")
    at(st, "the-woods")
    do(st, "fate p2")
    pos = to_position(st)
    frame = pos["stack"][-1]
    gone = [k for k in list(frame) if k != "t"][:2]
    for k in gone:
        del frame[k]
    with pytest.raises(PositionError) as err:
        from_position(pos)
    assert f"lacks {', '.join(gone)}" in str(err.value)


def test_a_trapped_hero_stays_trapped_through_a_position():
    from .helpers import hero, iid

    st = new(("lady-tremaine", "gaston"))
    h = hero(st, 0, "bruno", "the-castle")
    st.trapped[h] = 1
    back = from_position(json.loads(json.dumps(to_position(st))))
    assert iid(back, 0, "bruno") in back.trapped and len(back.trapped) == 1


def test_nothing_is_legal_once_the_game_is_over_and_the_refusal_says_so():
    from game.games.villainous.legality import why_not

    st = new()
    attempt = R.legal_actions(st)[0]
    assert why_not(st, 0, attempt) is None
    st.winner = 0
    assert why_not(st, 0, attempt) == "The game is over"
