import { useSession, type DeviceInfo } from '@portal/session';

/** Spec section 9: from this width up the device is a desktop. */
export const DESKTOP_MIN_WIDTH = 1025;

export interface DeviceInput {
  userAgent: string;
  width: number;
  height: number;
  maxTouchPoints: number;
}

const MOBILE_UA = /Android|iPhone|iPod|iPad|mobile|phone/i;
/** Browsers that carry "Chrome"/"Safari" in their user agent but are not Chrome/Safari. */
const NOT_CHROME = /Edg(e|A|iOS)?\/|OPR\/|OPT\/|SamsungBrowser|Whale|NAVER|KAKAOTALK|DaumApps|YaBrowser|UCBrowser|FxiOS/i;
const NOT_SAFARI = /CriOS|FxiOS|EdgiOS|OPiOS|OPT\/|Whale|NAVER|KAKAOTALK|DaumApps|GSA\/|YaBrowser/i;

/**
 * Device info (spec sections 3 and 4), a pure function of the user agent, the viewport and the touch
 * points: width ≥ 1025 → desktop; otherwise mobile when the user agent looks mobile (Android, iPhone,
 * iPod, iPad, "mobile", "phone"). A Mac user agent with more than 2 touch points is an iPad on iPadOS
 * (which reports itself as a Mac): iOS, and mobile unless the width makes it a desktop.
 * Below 1025 px a desktop browser is neither desktop nor mobile (a narrow window).
 */
export function computeDeviceInfo({ userAgent, width, height, maxTouchPoints }: DeviceInput): DeviceInfo {
  const ua = userAgent || '';
  const isIPadOS = /Macintosh|Mac OS X/i.test(ua) && !/iPhone|iPad|iPod/i.test(ua) && maxTouchPoints > 2;
  const isIOS = /iPhone|iPad|iPod/i.test(ua) || isIPadOS;
  const isAndroid = /Android/i.test(ua);
  const isDesktop = width >= DESKTOP_MIN_WIDTH;
  const isMobile = !isDesktop && (MOBILE_UA.test(ua) || isIPadOS);
  const isMobileChrome = isMobile && /Chrome\/|CriOS\//.test(ua) && !NOT_CHROME.test(ua);
  const isMobileSafari = isMobile && isIOS && /Safari\//.test(ua) && !NOT_SAFARI.test(ua);
  return { userAgent: ua, isDesktop, isMobile, isMobileChrome, isMobileSafari, isIOS, isIPadOS, isAndroid, width, height };
}

/** The device class as one word for CSS and tests: desktop, mobile, or other (a narrow desktop window). */
export function deviceClass(d: Pick<DeviceInfo, 'isDesktop' | 'isMobile'>): 'desktop' | 'mobile' | 'other' {
  return d.isDesktop ? 'desktop' : d.isMobile ? 'mobile' : 'other';
}

/** Puts the device class on <html data-device data-desktop data-mobile data-ios data-android>. */
export function applyDeviceAttributes(root: HTMLElement, d: DeviceInfo) {
  root.dataset.device = deviceClass(d);
  root.dataset.desktop = String(d.isDesktop);
  root.dataset.mobile = String(d.isMobile);
  root.dataset.ios = String(d.isIOS);
  root.dataset.android = String(d.isAndroid);
}

/** Computes the device info now and on every resize (spec section 4); returns the clean-up. */
export function trackDevice(win: Window = window): () => void {
  const update = () => {
    const d = computeDeviceInfo({
      userAgent: win.navigator.userAgent,
      width: win.innerWidth,
      height: win.innerHeight,
      maxTouchPoints: win.navigator.maxTouchPoints ?? 0,
    });
    const prev = useSession.getState().device;
    if (
      prev.width !== d.width ||
      prev.height !== d.height ||
      prev.userAgent !== d.userAgent ||
      prev.isDesktop !== d.isDesktop ||
      prev.isMobile !== d.isMobile ||
      prev.isIPadOS !== d.isIPadOS
    )
      useSession.getState().setDevice(d);
    applyDeviceAttributes(win.document.documentElement, d);
  };
  update();
  win.addEventListener('resize', update);
  win.addEventListener('orientationchange', update);
  return () => {
    win.removeEventListener('resize', update);
    win.removeEventListener('orientationchange', update);
  };
}
