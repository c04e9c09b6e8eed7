"""The closed vocabulary that card data is built from.

Every effect step names a verb from ``VERBS``; each verb has exactly one handler in
``effects/`` (entered in the rulebook with ``book.verb``) and a parameter schema here. A step
may also name a script: the code of one card, entered with its parameters by its villain's
module (``villains/<key>.py``, see ``book.script``); ``all_verbs`` is both. Static (always-on)
abilities name a kind from ``STATICS``; Condition cards name a trigger from ``TRIGGERS``.
The JSON Schema used to validate villain files is generated from these tables, so the data
and the engine cannot drift apart silently (``tests/villainous/test_vocabulary.py`` checks both ways).
"""

from __future__ import annotations

from typing import Any

from .book import BROUGHT, FLAGS, OBJECTIVES
from .box import BOXES

_INT = {"type": "integer", "minimum": 0}
_KEY = {"type": "string", "pattern": "^[a-z0-9-]+$"}
#: the schemas of a count and of a card or location key, for the parameters that villain
#: modules declare for their scripts
COUNT = _INT
KEY = _KEY

CONDITION_SCHEMA: dict[str, Any] = {
    "type": "object",
    "minProperties": 1,
    "maxProperties": 1,
    "properties": {
        "hero_in_realm": _KEY,
        # one of these cards is at that location
        "card_at": {
            "type": "object",
            "required": ["cards", "location"],
            "additionalProperties": False,
            "properties": {"cards": {"type": "array", "items": _KEY}, "location": _KEY},
        },
        # one of these cards is anywhere in the Realm
        "card_in_realm": {"type": "array", "items": _KEY},
        # the villain's Relic shows this side ("cauldron": side A, "power": side B)
        "relic": {"enum": ["unclaimed", "cauldron", "power"]},
        "not": {"$ref": "#/$defs/condition"},
        "all": {"type": "array", "items": {"$ref": "#/$defs/condition"}},
        "any": {"type": "array", "items": {"$ref": "#/$defs/condition"}},
    },
    "additionalProperties": False,
}

# verb -> schema of its parameters (besides "verb" itself)
VERBS: dict[str, dict[str, Any]] = {
    "gain_power": {"amount": _INT, "per": {"enum": ["hero_in_realm"]}},
    "draw": {"count": _INT, "up_to": {"type": "boolean"}},
    "remove_obstacles": {
        "count": _INT,
        "single_location": {"type": "boolean"},
        "if_able": {"type": "boolean"},
        "chooser": {"enum": ["controller", "owner"]},
    },
    "remove_all_obstacles_at": {"location": _KEY},
    "replace_obstacles": {"count": _INT},
    "choose_one": {
        "options": {
            "type": "array",
            "minItems": 2,
            "items": {
                "type": "object",
                "required": ["key", "steps"],
                "properties": {"key": _KEY, "steps": {"$ref": "#/$defs/steps"}},
                "additionalProperties": False,
            },
        }
    },
    "if": {
        "condition": {"$ref": "#/$defs/condition"},
        "then": {"$ref": "#/$defs/steps"},
        "else": {"$ref": "#/$defs/steps"},
    },
    "take_action": {"action": {"enum": ["vanquish", "move_item_ally", "activate"]}},
    "defeat_hero": {"max_strength": _INT, "cards": {"type": "array", "items": _KEY}, "all": {"type": "boolean"}},
    "play_from_fate_discard": {"type": {"enum": ["Hero"]}},
    "find_and_play": {
        "card": _KEY,
        "to": {"enum": ["any_location", "this_location", "fixed"]},
        "unless_in_play": {"type": "boolean"},
    },
    # move cards of the Realm: which (every Ally, the Allies here, the cards named), one
    # chosen or each, to this card's location or elsewhere (Beast, Bruno, Sweet
    # Nightingale, Fflewddur Fflam)
    "move": {
        "what": {"enum": ["allies", "allies_here", "card"]},
        "card": _KEY,
        "one": {"type": "boolean"},
        "to": {"enum": ["here", "elsewhere"]},
        "optional": {"type": "boolean"},
    },
    "move_heroes": {"count": {"type": ["integer", "string"]}, "optional": {"type": "boolean"}},
    "reveal_fate_and_play": {"count": _INT, "all": {"type": "boolean"}},
    # Lady Tremaine
    "trap_hero": {"at": {"enum": ["any", "this_location"]}},
    "look_at_fate": {"count": _INT, "then": {"enum": ["discard_one", "reorder"]}},
    "shuffle_discard_into_deck": {"deck": {"enum": ["villain", "fate"]}},
    "discard_from_realm": {"cards": {"type": "array", "items": _KEY}},
    "discard_from_hand": {"which": {"enum": ["all", "any"]}},
    # discard an Item of the Realm, free-standing or attached (Jaq, and the Fate cards of
    # Scum and Villainy that strip a villain's gear)
    "discard_item": {},
    # Scum and Villainy (scum_and_villainy.py, effects/scum.py): the second currency,
    # Strength tokens, Target markers, Rebels removed from the game, Vehicles
    "gain_ambition": {"amount": _INT},
    "strength_token": {"amount": {"type": "integer"}, "whom": {"enum": ["ally", "hero"]},
                       "at": {"enum": ["any", "this_location"]}, "optional": {"type": "boolean"}},
    "place_target": {"at": {"enum": ["any", "this_location"]}, "count": _INT, "optional": {"type": "boolean"}},
    "collect_target": {"max_strength": _INT},
    "remove_rebel": {"max_strength": _INT, "at": {"enum": ["any", "this_location"]}},
    "engage": {"optional": {"type": "boolean"}},
    "discard_hero_vehicle": {},
}

