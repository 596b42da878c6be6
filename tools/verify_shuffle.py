#!/usr/bin/env python3
"""Independent reference for the finnish27 provably fair shuffle (RULES.md P-2, P-3).

Recomputes the full shoe order from a revealed key, using only the Python standard
library, as written down in docs/provably-fair.md. It shares no code with the C++ engine.

    python3 tools/verify_shuffle.py --key HEX [--decks N] [--jokers N] [--remove A,2,...]

Prints one line: {"algorithm": ..., "commitment": ..., "cards": [...]}.
"""
import argparse
import hashlib
import hmac
import json
import sys

ALGORITHM = "f27-fisher-yates-hmac-sha256-v1"
LABEL = b"finnish27-shuffle-v1"
SUITS = "SCHD"  # canonical suit order: spades, clubs, hearts, diamonds
RANKS = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"]


def canonical_shoe(decks, jokers, removed):
    """Deck by deck: suits S, C, H, D, each A..K without removed ranks; then the Jokers."""
    deck = [r + s for s in SUITS for r in RANKS if r not in removed] + ["JOKER"] * jokers
    return deck * decks


def words(key):
    """P-2: block i = HMAC-SHA256(key, LABEL || uint64_be(i)), read as big-endian uint32s."""
    i = 0
    while True:
        block = hmac.new(key, LABEL + i.to_bytes(8, "big"), hashlib.sha256).digest()
        for k in range(0, 32, 4):
            yield int.from_bytes(block[k:k + 4], "big")
        i += 1


def draw_below(stream, bound):
    """Unbiased draw in [0, bound): reject words >= 2^32 - (2^32 mod bound)."""
    limit = 2**32 - (2**32 % bound)
    while True:
        w = next(stream)
        if w < limit:
            return w % bound


def fair_shuffle(cards, key):
    """Fisher-Yates from the last position down to position 1."""
    cards, stream = list(cards), words(key)
    for i in range(len(cards) - 1, 0, -1):
        j = draw_below(stream, i + 1)
        cards[i], cards[j] = cards[j], cards[i]
    return cards


def main():
    p = argparse.ArgumentParser(description="Recompute a finnish27 shoe order from its key.")
    p.add_argument("--key", required=True, help="the revealed key: 64 hex digits")
    p.add_argument("--decks", type=int, default=6, help="number of decks (default 6)")
    p.add_argument("--jokers", type=int, default=2, help="Jokers per deck (default 2)")
    p.add_argument("--remove", default="", help="ranks removed from each deck, e.g. 2,3,4")
    a = p.parse_args()
    if len(a.key) != 64 or any(c not in "0123456789abcdefABCDEF" for c in a.key):
        sys.exit("error: --key must be exactly 64 hex digits")
    removed = {r.strip().upper() for r in a.remove.split(",") if r.strip()}
    if not removed <= set(RANKS):
        sys.exit("error: --remove takes ranks among " + ",".join(RANKS))
    key = bytes.fromhex(a.key)
    cards = fair_shuffle(canonical_shoe(a.decks, a.jokers, removed), key)
    print(json.dumps({"algorithm": ALGORITHM, "commitment": hashlib.sha256(key).hexdigest(),
                      "cards": cards}))


if __name__ == "__main__":
    main()
