import { remoteConfig } from '@portal/mf';

export default remoteConfig({ dir: import.meta.dirname, name: 'openapi' });
