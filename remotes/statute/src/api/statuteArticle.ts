import { statuteArticle as descriptor } from '@portal/contracts/calls';
import { defineQuery } from '@portal/http/query';

/** GET /api/statute/article?law=&jo=&version=: one article with its links, neighbours, table of contents and citing decisions (404 unknown). */
export const statuteArticle = defineQuery(descriptor);
