import { breadcrumbList as descriptor } from '@portal/contracts/calls';
import { call } from '@portal/http';

/** The breadcrumb menus of a page (the last one is its content title), on every route change: quiet. */
export const breadcrumbList = (menuUrl: string, signal?: AbortSignal) => call(descriptor, { query: { menuUrl }, showLoading: false, signal });
