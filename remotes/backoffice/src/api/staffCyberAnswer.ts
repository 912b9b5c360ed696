import { staffCyberAnswer as descriptor } from '@portal/contracts/calls';
import { defineMutation } from '@portal/http/query';

/** POST /api/staff/dscsn/cyber/:receiptNo/answer: the answer (once; 409 when already answered); the citizen is notified. */
export const staffCyberAnswer = defineMutation(descriptor, { invalidates: ['staffCyberList', 'staffCyber'] });
