import { myQnaFile as descriptor } from '@portal/contracts/calls';
import { fillPath, withContextPath } from '@portal/http';

/** GET /api/my/qna/:qnaNo/file: the attachment of my question, as the address of a download link. */
export const myQnaFileHref = (qnaNo: string) => withContextPath(fillPath(descriptor.path, { qnaNo }));
