import { describe, expect, it } from 'vitest';
import { computeDeviceInfo, deviceClass, DESKTOP_MIN_WIDTH } from '../src/shell/device';

const UA = {
  desktopChrome: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36',
  windowsEdge: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36 Edg/140.0.0.0',
  macSafari: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15',
  androidChrome: 'Mozilla/5.0 (Linux; Android 14; SM-S918N) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36',
  androidSamsung:
    'Mozilla/5.0 (Linux; Android 14; SM-S918N) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36',
  androidTablet: 'Mozilla/5.0 (Linux; Android 13; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36',
  iPhoneSafari: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
  iPhoneChrome: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/140.0.0.0 Mobile/15E148 Safari/604.1',
  iPhoneNaver:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 NAVER(inapp; search; 2000; 12.0.0)',
  iPod: 'Mozilla/5.0 (iPod touch; CPU iPhone OS 15_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/15.0 Mobile/15E148 Safari/604.1',
  iPadOld: 'Mozilla/5.0 (iPad; CPU OS 12_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.0 Mobile/15E148 Safari/604.1',
  windowsPhone: 'Mozilla/5.0 (Windows Phone 10.0; Android 6.0.1) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/52.0 Mobile Safari/537.36 Edge/15.0',
  kaiOS: 'Mozilla/5.0 (Mobile; rv:48.0) Gecko/48.0 Firefox/48.0 KAIOS/2.5',
};

const d = (userAgent: string, width: number, maxTouchPoints = 0, height = 800) => computeDeviceInfo({ userAgent, width, height, maxTouchPoints });

describe('computeDeviceInfo (spec section 4)', () => {
  it('1025 px and up is a desktop, whatever the user agent', () => {
    expect(DESKTOP_MIN_WIDTH).toBe(1025);
    for (const ua of Object.values(UA)) {
      const info = d(ua, 1025);
      expect(info.isDesktop, ua).toBe(true);
      expect(info.isMobile, ua).toBe(false);
      expect(info.isMobileChrome, ua).toBe(false);
      expect(info.isMobileSafari, ua).toBe(false);
    }
    expect(d(UA.desktopChrome, 1920).isDesktop).toBe(true);
  });

  it('1024 px and below: mobile when the user agent looks mobile', () => {
    for (const key of ['androidChrome', 'androidSamsung', 'androidTablet', 'iPhoneSafari', 'iPhoneChrome', 'iPhoneNaver', 'iPod', 'iPadOld', 'windowsPhone', 'kaiOS'] as const) {
      const info = d(UA[key], 1024);
      expect(info.isDesktop, key).toBe(false);
      expect(info.isMobile, key).toBe(true);
    }
  });

  it('a narrow desktop browser window is neither desktop nor mobile', () => {
    for (const ua of [UA.desktopChrome, UA.windowsEdge, UA.macSafari]) {
      const info = d(ua, 800);
      expect(info.isDesktop).toBe(false);
      expect(info.isMobile).toBe(false);
      expect(deviceClass(info)).toBe('other');
    }
  });

  it("the words 'mobile' and 'phone' match in any case", () => {
    expect(d('Something MOBILE browser', 600).isMobile).toBe(true);
    expect(d('SmartPhone/1.0', 600).isMobile).toBe(true);
    expect(d('Telephone-ish', 600).isMobile).toBe(true);
    expect(d('Plain/1.0', 600).isMobile).toBe(false);
  });

  it('a Mac user agent with more than 2 touch points is iPadOS: iOS, mobile below 1025 px', () => {
    const ipad = d(UA.macSafari, 820, 5);
    expect(ipad).toMatchObject({ isIPadOS: true, isIOS: true, isMobile: true, isDesktop: false, isMobileSafari: true, isAndroid: false });
    const wide = d(UA.macSafari, 1366, 5);
    expect(wide).toMatchObject({ isIPadOS: true, isIOS: true, isMobile: false, isDesktop: true, isMobileSafari: false });
    // exactly 2 touch points, or none, is a Mac
    expect(d(UA.macSafari, 820, 2)).toMatchObject({ isIPadOS: false, isIOS: false, isMobile: false });
    expect(d(UA.macSafari, 820, 0)).toMatchObject({ isIPadOS: false, isIOS: false, isMobile: false });
    // a touch screen on Windows/Linux is not an iPad
    expect(d(UA.desktopChrome, 820, 10)).toMatchObject({ isIPadOS: false, isIOS: false, isMobile: false });
  });

  it('iOS and Android', () => {
    expect(d(UA.iPhoneSafari, 390)).toMatchObject({ isIOS: true, isAndroid: false, isIPadOS: false });
    expect(d(UA.iPod, 320).isIOS).toBe(true);
    expect(d(UA.iPadOld, 768)).toMatchObject({ isIOS: true, isIPadOS: false });
    expect(d(UA.androidChrome, 412)).toMatchObject({ isAndroid: true, isIOS: false });
    expect(d(UA.desktopChrome, 1280)).toMatchObject({ isAndroid: false, isIOS: false, isIPadOS: false });
  });

  it('mobile Chrome: Chrome on Android or CriOS on iOS, not Samsung Internet or in-app browsers', () => {
    expect(d(UA.androidChrome, 412).isMobileChrome).toBe(true);
    expect(d(UA.iPhoneChrome, 390).isMobileChrome).toBe(true);
    expect(d(UA.androidSamsung, 412).isMobileChrome).toBe(false);
    expect(d(UA.iPhoneSafari, 390).isMobileChrome).toBe(false);
    expect(d(UA.windowsPhone, 412).isMobileChrome).toBe(false);
    expect(d(UA.desktopChrome, 800).isMobileChrome).toBe(false);
  });

  it('mobile Safari: Safari on iPhone, iPod, iPad, not Chrome/in-app on iOS nor Android', () => {
    expect(d(UA.iPhoneSafari, 390).isMobileSafari).toBe(true);
    expect(d(UA.iPod, 320).isMobileSafari).toBe(true);
    expect(d(UA.iPadOld, 768).isMobileSafari).toBe(true);
    expect(d(UA.iPhoneChrome, 390).isMobileSafari).toBe(false);
    expect(d(UA.iPhoneNaver, 390).isMobileSafari).toBe(false);
    expect(d(UA.androidChrome, 412).isMobileSafari).toBe(false);
    expect(d(UA.macSafari, 800, 0).isMobileSafari).toBe(false);
  });

  it('keeps the user agent and the viewport size', () => {
    expect(d(UA.androidChrome, 412, 5, 915)).toMatchObject({ userAgent: UA.androidChrome, width: 412, height: 915 });
    expect(d('', 0)).toMatchObject({ userAgent: '', isDesktop: false, isMobile: false });
  });

  it('deviceClass names the class', () => {
    expect(deviceClass(d(UA.desktopChrome, 1280))).toBe('desktop');
    expect(deviceClass(d(UA.androidChrome, 412))).toBe('mobile');
  });
});
