import { AiHome } from '../../lib/ai/Home';

/** /ai/edmain: the entry of 서류 작성·제출 안내 (answers open on /ai/result/ed with its tabs). */
export default function AiEdMain() {
  return <AiHome page="ai-edmain" family="ed" />;
}
