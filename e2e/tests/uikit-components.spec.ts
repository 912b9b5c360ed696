import type { Locator, Page } from '@playwright/test';
import { routes } from '@portal/contracts';
import { showcaseRoutes } from '../../shared/ui/src/showcase/routes';
import { expect, test } from './fixtures';
import { axeAtWidths } from './member-helpers';

// The developer showcase /components/* (issue 35): each built route is the one examples page with its
// registry entry (every example live, code, props, accessibility notes); every example is reached and
// operated by keyboard; axe finds nothing at 1280 and 360 px. The routes the registry has no entry for
// still show the honest /ready page.

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), summary, [tabindex="0"]';

async function open(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  // what the route walk checks of every other route (route-walk.spec.ts leaves these to this spec)
  const area = page.locator('[data-layout="guide"] [data-remote="uikit"]');
  await expect.poll(() => page.title(), { message: path }).toMatch(/\S.* \| 법률구조 플랫폼$/);
  await expect(area).toHaveAttribute('data-page-built', 'true');
  await expect(page.locator(`[data-showcase="${path}"]`)).toBeVisible();
  await expect(page.getByText('준비 중')).toHaveCount(0);
}

/** The element focused now is inside `scope`. */
async function focusIsIn(scope: Locator) {
  return scope.evaluate((el) => el.contains(document.activeElement));
}

/**
 * Tab from what comes before the example (the table of contents, or the previous example's code
 * toggle): the keyboard lands in the example's first control, or, when it has none, on its code toggle.
 */
async function tabInto(page: Page, example: Locator, before: Locator) {
  await before.focus();
  await page.keyboard.press('Tab');
  const demo = example.locator('[data-demo]');
  const controls = await demo.locator(FOCUSABLE).count();
  if (controls > 0) expect(await focusIsIn(demo), 'Tab reaches the example').toBe(true);
  else await expect(example.locator('summary')).toBeFocused();
  // the focused control shows where it is (a visible outline or a changed border)
  if (controls > 0) {
    const ring = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement;
      const s = getComputedStyle(el);
      return s.outlineStyle !== 'none' || s.boxShadow !== 'none' || el.matches(':focus-visible');
    });
    expect(ring, 'focus is visible').toBe(true);
  }
  return controls;
}

