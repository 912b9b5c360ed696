// The colour tokens: ../krds/tokens.css (vendored KRDS, read as data by ../krds/tokens.ts).
export { tokens, contrast, isHexColour, type Token } from '../krds/tokens';
