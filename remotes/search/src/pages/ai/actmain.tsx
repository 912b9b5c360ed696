import { AiHome } from '../../lib/ai/Home';

/** /ai/actmain: the entry of 내 문제 해결 안내 (answers open on /ai/result/act with its tabs). */
export default function AiActMain() {
  return <AiHome page="ai-actmain" family="act" />;
}
