import { staffPrdocDownload } from '@portal/contracts/calls';
import { fillPath, withContextPath } from '@portal/http';

/** GET /api/staff/elrcpt/:aplyNo/prdoc/:prdocId/download as a link's address: a fetched or wallet document's text (back halves always masked; logged). */
export const staffPrdocDownloadHref = (aplyNo: string, prdocId: string) => withContextPath(fillPath(staffPrdocDownload.path, { aplyNo, prdocId }));
