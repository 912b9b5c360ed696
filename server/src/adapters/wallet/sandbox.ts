import { createHash, createHmac, createPrivateKey, createPublicKey, randomBytes, sign, verify, type KeyObject } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { canonicalJson, initialOptions, prdocExpiry, type PrdocFormCode } from '@portal/contracts';
import type { Db } from '../../db/client';
import { appSecrets } from '../../db/schema';
import type { ExchangePerson } from '../exchange';
import { SANDBOX_ISSUERS, SANDBOX_PERSONS, sandboxRecord } from '../exchange/sandbox-data';
import { WalletForgedError, type VerifiedCertificate, type WalletAdapter, type WalletCertificate } from './index';

const SECRET_NAME = 'wallet_sandbox_issuer_seed';
/** PKCS#8 DER of an Ed25519 private key is this prefix and the 32-byte seed. */
const ED25519_PKCS8_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');

/** What is signed: the certificate as the verifier answers it, with the format's version. */
interface Payload extends VerifiedCertificate {
  v: 1;
}

const daysBefore = (today: string, days: number) => {
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - days);
  return d.toISOString().slice(0, 10);
};

/**
 * The sandbox wallet. Every member holds a valid 주민등록표 등본 (issued 10 days ago), an expired
 * one (issued 120 days ago: an 등본 is accepted 90 days) and a 건강보험료 납부확인서; sandbox people
 * with a 한부모 status (sandboxmember) also a 한부모가족 증명서. Their content is the sandbox
 * centre's record of the same person. Each issuer (by name) signs with its own Ed25519 key, derived
 * as HMAC-SHA256(seed, issuer) from one random seed generated once and kept in app_secrets (so every
 * replica verifies the same, and nobody without the seed can sign). A certificate is
 * base64url(canonical JSON payload) + '.' + base64url(Ed25519 signature of that first part).
 */
export class SandboxWalletAdapter implements WalletAdapter {
  readonly name = 'sandbox' as const;
  readonly sandbox = true;
  private seed: Promise<Buffer> | null = null;
  private readonly keys = new Map<string, { priv: KeyObject; pub: KeyObject }>();

  private loadSeed(db: Db): Promise<Buffer> {
    this.seed ??= (async () => {
      await db.insert(appSecrets).values({ name: SECRET_NAME, value: randomBytes(32).toString('base64url') }).onConflictDoNothing();
      const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, SECRET_NAME));
      return Buffer.from(row!.value, 'base64url');
    })().catch((error) => {
      this.seed = null;
      throw error;
    });
    return this.seed;
  }

  private async issuerKey(db: Db, issuer: string) {
    const seed = await this.loadSeed(db);
    let k = this.keys.get(issuer);
    if (!k) {
      const raw = createHmac('sha256', seed).update(`issuer|${issuer}`).digest();
      const priv = createPrivateKey({ key: Buffer.concat([ED25519_PKCS8_PREFIX, raw]), format: 'der', type: 'pkcs8' });
      k = { priv, pub: createPublicKey(priv) };
      this.keys.set(issuer, k);
    }
    return k;
  }

  /** Signs a certificate as its issuer (the sandbox issuers; tests use it for other people's certificates). */
  async issue(db: Db, person: ExchangePerson, code: PrdocFormCode, issuedAt: string): Promise<WalletCertificate> {
    const h = createHash('sha256').update(`wallet|${person.name}|${person.birthDate}|${code}|${issuedAt}`).digest('hex');
    const docNo = `${h.slice(0, 4)}-${h.slice(4, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}`.toUpperCase();
    const record = sandboxRecord(person, code, initialOptions(code, issuedAt), issuedAt, docNo);
    const payload: Payload = {
      v: 1,
      certId: `W${h.slice(16, 40)}`,
      code,
      title: record.title,
      issuer: record.issuer,
      subject: { name: person.name, birthDate: person.birthDate },
      issuedAt,
      expiresAt: prdocExpiry(code, issuedAt),
      docNo,
      record,
    };
    const body = Buffer.from(canonicalJson(payload), 'utf8').toString('base64url');
    const { priv } = await this.issuerKey(db, payload.issuer);
    const signature = sign(null, Buffer.from(body, 'ascii'), priv).toString('base64url');
    return { certId: payload.certId, code, title: payload.title, issuer: payload.issuer, issuedAt, expiresAt: payload.expiresAt, document: `${body}.${signature}` };
  }

  async list(db: Db, person: ExchangePerson, today: string): Promise<WalletCertificate[]> {
    const table = SANDBOX_PERSONS.find((p) => p.name === person.name && p.birthDate === person.birthDate);
    const wanted: [PrdocFormCode, number][] = [
      ['Rrno', 10],
      ['HlthIspm', 10],
      ...(table?.status.prnt ? ([['Prnt', 5]] as [PrdocFormCode, number][]) : []),
      ['Rrno', 120],
    ];
    const out: WalletCertificate[] = [];
    for (const [code, ago] of wanted) out.push(await this.issue(db, person, code, daysBefore(today, ago)));
    return out;
  }

  async verify(db: Db, document: string): Promise<VerifiedCertificate> {
    const m = /^([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]+)$/.exec(document.trim());
    if (!m) throw new WalletForgedError();
    let payload: Payload;
    try {
      payload = JSON.parse(Buffer.from(m[1]!, 'base64url').toString('utf8')) as Payload;
    } catch {
      throw new WalletForgedError();
    }
    // only the sandbox issuers have keys: a certificate naming anyone else is not theirs to vouch for
    if (!payload || typeof payload !== 'object' || payload.v !== 1 || typeof payload.issuer !== 'string' || !SANDBOX_ISSUERS.has(payload.issuer)) throw new WalletForgedError();
    const { pub } = await this.issuerKey(db, payload.issuer);
    let ok = false;
    try {
      ok = verify(null, Buffer.from(m[1]!, 'ascii'), pub, Buffer.from(m[2]!, 'base64url'));
    } catch {
      ok = false;
    }
    if (!ok) throw new WalletForgedError();
    return {
      certId: payload.certId,
      code: payload.code,
      title: payload.title,
      issuer: payload.issuer,
      subject: payload.subject,
      issuedAt: payload.issuedAt,
      expiresAt: payload.expiresAt,
      docNo: payload.docNo,
      record: payload.record,
    };
  }
}
