// LLM_ADAPTER=openai-compatible against a local server that speaks the chat-completions protocol
// (streamed): a model that cites well, one that invents a sentence and a citation, one that is down.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AiAnswer } from '@portal/contracts';
import { GROUNDING_PROMPT, openAiCompatibleAdapter } from '../src/adapters/llm/openai-compatible';
import { SANDBOX_PASSWORD, seedSandboxAccounts } from '../src/db/seed/sandbox-accounts';
import type { Source } from '../src/modules/ai/sources';
import { Browser, TestClock, createTestApp, passwordLogin } from './helpers';

type Mode = 'good' | 'invented' | 'down';
let mode: Mode = 'good';
let requests = 0;
let lastBody: { model: string; stream: boolean; messages: { role: string; content: string }[] } | null = null;

/** The first sentence of passage [1] of the prompt, as a careful model would quote it. */
const firstSentence = (prompt: string) => {
  const passage = prompt.split(/\n\n(?=\[\d+\] )/)[0]!.split('\n').slice(1).join(' ');
  return (passage.match(/[^.?!]{12,200}[.?!]/) ?? [passage.slice(0, 80)])[0]!.trim();
};

let model: Server;
let baseUrl = '';
const clock = new TestClock();
let t: Awaited<ReturnType<typeof createTestApp>>;
let member: Browser;

beforeAll(async () => {
  model = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      requests++;
      lastBody = JSON.parse(raw);
      if (mode === 'down') {
        res.writeHead(500).end('{"error":"down"}');
        return;
      }
      const prompt = lastBody!.messages.find((m) => m.role === 'user')!.content;
      const quote = firstSentence(prompt);
      const text =
        mode === 'good'
          ? `${quote} [1]\n근거:\n[1] "${quote}"`
          : `${quote} [1]\n집주인은 보증금의 두 배를 물어 주어야 합니다.\n소송하면 반드시 이깁니다. [9]\n근거:\n[1] "${quote}"\n[9] "반드시 이긴다"`;
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      for (const piece of text.match(/[\s\S]{1,7}/g)!) res.write(`data: ${JSON.stringify({ choices: [{ delta: { content: piece } }] })}\n\n`);
      res.end('data: [DONE]\n\n');
    });
  });
  await new Promise<void>((r) => model.listen(0, '127.0.0.1', r));
  baseUrl = `http://127.0.0.1:${(model.address() as AddressInfo).port}/v1`;
  clock.t = new Date('2026-11-25T10:00:00+09:00').getTime();
  t = await createTestApp({ clock: clock.now, notifyIntervalMs: 0, llm: { adapter: 'openai-compatible', baseUrl, model: 'test-model', apiKey: 'k-test', timeoutMs: 3000 } });
  await seedSandboxAccounts(t.database, t.config, clock.now());
  member = new Browser(t.app);
  expect((await passwordLogin(member, 'sandboxmember', SANDBOX_PASSWORD)).json().result).toBe('OK');
});
afterAll(async () => {
  await t?.close();
  await new Promise((r) => model.close(r));
});

const ask = async (question: string) => {
  const res = await member.post('/api/ai/answer', { question }, { headers: { 'idempotency-key': randomBytes(8).toString('hex') } });
  expect(res.statusCode, res.body).toBe(200);
  return AiAnswer.parse(res.json());
};

