import { Select, Typography } from 'antd';
import type { CourseRef } from '@golf/shared/schemas/course';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCourseOptions } from '../api/get-course-options';
import { useDebouncedState } from '../../../lib/use-debounced-state';

/**
 * Courses of an event from the library, in playing order (the order they are picked);
 * two nines make an 18-hole round. Used as a form control (`value`/`onChange` of course ids).
 */
export function CoursePicker({ value = [], onChange, initial = [], id }: { value?: string[]; onChange?: (ids: string[]) => void; initial?: CourseRef[]; id?: string }) {
  const { t } = useTranslation('activities');
  const [keyword, setKeyword] = useDebouncedState('');
  const options = useCourseOptions(keyword);
  const [known, setKnown] = useState<Map<string, CourseRef>>(() => new Map(initial.map((c) => [c.id, c])));
  const listed = options.data?.list ?? [];
  const refOf = (cid: string) => known.get(cid) ?? listed.find((c) => c.id === cid);
  const holes = value.reduce((sum, cid) => sum + (refOf(cid)?.holeCount ?? 0), 0);
  // the course's own name first: on a phone the end of a long label is cut, and three nines of one venue read alike
  const label = (c: Pick<CourseRef, 'name' | 'venue' | 'holeCount'>) =>
    `${t('detail.courseHoles', { name: c.name, holes: t('detail.holes', { count: c.holeCount }) })}${c.venue && c.venue !== c.name ? ` · ${c.venue}` : ''}`;

  return (
    <>
      <Select
        id={id}
        mode="multiple"
        showSearch={{ filterOption: false, onSearch: setKeyword }}
        value={value}
        loading={options.isFetching}
        placeholder={t('form.coursesPlaceholder')}
        notFoundContent={options.isPending ? t('form.loading') : <Link to="/activity/course">{t('form.noCourse')}</Link>}
        onChange={(ids: string[]) => {
          setKnown((prev) => {
            const next = new Map(prev);
            for (const c of listed) if (ids.includes(c.id)) next.set(c.id, { id: c.id, name: c.name, venue: c.venue, holeCount: c.holeCount });
            return next;
          });
          onChange?.(ids);
        }}
        // the courses found first, then those picked and not among them (for their tags' names): first, a picked course
        // was the active option of a search, and Enter took it off instead of adding the course found
        options={[
          ...listed.map((c) => ({ value: c.id, label: label(c) })),
          ...value.filter((cid) => !listed.some((c) => c.id === cid)).map((cid) => ({ value: cid, label: refOf(cid) ? label(refOf(cid)!) : cid })),
        ]}
        data-testid="course-picker"
      />
      <Typography.Text type={holes === 0 || holes === 18 || holes === 9 ? 'secondary' : 'warning'} style={{ fontSize: 12 }}>
        {value.length === 0 ? t('form.coursesHint') : t('form.coursesTotal', { count: holes })}
      </Typography.Text>
    </>
  );
}
