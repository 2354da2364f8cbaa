import { Alert, Skeleton, theme } from 'antd';
import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChartInstance, ChartOption } from './echarts-core';

export type { ChartOption };

interface ChartProps {
  /** an ECharts option; bar, line and pie series with grid, legend, tooltip and dataset are registered */
  option: ChartOption;
  /** spec §9: 100% by default, so the parent decides the size */
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  /** read by screen readers instead of the canvas */
  ariaLabel?: string;
}

const loadEngine = () => import('./echarts-core');

/** The app's one chart wrapper: loads ECharts on first use, follows the theme, resizes with its box. */
export function Chart({ option, width = '100%', height = '100%', ariaLabel }: ChartProps) {
  const { t } = useTranslation('common');
  const { token } = theme.useToken();
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<ChartInstance | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');

  useEffect(() => {
    let disposed = false;
    let observer: ResizeObserver | undefined;
    loadEngine()
      .then(({ init }) => {
        if (disposed || !box.current) return;
        chart.current = init(box.current, undefined, { renderer: 'canvas' });
        observer = new ResizeObserver(() => chart.current?.resize());
        observer.observe(box.current);
        setState('ready');
      })
      .catch(() => {
        if (!disposed) setState('failed');
      });
    return () => {
      disposed = true;
      observer?.disconnect();
      chart.current?.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    if (state !== 'ready' || !chart.current) return;
    chart.current.setOption(
      {
        backgroundColor: 'transparent',
        color: [token.colorPrimary, '#F7BA1E', '#14C9C9', '#F53F3F', '#722ED1', '#00B42A'],
        textStyle: { color: token.colorTextSecondary, fontFamily: token.fontFamily },
        ...option,
      },
      { notMerge: true },
    );
  }, [state, option, token.colorPrimary, token.colorTextSecondary, token.fontFamily]);

  return (
    <div style={{ position: 'relative', width, height }} role="img" aria-label={ariaLabel}>
      <div ref={box} style={{ width: '100%', height: '100%' }} />
      {state === 'loading' && (
        <div style={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center' }}>
          <Skeleton.Node active style={{ width: 160, height: 100 }} />
        </div>
      )}
      {state === 'failed' && (
        <div style={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center' }}>
          <Alert type="warning" showIcon title={t('chartFailed')} />
        </div>
      )}
    </div>
  );
}
