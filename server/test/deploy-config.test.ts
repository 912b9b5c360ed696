// The production deployment description (docker-compose.yml, deploy/nginx.conf, Dockerfiles) is
// checked here without a Docker engine: Debian's docker-compose v1 validates and normalises the
// compose file (`config`), and the nginx configuration is checked for the rules the module
// federation setup depends on. Touches no database: the same in the PGlite and PostgreSQL runs.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const composeFile = path.join(repoRoot, 'docker-compose.yml');
const read = (rel: string) => readFileSync(path.join(repoRoot, rel), 'utf8');

/** Top-level blocks of `docker-compose config` output under `services:` (2-space keys), by name. */
function serviceBlocks(yaml: string): Map<string, string> {
  const blocks = new Map<string, string>();
  let inServices = false;
  let current: string | null = null;
  for (const line of yaml.split('\n')) {
    if (/^\S/.test(line)) {
      inServices = line.startsWith('services:');
      current = null;
      continue;
    }
    if (!inServices) continue;
    const key = /^ {2}([A-Za-z0-9._-]+):\s*$/.exec(line);
    if (key) {
      current = key[1];
      blocks.set(current, '');
    } else if (current) {
      blocks.set(current, blocks.get(current) + line + '\n');
    }
  }
  return blocks;
}

type ComposeConfig = { output: string; services: Map<string, string> };
let cached: ComposeConfig | Error | undefined;

/**
 * What an operator must provide (issue 31: no defaults for secrets, adapters named by the
 * environment). The test values are placeholders; the adapter names are of providers to come.
 */
const REQUIRED_ENV: Record<string, string> = {
  POSTGRES_PASSWORD: 'pgtestpassword',
  REPLICATION_PASSWORD: 'replicatestpassword',
  S3_ACCESS_KEY_ID: 's3-key-test',
  S3_SECRET_ACCESS_KEY: 's3-secret-test',
  PERSON_KEY_SECRET: 'person-key-secret-test',
  FILE_MASTER_KEY: 'file-master-key-test',
  ELRCPT_RRN_KEY: 'elrcpt-rrn-key-test',
  VERIFY_ADAPTER: 'verify-provider-test',
  ESIGN_ADAPTER: 'esign-provider-test',
  EXCHANGE_ADAPTER: 'exchange-provider-test',
  WALLET_ADAPTER: 'wallet-provider-test',
  NOTIFY_ADAPTER: 'notify-gateway-test',
  VIDEO_ADAPTER: 'video-provider-test',
  LLM_ADAPTER: 'openai-compatible',
};
/** `docker-compose config` with exactly these variables (none of the caller's shell leaks in). */
const runCompose = (env: Record<string, string>) =>
  spawnSync('docker-compose', ['-f', composeFile, 'config'], {
    cwd: path.join(repoRoot, 'server'),
    encoding: 'utf8',
    timeout: 60_000,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', ...env },
  });

/** `docker-compose config` once; every test that needs it fails (not skips) if it cannot run. */
function composeConfig(): ComposeConfig {
  if (!cached) {
    // `npm test` installs Debian's docker-compose, so its absence means the machine was not
    // prepared and the deployment file went unchecked: a failure, never a skip.
    // A value of the caller's shell must not change the result: only the required values are set.
    const r = runCompose(REQUIRED_ENV);
    if (r.error && (r.error as NodeJS.ErrnoException).code === 'ENOENT') {
      cached = new Error(
        'docker-compose is not installed, so docker-compose.yml cannot be validated. ' +
          "Install Debian's package: apt-get install -y docker-compose (npm test does this).",
      );
    } else if (r.error) {
      cached = r.error;
    } else if (r.status !== 0) {
      cached = new Error(`docker-compose config failed (exit ${r.status}):\n${r.stderr}\n${r.stdout}`);
    } else {
      cached = { output: r.stdout, services: serviceBlocks(r.stdout) };
    }
  }
  if (cached instanceof Error) throw cached;
  return cached;
}

