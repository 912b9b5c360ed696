import { fileDownload } from '@portal/contracts/calls';
import { fillPath, withContextPath } from '@portal/http';

/** GET /api/files/:fileId as a download link's address: the uploader reads it with the citizen session's cookie. */
export const fileDownloadHref = (fileId: string) => withContextPath(fillPath(fileDownload.path, { fileId }));
