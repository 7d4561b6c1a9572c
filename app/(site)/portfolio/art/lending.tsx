import { ink, brand, mid, pale, wash } from './palette';

/** An application form with ticks and a stack of coins. */
export function LendingScene() {
  return (
    <g>
      <rect
        x="70"
        y="40"
        width="220"
        height="250"
        rx="18"
        fill="#fff"
        stroke={pale}
        strokeWidth="2"
      />
      {[80, 130, 180, 230].map((y, index) => (
        <g key={y}>
          <rect x="94" y={y} width="30" height="30" rx="8" fill={index < 3 ? brand : wash} />
          {index < 3 ? (
            <path
              d={`M101 ${y + 15}l6 6 11-12`}
              stroke="#fff"
              strokeWidth="4"
              strokeLinecap="round"
              strokeLinejoin="round"
              fill="none"
            />
          ) : null}
          <rect x="138" y={y + 7} width="128" height="16" rx="8" fill={wash} />
        </g>
      ))}
      {[0, 1, 2, 3].map((level) => (
        <ellipse
          key={level}
          cx="370"
          cy={250 - level * 26}
          rx="62"
          ry="20"
          fill={level === 3 ? mid : brand}
          stroke={ink}
          strokeWidth="3"
        />
      ))}
      <path
        d="M356 162h28M356 172h28M364 162c14 0 14 20 0 20l20 18"
        stroke="#fff"
        strokeWidth="4"
        strokeLinecap="round"
        fill="none"
      />
    </g>
  );
}
