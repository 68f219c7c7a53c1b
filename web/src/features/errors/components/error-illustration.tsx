/** Small inline illustrations of the error pages (no image files needed). */
export type IllustrationKind = '401' | '403' | '404' | '500' | '503' | 'noData' | 'error';

const BLUE = '#0d4d7a';
const LIGHT = '#d7e6f2';
const ACCENT = '#e07a5f';

function Lock() {
  return (
    <g>
      <rect x="70" y="70" width="60" height="48" rx="6" fill={BLUE} />
      <path d="M82 70 v-12 a18 18 0 0 1 36 0 v12" fill="none" stroke={BLUE} strokeWidth="8" />
      <circle cx="100" cy="92" r="6" fill={LIGHT} />
      <rect x="97" y="94" width="6" height="14" rx="2" fill={LIGHT} />
    </g>
  );
}

function NoEntry() {
  return (
    <g>
      <circle cx="100" cy="85" r="38" fill={ACCENT} />
      <rect x="76" y="79" width="48" height="12" rx="3" fill="#fff" />
    </g>
  );
}

function Magnifier() {
  return (
    <g>
      <circle cx="92" cy="80" r="28" fill={LIGHT} stroke={BLUE} strokeWidth="8" />
      <path d="M112 100 l22 22" stroke={BLUE} strokeWidth="10" strokeLinecap="round" />
      <text x="92" y="91" textAnchor="middle" fontSize="30" fontWeight="700" fill={BLUE}>
        ?
      </text>
    </g>
  );
}

function BrokenServer() {
  return (
    <g>
      <rect x="62" y="50" width="76" height="28" rx="4" fill={BLUE} />
      <rect x="62" y="84" width="76" height="28" rx="4" fill={BLUE} />
      <circle cx="74" cy="64" r="4" fill={LIGHT} />
      <circle cx="74" cy="98" r="4" fill={ACCENT} />
      <path d="M120 44 l-8 20 h10 l-8 20" fill="none" stroke={ACCENT} strokeWidth="5" strokeLinejoin="round" />
    </g>
  );
}

function Wrench() {
  return (
    <g>
      <circle cx="100" cy="84" r="38" fill={LIGHT} />
      <path d="M80 104 l30 -30 a12 12 0 1 1 8 8 l-30 30 z" fill={BLUE} />
      <path d="M100 60 v24 l14 10" fill="none" stroke={ACCENT} strokeWidth="5" strokeLinecap="round" />
    </g>
  );
}

function EmptyBox() {
  return (
    <g>
      <path d="M60 70 l40 -16 l40 16 v40 l-40 16 l-40 -16 z" fill={LIGHT} stroke={BLUE} strokeWidth="4" strokeLinejoin="round" />
      <path d="M60 70 l40 16 l40 -16 M100 86 v40" fill="none" stroke={BLUE} strokeWidth="4" strokeLinejoin="round" />
    </g>
  );
}

function Warning() {
  return (
    <g>
      <path d="M100 44 l44 78 h-88 z" fill={ACCENT} strokeLinejoin="round" />
      <rect x="96" y="70" width="8" height="28" rx="3" fill="#fff" />
      <circle cx="100" cy="108" r="5" fill="#fff" />
    </g>
  );
}

const drawings: Record<IllustrationKind, () => React.JSX.Element> = {
  '401': Lock,
  '403': NoEntry,
  '404': Magnifier,
  '500': BrokenServer,
  '503': Wrench,
  noData: EmptyBox,
  error: Warning,
};

export function ErrorIllustration({ kind, size = 200 }: { kind: IllustrationKind; size?: number }) {
  const Drawing = drawings[kind];
  return (
    <svg width={size} height={size * 0.8} viewBox="0 0 200 160" aria-hidden="true" data-illustration={kind}>
      <ellipse cx="100" cy="140" rx="70" ry="8" fill={LIGHT} />
      <Drawing />
    </svg>
  );
}
