import { useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { App as AntApp, ConfigProvider, type ThemeConfig } from 'antd';
import koKR from 'antd/locale/ko_KR';
import dayjs from 'dayjs';
import 'dayjs/locale/ko';

dayjs.locale('ko');

/**
 * antd themed with the spec's UI-library defaults (section 9: primary blue, font size 14, border
 * radius 6, control height 32, popup base z-index 1000) over KRDS colours and type. Secondary and
 * description text use KRDS greys, not antd's translucent ones, which fall below 4.5:1 on white.
 */
const theme: ThemeConfig = {
  token: {
    colorPrimary: '#256ef4', // KRDS primary-50 (4.55:1 on white)
    colorLink: '#0b50d0', // KRDS primary-60
    colorError: '#bd2c0f', // KRDS danger-60
    colorText: '#1e2124', // KRDS gray-90
    colorTextSecondary: '#464c53', // gray-70
    colorTextTertiary: '#58616a', // gray-60
    colorTextDescription: '#58616a',
    colorTextPlaceholder: '#6d7882', // gray-50
    colorBorder: '#b1b8be',
    colorBgLayout: '#f4f5f6',
    fontSize: 14,
    borderRadius: 6,
    controlHeight: 32,
    zIndexPopupBase: 1000,
    fontFamily: "'Pretendard GOV', -apple-system, BlinkMacSystemFont, 'Apple SD Gothic Neo', 'Noto Sans KR', 'Malgun Gothic', sans-serif",
  },
  components: {
    Layout: { headerBg: '#1e2124', siderBg: '#ffffff', headerHeight: 56, headerPadding: '0 20px' },
    Menu: { itemSelectedColor: '#0b50d0', groupTitleColor: '#464c53' },
    Table: { headerColor: '#1e2124' },
    // the selected tab in primary-60: primary-50 falls under 4.5:1 on antd's tinted tab backgrounds
    Tabs: { itemSelectedColor: '#0b50d0', itemActiveColor: '#0b50d0', itemHoverColor: '#0b50d0', inkBarColor: '#0b50d0' },
    // a table reading its list again says so over its rows dimmed to half: primary-50 text falls under 4.5:1 there
    Spin: { colorPrimary: '#0b50d0' },
  },
};

/** antd's Korean texts, with the spec's pagination text ('/ page'). */
const locale = { ...koKR, Pagination: { ...koKR.Pagination, items_per_page: '/ page' } };

const REDUCED = '(prefers-reduced-motion: reduce)';
const reducedMotion = () => window.matchMedia(REDUCED).matches;
const onMotionChange = (changed: () => void) => {
  const query = window.matchMedia(REDUCED);
  query.addEventListener('change', changed);
  return () => query.removeEventListener('change', changed);
};

/** antd's fades and slides follow the system's 동작 줄이기 setting, also when it changes. */
function useMotion(): boolean {
  return !useSyncExternalStore(onMotionChange, reducedMotion, () => false);
}

export function AdminTheme({ children }: { children: ReactNode }) {
  const motion = useMotion();
  const themed = useMemo(() => ({ ...theme, token: { ...theme.token, motion } }), [motion]);
  return (
    <ConfigProvider locale={locale} theme={themed}>
      <AntApp>{children}</AntApp>
    </ConfigProvider>
  );
}
