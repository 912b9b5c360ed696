export { NotFoundState, SignInNeeded, listOf, queryValue } from './dscsn/common';
