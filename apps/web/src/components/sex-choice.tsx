import { Radio, type RadioGroupProps } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * Male / female as two buttons, a form's field (Form.Item gives value and onChange); `ns` is the namespace with `sex.M`
 * and `sex.F`. Give it the field's label as `aria-label`: a Form.Item's label names no radio group.
 */
export function SexChoice({ ns, ...props }: Omit<RadioGroupProps, 'options' | 'optionType'> & { ns: string }) {
  const { t } = useTranslation(ns);
  return (
    <Radio.Group
      optionType="button"
      options={[
        { value: 'M', label: t('sex.M') },
        { value: 'F', label: t('sex.F') },
      ]}
      {...props}
    />
  );
}
