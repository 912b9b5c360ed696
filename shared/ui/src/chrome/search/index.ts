// The main page's search box lives in @portal/ui/chrome (the host's main page keeps the query and the search).
export { SearchBox } from './SearchBox';
