/**
 * Development-site hosts (spec section 8: "host name contains a development marker"). Our marker: a
 * host-name label that is `dev` or `development`, alone or as a hyphen-separated part of the label:
 * dev.example.go.kr, portal-dev.example.go.kr, dev-portal.internal, api.dev.localhost, dev.localhost.
 * Words that merely contain the letters (devices.example.com, devops.kr, mydev.kr) are not markers,
 * so a production address cannot turn into a development one by accident.
 */
export function isDevelopmentHost(hostname: string | undefined | null): boolean {
  if (!hostname) return false;
  return hostname
    .toLowerCase()
    .replace(/\.$/, '')
    .split('.')
    .some((label) => label.split('-').some((part) => part === 'dev' || part === 'development'));
}

/** The fixed line under the server's message in the development alert (spec section 8). */
export const DEV_ALERT_CONTACT = '관리자에게 문의하세요';
/** Messages longer than this many characters are left-aligned in the development alert. */
export const DEV_ALERT_CENTER_MAX = 100;

/** What the development alert shows for a server message. */
export function devAlertContent(message: string): { text: string; footnote: string; textAlign: 'center' | 'left' } {
  const text = message.trim() || '서버에서 오류가 발생했습니다.';
  return { text, footnote: DEV_ALERT_CONTACT, textAlign: text.length > DEV_ALERT_CENTER_MAX ? 'left' : 'center' };
}
