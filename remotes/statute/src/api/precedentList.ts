import { precedentList as descriptor } from '@portal/contracts/calls';
import { defineQuery } from '@portal/http/query';

/** GET /api/statute/precedents: the decisions by topic, case type and search word, with the topic counts. */
export const precedentList = defineQuery(descriptor);
