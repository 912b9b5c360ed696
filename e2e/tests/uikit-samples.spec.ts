import type { Locator, Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures';
import { pdfBytes } from './cyber-helpers';
import { axeAtWidths, field, realErrors, tabTo as tabToControl, waitForPage } from './member-helpers';

// The samples of the uikit remote (issue 35): every built /sample route and /validateSample opens as
// its own page (never /ready), is operated by keyboard only, and axe finds nothing at 1280 and 360 px.

// each test runs axe at two widths several times: more than the default 30 s on a busy 2-core machine
test.describe.configure({ timeout: 120_000 });

/** Opens a sample and checks it is the page itself, not the /ready page of an unbuilt route. */
async function open(page: Page, path: string, name: string) {
  await page.goto(path);
  await waitForPage(page, name);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[/]/g, '\\/')}$`));
  await expect(page.locator('[data-remote="uikit"]')).not.toContainText('준비 중');
}

/** At most 60 Tabs to a control of a sample page. */
const tabTo = (page: Page, target: Locator) => tabToControl(page, target, 60);

test('/validateSample: the dialog checks in the spec\'s English, the form\'s Korean messages and the error summary', async ({ page, errors }) => {
  await open(page, '/validateSample', 'validate-sample');

  // the e-mail dialog refuses a malformed address and keeps focus in its input
  await tabTo(page, page.getByRole('button', { name: '전자우편 주소 입력 대화 상자 열기' }));
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: '전자우편 주소 입력' });
  await expect(dialog).toBeVisible();
  const input = dialog.getByLabel('전자우편 주소');
  await expect(input).toBeFocused();
  await page.keyboard.type('hong@@example');
  await page.keyboard.press('Enter');
  await expect(dialog.locator('.portal-dialog__error')).toHaveText('Invalid email address');
  await expect(input).toBeFocused();
  await input.fill('hong@example.kr');
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.locator('[data-dialog-answer]')).toContainText('hong@example.kr');
  await expect(page.getByRole('button', { name: '전자우편 주소 입력 대화 상자 열기' })).toBeFocused();

  // the URL dialog
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: '누리집 주소 입력 대화 상자 열기' })).toBeFocused();
  await page.keyboard.press('Enter');
  const urlDialog = page.getByRole('dialog', { name: '누리집 주소 입력' });
  await page.keyboard.type('not a url');
  await page.keyboard.press('Enter');
  await expect(urlDialog.locator('.portal-dialog__error')).toHaveText('Invalid URL');
  await page.keyboard.press('Escape');
  await expect(urlDialog).toBeHidden();
  await expect(page.locator('[data-dialog-answer]')).toContainText('취소');

  // the form: an empty try shows the summary with focus, in page order, in Korean
  const form = page.locator('[data-validate-form]');
  await tabTo(page, form.getByRole('button', { name: '검증하기' }));
  await page.keyboard.press('Enter');
  const summary = form.locator('[data-error-summary]');
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link')).toHaveText(['이름을 입력해 주세요.', '휴대전화 번호를 010-1234-5678 형식으로 입력해 주세요.', '전자우편 주소를 입력해 주세요.', '상담 분야를 선택해 주세요.', '개인정보 수집·이용에 동의해 주세요.']);
  // a summary link takes focus to its field
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(field(form, '이름')).toBeFocused();
  await expect(field(form, '이름')).toHaveAttribute('aria-invalid', 'true');

  await page.keyboard.type('홍길동');
  await page.keyboard.press('Tab');
  await page.keyboard.type('01012345678');
  await page.keyboard.press('Tab');
  await page.keyboard.type('hong@example');
  await page.keyboard.press('Tab');
  await page.keyboard.type('ftp://x');
  await page.keyboard.press('Tab');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await form.getByRole('button', { name: '검증하기' }).focus();
  await page.keyboard.press('Enter');
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link')).toHaveText(['전자우편 주소를 hong@example.kr 형식으로 입력해 주세요.', '누리집 주소를 https://www.example.kr 형식으로 입력해 주세요.']);
  await expect(page.locator('#' + (await field(form, '전자우편 주소').getAttribute('id')) + '-error')).toHaveText('전자우편 주소를 hong@example.kr 형식으로 입력해 주세요.');
  await axeAtWidths(page, 'validate-sample-errors');

  await field(form, '전자우편 주소').fill('hong@example.kr');
  await field(form, '누리집 주소').fill('https://www.example.kr');
  await form.getByRole('button', { name: '검증하기' }).focus();
  await page.keyboard.press('Enter');
  const result = page.locator('[data-sample-result]');
  await expect(result).toContainText('모든 항목이 규칙에 맞습니다');
  await expect(result).toContainText('01012345678');
  await axeAtWidths(page, 'validate-sample');
  expect(realErrors(errors)).toEqual([]);
});

test('/sample/sampleCheckboxTest: 전체 동의 and the group by keyboard; the schema refuses what is missing', async ({ page, errors }) => {
  await open(page, '/sample/sampleCheckboxTest', 'sample-checkbox');
  const all = page.getByRole('checkbox', { name: '전체 동의합니다' });
  await tabTo(page, all);
  await page.keyboard.press('Space');
  for (const name of [/^이용약관에 동의합니다/, /^개인정보 수집·이용에 동의합니다/, /^법률 정보 소식 받기에 동의합니다/]) await expect(page.getByRole('checkbox', { name })).toBeChecked();
  // one cleared: 전체 동의 follows
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await expect(page.getByRole('checkbox', { name: /^이용약관에 동의합니다/ })).not.toBeChecked();
  await expect(all).not.toBeChecked();
  await page.getByRole('button', { name: '확인하기' }).focus();
  await page.keyboard.press('Enter');
  const summary = page.locator('[data-error-summary]');
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link')).toHaveText(['이용약관에 동의해 주세요.', '결과를 받을 방법을 하나 이상 골라 주세요.']);
  await axeAtWidths(page, 'sample-checkbox-errors');
  await page.getByRole('checkbox', { name: /^이용약관에 동의합니다/ }).focus();
  await page.keyboard.press('Space');
  await tabTo(page, page.getByRole('checkbox', { name: '전자우편' }));
  await page.keyboard.press('Space');
  await page.getByRole('button', { name: '확인하기' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('[data-sample-result]')).toContainText('전자우편');
  await expect(page.locator('[data-sample-result]')).toContainText('동의함');
  await axeAtWidths(page, 'sample-checkbox');
  expect(realErrors(errors)).toEqual([]);
});

test('/sample/sampleRadioTest: arrow keys move within a group; nothing chosen is refused', async ({ page, errors }) => {
  await open(page, '/sample/sampleRadioTest', 'sample-radio');
  await tabTo(page, page.getByRole('button', { name: '확인하기' }));
  await page.keyboard.press('Enter');
  await expect(page.locator('[data-error-summary]').getByRole('link')).toHaveText(['상담 방법을 선택해 주세요.', '상담 시간대를 선택해 주세요.']);
  await axeAtWidths(page, 'sample-radio-errors');
  await page.getByRole('radio', { name: /^전화 상담/ }).focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio', { name: /^화상 상담/ })).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('radio', { name: '오전(9시~12시)' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: '오후(13시~18시)' })).toBeChecked();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page.locator('[data-sample-result]')).toContainText('화상 상담');
  await expect(page.locator('[data-sample-result]')).toContainText('오후(13시~18시)');
  await axeAtWidths(page, 'sample-radio');
  expect(realErrors(errors)).toEqual([]);
});

test('/sample/sampleComboTest: the ARIA 1.2 combo box filters (초성 too), chooses by keyboard and closes on Escape', async ({ page, errors }) => {
  await open(page, '/sample/sampleComboTest', 'sample-combo');
  const combo = page.getByRole('combobox', { name: /^상담 기관/ });
  await tabTo(page, combo);
  await expect(combo).toHaveAttribute('aria-expanded', 'false');
  // typed but not chosen: refused
  await page.keyboard.type('없는 기관');
  await expect(page.getByText('맞는 기관이(가) 없습니다.')).toBeAttached();
  await page.getByRole('button', { name: '확인하기' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('[data-error-summary]').getByRole('link')).toHaveText(['기관을 목록에서 골라 주세요.']);

  await combo.focus();
  await page.keyboard.press('Escape'); // closed: clears the text
  await expect(combo).toHaveValue('');
  await page.keyboard.type('ㅇㅇㅂ');
  const list = page.getByRole('listbox');
  await expect(combo).toHaveAttribute('aria-expanded', 'true');
  await expect(list.getByRole('option')).toHaveText([/양육비이행관리원/]);
  await page.keyboard.press('ArrowDown');
  const active = await combo.getAttribute('aria-activedescendant');
  expect(active).toBeTruthy();
  await expect(page.locator(`#${active}`)).toHaveAttribute('aria-selected', 'true');
  await axeAtWidths(page, 'sample-combo-open');
  await page.keyboard.press('Enter');
  await expect(combo).toHaveValue('양육비이행관리원');
  await expect(combo).toHaveAttribute('aria-expanded', 'false');

  // Escape closes an open list and keeps the choice
  await page.keyboard.press('ArrowDown');
  await expect(list).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(list).toBeHidden();
  await expect(combo).toHaveValue('양육비이행관리원');

  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page.locator('[data-sample-result]')).toContainText('CSA');
  await axeAtWidths(page, 'sample-combo');
  expect(realErrors(errors)).toEqual([]);
});

