// Text files bundled as strings (esbuild loader 'text'; the vitest config has the same loader).
declare module '*.txt' {
  const text: string;
  export default text;
}
