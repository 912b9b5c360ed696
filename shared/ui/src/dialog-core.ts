// The pure part of the dialog module: defaults, presets and input checks (no DOM, unit-tested).

/** Spec section 9: the dialog defaults. Product dialogs pass Korean labels (see `koDialog`). */
export const dialogDefaults = {
  confirmButtonText: 'OK',
  denyButtonText: 'No',
  cancelButtonText: 'Cancel',
  closeButtonAriaLabel: 'Close this dialog',
} as const;

/** Spec section 5: the generic checks of an email-type and a url-type input. */
export const dialogValidationDefaults = {
  email: 'Invalid email address',
  url: 'Invalid URL',
} as const;

export type DialogLabels = { -readonly [K in keyof typeof dialogDefaults]: string };
export type DialogValidationMessages = { -readonly [K in keyof typeof dialogValidationDefaults]: string };

/**
 * The Korean preset every product dialog spreads in: `showDialog({ ...koDialog, title: … })`.
 * The input checks keep the spec's meaning in Korean, polite form.
 */
export const koDialog: DialogLabels & { validationMessages: DialogValidationMessages } = {
  confirmButtonText: '확인',
  denyButtonText: '아니요',
  cancelButtonText: '취소',
  closeButtonAriaLabel: '대화 상자 닫기',
  validationMessages: {
    email: '올바른 이메일 주소를 입력해 주십시오.',
    url: '올바른 인터넷 주소(URL)를 입력해 주십시오.',
  },
};

export type DialogInputType = 'text' | 'email' | 'url';
export type DialogDismissReason = 'cancel' | 'close' | 'esc' | 'backdrop' | 'programmatic';

export interface DialogOptions extends Partial<DialogLabels> {
  title?: string;
  /** Plain text (never HTML). */
  text?: string;
  /** A second paragraph of plain text under `text`. */
  footnote?: string;
  /** An extra node placed under the text; the caller may keep updating it (e.g. a countdown). */
  content?: Node;
  /** 'alertdialog' for warnings that need an answer; default 'dialog'. */
  role?: 'dialog' | 'alertdialog';
  textAlign?: 'center' | 'left';
  showConfirmButton?: boolean;
  showDenyButton?: boolean;
  showCancelButton?: boolean;
  showCloseButton?: boolean;
  /** Which button has focus when the dialog opens (default the confirm button, or the input). */
  focus?: 'confirm' | 'deny' | 'cancel';
  /** Escape dismisses (default); false ignores Escape. */
  allowEscapeKey?: boolean;
  /** What Escape means: a dismissal (default) or the answer of one of the buttons. */
  escapeAnswer?: 'dismiss' | 'confirm' | 'deny';
  /** A click on the backdrop dismisses (default false: a stray click must not lose an answer). */
  allowOutsideClick?: boolean;
  input?: DialogInputType;
  inputLabel?: string;
  inputValue?: string;
  inputPlaceholder?: string;
  validationMessages?: Partial<DialogValidationMessages>;
  /** An extra check after the type check: return a message to refuse the value. */
  inputValidator?: (value: string) => string | null | undefined;
}

export interface DialogResult {
  isConfirmed: boolean;
  isDenied: boolean;
  isDismissed: boolean;
  dismiss?: DialogDismissReason;
  value?: string;
}

export type ResolvedDialogOptions = DialogOptions &
  DialogLabels & {
    role: 'dialog' | 'alertdialog';
    textAlign: 'center' | 'left';
    showConfirmButton: boolean;
    showDenyButton: boolean;
    showCancelButton: boolean;
    showCloseButton: boolean;
    allowEscapeKey: boolean;
    escapeAnswer: 'dismiss' | 'confirm' | 'deny';
    allowOutsideClick: boolean;
    validationMessages: DialogValidationMessages;
  };

export function resolveDialogOptions(options: DialogOptions): ResolvedDialogOptions {
  const defined = Object.fromEntries(Object.entries(options).filter(([, v]) => v !== undefined)) as DialogOptions;
  return {
    ...dialogDefaults,
    role: 'dialog',
    textAlign: 'center',
    showConfirmButton: true,
    showDenyButton: false,
    showCancelButton: false,
    showCloseButton: false,
    allowEscapeKey: true,
    escapeAnswer: 'dismiss',
    allowOutsideClick: false,
    ...defined,
    validationMessages: { ...dialogValidationDefaults, ...options.validationMessages },
  };
}

const EMAIL = /^[^\s@"'<>()[\]\\,;:]+@[^\s@"'<>()[\]\\,;:.]+(\.[^\s@"'<>()[\]\\,;:.]+)+$/;

export function isValidEmail(value: string): boolean {
  return value.length <= 254 && EMAIL.test(value);
}

/** An absolute http(s) address with a real host name (localhost or a dotted name). */
export function isValidUrl(value: string): boolean {
  if (/\s/.test(value)) return false;
  try {
    const u = new URL(value);
    return (u.protocol === 'http:' || u.protocol === 'https:') && (u.hostname === 'localhost' || /\.[a-z0-9-]{2,}$/i.test(u.hostname));
  } catch {
    return false;
  }
}

/** The message refusing `value`, or null when it is acceptable. An empty value is left to `inputValidator`. */
export function validateDialogInput(
  type: DialogInputType | undefined,
  value: string,
  messages: DialogValidationMessages = dialogValidationDefaults,
  extra?: (value: string) => string | null | undefined,
): string | null {
  const v = value.trim();
  if (v && type === 'email' && !isValidEmail(v)) return messages.email;
  if (v && type === 'url' && !isValidUrl(v)) return messages.url;
  return extra?.(v) || null;
}

export const dialogResult = {
  confirmed: (value?: string): DialogResult => ({ isConfirmed: true, isDenied: false, isDismissed: false, ...(value !== undefined ? { value } : {}) }),
  denied: (): DialogResult => ({ isConfirmed: false, isDenied: true, isDismissed: false }),
  dismissed: (dismiss: DialogDismissReason): DialogResult => ({ isConfirmed: false, isDenied: false, isDismissed: true, dismiss }),
};