#: a Bounty's Progress requirement (Scum and Villainy): marked once it is met
PROGRESS_SCHEMA: dict[str, Any] = {
    "type": "object",
    "required": ["kind", "text"],
    "additionalProperties": False,
    "properties": {
        # hunt: its Hunt was paid; defeat: a Hero was defeated (at ``location`` if given,
        # of at least ``strength``); ally_at: an Ally stands at ``location``; vehicle: an Ally
        # Vehicle is in play; credits: you hold ``amount`` Credits; hunter_here: a Bounty
        # Hunter stands at the Contact's location
        "kind": {"enum": ["hunt", "defeat", "ally_at", "vehicle", "credits", "hunter_here"]},
        "location": _KEY,
        "strength": _INT,
        "amount": _INT,
        "text": {"type": "string"},
    },
}

# Parameters a verb cannot do without.
REQUIRED: dict[str, list[str]] = {
    "gain_power": ["amount"],
    "draw": ["count"],
    "remove_obstacles": ["count"],
    "remove_all_obstacles_at": ["location"],
    "replace_obstacles": ["count"],
    "choose_one": ["options"],
    "if": ["condition", "then"],
    "take_action": ["action"],
    "play_from_fate_discard": ["type"],
    "find_and_play": ["card", "to"],
    "look_at_fate": ["count", "then"],
    "shuffle_discard_into_deck": ["deck"],
    "discard_from_realm": ["cards"],
    "discard_from_hand": ["which"],
    "move": ["what", "to"],
    "move_heroes": ["count"],
    "reveal_fate_and_play": ["count"],
}

#: the general always-on abilities (their rules are in ``realm.py``), each configured by
#: its card's data; a card's argument is its parameters in the order given here. An
#: ability that only one card has and no selector can say (Belle's "no Obstacle can be
#: removed") is a flag its villain's module enters in the rulebook (``villains/<key>.py``);
#: ``all_statics`` is both.
STATICS: dict[str, dict[str, Any]] = {
    # +amount Strength to the cards ``to`` selects: itself, the card it is attached to, the
    # Allies at its location, or the other Heroes there; with ``per``, that much for each
    # other card of its name in the Realm (Wolves) or each other Hero at its location (Taran)
    "strength": {
        "amount": {"type": "integer"},
        "to": {"enum": ["self", "holder", "allies_here", "other_heroes_here"]},
        "per": {"enum": ["other_same", "other_hero_here"]},
    },
    # the villain's cards of this type cost +amount (Cinderella: Effects +2)
    "cost": {"amount": {"type": "integer"}, "type": {"enum": ["Effect"]}},
    # cards of this type, or this card, cannot enter that location (or "here", this card's);
    # with ``played_only`` they may be moved there but not played there (Ball Gown
    # Cinderella: no Ally in The Ballroom; Fair Folk: no Ancient Soldiers played here)
    "cannot_enter": {
        "type": {"enum": ["Ally", "Item", "Hero"]},
        "card": _KEY,
        "where": _KEY,
        "played_only": {"type": "boolean"},
    },
}

#: parameters a static cannot do without (all of them when it is not listed)
STATIC_REQUIRED: dict[str, list[str]] = {
    "strength": ["amount", "to"],
    "cost": ["amount", "type"],
    "cannot_enter": ["where"],
}


def all_statics() -> dict[str, dict[str, Any]]:
    """Every always-on ability kind a card may name -> its parameters: the general ones
    here and the flags the villain modules enter in the rulebook (``book.FLAGS``)."""
    return {**STATICS, **{kind: {} for kind in FLAGS}}


def static_argument(raw: dict[str, Any]) -> tuple[str, Any]:
    """(kind, argument) of a card's always-on ability: its one parameter, or a tuple of its
    parameters in the order ``STATICS`` gives them (None for one not given), 0 for none."""
    names = list(STATICS.get(raw["kind"], ()))
    if len(names) > 1:
        return raw["kind"], tuple(raw.get(n) for n in names)
    return raw["kind"], raw.get(names[0], 0) if names else 0


