import { myDocList as descriptor } from '@portal/contracts/calls';
import { defineQuery } from '@portal/http/query';

/** GET /api/my/docs: 나의 서류 (fetched, from the wallet, uploaded), newest first; `files: 'Y'` only those with a file. */
export const myDocList = defineQuery(descriptor, { showLoading: false });
