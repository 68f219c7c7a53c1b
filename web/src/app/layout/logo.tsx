/** The ChillWatch mark: a milk drop with a frost line, drawn inline. */
export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <circle cx="16" cy="16" r="15" fill="#ffffff" opacity="0.15" />
      <path d="M16 4 C 11 11, 8 15, 8 19 a 8 8 0 0 0 16 0 c 0 -4 -3 -8 -8 -15 z" fill="#ffffff" />
      <path d="M11 20 h10 M16 15 v10 M12.5 16.5 l7 7 M19.5 16.5 l-7 7" stroke="#0d4d7a" strokeWidth="1.4" strokeLinecap="round" />
    </svg>
  );
}
