import { Link } from '@portal/router';

/** Portal logo: a scales mark and the service name (the government emblem itself is not reproduced). */
export function Logo({ className = 'site-logo' }: { className?: string }) {
  return (
    <Link to="/" className={className}>
      <svg className="site-logo__mark" viewBox="0 0 40 40" aria-hidden="true" focusable="false">
        <rect width="40" height="40" rx="10" fill="#0b50d0" />
        <path
          d="M20 9v21M13 30h14M11 14h18M14 14l-4 8h8l-4-8zm12 0l-4 8h8l-4-8z"
          fill="none"
          stroke="#fff"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span className="site-logo__text">
        <span className="site-logo__org">법무부</span>
        <span className="site-logo__name">법률구조 플랫폼</span>
      </span>
      <span className="sr-only">홈으로</span>
    </Link>
  );
}
