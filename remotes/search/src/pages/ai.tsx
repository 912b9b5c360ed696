import { AiHome } from '../lib/ai/Home';

/** /ai: the AI guidance's question box, recommended questions and the member's conversations (members only: the shell sends others to /). */
export default function Ai() {
  return <AiHome page="ai" />;
}
