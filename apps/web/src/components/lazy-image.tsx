import type { ImageProps } from 'antd';
import { lazy, Suspense } from 'react';

// antd's Image (with its preview viewer, ~10 KB gzip) loads when a picture first shows; the plain picture stands in
const AntImage = lazy(() => import('antd/es/image'));

/** antd's Image (click to preview), loaded on first use; meanwhile the same picture, at the same size, without preview. */
export function Image(props: ImageProps) {
  const { src, width, height, style, alt } = props;
  return (
    <Suspense fallback={<img src={src} width={width} height={height} style={style} alt={alt} />}>
      <AntImage {...props} />
    </Suspense>
  );
}
