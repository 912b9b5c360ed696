import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { CallKey, CallOf, CallResult } from '@portal/contracts/call-types';
import { call, type CallInput } from './call';
import { isHttpError } from './errors';
import { QUERY_RETRIES } from './query-client';

type Input<K extends CallKey> = Omit<CallInput<K>, 'signal'>;
type Args<K extends CallKey> = Record<never, never> extends Input<K> ? [input?: Input<K>] : [input: Input<K>];

/** An answer of 4xx will not change on a retry (not found, not allowed, bad input): only network and 5xx retry. */
export function retryCall(failureCount: number, error: Error): boolean {
  const status = isHttpError(error) ? error.response?.status : undefined;
  if (status !== undefined && status < 500) return false;
  return failureCount < QUERY_RETRIES;
}

/** The query key of a call: [key, input]; invalidating [key] refreshes every input of that call. */
export const callQueryKey = <K extends CallKey>(descriptor: CallOf<K>, input?: unknown) => [descriptor.key, input ?? {}] as const;


/**
 * A reading call as a query: `export const faqList = defineQuery(calls.faqList)` in a remote's
 * `src/api/faqList.ts`, then `faqList.use({ query })` in the page. The cache is the host's QueryClient.
 */
export function defineQuery<K extends CallKey>(descriptor: CallOf<K>, defaults: { showLoading?: boolean; staleTime?: number } = {}) {
  const send = (input: Input<K> | undefined, signal?: AbortSignal) =>
    (call as (d: CallOf<K>, i: CallInput<K>) => Promise<CallResult<K>>)(descriptor, { showLoading: defaults.showLoading, ...input, signal } as CallInput<K>);
  const options = (input?: Input<K>) =>
    queryOptions<CallResult<K>, Error, CallResult<K>, readonly [K, unknown]>({
      queryKey: callQueryKey(descriptor, input) as readonly [K, unknown],
      queryFn: ({ signal }) => send(input, signal),
      retry: retryCall,
      // only when set: an explicit undefined would override the cache's defaults for the key
      ...(defaults.staleTime !== undefined ? { staleTime: defaults.staleTime } : {}),
    });
  return {
    key: descriptor.key,
    /** react-query options (for useQuery, prefetchQuery, useQueries). */
    options: (...[input]: Args<K>) => options(input),
    /** The hook: loading, error and data come from the query. */
    use: (...[input, extra]: Args<K> | [input: Input<K>, extra: { enabled?: boolean }]) => useQuery({ ...options(input), ...extra }),
    /** The call itself, outside React. */
    fetch: (...[input]: Args<K>) => send(input),
  };
}

export interface MutationCall<K extends CallKey> {
  readonly key: K;
  /** Sends the call and, on success, marks the queries it changes as stale (they refetch where shown). */
  run(client: QueryClient | null, ...args: Args<K>): Promise<CallResult<K>>;
  /** The hook: `const save = qnaCreate.use(); save.mutateAsync(input)`. */
  use(): ReturnType<typeof useMutation<CallResult<K>, Error, Input<K>>>;
}

/** A changing call: `defineMutation(calls.qnaCreate, { invalidates: ['myQnaList'] })`. */
export function defineMutation<K extends CallKey>(descriptor: CallOf<K>, opts: { invalidates?: readonly CallKey[] } = {}): MutationCall<K> {
  const invalidate = (client: QueryClient | null) => {
    for (const key of opts.invalidates ?? []) void client?.invalidateQueries({ queryKey: [key] });
  };
  const run = async (client: QueryClient | null, input?: Input<K>) => {
    const result = await (call as (d: CallOf<K>, i?: Input<K>) => Promise<CallResult<K>>)(descriptor, input);
    invalidate(client);
    return result;
  };
  return {
    key: descriptor.key,
    run: (client, ...[input]) => run(client, input),
    use: () => {
      const client = useQueryClient();
      return useMutation<CallResult<K>, Error, Input<K>>({ mutationFn: (input: Input<K>) => run(client, input) });
    },
  };
}

export type QueryCall<K extends CallKey> = ReturnType<typeof defineQuery<K>>;
