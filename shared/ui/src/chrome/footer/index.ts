// The site footer lives in @portal/ui/chrome (the host draws it on every page with chrome).
export { Footer } from './Footer';
