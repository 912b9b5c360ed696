import { passwordLater as descriptor } from '@portal/contracts/calls';
import { defineMutation } from '@portal/http/query';

/** POST /api/login/password/later: the 90-day notice comes back in 90 days. */
export const passwordLater = defineMutation(descriptor);
