// The host's API calls, one file per contract call (file name = the call's key in
// @portal/contracts/calls). Pages and shell code import them from here; only this folder names paths.
// Plain `call` throughout: the main page does not load react-query (bytes budget). The descriptors
// share one module (calls.ts), so the lazy satisfaction form's sits in the main chunk either way.
export { accessPage } from './accessPage';
export { breadcrumbList } from './breadcrumbList';
export { gnb } from './gnb';
export { loginStatus } from './loginStatus';
export { logout } from './logout';
export { noticeLatest } from './noticeLatest';
export { routeRule } from './routeRule';
export { satisfactionSubmit } from './satisfactionSubmit';
export { sessionExtend } from './sessionExtend';
export { searchCount } from './searchCount';
export { searchPopular } from './searchPopular';
export { siteMap } from './siteMap';
