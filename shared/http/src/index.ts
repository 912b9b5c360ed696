export { createHttpClient, http } from './client';
export { getContextPath, withContextPath } from './context-path';
export { createQueryClient, queryClientDefaults } from './query-client';
