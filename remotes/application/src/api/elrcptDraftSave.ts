import { elrcptDraftSave as descriptor } from '@portal/contracts/calls';
import { call } from '@portal/http';
import type { CallBody } from '@portal/contracts/call-types';

/**
 * PUT /api/elrcpt/aply/:aplyNo: saves the draft (automatic and 임시저장 button). Plain call, quiet: the
 * page shows its own "임시저장됨" status and must not flash the loading overlay on every save.
 */
export const elrcptDraftSave = (aplyNo: string, body: CallBody<'elrcptDraftSave'>, keepalive = false) => call(descriptor, { params: { aplyNo }, body, showLoading: false, keepalive });
