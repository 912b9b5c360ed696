import { myElprdocList as descriptor } from '@portal/contracts/calls';
import type { CallResult } from '@portal/contracts/call-types';
import { defineQuery } from '@portal/http/query';

/** GET /api/my/elprdoc?status&page: every document an institution asked me for or I sent, with its status and review. */
export const myElprdocList = defineQuery(descriptor);

export type MyElprdoc = CallResult<'myElprdocList'>['items'][number];
