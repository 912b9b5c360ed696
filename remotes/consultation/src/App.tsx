import { createAreaApp } from '@portal/blocks/area';
import { pages, serverRendered } from './pages';
import './lib/dscsn.css';

export default createAreaApp('consultation', pages, { serverRendered });
