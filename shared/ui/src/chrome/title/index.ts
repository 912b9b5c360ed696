// The area band (the title of an area's pages) lives in @portal/ui/chrome; the page's own <h1> is PageHeading (@portal/ui/form).
export { AreaBand } from './AreaBand';
export { Breadcrumb } from '../breadcrumb/Breadcrumb';
export { sampleCrumbs } from '../fixtures';
