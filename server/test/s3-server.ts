// An S3-compatible server for the storage tests (s3rver: no S3 server binary is installable here). It knows
// its fixed access key but does not check SigV4 signatures: file-storage.test.ts checks the signer
// against AWS's published example, and faultyS3 below recomputes each signature passing through it.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { signV4 } from '../src/adapters/storage/s3';
import type { S3Settings } from '../src/config';

export async function startS3(bucket = 'portal-test'): Promise<{ settings: S3Settings; directory: string; close: () => Promise<void> }> {
  const directory = mkdtempSync(path.join(tmpdir(), 'portal-s3rver-'));
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  return {
    settings: { endpoint: `http://127.0.0.1:${port}`, bucket, region: 'us-east-1', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    directory,
    close: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** What the proxy can do to the next request instead of passing it on. */
type Fault = 'reset' | 403 | 500 | 503;
type SeenRequest = { method: string; url: string; headers: IncomingHttpHeaders; signatureOk: boolean; fault?: Fault };

/** Does the request's SigV4 signature match its signed headers (recomputed with the known secret)? */
function signatureMatches(method: string, url: string, headers: IncomingHttpHeaders, s: S3Settings): boolean {
  const m = /^AWS4-HMAC-SHA256 Credential=([^/]+)\/[^,]+, SignedHeaders=([^,]+), Signature=/.exec(String(headers.authorization ?? ''));
  const amzDate = String(headers['x-amz-date'] ?? '');
  if (!m || !/^\d{8}T\d{6}Z$/.test(amzDate)) return false;
  const signed = m[2]!.split(';').filter((n) => !['host', 'x-amz-date', 'x-amz-content-sha256'].includes(n));
  const again = signV4({
    method,
    url: new URL(`http://${headers.host}${url}`),
    headers: Object.fromEntries(signed.map((n) => [n, String(headers[n] ?? '')])),
    payloadHash: String(headers['x-amz-content-sha256'] ?? ''),
    region: s.region,
    accessKeyId: m[1]!,
    secretAccessKey: s.secretAccessKey,
    now: new Date(amzDate.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z')),
  });
  return again.authorization === headers.authorization;
}

/**
 * A proxy in front of the test server that records every request (and checks its signature, which
 * s3rver does not) and fails the next ones on demand: `fail(503)` answers 503 SlowDown once,
 * `fail('reset')` closes the connection without an answer.
 */
export async function faultyS3(target: S3Settings): Promise<{ settings: S3Settings; requests: SeenRequest[]; fail: (...faults: Fault[]) => void; close: () => Promise<void> }> {
  const requests: SeenRequest[] = [];
  const faults: Fault[] = [];
  const server = createServer((req, res) => {
    const fault = faults.shift();
    requests.push({ method: req.method!, url: req.url!, headers: req.headers, signatureOk: signatureMatches(req.method!, req.url!, req.headers, target), ...(fault ? { fault } : {}) });
    if (fault === 'reset') return req.socket.destroy();
    if (fault) {
      req.resume();
      req.on('end', () => {
        const code = fault === 503 ? 'SlowDown' : fault === 403 ? 'AccessDenied' : 'InternalError';
        res.writeHead(fault, { 'content-type': 'application/xml' }).end(`<?xml version="1.0"?><Error><Code>${code}</Code></Error>`);
      });
      return;
    }
    const upstream = request(`${target.endpoint}${req.url}`, { method: req.method, headers: req.headers }, (up) => {
      res.writeHead(up.statusCode!, up.headers);
      up.pipe(res);
    });
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    settings: { ...target, endpoint: `http://127.0.0.1:${port}` },
    requests,
    fail: (...f) => faults.push(...f),
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
