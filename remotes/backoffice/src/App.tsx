import { createAreaApp } from '@portal/blocks/area';
import { pages } from './pages';

export default createAreaApp('backoffice', pages);
