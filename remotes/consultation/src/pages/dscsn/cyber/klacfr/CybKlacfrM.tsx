import { CyberFormPage } from '../../../../lib/CyberFormPage';

/** CybKlacfrM: cyber consultation form, kind FR. */
export default function CybKlacfrM() {
  return <CyberFormPage kind="FR" />;
}
