import type { elrcptCalls } from '@portal/contracts';
import { createEsignAdapter } from '../../adapters/esign';
import type { Module } from '../../kernel/module';
import { aplyHandlers } from './aply';
import type { ElrcptContext } from './context';
import { esignHandlers } from './esign';
import { myHandlers } from './my';
import { loadFieldKey } from '../../kernel/field-crypto';
import { staffHandlers } from './staff';

/** Electronic application (issue 16): drafts, e-signature, submission, withdrawal, supplements, my pages and the institution staff. */
export const elrcptModule: Module<typeof elrcptCalls> = async ({ db, config, files }) => {
  const ctx: ElrcptContext = { db, config, esign: createEsignAdapter(config.esignAdapter), rrnKey: await loadFieldKey(db, config.rrnKey), storage: files };
  return {
    handlers: { ...aplyHandlers(ctx), ...esignHandlers(ctx), ...myHandlers(ctx), ...staffHandlers(ctx) },
  };
};
