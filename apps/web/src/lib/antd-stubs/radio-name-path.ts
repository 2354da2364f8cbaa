import { toArray } from 'antd/es/form/util';

/**
 * antd's Radio.Group reads one helper, `toNamePathStr`, from antd's useForm, a module that brings rc-form's form store
 * and scroll-into-view (~6 KB gzip) to every page with radio buttons, form or not. This is the same function, copied
 * from antd (es/form/hooks/useForm.js, MIT licence), without the rest (trims.ts; radio-name-path.test.ts compares them).
 */
export function toNamePathStr(name: string | number | (string | number)[] | undefined): string {
  return toArray(name).join('_');
}
