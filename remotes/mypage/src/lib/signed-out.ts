// The states of the my-page record and list pages that the consultation views already have
// (pages/dscsn/common.tsx, moved by the /my/dscsn work): the Q&A pages reach them through lib/.
export { NotFoundState, SignInNeeded, queryValue } from '../pages/dscsn/common';
