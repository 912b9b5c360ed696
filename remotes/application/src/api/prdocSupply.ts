import { prdocSupply as descriptor } from '@portal/contracts/calls';
import { defineMutation } from '@portal/http/query';

/** POST /api/elrcpt/aply/:aplyNo/prdoc (Idempotency-Key): one document through 공동이용, the wallet, an upload or 나의 서류; nothing is stored on a refusal. */
export const prdocSupply = defineMutation(descriptor, { invalidates: ['prdocList', 'myDocList', 'myElprdocList', 'myHome'] });
