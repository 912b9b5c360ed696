import { createAreaApp } from '@portal/ui';
import { pages } from './pages';
import './lib/dscsn.css';

export default createAreaApp('consultation', pages);
