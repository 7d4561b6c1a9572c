import { brand, mid, pale, wash } from './palette';

/** A phone with a calendar and a medical cross. */
export function ClinicScene() {
  return (
    <g>
      <rect
        x="150"
        y="30"
        width="180"
        height="260"
        rx="28"
        fill="#fff"
        stroke={pale}
        strokeWidth="3"
      />
      <rect x="172" y="70" width="136" height="110" rx="14" fill={wash} />
      {[0, 1, 2, 3].map((col) =>
        [0, 1, 2].map((row) => (
          <rect
            key={`${col}-${row}`}
            x={182 + col * 31}
            y={82 + row * 32}
            width="22"
            height="22"
            rx="6"
            fill={col === 2 && row === 1 ? brand : '#fff'}
          />
        )),
      )}
      <rect x="172" y="196" width="136" height="20" rx="10" fill={pale} />
      <rect x="172" y="228" width="96" height="20" rx="10" fill={pale} />
      <circle cx="380" cy="90" r="46" fill={brand} />
      <path d="M380 66v48M356 90h48" stroke="#fff" strokeWidth="12" strokeLinecap="round" />
      <circle cx="100" cy="230" r="34" fill={mid} />
      <path
        d="M86 230l10 10 20-22"
        stroke="#fff"
        strokeWidth="7"
        strokeLinecap="round"
        strokeLinejoin="round"
        fill="none"
      />
    </g>
  );
}
