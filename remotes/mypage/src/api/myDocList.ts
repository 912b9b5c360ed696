import { myDocList as descriptor } from '@portal/contracts/calls';
import type { CallResult } from '@portal/contracts/call-types';
import { defineQuery } from '@portal/http/query';

/** GET /api/my/docs?source&files&page: 나의 서류 (fetched, from the wallet, uploaded), newest first, with where each was used. */
export const myDocList = defineQuery(descriptor);

export type MyDocPage = CallResult<'myDocList'>;
export type MyDocItem = MyDocPage['items'][number];