test('/sample/password: the show toggle and the new-password rule by keyboard', async ({ page, errors }) => {
  await open(page, '/sample/password', 'sample-password');
  const pw = field(page, '비밀번호');
  await tabTo(page, pw);
  await page.keyboard.type('abc');
  await expect(pw).toHaveAttribute('type', 'password');
  await page.keyboard.press('Tab');
  const toggle = page.getByRole('button', { name: '보기 비밀번호' }).first();
  await expect(toggle).toBeFocused();
  await page.keyboard.press('Space');
  await expect(pw).toHaveAttribute('type', 'text');
  await expect(page.getByRole('button', { name: '숨기기 비밀번호' }).first()).toHaveAttribute('aria-pressed', 'true');

  await field(page, '새 비밀번호').focus();
  await page.keyboard.type('short');
  await page.getByRole('button', { name: '규칙 확인하기' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('[data-error-summary]')).toBeFocused();
  await axeAtWidths(page, 'sample-password-errors');
  await field(page, '새 비밀번호').fill('Haneul#2026law');
  await field(page, '새 비밀번호 확인').fill('Haneul#2026law');
  await expect(page.getByText('두 비밀번호가 같습니다.')).toBeVisible();
  await page.getByRole('button', { name: '규칙 확인하기' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('[data-sample-result]')).toContainText('새 비밀번호가 규칙에 맞습니다');
  await axeAtWidths(page, 'sample-password');
  expect(realErrors(errors)).toEqual([]);
});

test('/sample/Example: a whole screen from input to done by keyboard', async ({ page, errors }) => {
  await open(page, '/sample/Example', 'sample-example');
  await expect(page.locator('[aria-current="step"]')).toContainText('입력');
  await tabTo(page, page.getByRole('button', { name: '다음' }));
  await page.keyboard.press('Enter');
  await expect(page.locator('[data-error-summary]')).toBeFocused();
  await axeAtWidths(page, 'sample-example-errors');
  await field(page, '이름').fill('김하늘');
  await field(page, '휴대전화 번호').fill('010-2345-6789');
  await field(page, '전자우편 주소').fill('sky@example.kr');
  await page.getByRole('radio', { name: '임대차(전세 보증금)' }).focus();
  await page.keyboard.press('Space');
  await page.getByRole('checkbox', { name: /^개인정보 수집·이용에 동의합니다/ }).focus();
  await page.keyboard.press('Space');
  await page.getByRole('button', { name: '다음' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: '입력한 내용을 확인해 주세요' })).toBeFocused();
  await expect(page.locator('[aria-current="step"]')).toContainText('확인');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page.getByText('예시 신청을 마쳤습니다.')).toBeVisible();
  await axeAtWidths(page, 'sample-example');
  expect(realErrors(errors)).toEqual([]);
});

