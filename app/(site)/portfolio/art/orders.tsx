import { ink, brand, mid, pale, wash } from './palette';

/** A browser with an order table and a shipping box. */
export function OrdersScene() {
  return (
    <g>
      <rect
        x="50"
        y="50"
        width="300"
        height="220"
        rx="18"
        fill="#fff"
        stroke={pale}
        strokeWidth="2"
      />
      <path d="M50 88h300" stroke={pale} strokeWidth="2" />
      {[68, 82, 96].map((x) => (
        <circle key={x} cx={x} cy="69" r="5" fill={pale} />
      ))}
      {[110, 150, 190, 230].map((y, row) => (
        <g key={y}>
          <rect x="72" y={y} width="120" height="16" rx="8" fill={wash} />
          <rect x="210" y={y} width="50" height="16" rx="8" fill={wash} />
          <rect x="276" y={y - 2} width="52" height="20" rx="10" fill={row === 3 ? mid : brand} />
        </g>
      ))}
      <path d="M330 190l60-30 60 30v70l-60 30-60-30z" fill={mid} />
      <path
        d="M330 190l60 30 60-30M390 220v70"
        stroke={ink}
        strokeWidth="4"
        strokeLinejoin="round"
        fill="none"
      />
    </g>
  );
}
