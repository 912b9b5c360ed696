import { CyberFormPage } from '../../../../lib/CyberFormPage';

/** CybLqaM: cyber consultation form, kind LQA. */
export default function CybLqaM() {
  return <CyberFormPage kind="LQA" />;
}
