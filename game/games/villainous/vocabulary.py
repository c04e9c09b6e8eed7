"""The closed vocabulary that card data is built from.

Every effect step names a verb from ``VERBS``; each verb has exactly one handler in
``effects/`` (registered with ``@verb``) and a parameter schema here. Static (always-on)
abilities name a kind from ``STATICS``; Condition cards name a trigger from ``TRIGGERS``.
The JSON Schema used to validate villain files is generated from these tables, so the data
and the engine cannot drift apart silently (``tests/test_vocabulary.py`` checks both ways).
"""

from __future__ import annotations

from typing import Any

_INT = {"type": "integer", "minimum": 0}
_KEY = {"type": "string", "pattern": "^[a-z0-9-]+$"}

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
    "replace_obstacle_each_location": {},
    "refill_obstacles_at_one_location": {},
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
    "reveal_villain_until": {"type": {"enum": ["Ally", "Item", "Effect", "Condition"]}},
    "reveal_fate_until_hero_play_at": {"location": _KEY},
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
    },
    "move_heroes": {"count": {"type": ["integer", "string"]}, "optional": {"type": "boolean"}},
    "play_other_revealed": {},
    "reveal_fate_and_play": {"count": _INT, "all": {"type": "boolean"}},
    # Lady Tremaine
    "trap_hero": {"at": {"enum": ["any", "this_location"]}},
    "move_hero_to": {"card": _KEY, "location": _KEY, "trap": {"type": "boolean"}},
    "unlock": {"location": _KEY},
    "look_at_fate": {"count": _INT, "then": {"enum": ["discard_one", "reorder"]}},
    "shuffle_discard_into_deck": {"deck": {"enum": ["villain", "fate"]}},
    "win": {"condition": {"$ref": "#/$defs/condition"}},
    "discard_from_realm": {"cards": {"type": "array", "items": _KEY}},
    "discard_item": {},
    "release_and_move_hero": {},
    "discard_from_hand": {"which": {"enum": ["all", "any"]}},
    "take_over_fate": {},
    # Horned King
    "claim_relic": {"if_able": {"type": "boolean"}},
    "flip_relic": {"to": {"enum": ["cauldron", "power"]}},
    "pay_power": {"amount": _INT},
    "shuffle_self_into_fate_deck": {},
    "play_from_hand_free": {"type": {"enum": ["Item", "Ally"]}},
    # Scum and Villainy (scum_and_villainy.py): the second currency, Strength tokens,
    # Target markers, Rebels removed from the game, Vehicles
    "gain_ambition": {"amount": _INT},
    "strength_token": {"amount": {"type": "integer"}, "whom": {"enum": ["ally", "hero"]},
                       "at": {"enum": ["any", "this_location"]}, "optional": {"type": "boolean"}},
    "place_target": {"at": {"enum": ["any", "this_location"]}, "count": _INT},
    "collect_target": {"max_strength": _INT},
    "remove_rebel": {"max_strength": _INT, "at": {"enum": ["any", "this_location"]}},
    "engage": {"optional": {"type": "boolean"}},
    "discard_hero_vehicle": {},
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
    "reveal_villain_until": ["type"],
    "reveal_fate_until_hero_play_at": ["location"],
    "play_from_fate_discard": ["type"],
    "find_and_play": ["card", "to"],
    "move_hero_to": ["location"],
    "unlock": ["location"],
    "look_at_fate": ["count", "then"],
    "shuffle_discard_into_deck": ["deck"],
    "win": ["condition"],
    "discard_from_realm": ["cards"],
    "discard_from_hand": ["which"],
    "move": ["what", "to"],
    "flip_relic": ["to"],
    "pay_power": ["amount"],
    "play_from_hand_free": ["type"],
    "move_heroes": ["count"],
    "reveal_fate_and_play": ["count"],
}

