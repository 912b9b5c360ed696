/** Injected by the build (DefinePlugin): a label for this build, e.g. a release name. */
declare const __PORTAL_BUILD_TAG__: string;
declare module '*.css';
/** A file's text (rspack `asset/source` for `?raw`, as vite/vitest do natively). */
declare module '*.css?raw' {
  const text: string;
  export default text;
}
