export { NotFoundState, queryValue } from './dscsn/common';
