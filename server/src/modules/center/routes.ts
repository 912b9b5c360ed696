import type { centerCalls } from '@portal/contracts';
import type { Module } from '../../kernel/module';
import { editorHandlers } from './editor';
import { faqHandlers, openFaq } from './faq';
import { noticeLatestHandlers } from './notice-latest';
import { noticeHandlers, openNotices } from './notices';
import { qnaHandlers } from './qna';
import { staffBoardHandlers } from './staff-boards';
import { ensureSeedFiles } from './seed-files';

/** Customer centre boards (issue 6): FAQ, notices with attachments, Q&A, content-editor writes. */
export const centerModule: Module<typeof centerCalls> = async ({ db, config, files, log, openData }) => {
  await ensureSeedFiles(files, log);
  openData.faq = openFaq(db);
  openData.notices = openNotices(db);
  return {
    handlers: {
      ...noticeLatestHandlers(db),
      ...faqHandlers(db, config),
      ...noticeHandlers(db, config, files),
      ...qnaHandlers(db, files),
      ...editorHandlers(db),
      ...staffBoardHandlers(db),
    },
  };
};