STATICS: dict[str, dict[str, Any]] = {
    # +amount Strength for each other card with the same name in the realm (Wolves)
    "strength_per_other_same": {"amount": {"type": "integer"}},
    # the Ally or Hero this Item is attached to gets +amount (Five Dozen Eggs)
    "holder_strength": {"amount": {"type": "integer"}},
    # other Heroes at this card's location get +amount (Cogsworth)
    "other_heroes_here_strength": {"amount": {"type": "integer"}},
    # Allies at this card's location get +amount (Maurice's Invention: -1)
    "allies_here_strength": {"amount": {"type": "integer"}},
    # no Obstacle can be removed while this card is in the realm (Belle)
    "no_obstacle_removal": {},
    # Allies used in a Vanquish at this card's location go back to hand (LeFou)
    "vanquish_return_to_hand_here": {},
    # Effect cards cost +amount (Cinderella)
    "effect_cost": {"amount": {"type": "integer"}},
    # no Ally may enter that location (Ball Gown Cinderella)
    "no_allies_enter": {"location": _KEY},
    # only Fate cards can move Allies (Fairy Godmother)
    "only_fate_moves_allies": {},
    # +amount Strength for each other Hero at this card's location (Taran)
    "strength_per_other_hero_here": {"amount": {"type": "integer"}},
    # the Relic cannot be claimed (The Witches of Morva)
    "no_relic_claim": {},
    # that card cannot be played to this card's location (Fair Folk)
    "forbid_card_here": {"card": _KEY},
    # the villain cannot play Effect cards (Hen Wen)
    "no_villain_effects": {},
    # this Ally may Vanquish at an adjacent location too (Gwythaints)
    "vanquish_from_adjacent": {},
    # Scum and Villainy: a Rebel defeated at this card's location leaves the game (Inquisitors)
    "rebels_defeated_here_removed": {},
    # Collect Credits gives amount fewer (a Fate Condition)
    "collect_credits_minus": {"amount": {"type": "integer"}},
    # no Ambition token at the start of the turn (a Fate Condition)
    "no_ambition_gain": {},
    # the hand is drawn back up to amount fewer cards (a Fate Condition)
    "hand_limit_minus": {"amount": {"type": "integer"}},
    # how many Bounties this Contact holds at once
    "bounty_limit": {"amount": {"type": "integer"}},
}

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


def _step_schema() -> dict[str, Any]:
    branches = []
    for verb, params in VERBS.items():
        props = {"verb": {"const": verb}, **params}
        branches.append(
            {
                "if": {"properties": {"verb": {"const": verb}}},
                "then": {
                    "properties": props,
                    "required": ["verb", *REQUIRED.get(verb, [])],
                    "additionalProperties": False,
                },
            }
        )
    return {
        "type": "object",
        "required": ["verb"],
        "properties": {"verb": {"enum": sorted(VERBS)}},
        "allOf": branches,
    }


def _static_schema() -> dict[str, Any]:
    branches = []
    for kind, params in STATICS.items():
        branches.append(
            {
                "if": {"properties": {"kind": {"const": kind}}},
                "then": {
                    "properties": {"kind": {"const": kind}, **params},
                    "required": ["kind", *params],
                    "additionalProperties": False,
                },
            }
        )
    return {
        "type": "object",
        "required": ["kind"],
        "properties": {"kind": {"enum": sorted(STATICS)}},
        "allOf": branches,
    }


def villain_schema() -> dict[str, Any]:
    """The JSON Schema that every villain data file must satisfy."""
    card = {
        "type": "object",
        "required": ["key", "name", "type", "text"],
        "additionalProperties": False,
        "properties": {
            "key": _KEY,
            "name": {"type": "string", "minLength": 1},
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
        },
    }
    from .box import BOXES
    from .villains import OBJECTIVES

    return {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "type": "object",
        "required": ["key", "name", "box", "objective", "colours", "locations", "villain_deck", "fate_deck"],
        "additionalProperties": False,
        "properties": {
            "key": _KEY,
            "name": {"type": "string"},
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
                    # an Objective kind registered by a module of ``villains/``
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
