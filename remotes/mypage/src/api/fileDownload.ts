import { fileDownload } from '@portal/contracts/calls';
import { fillPath, withContextPath } from '@portal/http';

/** GET /api/files/:fileId as the address of a download link (the browser fetches it, with the session cookie). */
export const fileDownloadHref = (fileId: string) => withContextPath(fillPath(fileDownload.path, { fileId }));
