#!/usr/bin/env python3
"""The engine's dependency rule, checked over the tree (ctest: layout_check).

engine/ is one library per folder. A library may include headers of the libraries before it
in the order below and of no other; an internal header (*_detail.h) is included only inside
its own library (and by that library's tests, tests/engine/<lib>/). Engine headers are
included by their path from engine/ ("cards/card.h"), and no source file sits directly in
engine/. Exits 1 and names every offending line.
"""
import os
import re
import sys

# Each library and the libraries it may use.
ORDER = ["core", "cards", "rules", "round", "exact", "strategy", "sim"]
ALLOWED = {lib: set(ORDER[: i + 1]) for i, lib in enumerate(ORDER)}
ALLOWED["seven27"] = {"core", "cards", "seven27"}
# The dealer school judges and drills from the round and the rules, never from the analysis.
ALLOWED["school"] = {"core", "cards", "rules", "round", "school"}
# The strategy school drills from the exact analysis and the charts.
ALLOWED["practice"] = {"core", "cards", "rules", "round", "exact", "strategy", "practice"}
# The history keeps what every other library produces, so it may use all of them.
ALLOWED["store"] = set(ORDER) | {"seven27", "school", "practice", "store"}

INCLUDE = re.compile(r'^\s*#\s*include\s+"([^"]+)"', re.M)
SOURCE = (".h", ".cpp")


def engine_headers(engine):
    """Header file name -> its library, for every header under engine/<lib>/."""
    headers = {}
    for lib in sorted(os.listdir(engine)):
        folder = os.path.join(engine, lib)
        if not os.path.isdir(folder):
            continue
        for name in os.listdir(folder):
            if name.endswith(".h"):
                headers[name] = lib
    return headers


def check(root):
    engine = os.path.join(root, "engine")
    problems = []
    libs = {d for d in os.listdir(engine) if os.path.isdir(os.path.join(engine, d))}
    unknown = libs - set(ALLOWED)
    for lib in sorted(unknown):
        problems.append(f"engine/{lib}/: a library the dependency rule does not know")
    for name in sorted(os.listdir(engine)):
        if name.endswith(SOURCE):
            problems.append(f"engine/{name}: a source file outside the engine's libraries")
    headers = engine_headers(engine)

    for top in ("engine", "app", "cli", "tests"):
        for folder, _, names in os.walk(os.path.join(root, top)):
            rel_folder = os.path.relpath(folder, root)
            parts = rel_folder.split(os.sep)
            # The library a file belongs to: engine/<lib>/..., or tests/engine/<lib>/...
            own = None
            if parts[0] == "engine" and len(parts) > 1:
                own = parts[1]
            tested = None
            if parts[:2] == ["tests", "engine"] and len(parts) > 2:
                tested = parts[2]
            for name in sorted(names):
                if not name.endswith(SOURCE):
                    continue
                path = os.path.join(rel_folder, name)
                with open(os.path.join(root, path), encoding="utf-8") as f:
                    text = f.read()
                for m in INCLUDE.finditer(text):
                    target = m.group(1)
                    line = text.count("\n", 0, m.start()) + 1
                    where = f"{path}:{line}"
                    if "/" not in target:
                        if target in headers:
                            problems.append(
                                f'{where}: include "{headers[target]}/{target}", not "{target}"'
                            )
                        continue
                    lib, _, header = target.partition("/")
                    if lib not in libs:
                        continue
                    if headers.get(header) != lib:
                        problems.append(f'{where}: "{target}" is no header of engine/{lib}/')
                        continue
                    if own is not None and own in ALLOWED and lib not in ALLOWED[own]:
                        problems.append(
                            f'{where}: engine/{own}/ may not include "{target}" '
                            f"(it may use {', '.join(sorted(ALLOWED[own]))})"
                        )
                    if header.endswith("_detail.h") and lib != own and lib != tested:
                        problems.append(
                            f'{where}: "{target}" is internal to engine/{lib}/'
                        )
    return problems


def self_test():
    """A small tree with one breach of each kind: every one must be reported."""
    import tempfile

    files = {
        "engine/core/result.h": "",
        "engine/cards/card.h": '#include "core/result.h"\n',
        "engine/rules/rule_set.h": '#include "cards/card.h"\n',
        "engine/rules/rule_set_json_detail.h": "",
        "engine/round/round.h": '#include "rules/rule_set.h"\n',
        "engine/exact/exact_ev.h": '#include "round/round.h"\n',
        "engine/strategy/chart.h": '#include "exact/exact_ev.h"\n',
        "engine/sim/sim.h": '#include "strategy/chart.h"\n',
        "engine/seven27/seven27_hand.h": '#include "cards/card.h"\n',
        "tests/engine/rules/tst_rules.cpp": '#include "rules/rule_set_json_detail.h"\n',
        # The breaches:
        "engine/cards/shoe.h": '#include "rules/rule_set.h"\n',  # a library above
        "engine/seven27/seven27_game.h": '#include "rules/rule_set.h"\n',  # beside, not below
        "engine/round/table.cpp": '#include "rule_set.h"\n',  # not by its path
        "app/editor.cpp": '#include "rules/rule_set_json_detail.h"\n',  # internal
        "engine/loose.cpp": "",  # outside the libraries
        "cli/x.cpp": '#include "rules/nothing.h"\n',  # no such header
    }
    expected = [
        ("engine/cards/shoe.h:1", "may not include"),
        ("engine/seven27/seven27_game.h:1", "may not include"),
        ("engine/round/table.cpp:1", 'include "rules/rule_set.h"'),
        ("app/editor.cpp:1", "is internal"),
        ("engine/loose.cpp", "outside the engine's libraries"),
        ("cli/x.cpp:1", "no header"),
    ]
    with tempfile.TemporaryDirectory() as root:
        for path, text in files.items():
            os.makedirs(os.path.dirname(os.path.join(root, path)), exist_ok=True)
            with open(os.path.join(root, path), "w", encoding="utf-8") as f:
                f.write(text)
        problems = check(root)
    failed = False
    for where, what in expected:
        if not any(p.startswith(where) and what in p for p in problems):
            print(f"self-test: not reported: {where} ({what})")
            failed = True
    if len(problems) != len(expected):
        print(f"self-test: {len(problems)} problems reported, {len(expected)} expected:")
        for p in problems:
            print("  " + p)
        failed = True
    print("layout check self-test: " + ("FAILED" if failed else "every breach reported"))
    return 1 if failed else 0


def main():
    if sys.argv[1:] == ["--self-test"]:
        return self_test()
    root = sys.argv[1] if len(sys.argv) > 1 else os.path.join(os.path.dirname(__file__), "..")
    problems = check(os.path.abspath(root))
    for p in problems:
        print(p)
    if problems:
        print(f"layout check: {len(problems)} problem(s)")
        return 1
    print("layout check: the engine's dependency rule holds")
    return 0


if __name__ == "__main__":
    sys.exit(main())
