import {
  siAndroid,
  siCplusplus,
  siDotnet,
  siFirebase,
  siFlutter,
  siIonic,
  siIos,
  siKotlin,
  siOpenjdk,
  siPhp,
  siReact,
  siSwift,
  type SimpleIcon,
} from 'simple-icons';
import type { TechLogoName } from '@/content/services';

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
};

/** A technology's logo in its brand colour; decorative, the name is always written beside it. */
export function TechLogo({
  name,
  className = 'size-8',
}: {
  name: TechLogoName;
  className?: string;
}) {
  const logo = logos[name];
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className={className} fill={`#${logo.hex}`}>
      <path d={logo.path} />
    </svg>
  );
}
