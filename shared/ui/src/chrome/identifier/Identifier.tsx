/** KRDS identifier: the operating institution's mark and the line naming it (at the foot of every page). */
export function Identifier({ text = '이 누리집은 법무부 누리집입니다.' }: { text?: string }) {
  return (
    <p className="identifier">
      <svg className="identifier__mark" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <circle cx="16" cy="16" r="15" fill="#0047a0" />
        <path d="M1 16A15 15 0 0 1 31 16A7.5 7.5 0 0 1 16 16A7.5 7.5 0 0 0 1 16Z" fill="#cd2e3a" />
      </svg>
      <span className="identifier__text">{text}</span>
    </p>
  );
}
