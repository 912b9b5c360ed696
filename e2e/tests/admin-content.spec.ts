import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { ADMIN_MOTION, adminAxe, adminPage } from './admin-helpers';
import { staffLogin } from './cyber-helpers';
import { expect, test } from './fixtures';
import { realErrors, waitForPage } from './member-helpers';

test.use(ADMIN_MOTION);

// The content editors' back office (issue 34) against the real server: the sandbox editor writes a
// notice with bold text and a list in the rich-text editor, previews it (the server's sanitiser),
// publishes it (public list and detail show it) and hides it (gone from the public list); an FAQ
// entry the same way; a synonym group changes a public search; markup and script put into the editor
// never reach the public page; leaving with unsaved changes asks first; axe on every page at 1280 px.

const editorBox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const tool = (page: Page, name: string) => page.getByRole('toolbar', { name: '서식 도구' }).getByRole('button', { name, exact: true });

/** Types a paragraph, a bold part and a two-item list into the editor with its toolbar (and the keyboard). */
async function writeRichText(page: Page, label: string, words: { plain: string; bold: string; items: [string, string] }) {
  const box = editorBox(page, label);
  await expect(box).toHaveAttribute('aria-multiline', 'true');
  await box.click();
  await page.keyboard.type(`${words.plain} `);
  await tool(page, '굵게').click();
  await expect(tool(page, '굵게')).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.type(words.bold);
  await tool(page, '굵게').click();
  await page.keyboard.press('Enter');
  await tool(page, '글머리 목록').click();
  await page.keyboard.type(words.items[0]);
  await page.keyboard.press('Enter');
  await page.keyboard.type(words.items[1]);
  await expect(box.locator('strong, b')).toHaveText(words.bold);
  await expect(box.locator('ul > li')).toHaveText(words.items);
}

test.describe.configure({ mode: 'serial' });

test('notice: write with bold and a list, preview, publish (public list and detail), hide (gone from the public list)', async ({ page, context, errors }) => {
  test.setTimeout(180_000);
  const tag = randomUUID().slice(0, 8);
  const title = `백오피스 공지 ${tag}`;
  await staffLogin(context.request, 'sandboxeditor');
  await page.setViewportSize({ width: 1280, height: 900 });

  // the list: the menu has it, the table is labelled, search and state are in the address
  await page.goto('/admin/content/notice');
  await adminPage(page, '공지사항');
  await expect(page.locator('caption')).toContainText('공지사항');
  await adminAxe(page, 'admin-content-notice');

  // a new notice; a typed <script> stays text, never an element
  await page.getByRole('button', { name: '새 공지' }).click();
  await expect(page).toHaveURL(/\/admin\/content\/notice\/edit$/);
  await adminPage(page, '공지사항 작성');
  await page.getByLabel('제목').fill(title);
  await writeRichText(page, '본문', { plain: `점검 안내 <script>window.__typed=1</script> ${tag}`, bold: '꼭 읽어 주세요', items: ['첫째 항목', '둘째 항목'] });
  await adminAxe(page, 'admin-content-notice-edit');

  // 미리보기: the server's sanitised HTML under the title, as the public page shows it
  await page.getByRole('tab', { name: '미리보기' }).click();
  const preview = page.locator('[data-preview]');
  await expect(preview.getByRole('heading', { name: title })).toBeVisible();
  await expect(preview.locator('strong, b')).toHaveText('꼭 읽어 주세요');
  await expect(preview.locator('li')).toHaveText(['첫째 항목', '둘째 항목']);
  await expect(preview).toContainText('<script>window.__typed=1</script>');
  await expect(preview.locator('script')).toHaveCount(0);
  await adminAxe(page, 'admin-content-notice-preview');
  await page.getByRole('tab', { name: '편집' }).click();

  // 게시: saved, numbered in the address, marked 게시 중
  await page.getByRole('button', { name: '게시', exact: true }).click();
  await expect(page.locator('[data-saved]')).toContainText('게시했습니다');
  await expect(page).toHaveURL(/nttId=NTT-\d{4}-\d{4}/);
  const nttId = new URL(page.url()).searchParams.get('nttId')!;
  await expect(page.getByText('게시 중', { exact: true })).toBeVisible();

  // the public list and detail show it, bold and list as HTML, the script as text
  await page.goto(`/center/ntc/list?searchType=TITLE&keyword=${encodeURIComponent(tag)}`);
  await waitForPage(page, 'notice-list');
  await expect(page.locator(`[data-notice="${nttId}"]`)).toBeVisible();
  await page.locator(`[data-notice="${nttId}"]`).getByRole('link', { name: title }).click();
  await waitForPage(page, 'notice-detail');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  const body = page.locator('[data-rich-text]');
  await expect(body.locator('strong, b')).toHaveText('꼭 읽어 주세요');
  await expect(body.locator('li')).toHaveText(['첫째 항목', '둘째 항목']);
  await expect(body).toContainText('<script>window.__typed=1</script>');
  await expect(body.locator('script')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __typed?: number }).__typed)).toBeUndefined();

  // 숨기기: gone from the public list, the detail is the 404 page; the back-office list says 숨김
  await page.goto(`/admin/content/notice/edit?nttId=${nttId}`);
  await adminPage(page, '공지사항 작성');
  await expect(page.getByLabel('제목')).toHaveValue(title);
  await page.getByRole('button', { name: '숨기기' }).click();
  await expect(page.locator('[data-saved]')).toContainText('숨긴 채로 저장했습니다');
  await page.goto(`/center/ntc/list?searchType=TITLE&keyword=${encodeURIComponent(tag)}`);
  await waitForPage(page, 'notice-list');
  await expect(page.locator(`[data-notice="${nttId}"]`)).toHaveCount(0);
  expect((await page.goto(`/center/ntc/detail?nttId=${nttId}`))?.status()).toBe(404);

  await page.goto(`/admin/content/notice?keyword=${encodeURIComponent(tag)}&state=HIDDEN`);
  await adminPage(page, '공지사항');
  const row = page.locator('tbody tr', { hasText: title });
  await expect(row).toBeVisible();
  await expect(row).toContainText('숨김');
  // the address holds the filter: 게시 중 leaves it out
  await page.goto(`/admin/content/notice?keyword=${encodeURIComponent(tag)}&state=VISIBLE`);
  await adminPage(page, '공지사항');
  await expect(page.locator('tbody tr', { hasText: title })).toHaveCount(0);
  await expect(page.getByText('조건에 맞는 공지가 없습니다')).toBeVisible();
  expect(realErrors(errors)).toEqual([]);
});

