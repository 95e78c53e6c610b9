"""The shared table sounds (cards, tokens, dice, chimes, clicks), also those of TomaToss and
Diced Tomatoes; collected by tools/make_sounds.py.
"""

from __future__ import annotations

import math
import random

from sound_blocks import (RATE, TAU, bandpass, decay_env, lowpass, mix_into, n_samples, noise,
                          Samples, shape, silence, Sound, tone)


def card_slide(rng: random.Random) -> Samples:
    """A card sliding on cloth: band-passed noise sweeping down, swelling then fading (0.32 s)."""
    d = 0.32
    x = bandpass(noise(rng, d), lambda t: 3200 - 5000 * t, 1.4)
    n = len(x)
    env = [math.sin(math.pi * min(1.0, i / (0.35 * n))) ** 2 if i < 0.35 * n else
           math.exp(-(i - 0.35 * n) / (0.06 * RATE)) for i in range(n)]
    return shape(x, env)


def card_flip(rng: random.Random) -> Samples:
    """A card turned over: a crisp paper snap and a tiny falling 'thwip' (0.16 s)."""
    d = 0.16
    out = shape(bandpass(noise(rng, d), 3400, 1.6), decay_env(n_samples(d), 0.018, 0.001))
    mix_into(out, tone(lambda t: 520 - 1500 * t, d, tau_s=0.03), 0.0, 0.35)
    mix_into(out, shape(bandpass(noise(rng, 0.05), 2200, 2.0),
                        decay_env(n_samples(0.05), 0.012, 0.001)), 0.055, 0.5)
    return out


def token_drop(rng: random.Random) -> Samples:
    """A wooden token dropped on the board: a knock with a small second bounce (0.42 s)."""
    d = 0.42
    out = silence(d)
    knock_partials = ((1.0, 1.0), (2.37, 0.45), (5.1, 0.2))
    for at, gain, f in ((0.0, 1.0, 210.0), (0.11, 0.35, 225.0), (0.17, 0.12, 230.0)):
        mix_into(out, tone(f, 0.25, knock_partials, tau_s=0.045, attack_s=0.001), at, gain)
        mix_into(out, shape(bandpass(noise(rng, 0.03), 1800, 1.2),
                            decay_env(n_samples(0.03), 0.006, 0.0005)), at, gain * 0.6)
    return out


def dice_rattle(rng: random.Random) -> Samples:
    """Dice shaken and rolled: dense little clicks thinning out, each a tiny resonant knock
    (0.7 s)."""
    d = 0.7
    out = silence(d)
    t = 0.0
    while t < d - 0.06:
        f = rng.uniform(1400, 3600)
        click = shape(bandpass(noise(rng, 0.025), f, 6.0), decay_env(n_samples(0.025), 0.004,
                                                                     0.0005))
        gain = rng.uniform(0.4, 1.0) * (1.0 - 0.6 * t / d)
        mix_into(out, click, t, gain)
        t += rng.uniform(0.008, 0.03) * (1 + 3 * (t / d) ** 2)
    body = shape(lowpass(noise(rng, d), 400), [math.exp(-i / (0.25 * RATE)) for i in range(
        n_samples(d))])
    mix_into(out, body, 0.0, 0.6)
    return out


def toss_success(rng: random.Random) -> Samples:
    """A pleasant chime: a quick rising major arpeggio of bell-like tones (0.95 s)."""
    d = 0.95
    out = silence(d)
    bell = ((1.0, 1.0), (2.0, 0.35), (3.0, 0.12), (4.2, 0.05))
    for k, f in enumerate((1046.5, 1318.5, 1568.0, 2093.0)):
        mix_into(out, tone(f, d - k * 0.07, bell, tau_s=0.32, attack_s=0.003), k * 0.07,
                 0.8 if k < 3 else 0.55)
    return out


def toss_miss(rng: random.Random) -> Samples:
    """A soft thud: a low sine dropping in pitch with a muffled noise puff (0.45 s)."""
    d = 0.45
    out = tone(lambda t: 95 - 60 * min(t, 0.4), d, ((1.0, 1.0), (2.0, 0.2)), tau_s=0.09,
               attack_s=0.006)
    puff = shape(lowpass(noise(rng, 0.2), 350), decay_env(n_samples(0.2), 0.04, 0.004))
    mix_into(out, puff, 0.0, 1.6)
    return out


