#!/usr/bin/env python3
"""Writes the manual pages finnish27(6) and finnish27-cli(6) from one source.

    python3 tools/make_man.py --source packaging/man/pages.md --app BIN --cli BIN \\
        --version V --date YYYY-MM-DD --out DIR

The source holds both pages: a page starts at a line "# NAME SECTION "TITLE"", its sections at
"## HEADING". Paragraphs, **bold**, *italic*, "TERM" lines followed by ": definition" lines, and
indented example lines are turned into roff. Two directives take the text from the programs
themselves, so that the pages list exactly what the programs accept:

    @options PROGRAM     the options of PROGRAM --help (QCommandLineParser's layout)
    @commands PROGRAM    the commands of PROGRAM --help, each with the options of its own --help

Each page is written as DIR/NAME.SECTION.gz, compressed as `gzip -9n` does (no name, no time),
so that the same input gives byte-identical files (Python 3 standard library only).
"""
import argparse
import gzip
import os
import re
import subprocess
import sys


HOME = "/~"  # short: a long home would wrap the paths the help text shows


def run_help(binary, args):
    # A home of its own, shown as "~": the pages name the user's files, not the builder's.
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", LANG="C.UTF-8", LC_ALL="C.UTF-8",
               HOME=HOME)
    for var in ("LANGUAGE", "XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME"):
        env.pop(var, None)
    out = subprocess.run([binary] + args + ["--help"], capture_output=True, text=True,
                         env=env, timeout=60)
    if out.returncode != 0:
        sys.exit(f"make_man: {binary} {' '.join(args)} --help failed ({out.returncode}): "
                 f"{out.stderr.strip()}")
    return out.stdout.replace(HOME + "/", "~/")


def esc(text):
    """Roff-escapes plain text: backslashes, leading dots and apostrophes, hyphens in options."""
    text = text.replace("\\", "\\e")
    text = re.sub(r"(?<![\w-])-", r"\\-", text)
    return text


def inline(text):
    text = esc(text)
    text = re.sub(r"\*\*(.+?)\*\*", r"\\fB\1\\fR", text)
    text = re.sub(r"\*(.+?)\*", r"\\fI\1\\fR", text)
    return text


def line_start(text):
    return "\\&" + text if text.startswith((".", "'")) else text


def parse_options(help_text):
    """[(names, argument, description)] from QCommandLineParser's help, without --help-all."""
    options, in_options = [], False
    for line in help_text.splitlines():
        if line.strip() == "Options:":
            in_options = True
            continue
        if not in_options:
            continue
        if not line.strip():
            if options:
                in_options = False
            continue
        m = re.match(r"^  (-\S.*?)(?:\s{2,}(.*))?$", line)
        if m and not line.startswith("    "):
            spec, desc = m.group(1), m.group(2) or ""
            arg = ""
            am = re.search(r"\s<([^>]+)>$", spec)
            if am:
                arg, spec = am.group(1), spec[:am.start()]
            options.append([spec.strip(), arg, desc.strip()])
        elif options:
            options[-1][2] = (options[-1][2] + " " + line.strip()).strip()
    return [o for o in options if o[0] not in ("--help-all",)]


def options_roff(help_text):
    out = []
    for names, arg, desc in parse_options(help_text):
        head = ", ".join("\\fB" + esc(n.strip()) + "\\fR" for n in names.split(","))
        if arg:
            head += " \\fI" + esc(arg) + "\\fR"
        out += [".TP", head, line_start(esc(desc))]
    return out


def commands_roff(binary):
    top = run_help(binary, [])
    commands, in_commands = [], False
    for line in top.splitlines():
        if line.strip() == "Commands:":
            in_commands = True
            continue
        if in_commands:
            m = re.match(r"^  (\S+)\s+(.*)$", line)
            if not m:
                if commands:
                    break
                continue
            commands.append((m.group(1), m.group(2).strip()))
    if not commands:
        sys.exit(f"make_man: {binary} --help lists no commands")
    out = []
    for name, summary in commands:
        out += [".SS " + esc(name), line_start(esc(summary)) + "."]
        help_text = run_help(binary, [name])
        usage = help_text.splitlines()[1:2]
        if usage and usage[0].strip() and usage[0].strip() != summary:
            out += [".PP", line_start(esc(usage[0].strip()))]
        opts = options_roff(help_text)
        if opts:
            out += [".PP", "Options:"] + opts
    return out


def page_roff(name, section, title, body, programs, version, date):
    out = [f'.TH {name.upper()} {section} "{date}" "finnish27 {version}" "Games"',
           ".SH NAME", f"{esc(name)} \\- {esc(title)}"]
    paragraph, i = [], 0

    def flush():
        if paragraph:
            out.append(".PP")
            out.append(line_start(inline(" ".join(paragraph))))
            paragraph.clear()

    lines = body.splitlines()
    while i < len(lines):
        line = lines[i]
        if line.startswith("## "):
            flush()
            out.append(".SH " + esc(line[3:].strip()))
        elif line.startswith("@options "):
            flush()
            out += options_roff(run_help(programs[line.split()[1]], []))
        elif line.startswith("@commands "):
            flush()
            out += commands_roff(programs[line.split()[1]])
        elif line.startswith("    ") and line.strip():
            flush()
            block = []
            while i < len(lines) and (lines[i].startswith("    ") or not lines[i].strip()):
                if lines[i].strip():
                    block.append(lines[i][4:])
                i += 1
            out += [".PP", ".nf", ".RS 4"] + [line_start(esc(b)) for b in block] + [".RE", ".fi"]
            continue
        elif i + 1 < len(lines) and lines[i + 1].startswith(": ") and line.strip():
            flush()
            out += [".TP", line_start(inline(line.strip())),
                    line_start(inline(lines[i + 1][2:].strip()))]
            i += 1
        elif not line.strip():
            flush()
        else:
            paragraph.append(line.strip())
        i += 1
    flush()
    return "\n".join(out) + "\n"


def main():
    ap = argparse.ArgumentParser(description="Write finnish27's manual pages.")
    ap.add_argument("--source", required=True)
    ap.add_argument("--app", required=True)
    ap.add_argument("--cli", required=True)
    ap.add_argument("--version", required=True)
    ap.add_argument("--date", required=True)
    ap.add_argument("--out", required=True)
    args = ap.parse_args()
    programs = {"finnish27": args.app, "finnish27-cli": args.cli}
    with open(args.source, encoding="utf-8") as f:
        source = f.read()
    pages = re.split(r"^# ", source, flags=re.M)[1:]
    if not pages:
        sys.exit(f"make_man: {args.source} holds no page ('# NAME SECTION \"TITLE\"')")
    os.makedirs(args.out, exist_ok=True)
    for page in pages:
        head, _, body = page.partition("\n")
        m = re.match(r'^(\S+) (\d) "(.+)"$', head.strip())
        if not m:
            sys.exit(f"make_man: a page head must read NAME SECTION \"TITLE\": {head!r}")
        name, section, title = m.groups()
        roff = page_roff(name, section, title, body, programs, args.version, args.date)
        path = os.path.join(args.out, f"{name}.{section}.gz")
        with open(path, "wb") as raw:
            with gzip.GzipFile(filename="", mode="wb", compresslevel=9, fileobj=raw,
                               mtime=0) as z:
                z.write(roff.encode("utf-8"))


if __name__ == "__main__":
    main()
