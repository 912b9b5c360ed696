import { describe, expect, it } from 'vitest';
import { carryOf, consentForm, consentHref, handoverQuery, instOf, readHandover } from '../src/lib/handover';

describe('hand-over of the self-diagnosis', () => {
  it('maps KLACFR (한국가정법률상담소 in the self-diagnosis) to LHM and keeps known codes', () => {
    expect(instOf('KLACFR')).toBe('LHM');
    expect(instOf('klac')).toBe('KLAC');
    expect(instOf('LEGALAID')).toBe('LEGALAID');
    expect(instOf('NOPE')).toBeNull();
    expect(instOf(null)).toBeNull();
  });
  it('reads types and case, dropping malformed and duplicate codes', () => {
    const h = readHandover(new URLSearchParams('inst=KLACFR&types=BASIC_LIVING,bad code,BASIC_LIVING,single_parent&case=FAMILY&from=slfdgns'));
    expect(h).toEqual({ inst: 'LHM', types: ['BASIC_LIVING', 'SINGLE_PARENT'], caseCategory: 'FAMILY', fromDiagnosis: true });
    expect(readHandover(new URLSearchParams('case=<script>')).caseCategory).toBeNull();
    expect(readHandover(new URLSearchParams(`types=${Array.from({ length: 12 }, (_, i) => `T${i}X`).join(',')}`)).types).toHaveLength(10);
  });
  it('builds the carry of elrcptStart only when something was handed over', () => {
    expect(carryOf({ types: [], caseCategory: null })).toBeUndefined();
    expect(carryOf({ types: ['A1'], caseCategory: null })).toEqual({ targetTypes: ['A1'] });
    expect(carryOf({ types: [], caseCategory: 'FAMILY' })).toEqual({ targetTypes: [], caseCategory: 'FAMILY' });
    expect(handoverQuery({ types: ['A1', 'B2'], caseCategory: 'FAMILY' })).toBe('&types=A1%2CB2&case=FAMILY');
    expect(handoverQuery({ types: [], caseCategory: null })).toBe('');
  });
  it('chooses the consent page form: the requested one of the institution, else its first', () => {
    expect(consentForm('LEGALAID', 'LEGALAID_SXVL')).toBe('LEGALAID_SXVL');
    expect(consentForm('LEGALAID', 'KLAC')).toBe('LEGALAID');
    expect(consentForm('KLAC', null)).toBe('KLAC');
    expect(consentHref('KLAC_ETC')).toBe('/elrcpt/form/ElrcptKlacAgreInfo?form=KLAC_ETC');
  });
});
