export { ReadyPage, NotFoundPage, ErrorPage, Spinner, errorTitle } from './pages';
export { createAreaApp, type AreaAppProps, type PageMap } from './area';
