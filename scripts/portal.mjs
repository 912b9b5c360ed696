#!/usr/bin/env node
// pnpm portal remote:list | remote:deploy <name>|--all [version] [--from dir] | remote:rollback <name> [version] | remote:publish <name>
// Changes only which version /registry.json points to: the running server and host are untouched;
// the next page load uses the new pointer.
// pnpm portal files:rekey — the built server's CLI (server/dist/cli.mjs) re-seals every stored file
// under FILE_MASTER_KEY (docs/operations.md, "Rotating the file master key").
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { deploy, deployAll, list, publish, REMOTES, rollback } from './lib/remotes.mjs';

const [cmd, ...rest] = process.argv.slice(2);
const flags = {};
const args = [];
for (let i = 0; i < rest.length; i++) {
  if (rest[i] === '--from') flags.from = rest[++i];
  else if (rest[i] === '--all') flags.all = true;
  else args.push(rest[i]);
}

function show(r) {
  const note = r.changed ? `${r.previous ?? '(없음)'} → ${r.version}` : `${r.version} (변경 없음)`;
  console.log(`${r.name.padEnd(13)} ${note}`);
}

try {
  switch (cmd) {
    case 'remote:list': {
      const rows = list();
      console.log('remote        live                  built                 published versions');
      for (const r of rows) {
        console.log(`${r.name.padEnd(13)} ${(r.live ?? '-').padEnd(21)} ${(r.built ?? '-').padEnd(21)} ${r.versions.join(', ') || '-'}`);
      }
      break;
    }
    case 'remote:publish':
      for (const name of flags.all ? REMOTES : [args[0]]) console.log(`${name}: ${publish(name, flags)} published`);
      break;
    case 'remote:deploy':
      if (flags.all) deployAll(flags).forEach(show);
      else show(deploy(args[0], { ...flags, version: args[1] }));
      break;
    case 'remote:rollback':
      show(rollback(args[0], args[1]));
      break;
    case 'files:rekey':
      process.exitCode = spawnSync(process.execPath, [fileURLToPath(new URL('../server/dist/cli.mjs', import.meta.url)), cmd], { stdio: 'inherit' }).status ?? 1;
      break;
    default:
      console.log('usage: pnpm portal remote:list | remote:deploy <name>|--all [version] [--from dir] | remote:rollback <name> [version] | remote:publish <name>|--all | files:rekey');
      process.exitCode = cmd ? 2 : 0;
  }
} catch (error) {
  console.error(`✖ ${error.message}`);
  process.exitCode = 1;
}
