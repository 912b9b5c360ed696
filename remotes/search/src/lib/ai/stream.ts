// The streamed answer (issue 19): POST /api/ai/answer with Accept: text/event-stream through the
// shared client (its XSRF header, session timer and error answers), with a fetch that hands each
// `event: delta` to the page while the client reads the body. A stream that breaks off is asked
// again as JSON with the same Idempotency-Key: the server answers the turn it already made.
import type { AiAnswer } from '@portal/contracts/client';
import { aiAnswer as descriptor } from '@portal/contracts/calls';
import { createHttpClient, isHttpError } from '@portal/http';
import { aiAnswer } from '../../api/aiAnswer';

interface ServerEvent {
  event: string;
  data: string;
}

/** The complete events of `text` (blocks ended by a blank line) and what is left of an unfinished one. */
export function readEvents(text: string): { events: ServerEvent[]; rest: string } {
  const blocks = text.replace(/\r\n/g, '\n').split('\n\n');
  const rest = blocks.pop() ?? '';
  const events = blocks
    .filter((b) => b.trim())
    .map((block) => {
      let event = 'message';
      const data: string[] = [];
      for (const line of block.split('\n')) {
        if (line.startsWith('event:')) event = line.slice(6).trim();
        else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
      }
      return { event, data: data.join('\n') };
    });
  return { events, rest };
}

/** A fetch whose answer body passes through unchanged while its events are read as they come. */
function watchingFetch(onEvent: (e: ServerEvent) => void): typeof fetch {
  return async (input, init) => {
    const res = await fetch(input, init);
    if (!res.body || !/text\/event-stream/.test(res.headers.get('content-type') ?? '')) return res;
    const decoder = new TextDecoder();
    let pending = '';
    const watch = new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        pending += decoder.decode(chunk, { stream: true });
        const { events, rest } = readEvents(pending);
        pending = rest;
        events.forEach(onEvent);
        controller.enqueue(chunk);
      },
    });
    return new Response(res.body.pipeThrough(watch), { status: res.status, statusText: res.statusText, headers: res.headers });
  };
}

/** What one question sends: the words and, for a follow-up, the conversation. */
export interface AiAsk {
  question: string;
  conversationId?: string;
}

const isAnswer = (v: unknown): v is AiAnswer => typeof v === 'object' && v !== null && 'messageId' in v && 'answer' in v;

/** Asks `body` with `key`; `onText` gets the answer so far as it streams in. Refusals throw the client's HttpError. */
export async function askStreaming(body: AiAsk, key: string, onText: (soFar: string) => void): Promise<AiAnswer> {
  let soFar = '';
  let done: AiAnswer | null = null;
  const client = createHttpClient(undefined, {
    fetch: watchingFetch((e) => {
      if (e.event === 'delta') {
        soFar += (JSON.parse(e.data) as { text: string }).text;
        onText(soFar);
      } else if (e.event === 'done') done = JSON.parse(e.data) as AiAnswer;
    }),
  });
  try {
    const res = await client.post<unknown>(descriptor.path, body, { headers: { 'Idempotency-Key': key, Accept: 'text/event-stream' }, showLoading: false });
    if (isAnswer(res.data)) return res.data;
    if (done) return done;
    // the stream ended without its last event: fall through to the JSON answer
  } catch (error) {
    if (isHttpError(error) && error.response) throw error;
    // no answer at all (the connection dropped mid-stream): the JSON answer of the same key
  }
  return aiAnswer.run(null, { body, idempotencyKey: key });
}
