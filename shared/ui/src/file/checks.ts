// Client-side pre-checks of an attachment. They only spare a pointless upload and explain early;
// the server reads the content (magic bytes) and its answer (413/415) is what counts.
import type { UploadedFile } from '@portal/contracts/client';
import { formatBytes } from '../format';

export interface AttachmentRules {
  /** Most files in one field. */
  maxFiles: number;
  /** Largest file in bytes. */
  maxBytes: number;
  /** Allowed extensions, lower case without the dot. */
  extensions: readonly string[];
  /** How the types are named to people, e.g. 'PDF, JPG, PNG, HWP'. */
  typeNames: string;
}

/** The rules of consultation attachments (shared/contracts ATTACHMENT_*). */
export const DEFAULT_ATTACHMENT_RULES: AttachmentRules = {
  maxFiles: 3,
  maxBytes: 10 * 1024 * 1024,
  extensions: ['pdf', 'jpg', 'jpeg', 'png', 'hwp', 'hwpx'],
  typeNames: 'PDF, JPG, PNG, HWP',
};

/** 'a.b.PDF' → 'pdf'; '' when the name has no extension. */
export function fileExtension(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot > 0 && dot < base.length - 1 ? base.slice(dot + 1).toLowerCase() : '';
}

export { formatBytes } from '../format';

/** Why this file cannot be attached (Korean, names the file), or null when it may be sent to the server. */
export function precheckFile(file: { name: string; size: number }, rules: AttachmentRules = DEFAULT_ATTACHMENT_RULES): string | null {
  const ext = fileExtension(file.name);
  if (!ext || !rules.extensions.includes(ext))
    return `‘${file.name}’은(는) 올릴 수 없는 형식입니다. ${rules.typeNames} 파일만 올릴 수 있습니다.`;
  if (file.size === 0) return `‘${file.name}’은(는) 빈 파일입니다. 내용이 있는 파일을 골라 주세요.`;
  if (file.size > rules.maxBytes) {
    const limit = formatBytes(rules.maxBytes);
    const size = formatBytes(file.size) === limit ? `${limit} 초과` : formatBytes(file.size);
    return `‘${file.name}’(${size})은(는) ${limit}를 넘어 올릴 수 없습니다. ${limit} 이하로 줄여서 올려 주세요.`;
  }
  return null;
}

/** How many of the chosen files still fit, and the message for the rest (or null). */
export function fitCount(chosen: number, alreadyUsed: number, rules: AttachmentRules = DEFAULT_ATTACHMENT_RULES): { take: number; message: string | null } {
  const room = Math.max(0, rules.maxFiles - alreadyUsed);
  if (chosen <= room) return { take: chosen, message: null };
  return {
    take: room,
    message:
      room === 0
        ? `첨부파일은 ${rules.maxFiles}개까지 올릴 수 있습니다. 다른 파일을 올리려면 먼저 올린 파일을 삭제해 주세요.`
        : `첨부파일은 ${rules.maxFiles}개까지 올릴 수 있어 고른 파일 중 ${room}개만 올립니다.`,
  };
}

/**
 * The Korean sentence for a failed upload: the server's message when it gave one (4xx, and the 503
 * of a virus scanner or file store that cannot be reached), else by status.
 */
export function uploadErrorMessage(status: number, serverMessage: string | undefined, fileName: string): string {
  if (serverMessage && ((status >= 400 && status < 500) || status === 503)) return serverMessage;
  if (status === 0) return `‘${fileName}’을(를) 올리지 못했습니다. 인터넷 연결을 확인하고 다시 올려 주세요.`;
  if (status === 401) return '로그인 시간이 끝났습니다. 다시 로그인한 뒤 파일을 올려 주세요.';
  if (status === 413) return `‘${fileName}’은(는) 너무 커서 올릴 수 없습니다. 10MB 이하로 줄여서 올려 주세요.`;
  if (status === 415) return `‘${fileName}’의 내용이 PDF, JPG, PNG, HWP 형식이 아닙니다. 파일을 확인해 주세요.`;
  return `‘${fileName}’을(를) 올리지 못했습니다. 잠시 뒤 다시 올려 주세요.`;
}

/** Why an upload failed: `status` is the HTTP status, 0 for no answer, -1 for cancelled (not shown). */
export class UploadError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'UploadError';
  }
}

/** How a file reaches the server: resolves with the stored file, rejects with an UploadError. */
export type UploadFn = (file: File, opts: { url?: string; signal: AbortSignal; onProgress(fraction: number): void }) => Promise<UploadedFile>;
