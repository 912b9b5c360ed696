// The side menu lives in @portal/ui/chrome (the host passes the area's entries from the site map).
export { SideNav } from './SideNav';
export { sampleSideEntries } from '../fixtures';
