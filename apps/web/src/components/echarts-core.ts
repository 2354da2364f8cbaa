// The parts of ECharts the app's charts use, registered once. Imported only through `import()` in chart.tsx,
// so the library lands in its own chunk that only pages with a chart load.
import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { DatasetComponent, GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { init, use as register } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';

register([BarChart, LineChart, PieChart, DatasetComponent, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

export { init };
export type { EChartsCoreOption as ChartOption, EChartsType as ChartInstance } from 'echarts/core';
