import { expect, signIn, test } from './fixtures';

test('the sandbox sign-in makes the login status call report the sandbox citizen', async ({ page, context }) => {
  const { memberName } = await signIn(context);
  const status = await (await page.request.get('/api/login/status')).json();
  expect(status.authenticated).toBe(true);
  expect(status.memberName).toBe(memberName);
});
