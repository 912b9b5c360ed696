import type { APIRequestContext, PlaywrightWorkerArgs } from '@playwright/test';
import { expect } from './fixtures';
export { axeAtWidths } from './member-helpers';
import { staffLogin } from './cyber-helpers';
import { post } from './fixtures';
// @ts-expect-error plain ESM helper without types
import { baseURL } from '../paths.mjs';

// Helpers of the customer-centre browser tests (boards and Q&A).

/** The content editor of the sandbox (CONTENT_EDITOR role: notices, FAQ, Q&A answers). */
export const EDITOR = 'sandboxeditor';

/** A request context signed in as the content editor (a staff session). */
export async function editorContext(playwright: PlaywrightWorkerArgs['playwright']): Promise<APIRequestContext> {
  const editor = await playwright.request.newContext({ baseURL });
  await staffLogin(editor, EDITOR);
  return editor;
}

/** POST /api/staff/center/ntc as the editor; returns the stored notice. */
export async function createNotice(editor: APIRequestContext, body: { title: string; bodyHtml: string; category?: string; pinned?: boolean; fileIds?: string[] }) {
  const r = await post(editor, '/api/staff/center/ntc', { category: '안내', pinned: false, visible: true, fileIds: [], ...body });
  expect(r.status(), await r.text()).toBe(201);
  return (await r.json()) as { nttId: string; title: string; bodyHtml: string; attachments: { fileId: string; name: string; url: string }[] };
}

