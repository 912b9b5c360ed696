import { myDocs as descriptor } from '@portal/contracts/calls';
import { defineQuery } from '@portal/http/query';

/** GET /api/my/elrcpt/docs: the files this member attached before (나의 서류에서 고르기). */
export const myDocs = defineQuery(descriptor, { showLoading: false });
