// A tiny clamd for the scanner tests (ClamAV is not installable here): the INSTREAM protocol, and
// EICAR as its one signature.
import { createServer, type Server } from 'node:net';
import { EICAR } from '../src/adapters/scan/sandbox';

/** A tiny clamd: speaks INSTREAM, reports EICAR as Eicar-Test-Signature, or answers `reply` when set. */
export function fakeClamd(opts: { reply?: string } = {}): Promise<{ server: Server; port: number; received: Buffer[] }> {
  const received: Buffer[] = [];
  const server = createServer((socket) => {
    let buf = Buffer.alloc(0);
    let command = false;
    const body: Buffer[] = [];
    socket.on('data', (d: Buffer) => {
      buf = Buffer.concat([buf, d]);
      if (!command) {
        const end = buf.indexOf(0);
        if (end < 0) return;
        if (buf.subarray(0, end).toString() !== 'zINSTREAM') return socket.end('UNKNOWN COMMAND\0');
        command = true;
        buf = buf.subarray(end + 1);
      }
      while (buf.length >= 4) {
        const len = buf.readUInt32BE(0);
        if (len === 0) {
          const all = Buffer.concat(body);
          received.push(all);
          socket.end(opts.reply ?? (all.includes(EICAR) ? 'stream: Eicar-Test-Signature FOUND\0' : 'stream: OK\0'));
          return;
        }
        if (buf.length < 4 + len) return;
        body.push(buf.subarray(4, 4 + len));
        buf = buf.subarray(4 + len);
      }
    });
    socket.on('error', () => undefined);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ server, port: (server.address() as { port: number }).port, received })));
}
