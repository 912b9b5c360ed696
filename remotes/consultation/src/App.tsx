import { createAreaApp } from '@portal/ui';
import { pages } from './pages';

export default createAreaApp('consultation', pages);
