// The description list lives in ../facts.tsx (exported by `@portal/ui`); this folder holds its examples and README.
export { Facts } from '../facts';
