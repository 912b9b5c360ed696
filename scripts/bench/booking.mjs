// Section "booking": consultation booking (POST /api/dscsn/rsvt) under contention on PostgreSQL,
// against the built server over real HTTP. People and their sessions are written straight into the
// bench's own fresh database (one person per booking, so the one-a-day rule never interferes).
//   burst:     200 people at once on one slot of capacity 3, five times (the worst case)
//   sustained: 32 clients for 8 s, each request a new person, on 3 offices × 16 times × 10 days
// Prints figures only; it never asserts timings.
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { root } from '../lib/tools.mjs';
import { int, ms, percentile } from './report.mjs';
import { startServer, withFreshPg } from './server.mjs';

const BURST_PEOPLE = 200;
const BURSTS = 5;
const CLIENTS = 32;
const DURATION_S = 8;
const PEOPLE = BURST_PEOPLE * BURSTS + 12_000;
const OFFICES = ['KLAC-SEOUL-CENTRAL', 'KLAC-BUSAN', 'KLAC-DAEGU']; // VISIT: 3 places per slot
const TIMES = ['09:00', '09:30', '10:00', '10:30', '11:00', '11:30', '13:00', '13:30', '14:00', '14:30', '15:00', '15:30', '16:00', '16:30', '17:00', '17:30'];
const pg = () => createRequire(path.join(root, 'server', 'package.json'))('pg');

/** PEOPLE members with a live session each; the raw cookie token of person i is bench-<run>-<i>. */
async function makePeople(url, run) {
  const c = new (pg().Client)({ connectionString: url });
  await c.connect();
  try {
    await c.query(
      `INSERT INTO members (login_id, member_name, mbr_type_cd, person_key, mobile_no, created_at)
       SELECT 'bench' || $1 || i, '홍길동', '01', 'bench-' || $1 || '-' || i, '010' || lpad((10000000 + i)::text, 8, '0'), now()
       FROM generate_series(1, $2) AS i`,
      [run, PEOPLE],
    );
    await c.query(
      `INSERT INTO sessions (token_hash, member_id, login_at, expires_at, absolute_expires_at)
       SELECT encode(sha256(('bench-' || $1 || '-' || substr(m.login_id, length('bench' || $1) + 1))::bytea), 'hex'),
              m.id, now(), now() + interval '2 hours', now() + interval '2 hours'
       FROM members m WHERE m.login_id LIKE 'bench' || $1 || '%'`,
      [run],
    );
    const { rows } = await c.query(`SELECT count(*)::int AS n FROM dscsn_reservations`);
    return rows[0].n;
  } finally {
    await c.end();
  }
}

/** Weekdays from tomorrow that are not holidays, as the calendar call says. */
async function bookableDates(base) {
  const cal = await (await fetch(`${base}/api/dscsn/calendar?officeId=${OFFICES[0]}&method=VISIT`)).json();
  return cal.days.filter((d) => d.bookable).map((d) => d.date);
}

function booker(base, run) {
  const xsrf = randomBytes(32).toString('base64url');
  let next = 0;
  return async (officeId, date, time) => {
    const i = ++next;
    const t0 = performance.now();
    const res = await fetch(`${base}/api/dscsn/rsvt`, {
      method: 'POST',
      headers: {
        cookie: `XSRF-TOKEN=${xsrf}; PORTAL_SESSION=bench-${run}-${i}`,
        'x-xsrf-token': xsrf,
        'content-type': 'application/json',
        'idempotency-key': `bench-${run}-${i}`,
      },
      body: JSON.stringify({
        officeId,
        method: 'VISIT',
        date,
        time,
        applicant: { name: '홍길동', mobileNo: '010-1234-5678', email: '' },
        field: 'LEASE',
        summary: '전세 보증금을 돌려받지 못해 상담을 받고 싶습니다.',
        consent: true,
      }),
    });
    const body = await res.json();
    const t = performance.now() - t0;
    if (res.status === 409 && body.code !== 'SLOT_FULL') throw new Error(`409 ${body.code}: ${body.message}`);
    return { status: res.status, ms: t };
  };
}

function summarise(label, results, seconds) {
  const all = results.map((r) => r.ms).sort((a, b) => a - b);
  const ok = results.filter((r) => r.status === 201).map((r) => r.ms).sort((a, b) => a - b);
  const full = results.filter((r) => r.status === 409).length;
  const errors = results.filter((r) => r.status >= 500 || (r.status !== 201 && r.status !== 409)).length;
  return {
    label,
    requests: results.length,
    booked: ok.length,
    full,
    errors,
    seconds,
    requestsPerSecond: results.length / seconds,
    bookingsPerSecond: ok.length / seconds,
    p50: percentile(all, 0.5),
    p99: percentile(all, 0.99),
    bookedP50: percentile(ok, 0.5),
    bookedP99: percentile(ok, 0.99),
  };
}

