import { prdocRemove as descriptor } from '@portal/contracts/calls';
import { defineMutation } from '@portal/http/query';

/** DELETE /api/elrcpt/aply/:aplyNo/prdoc/:prdocId: takes a document off a draft (it stays in 나의 서류). */
export const prdocRemove = defineMutation(descriptor, { invalidates: ['prdocList', 'myElprdocList'] });
