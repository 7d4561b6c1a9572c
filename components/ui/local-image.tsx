type LocalImageProps = {
  image: { src: string; alt: string; width: number; height: number };
  className?: string;
};

/**
 * A local SVG drawn at its own size, loaded as it nears the viewport. A plain <img>: next/image
 * has nothing to optimise in an SVG and would only add client JavaScript.
 */
export function LocalImage({ image, className }: LocalImageProps) {
  return (
    // eslint-disable-next-line @next/next/no-img-element
    <img
      src={image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading="lazy"
      decoding="async"
      className={className}
    />
  );
}
