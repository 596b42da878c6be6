#!/usr/bin/env python3
"""Generates the finnish27 table sounds: assets/sounds/*.wav (Python 3 standard library only).

    python3 tools/make_sounds.py [--out DIR]

Writes 16-bit PCM mono 44.1 kHz WAV files, each normalised to a peak of about -3 dBFS and
faded in and out so that it starts and ends without a click:

    deal.wav     a card snapping onto the felt: a filtered noise burst (~80 ms)
    chips.wav    chips set down: three short clinks of damped high partials
    win.wav      a bright rising arpeggio (~0.6 s)
    loss.wav     a soft falling two-note motif (~0.5 s)
    shuffle.wav  a riffle shuffle: a train of short noise bursts (~0.8 s)

The noise comes from a fixed-seed generator, so running the script again gives byte-identical
files.
"""
import argparse
import math
import os
import random
import struct
import sys
import wave

RATE = 44100
PEAK_DBFS = -3.0


def silence(seconds):
    return [0.0] * int(round(seconds * RATE))


def mix(dst, src, start_s):
    """Adds src into dst from start_s seconds on (dst grows as needed)."""
    i0 = int(round(start_s * RATE))
    if len(dst) < i0 + len(src):
        dst.extend([0.0] * (i0 + len(src) - len(dst)))
    for i, v in enumerate(src):
        dst[i0 + i] += v
    return dst


def fades(x, fade_in_s=0.002, fade_out_s=0.01):
    n_in = max(1, int(fade_in_s * RATE))
    n_out = max(1, int(fade_out_s * RATE))
    out = list(x)
    for i in range(min(n_in, len(out))):
        out[i] *= 0.5 - 0.5 * math.cos(math.pi * i / n_in)
    for i in range(min(n_out, len(out))):
        out[-1 - i] *= 0.5 - 0.5 * math.cos(math.pi * i / n_out)
    return out


def normalise(x, peak_dbfs=PEAK_DBFS):
    peak = max(abs(v) for v in x) or 1.0
    g = 10 ** (peak_dbfs / 20.0) / peak
    return [v * g for v in x]


class Noise:
    """Deterministic white noise in [-1, 1]."""

    def __init__(self, seed):
        self.rng = random.Random(seed)

    def samples(self, count):
        r = self.rng.random
        return [2.0 * r() - 1.0 for _ in range(count)]


def one_pole_lowpass(x, cutoff):
    a = math.exp(-2.0 * math.pi * cutoff / RATE)
    y, out = 0.0, []
    for v in x:
        y = (1 - a) * v + a * y
        out.append(y)
    return out


def one_pole_highpass(x, cutoff):
    low = one_pole_lowpass(x, cutoff)
    return [v - l for v, l in zip(x, low)]


def bandpass(x, lo, hi, order=2):
    for _ in range(order):
        x = one_pole_highpass(x, lo)
    for _ in range(order):
        x = one_pole_lowpass(x, hi)
    return x


def envelope_ar(count, attack_s, decay_s):
    """Linear attack, exponential decay (decay_s is the time constant)."""
    na = max(1, int(attack_s * RATE))
    out = []
    for i in range(count):
        if i < na:
            out.append(i / na)
        else:
            out.append(math.exp(-(i - na) / (decay_s * RATE)))
    return out


def tone(freq, seconds, partials=((1, 1.0),), attack_s=0.005, decay_s=0.2, vibrato=0.0,
         release_s=0.02):
    """A decaying tone; the last release_s seconds fade to zero, so it never ends in a click."""
    count = int(round(seconds * RATE))
    env = envelope_ar(count, attack_s, decay_s)
    nr = min(count, int(release_s * RATE))
    for i in range(nr):
        env[count - 1 - i] *= 0.5 - 0.5 * math.cos(math.pi * i / nr)
    out = []
    for i in range(count):
        t = i / RATE
        f = freq * (1 + vibrato * math.sin(2 * math.pi * 5.5 * t))
        v = 0.0
        for mult, amp in partials:
            v += amp * math.sin(2 * math.pi * f * mult * t)
        out.append(v * env[i])
    return out


def note(midi):
    return 440.0 * 2 ** ((midi - 69) / 12.0)


# ---------------------------------------------------------------------------------------------
# The sounds

def deal():
    """A card snapping onto the felt: a short swish into a band-passed snap."""
    noise = Noise(27001)
    total = int(0.08 * RATE)
    x = noise.samples(total)
    swish = bandpass(x, 1200, 5000)
    out = []
    for i, v in enumerate(swish):
        t = i / RATE
        # a quick rise (the swish) and a sharp snap at ~22 ms decaying fast
        rise = min(1.0, t / 0.018) * 0.35
        snap = math.exp(-max(0.0, t - 0.022) / 0.012) if t >= 0.022 else 0.0
        out.append(v * (rise * math.exp(-t / 0.04) + snap))
    thump = tone(140, 0.06, attack_s=0.001, decay_s=0.015)
    out = mix(out, [0.25 * v for v in thump], 0.022)
    return fades(normalise(out), 0.002, 0.012)


