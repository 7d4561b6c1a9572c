import { ink, brand, mid, pale, wash } from './palette';

/** A phone showing products, beside a speed gauge. */
export function StorefrontScene() {
  return (
    <g>
      <rect
        x="60"
        y="30"
        width="170"
        height="260"
        rx="28"
        fill="#fff"
        stroke={pale}
        strokeWidth="3"
      />
      {[0, 1].map((col) =>
        [0, 1].map((row) => (
          <g key={`${col}-${row}`}>
            <rect
              x={78 + col * 72}
              y={64 + row * 104}
              width="62"
              height="70"
              rx="12"
              fill={row === 0 && col === 0 ? mid : wash}
            />
            <rect x={78 + col * 72} y={140 + row * 104} width="44" height="10" rx="5" fill={pale} />
          </g>
        )),
      )}
      <path
        d="M280 230a90 90 0 0 1 180 0"
        stroke={wash}
        strokeWidth="22"
        strokeLinecap="round"
        fill="none"
      />
      <path
        d="M280 230a90 90 0 0 1 160-56"
        stroke={brand}
        strokeWidth="22"
        strokeLinecap="round"
        fill="none"
      />
      <path d="M370 230l48-54" stroke={ink} strokeWidth="8" strokeLinecap="round" />
      <circle cx="370" cy="230" r="12" fill={ink} />
    </g>
  );
}
