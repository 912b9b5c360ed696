// What the open API (issue 33) publishes, handed over by the modules that own the data: each fills its
// part of the one OpenData of the module context with its own queries, and the open API module reads
// them at call time (a module never imports another).
import type { OpenAvailabilityDay, OpenFaq, OpenNotice, OpenOffice, ServiceSummary, SurveyStats, SvcInstitution } from '@portal/contracts';

/** Which page of a list: from 1, and its size. */
export interface OpenPaging {
  pageNo: number;
  numOfRows: number;
}
export interface OpenPage<T> {
  items: T[];
  totalCount: number;
}

export interface OpenDataSources {
  /** Participating institutions (services catalogue). */
  institutions(p: OpenPaging): Promise<OpenPage<SvcInstitution>>;
  /** Offices with address, hours and methods (services catalogue). */
  offices(q: OpenPaging & { instCode?: string; region?: string }): Promise<OpenPage<OpenOffice>>;
  /** Services, by type (services catalogue). */
  services(q: OpenPaging & { serviceType?: string; instCode?: string }): Promise<OpenPage<ServiceSummary>>;
  /** FAQ entries (center). */
  faq(q: OpenPaging & { category?: string; keyword?: string }): Promise<OpenPage<OpenFaq>>;
  /** Notices, pinned first then newest (center). */
  notices(q: OpenPaging & { keyword?: string }): Promise<OpenPage<OpenNotice>>;
  /** Places left per day of an office and method, from tomorrow through the booking window (dscsn); null: no such office or method. */
  availability(q: { officeId: string; method: 'VISIT' | 'VIDEO' | 'PHONE' }, now: Date): Promise<OpenAvailabilityDay[] | null>;
  /** Satisfaction statistics of a period of months (dgstfn). */
  satisfaction(q: { fromMonth?: string; toMonth?: string }, now: Date): Promise<SurveyStats>;
}

/** Filled by the owning modules as they are built; a part not (yet) filled answers 404 NO_OPENAPI_SERVICE. */
export type OpenData = Partial<OpenDataSources>;

/** The page `p` of an in-memory list. */
export function pageOf<T>(list: T[], p: OpenPaging): OpenPage<T> {
  const from = (p.pageNo - 1) * p.numOfRows;
  return { items: list.slice(from, from + p.numOfRows), totalCount: list.length };
}
