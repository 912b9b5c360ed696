import { adminRegistryRollback as descriptor } from '@portal/contracts/calls';
import { defineMutation } from '@portal/http/query';

/** POST /api/admin/registry/:remote/rollback { version?, from }: as `pnpm portal remote:rollback` (409 when the live version changed meanwhile). */
export const adminRegistryRollback = defineMutation(descriptor, { invalidates: ['adminRegistry', 'adminQueues'] });
