import { staffPrdocUnmask as descriptor } from '@portal/contracts/calls';
import { defineMutation } from '@portal/http/query';

/** POST /api/staff/elrcpt/:aplyNo/prdoc/:prdocId/unmask: one document with its RRN back halves, for a purpose (an OPEN row in the audit log); the answer stays on the page only. */
export const staffPrdocUnmask = defineMutation(descriptor);