describe('docker-compose.yml', () => {
  it('is accepted by `docker-compose config` and names postgres, server, nginx and web-build', () => {
    const { output, services } = composeConfig();
    expect(output).toMatch(/^services:/m);
    for (const name of ['postgres', 'server', 'nginx', 'web-build']) expect([...services.keys()]).toContain(name);
  });

  it('gives every long-running service a health check', () => {
    const { services } = composeConfig();
    for (const name of ['postgres', 'server', 'nginx']) {
      const block = services.get(name) ?? '';
      expect(block, name).toMatch(/^ {4}healthcheck:\n(?: {6}.*\n)*? {6}test:/m);
    }
    expect(services.get('postgres')).toContain('pg_isready');
    expect(services.get('server')).toContain('/readyz');
  });

  it('runs two server replicas against postgres behind the proxy, with a drain period', () => {
    const { services } = composeConfig();
    const server = services.get('server') ?? '';
    expect(server).toMatch(/^ {4}deploy:\n(?: {6}.*\n)*? {6}replicas: 2$/m);
    expect(server).toContain('dockerfile: deploy/Dockerfile.server');
    expect(server).toMatch(/DATABASE_URL: postgres:\/\/[^@\s]+@postgres:5432\//);
    expect(server).toMatch(/HOST: 0\.0\.0\.0/);
    expect(server).toMatch(/PORT: '?"?8080/);
    expect(server).toMatch(/TRUST_PROXY: '?"?true/);
    expect(server).toMatch(/COOKIE_SECURE: '?"?true/);
    expect(server).toMatch(/NODE_ENV: production/);
    expect(server).toMatch(/stop_grace_period: 15s/);
    expect(server).toMatch(/postgres:\n\s+condition: service_healthy/);
    expect(server, 'replicas cannot share fixed host ports').not.toMatch(/^ {4}ports:/m);
    expect(server, 'replicas cannot share a container name').not.toMatch(/container_name:/);
  });

  it('sends search reads to a streaming read replica of postgres (same SQL, DATABASE_READ_URL)', () => {
    const { services } = composeConfig();
    const replica = services.get('postgres-replica') ?? '';
    expect(replica).toContain('pg_isready');
    expect(replica).toMatch(/postgres:\n\s+condition: service_healthy/);
    expect(services.get('server')).toMatch(/DATABASE_READ_URL: postgres:\/\/[^@\s]+@postgres-replica:5432\//);
    const entry = readFileSync(path.join(repoRoot, 'deploy', 'postgres', 'replica-entrypoint.sh'), 'utf8');
    expect(entry).toMatch(/pg_basebackup -h postgres [^\n]*-R -X stream/);
    expect(readFileSync(path.join(repoRoot, 'deploy', 'postgres', 'primary-replication.sh'), 'utf8')).toMatch(/CREATE ROLE replicator WITH REPLICATION/);
  });

  it('gives both server replicas one upload volume (a file uploaded through one is downloaded through the other)', () => {
    const { services } = composeConfig();
    const server = services.get('server') ?? '';
    expect(server).toMatch(/UPLOAD_DIR: \/app\/uploads/);
    expect(server).toMatch(/- uploads:\/app\/uploads(:rw)?$/m);
    expect(readFileSync(path.join(repoRoot, 'deploy', 'Dockerfile.server'), 'utf8')).toMatch(/chown -R node:node [^\n]*\/app\/uploads/);
  });

  it('stores files in SeaweedFS (bucket made by a one-shot before the server starts) and scans uploads with clamd', () => {
    const { output, services } = composeConfig();
    const server = services.get('server') ?? '';
    expect(server).toMatch(/S3_ENDPOINT: http:\/\/seaweedfs:8333/);
    expect(server).toMatch(/S3_BUCKET: portal-files/);
    expect(server).toMatch(/S3_ACCESS_KEY_ID: \S+/);
    expect(server).toMatch(/S3_SECRET_ACCESS_KEY: \S+/);
    expect(server).toMatch(/CLAMD_URL: tcp:\/\/clamav:3310/);
    expect(server).toMatch(/FILE_MASTER_KEY: /);
    expect(server).toMatch(/FILE_MASTER_KEYS_OLD: ''|FILE_MASTER_KEYS_OLD: ""|FILE_MASTER_KEYS_OLD: *$/m);
    expect(server).toMatch(/seaweedfs-init:\n\s+condition: service_completed_successfully/);
    const store = services.get('seaweedfs') ?? '';
    expect(store).toMatch(/image: chrislusf\/seaweedfs:\d+\.\d+/);
    expect(store).toMatch(/healthcheck:/);
    expect(store).toContain('http://127.0.0.1:8333/healthz');
    // the server's key may read, write and list the portal bucket only (no Admin: it makes no buckets)
    expect(store).toMatch(/"actions":\["Read:%s","Write:%s","List:%s"\]/);
    expect(store).not.toMatch(/"Admin"/);
    expect(store).toMatch(/-s3\.config=\/tmp\/s3\.json/);
    const init = services.get('seaweedfs-init') ?? '';
    expect(init).toMatch(/s3\.bucket\.create\s+-name/);
    expect(init).toMatch(/S3_BUCKET: portal-files/);
    expect(init).toMatch(/seaweedfs:\n\s+condition: service_healthy/);
    // MinIO's community image is no longer maintained: no service runs it
    for (const [name, block] of services) expect(/^ {4}image: .*minio/im.test(block), name).toBe(false);
    expect(output).not.toMatch(/minio/i);
    expect(services.get('clamav')).toMatch(/image: clamav\/clamav:\d+\.\d+\.\d+/);
    expect(services.get('clamav')).toContain('clamdcheck.sh');
  });

  it('has nginx serve the deploy volume the CLI writes, and a one-shot that fills it', () => {
    const { services } = composeConfig();
    const nginx = services.get('nginx') ?? '';
    expect(nginx).toMatch(/image: nginx:1\.27-alpine/);
    expect(nginx).toMatch(/nginx\.conf:\/etc\/nginx\/nginx\.conf:ro/);
    expect(nginx).toMatch(/- deploy:\/srv\/deploy:ro/);
    expect(nginx).toMatch(/- host-dist:\/srv\/host:ro/);
    const web = services.get('web-build') ?? '';
    expect(web).toMatch(/profiles:\n\s+- build/);
    expect(web).toMatch(/DEPLOY_DIR: \/srv\/deploy/);
    expect(web).toMatch(/- deploy:\/srv\/deploy/);
    expect(services.get('postgres')).toMatch(/image: postgres:15/);
  });
});

describe('docker-compose.yml describes a real deployment (issue 31)', () => {
  const raw = read('docker-compose.yml');
  const serverEnv = (/^  server:\n[\s\S]*?^ {4}environment:\n([\s\S]*?)^ {4}\S/m.exec(raw)?.[1] ?? '')
    .split('\n')
    .filter((l) => /^ {6}[A-Z0-9_]+:/.test(l));

  it('names every adapter and secret from the environment, required, with no default and no sandbox', () => {
    const value = (name: string) => serverEnv.find((l) => l.trimStart().startsWith(`${name}:`))?.split(/:\s(.*)/s)[1] ?? '';
    for (const name of ['VERIFY_ADAPTER', 'ESIGN_ADAPTER', 'EXCHANGE_ADAPTER', 'WALLET_ADAPTER', 'NOTIFY_ADAPTER', 'VIDEO_ADAPTER', 'LLM_ADAPTER', 'PERSON_KEY_SECRET', 'FILE_MASTER_KEY', 'ELRCPT_RRN_KEY', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'])
      expect(value(name), name).toMatch(new RegExp(`^\\$\\{${name}:\\?[^}]+\\}`));
    expect(value('DATABASE_URL')).toContain('${POSTGRES_PASSWORD:?');
    // no adapter is named in the file, nor the sample accounts or the test clock set
    for (const l of serverEnv) expect(l).not.toMatch(/_ADAPTER:\s*(sandbox|log)\b|SEED_SANDBOX_ACCOUNTS|PORTAL_TEST_CLOCK/);
    expect(value('PORTAL_DEMO')).toMatch(/^\$\{PORTAL_DEMO:-0\}/);
    // no trial password anywhere: every ${…} of a password or key is a required one
    expect(raw).not.toContain('local-trial-only');
    // (LLM_API_KEY stays optional: a model server inside the network may ask for none)
    for (const m of raw.matchAll(/\$\{([A-Z_]*(?:PASSWORD|SECRET|_KEY|_KEY_ID|ROOT_USER))(:[-?])/g))
      if (m[1] !== 'LLM_API_KEY') expect(`${m[1]}${m[2]}`).toBe(`${m[1]}:?`);
  });

  it('is refused by compose while a required value is missing, naming it', () => {
    for (const missing of ['VERIFY_ADAPTER', 'FILE_MASTER_KEY', 'POSTGRES_PASSWORD']) {
      const env = { ...REQUIRED_ENV };
      delete env[missing];
      const r = runCompose(env);
      expect(r.status, missing).not.toBe(0);
      expect(`${r.stderr}${r.stdout}`, missing).toContain(missing);
    }
  });

  it('passes the values of the operator through to the server', () => {
    const server = composeConfig().services.get('server') ?? '';
    expect(server).toMatch(/VERIFY_ADAPTER: verify-provider-test/);
    expect(server).toMatch(/NOTIFY_ADAPTER: notify-gateway-test/);
    expect(server).toMatch(/ELRCPT_RRN_KEY: elrcpt-rrn-key-test/);
    expect(server).toMatch(/PORTAL_DEMO: '?"?0/);
  });
});

describe('deploy/nginx.conf', () => {
  const conf = read('deploy/nginx.conf');
  const directives = conf
    .split('\n')
    .map((l) => l.replace(/#.*$/, '').trim())
    .filter(Boolean)
    .join('\n');

  it('serves the precompressed files', () => {
    expect(directives).toMatch(/^gzip_static on;/m);
  });

  it('revalidates manifests, remote entries and the shell, never stores the registry, caches hashed chunks for a year', () => {
    expect(directives).toMatch(/mf-manifest\\\.json[^\n]*"no-cache"/);
    expect(directives).toMatch(/remoteEntry\\\.js[^\n]*"no-cache"/);
    expect(directives).toMatch(/index\\\.html[^\n]*"no-cache"/);
    expect(directives).toMatch(/registry\.json\s+"no-cache, no-store, must-revalidate"/);
    expect(directives).toMatch(/\^\/static\/\s+"public, max-age=31536000, immutable"/);
    expect(directives).toMatch(/\^\/remotes\/\[\^\/\]\+\/\[\^\/\]\+\/static\/\s+"public, max-age=31536000, immutable"/);
    expect(directives).toMatch(/add_header Cache-Control \$portal_cache_control;/);
    // an add_header inside a location would drop every inherited security header there
    const locationBodies = directives.split(/\nlocation /).slice(1);
    for (const body of locationBodies) expect(body.split('\n}')[0]).not.toMatch(/add_header/);
  });

  it('serves /registry.json and /remotes/ from the deploy volume, and falls back to the shell for pages', () => {
    expect(directives).toMatch(/location = \/registry\.json \{\nroot \/srv\/deploy;/);
    expect(directives).toMatch(/location \^~ \/remotes\/ \{\nroot \/srv\/deploy;/);
    // pages (and index.html itself) come from the server, which writes the build id and context path
    expect(directives).toMatch(/location \/ \{\ntry_files \$uri @page;/);
    expect(directives).toMatch(/location @page \{\nproxy_pass http:\/\/portal_server;/);
    expect(directives).toMatch(/location = \/index\.html \{\nproxy_pass http:\/\/portal_server;/);
    expect(directives).toMatch(/location \^~ \/_build\/ \{\nproxy_pass http:\/\/portal_server;/);
    // and the server can read what it renders: the host build and the registry, read-only
    const server = composeConfig().services.get('server') ?? '';
    expect(server).toMatch(/- host-dist:\/app\/host\/dist:ro/);
    expect(server).toMatch(/- deploy:\/app\/\.deploy:ro/);
  });

  it('proxies /api/, /healthz and /readyz to the server replicas with the forwarding headers', () => {
    expect(directives).toMatch(/location \^~ \/api\/ \{\nproxy_pass http:\/\/portal_server;/);
    expect(directives).toMatch(/location = \/healthz \{\nproxy_pass http:\/\/portal_server;/);
    expect(directives).toMatch(/location = \/readyz \{\nproxy_pass http:\/\/portal_server;/);
    expect(directives).toMatch(/upstream portal_server \{[^}]*server server:8080/);
    expect(directives).toMatch(/proxy_set_header X-Forwarded-For /);
    expect(directives).toMatch(/proxy_set_header X-Forwarded-Proto /);
    expect(directives).toMatch(/proxy_set_header X-Request-Id \$portal_request_id;/);
    expect(directives).toMatch(/""\s+\$request_id;/);
    expect(directives).toMatch(/^client_max_body_size 20m;/m);
  });

  it('sends the same Content-Security-Policy as the server', () => {
    const csp =
      "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; " +
      "font-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'self'";
    expect(directives).toContain(`add_header Content-Security-Policy "${csp}" always;`);
    // and it is what the server's helmet configuration builds (server/src/plugins/security.ts)
    const security = read('server/src/plugins/security.ts');
    const block = /directives:\s*\{([\s\S]*?)\n\s*\}/.exec(security)?.[1] ?? '';
    const fromServer = [...block.matchAll(/(\w+):\s*\[([^\]]*)\]/g)]
      .map(([, key, items]) => {
        const name = key.replace(/[A-Z]/g, (c) => '-' + c.toLowerCase());
        const sources = [...items.matchAll(/"([^"]*)"|'([^']*)'/g)].map((m) => m[1] ?? m[2]);
        return `${name} ${sources.join(' ')}`;
      })
      .join('; ');
    expect(fromServer).toBe(csp);
  });
});

describe('deploy/Dockerfile.server', () => {
  const file = read('deploy/Dockerfile.server');

  it('builds with the pinned pnpm from the lockfile and ships only the runtime', () => {
    expect(file).toMatch(/^FROM \$\{NODE_IMAGE\} AS build/m);
    // Node 20 reached its end of life on 2026-04-30; production runs the LTS line the suite tests (runtime.test.ts)
    expect(file).toMatch(/ARG NODE_IMAGE=node:24-bookworm-slim/);
    expect(file).toContain('npm install -g pnpm@10.34.8');
    expect(file).toContain('--frozen-lockfile');
    expect(file).toMatch(/turbo run build --filter=@portal\/server/);
    expect(file).toMatch(/deploy --prod/);
    // config.ts: migrations at <two folders above dist/main.mjs>/server/migrations
    expect(file).toMatch(/\/repo\/server\/dist \/app\/server\/dist/);
    expect(file).toMatch(/\/repo\/server\/migrations \/app\/server\/migrations/);
    expect(file).toMatch(/^USER node$/m);
    expect(file).toMatch(/^CMD \["node", "server\/dist\/main\.mjs"\]$/m);
  });
});
