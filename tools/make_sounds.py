"""Synthesize the table's sound effects into sounds/*.wav with the standard library only.

Usage: ``python3 tools/make_sounds.py [--out DIR] [--only NAME ...] [--list]``.
Every sound is 16-bit mono PCM at 44.1 kHz, peak-normalised to -3 dBFS, with short fades at both
ends (no clicks), under 1 s except the game-over fanfare (about 2 s). Randomness comes from a
``random.Random`` seeded from the sound's name, so a re-run writes identical bytes.
Source: shared/docs/art-direction.md, "Sound" (short, soft, synthesized, normalised).
"""

from __future__ import annotations

import argparse
import math
import random
import struct
import wave
import zlib
from pathlib import Path
from typing import Callable

RATE = 44100
PEAK_DBFS = -3.0
TAU = 2 * math.pi
ROOT = Path(__file__).resolve().parent.parent
SOUNDS_DIR = ROOT / "sounds"

Samples = list[float]


# -- building blocks -------------------------------------------------------------------------
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


# -- the sounds --------------------------------------------------------------------------------
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


SOUNDS: dict[str, Callable[[random.Random], Samples]] = {
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
    "toast_play": toast_play,
    "steal": steal,
    "time_to_eat": time_to_eat,
    "harvest": harvest,
    "theft": theft,
    "market": market,
    "burn": burn,
    "slap": slap,
    "reveal": reveal,
}
# Longer fade-outs for sounds whose tail still rings at the end.
FADE_OUT_S: dict[str, float] = {"toss_success": 0.15, "game_over": 0.05, "time_to_eat": 0.15,
                                "market": 0.15, "reveal": 0.12}
# Longest allowed duration in seconds (all under 1 s except the fanfare).
MAX_SECONDS: dict[str, float] = {name: 1.0 for name in SOUNDS} | {"game_over": 2.5}


# -- output ----------------------------------------------------------------------------------
def render(name: str) -> Samples:
    """The finished samples (floats, peak at -3 dBFS) of sound ``name``.

    Raises:
        KeyError: unknown sound name.
    """
    rng = random.Random(zlib.crc32(name.encode("utf-8")))
    return finish(SOUNDS[name](rng), fade_out_s=FADE_OUT_S.get(name, 0.015))


def write_wav(path: Path, samples: Samples) -> None:
    """Write ``samples`` (-1..1 floats) as 16-bit mono PCM at ``RATE``."""
    path.parent.mkdir(parents=True, exist_ok=True)
    frames = b"".join(struct.pack("<h", max(-32768, min(32767, round(v * 32767))))
                      for v in samples)
    with wave.open(str(path), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(frames)


def main(argv: list[str] | None = None) -> int:
    """Command line entry; returns 0, or 2 for an unknown sound name."""
    ap = argparse.ArgumentParser(description="Synthesize the sound effects into sounds/.")
    ap.add_argument("--out", type=Path, default=SOUNDS_DIR, help="output folder")
    ap.add_argument("--only", nargs="*", default=None, help="sound names to make")
    ap.add_argument("--list", action="store_true", help="list the sound names and exit")
    args = ap.parse_args(argv)
    if args.list:
        print("\n".join(SOUNDS))
        return 0
    names = args.only or list(SOUNDS)
    unknown = [n for n in names if n not in SOUNDS]
    if unknown:
        print("unknown sound(s):", ", ".join(unknown))
        return 2
    for name in names:
        samples = render(name)
        write_wav(args.out / f"{name}.wav", samples)
        print(f"{name}.wav {len(samples) / RATE:.2f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
