type LogoProps = { size?: number };

/** The product mark: a rising path towards a star (inline, so it needs no request). */
export function Logo({ size = 32 }: LogoProps) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <circle cx="16" cy="16" r="15" fill="currentColor" opacity="0.15" />
      <path
        d="M6 24 L13 16 L18 20 L26 9"
        fill="none"
        stroke="currentColor"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="26" cy="8" r="2.5" fill="currentColor" />
    </svg>
  );
}
