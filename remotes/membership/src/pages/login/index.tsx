import { LoginPage } from '../../lib/LoginPage';

/** /login: ID + password (the form is shared with /login/ai). */
export default function Login() {
  return <LoginPage />;
}
