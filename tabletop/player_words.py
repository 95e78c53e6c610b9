"""Player-facing text without file jargon.

Rules notes, option descriptions and refusal reasons are written with their source in brackets
("(edition decision)", "(our reading)", "(rulebook: Toss; edition decision)") so that a reader
of the code sees where each rule comes from. On screen the rules notes already sit under the
heading "How this edition plays it", and a refusal needs no source at all, so
:func:`without_sources` drops the parts of a bracket that name our decisions or readings (keeping
a rulebook section, which a player can look up) and :func:`without_brackets` drops every such
bracket whole. No pygame here. Source: issue 12 ("never '(edition decision)' or other file
jargon").
"""

from __future__ import annotations

import re

JARGON = ("edition decision", "our reading", "rules-decisions", "docs/", ".md", "decisions.md")
"""Words that mark a source note rather than something a player needs."""

_BRACKET = re.compile(r"\s*\(([^()]*)\)")


def _is_jargon(part: str) -> bool:
    low = part.lower()
    return any(word in low for word in JARGON)


def _clean_part(part: str) -> str:
    """"off by default: edition decision" -> "off by default"; a part that is only jargon
    -> ""."""
    if not _is_jargon(part):
        return part.strip()
    keep = [p.strip() for p in part.split(":") if p.strip() and not _is_jargon(p)]
    return ": ".join(keep) if keep and len(keep) < len(part.split(":")) else ""


def without_sources(text: str) -> str:
    """``text`` with the jargon parts of its brackets removed: "(rulebook: Game End; edition
    decision)" -> "(rulebook: Game End)", "(edition decision)" -> "", "(our reading of \\"at
    any time\\")" -> "". Other brackets are kept. Never raises."""

    def fix(match: re.Match) -> str:
        inner = match.group(1)
        if not _is_jargon(inner):
            return match.group(0)
        parts = [_clean_part(p) for p in inner.split(";")]
        parts = [p for p in parts if p]
        return f" ({'; '.join(parts)})" if parts else ""

    out = _BRACKET.sub(fix, text or "")
    out = re.sub(r"\s+([.,;:])", r"\1", out)
    out = re.sub(r"\.\.+$", ".", out.strip())
    return re.sub(r"\s{2,}", " ", out)


def without_brackets(text: str) -> str:
    """``text`` without any bracket that names a source (a rulebook section, a decision, a
    reading): what a refusal bubble or the status bar shows."""
    def fix(match: re.Match) -> str:
        inner = match.group(1).lower()
        return "" if _is_jargon(inner) or "rulebook" in inner else match.group(0)
    out = _BRACKET.sub(fix, text or "")
    out = re.sub(r"\s+([.,;:])", r"\1", out)
    return re.sub(r"\s{2,}", " ", out).strip()
