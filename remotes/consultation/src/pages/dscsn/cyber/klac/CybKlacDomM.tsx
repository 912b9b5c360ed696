import { CyberFormPage } from '../../../../lib/CyberFormPage';

/** CybKlacDomM: cyber consultation form, kind DOM. */
export default function CybKlacDomM() {
  return <CyberFormPage kind="DOM" />;
}
