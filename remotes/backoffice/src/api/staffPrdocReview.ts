import { staffPrdocReview as descriptor } from '@portal/contracts/calls';
import { defineMutation } from '@portal/http/query';

/** POST /api/staff/elrcpt/:aplyNo/prdoc/:prdocId/review: 확인 (CONFIRMED) or 반려 (SUPPLEMENT, with its reason) of a submitted document; the citizen is notified of a 반려. */
export const staffPrdocReview = defineMutation(descriptor, { invalidates: ['staffPrdocs', 'staffElrcptList', 'adminQueues'] });
