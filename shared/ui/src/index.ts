export { ReadyPageView, NotFoundPage, ErrorPage, Spinner, errorTitle } from './pages';
export type { AreaAppProps, PageComponent, PageMap } from './area';
export { ColumnHeads, HeadedTable } from './table';
export { useHydrating } from './hydrating';
export { Facts, TextList, type Fact } from './facts';
export { ExternalLink, Neighbours, NotHereBlock, NotHerePage, type AreaFrame, type Neighbour, type NotHereProps } from './links';
export { TitledSection, type SectionProps } from './section';
export { copyText } from './copy';
