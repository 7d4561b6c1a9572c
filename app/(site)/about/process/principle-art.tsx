/** Decorative, one per principle: a board, a checklist and a support chart. */
export function PrincipleArt({ variant }: { variant: number }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 480 320" className="mx-auto w-full max-w-lg" fill="none">
      <rect width="480" height="320" rx="32" fill="#f4f9ec" />
      {variant === 0 ? (
        <g>
          {[40, 180, 320].map((x, column) => (
            <g key={x}>
              <rect
                x={x}
                y="40"
                width="120"
                height="240"
                rx="16"
                fill="#fff"
                stroke="#cde3a8"
                strokeWidth="2"
              />
              {Array.from({ length: 3 - column }, (_, row) => (
                <rect
                  key={row}
                  x={x + 12}
                  y={60 + row * 70}
                  width="96"
                  height="56"
                  rx="10"
                  fill={column === 2 ? '#3c6300' : '#e6f1d3'}
                />
              ))}
            </g>
          ))}
        </g>
      ) : variant === 1 ? (
        <g>
          {[70, 140, 210].map((y) => (
            <g key={y}>
              <rect x="90" y={y - 20} width="40" height="40" rx="10" fill="#3c6300" />
              <path
                d={`M100 ${y} l8 8 14-16`}
                stroke="#fff"
                strokeWidth="5"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
              <rect x="150" y={y - 8} width="240" height="16" rx="8" fill="#cde3a8" />
            </g>
          ))}
        </g>
      ) : (
        <g>
          <path d="M60 260h360" stroke="#aacf6f" strokeWidth="3" />
          {[120, 80, 150, 110, 190].map((height, index) => (
            <rect
              key={index}
              x={80 + index * 70}
              y={260 - height}
              width="44"
              height={height}
              rx="10"
              fill={index === 4 ? '#3c6300' : '#86b53a'}
            />
          ))}
          <path
            d="M100 150 170 190 240 120 310 160 380 70"
            stroke="#223800"
            strokeWidth="5"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </g>
      )}
    </svg>
  );
}
