import type { QueryClient } from '@tanstack/react-query';

const STAFF_KEY = /^(?:admin|staff)[A-Z]/;

/**
 * Drops every back-office answer held in memory (who is signed in, queues, records): the sign-in page
 * starts from nothing of the last staff member. Called there, once the staff frame has gone, and not
 * at sign-out itself: a mounted frame would ask again who is signed in, get 401 and send the sign-in
 * back to itself (`?returnUrl=`) before the navigation to the sign-in had finished.
 */
export function forgetStaffAnswers(client: QueryClient) {
  client.removeQueries({ predicate: (q) => typeof q.queryKey[0] === 'string' && STAFF_KEY.test(q.queryKey[0]) });
}
