export { NotFoundState, SignInNeeded, queryValue } from './dscsn/common';
