import {
  siAndroid,
  siAngular,
  siAnsible,
  siArgo,
  siCplusplus,
  siCss,
  siDigitalocean,
  siDocker,
  siDotnet,
  siElasticsearch,
  siFirebase,
  siFlutter,
  siGithubactions,
  siGitlab,
  siGo,
  siGooglecloud,
  siGradle,
  siGrafana,
  siHelm,
  siHtml5,
  siIonic,
  siIos,
  siIstio,
  siJavascript,
  siJenkins,
  siKotlin,
  siKubernetes,
  siMongodb,
  siMysql,
  siNodedotjs,
  siOpenjdk,
  siOpentelemetry,
  siOwasp,
  siPacker,
  siPerl,
  siPhp,
  siPostgresql,
  siPrometheus,
  siPulumi,
  siPython,
  siR,
  siReact,
  siRedis,
  siRuby,
  siSnyk,
  siSwift,
  siTerraform,
  siTrivy,
  siTypescript,
  siVault,
  siVuedotjs,
  type SimpleIcon,
} from 'simple-icons';
import type { TechLogoName } from '@/content/types';
import { contrastRatio, NON_TEXT_CONTRAST } from './contrast';

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
  digitalocean: siDigitalocean,
  docker: siDocker,
  kubernetes: siKubernetes,
  helm: siHelm,
  istio: siIstio,
  githubactions: siGithubactions,
  gitlab: siGitlab,
  argo: siArgo,
  terraform: siTerraform,
  ansible: siAnsible,
  pulumi: siPulumi,
  packer: siPacker,
  prometheus: siPrometheus,
  grafana: siGrafana,
  elasticsearch: siElasticsearch,
  opentelemetry: siOpentelemetry,
  vault: siVault,
  snyk: siSnyk,
  trivy: siTrivy,
  owasp: siOwasp,
};

/** slate-700: for brand colours too light to stand out on the white and near-white cards. */
const NEUTRAL_FILL = '#334155';
const FILE_SUFFIX = '.svg';

export const techLogoNames = Object.keys(logos) as TechLogoName[];

/** The logo's brand colour, or a neutral one where that colour would barely show on a light card. */
export function techLogoFill(name: TechLogoName): string {
  const { hex } = logos[name];
  return contrastRatio(hex, 'F8FAFC') >= NON_TEXT_CONTRAST ? `#${hex}` : NEUTRAL_FILL;
}

/** The logo's file name under /tech-logos/, e.g. 'react.svg'. */
export function techLogoFile(name: TechLogoName): string {
  return `${name}${FILE_SUFFIX}`;
}

/** Where the logo is served (app/tech-logos/[file]/route.ts), e.g. '/tech-logos/react.svg'. */
export function techLogoSrc(name: TechLogoName): string {
  return `/tech-logos/${techLogoFile(name)}`;
}

/** The logo name a served file stands for ('react.svg' -> 'react'), or undefined. */
export function techLogoFromFile(file: string): TechLogoName | undefined {
  if (!file.endsWith(FILE_SUFFIX)) return undefined;
  const name = file.slice(0, -FILE_SUFFIX.length);
  return Object.hasOwn(logos, name) ? (name as TechLogoName) : undefined;
}

/** A standalone SVG document of the logo in its card colour. */
export function techLogoSvg(name: TechLogoName): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="${techLogoFill(name)}"><path d="${logos[name].path}"/></svg>`;
}
