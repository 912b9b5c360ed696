import { adminRecordOpen as descriptor } from '@portal/contracts/calls';
import { defineMutation } from '@portal/http/query';

/** POST /api/admin/records/open: one record's masked personal values, with a reason kept in the audit log. */
export const adminRecordOpen = defineMutation(descriptor);
