import { LoginPage } from '../../lib/LoginPage';

/** /login/ai: the same login, returning to AI 법률검색 (/ai) unless a returnUrl says otherwise. */
export default function LoginAi() {
  return <LoginPage fallbackReturn="/ai" title="AI 법률검색 로그인" />;
}
