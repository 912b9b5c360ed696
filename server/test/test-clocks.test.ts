// A test runs the app on a test clock (issue 30: CI went red the day the real date passed a fixed
// test date). Two clocks must never stand in for it: the database's (SQL now(), CURRENT_DATE …: on
// PostgreSQL it is the server's real time, on PGlite the process's) and the machine's (Date.now(),
// new Date()) in a test that has a test clock. This reads every test file's syntax tree (comments,
// regular expressions and names like clock.now() are not calls of those clocks) and fails on either,
// except the allowed places below, each with its reason.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const repo = path.resolve(import.meta.dirname, '..', '..');
const SELF = 'server/test/test-clocks.test.ts';

/** Where the clocks may meet, on purpose: file, a piece of the line, and why. */
const ALLOWED: { file: string; line: string; why: string }[] = [
  {
    file: 'e2e/tests/dscsn-helpers.ts',
    line: 'realNow = new Date()',
    why: "the e2e server's test clock only moves forward from real time (POST /api/test/clock), so the booking day is chosen after the real date",
  },
  {
    file: 'server/test/helpers.ts',
    line: 't = Date.now();',
    why: "TestClock's starting value (it is the test clock): createSandboxApp sets it to the suite's date before the app starts",
  },
  {
    file: 'server/test/helpers.ts',
    line: 'PORTAL_TEST_TEMPLATE_DAY !== kstDate(new Date())',
    why: 'whether the seed would load other statute versions than the template has: the seed reads the machine\'s day (test/global-setup.ts), so the machine\'s day is the one to compare, never the app\'s test clock',
  },
];

/** SQL that reads the database's clock. */
const SQL_CLOCK = /(?<![\w.$])(?:now\s*\(\s*\)|current_date\b|current_timestamp\b|current_time\b|localtimestamp\b|localtime\b|(?:transaction|statement|clock)_timestamp\s*\()/i;

interface Finding {
  file: string;
  line: number;
  text: string;
  problem: string;
}

/** The clock mixes of one source file. */
function clockMixes(file: string, source: string): Finding[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const lines = source.split('\n');
  const found: Finding[] = [];
  const at = (node: ts.Node, problem: string) => {
    const line = sf.getLineAndCharacterOfPosition(node.getStart(sf)).line;
    found.push({ file, line: line + 1, text: lines[line]!.trim(), problem });
  };
  let testClock = false;
  const machine: ts.Node[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node)) {
      if (SQL_CLOCK.test(node.text)) at(node, "SQL reads the database's clock: pass the test clock's time as a parameter");
      if (node.text.includes('/api/test/clock')) testClock = true;
    }
    if (ts.isNewExpression(node) && ts.isIdentifier(node.expression)) {
      if (node.expression.text === 'TestClock') testClock = true;
      if (node.expression.text === 'Date' && !node.arguments?.length) machine.push(node);
    }
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      if (ts.isIdentifier(callee) && callee.text === 'setServerNow') testClock = true;
      if (ts.isPropertyAccessExpression(callee) && ts.isIdentifier(callee.expression) && callee.expression.text === 'Date' && callee.name.text === 'now') machine.push(node);
    }
    // createTestApp({ clock: … }) / buildApp(db, { clock }) hand the app a clock of the test's own
    if ((ts.isPropertyAssignment(node) || ts.isShorthandPropertyAssignment(node)) && ts.isIdentifier(node.name) && node.name.text === 'clock') testClock = true;
    ts.forEachChild(node, visit);
  };
  visit(sf);
  if (testClock) for (const n of machine) at(n, "the machine's clock in a test that runs the app on a test clock: use the test clock (clock.now(), t.app.now())");
  return found;
}

function testFiles(): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const e of readdirSync(path.join(repo, dir), { withFileTypes: true })) {
      const rel = `${dir}/${e.name}`;
      if (e.isDirectory()) {
        if (e.name !== 'node_modules' && e.name !== 'fixtures') walk(rel);
      } else if (/\.(ts|tsx|mts)$/.test(e.name) && !e.name.endsWith('.d.ts')) out.push(rel);
    }
  };
  const dirs = ['server/test', 'e2e/tests', 'host/test', 'scripts/test'];
  for (const area of ['shared', 'remotes']) {
    for (const pkg of readdirSync(path.join(repo, area), { withFileTypes: true })) {
      if (pkg.isDirectory() && readdirSync(path.join(repo, area, pkg.name)).includes('test')) dirs.push(`${area}/${pkg.name}/test`);
    }
  }
  for (const d of dirs) walk(d);
  return out.filter((f) => f !== SELF).sort();
}

describe('tests keep to one clock', () => {
  it('finds no SQL now() and no machine clock beside a test clock, outside the allowed places', () => {
    const files = testFiles();
    expect(files.length).toBeGreaterThan(100);
    const findings = files.flatMap((f) => clockMixes(f, readFileSync(path.join(repo, f), 'utf8')));
    const allowed = (x: Finding) => ALLOWED.some((a) => a.file === x.file && x.text.includes(a.line));
    expect(findings.filter((x) => !allowed(x)).map((x) => `${x.file}:${x.line}: ${x.problem}\n    ${x.text}`)).toEqual([]);
    // an exception nobody needs any more goes
    const unused = ALLOWED.filter((a) => !findings.some((x) => a.file === x.file && x.text.includes(a.line)));
    expect(unused.map((a) => `${a.file}: ${a.line}`)).toEqual([]);
  });

  it('flags what mixes the clocks and nothing else', () => {
    const problems = (src: string) => clockMixes('x.test.ts', src).map((f) => f.text);
    // the database's clock in SQL, however written
    expect(problems("await db.execute(sql`UPDATE t SET at = now() - interval '1 day'`);")).toHaveLength(1);
    expect(problems("await c.query('SELECT * FROM t WHERE d = CURRENT_DATE');")).toHaveLength(1);
    expect(problems('const q = `DELETE FROM t WHERE at < clock_timestamp()`;')).toHaveLength(1);
    expect(problems('await db.execute(sql`SELECT ${a}, NOW( ) FROM t`);')).toHaveLength(1);
    // the app's clock, other clocks, names, comments and patterns are fine
    for (const fine of [
      'const clock = new TestClock(); clock.now(); t.app.now(); performance.now();',
      'await db.execute(sql`UPDATE t SET at = ${clock.now()} WHERE known_now = 1`);',
      '// SQL now() would be the database clock\nconst x = 1;',
      'expect(text).toMatch(/now\\(\\)/);',
      "const label = '지금 now 바로';",
      'const clock = new TestClock(); const d = new Date(clock.t); const k = new Date(`${day}T10:00:00+09:00`);',
    ]) {
      expect(problems(fine), fine).toEqual([]);
    }
    // the machine's clock only counts beside a test clock
    expect(problems('const stamp = Date.now(); const d = new Date();')).toEqual([]);
    expect(problems('const clock = new TestClock();\nconst k = `pk-${Date.now()}`;')).toEqual(['const k = `pk-${Date.now()}`;']);
    expect(problems('t = await createTestApp({ clock: clock.now });\nconst y = new Date().getUTCFullYear();')).toEqual(['const y = new Date().getUTCFullYear();']);
    expect(problems("await setServerNow(context, TODAY);\nconst left = expires - Date.now() / 1000;")).toEqual(['const left = expires - Date.now() / 1000;']);
  });
});
