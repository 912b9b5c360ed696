import { chromium } from '@playwright/test';
const [,, url, out, width='1280', login] = process.argv;
const b = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const ctx = await b.newContext({ viewport: { width: +width, height: 900 } });
const p = await ctx.newPage();
if (login) {
  await p.goto('http://localhost:9400/login');
  await p.getByLabel('아이디').fill('sandboxmember'); await p.getByLabel('비밀번호', { exact: true }).fill('Sandbox#2026');
  await p.getByRole('button', { name: '로그인' }).last().click(); await p.waitForTimeout(1500);
}
await p.goto('http://localhost:9400' + url); await p.waitForTimeout(2500);
await p.screenshot({ path: out, fullPage: true });
await b.close();
