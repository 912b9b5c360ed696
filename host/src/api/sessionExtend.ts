import { sessionExtend as descriptor } from '@portal/contracts/calls';
import { call } from '@portal/http';

/** Slides the server session (the '로그인 연장' button): counted in the loading overlay. */
export const sessionExtend = () => call(descriptor);
