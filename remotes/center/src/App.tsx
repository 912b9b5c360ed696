import { createAreaApp } from '@portal/blocks/area';
import { pages } from './pages';

export default createAreaApp('center', pages);
