import { hostConfig } from '@portal/mf';
import { BootAssetsPlugin } from './prerender/boot-assets-plugin.mjs';

const config = hostConfig({ dir: import.meta.dirname });
config.plugins.push(new BootAssetsPlugin());
export default config;
