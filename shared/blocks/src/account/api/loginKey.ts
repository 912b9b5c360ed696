import { loginKey as descriptor } from '@portal/contracts/calls';
import { defineQuery } from '@portal/http/query';

/** GET /api/login/key: a one-time key id and the RSA public key the password is encrypted to (fetched at each login, never cached). */
export const loginKey = defineQuery(descriptor);
