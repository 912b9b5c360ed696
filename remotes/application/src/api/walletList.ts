import { walletList as descriptor } from '@portal/contracts/calls';
import { defineQuery } from '@portal/http/query';

/** GET /api/prdoc/wallet: the certificates of the member's 전자문서지갑 (the sandbox wallet says sandbox: true). */
export const walletList = defineQuery(descriptor, { showLoading: false });
