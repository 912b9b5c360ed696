import { hostConfig } from '@portal/mf';

export default hostConfig({ dir: import.meta.dirname });