TRIGGERS: dict[str, dict[str, Any]] = {
    # the active opponent has just completed their Nth action of the turn
    "opponent_actions_taken": {"count": _INT},
    # the active opponent has taken a Discard Cards action
    "opponent_discard_action": {},
    # the active opponent has vanquished a Hero
    "opponent_vanquish": {},
    # the active opponent has played an Item with a Play a Card action
    "opponent_plays_item": {},
    # the active opponent takes a Fate action against you: played at once, mid-action
    "fate_against_you": {},
}

SYMBOLS = (
    "gain1",
    "gain2",
    "gain3",
    "play",
    "activate",
    "fate",
    "move_item_ally",
    "move_hero",
    "vanquish",
    "discard",
    "ambition",
)

#: the rulebook's names of the action symbols
SYMBOL_NAMES = {
    "gain1": "Gain 1 Power",
    "gain2": "Gain 2 Power",
    "gain3": "Gain 3 Power",
    "play": "Play a Card",
    "activate": "Activate",
    "fate": "Fate",
    "move_item_ally": "Move an Item or Ally",
    "move_hero": "Move a Hero",
    "vanquish": "Vanquish",
    "discard": "Discard Cards",
    "ambition": "Play / Activate an Ambition Card",
}

CARD_TYPES = ("Ally", "Item", "Effect", "Condition", "Hero", "Prince", "Vehicle", "Contact", "Bounty")


def all_verbs() -> dict[str, tuple[dict[str, Any], tuple[str, ...]]]:
    """Every name a step may use -> (parameter schemas, required parameters): the general
    verbs here and the verbs and scripts the villain modules enter in the rulebook
    (``book.BROUGHT``)."""
    out = {verb: (params, tuple(REQUIRED.get(verb, ()))) for verb, params in VERBS.items()}
    out.update(BROUGHT)
    return out


def _step_schema() -> dict[str, Any]:
    branches = []
    verbs = all_verbs()
    for verb, (params, required) in verbs.items():
        props = {"verb": {"const": verb}, **params}
        branches.append(
            {
                "if": {"properties": {"verb": {"const": verb}}},
                "then": {
                    "properties": props,
                    "required": ["verb", *required],
                    "additionalProperties": False,
                },
            }
        )
    return {
        "type": "object",
        "required": ["verb"],
        "properties": {"verb": {"enum": sorted(verbs)}},
        "allOf": branches,
    }


def _static_schema() -> dict[str, Any]:
    branches = []
    statics = all_statics()
    for kind, params in statics.items():
        branches.append(
            {
                "if": {"properties": {"kind": {"const": kind}}},
                "then": {
                    "properties": {"kind": {"const": kind}, **params},
                    "required": ["kind", *STATIC_REQUIRED.get(kind, params)],
                    "additionalProperties": False,
                },
            }
        )
    return {
        "type": "object",
        "required": ["kind"],
        "properties": {"kind": {"enum": sorted(statics)}},
        "allOf": branches,
    }


_ICON = {"type": "string", "pattern": "^[a-z0-9]+(-[a-z0-9]+)*$"}


