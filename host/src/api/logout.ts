import { logout as descriptor } from '@portal/contracts/calls';
import { call } from '@portal/http';

/** Ends the server session (no body); the shell clears the local auth record before it asks. Quiet. */
export const logout = () => call(descriptor, { showLoading: false });
