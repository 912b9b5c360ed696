import { createHash, createHmac } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { S3Settings } from '../../config';
import { StoreUnavailable, checkKey, type ObjectStore } from './index';

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest();
/** RFC 3986 unreserved characters stay, everything else is %XX (SigV4's UriEncode). */
const uriEncode = (s: string) => encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * AWS Signature Version 4 headers of one request (S3 flavour: the path is encoded once, the
 * payload hash is sent as x-amz-content-sha256). Exported for the test against AWS's example.
 */
export function signV4(o: {
  method: string;
  url: URL;
  headers: Record<string, string>;
  payloadHash: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  now: Date;
}): Record<string, string> {
  const amzDate = o.now.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
  const day = amzDate.slice(0, 8);
  const headers: Record<string, string> = { ...o.headers, host: o.url.host, 'x-amz-content-sha256': o.payloadHash, 'x-amz-date': amzDate };
  const names = Object.keys(headers)
    .map((k) => k.toLowerCase())
    .sort();
  const lower = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v.trim().replace(/\s+/g, ' ')]));
  const query = [...o.url.searchParams]
    .map(([k, v]) => [uriEncode(k), uriEncode(v)])
    .sort(([a, x], [b, y]) => (a === b ? (x! < y! ? -1 : 1) : a! < b! ? -1 : 1))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const canonical = [o.method, o.url.pathname, query, ...names.map((n) => `${n}:${lower[n]}`), '', names.join(';'), o.payloadHash].join('\n');
  const scope = `${day}/${o.region}/s3/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonical)].join('\n');
  const key = hmac(hmac(hmac(hmac(`AWS4${o.secretAccessKey}`, day), o.region), 's3'), 'aws4_request');
  const signature = createHmac('sha256', key).update(toSign).digest('hex');
  return { ...headers, authorization: `AWS4-HMAC-SHA256 Credential=${o.accessKeyId}/${scope}, SignedHeaders=${names.join(';')}, Signature=${signature}` };
}

/** A listed key this portal could have written (plain path segments); anything else in the bucket is not ours. */
function ours(key: string): string | null {
  try {
    return checkKey(key);
  } catch {
    return null;
  }
}

/** Requests that may be sent twice with the same effect (object GET, HEAD, PUT, DELETE; the listing). */
const IDEMPOTENT = new Set(['GET', 'HEAD', 'PUT', 'DELETE']);

/**
 * Is a failed attempt tried once more? Only an idempotent request, and only for a failure that a
 * second attempt may not meet: a network error (not our own timeout: the caller waited long
 * enough) or a 5xx (503 SlowDown included; not 501). A 4xx is the request's own fault.
 */
export function retried(method: string, failure: { status: number } | { error: Error }): boolean {
  if (!IDEMPOTENT.has(method)) return false;
  if ('error' in failure) return failure.error.name !== 'TimeoutError';
  return failure.status >= 500 && failure.status !== 501;
}

/**
 * A small S3 client over Node's fetch (PUT, streaming GET, HEAD, DELETE, the listing for a key
 * rotation; path-style URLs, so SeaweedFS and other S3-compatible stores work without DNS per
 * bucket). No SDK: five calls do not need one. Temporary credentials send their session token
 * (x-amz-security-token, signed); an idempotent request is tried once more after a network error
 * or a 5xx.
 */
export class S3ObjectStore implements ObjectStore {
  readonly kind = 's3' as const;
  constructor(private readonly s: S3Settings) {}

  private url(key: string) {
    return new URL(`${this.s.endpoint}/${uriEncode(this.s.bucket)}/${checkKey(key).split('/').map(uriEncode).join('/')}`);
  }

  private async call(
    method: string,
    key: string | URL,
    o: { headers?: Record<string, string>; body?: () => Buffer | Readable; payloadHash?: string; timeoutMs?: number } = {},
  ): Promise<Response> {
    const url = typeof key === 'string' ? this.url(key) : key;
    for (let attempt = 1; ; attempt++) {
      let res: Response;
      try {
        res = await this.send(method, url, o);
      } catch (error) {
        if (attempt === 1 && retried(method, { error: error as Error })) {
          await sleep(100 + Math.random() * 100);
          continue;
        }
        throw new StoreUnavailable(`S3 ${method} failed: ${(error as Error).name}`);
      }
      if (attempt === 1 && retried(method, { status: res.status })) {
        await res.body?.cancel().catch(() => undefined);
        await sleep(100 + Math.random() * 100);
        continue;
      }
      return res;
    }
  }

  /** One signed attempt (a fresh body and date each time). */
  private send(method: string, url: URL, o: { headers?: Record<string, string>; body?: () => Buffer | Readable; payloadHash?: string; timeoutMs?: number }) {
    const headers = signV4({
      method,
      url,
      headers: { ...o.headers, ...(this.s.sessionToken ? { 'x-amz-security-token': this.s.sessionToken } : {}) },
      payloadHash: o.payloadHash ?? sha256(''),
      region: this.s.region,
      accessKeyId: this.s.accessKeyId,
      secretAccessKey: this.s.secretAccessKey,
      now: new Date(),
    });
    delete headers.host; // fetch sets it from the URL (the same value)
    const body = o.body?.();
    return fetch(url, {
      method,
      headers,
      body: body as RequestInit['body'],
      ...(body instanceof Readable ? { duplex: 'half' } : {}),
      ...(o.timeoutMs === 0 ? {} : { signal: AbortSignal.timeout(o.timeoutMs ?? 30_000) }),
      redirect: 'error',
    } as RequestInit);
  }

  private async fail(method: string, res: Response): Promise<never> {
    // the XML error code only (it names no file content); the body is drained either way
    const text = await res.text().catch(() => '');
    const code = /<Code>([^<]{1,64})<\/Code>/.exec(text)?.[1] ?? '';
    throw new StoreUnavailable(`S3 ${method} answered ${res.status} ${code}`.trim());
  }

  async size(key: string): Promise<number | null> {
    const res = await this.call('HEAD', key, { timeoutMs: 10_000 });
    if (res.status === 404) return null;
    if (!res.ok) return this.fail('HEAD', res);
    return Number(res.headers.get('content-length'));
  }

  async read(key: string, range?: { start: number; end: number }): Promise<Readable> {
    // no overall timeout: a slow reader may take long to download (undici's header and body timeouts apply)
    const res = await this.call('GET', key, { headers: range ? { range: `bytes=${range.start}-${range.end}` } : {}, timeoutMs: 0 });
    if (!res.ok || !res.body) return this.fail('GET', res);
    if (range && res.status !== 206) {
      await res.body.cancel();
      throw new StoreUnavailable('S3 GET ignored the Range header');
    }
    return Readable.fromWeb(res.body as unknown as WebReadableStream);
  }

  async put(key: string, data: Buffer): Promise<void> {
    const res = await this.call('PUT', key, { body: () => data, payloadHash: sha256(data), headers: { 'content-length': String(data.length) } });
    if (!res.ok) return this.fail('PUT', res);
    await res.body?.cancel();
  }

  async putFile(key: string, tmpPath: string): Promise<void> {
    const { size } = await stat(tmpPath);
    const res = await this.call('PUT', key, {
      body: () => createReadStream(tmpPath),
      // the content is already encrypted and authenticated (GCM); TLS to the store covers transport
      payloadHash: 'UNSIGNED-PAYLOAD',
      headers: { 'content-length': String(size) },
      timeoutMs: 120_000,
    });
    if (!res.ok) return this.fail('PUT', res);
    await res.body?.cancel();
    await rm(tmpPath, { force: true });
  }

  async remove(key: string): Promise<void> {
    const res = await this.call('DELETE', key, { timeoutMs: 10_000 });
    if (!res.ok && res.status !== 404) return this.fail('DELETE', res);
    await res.body?.cancel();
  }

  /** Every key of the bucket (ListObjectsV2, a page of up to 1000 at a time): the key rotation walks them. */
  async *keys(): AsyncGenerator<string> {
    let token: string | undefined;
    do {
      const url = new URL(`${this.s.endpoint}/${uriEncode(this.s.bucket)}`);
      url.search = `list-type=2${token ? `&continuation-token=${uriEncode(token)}` : ''}`;
      const res = await this.call('GET', url, { timeoutMs: 30_000 });
      if (!res.ok) return this.fail('LIST', res);
      const xml = await res.text();
      for (const [, raw] of xml.matchAll(/<Key>([^<]*)<\/Key>/g)) {
        const key = ours(raw!);
        if (key) yield key;
      }
      const next = /<IsTruncated>true<\/IsTruncated>/.test(xml) ? /<NextContinuationToken>([^<]+)<\/NextContinuationToken>/.exec(xml)?.[1] : undefined;
      token = next?.replace(/&(amp|lt|gt|quot|apos);/g, (_, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" })[e]!);
    } while (token);
  }
}
