import { describe, expect, it } from 'vitest';
import { formatDateTime } from './activity-format';

describe('formatDateTime', () => {
  it('writes a deadline on the 24-hour clock in every language, as the tee times beside it are', () => {
    for (const language of ['en-US', 'zh-CN', 'ja-JP']) {
      const text = formatDateTime('2026-12-22T18:30:00Z', language);
      expect(text, language).not.toMatch(/AM|PM|上午|下午|午前|午後/);
      expect(text, language).toMatch(/\d{2}:30$/);
    }
  });
});
