/**
 * Copies `text` to the clipboard. When the browser refuses (no permission, not a secure context), the
 * text of `fallback` is selected instead, so Ctrl+C (or a long press on a phone) copies it; the
 * answer says which happened, for the page's own words.
 */
export async function copyText(text: string, fallback?: HTMLElement | null): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    if (fallback) {
      const range = document.createRange();
      range.selectNodeContents(fallback);
      const selection = window.getSelection();
      selection?.removeAllRanges();
      selection?.addRange(range);
    }
    return false;
  }
}
