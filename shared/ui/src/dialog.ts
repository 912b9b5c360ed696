// Accessible modal dialogs on the native <dialog> element (showModal: the rest of the page is inert,
// Escape raises `cancel`). Framework-free so host and every remote can call it, and loaded lazily:
// `const { showDialog, koDialog } = await import('@portal/ui/dialog')` keeps it off the first paint.
import './dialog.css';
import {
  dialogResult,
  koDialog,
  resolveDialogOptions,
  validateDialogInput,
  type DialogOptions,
  type DialogResult,
  type ResolvedDialogOptions,
} from './dialog-core';

export * from './dialog-core';

export interface DialogHandle {
  /** Settles once, when the dialog closes. */
  result: Promise<DialogResult>;
  /** Closes the dialog from code (default: dismissed, reason 'programmatic'). */
  close(result?: DialogResult): void;
  /** Replaces the title and/or text while open. */
  update(patch: Pick<DialogOptions, 'title' | 'text' | 'footnote'>): void;
  element: HTMLDialogElement;
}

let nextId = 1;
const FOCUSABLE = 'button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function el<K extends keyof HTMLElementTagNameMap>(doc: Document, tag: K, className: string, text?: string): HTMLElementTagNameMap[K] {
  const node = doc.createElement(tag);
  node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

