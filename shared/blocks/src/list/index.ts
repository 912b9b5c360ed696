// @portal/blocks/list: the list page block (search, address, count, states, pagination) and the
// states of any read through a query (QueryGate). Future lists (search, statutes, services) use it as is.
export { keywordParam, pageOfPages, pageParam, param, searchedFor, toQuery } from './address';
export { ListPage, type ListAddress, type ListCall, type ListContext, type ListPageProps, type ListResult, type ListSearch } from './ListPage';
export { ChoiceLinks, type Choice } from './ChoiceLinks';
export { SearchBox, type SearchBoxProps, type SearchScope } from './SearchBox';
export { Empty, isLoading, isMissing, ListSkeleton, Loading, QueryGate, RecordPage, TitledGate, useEach, type Read, type RecordGateProps } from './states';
