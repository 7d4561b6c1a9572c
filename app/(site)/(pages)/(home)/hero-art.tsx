/** Decorative illustration: a browser window, a phone and cloud nodes in the brand colours. */
export function HeroArt() {
  return (
    <svg aria-hidden="true" viewBox="0 0 560 420" className="mx-auto w-full max-w-xl" fill="none">
      <circle cx="300" cy="210" r="190" fill="#e6f1d3" />
      <rect
        x="70"
        y="70"
        width="360"
        height="250"
        rx="18"
        fill="#fff"
        stroke="#cde3a8"
        strokeWidth="3"
      />
      <rect x="70" y="70" width="360" height="38" rx="18" fill="#3c6300" />
      <circle cx="98" cy="89" r="6" fill="#cde3a8" />
      <circle cx="118" cy="89" r="6" fill="#aacf6f" />
      <circle cx="138" cy="89" r="6" fill="#86b53a" />
      <rect x="100" y="135" width="170" height="16" rx="8" fill="#2f4d00" />
      <rect x="100" y="165" width="240" height="10" rx="5" fill="#cde3a8" />
      <rect x="100" y="185" width="210" height="10" rx="5" fill="#cde3a8" />
      <rect x="100" y="215" width="110" height="34" rx="17" fill="#3c6300" />
      <rect
        x="290"
        y="210"
        width="110"
        height="80"
        rx="12"
        fill="#f4f9ec"
        stroke="#aacf6f"
        strokeWidth="2"
      />
      <path
        d="M305 275l22-30 18 18 14-12 26 24"
        stroke="#4d7700"
        strokeWidth="4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <rect x="400" y="170" width="110" height="200" rx="20" fill="#223800" />
      <rect x="410" y="190" width="90" height="160" rx="10" fill="#fff" />
      <rect x="422" y="205" width="66" height="10" rx="5" fill="#3c6300" />
      <rect x="422" y="225" width="50" height="8" rx="4" fill="#cde3a8" />
      <rect x="422" y="245" width="66" height="40" rx="8" fill="#e6f1d3" />
      <rect x="422" y="297" width="66" height="22" rx="11" fill="#4d7700" />
      <g stroke="#659417" strokeWidth="3">
        <path d="M40 350h90M85 350v-40" />
      </g>
      <circle cx="40" cy="350" r="14" fill="#fff" stroke="#4d7700" strokeWidth="4" />
      <circle cx="130" cy="350" r="14" fill="#fff" stroke="#4d7700" strokeWidth="4" />
      <circle cx="85" cy="300" r="18" fill="#3c6300" />
    </svg>
  );
}
