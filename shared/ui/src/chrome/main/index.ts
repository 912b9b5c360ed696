// The main page's layout pieces live in @portal/ui/chrome (host/src/pages/index.tsx fills them); their CSS is main-page.css.
import './main-page.css';

export { MainCard, MainSection } from './MainSection';
