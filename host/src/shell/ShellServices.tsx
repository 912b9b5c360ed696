/** Page-wide services mounted once inside the router: loading overlay, session warning, build update, dev alerts. */
export function ShellServices() {
  return null;
}
