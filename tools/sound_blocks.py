"""The synthesis building blocks of tools/make_sounds.py: tones, noise, filters, envelopes,
mixing and the finishing fades and normalisation. Standard library only.
Source: shared/docs/art-direction.md, "Sound" (short, soft, synthesized, normalised).
"""

from __future__ import annotations

import math
import random
from typing import Callable

RATE = 44100
PEAK_DBFS = -3.0
TAU = 2 * math.pi

Samples = list[float]
Sound = Callable[[random.Random], Samples]


def n_samples(seconds: float) -> int:
    """Number of samples in ``seconds``."""
    return int(round(seconds * RATE))


def silence(seconds: float) -> Samples:
    """``seconds`` of zeros."""
    return [0.0] * n_samples(seconds)


def mix_into(dst: Samples, src: Samples, at: float = 0.0, gain: float = 1.0) -> None:
    """Add ``src`` (scaled by ``gain``) into ``dst`` starting ``at`` seconds (clipped to dst)."""
    start = n_samples(at)
    for i, v in enumerate(src):
        j = start + i
        if j >= len(dst):
            break
        dst[j] += v * gain


def decay_env(n: int, tau_s: float, attack_s: float = 0.002) -> Samples:
    """A linear attack over ``attack_s`` then an exponential decay with time constant ``tau_s``."""
    a = max(1, n_samples(attack_s))
    return [(i / a if i < a else 1.0) * math.exp(-max(0, i - a) / (tau_s * RATE))
            for i in range(n)]


def tone(freq: float | Callable[[float], float], seconds: float,
         partials: tuple[tuple[float, float], ...] = ((1.0, 1.0),), tau_s: float = 0.3,
         attack_s: float = 0.004) -> Samples:
    """A decaying tone: ``freq`` Hz (or a function of time in seconds giving Hz) with
    ``partials`` as (frequency multiple, amplitude); higher partials decay faster."""
    n = n_samples(seconds)
    out = [0.0] * n
    phase = 0.0
    a = max(1, n_samples(attack_s))
    for i in range(n):
        t = i / RATE
        f = freq(t) if callable(freq) else freq
        phase += TAU * f / RATE
        v = 0.0
        for mult, amp in partials:
            v += amp * math.sin(phase * mult) * math.exp(-t * mult ** 0.5 / tau_s)
        out[i] = v * (i / a if i < a else 1.0)
    return out


def noise(rng: random.Random, seconds: float) -> Samples:
    """White noise in -1..1."""
    return [rng.uniform(-1.0, 1.0) for _ in range(n_samples(seconds))]


def bandpass(x: Samples, centre: float | Callable[[float], float], q: float = 2.0) -> Samples:
    """A state-variable band-pass filter around ``centre`` Hz (or a function of time)."""
    low = band = 0.0
    out = [0.0] * len(x)
    damp = 1.0 / q
    for i, v in enumerate(x):
        fc = centre(i / RATE) if callable(centre) else centre
        f = 2 * math.sin(math.pi * min(fc, RATE / 6) / RATE)
        high = v - low - damp * band
        band += f * high
        low += f * band
        out[i] = band
    return out


def lowpass(x: Samples, cutoff: float) -> Samples:
    """A one-pole low-pass at ``cutoff`` Hz."""
    a = 1 - math.exp(-TAU * cutoff / RATE)
    y = 0.0
    out = [0.0] * len(x)
    for i, v in enumerate(x):
        y += a * (v - y)
        out[i] = y
    return out


def shape(x: Samples, env: Samples) -> Samples:
    """Multiply ``x`` by ``env`` sample by sample (shorter length wins)."""
    return [a * b for a, b in zip(x, env)]


def finish(x: Samples, fade_in_s: float = 0.002, fade_out_s: float = 0.015) -> Samples:
    """Short raised-cosine fades at both ends, then normalise the peak to ``PEAK_DBFS``."""
    n = len(x)
    fi, fo = max(1, n_samples(fade_in_s)), max(1, n_samples(fade_out_s))
    y = list(x)
    for i in range(min(fi, n)):
        y[i] *= 0.5 - 0.5 * math.cos(math.pi * i / fi)
    for i in range(min(fo, n)):
        y[n - 1 - i] *= 0.5 - 0.5 * math.cos(math.pi * i / fo)
    peak = max((abs(v) for v in y), default=0.0)
    target = 10 ** (PEAK_DBFS / 20)
    return [v * target / peak for v in y] if peak > 0 else y
