import type { ConsultMethod, InstCode, RsvtMethod } from '@portal/contracts/client';

/** The first booking step with the method (and institution) chosen; `from` is where "처음으로" goes. */
export function bookingStart(method: RsvtMethod | null, inst: InstCode | null, from: string): string {
  const q = new URLSearchParams();
  if (method) q.set('method', method);
  if (inst) q.set('inst', inst);
  q.set('from', from);
  return `/dscsn/form/ps1?${q}`;
}

/** Where a citizen starts the cyber (written) consultation of an institution. */
export const CYBER_FORMS: Partial<Record<InstCode, string>> = {
  KLAC: '/dscsn/cyber/klac/CybKlacDomM',
  LQA: '/dscsn/cyber/lawqa/CybLqaM',
  KCAB: '/dscsn/inst/kcab/KcabEdit',
};

/** Institutions whose consultation runs on their own site: the route rules turn these into a full page load. */
export const EXTERNAL_PATHS: Partial<Record<InstCode, string>> = {
  CCRS: '/dscsn/ext/ccrs',
  CSA: '/dscsn/ext/csa',
  FWC: '/dscsn/ext/fwc',
  KCAB: '/dscsn/ext/kcab',
};

/** The start of one consultation method of one institution. */
export function methodStart(method: ConsultMethod, inst: InstCode, from: string): string {
  if (method === 'CYBER') return CYBER_FORMS[inst] ?? '/dscsn/cyber';
  if (method === 'EXTERNAL') return EXTERNAL_PATHS[inst] ?? '/dscsn/rsvt/DscsnRsvtM';
  return bookingStart(method, inst, from);
}

export const isHttps = (href: string) => /^https:\/\//i.test(href);
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
