import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { createFileStorage } from './storage';

/**
 * `cli files:rekey`: re-seals every stored object under the current FILE_MASTER_KEY (the old keys
 * in FILE_MASTER_KEYS_OLD open them), printing counts as it goes; run again after an interruption.
 * Returns the exit code: 1 while some object could not be opened (those keys are listed; a key is a
 * date and a file id, nothing of a person).
 */
export async function rekeyFiles(db: Db, config: Pick<Config, 'uploadDir' | 's3' | 'fileMasterKey' | 'fileMasterKeysOld'>, print = console.log): Promise<number> {
  const storage = await createFileStorage(db, config);
  print(`files:rekey: current master key id ${storage.currentKeyId}, ${config.fileMasterKeysOld.length} old key(s), store ${storage.backend}`);
  let seen = 0;
  const r = await storage.rekey(() => {
    if (++seen % 1000 === 0) print(`  … ${seen} objects checked`);
  });
  print(`checked ${r.checked}, re-sealed ${r.resealed}, already under the current key ${r.checked - r.resealed - r.failed.length}, failed ${r.failed.length}`);
  for (const key of r.failed) print(`  not opened by any known key: ${key}`);
  if (r.failed.length === 0) print('every stored file is under the current key: FILE_MASTER_KEYS_OLD may be removed');
  return r.failed.length ? 1 : 0;
}
