// @portal/ui/popup: a dialog inside the page with React content (see README.md); message boxes are @portal/ui/dialog.
import './popup.css';

export { InfoDialog, InPageDialog } from './Popup';
