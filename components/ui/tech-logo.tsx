import {
  siAndroid,
  siAngular,
  siCplusplus,
  siCss,
  siDotnet,
  siFirebase,
  siFlutter,
  siGo,
  siGooglecloud,
  siGradle,
  siHtml5,
  siIonic,
  siIos,
  siJavascript,
  siJenkins,
  siKotlin,
  siMongodb,
  siMysql,
  siNodedotjs,
  siOpenjdk,
  siPerl,
  siPhp,
  siPostgresql,
  siPython,
  siR,
  siReact,
  siRedis,
  siRuby,
  siSwift,
  siTypescript,
  siVuedotjs,
  type SimpleIcon,
} from 'simple-icons';
import type { TechLogoName } from '@/content/services';
import { contrastRatio, NON_TEXT_CONTRAST } from '@/lib/contrast';

const logos: Record<TechLogoName, SimpleIcon> = {
  openjdk: siOpenjdk,
  php: siPhp,
  cplusplus: siCplusplus,
  dotnet: siDotnet,
  swift: siSwift,
  kotlin: siKotlin,
  flutter: siFlutter,
  react: siReact,
  ionic: siIonic,
  firebase: siFirebase,
  android: siAndroid,
  ios: siIos,
  html5: siHtml5,
  css: siCss,
  javascript: siJavascript,
  angular: siAngular,
  typescript: siTypescript,
  vuedotjs: siVuedotjs,
  nodedotjs: siNodedotjs,
  python: siPython,
  ruby: siRuby,
  go: siGo,
  perl: siPerl,
  gradle: siGradle,
  jenkins: siJenkins,
  googlecloud: siGooglecloud,
  mongodb: siMongodb,
  mysql: siMysql,
  postgresql: siPostgresql,
  redis: siRedis,
  r: siR,
};

/** slate-700: for brand colours too light to stand out on the white and near-white cards. */
const NEUTRAL_FILL = '#334155';

function fillOf(logo: SimpleIcon): string {
  const visible = contrastRatio(logo.hex, 'F8FAFC') >= NON_TEXT_CONTRAST;
  return visible ? `#${logo.hex}` : NEUTRAL_FILL;
}

/**
 * A technology's logo in its brand colour (a neutral one where that colour would barely show on
 * a light card); decorative, the name is always written beside it.
 */
export function TechLogo({
  name,
  className = 'size-8',
}: {
  name: TechLogoName;
  className?: string;
}) {
  const logo = logos[name];
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className={className} fill={fillOf(logo)}>
      <path d={logo.path} />
    </svg>
  );
}
