// The my-page Q&A pages still import these from here (their owner moves them to the query layer);
// the consultation pages use src/lib/dscsn/.
import { http } from '@portal/http';
import { errorStatus, usePageState, type PageState } from '@portal/ui/form';
import type { Loaded } from '../../lib/dscsn/common';

export * from '../../lib/dscsn/common';
export { useKeyedLoad, type KeyedLoad as ListState } from '@portal/ui/form';

/**
 * One record of /api/my/…: 404 (not there, or another person's) → 'missing' without content; 401 →
 * 'signin'. A null url (the address carries no well-formed number) is 'missing' without a call.
 */
export function useRecord<T>(url: string | null): PageState<Loaded<T>> {
  return usePageState<Loaded<T>>(async () => {
    if (!url) return { kind: 'missing' };
    try {
      const { data } = await http.get<T>(url);
      return { kind: 'found', data };
    } catch (e) {
      const status = errorStatus(e);
      if (status === 404 || status === 400) return { kind: 'missing' };
      if (status === 401) return { kind: 'signin' };
      throw e;
    }
  });
}

