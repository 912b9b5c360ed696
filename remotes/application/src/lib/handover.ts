// The hand-over query of the self-diagnosis (/elrcpt/aply?inst=…&types=…&case=…&from=slfdgns) and the
// carry it becomes: pure, so the mapping is unit-tested (test/handover.test.ts).
import { ELRCPT_FORMS, ELRCPT_FORM_CODES, ELRCPT_INSTS, type ElrcptForm, type ElrcptInst } from '@portal/contracts/client';

/** Codes the self-diagnosis may send for an institution that our contract names otherwise. */
const INST_ALIASES: Record<string, ElrcptInst> = { KLACFR: 'LHM' };

const CODE = /^[A-Z0-9_]{2,40}$/;

export interface Handover {
  inst: ElrcptInst | null;
  /** Aid-target type codes (구조대상자 유형), at most 10, well-formed only. */
  types: string[];
  /** The case category of the self-diagnosis, if well-formed. */
  caseCategory: string | null;
  fromDiagnosis: boolean;
}

/** An institution code as the self-diagnosis or a link writes it → ours (KLACFR → LHM), or null. */
export function instOf(code: string | null | undefined): ElrcptInst | null {
  const c = (code ?? '').trim().toUpperCase();
  if (!c) return null;
  if (c in INST_ALIASES) return INST_ALIASES[c]!;
  return c in ELRCPT_INSTS ? (c as ElrcptInst) : null;
}

/** Reads the query; anything malformed is dropped (never shown, never sent). */
export function readHandover(params: URLSearchParams): Handover {
  const types = (params.get('types') ?? '')
    .split(',')
    .map((t) => t.trim().toUpperCase())
    .filter((t, i, all) => CODE.test(t) && all.indexOf(t) === i)
    .slice(0, 10);
  const c = (params.get('case') ?? '').trim().toUpperCase();
  return { inst: instOf(params.get('inst')), types, caseCategory: CODE.test(c) ? c : null, fromDiagnosis: params.get('from') === 'slfdgns' };
}

/** The `carry` of elrcptStart, or undefined when the self-diagnosis handed nothing over. */
export function carryOf(h: Pick<Handover, 'types' | 'caseCategory'>): { targetTypes: string[]; caseCategory?: string } | undefined {
  if (!h.types.length && !h.caseCategory) return undefined;
  return { targetTypes: h.types, ...(h.caseCategory ? { caseCategory: h.caseCategory } : {}) };
}

/** The query that carries the hand-over on (aply → consent page): types and case only. */
export function handoverQuery(h: Pick<Handover, 'types' | 'caseCategory'>): string {
  const q = new URLSearchParams();
  if (h.types.length) q.set('types', h.types.join(','));
  if (h.caseCategory) q.set('case', h.caseCategory);
  const s = q.toString();
  return s ? `&${s}` : '';
}

/** The forms of an institution, in the contract's order. */
export function formsOf(inst: ElrcptInst): ElrcptForm[] {
  return ELRCPT_FORM_CODES.filter((f) => ELRCPT_FORMS[f].inst === inst);
}

/** The form a consent page works for: `?form=` when it belongs to the institution, else its first form. */
export function consentForm(inst: ElrcptInst, requested: string | null): ElrcptForm {
  const forms = formsOf(inst);
  const r = (requested ?? '').trim().toUpperCase();
  return (forms as string[]).includes(r) ? (r as ElrcptForm) : forms[0]!;
}

/** The consent page of a form, with its form chosen: '/elrcpt/form/ElrcptKlacAgreInfo?form=KLAC_ETC'. */
export function consentHref(form: ElrcptForm, carry = ''): string {
  return `${ELRCPT_INSTS[ELRCPT_FORMS[form].inst].consentPath}?form=${form}${carry}`;
}
