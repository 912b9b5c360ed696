import { randomBytes, randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../../config';

// The sound of a CAPTCHA (its alternative for people who cannot see the picture): the digits read one
// by one in Korean from the clips of server/data/captcha-voice, with random pauses and a little
// noise, read twice. Telephone quality (8 kHz, 8-bit PCM, which every browser plays) keeps the file
// near 95 KB for a slow phone line; the clips are kept at 11 025 Hz and brought down once per process.

export const SAMPLE_RATE = 8_000;
const CLIP_RATE = 11_025;
const VOICE_DIR = path.join(repoRoot, 'server', 'data', 'captcha-voice');

/** The mono samples of a WAV file's data chunk, as 16-bit values (its `fmt ` says 8 or 16 bits). */
export function wavSamples(file: Buffer): Int16Array {
  let at = 12;
  let bits = 16;
  while (at + 8 <= file.length) {
    const id = file.toString('ascii', at, at + 4);
    const size = file.readUInt32LE(at + 4);
    if (id === 'fmt ') bits = file.readUInt16LE(at + 8 + 14);
    if (id === 'data') {
      const data = file.subarray(at + 8, at + 8 + size);
      if (bits === 8) return Int16Array.from(data, (b) => (b - 128) * 256);
      return new Int16Array(data.buffer.slice(data.byteOffset, data.byteOffset + data.length - (data.length % 2)));
    }
    at += 8 + size + (size % 2);
  }
  throw new Error('no data chunk in the WAV file');
}

/**
 * The samples at another rate: a windowed-sinc low-pass below the new Nyquist frequency (so nothing
 * above 4 kHz folds back as a whistle), read at the new rate's instants by linear interpolation.
 */
export function resample(samples: Int16Array, from: number, to: number): Int16Array {
  const taps = 31;
  const cutoff = (0.45 * to) / from; // of the old rate: a little under the new Nyquist frequency
  const kernel = Array.from({ length: taps }, (_, k) => {
    const n = k - (taps - 1) / 2;
    const sinc = n === 0 ? 2 * cutoff : Math.sin(2 * Math.PI * cutoff * n) / (Math.PI * n);
    return sinc * (0.54 - 0.46 * Math.cos((2 * Math.PI * k) / (taps - 1)));
  });
  const gain = kernel.reduce((a, b) => a + b, 0);
  const smooth = new Float64Array(samples.length);
  for (let i = 0; i < samples.length; i++) {
    let sum = 0;
    for (let k = 0; k < taps; k++) {
      const j = i + k - (taps - 1) / 2;
      if (j >= 0 && j < samples.length) sum += samples[j] * kernel[k];
    }
    smooth[i] = sum / gain;
  }
  const out = new Int16Array(Math.floor((samples.length * to) / from));
  for (let i = 0; i < out.length; i++) {
    const at = (i * from) / to;
    const j = Math.floor(at);
    const next = smooth[Math.min(j + 1, smooth.length - 1)];
    out[i] = Math.max(-32768, Math.min(32767, Math.round(smooth[j] + (next - smooth[j]) * (at - j))));
  }
  return out;
}

let voice: Int16Array[] | null = null;
const clips = () =>
  (voice ??= Array.from({ length: 10 }, (_, d) => resample(wavSamples(readFileSync(path.join(VOICE_DIR, `${d}.wav`))), CLIP_RATE, SAMPLE_RATE)));

/** A WAV file (8-bit unsigned mono PCM at SAMPLE_RATE) of 16-bit samples. */
export function wavFile(samples: Int16Array): Buffer {
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + samples.length, 4);
  header.write('WAVEfmt ', 8, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(SAMPLE_RATE, 24);
  header.writeUInt32LE(SAMPLE_RATE, 28); // bytes a second
  header.writeUInt16LE(1, 32); // bytes a frame
  header.writeUInt16LE(8, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(samples.length, 40);
  const data = Buffer.alloc(samples.length);
  for (let i = 0; i < samples.length; i++) data[i] = Math.max(0, Math.min(255, Math.round(samples[i] / 256) + 128));
  return Buffer.concat([header, data]);
}

const pause = (seconds: number) => new Int16Array(Math.round(seconds * SAMPLE_RATE));

/** The WAV of the digits (a string of 0–9). */
export function captchaWav(digits: string): Buffer {
  const once = (): Int16Array[] => [...digits].flatMap((d) => [clips()[Number(d)], pause(0.35 + randomInt(0, 300) / 1000)]);
  const parts = [pause(0.5), ...once(), pause(1.0), ...once(), pause(0.3)];
  const total = parts.reduce((n, p) => n + p.length, 0);
  const out = new Int16Array(total);
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  // a faint hiss over everything, so the clips are not byte-for-byte the same in every challenge
  const hiss = randomBytes(out.length);
  for (let i = 0; i < out.length; i++) out[i] = Math.max(-32768, Math.min(32767, out[i] + (hiss[i] - 128) * 3));
  return wavFile(out);
}
