// The type scale: ../krds/tokens.css (vendored KRDS, read as data by ../krds/tokens.ts).
export { tokens } from '../krds/tokens';
