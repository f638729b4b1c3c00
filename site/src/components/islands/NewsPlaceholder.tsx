/** The drawn newspaper shown on a story without a picture; decorative. */
export function NewsPlaceholder() {
  return (
    <svg
      className="news-card-image news-placeholder"
      viewBox="0 0 160 100"
      aria-hidden="true"
      focusable="false"
    >
      <rect width="160" height="100" fill="#e8edf3" />
      <rect x="45" y="20" width="70" height="60" rx="3" fill="#fff" stroke="#8aa0b8" strokeWidth="2" />
      <rect x="52" y="28" width="56" height="8" fill="#8aa0b8" />
      <rect x="52" y="42" width="24" height="18" fill="#c5d2e0" />
      <path d="M82 44h26M82 50h26M82 56h20M52 66h56M52 72h40" stroke="#8aa0b8" strokeWidth="2" />
    </svg>
  );
}
