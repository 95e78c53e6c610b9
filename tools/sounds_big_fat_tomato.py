"""Big Fat Tomato's own sounds; collected by tools/make_sounds.py."""

from __future__ import annotations

import math
import random

from sound_blocks import (bandpass, decay_env, mix_into, n_samples, noise, Samples, shape, silence,
                          Sound, tone)


def harvest(rng: random.Random) -> Samples:
    """Big Fat Tomato: tomatoes tumbling into a basket, soft falling plops (0.75 s)."""
    out, t, plop = silence(0.75), 0.02, ((1.0, 1.0), (2.0, 0.15))
    while t < 0.55:
        mix_into(out, tone(lambda x, f=rng.uniform(170, 260): f * (1.25 - min(x, 0.05) * 5), 0.09,
                           plop, tau_s=0.025, attack_s=0.002), t, rng.uniform(0.5, 0.9))
        t += rng.uniform(0.035, 0.07)
    mix_into(out, shape(bandpass(noise(rng, 0.3), 700, 3.0), decay_env(n_samples(0.3), 0.1, 0.02)),
             0.05, 0.25)
    return out


def theft(rng: random.Random) -> Samples:
    """Big Fat Tomato: a harvest snatched, a rising swoosh and two sly plucks (0.6 s)."""
    out, n, pluck = silence(0.6), n_samples(0.22), ((1.0, 1.0), (2.0, 0.3), (3.0, 0.1))
    mix_into(out, shape(bandpass(noise(rng, 0.22), lambda x: 600 + 9000 * x, 1.6),
                        [math.sin(math.pi * i / n) for i in range(n)]), 0.0, 1.0)
    for k, f in enumerate((659.25, 493.88)):
        mix_into(out, tone(f, 0.3, pluck, tau_s=0.08, attack_s=0.002), 0.24 + k * 0.12, 0.7)
    return out


def market(rng: random.Random) -> Samples:
    """Big Fat Tomato: the Market opens, a shop bell rung twice (0.95 s)."""
    out, bell = silence(0.95), ((1.0, 1.0), (2.76, 0.4), (5.4, 0.15), (8.9, 0.05))
    for k, f in enumerate((1568.0, 1318.5)):
        mix_into(out, tone(f, 0.95 - k * 0.18, bell, tau_s=0.28, attack_s=0.002), k * 0.18, 0.8)
    return out


def munch(rng: random.Random) -> Samples:
    """Big Fat Tomato: a critter eating tomatoes, three quick crunchy bites (0.55 s)."""
    out = silence(0.55)
    for k in range(3):
        n = n_samples(0.09)
        bite = shape(bandpass(noise(rng, 0.09), rng.uniform(1400, 2200), 1.4),
                     decay_env(n, 0.025, 0.003))
        mix_into(out, bite, 0.02 + k * 0.16, 0.9)
        mix_into(out, tone(rng.uniform(140, 180), 0.08, ((1.0, 1.0), (2.0, 0.3)), tau_s=0.03,
                           attack_s=0.002), 0.02 + k * 0.16, 0.5)
    return out


def skitter(rng: random.Random) -> Samples:
    """Big Fat Tomato: a pest arriving on a plot, a run of tiny scratchy steps (0.45 s)."""
    out, t = silence(0.45), 0.01
    while t < 0.36:
        n = n_samples(0.02)
        step = shape(bandpass(noise(rng, 0.02), rng.uniform(3000, 4800), 3.0),
                     decay_env(n, 0.006, 0.001))
        mix_into(out, step, t, rng.uniform(0.5, 0.9))
        t += rng.uniform(0.025, 0.045)
    return out


SOUNDS: dict[str, Sound] = {
    "harvest": harvest,
    "theft": theft,
    "market": market,
    "munch": munch,
    "skitter": skitter,
}
# Longer fade-outs for sounds whose tail still rings at the end.
FADE_OUT_S: dict[str, float] = {"market": 0.15}
