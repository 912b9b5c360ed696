// The tag lives in ./Tag.tsx (exported by `@portal/ui`); this folder holds its examples and README.
export { Tag, TagList } from './Tag';
