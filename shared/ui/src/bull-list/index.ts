// The bulleted list lives in ../facts.tsx (exported by `@portal/ui`); this folder holds its examples and README.
export { TextList } from '../facts';
