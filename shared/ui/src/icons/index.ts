// The icons live in ./Icon.tsx (exported by `@portal/ui`); this folder holds their examples and README.
export { Icon, iconPaths } from './Icon';
