import { adminRecordOpen as descriptor } from '@portal/contracts/calls';
import { defineMutation } from '@portal/http/query';

/** POST /api/admin/records/open: a masked record's personal values for a reason (an OPEN row in the audit log); kept on the page only, never in the query cache. */
export const adminRecordOpen = defineMutation(descriptor);
