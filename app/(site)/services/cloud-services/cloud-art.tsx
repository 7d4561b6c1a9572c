const nodes = [
  { x: 70, y: 250, label: 'k8s' },
  { x: 190, y: 270, label: 'db' },
  { x: 290, y: 270, label: 'fn' },
  { x: 410, y: 250, label: 'cdn' },
] as const;

/** Decorative: a cloud linked to the services it runs. */
export function CloudArt() {
  return (
    <svg aria-hidden="true" viewBox="0 0 480 320" className="mx-auto w-full max-w-lg" fill="none">
      <rect width="480" height="320" rx="32" fill="#f4f9ec" />
      {nodes.map((node) => (
        <path
          key={node.label}
          d={`M240 150 C240 200 ${node.x} 190 ${node.x} ${node.y - 22}`}
          stroke="#aacf6f"
          strokeWidth="3"
          strokeDasharray="6 6"
        />
      ))}
      <path
        d="M150 150c-26 0-46-19-46-43 0-23 19-42 43-43 7-30 34-52 66-52 28 0 52 16 62 40 5-1 10-2 15-2 32 0 56 25 56 55 0 25-20 45-46 45H150Z"
        fill="#3c6300"
      />
      <path
        d="M206 104l20 20 40-42"
        stroke="#fff"
        strokeWidth="10"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      {nodes.map((node) => (
        <g key={node.label}>
          <rect
            x={node.x - 36}
            y={node.y - 22}
            width="72"
            height="44"
            rx="12"
            fill="#fff"
            stroke="#86b53a"
            strokeWidth="2"
          />
          <circle cx={node.x - 18} cy={node.y} r="5" fill="#659417" />
          <rect x={node.x - 6} y={node.y - 4} width="28" height="8" rx="4" fill="#cde3a8" />
        </g>
      ))}
    </svg>
  );
}
