"""Words for counts (core/words.py): the singular for exactly one, never 'call(s)'."""

from __future__ import annotations

from tb_attn_plugin.core.words import counted, noun, verb


def test_a_count_takes_the_singular_for_one_and_the_plural_otherwise():
    assert [counted(n, "call") for n in (0, 1, 2)] == ["0 calls", "1 call", "2 calls"]
    assert counted(1024, "step") == "1,024 steps"  # (thousands separated)
    assert counted(1.5, "kernel") == "1.5 kernels" and counted(1.0, "kernel") == "1 kernel"
    assert counted(3, "memcpy", "memcpy calls") == "3 memcpy calls"
    assert noun(1, "scope") == "scope" and noun(4, "scope") == "scopes"


def test_a_verb_agrees_with_its_count():
    assert [verb(n, "waits", "wait") for n in (1, 2, 0)] == ["waits", "wait", "wait"]
