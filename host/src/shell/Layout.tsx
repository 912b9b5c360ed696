import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useLocation } from '@portal/router';
import type { LayoutName, MenuItem } from '@portal/contracts/client';
import { useSession } from '@portal/session';
import { Footer, GovBanner, SideNav, SkipLinks, type SideNavEntry, type SkipTarget } from '@portal/ui/chrome';
import { Breadcrumb } from './chrome/Breadcrumb';
import { Header } from './chrome/Header';
import { LocalTabs } from './chrome/LocalTabs';
import { currentMenuIds, entriesFromMenu, menuTrail } from './gnb-groups';
import { DESKTOP_NAV_QUERY, useMediaQuery } from './chrome/media';
import { Aside } from './layouts/Aside';
import { Band } from './layouts/Band';
import { frames, type FrameSpec } from './layouts/frames';
import { SatisfactionBox } from './satisfaction/SatisfactionBox';
import { LateHydrate } from './LateHydrate';

interface AreaNav {
  kind: 'side' | 'tabs';
  title: string;
  entries: SideNavEntry[];
}

/** The UI kit's side navigation, loaded with the first guide page (no citizen page carries it). */
function useGuideNav(wanted: boolean): SideNavEntry[] | null {
  const [entries, setEntries] = useState<SideNavEntry[] | null>(null);
  useEffect(() => {
    if (wanted && !entries) void import('./layouts/guide-nav').then((m) => setEntries(m.guideNav));
  }, [wanted, entries]);
  return entries;
}

/** The side navigation or tab row of a frame, from the site map (see frames.ts for the rules). */
function useAreaNav(spec: FrameSpec, current: Set<string>, tree: MenuItem[]): AreaNav | null {
  const guideNav = useGuideNav(spec.nav?.kind === 'guide');
  return useMemo(() => {
    const nav = spec.nav;
    if (!nav) return null;
    if (nav.kind === 'guide') return guideNav && { kind: 'side', title: 'UI 키트', entries: guideNav };
    const section =
      nav.kind === 'trail'
        ? tree.find((t) => current.has(t.menuId))
        : tree.find((t) => menuTrail([t], nav.anchor).length > 0);
    if (!section) return null;
    const entries = entriesFromMenu(section.children).filter((e) => e.url);
    if (nav.kind === 'trail' && entries.length < 2) return null;
    return { kind: nav.kind === 'tabs' ? 'tabs' : 'side', title: section.menuName, entries };
  }, [spec, current, tree, guideNav]);
}

const TO_MAIN: SkipTarget = { href: '#main-content', label: '본문 바로가기' };
const TO_GNB: SkipTarget = { href: '#gnb', label: '주 메뉴 바로가기' };

function Frame({ name, spec, storeId, children }: { name: LayoutName; spec: FrameSpec; storeId: string; children: ReactNode }) {
  const { pathname } = useLocation();
  const siteMap = useSession((s) => s.siteMap);
  const gnb = useSession((s) => s.gnb);
  const breadcrumbs = useSession((s) => s.breadcrumbs);
  const tree = siteMap.length ? siteMap : gnb;
  const current = useMemo(() => currentMenuIds(tree, pathname, breadcrumbs), [tree, pathname, breadcrumbs]);
  const areaNav = useAreaNav(spec, current, tree);
  // the GNB (skip target #gnb) only exists from 992 px; below, the 전체메뉴 button serves
  const desktop = useMediaQuery(DESKTOP_NAV_QUERY);
  const breadcrumb = spec.breadcrumb ? <Breadcrumb /> : null;
  const side = areaNav?.kind === 'side' ? areaNav : null;
  const tabs = areaNav?.kind === 'tabs' ? areaNav : null;
  const bodyClass = ['page-body', side ? 'page-body--side' : '', spec.aside ? 'page-body--aside' : '', spec.wide ? 'page-body--wide' : '']
    .filter(Boolean)
    .join(' ');

  return (
    <div className={`layout layout--${name}`} data-layout={name} data-session-store-id={storeId}>
      <SkipLinks links={desktop && gnb.length > 0 ? [TO_MAIN, TO_GNB] : [TO_MAIN]} />
      <LateHydrate part={GovBanner} />
      <Header />
      {spec.band ? (
        <Band band={spec.band} breadcrumb={breadcrumb} />
      ) : breadcrumb ? (
        <div className="breadcrumb-bar">
          <div className="container">{breadcrumb}</div>
        </div>
      ) : null}
      {tabs ? (
        <div className="local-tabs-bar">
          <div className="container">
            <LocalTabs title={tabs.title} entries={tabs.entries} current={current} />
          </div>
        </div>
      ) : null}
      {name === 'main' ? (
        <main id="main-content" className="main-content main-content--landing" tabIndex={-1}>
          {children}
          <div className="container">
            <SatisfactionBox />
          </div>
        </main>
      ) : (
        <div className={`container ${bodyClass}`}>
          {side ? (
            <div className="page-side">
              <SideNav title={side.title} entries={side.entries} current={current} pathname={pathname} />
            </div>
          ) : null}
          <main id="main-content" className="main-content" tabIndex={-1}>
            {children}
            <SatisfactionBox />
          </main>
          {spec.aside ? (
            <div className="page-extra">
              <Aside kind={spec.aside} />
            </div>
          ) : null}
        </div>
      )}
      <LateHydrate part={Footer} />
    </div>
  );
}

/** The page frame of each of the spec's ten layouts (see layouts/frames.ts). */
export function Layout({ name, children }: { name: LayoutName; children: ReactNode }) {
  const storeId = useSession((s) => s.instanceId);
  const spec = frames[name] ?? frames.default;
  if (!spec.chrome) {
    return (
      <div className="layout layout--empty" data-layout={name} data-session-store-id={storeId}>
        <main id="main-content" className="container main-content main-content--popup" tabIndex={-1}>
          {children}
        </main>
      </div>
    );
  }
  return (
    <Frame name={name} spec={spec} storeId={storeId}>
      {children}
    </Frame>
  );
}
