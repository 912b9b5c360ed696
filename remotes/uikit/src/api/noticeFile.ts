import { noticeFile } from '@portal/contracts/calls';
import { fillPath, http } from '@portal/http';

/** GET /api/center/ntc/:nttId/files/:fileId for its answer's headers (the seeded attachments are small; the body is read and dropped). */
export async function noticeFileHeaders(nttId: string, fileId: string): Promise<Headers> {
  return (await http.get(fillPath(noticeFile.path, { nttId, fileId }), { showLoading: false })).headers;
}
