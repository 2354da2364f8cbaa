import type { ComponentType } from 'react';
import { whenShown } from './when-shown';

type MakeRangePicker = (generateConfig: unknown) => ComponentType<object>;

/**
 * antd's DatePicker makes its RangePicker as it is imported (with rc-picker's range input and its helpers, ~4 KB
 * gzip), and the app picks no ranges: this makes it when a range picker first shows (trims.ts).
 */
export default function generateRangePicker(generateConfig: unknown) {
  return whenShown(async () => {
    const module = await import('antd/es/date-picker/generatePicker/generateRangePicker');
    return { default: (module.default as unknown as MakeRangePicker)(generateConfig) };
  });
}
