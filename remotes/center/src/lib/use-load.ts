import { useEffect, useRef, useState } from 'react';

export type Load<T> = { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'ready'; data: T };

/**
 * Loads again whenever `key` changes (lists whose query lives in the address) or on retry; the
 * answer of an earlier key is dropped.
 */
export function useKeyedLoad<T>(key: string, load: () => Promise<T>): [Load<T>, () => void] {
  const [state, setState] = useState<Load<T>>({ status: 'loading' });
  const [tries, setTries] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;
  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    loadRef.current().then(
      (data) => live && setState({ status: 'ready', data }),
      (error: unknown) => live && setState({ status: 'error', error }),
    );
    return () => {
      live = false;
    };
  }, [key, tries]);
  return [state, () => setTries((t) => t + 1)];
}