describe('the OpenAI-compatible adapter', () => {
  it('sends the grounding prompt, the numbered passages and the question, streamed, and keeps a well-cited answer', async () => {
    mode = 'good';
    const a = await ask('전세 계약이 끝났는데 집주인이 보증금을 돌려주지 않아요');
    expect(lastBody).toMatchObject({ model: 'test-model', stream: true });
    expect(lastBody!.messages[0]).toEqual({ role: 'system', content: GROUNDING_PROMPT });
    expect(lastBody!.messages[1]!.content).toMatch(/^\[1\] /);
    expect(lastBody!.messages[1]!.content).toContain('질문: 전세 계약이 끝났는데');
    expect(a).toMatchObject({ sandbox: false, noAnswer: false, notice: null });
    expect(a.citations).toHaveLength(1);
    expect(a.answer).toMatch(/\[1\]$/);
  });

  it('drops what the sources do not support: an uncited sentence and an invented citation, and says so', async () => {
    mode = 'invented';
    const a = await ask('전세 보증금을 못 받았어요');
    expect(a.answer).not.toContain('두 배');
    expect(a.answer).not.toContain('반드시 이깁니다');
    expect(a.citations.map((c) => c.n)).toEqual([1]);
    expect(a.notice).toMatch(/출처로 확인되지 않은 문장 2개/);
  });

  it('retries a failing server, falls back to the sandbox with a notice, and opens the breaker after repeated failures', async () => {
    mode = 'down';
    const sources: Source[] = [{ n: 1, ref: 'r', kind: 'faq', title: '보증금 반환', url: '/x', text: '보증금을 돌려받지 못하면 임차권등기명령을 신청할 수 있습니다.', passage: '보증금을 돌려받지 못하면 임차권등기명령을 신청할 수 있습니다.' }];
    const adapter = openAiCompatibleAdapter({ baseUrl, model: 'm', timeoutMs: 1000, attempts: 3, backoffMs: 5, breakerAfter: 2, breakerMs: 60_000 });
    const before = requests;
    const first = await adapter.draft('보증금을 돌려받지 못하면', sources);
    expect(requests - before).toBe(3);
    expect(first).toMatchObject({ sandbox: true });
    expect(first.notice).toMatch(/샌드박스/);
    expect(first.draft.answer).toContain('[1]');
    await adapter.draft('보증금을 돌려받지 못하면', sources);
    expect(adapter.breakerOpen()).toBe(true);
    const during = requests;
    await adapter.draft('보증금을 돌려받지 못하면', sources);
    expect(requests).toBe(during);
  });

  it('gives up on a server that does not answer in time', async () => {
    const silent = createServer(() => undefined);
    await new Promise<void>((r) => silent.listen(0, '127.0.0.1', r));
    const adapter = openAiCompatibleAdapter({ baseUrl: `http://127.0.0.1:${(silent.address() as AddressInfo).port}/v1`, model: 'm', timeoutMs: 150, attempts: 1 });
    // the server never answers: without the timeout this would wait until the test runner gave up
    const r = await adapter.draft('보증금', [{ n: 1, ref: 'r', kind: 'faq', title: 't', url: '/x', text: '보증금을 돌려받지 못하면 임차권등기명령을 신청할 수 있습니다.', passage: '보증금을 돌려받지 못하면 임차권등기명령을 신청할 수 있습니다.' }]);
    expect(r.sandbox).toBe(true);
    expect(r.notice).toMatch(/샌드박스/);
    silent.closeAllConnections();
    await new Promise((res) => silent.close(res));
  });
});

describe('LLM settings', () => {
  it('names what is missing for the OpenAI-compatible adapter and refuses an unknown adapter', async () => {
    const { loadConfig } = await import('../src/config');
    expect(() => loadConfig({ NODE_ENV: 'test', LLM_ADAPTER: 'openai-compatible' })).toThrow(/LLM_BASE_URL/);
    expect(() => loadConfig({ NODE_ENV: 'test', LLM_ADAPTER: 'gpt' })).toThrow(/LLM_ADAPTER/);
    expect(loadConfig({ NODE_ENV: 'test', LLM_ADAPTER: 'openai-compatible', LLM_BASE_URL: 'http://localhost:11434/v1/', LLM_MODEL: 'qwen' }).llm).toEqual({
      adapter: 'openai-compatible',
      baseUrl: 'http://localhost:11434/v1',
      model: 'qwen',
      apiKey: undefined,
      timeoutMs: 20_000,
    });
  });
});
