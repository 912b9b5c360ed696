import { adminRecoveryRegenerate as descriptor } from '@portal/contracts/calls';
import { defineMutation } from '@portal/http/query';

/** POST /api/admin/totp/recovery: new recovery codes (the old ones stop working), shown once. */
export const adminRecoveryRegenerate = defineMutation(descriptor, { invalidates: ['adminMe'] });