export function openDialog(options: DialogOptions, doc: Document = document): DialogHandle {
  const o: ResolvedDialogOptions = resolveDialogOptions(options);
  const id = `portal-dialog-${nextId++}`;
  const opener = doc.activeElement instanceof HTMLElement ? doc.activeElement : null;

  const dialog = el(doc, 'dialog', `portal-dialog portal-dialog--${o.textAlign}`);
  dialog.id = id;
  if (o.role === 'alertdialog') dialog.setAttribute('role', 'alertdialog');
  dialog.setAttribute('aria-modal', 'true');
  const box = el(doc, 'div', 'portal-dialog__box');
  dialog.append(box);

  const title = el(doc, 'h2', 'portal-dialog__title', o.title ?? '');
  title.id = `${id}-title`;
  title.hidden = !o.title;
  const body = el(doc, 'div', 'portal-dialog__body');
  body.id = `${id}-body`;
  const text = el(doc, 'p', 'portal-dialog__text', o.text ?? '');
  text.hidden = !o.text;
  const footnote = el(doc, 'p', 'portal-dialog__footnote', o.footnote ?? '');
  footnote.hidden = !o.footnote;
  body.append(text, footnote);
  if (o.content) body.append(o.content);
  box.append(title, body);
  if (o.title) dialog.setAttribute('aria-labelledby', title.id);
  else dialog.setAttribute('aria-label', o.text ?? '');
  dialog.setAttribute('aria-describedby', body.id);

  let input: HTMLInputElement | null = null;
  let error: HTMLParagraphElement | null = null;
  if (o.input) {
    const field = el(doc, 'div', 'portal-dialog__field');
    const label = el(doc, 'label', 'portal-dialog__label', o.inputLabel ?? '');
    label.htmlFor = `${id}-input`;
    input = el(doc, 'input', 'portal-dialog__input');
    input.id = `${id}-input`;
    input.type = o.input;
    input.value = o.inputValue ?? '';
    if (o.inputPlaceholder) input.placeholder = o.inputPlaceholder;
    if (o.input === 'email') input.autocomplete = 'email';
    if (!o.inputLabel) input.setAttribute('aria-label', o.title ?? o.text ?? '');
    error = el(doc, 'p', 'portal-dialog__error');
    error.id = `${id}-error`;
    error.hidden = true;
    input.setAttribute('aria-describedby', error.id);
    field.append(label, input, error);
    box.append(field);
  }

  const actions = el(doc, 'div', 'portal-dialog__actions');
  const button = (label: string, kind: string) => {
    const b = el(doc, 'button', `portal-dialog__button portal-dialog__button--${kind}`, label);
    b.type = 'button';
    actions.append(b);
    return b;
  };
  const confirm = o.showConfirmButton ? button(o.confirmButtonText, 'confirm') : null;
  const deny = o.showDenyButton ? button(o.denyButtonText, 'deny') : null;
  const cancel = o.showCancelButton ? button(o.cancelButtonText, 'cancel') : null;
  box.append(actions);
  let closeButton: HTMLButtonElement | null = null;
  if (o.showCloseButton) {
    closeButton = el(doc, 'button', 'portal-dialog__close');
    closeButton.type = 'button';
    closeButton.setAttribute('aria-label', o.closeButtonAriaLabel);
    const x = el(doc, 'span', '', '×');
    x.setAttribute('aria-hidden', 'true');
    closeButton.append(x);
    box.prepend(closeButton);
  }

  let settle!: (r: DialogResult) => void;
  const result = new Promise<DialogResult>((resolve) => (settle = resolve));
  let done = false;
  const finish = (r: DialogResult) => {
    if (done) return;
    done = true;
    if (dialog.open) dialog.close();
    dialog.remove();
    // focus returns to whatever opened the dialog, if it is still on the page
    if (opener && opener.isConnected && !opener.closest('[inert]')) opener.focus();
    settle(r);
  };

  const tryConfirm = () => {
    if (input && error) {
      const message = validateDialogInput(o.input, input.value, o.validationMessages, o.inputValidator);
      if (message) {
        error.textContent = message;
        error.hidden = false;
        input.setAttribute('aria-invalid', 'true');
        input.focus();
        return;
      }
      return finish(dialogResult.confirmed(input.value.trim()));
    }
    finish(dialogResult.confirmed());
  };
  confirm?.addEventListener('click', tryConfirm);
  deny?.addEventListener('click', () => finish(dialogResult.denied()));
  cancel?.addEventListener('click', () => finish(dialogResult.dismissed('cancel')));
  closeButton?.addEventListener('click', () => finish(dialogResult.dismissed('close')));
  input?.addEventListener('keydown', (e) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      tryConfirm();
    }
  });
  input?.addEventListener('input', () => {
    if (error && !error.hidden) {
      error.hidden = true;
      input!.removeAttribute('aria-invalid');
    }
  });

  // Escape: the browser raises `cancel`; we decide what it means.
  dialog.addEventListener('cancel', (e) => {
    e.preventDefault();
    if (!o.allowEscapeKey) return;
    if (o.escapeAnswer === 'confirm') finish(dialogResult.confirmed());
    else if (o.escapeAnswer === 'deny') finish(dialogResult.denied());
    else finish(dialogResult.dismissed('esc'));
  });
  // A click whose target is the <dialog> itself landed on the backdrop (the box fills the dialog).
  dialog.addEventListener('click', (e) => {
    if (e.target === dialog && o.allowOutsideClick) finish(dialogResult.dismissed('backdrop'));
  });
  // Keep Tab inside: from the last control back to the first and the other way round.
  dialog.addEventListener('keydown', (e) => {
    if (e.key !== 'Tab') return;
    const items = Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((n) => !n.closest('[hidden]'));
    if (!items.length) return;
    const first = items[0];
    const last = items[items.length - 1];
    const active = doc.activeElement;
    if (e.shiftKey && (active === first || active === dialog)) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && active === last) {
      e.preventDefault();
      first.focus();
    }
  });

  doc.body.append(dialog);
  dialog.showModal();
  const initial =
    input ?? (o.focus === 'deny' ? deny : o.focus === 'cancel' ? cancel : confirm) ?? confirm ?? deny ?? cancel ?? closeButton;
  initial?.focus();

  return {
    result,
    element: dialog,
    close: (r = dialogResult.dismissed('programmatic')) => finish(r),
    update: (patch) => {
      if (patch.title !== undefined) {
        title.textContent = patch.title;
        title.hidden = !patch.title;
      }
      if (patch.text !== undefined) {
        text.textContent = patch.text;
        text.hidden = !patch.text;
      }
      if (patch.footnote !== undefined) {
        footnote.textContent = patch.footnote;
        footnote.hidden = !patch.footnote;
      }
    },
  };
}

/** Opens a dialog and waits for its answer. */
export function showDialog(options: DialogOptions, doc?: Document): Promise<DialogResult> {
  return openDialog(options, doc).result;
}

/**
 * Asks again before a step that cannot be undone or that shows personal data: a Korean alertdialog
 * with 취소 focused (Enter does not confirm by accident). True when the person confirmed.
 */
export async function confirmFirst(options: Pick<DialogOptions, 'title' | 'text' | 'footnote' | 'textAlign'> & { confirmButtonText: string }, doc?: Document): Promise<boolean> {
  const answer = await showDialog({ ...koDialog, role: 'alertdialog', showCancelButton: true, focus: 'cancel', ...options }, doc);
  return answer.isConfirmed;
}
