import * as simpleIcons from 'simple-icons';
import type { SimpleIcon } from 'simple-icons';
import { techLogoNames, type TechLogoName } from '@/content/tech-logos';
import { contrastRatio, NON_TEXT_CONTRAST } from './contrast';

export { techLogoNames };

/** simple-icons exports each icon as `si` and its slug with a capital first letter: siNodedotjs. */
function icon(name: TechLogoName): SimpleIcon {
  const exportName = `si${name[0]!.toUpperCase()}${name.slice(1)}` as keyof typeof simpleIcons;
  return simpleIcons[exportName] as SimpleIcon;
}

/** slate-700: for brand colours too light to stand out on the white and near-white cards. */
const NEUTRAL_FILL = '#334155';
const FILE_SUFFIX = '.svg';

/** The logo's brand colour, or a neutral one where that colour would barely show on a light card. */
export function techLogoFill(name: TechLogoName): string {
  const { hex } = icon(name);
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
  return techLogoNames.find((known) => known === name);
}

/** A standalone SVG document of the logo in its card colour. */
export function techLogoSvg(name: TechLogoName): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="${techLogoFill(name)}"><path d="${icon(name).path}"/></svg>`;
}
