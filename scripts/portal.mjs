#!/usr/bin/env node
// pnpm portal remote:list | remote:deploy <name>|--all [version] [--from dir] | remote:rollback <name> [version] | remote:publish <name>
// Changes only which version /registry.json points to: the running server and host are untouched;
// the next page load uses the new pointer.
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
    default:
      console.log('usage: pnpm portal remote:list | remote:deploy <name>|--all [version] [--from dir] | remote:rollback <name> [version] | remote:publish <name>|--all');
      process.exitCode = cmd ? 2 : 0;
  }
} catch (error) {
  console.error(`✖ ${error.message}`);
  process.exitCode = 1;
}
