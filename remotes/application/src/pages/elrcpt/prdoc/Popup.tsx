import { SupplyGuide } from '../../../lib/prdoc/info';
import { PopupPage } from '../../../lib/PopupPage';

/** /elrcpt/prdoc/Popup (layout empty): 증빙서류 제출 안내, the three ways in, 나의 서류 and the validity rule (README). */
export default function Popup() {
  return <PopupPage page="elrcpt-prdoc-guide" title="증빙서류 제출 안내"><SupplyGuide /></PopupPage>;
}
