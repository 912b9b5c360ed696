import { adminRegistryDeploy as descriptor } from '@portal/contracts/calls';
import { defineMutation } from '@portal/http/query';

/** POST /api/admin/registry/:remote/deploy { version, from }: point a remote at a version already in the store. */
export const adminRegistryDeploy = defineMutation(descriptor, { invalidates: ['adminRegistry', 'adminQueues'] });
