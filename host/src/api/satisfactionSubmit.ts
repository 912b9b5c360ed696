import { satisfactionSubmit as descriptor } from '@portal/contracts/calls';
import type { CallBody } from '@portal/contracts/call-types';
import { call } from '@portal/http';

/**
 * Stores one satisfaction answer. `idempotencyKey` is the filled form's key: sending again with the
 * same key (double click, retry) answers with what was stored first. Quiet: the form shows its state.
 */
export const satisfactionSubmit = (answer: CallBody<'satisfactionSubmit'>, idempotencyKey: string) =>
  call(descriptor, { body: answer, idempotencyKey, showLoading: false });
