// The skip links live in @portal/ui/chrome (the host puts them first on every page with chrome).
export { SkipLinks } from './SkipLinks';
