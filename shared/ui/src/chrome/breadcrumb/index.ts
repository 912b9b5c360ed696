// The breadcrumb lives in @portal/ui/chrome (the host passes the session's trail of the page).
export { Breadcrumb } from './Breadcrumb';
export { sampleCrumbs } from '../fixtures';
