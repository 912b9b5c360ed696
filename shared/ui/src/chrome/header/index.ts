// The main menu (GNB) lives in @portal/ui/chrome (the host passes the session's GNB grouped for display).
export { MainMenu } from './MainMenu';
export { sampleSections } from '../fixtures';
