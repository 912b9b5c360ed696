import { connect } from 'node:net';
import { ScannerUnavailable, type Scanner, type ScanResult } from './index';

const CHUNK = 64 * 1024;

/**
 * clamd's INSTREAM command over TCP: `zINSTREAM\0`, then chunks (4-byte big-endian length + bytes),
 * then a zero length; clamd answers `stream: OK\0`, `stream: <signature> FOUND\0` or
 * `… ERROR\0` (e.g. "INSTREAM size limit exceeded": clamd's StreamMaxLength must be above 10 MB).
 */
export class ClamdScanner implements Scanner {
  readonly name = 'clamav' as const;
  readonly sandbox = false;
  constructor(
    private readonly host: string,
    private readonly port: number,
    private readonly timeoutMs = 30_000,
  ) {}

  scan(data: Buffer): Promise<ScanResult> {
    return new Promise((resolve, reject) => {
      const replies: Buffer[] = [];
      let settled = false;
      const fail = (why: string) => {
        if (settled) return;
        settled = true;
        socket.destroy();
        reject(new ScannerUnavailable(`clamd ${why}`));
      };
      const socket = connect({ host: this.host, port: this.port });
      socket.setTimeout(this.timeoutMs, () => fail('timed out'));
      socket.on('error', (e: NodeJS.ErrnoException) => fail(`unreachable (${e.code ?? e.name})`));
      socket.on('data', (d: Buffer) => replies.push(d));
      socket.on('connect', () => {
        socket.write('zINSTREAM\0');
        for (let o = 0; o < data.length; o += CHUNK) {
          const part = data.subarray(o, o + CHUNK);
          const len = Buffer.alloc(4);
          len.writeUInt32BE(part.length);
          socket.write(len);
          socket.write(part);
        }
        socket.end(Buffer.alloc(4));
      });
      socket.on('close', () => {
        if (settled) return;
        const reply = Buffer.concat(replies).toString('utf8').replace(/\0+$/, '').trim();
        const m = /^(?:stream|\d+): (.+) (OK|FOUND|ERROR)$/.exec(reply) ?? /^(?:stream|\d+): ()(OK)$/.exec(reply);
        if (!m) return fail(`answered something unexpected (${reply.length} bytes)`);
        if (m[2] === 'OK') {
          settled = true;
          return resolve({ clean: true });
        }
        if (m[2] === 'FOUND') {
          settled = true;
          return resolve({ clean: false, signature: m[1]!.slice(0, 100) });
        }
        fail('answered ERROR');
      });
    });
  }
}
