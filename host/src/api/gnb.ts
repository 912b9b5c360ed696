import { gnb as descriptor } from '@portal/contracts/calls';
import { call } from '@portal/http';

/** The top menu (GNB) tree, loaded once at start-up: quiet (no loading overlay). */
export const gnb = () => call(descriptor, { showLoading: false });
