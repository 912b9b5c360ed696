import { exchangeSandbox as descriptor } from '@portal/contracts/calls';
import { defineMutation } from '@portal/http/query';

/** POST /api/prdoc/exchange/sandbox: how the sandbox exchange centre answers this member's next requests (elPrdoctest). */
export const exchangeSandbox = defineMutation(descriptor);