def shuffle(rng: random.Random) -> Samples:
    """A riffle shuffle: a fast run of paper flicks that speeds up then settles (0.8 s)."""
    d = 0.8
    out = silence(d)
    t = 0.03
    k = 0
    while t < 0.62:
        flick = shape(bandpass(noise(rng, 0.03), rng.uniform(2400, 4200), 2.5),
                      decay_env(n_samples(0.03), 0.007, 0.001))
        mix_into(out, flick, t, rng.uniform(0.6, 1.0))
        k += 1
        t += max(0.012, 0.045 - 0.0015 * k) * rng.uniform(0.85, 1.15)
    settle = shape(bandpass(noise(rng, 0.12), 900, 1.0), decay_env(n_samples(0.12), 0.03,
                                                                    0.002))
    mix_into(out, settle, 0.64, 1.4)
    return out


def game_over(rng: random.Random) -> Samples:
    """A short, warm fanfare: G4 C5 E5 then a held C major chord with a light vibrato (2.0 s)."""
    d = 2.0
    out = silence(d)
    soft_brass = ((1.0, 1.0), (2.0, 0.45), (3.0, 0.22), (4.0, 0.1), (5.0, 0.05))

    def note(f: float, length: float, tau_s: float) -> Samples:
        x = tone(lambda t: f * (1 + 0.004 * math.sin(TAU * 5.5 * t) * min(1.0, t * 4)), length,
                 soft_brass, tau_s=tau_s, attack_s=0.025)
        m = len(x)
        rel = n_samples(0.08)
        return [v * (1.0 if i < m - rel else (m - i) / rel) for i, v in enumerate(x)]

    for k, f in enumerate((392.0, 523.25, 659.25)):
        mix_into(out, note(f, 0.2, 0.4), k * 0.16, 0.7)
    for f, g in ((523.25, 0.6), (659.25, 0.5), (783.99, 0.5), (1046.5, 0.35)):
        mix_into(out, note(f, 1.5, 1.1), 0.48, g)
    return out


def click(rng: random.Random) -> Samples:
    """A UI click: a short soft tick (0.06 s)."""
    d = 0.06
    out = tone(1800, d, ((1.0, 1.0), (2.7, 0.3)), tau_s=0.012, attack_s=0.0005)
    mix_into(out, shape(bandpass(noise(rng, 0.01), 5000, 1.5),
                        decay_env(n_samples(0.01), 0.0015, 0.0002)), 0.0, 0.4)
    return out


def refuse(rng: random.Random) -> Samples:
    """A soft low buzz for a refused move: two slightly detuned low tones, gently pulsed and
    muffled (0.34 s)."""
    d = 0.34
    n = n_samples(d)
    harm = tuple((float(h), 1.0 / h) for h in range(1, 8))
    a = tone(118, d, harm, tau_s=5.0, attack_s=0.01)
    b = tone(121.5, d, harm, tau_s=5.0, attack_s=0.01)
    x = lowpass([p + q for p, q in zip(a, b)], 900)
    env = [(0.2 + 0.8 * (0.5 + 0.5 * math.cos(TAU * 8 * i / RATE)) ** 3) * min(1.0, i / n_samples(0.015)) *
           min(1.0, (n - i) / n_samples(0.08)) for i in range(n)]
    return shape(x, env)


SOUNDS: dict[str, Sound] = {
    "card_slide": card_slide,
    "card_flip": card_flip,
    "token_drop": token_drop,
    "dice_rattle": dice_rattle,
    "toss_success": toss_success,
    "toss_miss": toss_miss,
    "shuffle": shuffle,
    "game_over": game_over,
    "click": click,
    "refuse": refuse,
}
# Longer fade-outs for sounds whose tail still rings at the end.
FADE_OUT_S: dict[str, float] = {"toss_success": 0.15, "game_over": 0.05}
