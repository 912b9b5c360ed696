import { slfdgnsEvaluate as descriptor } from '@portal/contracts/calls';
import { defineMutation } from '@portal/http/query';

/** POST /api/elrcpt/slfdgns/evaluate: the self-diagnosis rule (public, nothing stored). */
export const slfdgnsEvaluate = defineMutation(descriptor);
