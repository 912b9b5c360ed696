import type { DetectedType } from './inspect';

/** Longest stored file name, in characters (code points), extension included. */
export const FILE_NAME_MAX = 200;
/** The name given when nothing of the sent name is left after cleaning. */
export const FALLBACK_FILE_NAME = '첨부파일';

/**
 * Characters a file name never keeps: every control (C0, DEL, C1: \p{Cc}) and format character
 * (\p{Cf}: the bidi controls U+202A–U+202E, U+2066–U+2069, U+200E/U+200F, U+061C, the zero-width
 * U+200B–U+200D, U+2060, U+FEFF, the soft hyphen …), line/paragraph separators and lone surrogates.
 * A right-to-left override would show `invoice\u202Efdp.exe` as "invoiceexe.pdf".
 */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}]/gu;
/** Characters Windows refuses in names (a download must be savable as it is shown). */
const WINDOWS_RESERVED = /[<>:"|?*]/g;

/**
 * A file name safe to store, show and offer for download: NFC, no folders (the part after the last
 * `/` or `\`), no invisible characters, Windows-reserved characters as `_`, one space for any run
 * of spaces, no leading dots or spaces, no trailing dots or spaces, at most FILE_NAME_MAX characters
 * with the extension kept. A name with nothing left becomes `첨부파일`.
 */
export function cleanFileName(raw: string | undefined | null): string {
  let name = String(raw ?? '').normalize('NFC');
  name = name.replaceAll('\\', '/');
  name = name.slice(name.lastIndexOf('/') + 1);
  name = name
    .replace(INVISIBLE, '')
    .replace(WINDOWS_RESERVED, '_')
    .replace(/\p{Zs}+/gu, ' ')
    .trim();
  // only an extension (`.pdf`, or what is left of `\u202E.jpg`): nothing of a name is left
  const bare = /^\.+([A-Za-z0-9]{1,10})$/u.exec(name);
  if (bare) return `${FALLBACK_FILE_NAME}.${bare[1]}`;
  name = name.replace(/^[\s.]+/u, '').replace(/[\s.]+$/u, '');
  const { base, ext } = splitExtension(name);
  const cleanBase = base.replace(/[\s.]+$/u, '');
  const chars = Array.from(cleanBase);
  const room = FILE_NAME_MAX - (ext ? ext.length + 1 : 0);
  const shortBase = chars.length > room ? chars.slice(0, Math.max(room, 1)).join('').replace(/[\s.]+$/u, '') : cleanBase;
  if (!shortBase) return ext ? `${FALLBACK_FILE_NAME}.${ext}` : FALLBACK_FILE_NAME;
  return ext ? `${shortBase}.${ext}` : shortBase;
}

/**
 * The extension of a name: the part after the last dot when it has a letter, 1–10 letters or
 * digits and no space (`보고서 2026.11.20` has none, `scan.PDF` has `PDF`).
 */
export function splitExtension(name: string): { base: string; ext: string | null } {
  const m = /^(.*[^.])\.([A-Za-z0-9]{1,10})$/u.exec(name);
  if (!m || !/[A-Za-z]/.test(m[2]!)) return { base: name, ext: null };
  return { base: m[1]!, ext: m[2]! };
}

/** Extensions each detected type may carry (lower case); the first is the one added to a bare name. */
export const EXTENSIONS: Record<DetectedType['format'], readonly string[]> = {
  PDF: ['pdf'],
  JPG: ['jpg', 'jpeg', 'jfif', 'jpe'],
  PNG: ['png'],
  HWP: ['hwp'],
  HWPX: ['hwpx'],
};

/**
 * The stored name for a file whose content is `format`: a name without an extension gets the
 * type's; a name whose extension names another type is refused (the Korean reason says which
 * extension to use), so what the user sees always agrees with what the file is.
 */
export function nameForType(name: string, format: DetectedType['format']): { ok: true; name: string } | { ok: false; message: string } {
  const { ext } = splitExtension(name);
  const allowed = EXTENSIONS[format];
  if (!ext) return { ok: true, name: cleanFileName(`${name}.${allowed[0]}`) };
  if (allowed.includes(ext.toLowerCase())) return { ok: true, name };
  return {
    ok: false,
    message: `‘${name}’ 파일은 내용이 ${FORMAT_LABEL[format]} 형식인데 이름의 확장자가 .${ext}입니다. 이름과 내용이 다른 파일은 올릴 수 없습니다. 확장자를 .${allowed[0]}(으)로 바꾸거나 맞는 파일을 골라 다시 올려 주세요.`,
  };
}

export const FORMAT_LABEL: Record<DetectedType['format'], string> = { PDF: 'PDF', JPG: 'JPG', PNG: 'PNG', HWP: 'HWP', HWPX: 'HWPX' };
