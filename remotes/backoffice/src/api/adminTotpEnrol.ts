import { adminTotpEnrol as descriptor } from '@portal/contracts/calls';
import { defineMutation } from '@portal/http/query';

/** POST /api/admin/totp/enrol: the QR code and secret of a new authenticator (shown once). */
export const adminTotpEnrol = defineMutation(descriptor);
