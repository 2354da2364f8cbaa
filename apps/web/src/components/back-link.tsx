import { ArrowLeftOutlined } from '@ant-design/icons';
import { Link } from 'react-router';

/**
 * The arrow back to the event in a card's title: a 40-px target for a thumb (the arrow alone was 16 px), drawn over the
 * title's padding so the title does not move.
 */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Link to={to} aria-label={label} className="back-link">
      <ArrowLeftOutlined />
    </Link>
  );
}
