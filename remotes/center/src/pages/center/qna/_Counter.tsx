import { useEffect, useRef, useState } from 'react';
import { withThousands } from '@portal/ui/format';

/** '12 / 100자' under a field; over the limit it says by how much (in text, not colour only). */
export function Counter({ length, max }: { length: number; max: number }) {
  const over = length > max;
  return (
    <span className={`ct-counter ${over ? 'is-over' : ''}`.trim()} data-counter="">
      {withThousands(String(length))} / {withThousands(String(max))}자{over ? ` (${withThousands(String(length - max))}자 넘음)` : ''}
    </span>
  );
}

/** What a screen reader hears about the length: only at a few thresholds, not on every keystroke. */
export function useCountAnnouncement(length: number, max: number, name: string): string {
  const [said, setSaid] = useState('');
  const last = useRef<number | null>(null);
  useEffect(() => {
    const left = max - length;
    const step = left < 0 ? -1 : ([0, 20, 100].find((t) => left <= t) ?? null);
    if (step !== last.current) {
      last.current = step;
      if (step === null) setSaid('');
      else if (step < 0) setSaid(`${name}이(가) ${max}자를 ${-left}자 넘었습니다.`);
      else setSaid(`${name}: ${left}자 남았습니다.`);
    }
  }, [length, max, name]);
  return said;
}
