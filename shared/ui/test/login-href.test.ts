import { describe, expect, it } from 'vitest';
import { loginHref } from '../src/return-url';

describe('the header 로그인 link', () => {
  it('comes back to the page the visitor was on', () => {
    expect(loginHref('/dscsn/cyber', '?tab=2')).toBe('/login?returnUrl=%2Fdscsn%2Fcyber%3Ftab%3D2');
  });
  it('is plain /login from home and from the membership pages', () => {
    expect(loginHref('/', '')).toBe('/login');
    expect(loginHref('/login/search/id', '')).toBe('/login');
    expect(loginHref('/join/agreement', '')).toBe('/login');
    expect(loginHref('/joinus', '')).toBe('/login?returnUrl=%2Fjoinus');
  });
});
