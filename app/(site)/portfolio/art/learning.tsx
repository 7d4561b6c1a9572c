import { ink, brand, mid, pale, wash } from './palette';

/** A laptop with lesson progress and a mortarboard. */
export function LearningScene() {
  return (
    <g>
      <rect
        x="40"
        y="60"
        width="240"
        height="170"
        rx="14"
        fill="#fff"
        stroke={pale}
        strokeWidth="3"
      />
      <path d="M20 240h280l-20 28H40z" fill={pale} />
      {[90, 130, 170].map((y, index) => (
        <g key={y}>
          <circle cx="72" cy={y + 10} r="12" fill={index < 2 ? brand : wash} />
          <rect x="96" y={y + 2} width="160" height="16" rx="8" fill={wash} />
          <rect
            x="96"
            y={y + 2}
            width={[160, 110, 40][index]}
            height="16"
            rx="8"
            fill={index < 2 ? mid : pale}
          />
        </g>
      ))}
      <path d="M330 148v34c0 12 36 22 50 22s50-10 50-22v-34l-50 22z" fill={brand} />
      <path d="M300 130l80-34 80 34-80 34z" fill={ink} />
      <path d="M452 134v52" stroke={mid} strokeWidth="5" strokeLinecap="round" />
    </g>
  );
}
