#!/usr/bin/env bash
# Regenerates server/data/captcha-voice/{0..9}.wav (see its README): needs espeak-ng and python3.
set -euo pipefail
out="$(cd "$(dirname "$0")/.." && pwd)/data/captcha-voice"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
i=0
for w in 영 일 이 삼 사 오 육 칠 팔 구; do espeak-ng -v ko -s 120 -w "$tmp/$i.wav" "$w"; i=$((i + 1)); done
python3 - "$tmp" "$out" <<'PY'
import array, sys, wave
src, dst = sys.argv[1], sys.argv[2]
for i in range(10):
    w = wave.open(f'{src}/{i}.wav'); a = array.array('h', w.readframes(w.getnframes())); w.close()
    loud = [k for k, x in enumerate(a) if abs(x) > 400]
    a = a[max(0, loud[0] - 200):min(len(a), loud[-1] + 400)]
    b = array.array('h', [(a[k] + a[k + 1]) // 2 for k in range(0, len(a) - 1, 2)])  # 22 050 → 11 025 Hz
    o = wave.open(f'{dst}/{i}.wav', 'wb'); o.setnchannels(1); o.setsampwidth(2); o.setframerate(11025); o.writeframes(b.tobytes()); o.close()
PY
