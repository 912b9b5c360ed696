/** The notice pages' words and addresses (list and writing page). */
export const NOTICE_WORDS = {
  noun: '공지',
  listName: '공지사항',
  listPath: '/admin/content/notice',
  editPath: '/admin/content/notice/edit',
  idParam: 'nttId',
  publicDetail: (nttId: string) => `/center/ntc/detail?nttId=${encodeURIComponent(nttId)}`,
};
