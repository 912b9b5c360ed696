// The operating institution's identifier lives in @portal/ui/chrome (the footer draws it).
export { Identifier } from './Identifier';
