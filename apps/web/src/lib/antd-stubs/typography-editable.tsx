/**
 * Stands in for antd's in-place editor of Typography (`editable`), which the app does not use: the editor brings antd's
 * TextArea (~14 KB gzip) into every page that shows any Typography, the signed-in shell included (trims.ts).
 * Using `editable` shows this error instead of an editor.
 */
export default function TypographyEditable(): never {
  throw new Error('Typography `editable` is not bundled: see apps/web/src/lib/antd-stubs/trims.ts');
}
