// @portal/ui/chrome: the site chrome's presentational parts (issue 35). The host draws them with its
// session, menu data and router state (host/src/shell); the /components showcase draws the same parts
// with the typed sample fixtures of ./fixtures.ts. The styles stay in host/src/shell/shell.css (loaded
// on every page), except the main page's (./main/main-page.css, `@portal/ui/chrome/main.css`).
export { isCurrentUrl, type Crumb, type GnbKind, type GnbLink, type GnbSection, type GnbSubGroup, type GnbTab, type SideNavEntry } from './menu';
export { GovBanner } from './banner/GovBanner';
export { Identifier } from './identifier/Identifier';
export { Footer } from './footer/Footer';
export { SkipLinks, type SkipTarget } from './skip/SkipLinks';
export { Breadcrumb, type BreadcrumbProps } from './breadcrumb/Breadcrumb';
export { SideNav, type SideNavProps } from './side/SideNav';
export { MainMenu, type MainMenuProps } from './header/MainMenu';
export { MenuLinks, TabName } from './header/menu-links';
export { Logo } from './identity-header/Logo';
export { MenuButton, SiteHeader } from './identity-header/SiteHeader';
export { SearchBox, type SearchBoxProps } from './search/SearchBox';
export { AreaBand, type AreaBandProps } from './title/AreaBand';
export { MainCard, MainSection } from './main/MainSection';
