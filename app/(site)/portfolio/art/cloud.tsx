import { brand, mid, pale, wash } from './palette';

/** A cloud connected to three servers. */
export function CloudScene() {
  return (
    <g>
      <path d="M150 150a50 50 0 0 1 10-98 70 70 0 0 1 130 10 44 44 0 0 1 40 88z" fill={brand} />
      {[90, 210, 330].map((x) => (
        <g key={x}>
          <path d={`M${x + 30} 150v50`} stroke={mid} strokeWidth="4" strokeDasharray="6 6" />
          <rect
            x={x}
            y="200"
            width="60"
            height="80"
            rx="10"
            fill="#fff"
            stroke={pale}
            strokeWidth="2"
          />
          {[216, 240, 264].map((y) => (
            <g key={y}>
              <rect x={x + 10} y={y - 6} width="28" height="10" rx="5" fill={wash} />
              <circle cx={x + 48} cy={y - 1} r="4" fill={mid} />
            </g>
          ))}
        </g>
      ))}
      <path
        d="M200 110l24 24 44-48"
        stroke="#fff"
        strokeWidth="10"
        strokeLinecap="round"
        strokeLinejoin="round"
        fill="none"
      />
    </g>
  );
}
