import { myRsvtCancel as descriptor } from '@portal/contracts/calls';
import { defineMutation } from '@portal/http/query';

/** POST /api/my/dscsn/rsvt/:rsvtNo/cancel: cancels a reservation (the lists and the reservation's view refresh). */
export const myRsvtCancel = defineMutation(descriptor, { invalidates: ['myRsvtList', 'myRsvt'] });
