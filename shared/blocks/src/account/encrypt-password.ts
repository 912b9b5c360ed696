import { loginKey } from './api/loginKey';

function toBase64(buf: ArrayBuffer): string {
  let s = '';
  const b = new Uint8Array(buf);
  for (let i = 0; i < b.length; i++) s += String.fromCharCode(b[i]);
  return btoa(s);
}

/**
 * The password as the sign-in calls take it (member login and the back office's staff login): a
 * one-time key (loginKey), then RSA-OAEP (SHA-256) of the password to that SPKI key: { p, s }.
 */
export async function encryptPassword(password: string): Promise<{ p: string; s: string }> {
  const data = await loginKey.fetch();
  const der = Uint8Array.from(atob(data.publicKey), (c) => c.charCodeAt(0));
  const key = await crypto.subtle.importKey('spki', der, { name: 'RSA-OAEP', hash: 'SHA-256' }, false, ['encrypt']);
  const ct = await crypto.subtle.encrypt({ name: 'RSA-OAEP' }, key, new TextEncoder().encode(password));
  return { p: data.keyId, s: toBase64(ct) };
}
