type LocalImageProps = {
  image: { src: string; alt: string; width: number; height: number };
  className?: string;
  /** The page's largest image in its first screen: loaded at once and ahead of the rest. */
  first?: boolean;
};

/**
 * A local SVG drawn at its own size, loaded as it nears the viewport (or at once, `first`). A
 * plain <img>: next/image has nothing to optimise in an SVG and would only add client JavaScript.
 */
export function LocalImage({ image, className, first = false }: LocalImageProps) {
  return (
    // eslint-disable-next-line @next/next/no-img-element
    <img
      src={image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading={first ? 'eager' : 'lazy'}
      fetchPriority={first ? 'high' : undefined}
      decoding="async"
      className={className}
    />
  );
}