export async function benchBooking() {
  const problems = [];
  let burst = null;
  let sustained = null;
  await withFreshPg(async (url) => {
    process.stdout.write('  PostgreSQL: starting server … ');
    const server = await startServer({ env: { DATABASE_URL: url, DB_POOL_SIZE: '10' }, label: 'booking server' });
    process.stdout.write(`up in ${(server.startupMs / 1000).toFixed(1)} s\n`);
    try {
      const run = randomBytes(3).toString('hex');
      await makePeople(url, run);
      const dates = await bookableDates(server.url);
      if (dates.length < 10) throw new Error(`only ${dates.length} bookable dates`);
      const book = booker(server.url, run);

      process.stdout.write(`  burst: ${BURSTS} × ${BURST_PEOPLE} people at once on one slot of capacity 3 … `);
      const burstResults = [];
      const tb = performance.now();
      for (let k = 0; k < BURSTS; k++) {
        const rs = await Promise.all(Array.from({ length: BURST_PEOPLE }, () => book(OFFICES[k % OFFICES.length], dates[9], TIMES[k])));
        const okCount = rs.filter((r) => r.status === 201).length;
        if (okCount !== 3) problems.push(`burst ${k + 1}: ${okCount} bookings in a slot of 3`);
        burstResults.push(...rs);
      }
      burst = summarise('burst (200 at once → 1 slot of 3)', burstResults, (performance.now() - tb) / 1000);
      process.stdout.write(`${burst.booked} booked, ${burst.full} full, p99 ${burst.p99.toFixed(0)} ms\n`);

      process.stdout.write(`  sustained: ${CLIENTS} clients for ${DURATION_S} s on ${OFFICES.length * TIMES.length * 9} slots … `);
      const results = [];
      const end = performance.now() + DURATION_S * 1000;
      const t0 = performance.now();
      let failed = null;
      await Promise.all(
        Array.from({ length: CLIENTS }, async () => {
          while (performance.now() < end && !failed) {
            const office = OFFICES[Math.floor(Math.random() * OFFICES.length)];
            const date = dates[Math.floor(Math.random() * 9)];
            const time = TIMES[Math.floor(Math.random() * TIMES.length)];
            try {
              results.push(await book(office, date, time));
            } catch (error) {
              failed = error;
            }
          }
        }),
      );
      if (failed) throw failed;
      sustained = summarise(`sustained (${CLIENTS} clients, ${OFFICES.length * TIMES.length * 9} slots of 3)`, results, (performance.now() - t0) / 1000);
      process.stdout.write(`${sustained.bookingsPerSecond.toFixed(0)} bookings/s, ${sustained.requestsPerSecond.toFixed(0)} requests/s, p99 ${sustained.p99.toFixed(0)} ms\n`);

      // what the database says afterwards: never more bookings in a slot than its places
      const c = new (pg().Client)({ connectionString: url });
      await c.connect();
      try {
        const over = await c.query(`SELECT count(*)::int AS n FROM dscsn_slots WHERE booked > capacity`);
        const mismatch = await c.query(
          `SELECT count(*)::int AS n FROM dscsn_slots s WHERE s.booked <> (SELECT count(*) FROM dscsn_reservations r
             WHERE r.office_id = s.office_id AND r.method = s.method AND r.slot_date = s.slot_date AND r.slot_time = s.slot_time AND r.status IN ('BOOKED','DONE'))`,
        );
        if (over.rows[0].n) problems.push(`${over.rows[0].n} slots over capacity`);
        if (mismatch.rows[0].n) problems.push(`${mismatch.rows[0].n} slot counters disagree with the reservations`);
      } finally {
        await c.end();
      }
    } finally {
      await server.stop();
    }
  }).catch((error) => problems.push(`PostgreSQL: ${error.message}`));

  const runs = [burst, sustained].filter(Boolean);
  for (const r of runs) if (r.errors) problems.push(`${r.label}: ${r.errors} answers other than 201/409`);
  const result = {
    title: 'Booking: POST /api/dscsn/rsvt under contention (PostgreSQL)',
    tables: [
      {
        head: ['scenario', 'requests', 'booked (201)', 'full (409 마감)', 'errors', 'requests/s', 'bookings/s', 'p50', 'p99', 'p50 booked', 'p99 booked'],
        rows: runs.map((r) => [r.label, int(r.requests), int(r.booked), int(r.full), int(r.errors), r.requestsPerSecond.toFixed(0), r.bookingsPerSecond.toFixed(1), ms(r.p50), ms(r.p99), ms(r.bookedP50), ms(r.bookedP99)]),
      },
    ],
    notes: [
      `Built server (NODE_ENV=production, DB_POOL_SIZE=10) on a fresh PostgreSQL database, client on the same machine over HTTP. Each request is a different person with its own session and Idempotency-Key; a booking is one transaction: key claim, conditional slot UPDATE (booked < capacity), reservation insert, ticket counter, outbox row.`,
      `burst: ${BURSTS} rounds of ${BURST_PEOPLE} simultaneous requests on one slot of capacity 3 (requests/s counts the whole round). sustained: ${CLIENTS} clients for ${DURATION_S} s on ${OFFICES.length} offices × ${TIMES.length} times × 9 days (3 places each); as slots fill, more answers are 409 마감.`,
      ...problems,
    ],
    data: { burst, sustained },
  };
  if (problems.length) result.failure = new Error(problems.join('; '));
  return result;
}