def villain_schema() -> dict[str, Any]:
    """The JSON Schema that every villain data file must satisfy."""
    card = {
        "type": "object",
        "required": ["key", "name", "type", "text"],
        "additionalProperties": False,
        "properties": {
            "key": _KEY,
            "name": {"type": "string", "minLength": 1},
            # its picture: a file of assets/icons/game-icons/ (drawn on the face; not a rule)
            "icon": _ICON,
            "type": {"enum": list(CARD_TYPES)},
            "copies": {"type": "integer", "minimum": 1},
            "cost": _INT,
            "strength": {"type": "integer"},
            "text": {"type": "string", "minLength": 1},
            "attach": {"enum": ["Ally", "Hero", "Contact"]},
            "covers": {"type": "boolean"},
            "play": {"$ref": "#/$defs/steps"},
            "on_move": {"$ref": "#/$defs/steps"},
            "on_defeat": {"$ref": "#/$defs/steps"},
            "activate": {
                "type": "object",
                "required": ["steps"],
                "additionalProperties": False,
                "properties": {"cost": _INT, "steps": {"$ref": "#/$defs/steps"},
                               "currency": {"enum": ["credits", "ambition"]}},
            },
            # Scum and Villainy: the currency of the cost (Credits unless it says Ambition)
            "currency": {"enum": ["credits", "ambition"]},
            # traits a card carries (Rebel, Bounty Hunter, Inquisitor)
            "traits": {"type": "array", "items": {"type": "string"}},
            # an Ally Vehicle's ability when the mover arrives on it
            "arrive": {"$ref": "#/$defs/steps"},
            # a Bounty: its Hunt (cost in Credits, paid without an action) and Progress
            "hunt": {
                "type": "object",
                "required": ["cost", "steps"],
                "additionalProperties": False,
                "properties": {"cost": _INT, "steps": {"$ref": "#/$defs/steps"}},
            },
            "progress": {"type": "array", "minItems": 1, "items": PROGRESS_SCHEMA},
            # a Contact: what completing one of its Bounties gives
            "reward": {"$ref": "#/$defs/steps"},
            # a Fate Condition under the mover: what discards it
            "discard_when": {"enum": ["vanquish", "fate", "discard_action", "collect", "ambition_action"]},
            "statics": {"type": "array", "items": _static_schema()},
            "condition": {
                "type": "object",
                "required": ["trigger", "steps"],
                "additionalProperties": False,
                "properties": {
                    "trigger": {"enum": sorted(TRIGGERS)},
                    "count": _INT,
                    "steps": {"$ref": "#/$defs/steps"},
                },
            },
            "after": {"enum": ["discard", "shuffle_into_fate_deck"]},
            "keeps_other_revealed": {"type": "boolean"},
            # a Fate card that goes to this location, never elsewhere (Glass Slipper, The Prince)
            "fixed_location": _KEY,
            # played at once when revealed, whatever else happens (The Prince)
            "played_when_revealed": {"type": "boolean"},
            # played only by discarding this card from the Realm, in its place (Ball Gowns)
            "replaces": _KEY,
            # cannot be played while one of these is in play ("never two versions")
            "not_with": {"type": "array", "items": _KEY},
            # can be played only while this holds (Cauldron Born)
            "playable_when": {"$ref": "#/$defs/condition"},
            # what happens to this Ally after a Vanquish instead of the discard pile
            "vanquish_after": {"enum": ["stay", "to_mover"]},
            "untrappable": {"type": "boolean"},
            # action symbols this card adds to its location (Ancient Soldiers)
            "grants": {"type": "array", "items": {"enum": list(SYMBOLS)}},
            "disputed": {"type": "string"},
        },
    }
    location = {
        "type": "object",
        "required": ["key", "name", "top", "bottom"],
        "additionalProperties": False,
        "properties": {
            "key": _KEY,
            "name": {"type": "string"},
            "top": {"type": "array", "items": {"enum": list(SYMBOLS)}, "maxItems": 4},
            "bottom": {"type": "array", "items": {"enum": list(SYMBOLS)}, "maxItems": 4},
            "locked": {"type": "boolean"},
            "obstacle_spots": _INT,
            # only these cards may ever be played or moved here (The Ballroom)
            "admits": {"type": "array", "items": _KEY},
            # adjacent to no other location (Scum and Villainy's Deep Space: "Vehicles ... are
            # not adjacent to each other, nor to any other location")
            "isolated": {"type": "boolean"},
        },
    }
    return {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "type": "object",
        "required": ["key", "name", "box", "objective", "colours", "locations", "villain_deck", "fate_deck"],
        "additionalProperties": False,
        "properties": {
            "key": _KEY,
            "name": {"type": "string"},
            "icon": _ICON,  # the villain's picture (portrait, title screen)
            "box": {"enum": sorted(BOXES)},
            # where the villain comes in the lists (villains are found by file, not listed)
            "order": {"type": "integer"},
            # a variant plays by another villain's module (villains/<key>.py): its own by default
            "rules_of": _KEY,
            "objective": {
                "type": "object",
                "required": ["text", "kind"],
                "additionalProperties": False,
                "properties": {
                    "text": {"type": "string"},
                    # an Objective kind a module of ``villains/`` enters in the rulebook
                    "kind": {"enum": sorted(OBJECTIVES)},
                },
            },
            "colours": {
                "type": "object",
                "required": ["accent", "base"],
                "properties": {
                    "accent": {"type": "string", "pattern": "^#[0-9a-fA-F]{6}$"},
                    "base": {"type": "string", "pattern": "^#[0-9a-fA-F]{6}$"},
                },
            },
            # four locations, and Deep Space in a Scum and Villainy Sector
            "locations": {"type": "array", "items": location, "minItems": 4, "maxItems": 5},
            # the Trapped tokens its box gives it (Lady Tremaine: 5)
            "trapped_tokens": _INT,
            "relic": {
                "type": "object",
                "required": ["key", "name", "power_name", "text"],
                "additionalProperties": False,
                "properties": {
                    "key": _KEY,
                    "name": {"type": "string"},
                    "power_name": {"type": "string"},
                    "text": {"type": "string"},
                },
            },
            "villain_deck": {"type": "array", "items": card},
            "fate_deck": {"type": "array", "items": card},
        },
        "$defs": {
            "steps": {"type": "array", "items": _step_schema()},
            "condition": CONDITION_SCHEMA,
        },
    }
