// The official e-government banner lives in @portal/ui/chrome (the host draws it on every page with chrome).
export { GovBanner } from './GovBanner';
