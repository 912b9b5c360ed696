/** The portal's line icons (24×24, stroke): the main page's service entries and the UI kit. */
export const iconPaths = {
  home: 'M3 11l9-7 9 7M5 10v10h14V10M10 20v-6h4v6',
  wage: 'M3 6h18v12H3zM3 10h18M7 15h3',
  family: 'M8 8a3 3 0 1 0 0-.1M17 9a2.5 2.5 0 1 0 0-.1M3 20c0-3 2.2-5 5-5s5 2 5 5M13.5 20c.3-2.4 1.6-4 3.5-4s3.2 1.6 3.5 4',
  debt: 'M4 6l3.5 12L12 7l4.5 11L20 6M3 10.5h18M3 14h18',
  shield: 'M12 3l8 3v6c0 4.5-3.4 8-8 9-4.6-1-8-4.5-8-9V6zM9 12l2 2 4-4',
  contract: 'M6 3h9l4 4v14H6zM14 3v5h5M9 12h7M9 16h5',
  accident: 'M5 16l1.5-5h11L19 16M4 16h16v3H4zM7 19v2M17 19v2M8 8l1-3h6l1 3',
  crime: 'M12 4l9 16H3zM12 10v4.5M12 17.2v.3',
  chat: 'M4 5h16v11H9l-5 4zM8 10h8M8 13h5',
  phone: 'M6 3h4l2 5-2.5 1.5a11 11 0 0 0 5 5L16 12l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 4 5a2 2 0 0 1 2-2z',
  doc: 'M6 3h9l4 4v14H6zM14 3v5h5M9 13l2 2 4-4',
  check: 'M4 4h16v16H4zM8 12l3 3 5-6',
  map: 'M9 4L3 6v14l6-2 6 2 6-2V4l-6 2zM9 4v14M15 6v14',
  compass: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM15.5 8.5l-2 5-5 2 2-5z',
} as const;

export type IconName = keyof typeof iconPaths;

/**
 * One line icon in currentColor. Without `label` it is decoration (aria-hidden: the words next to it
 * say what it means); with `label` it stands alone as an image with that name (role="img").
 */
export function Icon({ name, label, size = 28 }: { name: IconName; label?: string; size?: 20 | 24 | 28 | 40 }) {
  return (
    <svg className={`kr-icon kr-icon--${size}`} viewBox="0 0 24 24" focusable="false" {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}>
      <path d={iconPaths[name]} fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
