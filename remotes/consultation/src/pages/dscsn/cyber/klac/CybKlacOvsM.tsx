import { CyberFormPage } from '../../../../lib/CyberFormPage';

/** CybKlacOvsM: cyber consultation form, kind OVS. */
export default function CybKlacOvsM() {
  return <CyberFormPage kind="OVS" />;
}
