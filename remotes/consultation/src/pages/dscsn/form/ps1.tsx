import { useEffect, useState } from 'react';
import { useLocation } from '@portal/router';
import { BOOKING_PREFILL_KEY, CONSULT_FIELD_CODES, INST_CODES, REGIONS, RSVT_METHOD_LABELS, RSVT_METHODS, SUMMARY_MAX, type BookingPrefill, type ConsultField, type InstCode, type Office, type RegionCode, type RsvtMethod } from '@portal/contracts/client';
import { FormSection, LoadError, RadioGroup, SelectField, type FieldErrors } from '@portal/ui/form';
import { Loading, QueryGate } from '@portal/blocks/list';
import { httpErrorSentence } from '@portal/http';
import type { CallQuery } from '@portal/contracts/call-types';
import { dscsnInstList } from '../../../api/dscsnInstList';
import { dscsnOffices } from '../../../api/dscsnOffices';
import { emptyDraft, readDraft, writeDraft, type BookingDraft } from '../../../lib/draft';
import { METHOD_HINTS } from '../../../lib/texts';
import { useStep, useStepForm } from '../../../lib/use-draft';
import { StepForm, StepFrame } from '../../../lib/StepFrame';

const IDS = { method: 'ps1-method', instCode: 'ps1-inst', region: 'ps1-region', officeId: 'ps1-office' };
const ORDER = Object.keys(IDS);

/**
 * The entry link (…/ps1?method=VISIT&inst=KLAC&from=/dscsn/intv/IntvVidoKlacM) starts a new draft
 * when it asks for another method or institution than the draft in this tab; otherwise the draft
 * (and its Idempotency-Key) carries on, so a reload or coming back from a later step loses nothing.
 */
/**
 * What the self-diagnosis (/elrcpt/slfdgns/SlfdgnsEdit) left for the booking: its case as the 상담
 * 분야 and a summary of its answers as the start of 상담 내용. Read once (…/ps1?prefill=slfdgns), then
 * forgotten; kept in the tab's storage so nothing of it travels in the address.
 */
function takeSelfDiagnosis(q: URLSearchParams): Partial<BookingDraft> | null {
  if (q.get('prefill') !== 'slfdgns') return null;
  try {
    const p = JSON.parse(sessionStorage.getItem(BOOKING_PREFILL_KEY) ?? 'null') as BookingPrefill | null;
    sessionStorage.removeItem(BOOKING_PREFILL_KEY);
    if (!p || p.v !== 1) return null;
    const field = (CONSULT_FIELD_CODES as readonly string[]).includes(p.field) ? (p.field as ConsultField) : '';
    return { field, summary: String(p.summary ?? '').slice(0, SUMMARY_MAX) };
  } catch {
    return null;
  }
}

function draftFromQuery(search: string): BookingDraft {
  const q = new URLSearchParams(search);
  const carried = takeSelfDiagnosis(q);
  const method = (RSVT_METHODS as readonly string[]).includes(q.get('method') ?? '') ? (q.get('method') as RsvtMethod) : '';
  const inst = (INST_CODES as readonly string[]).includes((q.get('inst') ?? '').toUpperCase()) ? ((q.get('inst') ?? '').toUpperCase() as InstCode) : '';
  const from = q.get('from');
  const origin = from && from.startsWith('/dscsn/') && !from.startsWith('//') ? from : undefined;
  const cur = readDraft();
  const fresh = () => emptyDraft({ method, instCode: inst, instPreset: !!inst, ...(origin ? { origin } : {}), ...(carried ?? {}) });
  if (!cur || carried) return fresh();
  if (method && (method !== cur.method || (inst && inst !== cur.instCode) || (!inst && cur.instPreset))) return fresh();
  if (!method && inst && inst !== cur.instCode) return fresh();
  return cur;
}

