/** The file name a browser saves under: RFC 6266's UTF-8 `filename*` when present, else the plain `filename`. */
export function savedName(disposition: string): string {
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (star) {
    try {
      return decodeURIComponent(star[1]);
    } catch {
      /* a malformed name: fall back to the plain one */
    }
  }
  return /filename="([^"]*)"/i.exec(disposition)?.[1] ?? '';
}
