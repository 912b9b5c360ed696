/** The FAQ pages' words and addresses (list and writing page). */
export const FAQ_WORDS = {
  noun: '질문',
  listName: '자주 묻는 질문',
  listPath: '/admin/content/faq',
  editPath: '/admin/content/faq/edit',
  idParam: 'faqId',
  publicDetail: (faqId: string) => `/center/faq/detail?faqId=${encodeURIComponent(faqId)}`,
};
