import type { ReactNode } from 'react';
import type { ConsultMethod, InstitutionSummary } from '@portal/contracts/client';
import { QueryGate } from '@portal/blocks/list';
import { dscsnInstList } from '../api/dscsnInstList';

/** A method's overview page: the section listing the institutions that offer it (dscsnInstList), one line each. */
export function MethodInsts({ id, title, method, children }: { id: string; title: string; method: ConsultMethod; children: (inst: InstitutionSummary) => ReactNode }) {
  const state = dscsnInstList.use();
  return (
    <section className="ds-sec" aria-labelledby={id}>
      <h2 id={id} className="ds-sec__title">
        {title}
      </h2>
      <QueryGate query={state} what="기관 목록을">
        {(insts) => (
          <ul className="ds-inst-links">
            {insts
              .filter((i) => i.methods.includes(method))
              .map((i) => (
                <li key={i.instCode}>{children(i)}</li>
              ))}
          </ul>
        )}
      </QueryGate>
    </section>
  );
}