test('FAQ: leaving unsaved asks first; write, preview, publish (public FAQ list), hide', async ({ page, context, errors }) => {
  test.setTimeout(150_000);
  const tag = randomUUID().slice(0, 8);
  const question = `백오피스 질문 ${tag}인가요?`;
  await staffLogin(context.request, 'sandboxeditor');
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.goto('/admin/content/faq');
  await adminPage(page, '자주 묻는 질문');
  await adminAxe(page, 'admin-content-faq');
  await page.getByRole('button', { name: '새 질문' }).click();
  await adminPage(page, '자주 묻는 질문 작성');

  // unsaved changes: a menu link asks; 계속 쓰기 stays with the text, 나가기 leaves
  await page.getByLabel('질문').fill(question);
  await page.getByRole('link', { name: '공지사항' }).first().click();
  const dialog = page.getByRole('dialog', { name: '저장하지 않은 내용이 있습니다' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: '계속 쓰기' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/admin\/content\/faq\/edit$/);
  await expect(page.getByLabel('질문')).toHaveValue(question);

  // an empty answer is refused on its field (the contract's rule)
  await page.getByRole('button', { name: '게시', exact: true }).click();
  await expect(page.getByText('답변을 입력해 주세요.')).toBeVisible();

  await writeRichText(page, '답변', { plain: `답변 ${tag}`, bold: '중요한 점', items: ['하나', '둘'] });
  await adminAxe(page, 'admin-content-faq-edit');
  await page.getByRole('tab', { name: '미리보기' }).click();
  await expect(page.locator('[data-preview]').getByRole('heading', { name: question })).toBeVisible();
  await expect(page.locator('[data-preview] li')).toHaveText(['하나', '둘']);
  await page.getByRole('tab', { name: '편집' }).click();
  await page.getByRole('button', { name: '게시', exact: true }).click();
  await expect(page.locator('[data-saved]')).toContainText('게시했습니다');
  await expect(page).toHaveURL(/faqId=FAQ-\d{4}/);
  const faqId = new URL(page.url()).searchParams.get('faqId')!;

  // the public FAQ list finds it; its answer is the bold text and the list
  await page.goto(`/center/faq/list?keyword=${encodeURIComponent(tag)}`);
  await waitForPage(page, 'faq-list');
  const item = page.locator('[data-acc-item]', { hasText: question });
  await expect(item).toBeVisible();
  await item.getByRole('button').click();
  await expect(item.locator('[data-rich-text] strong, [data-rich-text] b')).toHaveText('중요한 점');
  await expect(item.locator('[data-rich-text] li')).toHaveText(['하나', '둘']);

  // hide it: gone from the public list
  await page.goto(`/admin/content/faq/edit?faqId=${faqId}`);
  await adminPage(page, '자주 묻는 질문 작성');
  await page.getByRole('button', { name: '숨기기' }).click();
  await expect(page.locator('[data-saved]')).toContainText('숨긴 채로 저장했습니다');
  await page.goto(`/center/faq/list?keyword=${encodeURIComponent(tag)}`);
  await waitForPage(page, 'faq-list');
  await expect(page.locator('[data-acc-item]', { hasText: question })).toHaveCount(0);

  // 나가기 leaves without saving
  await page.goto('/admin/content/faq/edit');
  await adminPage(page, '자주 묻는 질문 작성');
  await page.getByLabel('질문').fill(`저장하지 않을 질문 ${tag}`);
  await page.getByRole('button', { name: '목록으로' }).click();
  await page.getByRole('dialog', { name: '저장하지 않은 내용이 있습니다' }).getByRole('button', { name: '나가기' }).click();
  await adminPage(page, '자주 묻는 질문');
  await page.goto(`/admin/content/faq?keyword=${encodeURIComponent(`저장하지 않을 질문 ${tag}`)}`);
  await adminPage(page, '자주 묻는 질문');
  await expect(page.getByText('조건에 맞는 질문이 없습니다')).toBeVisible();
  expect(realErrors(errors)).toEqual([]);
});

test('markup put into the editor (script, event handlers, javascript: links) never reaches the public page', async ({ page, context, errors }) => {
  test.setTimeout(120_000);
  const tag = randomUUID().slice(0, 8);
  const title = `스크립트 시험 공지 ${tag}`;
  await staffLogin(context.request, 'sandboxeditor');
  page.on('dialog', (d) => {
    errors.push(`dialog: ${d.message()}`);
    void d.dismiss();
  });
  await page.goto('/admin/content/notice/edit');
  await adminPage(page, '공지사항 작성');
  await page.getByLabel('제목').fill(title);
  // what a paste from a hostile page or a tampered editor would hold, put in as markup
  await editorBox(page, '본문').evaluate((el) => {
    el.innerHTML =
      '<p>안전한 문단</p><script>window.__xss=1</script><img src=x onerror="window.__xss=2">' +
      '<p onclick="window.__xss=3">누르기</p><a href="javascript:window.__xss=4">링크</a><iframe srcdoc="<script>parent.__xss=5</script>"></iframe>';
    el.dispatchEvent(new InputEvent('input', { bubbles: true }));
  });
  await page.getByRole('tab', { name: '미리보기' }).click();
  const preview = page.locator('[data-preview]');
  await expect(preview).toContainText('안전한 문단');
  await expect(preview.locator('script, img, iframe, [onclick], a[href^="javascript"]')).toHaveCount(0);
  await page.getByRole('tab', { name: '편집' }).click();
  await page.getByRole('button', { name: '게시', exact: true }).click();
  await expect(page.locator('[data-saved]')).toContainText('게시했습니다');
  const nttId = new URL(page.url()).searchParams.get('nttId')!;

  await page.goto(`/center/ntc/detail?nttId=${nttId}`);
  await waitForPage(page, 'notice-detail');
  const body = page.locator('[data-rich-text]');
  await expect(body).toContainText('안전한 문단');
  await expect(body.locator('script, img, iframe, [onclick], a[href^="javascript"]')).toHaveCount(0);
  await body.getByText('누르기').click();
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  // and the stored HTML itself (what any other reader gets) is clean
  const stored = (await (await page.request.get(`/api/center/ntc/${nttId}`)).json()) as { bodyHtml: string };
  expect(stored.bodyHtml).not.toMatch(/<script|<img|<iframe|onerror|onclick|javascript:/i);
  expect(errors.filter((e) => e.startsWith('dialog'))).toEqual([]);
  // the markup put straight into the editor's DOM tried to run there and the page's CSP refused it
  // (that is the second guard working): those refusals are the only errors allowed
  expect(realErrors(errors).filter((e) => !/violates the following Content Security Policy directive/.test(e))).toEqual([]);
});

/** A made-up Korean word no content has (so the search finds it only through the synonym group). */
function madeUpWord() {
  const syllables = '뀨뛇쀼쮸퓨휴큐튜'.split('');
  return `꿻${Array.from({ length: 4 }, () => syllables[Math.floor(Math.random() * syllables.length)]).join('')}`;
}

test('synonyms: a group added in the table changes a public search; edit and delete (asked first); the contract validates', async ({ page, context, errors }) => {
  test.setTimeout(150_000);
  const word = madeUpWord();
  const group = `0 e2e ${randomUUID().slice(0, 6)}`;
  await staffLogin(context.request, 'sandboxeditor');
  await page.setViewportSize({ width: 1280, height: 900 });
  const expanded = async (q: string) => ((await (await page.request.get(`/api/search?q=${encodeURIComponent(q)}`)).json()) as { expanded: string[] }).expanded;
  expect(await expanded(word)).toEqual([]);

  await page.goto('/admin/content/synonym?pageSize=50');
  await adminPage(page, '검색 동의어');
  await adminAxe(page, 'admin-content-synonym');
  await page.getByRole('button', { name: '동의어 묶음 더하기' }).click();
  const dialog = page.getByRole('dialog', { name: '동의어 묶음 더하기' });
  await dialog.getByLabel('묶음 이름').fill(group);
  // one phrase is refused by the contract's rule, on the field
  await dialog.getByLabel('같은 뜻의 표현').fill(word);
  await dialog.getByRole('button', { name: '더하기' }).click();
  await expect(dialog.getByText('같은 뜻의 표현을 두 개 이상 입력해 주세요.')).toBeVisible();
  await adminAxe(page, 'admin-content-synonym-dialog');
  await dialog.getByLabel('같은 뜻의 표현').fill(`${word}, 임차권등기명령`);
  // the table reads its list again over the rows it shows: that reading is held while axe looks at its
  // '목록을 불러오고 있습니다.' (over rows dimmed to half, primary-50 text fell under 4.5:1)
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  const synonymList = (u: URL) => u.pathname === '/api/staff/search/synonyms';
  await page.route(
    synonymList,
    async (route) => {
      if (route.request().method() === 'GET') await held;
      await route.continue().catch(() => undefined);
    },
  );
  await dialog.getByRole('button', { name: '더하기' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.locator('.ant-spin-description', { hasText: '목록을 불러오고 있습니다.' })).toBeVisible();
  await expect(page.locator('tbody tr.ant-table-row').first()).toBeVisible();
  await adminAxe(page, 'admin-content-synonym-reading');
  release();
  await page.unroute(synonymList);
  const row = page.locator('tbody tr', { hasText: group });
  await expect(row).toBeVisible();
  await expect(row).toContainText(word);
  await expect(row).toContainText('편집자 추가');

  // within seconds the public search finds the made-up word's partner and says so
  await expect.poll(() => expanded(word), { timeout: 15_000, intervals: [1_000] }).toContain('임차권등기명령');
  await page.goto(`/search/totalresult?q=${encodeURIComponent(word)}`);
  await expect(page.locator('[data-expanded]')).toContainText('임차권등기명령');

  // edit in place: another partner
  await page.goto('/admin/content/synonym?pageSize=50');
  await adminPage(page, '검색 동의어');
  await page.getByRole('button', { name: `${group} 고치기` }).click();
  const edit = page.getByRole('dialog', { name: '동의어 묶음 고치기' });
  await expect(edit.getByLabel('같은 뜻의 표현')).toHaveValue(`${word}, 임차권등기명령`);
  await edit.getByLabel('같은 뜻의 표현').fill(`${word}, 전세사기`);
  await edit.getByRole('button', { name: '저장' }).click();
  await expect(edit).toBeHidden();
  await expect(page.locator('tbody tr', { hasText: group })).toContainText('전세사기');
  await expect.poll(() => expanded(word), { timeout: 15_000, intervals: [1_000] }).toEqual(['전세사기']);

  // delete: asked first; 취소 keeps it, 지우기 removes it, and the search stops expanding
  await page.getByRole('button', { name: `${group} 지우기` }).click();
  await page.getByRole('button', { name: '취소' }).click();
  await expect(page.locator('tbody tr', { hasText: group })).toBeVisible();
  await page.getByRole('button', { name: `${group} 지우기` }).click();
  await expect(page.getByText('이 동의어 묶음을 지울까요?')).toBeVisible();
  await page.locator('.ant-popconfirm').getByRole('button', { name: '지우기' }).click();
  await expect(page.locator('tbody tr', { hasText: group })).toHaveCount(0);
  await expect.poll(() => expanded(word), { timeout: 15_000, intervals: [1_000] }).toEqual([]);
  expect(realErrors(errors)).toEqual([]);
});