export default function Ps1() {
  const location = useLocation();
  useState(() => writeDraft(draftFromQuery(location.search)));
  const { draft, update, gate } = useStep(0);
  const form = useStepForm(0);
  const { errors, clear } = form;
  const insts = dscsnInstList.use();
  const d = draft ?? emptyDraft();

  const offices = dscsnOffices.use({ query: { instCode: d.instCode, method: d.method } as CallQuery<'dscsnOffices'> }, { enabled: Boolean(d.instCode && d.method) });
  const officeList = offices.data;
  // only one region (or one office): choose it for the person
  useEffect(() => {
    if (!officeList?.length) return;
    const regions = [...new Set(officeList.map((o) => o.region))];
    if (!d.region && regions.length === 1) update({ region: regions[0] });
    if (!d.officeId && officeList.length === 1) pickOffice(officeList[0]!);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs when a new list arrives, not on every choice the person makes after it
  }, [officeList]);

  const pickOffice = (o: Office) => {
    if (o.officeId === d.officeId) return;
    update({ officeId: o.officeId, officeName: o.name, officeAddress: o.address, officePhone: o.phone, region: o.region, date: null, time: null });
    clear('officeId');
  };

  const check = () => {
    const errs: FieldErrors = {};
    if (!d.method) errs.method = '상담 방법(방문, 화상, 전화)을 골라 주세요.';
    if (!d.instCode) errs.instCode = '상담 받을 기관을 골라 주세요.';
    else if (!d.officeId) {
      if (!d.region && (officeList?.length ?? 0) > 1) errs.region = '지역(시·도)을 골라 주세요.';
      errs.officeId = '상담 받을 사무소를 골라 주세요.';
    }
    return errs;
  };

  return (
    <StepFrame step={0} draft={draft} gate={gate}>
      {() => (
        <QueryGate query={insts} what="기관 목록을">
          {(all) => {
            const inst = all.find((i) => i.instCode === d.instCode);
            const methodChoices = RSVT_METHODS.filter((m) => (d.instPreset && inst ? inst.methods.includes(m) : true));
            const instChoices = all.filter((i) => d.method && i.methods.includes(d.method));
            const regions = [...new Set((officeList ?? []).map((o) => o.region))].sort();
            const shown = (officeList ?? []).filter((o) => !d.region || o.region === d.region);
            return (
              <StepForm step={0} form={form} check={check} ids={IDS} order={ORDER}>
                <FormSection title="상담 방법" id="ps1-method-sec">
                  <RadioGroup<RsvtMethod>
                    id={IDS.method}
                    legend="어떻게 상담 받으시겠어요?"
                    required
                    variant="cards"
                    value={d.method}
                    options={methodChoices.map((m) => ({ value: m, label: RSVT_METHOD_LABELS[m], description: METHOD_HINTS[m] }))}
                    error={errors.method}
                    onValue={(m) => {
                      clear('method');
                      const keepInst = inst && inst.methods.includes(m);
                      update({ method: m, ...(keepInst ? {} : { instCode: '', instName: '', instPreset: false }), officeId: '', officeName: '', region: '', date: null, time: null });
                    }}
                  />
                </FormSection>
                <FormSection title="기관" id="ps1-inst-sec">
                  {d.instPreset && inst ? (
                    <div className="ds-fixed" id={IDS.instCode} tabIndex={-1}>
                      <p>
                        <strong>{inst.name}</strong>
                        <span className="ds-fixed__sub">{inst.summary}</span>
                      </p>
                      <button type="button" className="btn btn-tertiary btn-small" onClick={() => update({ instPreset: false })}>
                        다른 기관 고르기
                      </button>
                    </div>
                  ) : !d.method ? (
                    <p className="fm-hint" id={IDS.instCode} tabIndex={-1}>
                      상담 방법을 고르면 그 방법으로 상담하는 기관이 나옵니다.
                    </p>
                  ) : (
                    <RadioGroup<InstCode>
                      id={IDS.instCode}
                      legend={`${RSVT_METHOD_LABELS[d.method]}을 하는 기관`}
                      required
                      variant="cards"
                      value={d.instCode}
                      options={instChoices.map((i) => ({ value: i.instCode, label: i.name, description: i.summary }))}
                      error={errors.instCode}
                      onValue={(code) => {
                        clear('instCode');
                        const picked = all.find((i) => i.instCode === code);
                        update({ instCode: code, instName: picked?.name ?? '', officeId: '', officeName: '', region: '', date: null, time: null });
                      }}
                    />
                  )}
                  {d.instPreset && inst && !d.instName ? <InstName update={update} name={inst.name} /> : null}
                </FormSection>
                {d.instCode && d.method ? (
                  <FormSection title="사무소" description="가까운 사무소를 고르세요. 방문상담은 이 사무소로 가시고, 화상·전화상담은 이 사무소의 상담 위원이 맡습니다." id="ps1-office-sec">
                    {offices.isError ? (
                      <LoadError what="사무소 목록을" detail={httpErrorSentence(offices.error)} retry={() => void offices.refetch()} />
                    ) : !officeList ? (
                      <Loading what="사무소 목록을" />
                    ) : officeList.length === 0 ? (
                      <p className="fm-notice fm-notice--warning" role="status">
                        이 기관에는 {RSVT_METHOD_LABELS[d.method]}을 예약할 수 있는 사무소가 없습니다. 다른 상담 방법이나 기관을 골라 주세요.
                      </p>
                    ) : (
                      <>
                        {regions.length > 1 ? (
                          <SelectField<RegionCode>
                            id={IDS.region}
                            label="지역(시·도)"
                            required
                            value={d.region}
                            options={regions.map((r) => ({ value: r, label: `${REGIONS[r]} (${officeList.filter((o) => o.region === r).length}곳)` }))}
                            error={errors.region}
                            placeholder="지역을 골라 주세요"
                            onValue={(r) => {
                              clear('region');
                              update({ region: r, ...(r && officeList.find((o) => o.officeId === d.officeId)?.region !== r ? { officeId: '', officeName: '', date: null, time: null } : {}) });
                            }}
                          />
                        ) : null}
                        {d.region || regions.length <= 1 ? (
                          <RadioGroup<string>
                            id={IDS.officeId}
                            legend={d.region ? `${REGIONS[d.region]}의 사무소` : '사무소'}
                            required
                            variant="stack"
                            value={d.officeId}
                            error={errors.officeId}
                            options={shown.map((o) => ({
                              value: o.officeId,
                              label: o.name,
                              description: (
                                <>
                                  {o.address}
                                  <br />
                                  전화 {o.phone}
                                </>
                              ),
                            }))}
                            onValue={(id) => {
                              const o = officeList.find((x) => x.officeId === id);
                              if (o) pickOffice(o);
                            }}
                          />
                        ) : (
                          <p className="fm-hint" id={IDS.officeId} tabIndex={-1}>
                            지역을 고르면 그 지역의 사무소가 나옵니다.
                          </p>
                        )}
                      </>
                    )}
                  </FormSection>
                ) : null}
              </StepForm>
            );
          }}
        </QueryGate>
      )}
    </StepFrame>
  );
}

/** A preset institution's name joins the draft once the list is in (for the header and ps4). */
function InstName({ name, update }: { name: string; update(p: Partial<BookingDraft>): void }) {
  useEffect(() => update({ instName: name }), [name, update]);
  return null;
}
