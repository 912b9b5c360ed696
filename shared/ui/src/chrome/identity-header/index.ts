// The identity header (logo bar) lives in @portal/ui/chrome; the host fills its tools and the menu under it.
export { MenuButton, SiteHeader } from './SiteHeader';
