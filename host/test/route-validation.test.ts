import { describe, expect, it } from 'vitest';
import { routes, routeValidationMessage, routeValidationRule, routeValidationRules, validateRoute } from '@portal/contracts/client';

describe('validateRoute (spec section 2: a failed validation is a 404 "Page Not Found: {path}")', () => {
  it('every rule names a real route and its example passes', () => {
    const paths = new Set(routes.map((r) => r.path));
    for (const rule of routeValidationRules) {
      expect(paths.has(rule.path), rule.path).toBe(true);
      expect(validateRoute(rule.path, new URLSearchParams(rule.example)), rule.path).toBe(true);
    }
  });

  it('notice detail needs exactly one well-formed nttId', () => {
    const ok = (q: string) => validateRoute('/center/ntc/detail', new URLSearchParams(q));
    expect(ok('nttId=NTT-2026-0001')).toBe(true);
    expect(ok('nttId=12345')).toBe(true);
    expect(ok('nttId=12345&page=2')).toBe(true);
    expect(ok('')).toBe(false);
    expect(ok('nttId=')).toBe(false);
    expect(ok('nttId=a%20b')).toBe(false);
    expect(ok('nttId=%3Cscript%3E')).toBe(false);
    expect(ok('nttId=../../etc')).toBe(false);
    expect(ok(`nttId=${'1'.repeat(41)}`)).toBe(false);
    expect(ok('nttId=1&nttId=2')).toBe(false);
    expect(ok('NTTID=1')).toBe(false);
  });

  it('FAQ detail needs a faqId', () => {
    expect(validateRoute('/center/faq/detail', '?faqId=FAQ-0001')).toBe(true);
    expect(validateRoute('/center/faq/detail', '')).toBe(false);
  });

  it('an electronic application (my view, receipt, withdrawal) needs exactly one A-number', () => {
    for (const path of ['/my/elrcpt/MypElrcptView', '/elrcpt/ElrcptCmptnInfo', '/elrcpt/ElrcptRtrcnPopup']) {
      const ok = (q: string) => validateRoute(path, new URLSearchParams(q));
      expect(ok('aplyNo=A20261125-000042'), path).toBe(true);
      expect(ok('aplyNo=A20261125-000042&from=list'), path).toBe(true);
      expect(ok(''), path).toBe(false);
      expect(ok('aplyNo='), path).toBe(false);
      expect(ok('aplyNo=C20261125-000042'), path).toBe(false);
      expect(ok('aplyNo=A2026112-000042'), path).toBe(false);
      expect(ok('aplyNo=A20261125-0000421'), path).toBe(false);
      expect(ok('aplyNo=A20261125-000042&aplyNo=A20261125-000043'), path).toBe(false);
    }
    expect(validateRoute('/my/elrcpt/list', '')).toBe(true);
  });

  it('matches the path like the router: any case, trailing slash, fragment', () => {
    expect(validateRoute('/Center/NTC/Detail/', '')).toBe(false);
    expect(routeValidationRule('/center/ntc/detail/#common-content')?.path).toBe('/center/ntc/detail');
  });

  it('every other route renders whatever its query', () => {
    const validated = new Set(routeValidationRules.map((r) => r.path));
    for (const r of routes) if (!validated.has(r.path)) expect(validateRoute(r.path, new URLSearchParams('x=%3C')), r.path).toBe(true);
    expect(validateRoute('/no/such/page', '')).toBe(true);
  });

  it('names the path in its message', () => {
    expect(routeValidationMessage('/center/ntc/detail')).toBe('Page Not Found: /center/ntc/detail');
  });
});
