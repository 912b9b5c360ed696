import { myRsvtTimeChange as descriptor } from '@portal/contracts/calls';
import { defineMutation } from '@portal/http/query';

/** POST /api/my/dscsn/rsvt/:rsvtNo/time (Idempotency-Key): moves a reservation to another free slot (the lists, its view and the free slots refresh). */
export const myRsvtTimeChange = defineMutation(descriptor, { invalidates: ['myRsvtList', 'myRsvt', 'dscsnSlots', 'dscsnCalendar'] });
