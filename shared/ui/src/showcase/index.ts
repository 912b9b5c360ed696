// @portal/ui/showcase: the UI kit's registry (issue 35). One ComponentDoc per /components/* route that
// is built, each from its component's folder (`../<component>/examples.tsx`). Imported only by the
// uikit remote's one examples page and by the unit test that renders every example on the server.
import './showcase.css';
import { accordionDoc } from '../accordion/examples';
import { badgeDoc } from '../badge/examples';
import { bullListDoc } from '../bull-list/examples';
import { dateInputDoc } from '../date-input/examples';
import { fileDoc } from '../file/examples';
import { iconsDoc } from '../icons/examples';
import { listsDoc } from '../lists/examples';
import { popupDoc } from '../popup/examples';
import { tabsDoc } from '../tabs/examples';
import { tagDoc } from '../tag/examples';
import { tooltipDoc } from '../tooltip/examples';
import { buttonDoc } from '../button/examples';
import { bannerDoc } from '../chrome/banner/examples';
import { breadcrumbDoc } from '../chrome/breadcrumb/examples';
import { footerDoc } from '../chrome/footer/examples';
import { headerDoc } from '../chrome/header/examples';
import { identifierDoc } from '../chrome/identifier/examples';
import { identityHeaderDoc } from '../chrome/identity-header/examples';
import { mainDoc } from '../chrome/main/examples';
import { searchDoc } from '../chrome/search/examples';
import { sideDoc } from '../chrome/side/examples';
import { skipDoc } from '../chrome/skip/examples';
import { titleDoc } from '../chrome/title/examples';
import { checkboxDoc } from '../checkbox/examples';
import { colorsDoc } from '../colors/examples';
import { dataTableDoc } from '../data-table/examples';
import { formLayoutDoc } from '../form-layout/examples';
import { modalDoc } from '../modal/examples';
import { paginationDoc } from '../pagination/examples';
import { publishingDoc } from '../publishing/examples';
import { radioDoc } from '../radio/examples';
import { selectDoc } from '../select/examples';
import { spinnerDoc } from '../spinner/examples';
import { stepIndicatorDoc } from '../step-indicator/examples';
import { textInputDoc } from '../text-input/examples';
import { textareaDoc } from '../textarea/examples';
import { typographyDoc } from '../typography/examples';
import type { ComponentDoc } from './types';

export * from './types';
export { showcaseRoutes } from './routes';

/** Every built showcase page. A /components route not listed here shows the honest /ready page. */
export const showcase: readonly ComponentDoc[] = [
  // the publishing guide is generated from this list (read when its page renders)
  publishingDoc(() => showcase),
  colorsDoc,
  typographyDoc,
  textInputDoc,
  textareaDoc,
  dateInputDoc,
  fileDoc,
  buttonDoc,
  checkboxDoc,
  radioDoc,
  selectDoc,
  tooltipDoc,
  tagDoc,
  accordionDoc,
  dataTableDoc,
  stepIndicatorDoc,
  spinnerDoc,
  modalDoc,
  popupDoc,
  badgeDoc,
  tabsDoc,
  iconsDoc,
  listsDoc,
  bullListDoc,
  formLayoutDoc,
  paginationDoc,
  headerDoc,
  bannerDoc,
  identityHeaderDoc,
  footerDoc,
  identifierDoc,
  skipDoc,
  breadcrumbDoc,
  sideDoc,
  titleDoc,
  searchDoc,
  mainDoc,
];

export function showcaseDoc(route: string): ComponentDoc | undefined {
  return showcase.find((d) => d.route === route);
}