def chips():
    """Three clay chips set down: clinks of inharmonic, quickly damped high partials."""
    out = silence(0.32)
    noise = Noise(27002)
    clinks = ((0.0, 1.0, 3150), (0.085, 0.75, 3480), (0.150, 0.55, 2990))
    for start, amp, f0 in clinks:
        partials = ((1.0, 1.0), (1.58, 0.55), (2.31, 0.35), (3.07, 0.2))
        c = tone(f0, 0.16, partials, attack_s=0.0008, decay_s=0.03)
        tick = bandpass(noise.samples(int(0.012 * RATE)), 2500, 8000, order=2)
        tick = [v * math.exp(-i / (0.002 * RATE)) * 1.5 for i, v in enumerate(tick)]
        c = mix(c, tick, 0.0)
        mix(out, [amp * v for v in c], start)
    return fades(normalise(out), 0.001, 0.02)


def win():
    """A bright rising arpeggio: C major up to the high C, with a shimmering last note."""
    out = silence(0.62)
    partials = ((1, 1.0), (2, 0.35), (3, 0.15), (4, 0.06))
    seq = [(72, 0.00, 0.18), (76, 0.09, 0.18), (79, 0.18, 0.2), (84, 0.27, 0.33)]
    for midi, start, length in seq:
        last = midi == 84
        t = tone(note(midi), length if not last else 0.35, partials, attack_s=0.006,
                 decay_s=0.22 if last else 0.09, vibrato=0.003 if last else 0.0)
        mix(out, [(0.9 if last else 0.7) * v for v in t], start)
        if last:   # a quiet octave sparkle on top
            s = tone(note(midi + 12), 0.3, ((1, 1.0),), attack_s=0.01, decay_s=0.12)
            mix(out, [0.18 * v for v in s], start + 0.02)
    return fades(normalise(out), 0.002, 0.06)


def loss():
    """A soft falling two-note motif (a minor third down), mellow sine tones."""
    out = silence(0.5)
    partials = ((1, 1.0), (2, 0.12), (3, 0.04))
    a = tone(note(64), 0.22, partials, attack_s=0.02, decay_s=0.15)
    b = tone(note(60), 0.32, partials, attack_s=0.02, decay_s=0.18, vibrato=0.002)
    mix(out, [0.8 * v for v in a], 0.0)
    mix(out, b, 0.16)
    out = one_pole_lowpass(out, 2500)
    return fades(normalise(out), 0.004, 0.08)


def shuffle():
    """A riffle: a train of short card-flick noise bursts that speeds up and then settles."""
    noise = Noise(27003)
    rng = random.Random(27004)
    out = silence(0.82)
    t = 0.03
    while t < 0.70:
        length = int(0.012 * RATE)
        burst = bandpass(noise.samples(length), 1500 + rng.random() * 800, 6000, order=2)
        amp = 0.55 + 0.45 * math.sin(math.pi * min(1.0, t / 0.70)) + rng.uniform(-0.1, 0.1)
        burst = [v * amp * math.exp(-i / (0.003 * RATE)) for i, v in enumerate(burst)]
        mix(out, burst, t)
        # the interval between flicks: quicker in the middle of the riffle
        gap = 0.020 - 0.008 * math.sin(math.pi * min(1.0, t / 0.70)) + rng.uniform(-0.002, 0.002)
        t += gap
    # the bridge at the end: the halves settle with a soft, longer swish
    tail = bandpass(noise.samples(int(0.11 * RATE)), 600, 4000)
    tail = [v * 0.6 * math.sin(math.pi * i / len(tail)) for i, v in enumerate(tail)]
    mix(out, tail, 0.69)
    return fades(normalise(out), 0.002, 0.03)


# ---------------------------------------------------------------------------------------------

def wav_bytes(samples):
    frames = bytearray()
    for v in samples:
        s = int(round(max(-1.0, min(1.0, v)) * 32767))
        frames += struct.pack("<h", s)
    return bytes(frames)


def write_wav(path, samples):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with wave.open(path, "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(wav_bytes(samples))


SOUNDS = [("deal", deal), ("chips", chips), ("win", win), ("loss", loss), ("shuffle", shuffle)]


def main(argv=None):
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--out", default=os.path.join(root, "assets", "sounds"),
                    help="output folder (default: assets/sounds)")
    args = ap.parse_args(argv)
    total = 0
    for name, make in SOUNDS:
        samples = make()
        path = os.path.join(args.out, name + ".wav")
        write_wav(path, samples)
        size = os.path.getsize(path)
        total += size
        peak = max(abs(v) for v in samples)
        print("%-12s %6.3f s  peak %5.1f dBFS  %7d bytes"
              % (name + ".wav", len(samples) / RATE, 20 * math.log10(peak), size))
    print("make_sounds: %d files in %s, %d bytes" % (len(SOUNDS), args.out, total))
    return 0


if __name__ == "__main__":
    sys.exit(main())
