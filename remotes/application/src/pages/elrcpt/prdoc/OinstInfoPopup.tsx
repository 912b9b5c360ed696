import { OtherInstitutions } from '../../../lib/prdoc/info';
import { PopupPage } from '../../../lib/PopupPage';

/** /elrcpt/prdoc/OinstInfoPopup (layout empty): documents another institution holds, each kind's issuer and where to get it. */
export default function OinstInfoPopup() {
  return <PopupPage page="elrcpt-prdoc-oinst" title="다른 기관이 가진 서류 안내"><OtherInstitutions /></PopupPage>;
}
