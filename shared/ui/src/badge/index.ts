// The badge lives in ./Badge.tsx (exported by `@portal/ui`); this folder holds its examples and README.
export { Badge } from './Badge';
