import { useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { httpErrorSentence } from '@portal/http';
import { Notice, errorBody, errorStatus } from '@portal/ui/form';
import type { Refusal, RefusalBody } from '../form/submit';

/**
 * The step after a verification (log in, look up the IDs, release a dormant account, take the new
 * number): a second finish while one runs is dropped; a refusal shows the page's words (or the
 * server's sentence) and `key` changes, so `<IdentityVerification key={key}>` starts afresh.
 */
export function useAfterVerification<R>(opts: { run(): Promise<R>; onDone?(result: R): void; failure?(refusal: Refusal): ReactNode | undefined }) {
  const [failure, setFailure] = useState<ReactNode>(null);
  const [key, setKey] = useState(0);
  const pending = useRef(false);
  const optsRef = useRef(opts);
  optsRef.current = opts;
  const finish = async () => {
    if (pending.current) return;
    pending.current = true;
    const o = optsRef.current;
    try {
      const result = await o.run();
      o.onDone?.(result);
    } catch (error) {
      const body = errorBody<RefusalBody>(error);
      setFailure(o.failure?.({ status: errorStatus(error), body, error }) ?? (body.message || httpErrorSentence(error)));
      setKey((k) => k + 1);
    } finally {
      pending.current = false;
    }
  };
  return { failure, key, finish, setFailure };
}

/** The alert of a step after a verification that was refused. */
export function VerificationFailure({ failure, style }: { failure: ReactNode; style?: CSSProperties }) {
  if (!failure) return null;
  return (
    <div style={style}>
      <Notice tone="error" role="alert">
        <p>{failure}</p>
      </Notice>
    </div>
  );
}
