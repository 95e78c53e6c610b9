"""Potato Tomato's own sounds; collected by tools/make_sounds.py."""

from __future__ import annotations

import math
import random

from sound_blocks import (bandpass, decay_env, mix_into, n_samples, noise, Samples, shape, silence,
                          Sound, tone)
from sounds_common import card_flip


def burn(rng: random.Random) -> Samples:
    """A burn token lands (Potato Tomato): a soft fiery whoosh with a few crackles (0.5 s)."""
    d = 0.5
    n = n_samples(d)
    whoosh = bandpass(noise(rng, d), lambda t: 500 + 1400 * t, q=1.2)
    env = [math.sin(math.pi * min(1.0, i / n)) ** 1.5 for i in range(n)]
    x = shape(whoosh, env)
    for _ in range(7):  # crackles: tiny bright clicks
        at = rng.uniform(0.05, 0.42)
        mix_into(x, shape(bandpass(noise(rng, 0.012), 3200, q=4), decay_env(n_samples(0.012),
                                                                             0.003)), at, 1.6)
    return x


def slap(rng: random.Random) -> Samples:
    """A palm slapping a card on the table (Potato Tomato's SLAP): a sharp broadband smack
    and a short low body thump (0.3 s)."""
    d = 0.3
    n = n_samples(d)
    smack = shape(bandpass(noise(rng, d), 1800, q=0.8), decay_env(n, 0.025, 0.001))
    thump = tone(lambda t: 140 - 60 * t, d, ((1.0, 1.0), (2.0, 0.3)), tau_s=0.05)
    return [a + 0.8 * b for a, b in zip(smack, thump)]


def reveal(rng: random.Random) -> Samples:
    """A character card turned face up for good: a card flip, then a low, slightly ominous
    two-note bell (0.8 s)."""
    x = silence(0.8)
    mix_into(x, card_flip(rng), 0.0, 0.8)
    bell = ((1.0, 1.0), (2.76, 0.35), (5.4, 0.12))
    mix_into(x, tone(392.0, 0.6, bell, tau_s=0.35), 0.12, 0.6)
    mix_into(x, tone(311.1, 0.55, bell, tau_s=0.4), 0.26, 0.7)
    return x


def peek(rng: random.Random) -> Samples:
    """A secret look at a card: a quiet lift of a card corner, then a soft, high two-note
    "aha" (0.55 s)."""
    x = silence(0.55)
    mix_into(x, card_flip(rng), 0.0, 0.45)
    chime = ((1.0, 1.0), (3.0, 0.15))
    mix_into(x, tone(784.0, 0.3, chime, tau_s=0.12), 0.16, 0.35)
    mix_into(x, tone(1046.5, 0.3, chime, tau_s=0.14), 0.26, 0.3)
    return x


SOUNDS: dict[str, Sound] = {
    "peek": peek,
    "burn": burn,
    "slap": slap,
    "reveal": reveal,
}
# Longer fade-outs for sounds whose tail still rings at the end.
FADE_OUT_S: dict[str, float] = {"reveal": 0.12}
