import { loginStatus as descriptor } from '@portal/contracts/calls';
import { call } from '@portal/http';

/** The visitor's login state, asked once at start-up: quiet (no loading overlay). */
export const loginStatus = () => call(descriptor, { showLoading: false });
