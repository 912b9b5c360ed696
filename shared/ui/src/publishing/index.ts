// The publishing guide (/components/publishing): generated from the showcase registry, no hand-written list.
export { componentRoutes, ShowcaseStatus } from './ShowcaseStatus';
