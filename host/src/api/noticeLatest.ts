import { noticeLatest as descriptor } from '@portal/contracts/calls';
import { call } from '@portal/http';

/** The main page's latest notices (pinned first): quiet, the box shows its own loading state. */
export const noticeLatest = (limit: number, signal?: AbortSignal) => call(descriptor, { query: { limit }, showLoading: false, signal });
