import { staffPrdocRequest as descriptor } from '@portal/contracts/calls';
import { defineMutation } from '@portal/http/query';

/** POST /api/staff/elrcpt/:aplyNo/prdoc/request: asks the applicant for a document (요청됨, with the reason); 409 ALREADY when it is already asked for. */
export const staffPrdocRequest = defineMutation(descriptor, { invalidates: ['staffPrdocs', 'staffElrcptList'] });
