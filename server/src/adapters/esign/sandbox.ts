import { createPrivateKey, createPublicKey, generateKeyPairSync, sign, verify, type KeyObject } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appSecrets } from '../../db/schema';
import type { EsignAdapter } from './index';

const SECRET_NAME = 'esign_sandbox_ed25519';

/**
 * The sandbox signing app: nothing is pushed anywhere (the page shows the sandbox's approve and
 * cancel buttons instead of "check your phone"); approving signs the content hash with an Ed25519
 * key generated once for the sandbox and kept in app_secrets (so every replica verifies the same).
 */
export class SandboxEsignAdapter implements EsignAdapter {
  readonly name = 'sandbox' as const;
  readonly sandbox = true;
  private key: Promise<{ priv: KeyObject; pub: KeyObject }> | null = null;

  private keys(db: Db) {
    this.key ??= (async () => {
      const { privateKey } = generateKeyPairSync('ed25519');
      const der = privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64url');
      await db.insert(appSecrets).values({ name: SECRET_NAME, value: der }).onConflictDoNothing();
      const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, SECRET_NAME));
      const priv = createPrivateKey({ key: Buffer.from(row!.value, 'base64url'), format: 'der', type: 'pkcs8' });
      return { priv, pub: createPublicKey(priv) };
    })().catch((error) => {
      this.key = null;
      throw error;
    });
    return this.key;
  }

  async push(): Promise<void> {
    // the sandbox app is the page itself (it needs nothing of the request)
  }

  async approve(db: Db, contentHash: string): Promise<string> {
    const { priv } = await this.keys(db);
    return sign(null, Buffer.from(contentHash, 'utf8'), priv).toString('base64url');
  }

  async verify(db: Db, contentHash: string, signature: string): Promise<boolean> {
    const { pub } = await this.keys(db);
    try {
      return verify(null, Buffer.from(contentHash, 'utf8'), pub, Buffer.from(signature, 'base64url'));
    } catch {
      return false;
    }
  }
}
