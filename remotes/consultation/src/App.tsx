import { createAreaApp } from '@portal/blocks/area';
import { pages } from './pages';
import './lib/dscsn.css';

export default createAreaApp('consultation', pages);
