import { createAreaApp } from '@portal/blocks/area';
import { pages, serverRendered } from './pages';

export default createAreaApp('openapi', pages, { serverRendered });
