import { myDocs as descriptor } from '@portal/contracts/calls';
import { defineQuery } from '@portal/http/query';

/** GET /api/my/elrcpt/docs: the files this member uploaded (their names, for the attachments of an application). */
export const myDocs = defineQuery(descriptor);
