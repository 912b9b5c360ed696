import { createAreaApp } from '@portal/blocks/area';
import { pages } from './pages';
import { AdminFrame } from './shell/AdminFrame';

export default createAreaApp('backoffice', pages, { frame: AdminFrame });
