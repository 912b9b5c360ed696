import { remoteBuild } from '@portal/mf';

export default remoteBuild({ dir: import.meta.dirname, name: 'backoffice' });