/** What the keyboard does in each kind of example, after tabInto has focused its first control. */
async function operate(page: Page, route: string, example: Locator) {
  const id = (await example.getAttribute('data-example'))!;
  const active = page.locator('*:focus');
  if (route === '/components/input/input' || route === '/components/input/textarea') {
    if (id.endsWith('disabled')) return;
    await page.keyboard.press('End');
    await page.keyboard.type('ab1');
    await expect(active).toHaveValue(/ab1$/);
  } else if (route === '/components/select/check') {
    const before = await active.isChecked();
    await page.keyboard.press('Space');
    await expect(active).toBeChecked({ checked: !before });
  } else if (route === '/components/select/radio') {
    await page.keyboard.press('ArrowDown');
    await expect(example.locator('input[type="radio"]:checked')).toHaveCount(1);
    await expect(active).toBeChecked();
  } else if (route === '/components/select/select') {
    const before = await active.inputValue();
    await page.keyboard.press('ArrowDown');
    await expect(active).not.toHaveValue(before);
  } else if (route === '/components/select/button') {
    await expect(active).toBeEnabled();
  } else if (route === '/components/layout/modal') {
    await page.keyboard.press('Enter');
    const dialog = page.locator('dialog[open]');
    await expect(dialog).toBeVisible();
    expect(await focusIsIn(dialog), 'focus moves into the dialog').toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(example.getByRole('button')).toBeFocused();
    await expect(example.getByRole('status')).not.toHaveText('');
  } else if (route === '/components/layout/form') {
    // Enter in the first field sends the form; with errors the summary takes focus, and its first link leads back to the field
    if (id === 'ex-form-default') {
      await page.keyboard.press('Enter');
      await expect(example.locator('[data-error-summary]')).toBeFocused();
      await page.keyboard.press('Tab');
    }
    await page.keyboard.press('Enter');
    await expect(example.locator('input[autocomplete="name"]')).toBeFocused();
  } else if (route === '/components/layout/tab') {
    // roving tabindex: the arrows move and select, Home/End go to the ends, Tab goes on into the shown panel
    await expect(active).toHaveAttribute('role', 'tab');
    const first = (await active.getAttribute('id'))!;
    await page.keyboard.press('ArrowRight');
    await expect(active).not.toHaveAttribute('id', first);
    await expect(active).toHaveAttribute('aria-selected', 'true');
    await expect(example.locator('[role="tab"][tabindex="0"]')).toHaveCount(1);
    await page.keyboard.press('End');
    await expect(example.locator('[role="tab"]:not([disabled])').last()).toBeFocused();
    await page.keyboard.press('Home');
    await expect(example.locator('[role="tab"]:not([disabled])').first()).toBeFocused();
    await expect(active).toHaveAttribute('aria-selected', 'true');
    const panel = example.locator(`#${(await active.getAttribute('aria-controls'))!}`);
    await expect(panel).toBeVisible();
    await expect(example.locator('[role="tabpanel"]:visible')).toHaveCount(1);
    await page.keyboard.press('Tab');
    await expect(panel).toBeFocused();
  } else if (route === '/components/select/tooltip') {
    // shown on focus, Escape hides it and leaves the focus; shown on hover too
    const tip = example.locator('[role="tooltip"]');
    await expect(tip).toBeVisible();
    await expect(active).toHaveAttribute('aria-describedby', new RegExp((await tip.getAttribute('id'))!));
    await page.keyboard.press('Escape');
    await expect(tip).toBeHidden();
    expect(await focusIsIn(example.locator('[data-demo]')), 'Escape keeps the focus').toBe(true);
    await active.evaluate((el) => (el as HTMLElement).blur());
    await example.locator('.kr-tooltip > :first-child').hover();
    await expect(tip).toBeVisible();
    await page.mouse.move(0, 0);
    await expect(tip).toBeHidden();
  } else if (route === '/components/select/tag') {
    if (id !== 'ex-tag-remove') return;
    const n = await example.locator('.kr-tag').count();
    await page.keyboard.press('Enter');
    await expect(example.locator('.kr-tag')).toHaveCount(n - 1);
    await expect(example.getByRole('status')).toContainText('지웠습니다');
    await expect(example.locator('.kr-tag__remove').first()).toBeFocused();
  } else if (route === '/components/select/accordion') {
    await expect(active).toHaveAttribute('aria-expanded', 'false');
    const panel = example.locator(`#${(await active.getAttribute('aria-controls'))!}`);
    await page.keyboard.press('Enter');
    await expect(active).toHaveAttribute('aria-expanded', 'true');
    await expect(panel).toBeVisible();
    await page.keyboard.press('Space');
    await expect(active).toHaveAttribute('aria-expanded', 'false');
    await expect(panel).toBeHidden();
  } else if (route === '/components/input/date') {
    const error = example.locator('.fm-error');
    if (id === 'ex-date-default') {
      // a month of 13: leaving the day field names the field and the part
      await page.keyboard.type('1985');
      await page.keyboard.press('Tab');
      await page.keyboard.type('13');
      await page.keyboard.press('Tab');
      await page.keyboard.type('1');
      await page.keyboard.press('Tab');
      await expect(error).toHaveText('생년월일의 월은 1에서 12 사이로 입력해 주세요.');
      await expect(example.locator('fieldset')).toHaveAttribute('aria-describedby', /ex-date-default-error/);
      await expect(example.locator('input[aria-invalid="true"]')).toHaveCount(3);
      await example.getByLabel('월', { exact: true }).focus();
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type('4');
      await expect(error).toHaveCount(0);
    } else if (id === 'ex-date-error') {
      await expect(error).toContainText('달력에 없는 날짜');
      await example.getByLabel('일', { exact: true }).focus();
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type('28');
      await expect(error).toHaveCount(0);
    } else {
      // digits only: a letter typed is left out
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type('20x27');
      await expect(active).toHaveValue('2027');
    }
  } else if (route === '/components/input/file') {
    const input = example.locator('input[type="file"]');
    await expect(input).toBeFocused();
    const done = example.locator('[data-upload-state="done"]');
    if (id === 'ex-file-error') {
      await expect(input).toHaveAttribute('aria-invalid', 'true');
      return;
    }
    const before = await done.count();
    if (id === 'ex-file-default') {
      // the file chooser is the browser's; the file is handed to the input, the rest is by keyboard
      await input.setInputFiles({ name: '임대차계약서.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 showcase') });
      await expect(done).toHaveCount(before + 1);
      await expect(example.getByRole('status')).toContainText('올렸습니다');
    }
    // Tab on to the first file's 삭제: removing it brings the focus back to the file input
    await input.focus();
    await page.keyboard.press('Tab');
    await expect(active).toHaveText(/^삭제/);
    await page.keyboard.press('Enter');
    await expect(done).toHaveCount(id === 'ex-file-default' ? before : before - 1);
    await expect(input).toBeFocused();
  } else if (route === '/components/layout/popup') {
    await page.keyboard.press('Enter');
    const dialog = page.locator('dialog[open]');
    await expect(dialog).toBeVisible();
    expect(await focusIsIn(dialog), 'focus moves into the popup').toBe(true);
    const opener = example.getByRole('button').first();
    if (id === 'ex-popup-choose') {
      // the first choice, then 고르기: the page says what was chosen
      await page.keyboard.press('Space');
      await page.keyboard.press('Tab');
      await expect(active).toHaveText('고르기');
      await page.keyboard.press('Enter');
      await expect(example.getByRole('status')).toHaveText('고른 방법: 나의 서류에서 고르기');
    } else {
      await page.keyboard.press('Escape');
    }
    await expect(dialog).toHaveCount(0);
    await expect(opener).toBeFocused();
  } else if (route === '/components/research/pagination') {
    if (id === 'ex-pg-links') return;
    const nav = example.getByRole('navigation');
    const current = await nav.locator('[aria-current="page"]').innerText();
    // Tab on to the first page number after the current one and press it
    for (let i = 0; i < 8 && !/^\d+ 페이지$/.test((await active.getAttribute('aria-label')) ?? ''); i++) await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(nav.locator('[aria-current="page"]')).not.toHaveText(current);
  } else if (route === '/components/research/skip') {
    // the skip link shows when focused, and Enter moves focus to its target
    await expect(active).toHaveClass(/skip-link/);
    const box = await active.boundingBox();
    expect(box && box.height > 0 && box.y >= 0, 'the focused skip link is on screen').toBe(true);
    const target = (await active.getAttribute('href'))!;
    await page.keyboard.press('Enter');
    await expect(page.locator(target)).toBeFocused();
  } else if (route === '/components/header') {
    // a section button opens its panel (Enter), Tab goes into it, Escape closes it and focus returns
    const trigger = example.locator('.gnb-trigger').first();
    await expect(trigger).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const panel = example.locator(`#${(await trigger.getAttribute('aria-controls'))!}`);
    await expect(panel).toBeVisible();
    await page.keyboard.press('Tab');
    expect(await focusIsIn(panel), 'Tab goes into the open panel').toBe(true);
    await page.keyboard.press('Escape');
    await expect(panel).toHaveCount(0);
    await expect(trigger).toBeFocused();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    // Space opens the next section, Space again closes it
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await expect(active).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Space');
    await expect(active).toHaveAttribute('aria-expanded', 'false');
  } else if (route === '/components/identity/header') {
    if (id !== 'ex-idh-mobile') return;
    // Tab from the logo to the menu button; Enter opens what it controls, Enter again closes it
    await page.keyboard.press('Tab');
    const button = example.locator('.site-header__menu-btn');
    await expect(button).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(example.locator(`#${(await button.getAttribute('aria-controls'))!}`)).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  } else if (route === '/components/research/side') {
    // Tab on to the fold-out entry and toggle it with Enter
    const toggle = example.locator('.side-nav__toggle');
    for (let i = 0; i < 6 && !(await toggle.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
    await expect(toggle).toBeFocused();
    const before = await toggle.getAttribute('aria-expanded');
    await page.keyboard.press('Enter');
    await expect(toggle).not.toHaveAttribute('aria-expanded', before!);
    await expect(example.locator(`#${(await toggle.getAttribute('aria-controls'))!}`)).toBeVisible({ visible: before === 'false' });
  } else if (route === '/components/research/search') {
    const field = example.locator('input[type="search"]');
    await expect(field).toBeFocused();
    if (id === 'ex-search-default') {
      // empty: the error shows and is tied to the field; typed: Enter searches
      await page.keyboard.press('Enter');
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await page.keyboard.type('전세 보증금');
      await page.keyboard.press('Enter');
      await expect(example.getByRole('status')).toContainText('전세 보증금');
      await expect(field).not.toHaveAttribute('aria-invalid');
    } else {
      await page.keyboard.type('임금');
      await page.keyboard.press('Enter');
      await expect(example.getByRole('alert')).toHaveCount(0);
    }
  }
}

for (const path of showcaseRoutes) {
  test(`${path}: examples by keyboard, code, props, notes; axe at 1280 and 360 px`, async ({ page, errors }) => {
    test.setTimeout(120_000);
    await open(page, path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    // the host's side navigation (guide layout) marks this page
    await expect(page.getByRole('navigation', { name: 'UI 키트 메뉴' }).locator(`a[href="${path}"]`)).toHaveAttribute('aria-current', 'page');
    for (const h of ['예시', '사용법', '속성', '접근성']) await expect(page.getByRole('heading', { level: 2, name: h })).toBeVisible();

    const examples = page.locator('[data-example]');
    const n = await examples.count();
    expect(n).toBeGreaterThan(0);
    let before = page.getByRole('navigation', { name: '이 화면의 차례' }).getByRole('link').last();
    for (let i = 0; i < n; i++) {
      const example = examples.nth(i);
      await test.step(`example ${(await example.getAttribute('data-example'))!}`, async () => {
        const controls = await tabInto(page, example, before);
        if (controls > 0) await operate(page, path, example);
        // its code opens from the keyboard
        const toggle = example.locator('summary');
        await toggle.focus();
        await page.keyboard.press('Enter');
        await expect(example.locator('pre')).toBeVisible();
        await page.keyboard.press('Enter');
        before = toggle;
      });
    }
    await axeAtWidths(page, `uikit${path.replace(/\//g, '-')}`);
    // at 360 px nothing widens the page: what is wider scrolls inside a frame of its own that fits (code, tables, a tab bar)
    await page.setViewportSize({ width: 360, height: 740 });
    // the shell has switched to its phone header (the desktop GNB #gnb unmounts below 992 px) before measuring
    await expect(page.locator('#gnb')).toHaveCount(0);
    const wide = await page.evaluate(() => {
      const fits = (el: Element) => el.getBoundingClientRect().right <= window.innerWidth + 1;
      const inOwnFrame = (el: Element) => {
        for (let a = el.parentElement; a && a.tagName !== 'MAIN'; a = a.parentElement) {
          if (['auto', 'scroll'].includes(getComputedStyle(a).overflowX) && fits(a)) return true;
        }
        return false;
      };
      return [...document.querySelectorAll('main *')]
        .filter((el) => !fits(el) && !inOwnFrame(el))
        .slice(0, 5)
        .map((el) => `${el.tagName.toLowerCase()}.${el.className}`);
    });
    expect(wide, 'wider than 360 px').toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await page.setViewportSize({ width: 1280, height: 900 });
    expect(errors).toEqual([]);
  });
}

test('the /components routes without an entry show the honest /ready page', async ({ page, errors }) => {
  const built = new Set<string>(showcaseRoutes);
  const left = routes.filter((r) => r.path.startsWith('/components/') && !built.has(r.path));
  expect(left.length + built.size).toBe(37);
  for (const r of left.slice(0, 3)) {
    await page.goto(r.path);
    await expect(page.locator('[data-remote="uikit"]')).toHaveAttribute('data-page-built', 'false');
  }
  expect(errors).toEqual([]);
});
