import type { ImageProps } from 'antd';
import { Suspense, type ComponentType } from 'react';
import { lazyPart } from '../lib/lazy-part';

/** the picture itself, at the same size, without preview */
function PlainImage({ src, width, height, style, alt }: ImageProps) {
  return <img src={src} width={width} height={height} style={style} alt={alt} />;
}

// antd's Image (with its preview viewer, ~10 KB gzip) loads when a picture first shows; the plain picture stands in
// meanwhile, and for good if antd's code cannot be downloaded
const AntImage = lazyPart(() => import('antd/es/image').then((m) => m.default as ComponentType<ImageProps>), { fallback: PlainImage });

/** antd's Image (click to preview), loaded on first use. Same props. */
export function Image(props: ImageProps) {
  return (
    <Suspense fallback={<PlainImage {...props} />}>
      <AntImage {...props} />
    </Suspense>
  );
}
