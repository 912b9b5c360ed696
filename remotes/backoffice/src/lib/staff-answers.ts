import type { QueryClient } from '@tanstack/react-query';

const STAFF_KEY = /^(?:admin|staff)[A-Z]/;

/**
 * Drops every back-office answer held in memory (who is signed in, queues, records): the sign-in page
 * starts from nothing of the last staff member. Called there, once the staff frame has gone: removed
 * under a mounted frame, its answer would be asked for again.
 */
export function forgetStaffAnswers(client: QueryClient) {
  client.removeQueries({ predicate: (q) => typeof q.queryKey[0] === 'string' && STAFF_KEY.test(q.queryKey[0]) });
}
