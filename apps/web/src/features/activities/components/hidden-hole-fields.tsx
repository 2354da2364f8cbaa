import { useQueries } from '@tanstack/react-query';
import { Button, Col, Form, Select, Space } from 'antd';
import { roundHoles } from '@golf/shared/golf/course';
import { defaultHiddenCount, drawHiddenHoles, hiddenHolesIssue } from '@golf/shared/golf/hidden-holes';
import { useTranslation } from 'react-i18next';
import { translateValidation } from '../../../lib/i18n';
import { courseQueryOptions } from '../../courses/api/get-course';
import { useListFormat } from '../../../lib/use-list-format';

interface Props {
  courseIds: string[];
  /** the system's count of hidden holes, else the length of the list the event has, else the default for the round */
  hiddenCount?: number;
  /** play has started: the holes in use stay as they are (the server refuses a change too) */
  locked: boolean;
  /** the holes drawn for the results (at the first score, or when results were opened before it), none having been chosen */
  drawn?: number[];
}

/**
 * New Peoria: the hidden holes, chosen by the organiser before play or drawn here (balanced by par, as the results
 * would draw them), on the round's holes (its first course, or its first two when both are nines). Left empty, they
 * are drawn when the first score is saved. Players see them once the event is finished.
 */
export function HiddenHoleFields({ courseIds, hiddenCount, locked, drawn }: Props) {
  const { t } = useTranslation('activities');
  const list = useListFormat('narrow');
  const form = Form.useFormInstance();
  const courses = useQueries({ queries: courseIds.slice(0, 2).map((id) => courseQueryOptions(id)) });
  const loaded = courses.map((q) => q.data);
  if (!loaded[0]) return null;
  const holes = roundHoles(loaded.filter((c) => c !== undefined));
  const count = hiddenCount ?? defaultHiddenCount(holes.length);
  const par = new Map(holes.map((h) => [h.number, h.par]));
  return (
    <Col xs={24} md={12}>
      <Form.Item
        label={t('fields.hiddenHoles')}
        required={false}
        extra={
          locked ? (
            <>
              {drawn?.length ? <div>{t('form.hiddenHolesDrawnWere', { holes: list(drawn.map(String)) })}</div> : null}
              <div>{t('form.hiddenHolesLocked')}</div>
            </>
          ) : (
            <>
              {drawn?.length ? <div>{t('form.hiddenHolesDrawnSoFar', { holes: list(drawn.map(String)) })}</div> : null}
              <div>{t('form.hiddenHolesHint', { count })}</div>
            </>
          )
        }
      >
        <Space.Compact style={{ width: '100%' }}>
          <Form.Item
            name="hiddenHoles"
            noStyle
            rules={[
              {
                validator: async (_rule, value?: number[]) => {
                  const issue = locked ? null : hiddenHolesIssue(holes, { hiddenHoles: value?.length ? value : undefined, hiddenCount: count });
                  if (issue) throw new Error(translateValidation(issue.message, issue.params));
                },
              },
            ]}
          >
            <Select
              mode="multiple"
              allowClear
              aria-label={t('fields.hiddenHoles')}
              placeholder={t(locked ? 'form.hiddenHolesDrawnAlready' : 'form.hiddenHolesDrawn')}
              options={holes.map((h) => ({ value: h.number, label: String(h.number) }))}
              optionRender={(option) => t('form.holePar', { hole: option.value, par: par.get(Number(option.value)) })}
              maxCount={count}
              disabled={locked}
            />
          </Form.Item>
          <Button disabled={locked || count > holes.length} onClick={() => form.setFields([{ name: 'hiddenHoles', value: drawHiddenHoles(holes, count, Math.random), errors: [], touched: true }])}>
            {t('form.hiddenHolesDraw')}
          </Button>
        </Space.Compact>
      </Form.Item>
    </Col>
  );
}