test('/sample/CustomInstall: nothing to install, and the browser checks the portal relies on', async ({ page, errors }) => {
  await open(page, '/sample/CustomInstall', 'sample-install');
  await expect(page.getByText('설치할 프로그램이 없습니다.')).toBeVisible();
  await expect(page.locator('[data-check]')).toHaveCount(5);
  await expect(page.locator('[data-check-summary]')).toHaveText('모든 항목을 갖추었습니다. 이 브라우저로 포털을 이용할 수 있습니다.');
  await tabTo(page, page.locator('#main-content').getByRole('link', { name: '묻고 답하기' }));
  await axeAtWidths(page, 'sample-install');
  expect(realErrors(errors)).toEqual([]);
});

test('/sample/upload: the sign-in choice, then an upload by keyboard with its Korean name on the download, and a file refused by its content', async ({ page, context, errors }) => {
  await open(page, '/sample/upload', 'sample-upload');
  await expect(page.locator('[data-signin-prompt]')).toBeVisible();
  await axeAtWidths(page, 'sample-upload-signin');

  await signIn(context);
  await page.reload();
  await waitForPage(page, 'sample-upload');
  const input = page.locator('#up-attach');
  // listened for before the key is pressed: Playwright turns the browser's file-chooser interception
  // on when the first listener comes, and a key pressed in the same moment can beat it (CI of 681d3ef)
  const chosen = page.waitForEvent('filechooser');
  await tabTo(page, input);
  await page.keyboard.press('Space');
  const chooser = await chosen;
  await chooser.setFiles({ name: '임대차 계약서 사본.pdf', mimeType: 'application/pdf', buffer: pdfBytes('upload sample') });
  await expect(page.locator('[data-upload-state="done"]')).toHaveCount(1);
  const link = page.locator('[data-uploaded] a', { hasText: '임대차 계약서 사본.pdf' });
  await expect(link).toBeVisible();
  const answer = await page.request.get((await link.getAttribute('href'))!);
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toBe('application/pdf');
  expect(answer.headers()['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('임대차 계약서 사본.pdf')}`);
  expect((await answer.body()).subarray(0, 5).toString()).toBe('%PDF-');

  // a text file named .pdf: the server reads the bytes and refuses it; it is not attached
  await input.setInputFiles({ name: '가짜 문서.pdf', mimeType: 'application/pdf', buffer: Buffer.from('이것은 PDF가 아닙니다. '.repeat(20)) });
  await expect(page.locator('[data-upload-state="failed"]')).toHaveCount(1);
  await expect(page.locator('[data-uploaded] li')).toHaveCount(1);
  await axeAtWidths(page, 'sample-upload');
  expect(realErrors(errors)).toEqual([]);
});

test('/sample/download: a notice attachment saved under its Korean name, the answer\'s headers read by keyboard', async ({ page, errors }) => {
  await open(page, '/sample/download', 'sample-download');
  const link = page.locator('[data-attachments] a[data-download]').first();
  await expect(link).toBeVisible();
  const name = (await link.getAttribute('download')) ?? '';
  expect(name).toMatch(/[가-힣]/);
  // the browser saves it (Content-Disposition: attachment) under the name it was uploaded with
  await tabTo(page, link);
  const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
  expect(download.suggestedFilename()).toBe(name);
  const answer = await page.request.get((await link.getAttribute('href'))!);
  expect(answer.headers()['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent(name)}`);
  expect(answer.headers()['x-content-type-options']).toBe('nosniff');

  await tabTo(page, page.getByRole('button', { name: /응답 머리글 확인$/ }));
  await page.keyboard.press('Enter');
  await expect(page.locator('[data-saved-name]')).toHaveText(name);
  await axeAtWidths(page, 'sample-download');
  expect(realErrors(errors)).toEqual([]);
});

// Both esign samples sign in as the one sandbox citizen, and the server keeps one live sample request
// per member (a new one cancels the one waiting): run side by side, one test's request cancelled the
// other's. They run in order, in one worker.
test.describe('the esign samples', () => {
  test.describe.configure({ mode: 'default' });

  test('/sample/esign/form1: the sign-in choice, then a document signed in the sandbox by keyboard, its hash and signature verified; a cancelled request', async ({ page, context, errors }) => {
    await open(page, '/sample/esign/form1', 'sample-esign-form1');
    await expect(page.locator('[data-signin-prompt]')).toBeVisible();
    await axeAtWidths(page, 'sample-esign-form1-signin');

    await signIn(context);
    await page.reload();
    await waitForPage(page, 'sample-esign-form1');
    await expect(page.locator('[data-sandbox-note]')).toContainText('샌드박스');
    await expect(page.getByText('아직 서명을 요청하지 않았습니다.')).toBeVisible();
    // no app chosen: the summary names the field
    const request = page.getByRole('button', { name: '서명 요청' });
    await tabTo(page, request);
    await page.keyboard.press('Enter');
    const summary = page.locator('[data-error-summary]');
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('link')).toHaveText(['전자서명에 쓸 앱을 골라 주세요.']);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page.locator('#es1-provider')).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('radio', { name: '카카오톡' })).toBeChecked();

    await tabTo(page, request);
    await page.keyboard.press('Enter');
    const progress = page.locator('[data-esign-state]');
    await expect(progress).toHaveAttribute('data-esign-state', 'PENDING');
    await expect(progress.getByRole('status')).toHaveText('서명을 기다리고 있습니다.');
    await expect(progress.getByRole('timer')).toHaveText(/^[45]분 \d\d초$/);
    await axeAtWidths(page, 'sample-esign-form1-pending');

    // the sandbox's approve stands in for the phone's app
    await tabTo(page, page.getByRole('button', { name: '앱에서 서명 승인' }));
    await page.keyboard.press('Enter');
    await expect(progress).toHaveAttribute('data-esign-state', 'SIGNED');
    const result = page.locator('[data-sample-result]');
    await expect(result.getByRole('heading', { name: '서명 결과' })).toBeFocused();
    await expect(result.locator('[data-content-hash]')).toHaveText(/^[0-9a-f]{64}$/);
    await expect(result.locator('[data-signature]')).toHaveText(/^[A-Za-z0-9_-]{40,}$/);
    await expect(result.locator('[data-verified]')).toHaveAttribute('data-verified', 'true');
    await expect(result.locator('[data-verified]')).toContainText('올바른 서명입니다');
    await axeAtWidths(page, 'sample-esign-form1-signed');

    // a new request, cancelled in the (sandbox) app
    const again = page.getByRole('button', { name: '다시 서명 요청' });
    await tabTo(page, again);
    await page.keyboard.press('Enter');
    await expect(progress).toHaveAttribute('data-esign-state', 'PENDING');
    await tabTo(page, page.getByRole('button', { name: '앱에서 서명 취소' }));
    await page.keyboard.press('Enter');
    await expect(progress).toHaveAttribute('data-esign-state', 'CANCELLED');
    await expect(progress.getByRole('status')).toContainText('서명을 취소했습니다.');
    await expect(result).toBeHidden();

    // an emptied title is refused naming the field
    await page.locator('#es1-title').fill('');
    await tabTo(page, again);
    await page.keyboard.press('Enter');
    await expect(summary.getByRole('link')).toHaveText(['문서 제목을 1자 이상 입력해 주세요.']);
    expect(realErrors(errors)).toEqual([]);
  });

  test('/sample/esign/form2: a consent of several items signed by keyboard, then verified (valid, changed content invalid, a bad signature value named)', async ({ page, context, errors }) => {
    await signIn(context);
    await open(page, '/sample/esign/form2', 'sample-esign-form2');
    await expect(page.locator('[data-sandbox-note]')).toContainText('샌드박스');
    await expect(page.getByText('아직 서명한 내용이 없습니다.', { exact: false })).toBeVisible();
    const request = page.getByRole('button', { name: '동의서 서명 요청' });
    await tabTo(page, request);
    await page.keyboard.press('Enter');
    const summary = page.locator('[data-error-summary]').first();
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('link')).toHaveText(['서명인 이름을 입력해 주세요.', '서비스 이용약관에 동의해 주세요. 필수 항목입니다.', '개인정보 수집·이용에 동의해 주세요. 필수 항목입니다.', '전자서명에 쓸 앱을 골라 주세요.']);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page.locator('#es2-name')).toBeFocused();
    await page.keyboard.type('홍길동');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(page.locator('#es2-provider')).toBeFocused();
    await page.keyboard.press('Space');
    await tabTo(page, request);
    await page.keyboard.press('Enter');
    const progress = page.locator('[data-esign-state]');
    await expect(progress).toHaveAttribute('data-esign-state', 'PENDING');
    await tabTo(page, page.getByRole('button', { name: '앱에서 서명 승인' }));
    await page.keyboard.press('Enter');
    await expect(progress).toHaveAttribute('data-esign-state', 'SIGNED');
    await expect(page.locator('[data-verified]')).toHaveAttribute('data-verified', 'true');

    // the verify form holds what was signed: valid
    const content = page.locator('#es2-v-content');
    await expect(content).toHaveValue(/^견본 동의서\n서명인: 홍길동\n서비스 이용약관에 동의: 동의함\n개인정보 수집·이용에 동의: 동의함\n처리 결과를 문자로 받는 데 동의: 동의하지 않음$/);
    const verify = page.getByRole('button', { name: '서명 검증' });
    await tabTo(page, verify);
    await page.keyboard.press('Enter');
    await expect(page.locator('[data-verify-result]')).toHaveAttribute('data-verify-result', 'true');
    await axeAtWidths(page, 'sample-esign-form2-valid');

    // one changed character: invalid, with the reason
    await content.focus();
    await page.keyboard.press('Control+End');
    await page.keyboard.type('.');
    await tabTo(page, verify);
    await page.keyboard.press('Enter');
    await expect(page.locator('[data-verify-result]')).toHaveAttribute('data-verify-result', 'false');
    await expect(page.locator('[data-verify-result]')).toContainText('바뀌었거나');
    await axeAtWidths(page, 'sample-esign-form2-invalid');

    // a signature value that is not one: the field is named
    await page.locator('#es2-v-signature').fill('가나다');
    await tabTo(page, verify);
    await page.keyboard.press('Enter');
    const vSummary = page.locator('[data-error-summary]:has(#es2-v-summary-title)');
    await expect(vSummary).toBeFocused();
    await expect(vSummary.getByRole('link')).toHaveText([/^서명 값은 영문, 숫자/]);
    expect(realErrors(errors)).toEqual([]);
  });
});
