import { siteMap as descriptor } from '@portal/contracts/calls';
import { call } from '@portal/http';

/** The site map tree, loaded once at start-up: quiet (no loading overlay). */
export const siteMap = () => call(descriptor, { showLoading: false });
