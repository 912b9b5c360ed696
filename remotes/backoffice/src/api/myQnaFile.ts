import { myQnaFile as descriptor } from '@portal/contracts/calls';
import { fillPath, withContextPath } from '@portal/http';

/** GET /api/my/qna/:qnaNo/file as a download link's address: the asker, or an editor with the staff session's cookie. */
export const myQnaFileHref = (qnaNo: string) => withContextPath(fillPath(descriptor.path, { qnaNo }));
