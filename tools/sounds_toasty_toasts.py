"""Toasty Toasts' own sounds; collected by tools/make_sounds.py."""

from __future__ import annotations

import math
import random

from sound_blocks import (TAU, bandpass, decay_env, lowpass, mix_into, n_samples, noise, Samples,
                          shape, silence, Sound, tone)


def toast_play(rng: random.Random) -> Samples:
    """Toasty Toasts: a card laid on a Toast, a dry crunchy crackle over a soft pat (0.3 s)."""
    d = 0.3
    out = shape(lowpass(noise(rng, d), 600), decay_env(n_samples(d), 0.03, 0.002))
    t = 0.0
    while t < 0.16:
        crumb = shape(bandpass(noise(rng, 0.02), rng.uniform(2500, 5200), 4.0),
                      decay_env(n_samples(0.02), 0.003, 0.0005))
        mix_into(out, crumb, t, rng.uniform(0.3, 0.8) * (1 - t / 0.2))
        t += rng.uniform(0.006, 0.02)
    return out


def steal(rng: random.Random) -> Samples:
    """Toasty Toasts: cards slimed away from a hand, a wobbly gliding 'bloop' rising and
    falling with a wet slide (0.5 s)."""
    d = 0.5
    out = tone(lambda t: 330 + 260 * math.sin(math.pi * t / d) + 25 * math.sin(TAU * 9 * t), d,
               ((1.0, 1.0), (2.0, 0.25)), tau_s=0.35, attack_s=0.02)
    slide = shape(bandpass(noise(rng, d), lambda t: 900 + 2200 * t, 1.8),
                  [math.sin(math.pi * i / n_samples(d)) ** 2 for i in range(n_samples(d))])
    mix_into(out, slide, 0.0, 0.5)
    return out


def time_to_eat(rng: random.Random) -> Samples:
    """Toasty Toasts: Time to Eat, a dinner bell rung twice, bright and warm (0.95 s)."""
    d = 0.95
    out = silence(d)
    bell = ((1.0, 1.0), (2.76, 0.4), (5.4, 0.15), (8.9, 0.05))
    for at, gain in ((0.0, 1.0), (0.28, 0.85)):
        mix_into(out, tone(1174.7, d - at, bell, tau_s=0.45, attack_s=0.002), at, gain)
        mix_into(out, tone(880.0, d - at, bell, tau_s=0.4, attack_s=0.002), at, gain * 0.4)
    return out


def count_tick(rng: random.Random) -> Samples:
    """Toasty Toasts: one Toast counted at Time to Eat, a light wooden tick with a small warm
    ping on top, short enough to follow a Toast every half second (0.12 s)."""
    d = 0.12
    out = shape(bandpass(noise(rng, d), 1800, 3.0), decay_env(n_samples(d), 0.012, 0.001))
    mix_into(out, tone(1568.0, d, ((1.0, 1.0), (2.0, 0.2)), tau_s=0.035, attack_s=0.002), 0.0,
             0.45)
    return out


SOUNDS: dict[str, Sound] = {
    "toast_play": toast_play,
    "steal": steal,
    "time_to_eat": time_to_eat,
    "count_tick": count_tick,
}
# Longer fade-outs for sounds whose tail still rings at the end.
FADE_OUT_S: dict[str, float] = {"time_to_eat": 0.15}
