import { ConsentText } from '../../../lib/prdoc/info';
import { PopupPage } from '../../../lib/PopupPage';

/** /elrcpt/prdoc/TrmsCnPopup (layout empty): the text of the 행정정보 공동이용 consent given per document and per application. */
export default function TrmsCnPopup() {
  return <PopupPage page="elrcpt-prdoc-terms" title="행정정보 공동이용 동의 내용"><ConsentText /></PopupPage>;
}
